// Starts the built app on a fresh data directory (with the seed content and demo accounts) and the bare
// node:http baseline, each pinned to the server core when taskset is available.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SERVER_NODE_FLAGS } from '../../scripts/lib.mjs';
import { ALL_CPUS, SERVER_CPUS, cpuTicks, freePort, fromRoot, repin, root, sleep, spawnPinned, waitForHttp } from './util.mjs';

/** The demo accounts' password for this run (the app creates the demo accounts with it at start-up). */
export const DEMO_PASSWORD = 'bench-demo-password-2026';
export const DEMO_SEEKER = 'seeker@example.com';

function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * Waits until the app has finished its start-up work (its worker threads still use ≈0.4 s of CPU in the first
 * seconds after it first answers): under 5 % of a core for a whole second, at most 30 s. Measured otherwise, the first
 * section's first rounds shared the server core with it, and `/api/health` (measured first) read 0.72 × bare
 * in a run where the featured list, answered by the same code path, read 0.87.
 */
async function waitUntilIdle(pid, { timeoutMs = 30_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  let before = cpuTicks(pid);
  while (before !== undefined && Date.now() < deadline) {
    await sleep(1000);
    const after = cpuTicks(pid);
    if (after === undefined || after - before <= 5) return;
    before = after;
  }
}

/**
 * The app as `npm start` runs it (with the server's Node flags, decision 014), except: a fresh DATA_DIR, NODE_ENV
 * unset (development: demo content and demo accounts exist), LOG_LEVEL=warn, SQLite (DATABASE_URL cleared), a free
 * port.
 */
export async function startApp({ cpus = SERVER_CPUS } = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'harbour-bench-'));
  const port = await freePort();
  const env = { ...process.env, LOG_LEVEL: 'warn', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', DEMO_PASSWORD, REGISTRATION_PORT: String(await freePort()) };
  delete env.NODE_ENV;
  delete env.PUBLIC_URL;
  delete env.REDIS_URL;
  delete env.SMTP_URL;
  const child = spawnPinned(cpus, process.execPath, [...SERVER_NODE_FLAGS, fromRoot('apps/server/dist/server.js')], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/api/health`, { child, timeoutMs: 120_000 });
  await waitUntilIdle(child.pid);
  return {
    url,
    port,
    pid: child.pid,
    dataDir,
    /** Moves the server (all its threads) onto other cores, e.g. every core for the sign-in flood. */
    pin: (list) => repin(child.pid, list),
    async stop() {
      await stopChild(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The baseline: a bare node:http server answering every request with a small JSON body. */
export async function startBareServer({ cpus = SERVER_CPUS } = {}) {
  const port = await freePort();
  const child = spawnPinned(cpus, process.execPath, [fromRoot('bench/bare-server.mjs'), String(port)], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(url, { child });
  return { url, port, pid: child.pid, pin: (list) => repin(child.pid, list), stop: () => stopChild(child) };
}

/** Signs in through the app's own endpoint and returns the session cookie (`name=value; …`). */
export async function signIn(url, email = DEMO_SEEKER, password = DEMO_PASSWORD) {
  for (let attempt = 0; attempt < 3; attempt++) {
    const res = await fetch(`${url}/api/session/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url },
      body: JSON.stringify({ email, password }),
    });
    await res.arrayBuffer();
    if (res.ok) {
      const cookie = res.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      if (!cookie.includes('session_token')) throw new Error('sign-in answered without a session cookie');
      return cookie;
    }
    if (res.status !== 429) throw new Error(`sign-in failed with status ${res.status}`);
    await sleep(1000);
  }
  throw new Error('sign-in kept being rate limited');
}

export { ALL_CPUS };
