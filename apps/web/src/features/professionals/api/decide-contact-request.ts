import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contactRequestResponseSchema, type ContactDecision, type ContactRequest } from '@wellbeing/shared/schemas/professionals';
import { apiFetch } from '../../../lib/api-client';
import { contactRequestsQueryKey } from './get-contact-requests';

export async function decideContactRequest(id: string, decision: ContactDecision['decision']): Promise<ContactRequest> {
  const body = await apiFetch<unknown>(`/api/contact-requests/${encodeURIComponent(id)}/decision`, { method: 'POST', json: { decision } });
  return contactRequestResponseSchema.parse(body).request;
}

export function useDecideContactRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: ContactDecision['decision'] }) => decideContactRequest(id, decision),
    // Also after a failure: a request answered meanwhile (in another tab, say) then shows its real status.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: contactRequestsQueryKey }),
  });
}
