import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createSqliteFileLimiter, type RateLimiter } from './limiter.js';

describe('rate-limit counters in their own SQLite file', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'harbour-limits-'));
  const file = path.join(dir, 'harbour.rate-limits.sqlite');
  const open: RateLimiter[] = [];
  const limiter = () => {
    const l = createSqliteFileLimiter(file);
    open.push(l);
    return l;
  };
  afterEach(async () => {
    for (const l of open.splice(0)) await l.close();
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('counts within a window, takes back, resets, and starts a new window when the old one is over', async () => {
    const l = limiter();
    const rule = { limit: 2, windowSeconds: 60 };
    expect(await l.hit('a', rule)).toBe(true);
    expect(await l.hit('a', rule)).toBe(true);
    expect(await l.hit('a', rule)).toBe(false);
    await l.undo('a');
    expect(await l.hit('a', rule)).toBe(false); // back to 2, then 3 again
    await l.reset('a');
    expect(await l.hit('a', rule)).toBe(true);
    expect(await l.hit('b', rule)).toBe(true);
    const short = { limit: 1, windowSeconds: 1 };
    expect(await l.hit('c', short)).toBe(true);
    expect(await l.hit('c', short)).toBe(false);
    await new Promise((r) => setTimeout(r, 1100));
    expect(await l.hit('c', short)).toBe(true);
  });

  it('shares the counts between processes on one data directory (two handles on the same file)', async () => {
    const a = limiter();
    const b = limiter();
    const rule = { limit: 3, windowSeconds: 60 };
    expect(await a.hit('shared', rule)).toBe(true);
    expect(await b.hit('shared', rule)).toBe(true);
    expect(await a.hit('shared', rule)).toBe(true);
    expect(await b.hit('shared', rule)).toBe(false);
  });

  it('never goes below zero when taking back', async () => {
    const l = limiter();
    await l.undo('never-hit');
    await l.hit('z', { limit: 1, windowSeconds: 60 });
    await l.undo('z');
    await l.undo('z');
    expect(await l.hit('z', { limit: 1, windowSeconds: 60 })).toBe(true);
  });
});
