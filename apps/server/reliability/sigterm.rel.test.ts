// SIGTERM mid-load: chat replies are streaming (an AI provider that takes seconds to answer, the slowest thing
// the app does), journal entries are being written and an idle keep-alive connection is open when the server
// gets SIGTERM. Every reply in flight finishes whole and is saved, no new connection is accepted, the idle
// connection does not hold the process up, it exits with 0 well before its 15 s forced exit, and every
// acknowledged journal write is there after a restart.
import http from 'node:http';
import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { startFakeChatCompletions, type FakeChatCompletions } from '../src/modules/chat/testing/fake-chat-completions.js';
import { ApiClient, NoAnswer, randomInt, signIn, sleep, writeFigures } from './support/api-client.js';
import { createPostgresDatabase, DEMO_PASSWORD, freePort, postgresBaseUrl, removeDir, startServer, tempDir, type ServerProcess } from './support/server-process.js';

const STREAMS = 4;
const PIECES = 12;
const PIECE_DELAY_MS = 350;

interface StreamOutcome {
  status: number;
  events: { event: string; data: Record<string, unknown> }[];
  /** The response ended normally (not reset). */
  complete: boolean;
  endedAt: number;
}

/** Posts a chat message and reads the event stream; `firstChunk` resolves when the reply has started. */
function streamReply(client: ApiClient, conversationId: string, content: string) {
  let onFirst!: () => void;
  const firstChunk = new Promise<void>((resolve) => (onFirst = resolve));
  const url = new URL(`/api/chat/conversations/${conversationId}/messages`, client.baseUrl);
  const body = Buffer.from(JSON.stringify({ content, region: 'GB' }));
  const finished = new Promise<StreamOutcome>((resolve) => {
    const events: StreamOutcome['events'] = [];
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress: client.localAddress,
        headers: { 'content-type': 'application/json', 'content-length': String(body.length), origin: url.origin, cookie: client.jar.header(), accept: 'text/event-stream' },
      },
      (res) => {
        let buffer = '';
        res.setEncoding('utf8');
        res.on('data', (text: string) => {
          buffer += text;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const event = /^event: (.*)$/m.exec(block)?.[1];
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (!event || !data) continue;
            events.push({ event, data: JSON.parse(data) as Record<string, unknown> });
            if (event === 'chunk') onFirst();
          }
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, events, complete: res.complete, endedAt: Date.now() }));
        res.on('error', () => resolve({ status: res.statusCode ?? 0, events, complete: false, endedAt: Date.now() }));
      },
    );
    req.on('error', () => resolve({ status: 0, events, complete: false, endedAt: Date.now() }));
    req.end(body);
  });
  return { firstChunk, finished };
}

