/**
 * The crisis lines' regions and channels, alone: the start-up guards (start-up-guards.ts, in the web app's
 * entry) read them, and importing crisis-lines.ts there would put the seed lines in the entry chunk of every
 * page (decision 005). crisis-lines.ts re-exports them.
 */
export const CRISIS_REGION_CODES = ['US', 'GB', 'CA', 'AU', 'IE', 'INTL'] as const;
export type RegionCode = (typeof CRISIS_REGION_CODES)[number];

export const CRISIS_CHANNELS = ['call', 'text', 'email', 'web'] as const;
export type CrisisChannel = (typeof CRISIS_CHANNELS)[number];
