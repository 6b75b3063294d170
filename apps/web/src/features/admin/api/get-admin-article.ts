import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminArticleResponseSchema, type AdminArticle } from '@wellbeing/shared/schemas/admin';
import { apiFetch } from '../../../lib/api-client';
import { adminKeys } from '../utils/query-keys';

/** One article with its content, for editing. */
export async function getAdminArticle(id: string): Promise<AdminArticle> {
  return adminArticleResponseSchema.parse(await apiFetch<unknown>(`/api/admin/articles/${encodeURIComponent(id)}`)).article;
}

export const adminArticleQuery = (id: string) => queryOptions({ queryKey: adminKeys.article(id), queryFn: () => getAdminArticle(id), staleTime: 0 });

export function useAdminArticle(id: string | null) {
  return useQuery({ ...adminArticleQuery(id ?? ''), enabled: id !== null });
}
