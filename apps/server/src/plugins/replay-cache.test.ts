import { setTimeout as sleep } from 'node:timers/promises';
import { brotliDecompressSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, engines, type TestApp } from '../test-support/app.js';
import { login } from '../test-support/accounts.js';
import { TestClient } from '../test-support/http.js';
import { compressionPlugin } from './compression.js';
import { MAX_REPLAY_PATHS, ReplayCache, replayCachePlugin, replayingServerFactory, skipReplay } from './replay-cache.js';
import { API_CONTENT_SECURITY_POLICY, securityPlugin } from './security.js';

const big = JSON.stringify({ items: Array.from({ length: 200 }, (_, i) => `item ${i}`) });

/** A small app with the real header and compression plugins, and routes that count how often they run. */
async function replayApp(): Promise<{ app: FastifyInstance; url: string; calls: Record<string, number>; version: { value: number } }> {
  const cache = new ReplayCache();
  const app = Fastify({ serverFactory: replayingServerFactory(cache), logger: false });
  await app.register(securityPlugin, { isProduction: false });
  await app.register(compressionPlugin);
  await app.register(replayCachePlugin, { cache });
  const calls: Record<string, number> = {};
  const version = { value: 0 };
  const count = (name: string) => (calls[name] = (calls[name] ?? 0) + 1);
  app.get('/api/plain', { config: { replay: { maxAgeMs: 60_000 } } }, async () => ({ n: count('plain') }));
  app.get('/api/big', { config: { replay: { maxAgeMs: 60_000 } } }, async (_request, reply) => {
    count('big');
    return reply.type('application/json; charset=utf-8').send(big);
  });
  app.get('/api/short', { config: { replay: { maxAgeMs: 80 } } }, async () => ({ n: count('short') }));
  app.get('/api/versioned', { config: { replay: { maxAgeMs: 60_000, version: () => version.value } } }, async () => ({ n: count('versioned') }));
  app.get('/api/write-during-read', { config: { replay: { maxAgeMs: 60_000, version: () => version.value } } }, async () => {
    version.value++;
    return { n: count('write-during-read') };
  });
  app.get('/api/failing', { config: { replay: { maxAgeMs: 60_000 } } }, async (_request, reply) => reply.code(503).send({ n: count('failing') }));
  app.get('/api/degraded', { config: { replay: { maxAgeMs: 60_000 } } }, async (request) => {
    skipReplay(request);
    return { n: count('degraded') };
  });
  app.get('/api/cookie', { config: { replay: { maxAgeMs: 60_000 } } }, async (_request, reply) => {
    reply.header('set-cookie', 'a=b');
    return { n: count('cookie') };
  });
  app.get('/api/varies', { config: { replay: { maxAgeMs: 60_000 } } }, async (_request, reply) => {
    reply.header('vary', 'Cookie');
    return { n: count('varies') };
  });
  app.get('/api/not-opted-in', async () => ({ n: count('not-opted-in') }));
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url, calls, version };
}

describe('replay cache: bounded paths', () => {
  const entry = (expiresAt: number) => ({ status: 200, headers: [], body: Buffer.from('{}'), expiresAt, version: undefined, versionOf: undefined, gate: undefined });
  const serves = (cache: ReplayCache, url: string): boolean => {
    const res = { writeHead: () => res, end: () => res };
    return cache.serve({ method: 'GET', url, headers: {} } as never, res as never);
  };

  it('keeps at most MAX_REPLAY_PATHS paths, and makes room only by forgetting answers past their age', () => {
    const now = performance.now();
    const full = new ReplayCache();
    for (let i = 0; i < MAX_REPLAY_PATHS; i++) full.store(`/api/articles/${i}`, '', entry(now + 60_000));
    full.store('/api/articles/new', '', entry(now + 60_000));
    expect(serves(full, '/api/articles/new')).toBe(false);
    expect(serves(full, '/api/articles/0')).toBe(true);

    const stale = new ReplayCache();
    for (let i = 0; i < MAX_REPLAY_PATHS; i++) stale.store(`/api/articles/${i}`, '', entry(now - 1));
    stale.store('/api/articles/new', '', entry(now + 60_000));
    expect(serves(stale, '/api/articles/new')).toBe(true);
    expect(serves(stale, '/api/articles/0')).toBe(false);
  });

  it('lets the framework answer when a gate throws', () => {
    const cache = new ReplayCache();
    const failing = () => {
      throw new Error('disk I/O error');
    };
    cache.store('/api/articles/a', '', { ...entry(performance.now() + 60_000), gate: failing });
    cache.store('/api/articles/b', '', { ...entry(performance.now() + 60_000), gate: () => true });
    expect(serves(cache, '/api/articles/a')).toBe(false);
    expect(serves(cache, '/api/articles/b')).toBe(true);
  });
});

