import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('shares one fetch between everything that wants it, and keeps what arrived', async () => {
    const fetch = vi.fn(() => Promise.resolve('menu'));
    const code = loadOnce(fetch);
    expect(code.current()).toBeUndefined();
    code.preload();
    const [a, b] = await Promise.all([code.load(), code.load()]);
    expect([a, b]).toEqual(['menu', 'menu']);
    expect(code.current()).toBe('menu');
    await code.load();
    code.preload();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('does not keep a failed fetch: the next attempt asks again', async () => {
    const fetch = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('menu');
    const code = loadOnce(fetch);
    await expect(code.load()).rejects.toThrow('offline');
    expect(code.current()).toBeUndefined();
    await expect(code.load()).resolves.toBe('menu');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('a preload that fails reports nothing, and leaves the next load to ask again', async () => {
    const fetch = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('menu');
    const code = loadOnce(fetch);
    code.preload();
    // The failure settles without an unhandled rejection.
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(code.load()).resolves.toBe('menu');
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
