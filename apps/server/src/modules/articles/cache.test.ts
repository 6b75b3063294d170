import type { Kysely } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/schema.js';
import { cachedArticleValue, invalidateArticleCache } from './cache.js';

/** Any object stands in for a database handle: the cache only keys on its identity. */
const handle = () => ({}) as Kysely<Database>;

describe('the in-process article cache', () => {
  it('loads once, then answers from memory until an article write invalidates it', async () => {
    const db = handle();
    let n = 0;
    const value = cachedArticleValue(db, async () => ++n);
    expect(await value.get()).toBe(1);
    expect(await value.get()).toBe(1);
    invalidateArticleCache(db);
    expect(await value.get()).toBe(2);
    expect(await value.get()).toBe(2);
  });

  it('shares one load between concurrent misses', async () => {
    const load = vi.fn(async () => 'list');
    const value = cachedArticleValue(handle(), load);
    expect(await Promise.all([value.get(), value.get(), value.get()])).toEqual(['list', 'list', 'list']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('never stores a read that started before a write', async () => {
    const db = handle();
    let release!: (v: string) => void;
    let calls = 0;
    const value = cachedArticleValue(db, () => (++calls === 1 ? new Promise<string>((r) => (release = r)) : Promise.resolve('after the write')));
    const first = value.get();
    invalidateArticleCache(db);
    release('before the write');
    expect(await first).toBe('before the write');
    expect(await value.get()).toBe('after the write');
  });

  it('keeps each database apart, drops failed loads and expires after the maximum age', async () => {
    const a = handle();
    const b = handle();
    let n = 0;
    const va = cachedArticleValue(a, async () => `a${++n}`);
    const vb = cachedArticleValue(b, async () => `b${++n}`);
    expect(await va.get()).toBe('a1');
    expect(await vb.get()).toBe('b2');
    invalidateArticleCache(b);
    expect(await va.get()).toBe('a1');

    let fail = true;
    const flaky = cachedArticleValue(handle(), async () => {
      if (fail) throw new Error('database down');
      return 'ok';
    });
    await expect(Promise.resolve(flaky.get())).rejects.toThrow('database down');
    fail = false;
    expect(await flaky.get()).toBe('ok');

    vi.useFakeTimers();
    try {
      let m = 0;
      const short = cachedArticleValue(handle(), async () => ++m, 1000);
      expect(await short.get()).toBe(1);
      vi.advanceTimersByTime(999);
      expect(await short.get()).toBe(1);
      vi.advanceTimersByTime(2);
      expect(await short.get()).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
