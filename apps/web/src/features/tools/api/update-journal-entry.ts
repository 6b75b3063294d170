import { useMutation, useQueryClient } from '@tanstack/react-query';
import { journalEntryResponseSchema, type JournalEntry, type JournalEntryInput } from '@wellbeing/shared/schemas/tools';
import { apiFetch } from '../../../lib/api-client';
import { journalQueryKey } from './get-journal-entries';

/** Replaces the entry's day, mood, tags and note. */
export async function updateJournalEntry({ id, input }: { id: string; input: JournalEntryInput }): Promise<JournalEntry> {
  return journalEntryResponseSchema.parse(await apiFetch<unknown>(`/api/journal/${encodeURIComponent(id)}`, { method: 'PUT', json: input })).entry;
}

export function useUpdateJournalEntry() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateJournalEntry, onSuccess: () => void queryClient.invalidateQueries({ queryKey: journalQueryKey }) });
}
