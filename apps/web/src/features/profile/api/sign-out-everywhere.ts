import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** Ends every session of the account, this device's included (the caller then forgets the user here). */
export async function signOutEverywhere(): Promise<void> {
  await apiFetch<unknown>('/api/account/sessions/revoke-all', { method: 'POST' });
}

export function useSignOutEverywhere() {
  return useMutation({ mutationFn: signOutEverywhere });
}
