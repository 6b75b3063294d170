// A second server started on the same SQLite data directory refuses to start, with a message naming the
// directory, and changes nothing; the registration service run alone may share the directory (it is meant
// to); after the first server is killed with SIGKILL the directory is free at once (no stale lock); on
// PostgreSQL, where several instances are the supported way to scale, no lock is taken.
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ApiClient, newPerson, signIn, writeFigures } from './support/api-client.js';
import {
  createPostgresDatabase,
  DEMO_PASSWORD,
  freePort,
  postgresBaseUrl,
  removeDir,
  repoRoot,
  spawnServer,
  startServer,
  tempDir,
  type ServerProcess,
} from './support/server-process.js';

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function track(server: ServerProcess): ServerProcess {
  cleanups.push(async () => {
    server.kill('SIGKILL');
    await server.exited;
  });
  return server;
}

const refusesConnections = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });

describe('a second server on the same SQLite data directory', () => {
  it('refuses to start with a clear message, leaves the first one untouched, and the directory is free again after kill -9', async () => {
    const dataDir = tempDir('harbour-lock-');
    cleanups.push(() => removeDir(dataDir));
    const first = track(await startServer({ dataDir, port: await freePort(), env: { LOG_LEVEL: 'warn' } }));
    const seeker = new ApiClient(first.url);
    await signIn(seeker, { email: 'seeker@example.com', password: DEMO_PASSWORD });
    expect((await seeker.post('/api/journal', { date: '2020-02-02', mood: 4, tags: [], note: 'before the second server' })).status).toBe(201);

    const secondPort = await freePort();
    const second = track(spawnServer({ dataDir, port: secondPort, env: { LOG_LEVEL: 'warn' } }));
    const startedAt = Date.now();
    const code = await second.exited;
    const refusedAfterMs = Date.now() - startedAt;
    expect(code, second.output()).not.toBe(0);
    expect(typeof code).toBe('number');
    expect(second.output()).toContain(`Another Harbour server (process ${first.child.pid}) is already using the data directory ${dataDir}.`);
    expect(second.output()).not.toMatch(/Harbour is running/);
    expect(await refusesConnections(secondPort)).toBe(true);

    // The first server carries on as if nothing happened.
    expect((await seeker.post('/api/journal', { date: '2020-02-03', mood: 3, tags: [], note: 'after the second server' })).status).toBe(201);
    const entries = (await seeker.get('/api/journal/export?format=json')).json<{ entries: { date: string }[] }>().entries.map((e) => e.date);
    expect(entries).toEqual(expect.arrayContaining(['2020-02-02', '2020-02-03']));

    // The registration service alone shares the directory with the main server by design.
    const registrationPort = await freePort();
    const registration = spawn(process.execPath, [path.join(repoRoot, 'apps/server/dist/modules/registration/server.js')], {
      cwd: repoRoot,
      env: { ...process.env, NODE_ENV: '', DATABASE_URL: '', REDIS_URL: '', SMTP_URL: '', PUBLIC_URL: '', DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: String(first.port), REGISTRATION_PORT: String(registrationPort), LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    cleanups.push(() => void registration.kill('SIGKILL'));
    let registrationOutput = '';
    await new Promise<void>((resolve, reject) => {
      const onData = (d: Buffer) => {
        registrationOutput += d.toString();
        if (registrationOutput.includes('listening')) resolve();
      };
      registration.stdout.on('data', onData);
      registration.stderr.on('data', onData);
      registration.once('exit', () => reject(new Error(`the registration service exited:\n${registrationOutput}`)));
    });
    const ticket = (await new ApiClient(first.url).get('/api/registration/ticket')).json<{ ticket: string }>().ticket;
    const person = newPerson('supporter');
    const viaService = new ApiClient(`http://127.0.0.1:${registrationPort}`);
    const registered = await viaService.request('POST', '/', person, { authorization: `Bearer ${ticket}`, origin: `http://localhost:${first.port}` });
    expect(registered.status, registered.text).toBe(201);
    const taken = await new ApiClient(first.url).get(`/api/users/username-available?username=${person.username}`);
    expect(taken.json()).toEqual({ available: false });
    registration.kill('SIGTERM');

    // kill -9: the kernel releases the lock with the process; a new server takes the directory at once.
    first.kill('SIGKILL');
    await first.exited;
    const after = track(await startServer({ dataDir, port: await freePort(), env: { LOG_LEVEL: 'warn' } }));
    const again = new ApiClient(after.url);
    await signIn(again, { email: 'seeker@example.com', password: DEMO_PASSWORD });
    expect((await again.get('/api/journal/export?format=json')).json<{ entries: unknown[] }>().entries.length).toBeGreaterThanOrEqual(2);
    expect(await after.stop()).toBe(0);

    writeFigures('second-server-sqlite', { refused: true, exitCode: code, refusedAfterMs, message: second.output().trim().split('\n').at(-1), startedAfterKill9: true });
  });
});

describe.skipIf(!postgresBaseUrl)('two servers on one PostgreSQL database and one data directory', () => {
  it('both start: the lock is only for SQLite', async () => {
    const database = await createPostgresDatabase();
    cleanups.push(() => database.drop());
    const dataDir = tempDir('harbour-lock-pg-');
    cleanups.push(() => removeDir(dataDir));
    const a = track(await startServer({ dataDir, databaseUrl: database.url, port: await freePort(), env: { LOG_LEVEL: 'warn' } }));
    const b = track(await startServer({ dataDir, databaseUrl: database.url, port: await freePort(), env: { LOG_LEVEL: 'warn' } }));
    for (const s of [a, b]) expect((await new ApiClient(s.url).get('/api/health')).status).toBe(200);
    expect(await b.stop()).toBe(0);
    expect(await a.stop()).toBe(0);
  });
});
