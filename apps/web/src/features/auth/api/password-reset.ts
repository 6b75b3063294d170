import { useMutation } from '@tanstack/react-query';
import type { PasswordResetRequest, PasswordReset } from '@wellbeing/shared/schemas/account';
import { apiFetch } from '../../../lib/api-client';
import { signOut } from '../../../lib/session/session-store';

/** Asks for a link to choose a new password. The answer is the same whether or not the address has an account. */
export async function requestPasswordReset(request: PasswordResetRequest): Promise<void> {
  await apiFetch<unknown>('/api/session/password-reset', { method: 'POST', json: request });
}

/** Sets the new password with the link's token. The server ends every session, this browser's too. */
export async function confirmPasswordReset(request: PasswordReset): Promise<void> {
  await apiFetch<unknown>('/api/session/password-reset/confirm', { method: 'POST', json: request });
  await signOut();
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}
