import { queryOptions, useQuery } from '@tanstack/react-query';
import { parseConversationResponse, type ConversationResponse } from '@wellbeing/shared/chat-checks';
import { ApiError, apiFetch } from '../../../lib/api-client';
import { malformedAnswer } from './malformed-answer';
import { conversationQueryKey } from './query-keys';

export async function getConversation(id: string): Promise<ConversationResponse> {
  return parseConversationResponse(await apiFetch<unknown>(`/api/chat/conversations/${encodeURIComponent(id)}`)) ?? malformedAnswer();
}

export const conversationQuery = (id: string) =>
  queryOptions({
    queryKey: conversationQueryKey(id),
    queryFn: () => getConversation(id),
    staleTime: 30_000,
    // Not found (deleted, or someone else's) and other refusals do not get better by asking again.
    retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 1,
  });

export function useConversation(id: string | null) {
  return useQuery({ ...conversationQuery(id ?? ''), enabled: id !== null });
}
