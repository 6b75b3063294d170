import { useMutation, useQueryClient } from '@tanstack/react-query';
import { journalEntryResponseSchema, type JournalEntry, type JournalEntryInput } from '@wellbeing/shared/schemas/tools';
import { apiFetch } from '../../../lib/api-client';
import { journalQueryKey } from './get-journal-entries';

export async function createJournalEntry(input: JournalEntryInput): Promise<JournalEntry> {
  return journalEntryResponseSchema.parse(await apiFetch<unknown>('/api/journal', { method: 'POST', json: input })).entry;
}

export function useCreateJournalEntry() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createJournalEntry, onSuccess: () => void queryClient.invalidateQueries({ queryKey: journalQueryKey }) });
}
