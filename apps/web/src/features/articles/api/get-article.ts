import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Article } from '@wellbeing/shared/schemas/articles';
import { parseArticleResponse } from '@wellbeing/shared/start-up-guards';
import { apiFetch } from '../../../lib/api-client';

export async function getArticle(id: string): Promise<Article> {
  // Checked without the schema library, which the article page does not load (decision 005).
  const article = parseArticleResponse(await apiFetch<unknown>(`/api/articles/${encodeURIComponent(id)}`));
  if (!article) throw new Error('The article answer does not match the contract.');
  return article;
}

export const articleQuery = (id: string) => queryOptions({ queryKey: ['articles', 'detail', id], queryFn: () => getArticle(id), retry: false });

export function useArticle(id: string) {
  return useQuery(articleQuery(id));
}
