/** Small checks shared by the hand-written guards (start-up-guards.ts, chat-checks.ts), which must not load zod. */
export type Plain = Record<string, unknown>;
/** What zod's `z.object` accepts: an object that is neither null nor an array. */
export const isPlain = (value: unknown): value is Plain => typeof value === 'object' && value !== null && !Array.isArray(value);
export const isString = (value: unknown): value is string => typeof value === 'string';
export const isNullableString = (value: unknown): value is string | null => value === null || typeof value === 'string';
