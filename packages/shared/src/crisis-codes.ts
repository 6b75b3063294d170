/**
 * The crisis lines' regions and channels, alone: the start-up guards (start-up-guards.ts, in the web app's
 * entry) read them, and importing crisis-lines.ts there would put the seed lines in the entry chunk of every
 * page (decision 005). crisis-lines.ts re-exports them.
 */
export type RegionCode = 'US' | 'GB' | 'CA' | 'AU' | 'IE' | 'INTL';

export type CrisisChannel = 'call' | 'text' | 'email' | 'web';

export const CRISIS_REGION_CODES = ['US', 'GB', 'CA', 'AU', 'IE', 'INTL'] as const satisfies readonly RegionCode[];
export const CRISIS_CHANNELS = ['call', 'text', 'email', 'web'] as const satisfies readonly CrisisChannel[];
