import { okResponseSchema } from '@wellbeing/shared/schemas/admin';
import { apiFetch } from '../../../lib/api-client';
import { useAdminMutation } from '../utils/use-admin-mutation';
import { PUBLIC_ARTICLES_KEY } from '../utils/public-articles-key';

/** Deletes the article with its ratings. */
export async function deleteArticle(id: string): Promise<void> {
  okResponseSchema.parse(await apiFetch<unknown>(`/api/admin/articles/${encodeURIComponent(id)}`, { method: 'DELETE' }));
}

export function useDeleteArticle() {
  return useAdminMutation(deleteArticle, [PUBLIC_ARTICLES_KEY]);
}
