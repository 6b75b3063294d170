import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventResponseSchema, type CommunityEvent, type EventInput } from '@wellbeing/shared/schemas/events';
import { apiFetch } from '../../../lib/api-client';
import { eventsQueryKey } from './get-events';

/** Creates an event, or changes one when `id` is given (admins, and verified professionals for their own). */
export async function saveEvent(input: EventInput, id?: string): Promise<CommunityEvent> {
  const body = await apiFetch<unknown>(id ? `/api/events/${encodeURIComponent(id)}` : '/api/events', { method: id ? 'PUT' : 'POST', json: input });
  return eventResponseSchema.parse(body).event;
}

export function useSaveEvent(id?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EventInput) => saveEvent(input, id),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: eventsQueryKey }),
  });
}
