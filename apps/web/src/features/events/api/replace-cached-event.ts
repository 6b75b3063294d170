import type { QueryClient } from '@tanstack/react-query';
import type { CommunityEvent, EventList } from '@wellbeing/shared/schemas/events';
import { eventsQueryKey } from './get-events';

/** Puts the server's fresh copy of one event into every cached list at once (a refetch follows). */
export function replaceCachedEvent(queryClient: QueryClient, event: CommunityEvent): void {
  queryClient.setQueriesData<EventList>({ queryKey: eventsQueryKey }, (list) => (list ? { ...list, items: list.items.map((e) => (e.id === event.id ? event : e)) } : list));
}
