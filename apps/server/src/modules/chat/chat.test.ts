import { existsSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_MESSAGE_TOO_LONG } from '@wellbeing/shared/schemas/chat';
import { createTestApp, engines, type TestApp } from '../../test-support/app.js';
import { TestClient } from '../../test-support/http.js';
import { API_CONTENT_SECURITY_POLICY } from '../../plugins/security.js';
import { SUPPORT_OPTIONS } from './prompts.js';
import { GUIDED_LISTENER_INTRO } from './providers/guided-listener.js';
import { newConversation, replyText, sendMessage, signedInUser, TEST_PASSWORD } from './testing/chat-client.js';

const CRISIS_MESSAGE = 'I want to kill myself tonight';

describe.each(engines)('AI chat API on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const user = () => signedInUser(t.app, new TestClient(t.app));

  describe('conversations', () => {
    it('creates, lists (newest activity first), reads, renames and deletes a conversation', async () => {
      const { client } = await user();
      const first = await newConversation(client);
      const second = await newConversation(client);
      expect(first).toMatch(/^[0-9a-f-]{36}$/);

      let list = (await client.get('/api/chat/conversations')).json().conversations as { id: string; title: string | null }[];
      expect(list.map((c) => c.id).sort()).toEqual([first, second].sort());
      expect(list.every((c) => c.title === null)).toBe(true);

      // A message names an unnamed conversation and brings it to the top.
      await sendMessage(client, first, { content: 'Work has been really busy this week and I feel stretched thin' });
      list = (await client.get('/api/chat/conversations')).json().conversations;
      expect(list[0]).toMatchObject({ id: first, title: 'Work has been really busy this week and I feel stretched…' });

      const renamed = await client.patch(`/api/chat/conversations/${first}`, { title: '  Work stress  ' });
      expect(renamed.statusCode).toBe(200);
      expect(renamed.json().conversation).toMatchObject({ id: first, title: 'Work stress' });
      const read = await client.get(`/api/chat/conversations/${first}`);
      expect(read.statusCode).toBe(200);
      expect(read.json().conversation.title).toBe('Work stress');
      expect(read.json().messages.map((m: { kind: string }) => m.kind)).toEqual(['user', 'reply']);

      for (const title of ['', '   ', 'x'.repeat(81)]) expect((await client.patch(`/api/chat/conversations/${first}`, { title })).statusCode).toBe(400);
      expect((await client.patch(`/api/chat/conversations/${first}`, { title: 'ok', extra: 1 })).statusCode).toBe(400);

      expect((await client.delete(`/api/chat/conversations/${first}`)).json()).toEqual({ ok: true });
      expect((await client.get(`/api/chat/conversations/${first}`)).statusCode).toBe(404);
      expect((await client.get('/api/chat/conversations')).json().conversations.map((c: { id: string }) => c.id)).toEqual([second]);
      const left = await t.app.database.db.selectFrom('chatMessages').select('id').where('conversationId', '=', first).execute();
      expect(left).toEqual([]);
    });

    it('says which assistant answers', async () => {
      const { client } = await user();
      expect((await client.get('/api/chat/assistant')).json()).toEqual({ kind: 'guided-listener', name: 'Guided listener' });
    });
  });

  describe('ownership: conversations belong to their user only', () => {
    it('answers 404 to anyone else on every conversation route, and 401 without a session', async () => {
      const owner = await user();
      const other = await user();
      const id = await newConversation(owner.client);
      await sendMessage(owner.client, id, { content: 'A private thought about my week' });

      const attempts = [
        () => other.client.get(`/api/chat/conversations/${id}`),
        () => other.client.patch(`/api/chat/conversations/${id}`, { title: 'Mine now' }),
        () => other.client.delete(`/api/chat/conversations/${id}`),
        () => other.client.post(`/api/chat/conversations/${id}/messages`, { content: 'hello' }),
      ];
      for (const attempt of attempts) {
        const res = await attempt();
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ code: 'not-found', message: 'Not found.' });
        expect(res.body).not.toContain('private thought');
      }
      expect((await other.client.get('/api/chat/conversations')).json().conversations).toEqual([]);

      const anonymous = new TestClient(t.app);
      for (const res of [
        await anonymous.get('/api/chat/conversations'),
        await anonymous.post('/api/chat/conversations', {}),
        await anonymous.get(`/api/chat/conversations/${id}`),
        await anonymous.post(`/api/chat/conversations/${id}/messages`, { content: 'hello' }),
      ]) {
        expect(res.statusCode).toBe(401);
      }

      // Still whole for its owner.
      const mine = await owner.client.get(`/api/chat/conversations/${id}`);
      expect(mine.json().conversation.title).toBe('A private thought about my week');
      expect(mine.json().messages).toHaveLength(2);
    });

    it('answers 404 for ids that are not conversations at all', async () => {
      const { client } = await user();
      for (const id of ['nope', '00000000-0000-4000-8000-000000000000', "1' or '1'='1"]) {
        expect((await client.get(`/api/chat/conversations/${encodeURIComponent(id)}`)).statusCode).toBe(404);
        expect((await client.post(`/api/chat/conversations/${encodeURIComponent(id)}/messages`, { content: 'hi' })).statusCode).toBe(404);
      }
    });
  });

  describe('limits: clear 4xx JSON answers before any stream starts', () => {
    it('refuses a message over 2,000 characters, and takes one of exactly 2,000', async () => {
      const { client } = await user();
      const id = await newConversation(client);
      const tooLong = await sendMessage(client, id, { content: 'a'.repeat(2_001) });
      expect(tooLong.res.statusCode).toBe(400);
      expect(tooLong.res.headers['content-type']).toMatch(/^application\/json/);
      expect(tooLong.res.json()).toMatchObject({ code: 'chat/message-too-long', message: CHAT_MESSAGE_TOO_LONG });
      const exact = await sendMessage(client, id, { content: 'a'.repeat(2_000) });
      expect(exact.res.statusCode).toBe(200);
      expect(exact.res.headers['content-type']).toMatch(/^text\/event-stream/);
    });

    it('refuses empty and blank messages, and bodies that are not the contract', async () => {
      const { client } = await user();
      const id = await newConversation(client);
      for (const content of ['', '   \n\t ', undefined, null, 42]) {
        const { res } = await sendMessage(client, id, content === undefined ? {} : { content });
        expect(res.statusCode, String(content)).toBe(400);
        expect(res.json()).toMatchObject({ code: 'chat/message-empty', message: 'Write a message first.' });
      }
      for (const body of [{ content: 'hi', region: 'XX' }, { content: 'hi', role: 'system' }]) {
        const { res } = await sendMessage(client, id, body);
        expect(res.statusCode).toBe(400);
        expect(res.json().code).toBe('request/invalid');
      }
      const rows = await t.app.database.db.selectFrom('chatMessages').select('id').where('conversationId', '=', id).execute();
      expect(rows).toEqual([]);
    });

    it('takes 20 messages a minute from one person and refuses the 21st with 429', async () => {
      const { client } = await user();
      const id = await newConversation(client);
      const twenty = await Promise.all(Array.from({ length: 20 }, (_, i) => sendMessage(client, id, { content: `Message number ${i + 1} about my day` })));
      expect(twenty.map((r) => r.res.statusCode)).toEqual(Array(20).fill(200));
      const { res } = await sendMessage(client, id, { content: 'One more' });
      expect(res.statusCode).toBe(429);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['retry-after']).toBe('60');
      expect(res.json()).toMatchObject({ code: 'chat/rate-limited' });
      expect(res.json().message).toMatch(/wait a minute/);
      // Someone else is not affected.
      const other = await user();
      expect((await sendMessage(other.client, await newConversation(other.client), { content: 'hello' })).res.statusCode).toBe(200);
    });
  });

  describe('the reply stream', () => {
    it('sends risk first, then the reply in chunks, then done; with the security headers and no-store', async () => {
      const { client } = await user();
      const id = await newConversation(client);
      const { res, events } = await sendMessage(client, id, { content: 'I can’t sleep, I lie awake until 3am every night' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['content-security-policy']).toBe(API_CONTENT_SECURITY_POLICY);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');

      expect(events[0]).toEqual({ event: 'risk', data: { level: 'none' } });
      expect(events.at(-1)!.event).toBe('done');
      const middle = events.slice(1, -1);
      expect(middle.length).toBeGreaterThan(2);
      expect(middle.every((e) => e.event === 'chunk')).toBe(true);

      const text = replyText(events);
      expect(text.startsWith(GUIDED_LISTENER_INTRO)).toBe(true);
      expect(text).toMatch(/sleep/i);
      const done = events.at(-1)!.data as { status: string; kind: string; userMessageId: string; replyMessageId: string };
      expect(done).toMatchObject({ status: 'complete', kind: 'reply' });

      const stored = (await client.get(`/api/chat/conversations/${id}`)).json().messages;
      expect(stored).toMatchObject([
        { id: done.userMessageId, kind: 'user', content: 'I can’t sleep, I lie awake until 3am every night', riskLevel: 'none', status: 'complete' },
        { id: done.replyMessageId, kind: 'reply', content: text, status: 'complete' },
      ]);

      // The second reply does not introduce itself again.
      const second = await sendMessage(client, id, { content: 'Work has been stressful too' });
      expect(replyText(second.events)).not.toContain(GUIDED_LISTENER_INTRO);
    });

    it('answers a crisis message with the crisis response for the region, never a generated reply', async () => {
      const { client } = await user();
      const id = await newConversation(client);
      const { events } = await sendMessage(client, id, { content: CRISIS_MESSAGE }, { 'accept-language': 'en-GB,en;q=0.9' });
      expect(events[0]).toEqual({ event: 'risk', data: { level: 'crisis' } });
      const text = replyText(events);
      expect(text).toContain('Samaritans');
      expect(text).toContain('116 123');
      expect(text).toContain('call 999 now');
      expect(text).toContain('(/get-support/crisis-help)');
      expect(text).toMatch(/stay with you/);
      expect(text).not.toContain(GUIDED_LISTENER_INTRO);
      expect(events.at(-1)).toMatchObject({ event: 'done', data: { kind: 'crisis', status: 'complete' } });

      const stored = (await client.get(`/api/chat/conversations/${id}`)).json();
      expect(stored.messages).toMatchObject([
        { kind: 'user', riskLevel: 'crisis' },
        { kind: 'crisis', region: 'GB', content: text },
      ]);
      // A crisis message does not become the conversation's name.
      expect(stored.conversation.title).toBeNull();

      // The region the browser chose wins over its language.
      const us = await sendMessage(client, await newConversation(client), { content: CRISIS_MESSAGE, region: 'US' }, { 'accept-language': 'en-GB' });
      expect(replyText(us.events)).toContain('988');
      expect(replyText(us.events)).toContain('call 911 now');
    });

    it('ends a reply to a message showing distress with support options', async () => {
      const { client } = await user();
      const id = await newConversation(client);
      const { events } = await sendMessage(client, id, { content: 'I feel hopeless and everything is too much' });
      expect(events[0]).toEqual({ event: 'risk', data: { level: 'elevated' } });
      const text = replyText(events);
      expect(text.endsWith(SUPPORT_OPTIONS)).toBe(true);
      const stored = (await client.get(`/api/chat/conversations/${id}`)).json().messages;
      expect(stored[1].content).toBe(text);
    });
  });

  describe('privacy', () => {
    it('stores message text and titles encrypted: the text is not in the database rows or file', async () => {
      const { client, userId } = await user();
      const id = await newConversation(client);
      const marker = `zebra-marker-${Math.random().toString(36).slice(2, 10)}`;
      await sendMessage(client, id, { content: `I keep thinking about ${marker} while I work` });
      await client.patch(`/api/chat/conversations/${id}`, { title: `Title ${marker}` });

      const messages = await t.app.database.db.selectFrom('chatMessages').selectAll().where('userId', '=', userId).execute();
      const conversations = await t.app.database.db.selectFrom('chatConversations').selectAll().where('userId', '=', userId).execute();
      expect(messages).toHaveLength(2);
      for (const row of messages) expect(row.contentEncrypted).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
      expect(conversations[0]!.titleEncrypted).toMatch(/^v1\./);
      expect(JSON.stringify([messages, conversations])).not.toContain(marker);
      expect(JSON.stringify([messages, conversations])).not.toContain('keep thinking');

      if (t.config.database.kind === 'sqlite') {
        const file = t.config.database.file;
        for (const path of [file, `${file}-wal`]) {
          if (existsSync(path)) expect(readFileSync(path).includes(Buffer.from(marker)), path).toBe(false);
        }
      }
      // And the owner reads it back in clear.
      const read = (await client.get(`/api/chat/conversations/${id}`)).json();
      expect(read.conversation.title).toBe(`Title ${marker}`);
      expect(read.messages[0].content).toContain(marker);
    });

    it('includes the conversations, decrypted, in “Download my data”', async () => {
      const { client } = await user();
      const id = await newConversation(client);
      await sendMessage(client, id, { content: 'Exporting this thought about my studies' });
      const res = await client.get('/api/account/export');
      expect(res.statusCode).toBe(200);
      const chat = res.json().aiChat as { id: string; title: string; messages: { kind: string; content: string; riskLevel: string | null }[] }[];
      expect(chat).toHaveLength(1);
      expect(chat[0]).toMatchObject({ id, title: 'Exporting this thought about my studies' });
      expect(chat[0]!.messages.map((m) => m.kind)).toEqual(['user', 'reply']);
      expect(chat[0]!.messages[0]).toMatchObject({ content: 'Exporting this thought about my studies', riskLevel: 'none' });
      // Someone else's export does not hold it.
      const other = await user();
      expect((await other.client.get('/api/account/export')).json().aiChat).toEqual([]);
    });

    it('deletes every conversation and message with the account', async () => {
      const { client, userId } = await user();
      await sendMessage(client, await newConversation(client), { content: 'Something about my family' });
      await sendMessage(client, await newConversation(client), { content: CRISIS_MESSAGE });
      const count = async (table: 'chatMessages' | 'chatConversations') =>
        (await t.app.database.db.selectFrom(table).select('id').where('userId', '=', userId).execute()).length;
      expect(await count('chatMessages')).toBe(4);
      expect(await count('chatConversations')).toBe(2);
      const res = await client.post('/api/account/delete', { password: TEST_PASSWORD });
      expect(res.statusCode, res.body).toBe(200);
      expect(await count('chatMessages')).toBe(0);
      expect(await count('chatConversations')).toBe(0);
    });
  });

  describe('stopping a reply', () => {
    it('stops generating when the browser aborts, and keeps the part already written, marked stopped', async () => {
      const { client, userId } = await user();
      const id = await newConversation(client);
      const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const controller = new AbortController();
      const res = await fetch(`${address}/api/chat/conversations/${id}/messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: client.cookieHeader(), origin: t.app.config.publicUrl },
        body: JSON.stringify({ content: 'My manager keeps adding work and I am worn out' }),
        signal: controller.signal,
      });
      expect(res.status).toBe(200);
      const reader = res.body!.getReader();
      const decoder = new TextDecoder();
      let received = '';
      while (!received.includes('event: chunk')) received += decoder.decode((await reader.read()).value, { stream: true });
      controller.abort();

      const stored = await waitFor(async () => {
        const row = await t.app.database.db.selectFrom('chatMessages').select(['status', 'kind']).where('userId', '=', userId).where('kind', '=', 'reply').executeTakeFirst();
        return row;
      });
      expect(stored.status).toBe('stopped');
      const messages = (await client.get(`/api/chat/conversations/${id}`)).json().messages as { kind: string; content: string; status: string }[];
      expect(messages.map((m) => m.kind)).toEqual(['user', 'reply']);
      expect(messages[1]!.content.length).toBeGreaterThan(0);
      expect(GUIDED_LISTENER_INTRO.startsWith(messages[1]!.content.trim()) || messages[1]!.content.startsWith(GUIDED_LISTENER_INTRO)).toBe(true);
      // Stopped part way: it is shorter than the whole reply would have been.
      const whole = await sendMessage(client, await newConversation(client), { content: 'My manager keeps adding work and I am worn out' });
      expect(messages[1]!.content.length).toBeLessThan(replyText(whole.events).length);
    });
  });
});

async function waitFor<T>(probe: () => Promise<T | undefined>, timeoutMs = 5_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