/** Resolves with the connection error code, or 'connected'. */
function tryConnect(port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
  });
}

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function sigtermMidLoad(engine: 'sqlite' | 'postgres'): Promise<void> {
  const fake: FakeChatCompletions = await startFakeChatCompletions();
  const pieces = Array.from({ length: PIECES }, (_, i) => `Part ${i + 1} of a calm, steady reply. `);
  fake.answer({ kind: 'stream', pieces, delayMs: PIECE_DELAY_MS });
  const dataDir = tempDir('harbour-sigterm-');
  const pgDb = engine === 'postgres' ? await createPostgresDatabase() : undefined;
  const port = await freePort();
  const live: { server?: ServerProcess } = {};
  cleanups.push(async () => {
    live.server?.kill('SIGKILL');
    await live.server?.exited;
    await fake.close();
    await pgDb?.drop();
    removeDir(dataDir);
  });
  let server: ServerProcess = (live.server = await startServer({ dataDir, port, databaseUrl: pgDb?.url, env: { AI_BASE_URL: fake.url, AI_MODEL: 'test-model', LOG_LEVEL: 'info' } }));

  // People with replies streaming: each reply takes PIECES × PIECE_DELAY_MS (about 4 s).
  const demo = ['seeker@example.com', 'supporter@example.com', 'professional@example.com', 'admin@example.com'];
  const clients: ApiClient[] = [];
  for (let i = 0; i < STREAMS; i++) {
    const client = new ApiClient(server.url);
    await signIn(client, { email: demo[i % demo.length]!, password: DEMO_PASSWORD });
    clients.push(client);
  }
  const conversations: string[] = [];
  for (const client of clients) {
    const res = await client.post('/api/chat/conversations', {});
    expect(res.status).toBe(201);
    conversations.push(res.json<{ id: string }>().id);
  }
  const streams = clients.map((client, i) => streamReply(client, conversations[i]!, `I have had a long week at work and I want to talk it through (${i}).`));
  await Promise.all(streams.map((s) => s.firstChunk));

  // An idle keep-alive connection: one answered request, the socket left open in the agent's pool.
  const idleAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  let idleSocketClosedAt = 0;
  await new Promise<void>((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: '/api/health', agent: idleAgent }, (res) => {
      res.resume();
      res.on('end', resolve);
    });
    req.on('socket', (socket) => socket.once('close', () => (idleSocketClosedAt = Date.now())));
    req.on('error', reject);
  });

  // Journal writes keep coming from the people who are not chatting.
  const writers = ['seeker@example.com', 'supporter@example.com'].map((email) => ({ client: new ApiClient(server.url), email }));
  for (const w of writers) await signIn(w.client, { email: w.email, password: DEMO_PASSWORD });
  const writes: { client: ApiClient; date: string; mood: number; status: number | string; sentAt: number }[] = [];
  let stopWriting = false;
  let day = 0;
  const writeLoops = writers.map(async (w, i) => {
    while (!stopWriting) {
      const date = new Date(Date.UTC(2003 + i * 5, 0, 1) + day++ * 86_400_000).toISOString().slice(0, 10);
      const mood = randomInt(1, 5);
      const write = { client: w.client, date, mood, status: 0 as number | string, sentAt: Date.now() };
      writes.push(write);
      try {
        write.status = (await w.client.post('/api/journal', { date, mood, tags: [], note: null })).status;
      } catch (error) {
        if (!(error instanceof NoAnswer)) throw error;
        write.status = error.code;
        await sleep(20);
      }
    }
  });
  await sleep(300);

  const sigtermAt = Date.now();
  server.kill('SIGTERM');

  // No new connections: the listening socket closes at once, while the replies are still streaming.
  let refusedAt = 0;
  while (Date.now() - sigtermAt < 3_000) {
    if ((await tryConnect(port)) === 'ECONNREFUSED') {
      refusedAt = Date.now();
      break;
    }
    await sleep(25);
  }
  expect(refusedAt, 'new connections refused after SIGTERM').toBeGreaterThan(0);
  const stillStreaming = (await Promise.race([Promise.all(streams.map((s) => s.finished)).then(() => false), sleep(0).then(() => true)])) as boolean;
  expect(stillStreaming, 'replies still in flight when connections were already refused').toBe(true);
  const refusedAgain = await Promise.all([tryConnect(port), sleep(200).then(() => tryConnect(port))]);
  expect(refusedAgain).toEqual(['ECONNREFUSED', 'ECONNREFUSED']);

  const outcomes = await Promise.all(streams.map((s) => s.finished));
  stopWriting = true;
  await Promise.all(writeLoops);
  const exit = await server.exited;
  const exitedAt = Date.now();
  const lastReplyAt = Math.max(...outcomes.map((o) => o.endedAt));

  for (const o of outcomes) {
    expect(o.status).toBe(200);
    expect(o.complete, 'the reply stream ended normally').toBe(true);
    const done = o.events.find((e) => e.event === 'done');
    expect(done?.data).toMatchObject({ status: 'complete', kind: 'reply' });
    const text = o.events.filter((e) => e.event === 'chunk').map((e) => String(e.data.text)).join('');
    expect(text).toContain(`Part ${PIECES} of a calm, steady reply.`);
  }
  expect(exit, server.output().slice(-2000)).toBe(0);
  expect(idleSocketClosedAt, 'the idle keep-alive connection was closed by the server').toBeGreaterThan(0);
  expect(idleSocketClosedAt - sigtermAt).toBeLessThan(2_000);
  expect(exitedAt - lastReplyAt, 'exit soon after the last reply').toBeLessThan(3_000);
  // Writes during shutdown: answered 2xx (acknowledged), 503 on a closing keep-alive connection, or refused.
  const statuses = writes.map((w) => w.status);
  // No new request is carried out once the server stopped listening: refused, or 503 on an open connection.
  const acceptedAfterRefusal = writes.filter((w) => w.sentAt > refusedAt && w.status === 201);
  expect(acceptedAfterRefusal.length, 'writes accepted after the server stopped taking new requests').toBe(0);
  expect(statuses.filter((s) => typeof s === 'number' && s >= 500 && s !== 503), 'no 5xx but 503').toEqual([]);
  idleAgent.destroy();

  // A new life on the same database: the replies were saved whole, every acknowledged entry is there.
  server = live.server = await startServer({ dataDir, port, databaseUrl: pgDb?.url, env: { AI_BASE_URL: fake.url, AI_MODEL: 'test-model', LOG_LEVEL: 'warn' } });
  for (let i = 0; i < STREAMS; i++) {
    clients[i]!.resetConnections();
    const res = await clients[i]!.get(`/api/chat/conversations/${conversations[i]}`);
    expect(res.status).toBe(200);
    const messages = res.json<{ messages: { kind: string; status?: string; content: string }[] }>().messages;
    const reply = messages.find((m) => m.kind === 'reply');
    expect(reply?.status ?? 'complete').toBe('complete');
    expect(reply?.content).toContain(`Part ${PIECES} of a calm, steady reply.`);
  }
  const acknowledged = writes.filter((w) => w.status === 201);
  // Cut off without an answer (a request sent on a keep-alive connection as the server closed it): it must
  // not have been carried out either, or a request in flight was abandoned half-way.
  const cutOff = writes.filter((w) => typeof w.status === 'string' && w.status !== 'ECONNREFUSED');
  for (const w of writers) w.client.resetConnections();
  let present = 0;
  let cutOffButStored = 0;
  for (const w of writers) {
    const res = await w.client.get('/api/journal/export?format=json');
    expect(res.status).toBe(200);
    const stored = new Map(res.json<{ entries: { date: string; mood: number }[] }>().entries.map((e) => [e.date, e.mood]));
    for (const write of acknowledged.filter((x) => x.client === w.client)) if (stored.get(write.date) === write.mood) present++;
    for (const write of cutOff.filter((x) => x.client === w.client)) if (stored.has(write.date)) cutOffButStored++;
  }
  expect(present).toBe(acknowledged.length);
  expect(cutOffButStored, 'writes carried out but never answered').toBe(0);
  expect(await server.stop()).toBe(0);

  const figures = {
    engine,
    repliesInFlightAtSigterm: STREAMS,
    repliesCompleted: outcomes.filter((o) => o.complete && o.events.some((e) => e.event === 'done')).length,
    newConnectionRefusedAfterMs: refusedAt - sigtermAt,
    idleKeepAliveClosedAfterMs: idleSocketClosedAt - sigtermAt,
    exitedAfterMs: exitedAt - sigtermAt,
    exitedAfterLastReplyMs: exitedAt - lastReplyAt,
    exitCode: exit,
    journalWritesDuringShutdown: writes.length,
    sentAfterRefusal: writes.filter((w) => w.sentAt > refusedAt).length,
    acknowledged: acknowledged.length,
    acknowledgedPresentAfterRestart: present,
    cutOffWithoutAnswer: cutOff.length,
    cutOffButStored,
    answers: Object.fromEntries([...new Set(statuses)].map((s) => [String(s), statuses.filter((x) => x === s).length])),
  };
  writeFigures(`sigterm-${engine}`, figures);
  process.stdout.write(`SIGTERM on ${engine}: ${JSON.stringify(figures)}\n`);
}

describe('SIGTERM mid-load on SQLite', () => {
  it('finishes the replies in flight, accepts no new connection, exits 0 promptly, keeps every acknowledged write', async () => {
    await sigtermMidLoad('sqlite');
  });
});

describe.skipIf(!postgresBaseUrl)('SIGTERM mid-load on PostgreSQL', () => {
  it('finishes the replies in flight, accepts no new connection, exits 0 promptly, keeps every acknowledged write', async () => {
    await sigtermMidLoad('postgres');
  });
});
