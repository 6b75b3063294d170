import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminVerificationListSchema, type VerificationListQuery } from '@wellbeing/shared/schemas/admin';
import { apiFetch } from '../../../lib/api-client';
import { adminKeys, toSearch } from '../utils/query-keys';

export async function getVerifications(query: VerificationListQuery) {
  return adminVerificationListSchema.parse(await apiFetch<unknown>(`/api/admin/verifications${toSearch(query)}`));
}

export const verificationsQuery = (query: VerificationListQuery) =>
  queryOptions({ queryKey: adminKeys.verifications(query), queryFn: () => getVerifications(query), placeholderData: keepPreviousData, staleTime: 10_000 });

export function useVerifications(query: VerificationListQuery) {
  return useQuery(verificationsQuery(query));
}
