import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loose, maybe } from './testing/arbitraries.js';
import { ROLES } from './roles.js';
import { sessionUserSchema } from './schemas/account.js';
import { articleAccessInfoSchema, articleRatingResponseSchema, articleResponseSchema, featuredArticlesResponseSchema } from './schemas/articles.js';
import { CRISIS_CHANNELS, CRISIS_REGION_CODES, crisisLineFromSeed, seedCrisisLines } from './crisis-lines.js';
import { crisisLinesResponseSchema } from './schemas/tools.js';
import { parseArticleAccessInfo, parseArticleRatingResponse, parseArticleResponse, parseCrisisLinesResponse, parseFeaturedArticles, parseSessionUser } from './start-up-guards.js';
import { ZONES } from './zones.js';

const sessionUser = fc.record(
  {
    uid: maybe(fc.string()),
    email: maybe(fc.string()),
    username: maybe(fc.string()),
    role: maybe(fc.constantFrom(...ROLES)),
    gender: maybe(fc.option(fc.string(), { nil: null })),
    dateOfBirth: maybe(fc.option(fc.string(), { nil: null })),
    fullName: maybe(fc.option(fc.string(), { nil: null })),
    extra: loose,
  },
  { requiredKeys: [] },
);
const summary = fc.record(
  { id: maybe(fc.string()), title: maybe(fc.string()), coverImg: maybe(fc.string()), excerpt: maybe(fc.string()), zone: maybe(fc.oneof(fc.constantFrom(...ZONES), fc.string())), content: loose },
  { requiredKeys: [] },
);
const number = fc.oneof(fc.integer(), fc.double(), fc.constant(Number.NaN), fc.constant(Number.POSITIVE_INFINITY), fc.constant(2 ** 60));
const ratingSummary = fc.record({ average: maybe(fc.option(number, { nil: null })), count: maybe(number), extra: loose }, { requiredKeys: [] });
const article = fc.record(
  {
    id: maybe(fc.string()),
    title: maybe(fc.string()),
    coverImg: maybe(fc.string()),
    excerpt: maybe(fc.string()),
    createdAt: maybe(fc.string()),
    readingMinutes: maybe(number),
    rating: maybe(ratingSummary),
    content: maybe(fc.string()),
    zone: maybe(fc.oneof(fc.constantFrom(...ZONES), fc.string())),
    updatedAt: maybe(fc.string()),
    extra: loose,
  },
  { requiredKeys: [] },
);
const featured = fc.oneof(fc.record({ articles: fc.oneof(fc.array(summary, { maxLength: 4 }), loose) }, { requiredKeys: [] }), loose);

describe('start-up guards agree with their zod schemas', () => {
  it('parseSessionUser = sessionUserSchema.safeParse', () => {
    fc.assert(
      fc.property(fc.oneof(sessionUser, loose), (value) => {
        const zod = sessionUserSchema.safeParse(value);
        expect(parseSessionUser(value)).toEqual(zod.success ? zod.data : null);
      }),
      { numRuns: 2000 },
    );
  });

  it('parseFeaturedArticles = featuredArticlesResponseSchema.parse', () => {
    fc.assert(
      fc.property(featured, (value) => {
        const zod = featuredArticlesResponseSchema.safeParse(value);
        expect(parseFeaturedArticles(value)).toEqual(zod.success ? zod.data.articles : null);
      }),
      { numRuns: 2000 },
    );
  });

  it('parseArticleAccessInfo = articleAccessInfoSchema.parse', () => {
    const info = fc.record({ id: maybe(fc.string()), title: maybe(fc.string()), zone: maybe(fc.string()), content: loose }, { requiredKeys: [] });
    fc.assert(
      fc.property(fc.oneof(info, loose), (value) => {
        const zod = articleAccessInfoSchema.safeParse(value);
        expect(parseArticleAccessInfo(value)).toEqual(zod.success ? zod.data : null);
      }),
      { numRuns: 2000 },
    );
  });

  it('parseArticleResponse = articleResponseSchema.parse(…).article', () => {
    fc.assert(
      fc.property(fc.oneof(fc.record({ article: maybe(article) }, { requiredKeys: [] }), loose), (value) => {
        const zod = articleResponseSchema.safeParse(value);
        expect(parseArticleResponse(value)).toEqual(zod.success ? zod.data.article : null);
      }),
      { numRuns: 3000 },
    );
  });

  it('parseArticleRatingResponse = articleRatingResponseSchema.parse', () => {
    const answer = fc.record({ rating: maybe(ratingSummary), mine: maybe(fc.option(number, { nil: null })), extra: loose }, { requiredKeys: [] });
    fc.assert(
      fc.property(fc.oneof(answer, loose), (value) => {
        const zod = articleRatingResponseSchema.safeParse(value);
        expect(parseArticleRatingResponse(value)).toEqual(zod.success ? zod.data : null);
      }),
      { numRuns: 3000 },
    );
  });

  it('parseCrisisLinesResponse = crisisLinesResponseSchema.parse', () => {
    const nullableString = maybe(fc.option(fc.string(), { nil: null }));
    const line = fc.record(
      {
        id: maybe(fc.string()),
        region: maybe(fc.oneof(fc.constantFrom(...CRISIS_REGION_CODES), fc.string())),
        name: maybe(fc.string()),
        description: maybe(fc.string()),
        phone: nullableString,
        sms: nullableString,
        smsBody: nullableString,
        email: nullableString,
        url: nullableString,
        hours: maybe(fc.string()),
        channels: maybe(fc.array(fc.oneof(fc.constantFrom(...CRISIS_CHANNELS), fc.string()), { maxLength: 4 })),
        source: maybe(fc.string()),
        lastChecked: maybe(fc.string()),
        sortOrder: maybe(number),
        updatedAt: maybe(fc.string()),
        extra: loose,
      },
      { requiredKeys: [] },
    );
    const answer = fc.record(
      { lines: maybe(fc.array(line, { maxLength: 3 })), updatedAt: maybe(fc.option(fc.string(), { nil: null })), fetchedAt: maybe(fc.string()), extra: loose },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.oneof(answer, loose), (value) => {
        const zod = crisisLinesResponseSchema.safeParse(value);
        expect(parseCrisisLinesResponse(value)).toEqual(zod.success ? zod.data : null);
      }),
      { numRuns: 3000 },
    );
    // The built-in lines, as the server sends them, pass unchanged.
    const lines = seedCrisisLines.map(crisisLineFromSeed);
    const real = { lines, updatedAt: '2026-01-01T00:00:00.000Z', fetchedAt: '2026-01-02T00:00:00.000Z' };
    expect(parseCrisisLinesResponse(real)).toEqual(real);
  });

  it('keeps a valid article and drops unknown keys; an unknown zone is refused', () => {
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
  });

  it('keeps a valid user and drops unknown keys', () => {
    const user = { uid: 'u1', email: 'a@b.c', username: 'sam', role: 'professional', gender: null, dateOfBirth: null, fullName: 'Sam Lee', token: 'x' };
    expect(parseSessionUser(user)).toEqual({ uid: 'u1', email: 'a@b.c', username: 'sam', role: 'professional', gender: null, dateOfBirth: null, fullName: 'Sam Lee' });
    expect(parseSessionUser({ ...user, role: 'owner' })).toBeNull();
  });
});
