import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ArticleRatingResponse } from '@wellbeing/shared/schemas/articles';
import { parseArticleRatingResponse } from '@wellbeing/shared/start-up-guards';
import { apiFetch } from '../../../lib/api-client';

/** Checked without the schema library, which the article page does not load (decision 005). */
function checked(body: unknown): ArticleRatingResponse {
  const answer = parseArticleRatingResponse(body);
  if (!answer) throw new Error('The rating answer does not match the contract.');
  return answer;
}

export async function getArticleRating(id: string): Promise<ArticleRatingResponse> {
  return checked(await apiFetch<unknown>(`/api/articles/${encodeURIComponent(id)}/rating`));
}

export async function rateArticle(id: string, score: number): Promise<ArticleRatingResponse> {
  return checked(await apiFetch<unknown>(`/api/articles/${encodeURIComponent(id)}/rating`, { method: 'PUT', json: { score } }));
}

export const articleRatingQuery = (id: string) => queryOptions({ queryKey: ['articles', 'rating', id], queryFn: () => getArticleRating(id) });

export function useArticleRating(id: string) {
  return useQuery(articleRatingQuery(id));
}

export function useRateArticle(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (score: number) => rateArticle(id, score),
    // One save at a time per article, in the order chosen: arrow keys choose a score per press, and saves sent side
    // by side could reach the server out of order and keep an earlier score than the one on screen.
    scope: { id: `article-rating:${id}` },
    onSuccess: (data) => {
      queryClient.setQueryData(articleRatingQuery(id).queryKey, data);
      void queryClient.invalidateQueries({ queryKey: ['articles', 'zone'] });
    },
  });
}
