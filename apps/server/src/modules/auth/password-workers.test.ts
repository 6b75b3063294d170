import os from 'node:os';
import { afterAll, describe, expect, it } from 'vitest';
import { ARGON2_OPTIONS, hashPassword, passwordWorkers, verifyPassword } from './password.js';
import { HASHING_NICE, PasswordWorkers, TASKS_PER_WORKER, WORKER_SOURCE } from './password-workers.js';

describe('password hashing on low-priority workers (password-workers.ts)', () => {
  const own = new PasswordWorkers(2);
  afterAll(() => own.close());

  it('hashes with Argon2id at the app’s parameters and verifies only the right password', async () => {
    const stored = await hashPassword('calm-harbour-river-42');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword({ hash: stored, password: 'calm-harbour-river-42' })).toBe(true);
    expect(await verifyPassword({ hash: stored, password: 'calm-harbour-river-43' })).toBe(false);
    // A malformed stored hash is a failed check, never an error.
    expect(await verifyPassword({ hash: 'not-a-hash', password: 'x' })).toBe(false);
  });

  it('runs more tasks than workers, each answered once and in full', async () => {
    const stored = await own.hash('queue-test-password', ARGON2_OPTIONS);
    const answers = await Promise.all(Array.from({ length: 7 }, (_, i) => own.verify(stored, i % 2 === 0 ? 'queue-test-password' : 'wrong')));
    expect(answers).toEqual([true, false, true, false, true, false, true]);
  });

  it('gives every worker a task before any gets a second, and no worker more than two', async () => {
    const stored = await own.hash('spread-test-password', ARGON2_OPTIONS);
    const answers = Promise.all(Array.from({ length: 7 }, () => own.verify(stored, 'spread-test-password')));
    expect(TASKS_PER_WORKER).toBe(2);
    expect(own.inFlight()).toEqual([2, 2]);
    expect(await answers).toEqual(Array(7).fill(true));
    expect(own.inFlight()).toEqual([0, 0]);
    const one = own.verify(stored, 'spread-test-password');
    const two = own.verify(stored, 'spread-test-password');
    expect(own.inFlight()).toEqual([1, 1]);
    expect(await Promise.all([one, two])).toEqual([true, true]);
  });

  it('when a worker dies, only the task it was running fails: the ones waiting on it are answered', async () => {
    const crashing = WORKER_SOURCE.replace("parentPort.on('message', (task) => {", "parentPort.on('message', (task) => { if (task.password === 'crash-now') process.exit(3);");
    expect(crashing).not.toBe(WORKER_SOURCE);
    const fragile = new PasswordWorkers(1, crashing);
    try {
      const stored = await fragile.hash('survivor-password', ARGON2_OPTIONS);
      const dies = fragile.verify(stored, 'crash-now');
      const waits = fragile.verify(stored, 'survivor-password');
      expect(fragile.inFlight()).toEqual([2]);
      await expect(dies).rejects.toThrow('exit code 3');
      expect(await waits).toBe(true);
    } finally {
      await fragile.close();
    }
  });

  it('hashes at a lower priority than the event loop', async () => {
    expect(await passwordWorkers().priority()).toBe(HASHING_NICE);
    expect(os.getPriority()).toBeLessThan(HASHING_NICE);
  });

  it('refuses work once closed', async () => {
    const closing = new PasswordWorkers(1);
    const stored = await closing.hash('x-password-long', ARGON2_OPTIONS);
    await closing.close();
    await expect(closing.verify(stored, 'x-password-long')).rejects.toThrow('closed');
  });
});
