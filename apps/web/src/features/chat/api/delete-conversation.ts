import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { conversationQueryKey, conversationsQueryKey } from './query-keys';

/** Deletes the conversation and all its messages for good. */
export async function deleteConversation(id: string): Promise<void> {
  await apiFetch<unknown>(`/api/chat/conversations/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteConversation,
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: conversationQueryKey(id) });
      void queryClient.invalidateQueries({ queryKey: conversationsQueryKey });
    },
  });
}
