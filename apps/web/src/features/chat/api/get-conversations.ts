import { queryOptions, useQuery } from '@tanstack/react-query';
import { parseConversationList, type ConversationSummary } from '@wellbeing/shared/chat-checks';
import { apiFetch } from '../../../lib/api-client';
import { malformedAnswer } from './malformed-answer';
import { conversationsQueryKey } from './query-keys';

export async function getConversations(): Promise<ConversationSummary[]> {
  return parseConversationList(await apiFetch<unknown>('/api/chat/conversations')) ?? malformedAnswer();
}

export const conversationsQuery = () => queryOptions({ queryKey: conversationsQueryKey, queryFn: getConversations, staleTime: 30_000 });

export function useConversations() {
  return useQuery(conversationsQuery());
}
