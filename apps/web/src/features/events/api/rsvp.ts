import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventResponseSchema, type CommunityEvent } from '@wellbeing/shared/schemas/events';
import { apiFetch } from '../../../lib/api-client';
import { eventsQueryKey } from './get-events';
import { replaceCachedEvent } from './replace-cached-event';

/** Takes a place (or a place in line when the event is full). */
export async function rsvpToEvent(id: string): Promise<CommunityEvent> {
  return eventResponseSchema.parse(await apiFetch<unknown>(`/api/events/${encodeURIComponent(id)}/rsvp`, { method: 'POST' })).event;
}

/** Gives up a place or a place in line; the first person waiting gets a freed place. */
export async function leaveEvent(id: string): Promise<CommunityEvent> {
  return eventResponseSchema.parse(await apiFetch<unknown>(`/api/events/${encodeURIComponent(id)}/rsvp`, { method: 'DELETE' })).event;
}

export function useRsvp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, going }: { id: string; going: boolean }) => (going ? rsvpToEvent(id) : leaveEvent(id)),
    onSuccess: (event) => replaceCachedEvent(queryClient, event),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: eventsQueryKey }),
  });
}
