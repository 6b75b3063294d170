import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { createVerifiedAccount } from '../../auth/accounts-admin.js';
import type { TestClient } from '../../../test-support/http.js';

/** Tests only (never imported by the app): helpers for driving the chat API through `app.inject`. */

export const TEST_PASSWORD = 'calm-harbour-river-42';

export interface StreamEvent {
  event: string;
  data: unknown;
}

/** Splits a `text/event-stream` body into its events (comments and keep-alives left out). */
export function parseEventStream(body: string): StreamEvent[] {
  const events: StreamEvent[] = [];
  for (const block of body.split(/\n\n/)) {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).trim());
    }
    if (data.length > 0) events.push({ event, data: JSON.parse(data.join('\n')) as unknown });
  }
  return events;
}

/** The text a browser would show: the chunks joined, starting again at a `replace` chunk. */
export function replyText(events: readonly StreamEvent[]): string {
  let text = '';
  for (const e of events) {
    if (e.event !== 'chunk') continue;
    const data = e.data as { text: string; replace?: boolean };
    text = data.replace ? data.text : text + data.text;
  }
  return text;
}

/** A fresh, verified, signed-in person (a seeker): each test gets its own limits and data. */
export async function signedInUser(app: FastifyInstance, client: TestClient): Promise<{ client: TestClient; userId: string; email: string }> {
  const tag = randomUUID().slice(0, 8);
  const email = `chat-${tag}@example.org`;
  const userId = await createVerifiedAccount(app.database.db, app.database.kind, { email, username: `chat_${tag}`, password: TEST_PASSWORD, role: 'seeker' });
  const res = await client.post('/api/session/login', { email, password: TEST_PASSWORD });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return { client, userId, email };
}

export async function newConversation(client: TestClient): Promise<string> {
  const res = await client.post('/api/chat/conversations', {});
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { id: string }).id;
}

export async function sendMessage(
  client: TestClient,
  conversationId: string,
  body: Record<string, unknown>,
  headers?: Record<string, string>,
): Promise<{ res: LightMyRequestResponse; events: StreamEvent[] }> {
  const res = await client.post(`/api/chat/conversations/${conversationId}/messages`, body, headers);
  const isStream = String(res.headers['content-type'] ?? '').startsWith('text/event-stream');
  return { res, events: isStream ? parseEventStream(res.body) : [] };
}
