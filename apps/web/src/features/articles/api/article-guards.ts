import type { Article, ArticleRatingResponse, RatingSummary } from '@wellbeing/shared/schemas/articles';
import { ZONES, type Zone } from '@wellbeing/shared/zones';

/**
 * Hand-written checks for the article page's answers (the article, its ratings), so the page does not load
 * the schema library before it can show the article (decision 005: it cost the page ≈25 KB of code and
 * ≈0.1 s of a slow phone's CPU before its first paint). Each returns what its zod schema's `parse` would
 * (unknown keys dropped), or null where it would throw; `article-guards.test.ts` holds them to that on
 * generated input, and the score bounds to the shared ones.
 */

/** The lowest and highest score a reader can give (`MIN_SCORE`, `MAX_SCORE` of the shared schemas). */
export const MIN_SCORE = 1;
export const MAX_SCORE = 5;

type Plain = Record<string, unknown>;
const isPlain = (value: unknown): value is Plain => typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string';
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isInteger = (value: unknown): value is number => Number.isSafeInteger(value);
const zones: readonly unknown[] = ZONES;

/** As `ratingSummarySchema.parse(value)`. */
function parseRatingSummary(value: unknown): RatingSummary | null {
  if (!isPlain(value)) return null;
  const { average, count } = value;
  if (!(average === null || isNumber(average)) || !isInteger(count)) return null;
  return { average, count };
}

/** As `articleResponseSchema.parse(value).article`: the article with only the contract's fields, or null. */
export function parseArticleResponse(value: unknown): Article | null {
  if (!isPlain(value) || !isPlain(value.article)) return null;
  const { id, title, coverImg, excerpt, createdAt, readingMinutes, rating, content, zone, updatedAt } = value.article;
  if (!isString(id) || !isString(title) || !isString(coverImg) || !isString(excerpt) || !isString(createdAt)) return null;
  if (!isInteger(readingMinutes) || !isString(content) || !zones.includes(zone) || !isString(updatedAt)) return null;
  const summary = parseRatingSummary(rating);
  if (!summary) return null;
  return { id, title, coverImg, excerpt, createdAt, readingMinutes, rating: summary, content, zone: zone as Zone, updatedAt };
}

/** As `articleRatingResponseSchema.parse(value)`: the summary and the reader's own score, or null. */
export function parseArticleRatingResponse(value: unknown): ArticleRatingResponse | null {
  if (!isPlain(value)) return null;
  const rating = parseRatingSummary(value.rating);
  const { mine } = value;
  if (!rating || !(mine === null || isInteger(mine))) return null;
  return { rating, mine };
}
