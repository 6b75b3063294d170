import { queryOptions, useQuery } from '@tanstack/react-query';
import { parseChatAssistant, type ChatAssistant } from '@wellbeing/shared/chat-checks';
import { apiFetch } from '../../../lib/api-client';
import { malformedAnswer } from './malformed-answer';
import { chatQueryKey } from './query-keys';

/** Which assistant answers here: the built-in guided listener or an AI model. */
export async function getAssistant(): Promise<ChatAssistant> {
  return parseChatAssistant(await apiFetch<unknown>('/api/chat/assistant')) ?? malformedAnswer();
}

export const assistantQuery = () => queryOptions({ queryKey: [...chatQueryKey, 'assistant'], queryFn: getAssistant, staleTime: 10 * 60_000 });

export function useAssistant() {
  return useQuery(assistantQuery());
}
