import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { deviceSessionsQueryKey } from './get-device-sessions';

/** Ends one signed-in session (another device, or this one). */
export async function signOutDevice(sessionId: string): Promise<void> {
  await apiFetch<unknown>(`/api/account/sessions/${encodeURIComponent(sessionId)}`, { method: 'DELETE' });
}

export function useSignOutDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOutDevice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deviceSessionsQueryKey }),
  });
}
