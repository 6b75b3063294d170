import type { Algorithm } from '@node-rs/argon2';
import { PasswordWorkers } from './password-workers.js';

/**
 * Argon2id with OWASP's minimum (19 MiB, 2 iterations, 1 lane), on worker threads of low priority
 * (`password-workers.ts`), so a burst of sign-ins neither blocks the event loop nor keeps it from a core.
 */
/** `Algorithm.Argon2id` is 2 (a const enum, which isolated modules cannot read). */
export const ARGON2_OPTIONS = { algorithm: 2 as Algorithm, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

let workers: PasswordWorkers | undefined;
/** The process's hashing workers, started on first use. */
export function passwordWorkers(): PasswordWorkers {
  return (workers ??= new PasswordWorkers());
}

export function hashPassword(password: string): Promise<string> {
  return passwordWorkers().hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword({ hash: stored, password }: { hash: string; password: string }): Promise<boolean> {
  try {
    return await passwordWorkers().verify(stored, password);
  } catch {
    // A malformed stored hash is a failed check, never a 500.
    return false;
  }
}

const COMMON = new Set([
  'password', 'password1', 'password12', 'password123', 'password1234', 'passw0rd', '1234567890', '0123456789', '12345678910',
  'qwertyuiop', 'qwerty1234', 'qwerty12345', '1q2w3e4r5t', 'iloveyou12', 'letmein123', 'welcome123', 'admin12345',
  'abcdefghij', 'abc1234567', 'football12', 'baseball12', 'sunshine12', 'princess12', 'monkey1234', 'dragon1234',
  'trustno1234', 'harbour123', 'harbour2026', 'changeme123', 'aaaaaaaaaa', '1111111111', 'qazwsxedcr',
]);

/** Length is checked by the shared schema; this refuses passwords that are long but easy to guess. */
export function isWeakPassword(password: string, context: { email?: string; username?: string } = {}): boolean {
  const lower = password.toLowerCase();
  if (COMMON.has(lower)) return true;
  if (new Set(lower).size < 4) return true;
  if (/^(.{1,3})\1+$/.test(lower)) return true;
  const local = context.email?.split('@')[0]?.toLowerCase();
  if (local && local.length >= 4 && lower.includes(local)) return true;
  const username = context.username?.toLowerCase();
  if (username && username.length >= 4 && lower.includes(username)) return true;
  return false;
}
