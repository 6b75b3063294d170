import fc from 'fast-check';

/**
 * Generators for the property tests that hold the hand-written guards to their zod schemas (start-up-guards.test.ts,
 * chat-checks.test.ts). Test support only: not part of the package's build.
 */

/** A value of the wrong kind for almost any field: a string, null, undefined, a number, a boolean, `{}` or `[]`. */
export const loose = fc.oneof(fc.string(), fc.constant(null), fc.constant(undefined), fc.integer(), fc.boolean(), fc.constant({}), fc.constant([]));

/** Mostly `arb`, now and then a loose value: records built of these have one field at a time wrong, missing or extra. */
export const maybe = <T>(arb: fc.Arbitrary<T>) => fc.oneof({ weight: 4, arbitrary: arb as fc.Arbitrary<unknown> }, { weight: 1, arbitrary: loose });
