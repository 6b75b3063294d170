import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** Deletes the account after checking the password; the server ends its sessions (the caller forgets the user here). */
export async function deleteAccount(password: string): Promise<void> {
  await apiFetch<unknown>('/api/account/delete', { method: 'POST', json: { password } });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
