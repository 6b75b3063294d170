import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventResponseSchema, type CommunityEvent } from '@wellbeing/shared/schemas/events';
import { apiFetch } from '../../../lib/api-client';
import { eventsQueryKey } from './get-events';
import { replaceCachedEvent } from './replace-cached-event';

/** Cancels an event; everyone who signed up gets an e-mail. */
export async function cancelEvent(id: string): Promise<CommunityEvent> {
  return eventResponseSchema.parse(await apiFetch<unknown>(`/api/events/${encodeURIComponent(id)}/cancel`, { method: 'POST' })).event;
}

export function useCancelEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelEvent,
    onSuccess: (event) => {
      replaceCachedEvent(queryClient, event);
      void queryClient.invalidateQueries({ queryKey: eventsQueryKey });
    },
  });
}
