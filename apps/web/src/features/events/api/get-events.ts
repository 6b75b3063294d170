import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { eventListSchema, type EventList, type EventWhen } from '@wellbeing/shared/schemas/events';
import { apiFetch } from '../../../lib/api-client';
import { USER_DATA_QUERY_KEY } from '../../../lib/session/user-data';

/** Answers depend on who asks (their place, the joining link), so they go with the person's cached data. */
export const eventsQueryKey = [...USER_DATA_QUERY_KEY, 'events'] as const;

export async function getEvents(when: EventWhen, page: number): Promise<EventList> {
  return eventListSchema.parse(await apiFetch<unknown>(`/api/events?when=${when}&page=${page}`));
}

export const eventsQuery = (when: EventWhen, page: number) =>
  queryOptions({ queryKey: [...eventsQueryKey, when, page], queryFn: () => getEvents(when, page), placeholderData: keepPreviousData, staleTime: 15_000 });

export function useEvents(when: EventWhen, page: number) {
  return useQuery(eventsQuery(when, page));
}
