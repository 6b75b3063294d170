import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireInstanceLock, InstanceLockError } from './instance-lock.js';

const moduleFile = fileURLToPath(new URL('./instance-lock.ts', import.meta.url));
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'harbour-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function refusal(dir: string): InstanceLockError {
  try {
    acquireInstanceLock(dir).release();
  } catch (error) {
    if (error instanceof InstanceLockError) return error;
    throw error;
  }
  throw new Error('the lock was granted twice');
}

describe('one server per SQLite data directory', () => {
  it('refuses a second holder with a message naming the directory, and lets one in after release', () => {
    const dir = tempDir();
    const first = acquireInstanceLock(dir);
    const error = refusal(dir);
    expect(error.message).toContain(dir);
    expect(error.message).toMatch(/Another Harbour server \(process \d+\) is already using the data directory/);
    expect(error.holderPid).toBe(process.pid);
    first.release();
    const second = acquireInstanceLock(dir);
    second.release();
  });

  it('is held by another process until that process is killed with SIGKILL, then taken over at once', async () => {
    const dir = tempDir();
    // The real module in a separate process (tsx compiles it), holding the lock until killed.
    const script = `const { acquireInstanceLock } = await import(${JSON.stringify(moduleFile)}); acquireInstanceLock(${JSON.stringify(dir)}); process.stdout.write('locked\\n'); setInterval(() => {}, 60_000);`;
    const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', '--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    try {
      let output = '';
      await new Promise<void>((resolve, reject) => {
        child.stdout.on('data', (d: Buffer) => {
          output += d.toString();
          if (output.includes('locked')) resolve();
        });
        child.stderr.on('data', (d: Buffer) => (output += d.toString()));
        child.once('exit', () => reject(new Error(`the child exited before locking:\n${output}`)));
      });
      const error = refusal(dir);
      expect(error.holderPid).toBe(child.pid);
      expect(error.message).toContain(dir);

      child.kill('SIGKILL');
      await exited;
      // No stale lock after kill -9: the kernel released it with the process.
      const lock = acquireInstanceLock(dir);
      lock.release();
    } finally {
      child.kill('SIGKILL');
    }
  });
});
