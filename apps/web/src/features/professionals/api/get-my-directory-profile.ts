import { queryOptions, useQuery } from '@tanstack/react-query';
import { myDirectoryProfileResponseSchema, type MyDirectoryProfileResponse } from '@wellbeing/shared/schemas/professionals';
import { ApiError, apiFetch } from '../../../lib/api-client';
import { USER_DATA_QUERY_KEY } from '../../../lib/session/user-data';

export const myDirectoryProfileQueryKey = [...USER_DATA_QUERY_KEY, 'professionals', 'my-profile'] as const;

/** The professional's own listing (null before the first save) and whether the directory shows it. */
export async function getMyDirectoryProfile(): Promise<MyDirectoryProfileResponse> {
  return myDirectoryProfileResponseSchema.parse(await apiFetch<unknown>('/api/directory-profile'));
}

export const myDirectoryProfileQuery = () =>
  queryOptions({
    queryKey: myDirectoryProfileQueryKey,
    queryFn: getMyDirectoryProfile,
    staleTime: 30_000,
    retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 1,
  });

export function useMyDirectoryProfile() {
  return useQuery(myDirectoryProfileQuery());
}
