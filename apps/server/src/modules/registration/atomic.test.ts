import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseKind } from '../../config.js';
import type { Database } from '../../db/schema.js';
import { newPerson, register } from '../../test-support/accounts.js';
import { createTestApp, engines, type TestApp } from '../../test-support/app.js';
import { TestClient } from '../../test-support/http.js';
import { readMailbox } from '../mail/mailer.js';

/**
 * A registration is all or nothing: the person, their credential, the role they chose and a professional's
 * verification request. Each case makes one of the later writes fail inside the database (a trigger, as a
 * full disk or a crash at that moment would) and checks nothing of the person is left behind, so the same
 * e-mail and username register as soon as the database is well again.
 */
async function failInsertsInto(db: Kysely<Database>, kind: DatabaseKind, table: string): Promise<() => Promise<void>> {
  if (kind === 'sqlite') {
    await sql.raw(`create trigger fail_${table} before insert on "${table}" begin select raise(abort, 'simulated failure'); end`).execute(db);
    return async () => void (await sql.raw(`drop trigger fail_${table}`).execute(db));
  }
  await sql.raw(`create or replace function harbour_fail_insert() returns trigger language plpgsql as $$ begin raise exception 'simulated failure'; end $$`).execute(db);
  await sql.raw(`create trigger fail_${table} before insert on "${table}" for each row execute function harbour_fail_insert()`).execute(db);
  return async () => void (await sql.raw(`drop trigger fail_${table} on "${table}"`).execute(db));
}

describe.each(engines)('registration is all or nothing on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  const rowsOf = async (email: string) => {
    const db = t.app.database.db;
    const user = await db.selectFrom('users').select(['id', 'role']).where('email', '=', email).executeTakeFirst();
    if (!user) return { user, credentials: 0, requests: 0 };
    const credentials = (await db.selectFrom('accounts').select('id').where('userId', '=', user.id).where('providerId', '=', 'credential').execute()).length;
    const requests = (await db.selectFrom('professionalVerifications').select('id').where('userId', '=', user.id).execute()).length;
    return { user, credentials, requests };
  };

  const cases = [
    { name: 'the credential', table: 'accounts', person: () => newPerson({ role: 'supporter' }), role: 'supporter', requests: 0 },
    {
      name: "a professional's verification request",
      table: 'professionalVerifications',
      person: () =>
        newPerson({
          role: 'professional',
          fullName: 'Dr Robin Harbour',
          licence: { licenceNumber: 'PSY-77', regulator: 'Health and Care Professions Council', country: 'United Kingdom', licenceExpiry: '2031-01-31' },
        }),
      role: 'seeker',
      requests: 1,
    },
  ];

  for (const c of cases) {
    it(`leaves no account behind when writing ${c.name} fails, and the same person registers afterwards`, async () => {
      const person = c.person();
      const restore = await failInsertsInto(t.app.database.db, kind, c.table);
      let restored = false;
      try {
        const failed = await register(new TestClient(t.app), person);
        expect(failed.statusCode).toBe(500);
        expect(failed.json()).toEqual({ code: 'server-error', message: expect.any(String) });
        expect(await rowsOf(person.email)).toEqual({ user: undefined, credentials: 0, requests: 0 });
        expect(readMailbox(t.config).filter((m) => m.to === person.email)).toHaveLength(0);
        await restore();
        restored = true;
      } finally {
        if (!restored) await restore();
      }

      const again = await register(new TestClient(t.app), person);
      expect(again.statusCode, again.body).toBe(201);
      const rows = await rowsOf(person.email);
      expect(rows.user?.role).toBe(c.role);
      expect(rows.credentials).toBe(1);
      expect(rows.requests).toBe(c.requests);
      expect(readMailbox(t.config).filter((m) => m.to === person.email)).toHaveLength(1);
    });
  }
});
