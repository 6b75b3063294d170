import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { crisisLineSchema, type CrisisLineView } from '@wellbeing/shared/schemas/tools';
import { ApiError, apiFetch } from '../../../lib/api-client';
import { USER_DATA_QUERY_KEY } from '../../../lib/session/user-data';

/** Held with the signed-in person's data, so it is dropped when they sign out. */
export const adminCrisisLinesQueryKey = [...USER_DATA_QUERY_KEY, 'admin', 'crisis-lines'] as const;

export async function getAdminCrisisLines(): Promise<CrisisLineView[]> {
  return z.object({ lines: z.array(crisisLineSchema) }).parse(await apiFetch<unknown>('/api/admin/crisis-lines')).lines;
}

export const adminCrisisLinesQuery = () =>
  queryOptions({
    queryKey: adminCrisisLinesQueryKey,
    queryFn: getAdminCrisisLines,
    retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 1,
  });

export function useAdminCrisisLines() {
  return useQuery(adminCrisisLinesQuery());
}
