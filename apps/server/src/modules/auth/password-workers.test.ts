import os from 'node:os';
import { afterAll, describe, expect, it } from 'vitest';
import { ARGON2_OPTIONS, hashPassword, passwordWorkers, verifyPassword } from './password.js';
import { HASHING_NICE, PasswordWorkers } from './password-workers.js';

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
