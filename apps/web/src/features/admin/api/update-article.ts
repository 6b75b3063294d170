import { adminArticleResponseSchema, type AdminArticle, type ArticleUpdate } from '@wellbeing/shared/schemas/admin';
import { apiFetch } from '../../../lib/api-client';
import { useAdminMutation } from '../utils/use-admin-mutation';
import { PUBLIC_ARTICLES_KEY } from '../utils/public-articles-key';

/** Sends only the changed fields (and a cover only when a new one was chosen). */
export async function updateArticle({ id, changes }: { id: string; changes: ArticleUpdate }): Promise<AdminArticle> {
  return adminArticleResponseSchema.parse(
    await apiFetch<unknown>(`/api/admin/articles/${encodeURIComponent(id)}`, { method: 'PATCH', json: changes, timeoutMs: 60_000 }),
  ).article;
}

export function useUpdateArticle() {
  return useAdminMutation(updateArticle, [PUBLIC_ARTICLES_KEY]);
}
