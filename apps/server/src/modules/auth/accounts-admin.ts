import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Role } from '@wellbeing/shared/roles';
import type { Database } from '../../db/schema.js';
import type { DatabaseKind } from '../../config.js';
import { hashPassword } from './password.js';

export interface NewVerifiedAccount {
  email: string;
  username: string;
  password: string;
  role: Role;
  fullName?: string | null;
}

export interface NewAccount extends NewVerifiedAccount {
  emailVerified: boolean;
  gender?: string | null;
  dateOfBirth?: string | null;
}

/**
 * Writes an account the way the auth library does at sign-up (the user row with its profile fields, and the
 * credential with the password hash), and whatever `alongside` adds, in ONE transaction: a crash or a
 * failed insert leaves either all of it or none of it, never a person without a password or without the
 * role they chose. The password is hashed before the transaction, so the database is never held waiting.
 */
export async function createAccount(
  db: Kysely<Database>,
  kind: DatabaseKind,
  account: NewAccount,
  alongside?: (trx: Transaction<Database>, userId: string) => Promise<void>,
): Promise<string> {
  const id = randomUUID();
  const now = new Date().toISOString();
  const hash = await hashPassword(account.password);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('users')
      .values({
        id,
        name: account.username,
        email: account.email.toLowerCase(),
        emailVerified: kind === 'sqlite' ? (account.emailVerified ? 1 : 0) : account.emailVerified,
        image: null,
        createdAt: now,
        updatedAt: now,
        username: account.username,
        role: account.role,
        gender: account.gender ?? null,
        dateOfBirth: account.dateOfBirth ?? null,
        fullName: account.fullName ?? null,
      })
      .execute();
    await trx
      .insertInto('accounts')
      .values({ id: randomUUID(), accountId: id, providerId: 'credential', userId: id, password: hash, createdAt: now, updatedAt: now })
      .execute();
    if (alongside) await alongside(trx, id);
  });
  return id;
}

/** A verified account with a credential, for demo accounts and the admin tool; people register through the registration service. */
export async function createVerifiedAccount(
  db: Kysely<Database>,
  kind: DatabaseKind,
  account: NewVerifiedAccount,
  alongside?: (trx: Transaction<Database>, userId: string) => Promise<void>,
): Promise<string> {
  return createAccount(db, kind, { ...account, emailVerified: true }, alongside);
}

export const DEMO_ACCOUNTS = [
  { email: 'seeker@example.com', username: 'demo-seeker', role: 'seeker' },
  { email: 'supporter@example.com', username: 'demo-supporter', role: 'supporter' },
  { email: 'professional@example.com', username: 'demo-professional', role: 'professional', fullName: 'Dr Sam Demo' },
  { email: 'admin@example.com', username: 'demo-admin', role: 'admin' },
] as const satisfies readonly Omit<NewVerifiedAccount, 'password'>[];

/** One verified account per role when not in production; a restart never duplicates them. */
export async function ensureDemoAccounts(db: Kysely<Database>, kind: DatabaseKind, password: string): Promise<number> {
  let created = 0;
  for (const demo of DEMO_ACCOUNTS) {
    const existing = await db.selectFrom('users').select('id').where('email', '=', demo.email).executeTakeFirst();
    if (existing) continue;
    try {
      // The approved verification of the demo professional is written with the account, so a start-up
      // interrupted half-way never leaves a professional without it.
      await createVerifiedAccount(db, kind, { ...demo, password }, async (trx, id) => {
        if (demo.role !== 'professional') return;
        const expiry = new Date(Date.now() + 365 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
        await trx
          .insertInto('professionalVerifications')
          .values({ id: randomUUID(), userId: id, fullName: demo.fullName, licenceNumber: 'DEMO-0001', regulator: 'Demo Regulator', country: 'United Kingdom', licenceExpiry: expiry, status: 'approved', createdAt: new Date().toISOString(), decidedAt: new Date().toISOString(), decidedBy: null })
          .execute();
      });
      created++;
    } catch (error) {
      // Another instance starting at the same moment created it first.
      const again = await db.selectFrom('users').select('id').where('email', '=', demo.email).executeTakeFirst();
      if (!again) throw error;
    }
  }
  return created;
}

/** `npm run admin:create`: promotes an existing account to admin, or creates a verified admin. */
export async function createOrPromoteAdmin(db: Kysely<Database>, kind: DatabaseKind, email: string, password: string | undefined, username?: string): Promise<'promoted' | 'created'> {
  const existing = await db.selectFrom('users').select('id').where('email', '=', email.toLowerCase()).executeTakeFirst();
  if (existing) {
    await db.updateTable('users').set({ role: 'admin', updatedAt: new Date().toISOString() }).where('id', '=', existing.id).execute();
    return 'promoted';
  }
  if (!password) throw new Error('No account has that e-mail: give --password (at least 10 characters) to create one.');
  const fallbackName = email.split('@')[0]!.replace(/[^A-Za-z0-9._-]/g, '').slice(0, 30);
  await createVerifiedAccount(db, kind, { email, username: username ?? (fallbackName.length >= 3 ? fallbackName : 'admin'), password, role: 'admin' });
  return 'created';
}
