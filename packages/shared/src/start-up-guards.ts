import { CRISIS_CHANNELS, CRISIS_REGION_CODES } from './crisis-codes.js';
import { isNullableString, isPlain, isString } from './guard-helpers.js';
import { ROLES } from './roles.js';
import type { SessionUser } from './schemas/account.js';
import type { Article, ArticleAccessInfo, ArticleRatingResponse, FeaturedArticle, RatingSummary } from './schemas/articles.js';
import type { CrisisLinesResponse, CrisisLineView } from './schemas/tools.js';
import { ZONES, type Zone } from './zones.js';

/**
 * Hand-written checks for the answers the first screen needs (the stored or live session user, Home's
 * featured articles, an article page's access check, the article and its ratings, the crisis page's lines),
 * so the web app's start-up code, the article page and the crisis page do not load the schema library
 * (decision 005). Each returns what its zod schema's `parse` would (unknown keys dropped), or null where it would
 * throw; `start-up-guards.test.ts` holds them to that on generated input.
 */

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isInteger = (value: unknown): value is number => Number.isSafeInteger(value);
const roles: readonly unknown[] = ROLES;
const zones: readonly unknown[] = ZONES;

/** As `sessionUserSchema.safeParse(value)`: the user with only the contract's fields, or null. */
export function parseSessionUser(value: unknown): SessionUser | null {
  if (!isPlain(value)) return null;
  const { uid, email, username, role, gender, dateOfBirth, fullName } = value;
  if (!isString(uid) || !isString(email) || !isString(username) || !roles.includes(role)) return null;
  if (!isNullableString(gender) || !isNullableString(dateOfBirth)) return null;
  if (fullName !== undefined && !isNullableString(fullName)) return null;
  const user: SessionUser = { uid, email, username, role: role as SessionUser['role'], gender, dateOfBirth };
  if ('fullName' in value && fullName !== undefined) user.fullName = fullName;
  return user;
}

/** As `featuredArticlesResponseSchema.parse(value).articles`: the list with only the summary fields and zone, or null. */
export function parseFeaturedArticles(value: unknown): FeaturedArticle[] | null {
  if (!isPlain(value) || !Array.isArray(value.articles)) return null;
  const articles: FeaturedArticle[] = [];
  for (const item of value.articles as unknown[]) {
    if (!isPlain(item)) return null;
    const { id, title, coverImg, excerpt, zone } = item;
    if (!isString(id) || !isString(title) || !isString(coverImg) || !isString(excerpt) || !zones.includes(zone)) return null;
    articles.push({ id, title, coverImg, excerpt, zone: zone as Zone });
  }
  return articles;
}

/** As `articleAccessInfoSchema.parse(value)`: id, title and zone, or null. */
export function parseArticleAccessInfo(value: unknown): ArticleAccessInfo | null {
  if (!isPlain(value)) return null;
  const { id, title, zone } = value;
  return isString(id) && isString(title) && isString(zone) ? { id, title, zone } : null;
}

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

const regionCodes: readonly unknown[] = CRISIS_REGION_CODES;
const channelNames: readonly unknown[] = CRISIS_CHANNELS;

/** As `crisisLineSchema.parse(value)`. */
function parseCrisisLine(value: unknown): CrisisLineView | null {
  if (!isPlain(value)) return null;
  const { id, region, name, description, phone, sms, smsBody, email, url, hours, channels, source, lastChecked, sortOrder, updatedAt } = value;
  if (!isString(id) || !regionCodes.includes(region) || !isString(name) || !isString(description)) return null;
  if (!isNullableString(phone) || !isNullableString(sms) || !isNullableString(smsBody) || !isNullableString(email) || !isNullableString(url)) return null;
  if (!isString(hours) || !Array.isArray(channels) || !channels.every((c) => channelNames.includes(c))) return null;
  if (!isString(source) || !isString(lastChecked) || !isInteger(sortOrder) || !isString(updatedAt)) return null;
  return {
    id,
    region: region as CrisisLineView['region'],
    name,
    description,
    phone,
    sms,
    smsBody,
    email,
    url,
    hours,
    channels: [...(channels as CrisisLineView['channels'])],
    source,
    lastChecked,
    sortOrder,
    updatedAt,
  };
}

/** As `crisisLinesResponseSchema.parse(value)`: the crisis page's lines, or null. */
export function parseCrisisLinesResponse(value: unknown): CrisisLinesResponse | null {
  if (!isPlain(value) || !Array.isArray(value.lines)) return null;
  const { updatedAt, fetchedAt } = value;
  if (!isNullableString(updatedAt) || !isString(fetchedAt)) return null;
  const lines: CrisisLineView[] = [];
  for (const item of value.lines as unknown[]) {
    const line = parseCrisisLine(item);
    if (!line) return null;
    lines.push(line);
  }
  return { lines, updatedAt, fetchedAt };
}
