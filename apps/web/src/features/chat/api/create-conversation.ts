import { useMutation, useQueryClient } from '@tanstack/react-query';
import { parseCreatedConversationId } from '@wellbeing/shared/chat-checks';
import { apiFetch } from '../../../lib/api-client';
import { malformedAnswer } from './malformed-answer';
import { conversationsQueryKey } from './query-keys';

export async function createConversation(): Promise<string> {
  return parseCreatedConversationId(await apiFetch<unknown>('/api/chat/conversations', { method: 'POST', json: {} })) ?? malformedAnswer();
}

export function useCreateConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createConversation,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: conversationsQueryKey }),
  });
}
