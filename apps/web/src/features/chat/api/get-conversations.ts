import { queryOptions, useQuery } from '@tanstack/react-query';
import { conversationListResponseSchema, type ConversationSummary } from '@wellbeing/shared/schemas/chat';
import { apiFetch } from '../../../lib/api-client';
import { conversationsQueryKey } from './query-keys';

export async function getConversations(): Promise<ConversationSummary[]> {
  return conversationListResponseSchema.parse(await apiFetch<unknown>('/api/chat/conversations')).conversations;
}

export const conversationsQuery = () => queryOptions({ queryKey: conversationsQueryKey, queryFn: getConversations, staleTime: 30_000 });

export function useConversations() {
  return useQuery(conversationsQuery());
}
