import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  verificationRequestResponseSchema,
  type VerificationRequest,
  type VerificationRequestInput,
} from '@wellbeing/shared/schemas/account';
import { ApiError, apiFetch } from '../../../lib/api-client';
import { messageFor } from '@wellbeing/shared/errors';
import { verificationRequestQueryKey } from './get-verification-request';

/** Sends licence details for an admin to check; the account stays as it is until they decide. */
export async function submitVerificationRequest(input: VerificationRequestInput): Promise<VerificationRequest> {
  const body = await apiFetch<unknown>('/api/profile/verification-request', { method: 'POST', json: input });
  const { request } = verificationRequestResponseSchema.parse(body);
  if (!request) throw new ApiError(500, 'server/error', messageFor('server/error'));
  return request;
}

export function useSubmitVerificationRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitVerificationRequest,
    onSuccess: (request) => queryClient.setQueryData(verificationRequestQueryKey, request),
  });
}
