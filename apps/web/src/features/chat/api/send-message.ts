import { messageFor, type ErrorBody } from '@wellbeing/shared/errors';
import { parseChatStreamEvent, type ChatStreamEvent } from '@wellbeing/shared/chat-checks';
import type { ChatMessageInput } from '@wellbeing/shared/schemas/chat';
import { ApiError, SESSION_LOST_CODE } from '../../../lib/api-client';
import { clearSessionUser } from '../../../lib/session/session-store';
import { createEventStreamParser } from '../utils/event-stream-parser';

/** An event of the stream as its contract says (chat-checks.ts, held to the zod schemas by its test), or null. */
function toEvent(name: string, data: string): ChatStreamEvent | null {
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return null;
  }
  return parseChatStreamEvent(name, json);
}

/**
 * Posts a message and reads the reply as it is written (`text/event-stream`): `risk` first, then `chunk`s,
 * then `done`. Aborting `signal` stops the reply (the server keeps what was written, marked stopped).
 * A refusal before the stream starts (too long, too many, not found) throws an ApiError.
 */
export async function streamMessage(
  conversationId: string,
  input: ChatMessageInput,
  { signal, onEvent }: { signal: AbortSignal; onEvent: (event: ChatStreamEvent) => void },
): Promise<void> {
  let response: Response;
  try {
    response = await fetch(`/api/chat/conversations/${encodeURIComponent(conversationId)}/messages`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
      body: JSON.stringify(input),
      signal,
    });
  } catch (error) {
    if (signal.aborted) throw error;
    const code = typeof navigator !== 'undefined' && !navigator.onLine ? 'offline/unavailable' : 'network/failed';
    throw new ApiError(0, code, messageFor(code));
  }
  if (!response.ok || !response.body) {
    let body: Partial<ErrorBody> = {};
    try {
      body = (await response.json()) as Partial<ErrorBody>;
    } catch {
      // not JSON: the status says enough
    }
    const code = typeof body.code === 'string' ? body.code : response.status >= 500 ? 'server/error' : 'request/invalid';
    if (response.status === 401 && code === SESSION_LOST_CODE) clearSessionUser();
    throw new ApiError(response.status, code, messageFor(code, body.message), body.fields);
  }

  const parser = createEventStreamParser(({ event, data }) => {
    const parsed = toEvent(event, data);
    if (parsed) onEvent(parsed);
  });
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.push(value);
    }
    parser.end();
  } finally {
    reader.releaseLock();
  }
}
