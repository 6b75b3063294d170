import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contactRequestResponseSchema, type ContactRequest, type ContactRequestInput } from '@wellbeing/shared/schemas/professionals';
import { apiFetch } from '../../../lib/api-client';
import { contactRequestsQueryKey } from './get-contact-requests';

export async function sendContactRequest(professionalId: string, input: ContactRequestInput): Promise<ContactRequest> {
  const body = await apiFetch<unknown>(`/api/professionals/${encodeURIComponent(professionalId)}/contact-requests`, { method: 'POST', json: input });
  return contactRequestResponseSchema.parse(body).request;
}

export function useSendContactRequest(professionalId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ContactRequestInput) => sendContactRequest(professionalId, input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: contactRequestsQueryKey }),
  });
}
