// The server runs with node-flags.json's flags (decision 014: V8's memory reducer off): `npm start` passes them to
// the server process it starts, this suite's own servers get them too, and Node accepts every one of them.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from '../src/test-support/node-flags.js';
import { DEMO_PASSWORD, freePort, removeDir, repoRoot, serverEntry, startServer, tempDir } from './support/server-process.js';

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A running process's command line, as the kernel has it. */
const commandLine = (pid: number): string[] => readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
const childrenOf = (pid: number): number[] =>
  readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);

async function healthy(url: string, deadline: number): Promise<void> {
  for (;;) {
    const status = await fetch(`${url}/api/health`).then((r) => r.status, () => 0);
    if (status === 200) return;
    if (Date.now() > deadline) throw new Error(`${url}/api/health did not answer 200 in time`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe("the server's Node flags", () => {
  it('are flags this Node accepts, and include turning the memory reducer off', () => {
    expect(SERVER_NODE_FLAGS).toContain('--no-memory-reducer');
    const run = spawnSync(process.execPath, [...SERVER_NODE_FLAGS, '-e', 'process.exit(0)'], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });

  it('are on the command line of the server `npm start` starts', async () => {
    const dataDir = tempDir('harbour-flags-');
    cleanups.push(() => removeDir(dataDir));
    const port = await freePort();
    const env: Record<string, string> = {};
    for (const [k, v] of Object.entries(process.env)) if (v !== undefined && !['NODE_ENV', 'DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'PUBLIC_URL'].includes(k)) env[k] = v;
    Object.assign(env, { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DEMO_PASSWORD, LOG_LEVEL: 'warn', REGISTRATION_PORT: '0' });
    // scripts/start.mjs, exactly as `npm start` runs it (the suite runs after a build, so it starts at once).
    const launcher = spawn(process.execPath, [path.join(repoRoot, 'scripts/start.mjs')], { cwd: repoRoot, env, stdio: 'ignore' });
    const exited = new Promise((resolve) => launcher.once('exit', resolve));
    cleanups.push(async () => {
      for (const pid of launcher.pid ? childrenOf(launcher.pid) : []) process.kill(pid, 'SIGTERM');
      await exited;
    });
    await healthy(`http://127.0.0.1:${port}`, Date.now() + 120_000);

    const [server] = childrenOf(launcher.pid as number);
    expect(server, 'npm start runs the server as its child').toBeDefined();
    const argv = commandLine(server as number);
    expect(argv.slice(1, 1 + SERVER_NODE_FLAGS.length)).toEqual([...SERVER_NODE_FLAGS]);
    expect(argv[1 + SERVER_NODE_FLAGS.length]).toBe(serverEntry);
  });

  it("are on the command line of this suite's servers", async () => {
    const server = await startServer({ port: await freePort(), env: { LOG_LEVEL: 'warn' } });
    cleanups.push(async () => {
      await server.stop();
      removeDir(server.dataDir);
    });
    expect(commandLine(server.child.pid as number).slice(1, 1 + SERVER_NODE_FLAGS.length)).toEqual([...SERVER_NODE_FLAGS]);
  });
});