describe('replay cache (plugins/replay-cache.ts)', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('repeats an opted-in answer byte for byte, with every header the framework sent and a fresh Date', async () => {
    const t = await replayApp();
    app = t.app;
    const first = await fetch(`${t.url}/api/plain`);
    const firstBody = await first.text();
    await sleep(1100);
    const second = await fetch(`${t.url}/api/plain`);
    expect(await second.text()).toBe(firstBody);
    expect(t.calls.plain).toBe(1);
    const headersOf = (res: Response) => Object.fromEntries([...res.headers].filter(([name]) => !['date', 'keep-alive', 'connection'].includes(name)));
    expect(headersOf(second)).toEqual(headersOf(first));
    expect(second.headers.get('content-security-policy')).toBe(API_CONTENT_SECURITY_POLICY);
    expect(second.headers.get('cache-control')).toBe('no-store');
    expect(second.headers.get('date')).not.toBe(first.headers.get('date'));
  });

  it('keeps one answer per Accept-Encoding, each compressed as the framework chose', async () => {
    const t = await replayApp();
    app = t.app;
    for (let i = 0; i < 2; i++) {
      const br = await fetch(`${t.url}/api/big`, { headers: { 'accept-encoding': 'br' } });
      expect(br.headers.get('content-encoding')).toBe('br');
      // fetch decodes brotli itself; the length header is of the compressed bytes.
      expect(await br.text()).toBe(big);
      expect(Number(br.headers.get('content-length'))).toBeLessThan(big.length);
      const identity = await fetch(`${t.url}/api/big`, { headers: { 'accept-encoding': 'identity' } });
      expect(identity.headers.get('content-encoding')).toBeNull();
      expect(await identity.text()).toBe(big);
    }
    expect(t.calls.big).toBe(2);
    // The compressed bytes themselves are what the framework produced.
    const raw = await new Promise<Buffer>((resolve, reject) => {
      import('node:http').then(({ get }) =>
        get(`${t.url}/api/big`, { headers: { 'accept-encoding': 'br' } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve(Buffer.concat(chunks)));
        }).on('error', reject),
      );
    });
    expect(brotliDecompressSync(raw).toString()).toBe(big);
    expect(t.calls.big).toBe(2);
  });

  it('stops repeating after maxAgeMs, and when the version changes', async () => {
    const t = await replayApp();
    app = t.app;
    await fetch(`${t.url}/api/short`);
    await fetch(`${t.url}/api/short`);
    expect(t.calls.short).toBe(1);
    await sleep(120);
    await fetch(`${t.url}/api/short`);
    expect(t.calls.short).toBe(2);

    await fetch(`${t.url}/api/versioned`);
    await fetch(`${t.url}/api/versioned`);
    expect(t.calls.versioned).toBe(1);
    t.version.value++;
    expect(await (await fetch(`${t.url}/api/versioned`)).json()).toEqual({ n: 2 });
  });

  it('never keeps an answer built while the version changed, an error, a degraded answer, a cookie or another Vary', async () => {
    const t = await replayApp();
    app = t.app;
    for (const path of ['write-during-read', 'failing', 'degraded', 'cookie', 'varies', 'not-opted-in']) {
      await fetch(`${t.url}/api/${path}`);
      await fetch(`${t.url}/api/${path}`);
      expect(t.calls[path], path).toBe(2);
    }
  });

  it('answers only GET from memory, keeps no URL with a query string, and nothing once closing starts', async () => {
    const t = await replayApp();
    app = t.app;
    await fetch(`${t.url}/api/plain`);
    expect((await fetch(`${t.url}/api/plain`, { method: 'HEAD' })).status).toBe(200);
    expect(t.calls.plain).toBe(2);
    await fetch(`${t.url}/api/plain?x=1`);
    await fetch(`${t.url}/api/plain?x=1`);
    expect(t.calls.plain).toBe(4);
    expect((await fetch(`${t.url}/api/plain`)).status).toBe(200);
    expect(t.calls.plain).toBe(4);
    const closed = t.app.close();
    app = undefined;
    await closed;
    await expect(fetch(`${t.url}/api/plain`)).rejects.toThrow();
  });
});

describe.each(engines)('replay cache in the app (%s)', (kind) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('Home’s featured list over HTTP shows an admin’s change on the very next request', async () => {
    t = await createTestApp(kind);
    const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const featured = async () => ((await (await fetch(`${url}/api/articles/featured`)).json()) as { articles: { id: string; title: string }[] }).articles;
    const before = await featured();
    expect(await featured()).toEqual(before);
    const admin = new TestClient(t.app);
    expect((await login(admin, 'admin@example.com', t.config.demoPassword)).statusCode).toBe(200);
    const top = before[0]!;
    expect((await admin.patch(`/api/admin/articles/${top.id}`, { title: 'Retitled while cached' })).statusCode).toBe(200);
    expect((await featured())[0]).toMatchObject({ id: top.id, title: 'Retitled while cached' });
  });

  it('the health probe repeats only a healthy answer', async () => {
    t = await createTestApp(kind);
    const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    expect((await fetch(`${url}/api/health`)).status).toBe(200);
    let pings = 0;
    const ping = t.app.database.ping.bind(t.app.database);
    t.app.database.ping = async () => {
      pings++;
      throw Object.assign(new Error('down'), { code: 'ECONNREFUSED' });
    };
    try {
      // Within the reuse window the healthy answer is repeated without a check…
      expect((await fetch(`${url}/api/health`)).status).toBe(200);
      expect(pings).toBe(0);
      // …and after it, a failed check answers 503, which is never repeated: every probe checks again.
      await sleep(600);
      expect((await fetch(`${url}/api/health`)).status).toBe(503);
      expect((await fetch(`${url}/api/health`)).status).toBe(503);
      expect(pings).toBe(2);
    } finally {
      t.app.database.ping = ping;
    }
  });
});
