import { USER_DATA_QUERY_KEY } from '../../../lib/session/user-data';

/**
 * Admin data holds other people's details: its keys start with the user-data key, so it is dropped from
 * the cache when the admin signs out or another person signs in.
 */
export const adminKeys = {
  all: [...USER_DATA_QUERY_KEY, 'admin'] as const,
  overview: () => [...adminKeys.all, 'overview'] as const,
  users: (query?: object) => [...adminKeys.all, 'users', ...(query ? [query] : [])] as const,
  verifications: (query?: object) => [...adminKeys.all, 'verifications', ...(query ? [query] : [])] as const,
  articles: (query?: object) => [...adminKeys.all, 'articles', ...(query ? [query] : [])] as const,
  article: (id: string) => [...adminKeys.all, 'article', id] as const,
  ratings: (query?: object) => [...adminKeys.all, 'ratings', ...(query ? [query] : [])] as const,
  audit: (query?: object) => [...adminKeys.all, 'audit', ...(query ? [query] : [])] as const,
};

/** `?a=1&b=x` from the set values of a query (blank and undefined left out). */
export function toSearch(query: Record<string, string | number | undefined | null>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}
