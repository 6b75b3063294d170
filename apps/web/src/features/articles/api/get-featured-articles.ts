import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FeaturedArticle } from '@wellbeing/shared/schemas/articles';
import { parseFeaturedArticles } from '@wellbeing/shared/start-up-guards';
import { apiFetch } from '../../../lib/api-client';

export async function getFeaturedArticles(): Promise<FeaturedArticle[]> {
  const body = await apiFetch<unknown>('/api/articles/featured');
  // Checked without the schema library, which Home does not load (decision 005).
  const articles = parseFeaturedArticles(body);
  if (!articles) throw new Error('The featured articles answer does not match the contract.');
  return articles;
}

export const featuredArticlesQuery = () => queryOptions({ queryKey: ['articles', 'featured'], queryFn: getFeaturedArticles });

export function useFeaturedArticles() {
  return useQuery(featuredArticlesQuery());
}
