import { queryOptions, useQuery } from '@tanstack/react-query';
import { chatAssistantSchema, type ChatAssistant } from '@wellbeing/shared/schemas/chat';
import { apiFetch } from '../../../lib/api-client';
import { chatQueryKey } from './query-keys';

/** Which assistant answers here: the built-in guided listener or an AI model. */
export async function getAssistant(): Promise<ChatAssistant> {
  return chatAssistantSchema.parse(await apiFetch<unknown>('/api/chat/assistant'));
}

export const assistantQuery = () => queryOptions({ queryKey: [...chatQueryKey, 'assistant'], queryFn: getAssistant, staleTime: 10 * 60_000 });

export function useAssistant() {
  return useQuery(assistantQuery());
}
