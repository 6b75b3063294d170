import { queryOptions, useQuery } from '@tanstack/react-query';
import { articleResponseSchema, type Article } from '@wellbeing/shared/schemas/articles';
import { apiFetch } from '../../../lib/api-client';

export async function getArticle(id: string): Promise<Article> {
  return articleResponseSchema.parse(await apiFetch<unknown>(`/api/articles/${encodeURIComponent(id)}`)).article;
}

export const articleQuery = (id: string) => queryOptions({ queryKey: ['articles', 'detail', id], queryFn: () => getArticle(id), retry: false });

export function useArticle(id: string) {
  return useQuery(articleQuery(id));
}
