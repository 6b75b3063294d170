// Starts the built server (`apps/server/dist/server.js`, as `npm start` runs it, with the server's Node flags) as a
// child process, for the reliability suite: crashes, restarts, signals, load and several instances on one database.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { SERVER_NODE_FLAGS } from '../../src/test-support/node-flags.js';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
export const serverEntry = path.join(repoRoot, 'apps/server/dist/server.js');
export const DEMO_PASSWORD = 'reliability-demo-2026';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

export function tempDir(prefix = 'harbour-rel-'): string {
  return mkdtempSync(path.join(os.tmpdir(), prefix));
}

export interface ServerOptions {
  /** DATA_DIR; a fresh temporary directory when omitted. */
  dataDir?: string;
  /** PostgreSQL URL; SQLite in DATA_DIR when omitted. */
  databaseUrl?: string;
  port?: number;
  /** Extra environment (SMTP_URL, REDIS_URL, LOG_LEVEL, NODE_ENV …). */
  env?: Record<string, string | undefined>;
  /** How long to wait for /api/health to answer 200. */
  readyTimeoutMs?: number;
}

export interface ServerProcess {
  url: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  /** Everything the process wrote, for assertions (log leaks, start-up refusals). */
  output(): string;
  /** Resolves with the exit code (or signal name) when the process ends. */
  exited: Promise<number | string>;
  kill(signal?: NodeJS.Signals): void;
  /** SIGTERM, then SIGKILL after `graceMs`; resolves when the process is gone. */
  stop(graceMs?: number): Promise<number | string>;
}

/**
 * Spawns the server and waits until `/api/health` answers 200. Demo mode (NODE_ENV unset → development)
 * unless `env.NODE_ENV` says otherwise, so the seed articles and demo accounts exist.
 */
export async function startServer(options: ServerOptions = {}): Promise<ServerProcess> {
  const proc = spawnServer(options);
  try {
    await waitForHealthy(proc.url, proc, options.readyTimeoutMs ?? 60_000);
  } catch (error) {
    proc.kill('SIGKILL');
    throw error;
  }
  return proc;
}

/**
 * The environment the suite's servers run in: this process's, without the settings that would point the server
 * elsewhere (NODE_ENV, DATABASE_URL, REDIS_URL, SMTP_URL, PUBLIC_URL), then the given port, data directory, database
 * and extra variables. Demo mode unless `env.NODE_ENV` says otherwise.
 */
export function serverEnv(options: ServerOptions & { dataDir: string; port: number }): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env)) if (v !== undefined) env[k] = v;
  delete env.NODE_ENV;
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  delete env.SMTP_URL;
  delete env.PUBLIC_URL;
  Object.assign(env, {
    PORT: String(options.port),
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    DEMO_PASSWORD,
    LOG_LEVEL: 'info',
    REGISTRATION_PORT: '0',
  });
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  for (const [k, v] of Object.entries(options.env ?? {})) {
    if (v === undefined) delete env[k];
    else env[k] = v;
  }
  return env;
}

/** Spawns the server without waiting (for tests that expect it to refuse to start). */
export function spawnServer(options: ServerOptions = {}): ServerProcess {
  const dataDir = options.dataDir ?? tempDir();
  const port = options.port ?? 0;
  if (port === 0) throw new Error('spawnServer needs a port: call freePort() first (startServer does)');
  const env = serverEnv({ ...options, dataDir, port });
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, serverEntry], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString('utf8')));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString('utf8')));
  const exited = new Promise<number | string>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')));
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    port,
    dataDir,
    child,
    output: () => out,
    exited,
    kill: (signal = 'SIGKILL') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    },
    stop: async (graceMs = 10_000) => {
      if (child.exitCode !== null || child.signalCode !== null) return exited;
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      child.kill('SIGTERM');
      const result = await exited;
      clearTimeout(timer);
      return result;
    },
  };
}

/** Waits until `url`'s /api/health answers 200; fails at once if the process exits first, with what it wrote. */
export async function waitForHealthy(url: string, proc: Pick<ServerProcess, 'output' | 'exited'>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  void proc.exited.then(() => (exited = true));
  while (Date.now() < deadline) {
    if (exited) throw new Error(`server exited before it was ready:\n${proc.output().slice(-2000)}`);
    try {
      const res = await fetch(`${url}/api/health`);
      await res.arrayBuffer();
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server not healthy after ${timeoutMs} ms:\n${proc.output().slice(-2000)}`);
}

/** startServer with a free port chosen here. */
export async function startServerOnFreePort(options: Omit<ServerOptions, 'port'> = {}): Promise<ServerProcess> {
  return startServer({ ...options, port: await freePort() });
}

export const postgresBaseUrl = process.env.TEST_DATABASE_URL;

/** A fresh, empty PostgreSQL database (the server migrates it at start-up); drop() removes it. */
export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  if (!postgresBaseUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `harbour_rel_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: postgresBaseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(postgresBaseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: postgresBaseUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

/** A cookie jar for one client: keeps `name=value` pairs from Set-Cookie. */
export class CookieJar {
  private cookies = new Map<string, string>();
  store(res: Response): void {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const i = pair!.indexOf('=');
      const name = pair!.slice(0, i).trim();
      const value = pair!.slice(i + 1).trim();
      if (!value || /max-age=0/i.test(c)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}
