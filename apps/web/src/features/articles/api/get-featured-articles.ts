import { queryOptions, useQuery } from '@tanstack/react-query';
import { featuredArticlesResponseSchema, type ArticleSummary } from '@wellbeing/shared/schemas/articles';
import { apiFetch } from '../../../lib/api-client';

export async function getFeaturedArticles(): Promise<ArticleSummary[]> {
  const body = await apiFetch<unknown>('/api/articles/featured');
  return featuredArticlesResponseSchema.parse(body).articles;
}

export const featuredArticlesQuery = () => queryOptions({ queryKey: ['articles', 'featured'], queryFn: getFeaturedArticles });

export function useFeaturedArticles() {
  return useQuery(featuredArticlesQuery());
}
