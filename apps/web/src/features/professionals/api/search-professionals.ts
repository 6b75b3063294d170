import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { directorySearchResponseSchema, type DirectorySearch, type DirectorySearchResponse } from '@wellbeing/shared/schemas/professionals';
import { apiFetch } from '../../../lib/api-client';
import { USER_DATA_QUERY_KEY } from '../../../lib/session/user-data';

/** The directory is for signed-in people, so its answers go with the person's other cached data. */
export const directoryQueryKey = [...USER_DATA_QUERY_KEY, 'professionals', 'directory'] as const;

export function toSearchParams(search: DirectorySearch): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  return params;
}

export async function searchProfessionals(search: DirectorySearch): Promise<DirectorySearchResponse> {
  return directorySearchResponseSchema.parse(await apiFetch<unknown>(`/api/professionals?${toSearchParams(search)}`));
}

export const directoryQuery = (search: DirectorySearch) =>
  queryOptions({
    queryKey: [...directoryQueryKey, search],
    queryFn: () => searchProfessionals(search),
    // The previous page stays on screen while the next one loads, so the list does not jump.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export function useDirectory(search: DirectorySearch) {
  return useQuery(directoryQuery(search));
}
