import { queryOptions, useQuery } from '@tanstack/react-query';
import { articleAccessInfoSchema, articleResponseSchema, type Article, type ArticleAccessInfo } from '@wellbeing/shared/schemas/articles';
import { apiFetch } from '../../../lib/api-client';

/** Zone and title only: what the page's access check reads before anything else (spec section 7). */
export async function getArticleAccessInfo(id: string): Promise<ArticleAccessInfo> {
  return articleAccessInfoSchema.parse(await apiFetch<unknown>(`/api/articles/${encodeURIComponent(id)}/access`));
}

export async function getArticle(id: string): Promise<Article> {
  return articleResponseSchema.parse(await apiFetch<unknown>(`/api/articles/${encodeURIComponent(id)}`)).article;
}

export const articleQuery = (id: string) => queryOptions({ queryKey: ['articles', 'detail', id], queryFn: () => getArticle(id), retry: false });

export function useArticle(id: string) {
  return useQuery(articleQuery(id));
}
