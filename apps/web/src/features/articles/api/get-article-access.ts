import type { ArticleAccessInfo } from '@wellbeing/shared/schemas/articles';
import { parseArticleAccessInfo } from '@wellbeing/shared/start-up-guards';
import { apiFetch } from '../../../lib/api-client';

/**
 * Zone and title only: what the page's access check reads before anything else (spec section 7). Part of
 * the start-up code (the route guard), so checked without the schema library (decision 005).
 */
export async function getArticleAccessInfo(id: string): Promise<ArticleAccessInfo> {
  const info = parseArticleAccessInfo(await apiFetch<unknown>(`/api/articles/${encodeURIComponent(id)}/access`));
  if (!info) throw new Error('The article access answer does not match the contract.');
  return info;
}
