import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { journalQueryKey } from './get-journal-entries';

export async function deleteJournalEntry(id: string): Promise<void> {
  await apiFetch<unknown>(`/api/journal/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteJournalEntry() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteJournalEntry, onSuccess: () => void queryClient.invalidateQueries({ queryKey: journalQueryKey }) });
}
