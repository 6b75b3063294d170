import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ratingStatsListSchema, type RatingListQuery } from '@wellbeing/shared/schemas/admin';
import { apiFetch } from '../../../lib/api-client';
import { adminKeys, toSearch } from '../utils/query-keys';

export async function getRatingStats(query: RatingListQuery) {
  return ratingStatsListSchema.parse(await apiFetch<unknown>(`/api/admin/ratings${toSearch(query)}`));
}

export const ratingStatsQuery = (query: RatingListQuery) =>
  queryOptions({ queryKey: adminKeys.ratings(query), queryFn: () => getRatingStats(query), placeholderData: keepPreviousData, staleTime: 10_000 });

export function useRatingStats(query: RatingListQuery) {
  return useQuery(ratingStatsQuery(query));
}
