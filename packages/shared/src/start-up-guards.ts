import { ROLES } from './roles.js';
import type { SessionUser } from './schemas/account.js';
import type { ArticleAccessInfo, ArticleSummary } from './schemas/articles.js';

/**
 * Hand-written checks for the answers the first screen needs (the stored or live session user, Home's
 * featured articles and an article page's access check), so the web app's start-up code does not load the schema library (decision
 * 005). Each returns what its zod schema's `parse` would (unknown keys dropped), or null where it would
 * throw; `start-up-guards.test.ts` holds them to that on generated input.
 */

type Plain = Record<string, unknown>;
const isPlain = (value: unknown): value is Plain => typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string';
const isNullableString = (value: unknown): value is string | null => value === null || typeof value === 'string';
const roles: readonly unknown[] = ROLES;

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

/** As `featuredArticlesResponseSchema.parse(value).articles`: the list with only the summary fields, or null. */
export function parseFeaturedArticles(value: unknown): ArticleSummary[] | null {
  if (!isPlain(value) || !Array.isArray(value.articles)) return null;
  const articles: ArticleSummary[] = [];
  for (const item of value.articles as unknown[]) {
    if (!isPlain(item)) return null;
    const { id, title, coverImg, excerpt } = item;
    if (!isString(id) || !isString(title) || !isString(coverImg) || !isString(excerpt)) return null;
    articles.push({ id, title, coverImg, excerpt });
  }
  return articles;
}

/** As `articleAccessInfoSchema.parse(value)`: id, title and zone, or null. */
export function parseArticleAccessInfo(value: unknown): ArticleAccessInfo | null {
  if (!isPlain(value)) return null;
  const { id, title, zone } = value;
  return isString(id) && isString(title) && isString(zone) ? { id, title, zone } : null;
}
