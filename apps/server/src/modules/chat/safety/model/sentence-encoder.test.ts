import { afterAll, describe, expect, it } from 'vitest';
import { cosine, maxDiff, norm } from '../../../../test-support/vectors.js';
import { EMBEDDING_DIMENSIONS, EmbeddingUnavailable, SentenceEncoder } from './sentence-encoder.js';

describe('sentence encoder (worker thread, local model)', () => {
  const encoder = new SentenceEncoder();
  afterAll(() => encoder.close());

  it('embeds each text into a vector of the model’s size, in order, the same alone as in a batch', async () => {
    await encoder.warmUp();
    const texts = ['i cant sleep again', 'what time does the pharmacy close', 'my dog learned a new trick'];
    const batch = await encoder.embed(texts);
    expect(batch).toHaveLength(3);
    for (const v of batch) {
      expect(v).toHaveLength(EMBEDDING_DIMENSIONS);
      expect(norm(v)).toBeGreaterThan(0.5);
    }
    for (const [i, text] of texts.entries()) expect(maxDiff((await encoder.embed([text]))[0]!, batch[i]!)).toBeLessThan(1e-4);
    expect(await encoder.embed([])).toEqual([]);
  }, 60_000);

  it('places sentences by meaning: two ways of saying one thing are closer than two different things', async () => {
    const [a, b, c] = await encoder.embed(['i am so tired i could sleep for a week', 'i am exhausted and need a long rest', 'the train to leeds leaves at nine']);
    expect(cosine(a!, b!)).toBeGreaterThan(cosine(a!, c!) + 0.2);
  });

  it('gives up after its timeout with EmbeddingUnavailable, and answers the next call', async () => {
    const many = Array.from({ length: 200 }, (_, i) => `message number ${i} about an ordinary day at work and home`);
    await expect(encoder.embed(many, 1)).rejects.toBeInstanceOf(EmbeddingUnavailable);
    expect((await encoder.embed(['still working'], 30_000))[0]).toHaveLength(EMBEDDING_DIMENSIONS);
  }, 60_000);

  it('skips the work of callers that gave up, so a backlog drains instead of delaying everyone after it', async () => {
    const batch = Array.from({ length: 100 }, (_, i) => `an ordinary sentence about the weather, number ${i}`);
    await encoder.embed(batch, 60_000);
    const before = encoder.counts();
    const abandoned = Array.from({ length: 20 }, (_, i) => encoder.embed(batch.map((s) => `${s} ${i}`), 1));
    for (const p of abandoned) await expect(p).rejects.toBeInstanceOf(EmbeddingUnavailable);
    expect((await encoder.embed(['after the backlog'], 60_000))[0]).toHaveLength(EMBEDDING_DIMENSIONS);
    const after = encoder.counts();
    // Twenty abandoned batches and one live call: the worker embeds at most the abandoned batch it had
    // already started (a 100-sentence batch outlasts a 1 ms deadline) and the live one, and skips the rest.
    expect(after.skipped - before.skipped).toBeGreaterThanOrEqual(19);
    expect(after.embedded - before.embedded).toBeLessThanOrEqual(2);
    expect(after.skipped + after.embedded - (before.skipped + before.embedded)).toBe(21);
  }, 120_000);

  it('refuses work once closed', async () => {
    const closed = new SentenceEncoder();
    await closed.close();
    await expect(closed.embed(['hello'])).rejects.toBeInstanceOf(EmbeddingUnavailable);
  });
});
