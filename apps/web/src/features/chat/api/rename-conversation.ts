import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChatTitleInput } from '@wellbeing/shared/schemas/chat';
import { apiFetch } from '../../../lib/api-client';
import { conversationQueryKey, conversationsQueryKey } from './query-keys';

export async function renameConversation(id: string, input: ChatTitleInput): Promise<void> {
  await apiFetch<unknown>(`/api/chat/conversations/${encodeURIComponent(id)}`, { method: 'PATCH', json: input });
}

export function useRenameConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, title }: { id: string; title: string }) => renameConversation(id, { title }),
    onSuccess: (_data, { id }) => {
      void queryClient.invalidateQueries({ queryKey: conversationsQueryKey });
      void queryClient.invalidateQueries({ queryKey: conversationQueryKey(id) });
    },
  });
}
