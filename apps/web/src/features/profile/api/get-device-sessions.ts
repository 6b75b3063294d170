import { queryOptions, useQuery } from '@tanstack/react-query';
import { deviceSessionsResponseSchema, type DeviceSession } from '@wellbeing/shared/schemas/account';
import { apiFetch } from '../../../lib/api-client';
import { USER_DATA_QUERY_KEY } from '../../../lib/session/user-data';
import { retryUnlessClientError } from '../utils/query-retry';

export const deviceSessionsQueryKey = [...USER_DATA_QUERY_KEY, 'device-sessions'] as const;

/** The devices signed in to this account, this one first, then the most recently active. */
export async function getDeviceSessions(): Promise<DeviceSession[]> {
  const { sessions } = deviceSessionsResponseSchema.parse(await apiFetch<unknown>('/api/account/sessions'));
  return sessions.toSorted((a, b) => Number(b.current) - Number(a.current) || b.lastActiveAt.localeCompare(a.lastActiveAt));
}

export const deviceSessionsQuery = () =>
  queryOptions({ queryKey: deviceSessionsQueryKey, queryFn: getDeviceSessions, staleTime: 15_000, retry: retryUnlessClientError });

export function useDeviceSessions() {
  return useQuery(deviceSessionsQuery());
}
