import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, engines, type TestApp } from '../../test-support/app.js';
import { TestClient } from '../../test-support/http.js';
import { ELEVATED_SAFETY_INSTRUCTION, PROVIDER_FAILURE_MESSAGE, PROVIDER_TIMEOUT_MESSAGE, SUPPORT_OPTIONS, SYSTEM_PROMPT, WITHHELD_MESSAGE } from './prompts.js';
import { safetyFigures, SAFETY_REPORT_SETS, SAFETY_TARGETS } from './safety-report.js';
import { evaluateSafety } from './safety/metrics.js';
import { labelledMessages } from './safety/dataset.js';
import { BLIND_SETS } from './safety-eval/blind.js';
import { SAFE_REPLACEMENT_REPLY } from './safety/reply-guard.js';
import { assessMessage } from './safety/model/assess.js';
import { sentenceEncoder } from './safety/model/sentence-encoder.js';
import { startFakeChatCompletions, type FakeChatCompletions } from './testing/fake-chat-completions.js';
import { newConversation, replyText, sendMessage, signedInUser } from './testing/chat-client.js';

const CRISIS_MESSAGE = 'I have decided to end my life tonight, I have the pills ready';

describe('safety figures of the risk check', () => {
  it(`finds crisis messages (recall ≥ ${SAFETY_TARGETS.crisisRecall}) without crying wolf (false alarms ≤ ${SAFETY_TARGETS.falseAlarmRate})`, () => {
    const metrics = evaluateSafety();
    expect(metrics.total).toBeGreaterThan(100);
    expect(metrics.crisisRecall).toBeGreaterThanOrEqual(0.98);
    expect(metrics.falseAlarmRate).toBeLessThanOrEqual(0.05);
  });

  it('the bench measures the labelled set and every blind set whole', () => {
    expect(SAFETY_REPORT_SETS.labelled).toBe(labelledMessages);
    expect(SAFETY_REPORT_SETS.blind).toBe(BLIND_SETS);
  });

  it('reports the chat check’s figures for the bench, and the rules’ alone on each blind set, without any message text', async () => {
    // Every seventh message of each set: the whole sets take a minute to encode (the bench does that; the
    // blind sets' figures are held by safety-eval/blind.test.ts). A spread, as each file lists crises first.
    const sample = <T>(xs: readonly T[]): T[] => xs.filter((_, i) => i % 7 === 0);
    const sets = { labelled: sample(labelledMessages), blind: BLIND_SETS.map((set) => ({ ...set, messages: sample(set.messages) })) };
    const figures = await safetyFigures(sets);
    expect(Object.keys(figures).sort()).toEqual(['blind', 'crisisRecall', 'elevatedRecall', 'falseAlarmRate', 'passes', 'targets', 'total']);
    expect(figures).toMatchObject({ total: sets.labelled.length, targets: SAFETY_TARGETS });
    expect(figures.blind.map((b) => [b.name, b.file, b.check.total, b.rules.total])).toEqual(sets.blind.map((set) => [set.name, set.file, set.messages.length, set.messages.length]));
    for (const [i, set] of sets.blind.entries()) {
      const rules = evaluateSafety(set.messages);
      expect(figures.blind[i]!.rules).toEqual({
        crisisRecall: rules.crisisRecall,
        falseAlarmRate: rules.falseAlarmRate,
        elevatedRecall: rules.elevatedRecall,
        total: rules.total,
        passes: rules.crisisRecall >= SAFETY_TARGETS.crisisRecall && rules.falseAlarmRate <= SAFETY_TARGETS.falseAlarmRate,
      });
      // The model only ever adds to the rules.
      expect(figures.blind[i]!.check.crisisRecall).toBeGreaterThanOrEqual(rules.crisisRecall);
    }
    expect(JSON.stringify(figures.blind.map((b) => [b.check, b.rules]))).not.toMatch(/[a-z]{3,} [a-z]{3,}/i);
  }, 120_000);
});

