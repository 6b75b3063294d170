import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { journalEntriesResponseSchema, type JournalEntriesResponse } from '@wellbeing/shared/schemas/tools';
import { apiFetch } from '../../../lib/api-client';
import { USER_DATA_QUERY_KEY } from '../../../lib/session/user-data';
import { retryUnlessClientError } from '../utils/query-retry';

export const journalQueryKey = [...USER_DATA_QUERY_KEY, 'journal'] as const;

/** The signed-in person's entries of the last `days` days, newest day first. */
export async function getJournalEntries(days: number): Promise<JournalEntriesResponse> {
  return journalEntriesResponseSchema.parse(await apiFetch<unknown>(`/api/journal?days=${days}`));
}

export const journalEntriesQuery = (days: number) =>
  queryOptions({ queryKey: [...journalQueryKey, days], queryFn: () => getJournalEntries(days), retry: retryUnlessClientError, placeholderData: keepPreviousData });

export function useJournalEntries(days: number) {
  return useQuery(journalEntriesQuery(days));
}
