import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createConversationResponseSchema } from '@wellbeing/shared/schemas/chat';
import { apiFetch } from '../../../lib/api-client';
import { conversationsQueryKey } from './query-keys';

export async function createConversation(): Promise<string> {
  return createConversationResponseSchema.parse(await apiFetch<unknown>('/api/chat/conversations', { method: 'POST', json: {} })).id;
}

export function useCreateConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createConversation,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: conversationsQueryKey }),
  });
}