describe.each(engines)('AI chat with a model provider (local Chat Completions server) on %s', (kind) => {
  let t: TestApp;
  let fake: FakeChatCompletions;
  beforeAll(async () => {
    fake = await startFakeChatCompletions();
    t = await createTestApp(kind, { aiBaseUrl: fake.url, aiModel: 'test-model', aiApiKey: 'sk-test', aiFirstByteTimeoutMs: 300, aiReplyTimeoutMs: 1_000 });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(() => {
    fake.requests.length = 0;
    fake.answer({ kind: 'stream', pieces: ['That sounds ', 'like a lot. ', 'What has helped ', 'before?'] });
  });

  const user = () => signedInUser(t.app, new TestClient(t.app));
  const everythingSent = () => JSON.stringify(fake.requests.map((r) => r.body));

  it('streams the model’s reply through the same events, with the supportive system prompt', async () => {
    const { client } = await user();
    const id = await newConversation(client);
    expect((await client.get('/api/chat/assistant')).json()).toEqual({ kind: 'ai-model', name: 'AI model' });
    const { events } = await sendMessage(client, id, { content: 'Work was long today, what could I cook tonight' });
    expect(events.map((e) => e.event)).toEqual(['risk', 'chunk', 'chunk', 'done']);
    expect(events[0]!.data).toEqual({ level: 'none' });
    expect(replyText(events)).toBe('That sounds like a lot. What has helped before?');
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]!.headers.authorization).toBe('Bearer sk-test');
    expect(fake.requests[0]!.body.messages).toEqual([
      { role: 'system', content: SYSTEM_PROMPT },
      { role: 'user', content: 'Work was long today, what could I cook tonight' },
    ]);
  });

  it('never sends a crisis message to the provider, then or in any later turn', async () => {
    const { client } = await user();
    const id = await newConversation(client);
    await sendMessage(client, id, { content: 'My week has been hard' });
    expect(fake.requests).toHaveLength(1);

    const crisis = await sendMessage(client, id, { content: CRISIS_MESSAGE, region: 'IE' });
    expect(crisis.events[0]!.data).toEqual({ level: 'crisis' });
    expect(replyText(crisis.events)).toContain('Pieta');
    expect(fake.requests).toHaveLength(1); // no provider call for that turn

    const later = await sendMessage(client, id, { content: 'I am still here' });
    await sendMessage(client, id, { content: 'Can we talk about something else' });
    expect(later.events[0]!.data).toEqual({ level: 'elevated' });
    expect(fake.requests).toHaveLength(3);
    expect(everythingSent()).not.toContain('end my life');
    expect(everythingSent()).not.toContain('pills ready');
    expect(everythingSent()).not.toContain('Pieta'); // nor the crisis response with it
    const lastContext = fake.requests[2]!.body.messages!;
    expect(lastContext.filter((m) => m.role === 'user').map((m) => m.content)).toEqual([
      'My week has been hard',
      WITHHELD_MESSAGE,
      'I am still here',
      'Can we talk about something else',
    ]);
  });

  it('answers with crisis help that asks directly when only the learned model reads a crisis, and still sends nothing to the provider', async () => {
    await sentenceEncoder().warmUp(); // the model is loaded before the message (a slow start would leave the rules alone)
    const { client } = await user();
    const id = await newConversation(client);
    // Written for this test; the rules find nothing in it, the model (rules OR model) reads a crisis.
    const { events } = await sendMessage(client, id, { content: 'soon none of this will be my problem', region: 'GB' });
    expect(events[0]!.data).toEqual({ level: 'crisis' });
    expect(replyText(events)).toMatch(/^I want to check something with you/);
    expect(replyText(events)).toContain('116 123');
    expect(events.at(-1)).toMatchObject({ event: 'done', data: { kind: 'crisis', status: 'complete' } });
    expect(fake.requests).toHaveLength(0);
  });

  it('goes on as elevated after the crisis response when the model reads a crisis only through the earlier turns', async () => {
    await sentenceEncoder().warmUp();
    const followUp = 'I called the number and talked to someone';
    // On its own the check would repeat the crisis response: the model reads the crisis in the earlier turn.
    expect((await assessMessage(followUp, [CRISIS_MESSAGE])).reasons).toContain('model:crisis');
    const { client } = await user();
    const id = await newConversation(client);
    expect((await sendMessage(client, id, { content: CRISIS_MESSAGE })).events[0]!.data).toEqual({ level: 'crisis' });
    const { events } = await sendMessage(client, id, { content: followUp });
    expect(events[0]!.data).toEqual({ level: 'elevated' });
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]!.body.messages![0]).toEqual({ role: 'system', content: `${SYSTEM_PROMPT}\n\n${ELEVATED_SAFETY_INSTRUCTION}` });
    expect(replyText(events)).toBe(`That sounds like a lot. What has helped before?${SUPPORT_OPTIONS}`);
  });

  it('adds the safety instruction for an elevated message, and ends the reply with support options', async () => {
    const { client } = await user();
    const { events } = await sendMessage(client, await newConversation(client), { content: 'I feel hopeless and everything is too much' });
    expect(events[0]!.data).toEqual({ level: 'elevated' });
    expect(fake.requests[0]!.body.messages![0]).toEqual({ role: 'system', content: `${SYSTEM_PROMPT}\n\n${ELEVATED_SAFETY_INSTRUCTION}` });
    expect(replyText(events)).toBe(`That sounds like a lot. What has helped before?${SUPPORT_OPTIONS}`);
  });

  it('replaces an unsafe model reply; the unsafe text never reaches the browser or the database', async () => {
    const { client, userId } = await user();
    fake.answer({ kind: 'stream', pieces: ['I hear you. ', 'The lethal dose ', 'is about 40 tablets ', 'of paracetamol. ', 'Take care.'] });
    const id = await newConversation(client);
    const { res, events } = await sendMessage(client, id, { content: 'How much paracetamol is too much' });
    expect(res.body).not.toContain('lethal');
    expect(res.body).not.toContain('40 tablets');
    expect(replyText(events)).toBe(SAFE_REPLACEMENT_REPLY);
    expect(events.at(-1)).toMatchObject({ event: 'done', data: { status: 'replaced' } });
    const stored = await t.app.database.db.selectFrom('chatMessages').select(['status']).where('userId', '=', userId).where('kind', '=', 'reply').execute();
    expect(stored).toEqual([{ status: 'replaced' }]);
    const messages = (await client.get(`/api/chat/conversations/${id}`)).json().messages;
    expect(messages[1]).toMatchObject({ kind: 'reply', status: 'replaced', content: SAFE_REPLACEMENT_REPLY });
    expect(JSON.stringify(messages)).not.toContain('40 tablets');
  });

  it('replaces a reply that claims to be a clinician, even when the claim is the first sentence', async () => {
    const { client } = await user();
    fake.answer({ kind: 'stream', pieces: ['As your therapist, ', 'I think you have depression. ', 'Let us talk.'] });
    const { events, res } = await sendMessage(client, await newConversation(client), { content: 'What do you think is wrong with me' });
    expect(res.body).not.toContain('therapist');
    expect(events.filter((e) => e.event === 'chunk')).toEqual([{ event: 'chunk', data: { text: SAFE_REPLACEMENT_REPLY, replace: true } }]);
  });

  it('tells the person kindly when the provider fails (HTTP 500), and keeps their message', async () => {
    const { client } = await user();
    const id = await newConversation(client);
    fake.answer({ kind: 'error', status: 500 });
    const { res, events } = await sendMessage(client, id, { content: 'Are you there?' });
    expect(res.statusCode).toBe(200);
    expect(events.map((e) => e.event)).toEqual(['risk', 'error', 'done']);
    expect(events[1]!.data).toEqual({ code: 'chat/provider-failed', message: PROVIDER_FAILURE_MESSAGE });
    expect(events[2]!.data).toMatchObject({ status: 'failed', replyMessageId: null });
    const messages = (await client.get(`/api/chat/conversations/${id}`)).json().messages;
    expect(messages).toMatchObject([{ kind: 'user', content: 'Are you there?' }]);
    expect(messages).toHaveLength(1);
  });

  it('gives up on a provider that never answers (timeout), and says so kindly', async () => {
    const { client } = await user();
    const id = await newConversation(client);
    fake.answer({ kind: 'hang' });
    const started = Date.now();
    const { events } = await sendMessage(client, id, { content: 'Hello?' });
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(events.map((e) => e.event)).toEqual(['risk', 'error', 'done']);
    expect(events[1]!.data).toEqual({ code: 'chat/provider-timeout', message: PROVIDER_TIMEOUT_MESSAGE });
    expect((await client.get(`/api/chat/conversations/${id}`)).json().messages).toHaveLength(1);
  });

  it('keeps what arrived when the provider stalls part way, marked failed', async () => {
    const { client } = await user();
    const id = await newConversation(client);
    fake.answer({ kind: 'stall', pieces: ['Here is a first thought. ', 'And a second'] });
    const { events } = await sendMessage(client, id, { content: 'Tell me something kind' });
    expect(events.map((e) => e.event)).toEqual(['risk', 'chunk', 'chunk', 'error', 'done']);
    expect(replyText(events)).toBe('Here is a first thought. And a second');
    const messages = (await client.get(`/api/chat/conversations/${id}`)).json().messages;
    expect(messages[1]).toMatchObject({ kind: 'reply', status: 'failed', content: 'Here is a first thought. And a second' });
  });
});

