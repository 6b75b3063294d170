import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminArticleListSchema, type AdminArticleListQuery } from '@wellbeing/shared/schemas/admin';
import { apiFetch } from '../../../lib/api-client';
import { adminKeys, toSearch } from '../utils/query-keys';

export async function getAdminArticles(query: AdminArticleListQuery) {
  return adminArticleListSchema.parse(await apiFetch<unknown>(`/api/admin/articles${toSearch(query)}`));
}

export const adminArticlesQuery = (query: AdminArticleListQuery) =>
  queryOptions({ queryKey: adminKeys.articles(query), queryFn: () => getAdminArticles(query), placeholderData: keepPreviousData, staleTime: 10_000 });

export function useAdminArticles(query: AdminArticleListQuery) {
  return useQuery(adminArticlesQuery(query));
}
