// The database unreachable while the server runs: PostgreSQL stopped (a TCP proxy between the server and the
// shared PostgreSQL cuts every connection and refuses new ones, or lets nothing through), the SQLite files
// made read-only, the SQLite disk full. Requests get a clear 503 `{ code: 'service/unavailable', message }`
// in bounded time, nothing partial is written, the process keeps running, and it recovers by itself when
// the database is back.
import { execFileSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, rmSync, statfsSync, writeSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@wellbeing/shared/errors';
import { ApiClient, NoAnswer, newPerson, register, signIn, sleep, writeFigures, type Answer } from './support/api-client.js';
import { createPostgresDatabase, DEMO_PASSWORD, freePort, postgresBaseUrl, removeDir, startServer, tempDir, type ServerProcess } from './support/server-process.js';
import { QUERY_TIMEOUT_MS } from '../src/db/database.js';
import { TcpProxy } from './support/tcp-proxy.js';

const UNAVAILABLE = { code: 'service/unavailable', message: ERROR_MESSAGES['service/unavailable'] };
/**
 * Every answer during an outage comes within this: at once when the database refuses connections or the
 * disk refuses writes. When nothing comes back at all (a partition), a query on an open connection gives up
 * after QUERY_TIMEOUT_MS and a new connection after the pool's 5 s connection timeout: one of each at most,
 * as a timed-out connection is dropped, not reused.
 */
const ANSWER_WITHIN_MS = { stopped: 3_000, 'cut off': QUERY_TIMEOUT_MS + 5_000 + 3_000, sqlite: 3_000 };
const ARTICLE = 'getting-through-a-panic-attack';

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

interface Probe {
  name: string;
  status: number | string;
  ms: number;
  body?: unknown;
}

async function timed(name: string, send: () => Promise<Answer>): Promise<Probe & { answer?: Answer }> {
  const started = Date.now();
  try {
    const answer = await send();
    let body: unknown = answer.text;
    try {
      body = answer.json();
    } catch {
      // not JSON
    }
    return { name, status: answer.status, ms: Date.now() - started, body, answer };
  } catch (error) {
    if (!(error instanceof NoAnswer)) throw error;
    return { name, status: error.code, ms: Date.now() - started };
  }
}

let dayCounter = 0;
const nextDay = () => new Date(Date.UTC(2010, 0, 1) + dayCounter++ * 86_400_000).toISOString().slice(0, 10);

/** The writes and reads a person in crisis would make, all at once, each timed. */
async function probeEverything(server: ServerProcess, seeker: ApiClient, attempt: { date: string; score: number; person: ReturnType<typeof newPerson> }) {
  const fresh = new ApiClient(server.url);
  const reader = new ApiClient(server.url);
  // The health check may reuse a success for a moment (modules/health): ask after that.
  await sleep(1_000);
  try {
    return await Promise.all([
      timed('health', () => fresh.get('/api/health')),
      timed('journal write', () => seeker.post('/api/journal', { date: attempt.date, mood: 2, tags: ['sleep'], note: 'written while the database was away' })),
      timed('rating', () => seeker.put(`/api/articles/${ARTICLE}/rating`, { score: attempt.score })),
      timed('journal read', () => seeker.get('/api/journal?days=30')),
      timed('session', () => seeker.get('/api/session')),
      timed('login', () => reader.post('/api/session/login', { email: 'supporter@example.com', password: DEMO_PASSWORD })),
      timed('registration', () => register(server.url, attempt.person)),
    ]);
  } finally {
    fresh.close();
    reader.close();
  }
}

function expectClear503s(probes: Awaited<ReturnType<typeof probeEverything>>, options: { readsWork: boolean; withinMs: number }) {
  for (const probe of probes) {
    expect(probe.ms, `${probe.name} answered in bounded time`).toBeLessThan(options.withinMs);
    const isRead = ['health', 'journal read', 'session'].includes(probe.name);
    if (options.readsWork && isRead) {
      expect(probe.status, `${probe.name} ${JSON.stringify(probe.body)}`).toBe(200);
      continue;
    }
    expect(probe.status, `${probe.name} ${JSON.stringify(probe.body)}`).toBe(503);
    if (probe.name !== 'health') expect(probe.answer?.headers['retry-after'], probe.name).toBeDefined();
    if (probe.name === 'registration') {
      // The registration service keeps its own `{ message, code }` catalogue.
      expect(probe.body).toEqual({ code: 'server-error', message: 'We could not create your account just now. Please try again in a moment.' });
    } else if (probe.name === 'health') {
      expect(probe.body).toMatchObject({ status: 'unavailable', ...UNAVAILABLE });
    } else {
      expect(probe.body).toEqual(UNAVAILABLE);
    }
  }
}

/** After the outage: health answers again within `withinMs`, without a restart. */
async function waitForRecovery(server: ServerProcess, withinMs: number): Promise<number> {
  const started = Date.now();
  const client = new ApiClient(server.url);
  try {
    while (Date.now() - started < withinMs) {
      const res = await client.get('/api/health').catch(() => undefined);
      if (res?.status === 200) return Date.now() - started;
      await sleep(100);
    }
  } finally {
    client.close();
  }
  throw new Error(`not healthy ${withinMs} ms after the database came back:\n${server.output().slice(-3000)}`);
}

/** After recovery every kind of write works again, and what was refused during the outage is not there. */
async function expectRecoveredAndNothingPartial(
  server: ServerProcess,
  seeker: ApiClient,
  refused: { date: string; score: number; person: ReturnType<typeof newPerson> },
  before: { score: number },
  userExists: (email: string) => Promise<boolean>,
) {
  const date = nextDay();
  expect((await seeker.post('/api/journal', { date, mood: 4, tags: [], note: 'back again' })).status).toBe(201);
  const rating = await seeker.put(`/api/articles/${ARTICLE}/rating`, { score: before.score });
  expect(rating.status).toBe(200);
  const person = newPerson('supporter');
  expect((await register(server.url, person)).status).toBe(201);
  expect(await userExists(person.email)).toBe(true);
  const login = new ApiClient(server.url);
  await signIn(login, { email: 'supporter@example.com', password: DEMO_PASSWORD });
  login.close();

  const exported = await seeker.get('/api/journal/export?format=json');
  expect(exported.status).toBe(200);
  const dates = exported.json<{ entries: { date: string }[] }>().entries.map((e) => e.date);
  expect(dates).toContain(date);
  expect(dates, 'the journal entry refused during the outage').not.toContain(refused.date);
  const mine = await seeker.get(`/api/articles/${ARTICLE}/rating`);
  expect(mine.json<{ mine: number }>().mine).toBe(before.score);
  expect(await userExists(refused.person.email), 'the registration refused during the outage').toBe(false);
}

async function signedInSeeker(server: ServerProcess): Promise<ApiClient> {
  const seeker = new ApiClient(server.url);
  await signIn(seeker, { email: 'seeker@example.com', password: DEMO_PASSWORD });
  return seeker;
}

describe.skipIf(!postgresBaseUrl)('PostgreSQL unreachable', () => {
  it('answers 503 in bounded time while it is stopped or cut off, writes nothing partial, and recovers by itself', async () => {
    const target = new URL(postgresBaseUrl!);
    const proxy = await TcpProxy.start({ host: target.hostname, port: Number(target.port || 5432) });
    cleanups.push(() => proxy.close());
    const database = await createPostgresDatabase();
    cleanups.push(() => database.drop());
    const dataDir = tempDir('harbour-outage-pg-');
    cleanups.push(() => removeDir(dataDir));
    const server = await startServer({ dataDir, port: await freePort(), databaseUrl: proxy.urlFor(database.url), env: { LOG_LEVEL: 'warn' } });
    cleanups.push(async () => {
      server.kill('SIGKILL');
      await server.exited;
    });
    const direct = new pg.Pool({ connectionString: database.url, max: 1 });
    cleanups.push(() => direct.end());
    const userExists = async (email: string) => (await direct.query('select 1 from users where email = $1', [email])).rowCount === 1;

    const seeker = await signedInSeeker(server);
    const before = { score: 4 };
    expect((await seeker.put(`/api/articles/${ARTICLE}/rating`, { score: before.score })).status).toBe(200);
    expect((await seeker.post('/api/journal', { date: nextDay(), mood: 3, tags: [], note: null })).status).toBe(201);

    const figures: Record<string, unknown> = { engine: 'postgres' };
    for (const mode of ['stopped', 'cut off'] as const) {
      // "Stopped": connections cut, new ones refused. "Cut off": a partition, where nothing comes back at all.
      if (mode === 'stopped') await proxy.down();
      else proxy.blackhole();
      const refused = { date: nextDay(), score: 1, person: newPerson('professional') };
      const probes = await probeEverything(server, seeker, refused);
      expectClear503s(probes, { readsWork: false, withinMs: ANSWER_WITHIN_MS[mode] });
      expect(server.child.exitCode, 'the server is still running').toBeNull();
      await proxy.up();
      const recoveryMs = await waitForRecovery(server, 15_000);
      await expectRecoveredAndNothingPartial(server, seeker, refused, before, userExists);
      figures[mode] = { answers: Object.fromEntries(probes.map((p) => [p.name, { status: p.status, ms: p.ms }])), recoveredAfterMs: recoveryMs };
    }
    writeFigures('outage-postgres', figures);
    process.stdout.write(`PostgreSQL outage: ${JSON.stringify(figures)}\n`);
    seeker.close();
  });
});

// ─── SQLite: read-only files and a full disk ────────────────────────────────────────────────────────────

const isRoot = process.getuid?.() === 0;

function canMountTmpfs(): string | undefined {
  if (!isRoot) return 'needs root (mount)';
  const dir = path.join(os.tmpdir(), `harbour-mount-probe-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', dir], { stdio: 'pipe' });
    execFileSync('umount', [dir], { stdio: 'pipe' });
    return undefined;
  } catch (error) {
    return `cannot mount a tmpfs here: ${(error as Error).message.split('\n')[0]}`;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function canMakeImmutable(): string | undefined {
  if (!isRoot) return 'needs root (chattr +i)';
  const dir = tempDir('harbour-chattr-probe-');
  const file = path.join(dir, 'probe');
  try {
    const fd = openSync(file, 'w');
    execFileSync('chattr', ['+i', file], { stdio: 'pipe' });
    try {
      writeSync(fd, 'x');
      return 'chattr +i does not stop writes on this file system';
    } catch {
      return undefined;
    } finally {
      execFileSync('chattr', ['-i', file], { stdio: 'pipe' });
      closeSync(fd);
    }
  } catch (error) {
    return `chattr +i is not available here: ${(error as Error).message.split('\n')[0]}`;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const noTmpfs = canMountTmpfs();
const noImmutable = canMakeImmutable();
if (noTmpfs) process.stdout.write(`SQLite disk-full test skipped: ${noTmpfs}\n`);
if (noImmutable) process.stdout.write(`SQLite read-only test skipped: ${noImmutable}\n`);

async function sqliteIntegrity(file: string): Promise<string> {
  const { default: Sqlite } = await import('better-sqlite3');
  const db = new Sqlite(file, { readonly: true });
  try {
    return (db.pragma('integrity_check', { simple: true }) as string) ?? '';
  } finally {
    db.close();
  }
}

async function sqliteUserExists(file: string, email: string): Promise<boolean> {
  const { default: Sqlite } = await import('better-sqlite3');
  const db = new Sqlite(file, { readonly: true });
  try {
    return db.prepare('select 1 from users where email = ?').get(email) !== undefined;
  } finally {
    db.close();
  }
}

describe.skipIf(Boolean(noImmutable))(`SQLite files read-only${noImmutable ? ` (skipped: ${noImmutable})` : ''}`, () => {
  it('answers writes with 503 while the database files refuse writes (chattr +i), keeps reading, and recovers by itself', async () => {
    const dataDir = tempDir('harbour-outage-ro-');
    cleanups.push(() => removeDir(dataDir));
    const file = path.join(dataDir, 'harbour.sqlite');
    const files = [file, `${file}-wal`];
    const server = await startServer({ dataDir, port: await freePort(), env: { LOG_LEVEL: 'warn' } });
    cleanups.push(async () => {
      server.kill('SIGKILL');
      await server.exited;
    });
    const seeker = await signedInSeeker(server);
    const before = { score: 5 };
    expect((await seeker.put(`/api/articles/${ARTICLE}/rating`, { score: before.score })).status).toBe(200);
    for (const f of files) expect(existsSync(f), f).toBe(true);

    const mutable = () => execFileSync('chattr', ['-i', ...files]);
    cleanups.push(() => void execFileSync('chattr', ['-i', ...files.filter(existsSync)]));
    execFileSync('chattr', ['+i', ...files]);
    const refused = { date: nextDay(), score: 2, person: newPerson('supporter') };
    let probes;
    try {
      probes = await probeEverything(server, seeker, refused);
    } finally {
      mutable();
    }
    expectClear503s(probes, { readsWork: true, withinMs: ANSWER_WITHIN_MS.sqlite });
    expect(server.child.exitCode, 'the server is still running').toBeNull();
    const recoveryMs = await waitForRecovery(server, 10_000);
    await expectRecoveredAndNothingPartial(server, seeker, refused, before, (email) => sqliteUserExists(file, email));
    expect(await sqliteIntegrity(file)).toBe('ok');
    const figures = { engine: 'sqlite', fault: 'database and WAL files immutable (chattr +i)', answers: Object.fromEntries(probes.map((p) => [p.name, { status: p.status, ms: p.ms }])), recoveredAfterMs: recoveryMs };
    writeFigures('outage-sqlite-read-only', figures);
    process.stdout.write(`SQLite read-only: ${JSON.stringify(figures)}\n`);
    seeker.close();
  });
});

describe.skipIf(Boolean(noTmpfs))(`SQLite disk full${noTmpfs ? ` (skipped: ${noTmpfs})` : ''}`, () => {
  it('answers writes with 503 while the disk is full, writes nothing partial, and recovers by itself when space is freed', async () => {
    const dataDir = tempDir('harbour-outage-full-');
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=48m', 'tmpfs', dataDir]);
    cleanups.push(() => {
      execFileSync('umount', ['-l', dataDir]);
      removeDir(dataDir);
    });
    const file = path.join(dataDir, 'harbour.sqlite');
    const server = await startServer({ dataDir, port: await freePort(), env: { LOG_LEVEL: 'warn' } });
    cleanups.push(async () => {
      server.kill('SIGKILL');
      await server.exited;
    });
    const seeker = await signedInSeeker(server);
    const before = { score: 3 };
    expect((await seeker.put(`/api/articles/${ARTICLE}/rating`, { score: before.score })).status).toBe(200);

    // Fill the file system to the last block.
    const filler = path.join(dataDir, 'filler');
    const fd = openSync(filler, 'w');
    const block = Buffer.alloc(64 * 1024);
    try {
      for (;;) writeSync(fd, block);
    } catch (error) {
      expect((error as NodeJS.ErrnoException).code).toBe('ENOSPC');
    }
    try {
      for (;;) writeSync(fd, block, 0, 512);
    } catch {
      // the last bytes
    } finally {
      closeSync(fd);
    }
    expect(statfsSync(dataDir).bavail).toBe(0);

    // Writes may still succeed while SQLite reuses space it already has; each acknowledged one is kept.
    // Keep writing (long notes) until the disk refuses one.
    const acknowledged: string[] = [];
    const refusedDates: string[] = [];
    let first503: Probe | undefined;
    for (let i = 0; i < 400 && !first503; i++) {
      const date = nextDay();
      const probe = await timed('journal write', () => seeker.post('/api/journal', { date, mood: 3, tags: [], note: `${'A full disk. '.repeat(150)}${i}` }));
      if (probe.status === 201) acknowledged.push(date);
      else {
        refusedDates.push(date);
        first503 = probe;
      }
    }
    expect(first503, 'a write refused once the disk is full').toBeDefined();
    expect(first503!.status, JSON.stringify(first503!.body)).toBe(503);
    expect(first503!.body).toEqual(UNAVAILABLE);

    const refused = { date: nextDay(), score: 1, person: newPerson('professional') };
    const probes = await probeEverything(server, seeker, refused);
    expectClear503s(probes, { readsWork: true, withinMs: ANSWER_WITHIN_MS.sqlite });
    expect(server.child.exitCode, 'the server is still running').toBeNull();

    rmSync(filler);
    const recoveryMs = await waitForRecovery(server, 10_000);
    await expectRecoveredAndNothingPartial(server, seeker, refused, before, (email) => sqliteUserExists(file, email));
    const exported = await seeker.get('/api/journal/export?format=json');
    const dates = new Set(exported.json<{ entries: { date: string }[] }>().entries.map((e) => e.date));
    for (const date of acknowledged) expect(dates.has(date), `acknowledged entry ${date}`).toBe(true);
    for (const date of refusedDates) expect(dates.has(date), `refused entry ${date}`).toBe(false);
    expect(await sqliteIntegrity(file)).toBe('ok');
    const figures = {
      engine: 'sqlite',
      fault: 'DATA_DIR on a 48 MB tmpfs filled to the last block',
      writesAcknowledgedOnFullDisk: acknowledged.length,
      answers: Object.fromEntries(probes.map((p) => [p.name, { status: p.status, ms: p.ms }])),
      recoveredAfterMs: recoveryMs,
    };
    writeFigures('outage-sqlite-disk-full', figures);
    process.stdout.write(`SQLite disk full: ${JSON.stringify(figures)}\n`);
    seeker.close();
  });
});
