import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeChatCompletions, type FakeChatCompletions } from '../testing/fake-chat-completions.js';
import { createOpenAiCompatibleProvider } from './openai-compatible.js';
import { ProviderFailure, type ReplyRequest } from './provider.js';

let fake: FakeChatCompletions;
beforeAll(async () => {
  fake = await startFakeChatCompletions();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
});

const provider = (overrides: Partial<Parameters<typeof createOpenAiCompatibleProvider>[0]> = {}) =>
  createOpenAiCompatibleProvider({ baseUrl: fake.url, model: 'test-model', firstByteTimeoutMs: 2_000, replyTimeoutMs: 5_000, ...overrides });

const request = (signal = new AbortController().signal): ReplyRequest => ({
  systemPrompt: 'Be kind.',
  messages: [
    { role: 'user', content: 'I had a long week.' },
    { role: 'assistant', content: 'That sounds tiring.' },
    { role: 'user', content: 'It really was.' },
  ],
  riskLevel: 'none',
  isFirstReply: false,
  signal,
});

async function collect(iterable: AsyncIterable<string>): Promise<string[]> {
  const out: string[] = [];
  for await (const piece of iterable) out.push(piece);
  return out;
}

async function failureOf(iterable: AsyncIterable<string>): Promise<unknown> {
  try {
    await collect(iterable);
  } catch (error) {
    return error;
  }
  throw new Error('expected the reply to fail');
}

describe('OpenAI-compatible provider (against a local Chat Completions server)', () => {
  it('posts a streaming request with the system prompt first and reads the deltas until [DONE]', async () => {
    fake.answer({ kind: 'stream', pieces: ['That ', 'sounds ', 'like a lot.', ' How are you now?'] });
    const pieces = await collect(provider({ apiKey: 'sk-test-123' }).streamReply(request()));
    expect(pieces.join('')).toBe('That sounds like a lot. How are you now?');
    expect(fake.requests).toHaveLength(1);
    const sent = fake.requests[0]!;
    expect(sent.method).toBe('POST');
    expect(sent.path).toBe('/v1/chat/completions');
    expect(sent.headers.authorization).toBe('Bearer sk-test-123');
    expect(sent.headers['content-type']).toBe('application/json');
    expect(sent.body).toMatchObject({ model: 'test-model', stream: true });
    expect(sent.body.messages).toEqual([
      { role: 'system', content: 'Be kind.' },
      { role: 'user', content: 'I had a long week.' },
      { role: 'assistant', content: 'That sounds tiring.' },
      { role: 'user', content: 'It really was.' },
    ]);
  });

  it('sends no Authorization header without a key', async () => {
    fake.answer({ kind: 'stream', pieces: ['Hi.'] });
    await collect(provider().streamReply(request()));
    expect(fake.requests[0]!.headers.authorization).toBeUndefined();
  });

  it('reassembles events split across network packets, including multi-byte characters', async () => {
    fake.answer({ kind: 'stream', pieces: ['It’s okay ', 'to rest 🌿. ', 'Ça va?'], splitBytes: 5 });
    expect((await collect(provider().streamReply(request()))).join('')).toBe('It’s okay to rest 🌿. Ça va?');
  });

  it('accepts a server that answers one JSON completion instead of a stream', async () => {
    fake.answer({ kind: 'json', content: 'One whole reply.' });
    expect(await collect(provider().streamReply(request()))).toEqual(['One whole reply.']);
  });

  it('fails with reason "http" on an HTTP 500', async () => {
    fake.answer({ kind: 'error', status: 500 });
    const error = await failureOf(provider().streamReply(request()));
    expect(error).toBeInstanceOf(ProviderFailure);
    expect(error).toMatchObject({ reason: 'http', status: 500 });
  });

  it('fails with reason "timeout" when the server never answers (first-byte limit)', async () => {
    fake.answer({ kind: 'hang' });
    const started = Date.now();
    const error = await failureOf(provider({ firstByteTimeoutMs: 200 }).streamReply(request()));
    expect(error).toMatchObject({ reason: 'timeout' });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('fails with reason "timeout" when the reply stalls part way (whole-reply limit), after what did arrive', async () => {
    fake.answer({ kind: 'stall', pieces: ['The first part. '] });
    const got: string[] = [];
    let failure: unknown;
    try {
      for await (const piece of provider({ firstByteTimeoutMs: 1_000, replyTimeoutMs: 300 }).streamReply(request())) got.push(piece);
    } catch (error) {
      failure = error;
    }
    expect(got.join('')).toBe('The first part. ');
    expect(failure).toMatchObject({ reason: 'timeout' });
  });

  it('fails with reason "network" when nothing listens there', async () => {
    const error = await failureOf(createOpenAiCompatibleProvider({ baseUrl: 'http://127.0.0.1:9/v1', model: 'm', firstByteTimeoutMs: 2_000, replyTimeoutMs: 2_000 }).streamReply(request()));
    expect(error).toMatchObject({ reason: 'network' });
  });

  it('stops at once, without calling it a provider failure, when the person stops the reply', async () => {
    fake.answer({ kind: 'stream', pieces: ['one. ', 'two. ', 'three. ', 'four. '], delayMs: 100 });
    const controller = new AbortController();
    const got: string[] = [];
    let failure: unknown;
    try {
      for await (const piece of provider().streamReply(request(controller.signal))) {
        got.push(piece);
        controller.abort();
      }
    } catch (error) {
      failure = error;
    }
    expect(got).toEqual(['one. ']);
    expect(failure).not.toBeInstanceOf(ProviderFailure);
  });
});
