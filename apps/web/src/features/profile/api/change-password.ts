import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PasswordChangeRequest } from '@wellbeing/shared/schemas/account';
import { apiFetch } from '../../../lib/api-client';
import { deviceSessionsQueryKey } from './get-device-sessions';

/** Changes the password after checking the current one; the server signs out every other device. */
export async function changePassword(request: PasswordChangeRequest): Promise<void> {
  await apiFetch<unknown>('/api/profile/password', { method: 'POST', json: request });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deviceSessionsQueryKey }),
  });
}
