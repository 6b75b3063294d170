import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileResponseSchema, type Profile } from '@wellbeing/shared/schemas/account';
import { apiFetch } from '../../../lib/api-client';
import { USER_DATA_QUERY_KEY } from '../../../lib/session/user-data';
import { retryUnlessClientError } from '../utils/query-retry';
import { syncSessionUserWithProfile } from '../utils/sync-session-user';

export const profileQueryKey = [...USER_DATA_QUERY_KEY, 'profile'] as const;

export async function getProfile(): Promise<Profile> {
  const { profile } = profileResponseSchema.parse(await apiFetch<unknown>('/api/profile'));
  // A role an admin changed meanwhile (e.g. a confirmed professional) reaches the header and guards too.
  syncSessionUserWithProfile(profile);
  return profile;
}

export const profileQuery = () => queryOptions({ queryKey: profileQueryKey, queryFn: getProfile, staleTime: 30_000, retry: retryUnlessClientError });

export function useProfile() {
  return useQuery(profileQuery());
}
