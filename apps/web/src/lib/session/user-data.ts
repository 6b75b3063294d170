import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getSessionUser, onSessionChange } from './session-store';

/**
 * Every query that holds one person's data (their profile, devices, requests) starts its key with this, so
 * it can be dropped as a whole when that person signs out and nobody else sees it in the cache.
 */
export const USER_DATA_QUERY_KEY = ['user-data'] as const;

/** Drops the cached personal data whenever the signed-in person changes (log out, lost session, another user). */
export function useForgetUserDataOnSessionChange(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let uid = getSessionUser()?.uid ?? null;
    return onSessionChange((user) => {
      const next = user?.uid ?? null;
      if (next !== uid) queryClient.removeQueries({ queryKey: USER_DATA_QUERY_KEY });
      uid = next;
    });
  }, [queryClient]);
}
