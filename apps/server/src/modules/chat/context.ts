import type { ChatMessage } from '@wellbeing/shared/schemas/chat';
import type { ProviderMessage } from './providers/provider.js';
import { CRISIS_RESPONSE_NOTE, WITHHELD_MESSAGE } from './prompts.js';

/** How many recent turns a provider sees; older ones are left out to keep the request small. */
export const CONTEXT_MESSAGES = 20;
/** How many recent user turns the risk check reads with the new message. */
export const RISK_CONTEXT_TURNS = 5;

type StoredTurn = Pick<ChatMessage, 'kind' | 'content' | 'status' | 'riskLevel'>;

/**
 * The conversation as a provider sees it. A turn the risk check rated crisis never reaches a model, then
 * or later: it becomes a neutral placeholder, and Harbour's crisis response a short note. Failed replies
 * with no text are left out.
 */
export function providerContext(history: readonly StoredTurn[], limit = CONTEXT_MESSAGES): ProviderMessage[] {
  const messages: ProviderMessage[] = [];
  for (const turn of history) {
    if (turn.kind === 'user') {
      messages.push({ role: 'user', content: turn.riskLevel === 'crisis' ? WITHHELD_MESSAGE : turn.content });
    } else if (turn.kind === 'crisis') {
      messages.push({ role: 'assistant', content: CRISIS_RESPONSE_NOTE });
    } else if (turn.content.trim() !== '') {
      messages.push({ role: 'assistant', content: turn.content });
    }
  }
  const recent = messages.slice(-limit);
  // Start on a user turn, as chat APIs expect.
  while (recent.length > 1 && recent[0]!.role === 'assistant') recent.shift();
  return recent;
}

/** The text of the person's last few turns, for the risk check's view of the conversation. */
export function recentUserTurns(history: readonly StoredTurn[], count = RISK_CONTEXT_TURNS): string[] {
  return history.filter((m) => m.kind === 'user').slice(-count).map((m) => m.content);
}
