// The server runs with node-flags.json's flags (decision 014: V8's memory reducer off): `npm start` passes them to
// the server process it starts, this suite's own servers get them too, and Node accepts every one of them.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from '../src/test-support/node-flags.js';
import { freePort, removeDir, repoRoot, serverEntry, serverEnv, startServer, tempDir, waitForHealthy } from './support/server-process.js';

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A running process's command line, as the kernel has it. */
const commandLine = (pid: number): string[] => readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
const childrenOf = (pid: number): number[] =>
  readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);

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
    // scripts/start.mjs, exactly as `npm start` runs it (the suite runs after a build, so it starts at once).
    const launcher = spawn(process.execPath, [path.join(repoRoot, 'scripts/start.mjs')], {
      cwd: repoRoot,
      env: serverEnv({ dataDir, port, env: { LOG_LEVEL: 'warn' } }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    launcher.stdout.on('data', (d: Buffer) => (out += d.toString('utf8')));
    launcher.stderr.on('data', (d: Buffer) => (out += d.toString('utf8')));
    const exited = new Promise<number | string>((resolve) => launcher.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')));
    cleanups.push(async () => {
      if (launcher.exitCode === null && launcher.pid) for (const pid of childrenOf(launcher.pid)) process.kill(pid, 'SIGTERM');
      await exited;
    });
    await waitForHealthy(`http://127.0.0.1:${port}`, { output: () => out, exited }, 120_000);

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
