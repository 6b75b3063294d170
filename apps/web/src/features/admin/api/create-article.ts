import { adminArticleResponseSchema, type AdminArticle, type ArticleCreate } from '@wellbeing/shared/schemas/admin';
import { apiFetch } from '../../../lib/api-client';
import { useAdminMutation } from '../utils/use-admin-mutation';
import { PUBLIC_ARTICLES_KEY } from '../utils/public-articles-key';

/** A cover travels as base64 in the JSON body; large bodies get more time. */
export async function createArticle(input: ArticleCreate): Promise<AdminArticle> {
  return adminArticleResponseSchema.parse(await apiFetch<unknown>('/api/admin/articles', { method: 'POST', json: input, timeoutMs: 60_000 })).article;
}

export function useCreateArticle() {
  return useAdminMutation(createArticle, [PUBLIC_ARTICLES_KEY]);
}