describe('logs of the chat', () => {
  it('never contain what anyone wrote, or what the model answered, even at trace level', async () => {
    const fake = await startFakeChatCompletions();
    let logs = '';
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => (logs += chunk.toString()));
    const t = await createTestApp('sqlite', { aiBaseUrl: fake.url, aiModel: 'test-model', aiFirstByteTimeoutMs: 300, aiReplyTimeoutMs: 1_000, logLevel: 'trace' }, stream);
    try {
      const { client } = await signedInUser(t.app, new TestClient(t.app));
      const id = await newConversation(client);
      fake.answer({ kind: 'stream', pieces: ['Model words ', 'quokka-reply-7. '] });
      await sendMessage(client, id, { content: 'My secret is marmot-message-3' });
      await sendMessage(client, id, { content: `${CRISIS_MESSAGE} narwhal-crisis-5` });
      fake.answer({ kind: 'stream', pieces: ['The lethal dose is 40 tablets of okapi-unsafe-9. '] });
      await sendMessage(client, id, { content: 'ibex-question-2' });
      fake.answer({ kind: 'error', status: 500 });
      await sendMessage(client, id, { content: 'tapir-failed-4' });
      await client.patch(`/api/chat/conversations/${id}`, { title: 'lynx-title-6' });
      await sendMessage(client, id, { content: 'x'.repeat(2_001) });

      expect(logs.length).toBeGreaterThan(500);
      expect(logs).toContain('chat provider failed');
      expect(logs).toContain('chat reply replaced by the safety check');
      for (const secret of ['marmot-message-3', 'narwhal-crisis-5', 'end my life', 'quokka-reply-7', 'okapi-unsafe-9', 'ibex-question-2', 'tapir-failed-4', 'lynx-title-6', 'xxxxxxxxxx']) {
        expect(logs, secret).not.toContain(secret);
      }
    } finally {
      await t.close();
      await fake.close();
    }
  });
});
