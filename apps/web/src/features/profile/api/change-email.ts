import { useMutation } from '@tanstack/react-query';
import { ERROR_MESSAGES } from '@wellbeing/shared/errors';
import type { EmailChangeRequest } from '@wellbeing/shared/schemas/account';
import { apiFetch } from '../../../lib/api-client';

/**
 * Asks for an e-mail change (spec section 4): a link goes to the new address, and the change completes
 * once it is followed. Resolves with the message to show.
 */
export async function changeEmail(request: EmailChangeRequest): Promise<string> {
  await apiFetch<unknown>('/api/profile/email', { method: 'POST', json: request });
  return ERROR_MESSAGES['email-change/sent'];
}

export function useChangeEmail() {
  return useMutation({ mutationFn: changeEmail });
}
