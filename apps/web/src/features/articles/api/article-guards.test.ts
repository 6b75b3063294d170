import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as schemas from '@wellbeing/shared/schemas/articles';
import { ZONES } from '@wellbeing/shared/zones';
import { MAX_SCORE, MIN_SCORE, parseArticleRatingResponse, parseArticleResponse } from './article-guards';

/** Mostly well-formed values with one field at a time of the wrong kind, missing, or an extra key. */
const loose = fc.oneof(fc.string(), fc.constant(null), fc.constant(undefined), fc.integer(), fc.double(), fc.boolean(), fc.constant({}), fc.constant([]));
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.oneof({ weight: 6, arbitrary: arb as fc.Arbitrary<unknown> }, { weight: 1, arbitrary: loose });
const number = fc.oneof(fc.integer(), fc.double(), fc.constant(Number.NaN), fc.constant(Number.POSITIVE_INFINITY), fc.constant(2 ** 60));
const summary = fc.record({ average: maybe(fc.option(number, { nil: null })), count: maybe(number), extra: loose }, { requiredKeys: [] });
const article = fc.record(
  {
    id: maybe(fc.string()),
    title: maybe(fc.string()),
    coverImg: maybe(fc.string()),
    excerpt: maybe(fc.string()),
    createdAt: maybe(fc.string()),
    readingMinutes: maybe(number),
    rating: maybe(summary),
    content: maybe(fc.string()),
    zone: maybe(fc.oneof(fc.constantFrom(...ZONES), fc.string())),
    updatedAt: maybe(fc.string()),
    extra: loose,
  },
  { requiredKeys: [] },
);

describe('article page guards agree with their zod schemas', () => {
  it('parseArticleResponse = articleResponseSchema.parse(…).article', () => {
    fc.assert(
      fc.property(fc.oneof(fc.record({ article: maybe(article) }, { requiredKeys: [] }), loose), (value) => {
        const zod = schemas.articleResponseSchema.safeParse(value);
        expect(parseArticleResponse(value)).toEqual(zod.success ? zod.data.article : null);
      }),
      { numRuns: 3000 },
    );
  });

  it('parseArticleRatingResponse = articleRatingResponseSchema.parse', () => {
    const answer = fc.record({ rating: maybe(summary), mine: maybe(fc.option(number, { nil: null })), extra: loose }, { requiredKeys: [] });
    fc.assert(
      fc.property(fc.oneof(answer, loose), (value) => {
        const zod = schemas.articleRatingResponseSchema.safeParse(value);
        expect(parseArticleRatingResponse(value)).toEqual(zod.success ? zod.data : null);
      }),
      { numRuns: 3000 },
    );
  });

  it('keeps a valid article, drops unknown keys, and uses the shared score bounds', () => {
    const valid = {
      id: 'a',
      title: 'T',
      coverImg: '/covers/a.svg',
      excerpt: 'E',
      createdAt: '2026-01-01T00:00:00.000Z',
      readingMinutes: 3,
      rating: { average: 4.5, count: 2 },
      content: 'Body',
      zone: 'your-calm-zone',
      updatedAt: '2026-01-02T00:00:00.000Z',
    };
    expect(parseArticleResponse({ article: { ...valid, secret: 'x' } })).toEqual(valid);
    expect(parseArticleResponse({ article: { ...valid, zone: 'elsewhere' } })).toBeNull();
    expect([MIN_SCORE, MAX_SCORE]).toEqual([schemas.MIN_SCORE, schemas.MAX_SCORE]);
  });
});
