import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@wellbeing/shared/errors';
import { login, newPerson, register } from '../test-support/accounts.js';
import { createTestApp, type TestApp } from '../test-support/app.js';
import { TestClient } from '../test-support/http.js';
import { isDatabaseUnavailable } from '../plugins/errors.js';
import { openDatabase, type DatabaseHandle } from './database.js';

/**
 * A full disk on SQLite, made in-process with `max_page_count` (the database may not grow: SQLITE_FULL, as
 * when the file system is full). The long tests do it with a real full file system and read-only files
 * (reliability/database-outage.rel.test.ts).
 */
const freezeSize = async (handle: DatabaseHandle) => {
  const { rows } = await sql<{ page_count: number }>`pragma page_count`.execute(handle.db);
  await sql.raw(`pragma max_page_count = ${rows[0]!.page_count}`).execute(handle.db);
};
const unfreezeSize = (handle: DatabaseHandle) => sql.raw('pragma max_page_count = 4294967294').execute(handle.db);

describe('SQLite: a transaction SQLite rolled back by itself', () => {
  let dir: string;
  let handle: DatabaseHandle;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'harbour-full-'));
    handle = openDatabase({ kind: 'sqlite', file: path.join(dir, 'db.sqlite') });
    await sql`create table notes (body text not null)`.execute(handle.db);
  });
  afterAll(async () => {
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('reports the real error (SQLITE_FULL, a 503), not the failed ROLLBACK that follows it', async () => {
    await freezeSize(handle);
    const error = await handle.db
      .transaction()
      .execute(async (trx) => {
        await sql`insert into notes (body) values (${'x'.repeat(200_000)})`.execute(trx);
      })
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect((error as { code?: string }).code).toBe('SQLITE_FULL');
    expect(isDatabaseUnavailable(error)).toBe(true);
    await unfreezeSize(handle);
    // The connection is usable again and nothing of the failed transaction is there.
    await handle.db.transaction().execute(async (trx) => {
      await sql`insert into notes (body) values ('after')`.execute(trx);
    });
    const { rows } = await sql<{ body: string }>`select body from notes`.execute(handle.db);
    expect(rows.map((r) => r.body)).toEqual(['after']);
  });

  it('still rolls back a transaction that is open when its callback fails', async () => {
    const error = await handle.db
      .transaction()
      .execute(async (trx) => {
        await sql`insert into notes (body) values ('rolled back')`.execute(trx);
        throw new Error('changed my mind');
      })
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect((error as Error).message).toBe('changed my mind');
    const { rows } = await sql<{ body: string }>`select body from notes`.execute(handle.db);
    expect(rows.map((r) => r.body)).toEqual(['after']);
  });
});

describe('SQLite disk full, through the API', () => {
  let t: TestApp;
  let seeker: TestClient;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    seeker = new TestClient(t.app);
    expect((await login(seeker, 'seeker@example.com', t.config.demoPassword)).statusCode).toBe(200);
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers writes with a clear 503, writes nothing partial, keeps reading, and works again once there is space', async () => {
    await freezeSize(t.app.database);
    let refused;
    const accepted: string[] = [];
    for (let day = 1; day <= 300 && !refused; day++) {
      const date = `2015-${String(Math.ceil(day / 28)).padStart(2, '0')}-${String(((day - 1) % 28) + 1).padStart(2, '0')}`;
      const res = await seeker.post('/api/journal', { date, mood: 3, tags: [], note: `${'Nowhere to write this. '.repeat(80)}${day}` });
      if (res.statusCode === 201) accepted.push(date);
      else refused = { res, date };
    }
    expect(refused, 'a write refused once the database may not grow').toBeDefined();
    expect(refused!.res.statusCode).toBe(503);
    expect(refused!.res.json()).toEqual({ code: 'service/unavailable', message: ERROR_MESSAGES['service/unavailable'] });
    expect(refused!.res.headers['retry-after']).toBeDefined();

    // A registration is one transaction: refused whole, with the service's own shape. (Small rows may still
    // fit in pages that have room: register until one does not.)
    let person;
    let registration;
    for (let i = 0; i < 60; i++) {
      person = newPerson({ role: 'professional', fullName: 'Dr Full Disk', licence: { licenceNumber: `FULL-${i}`, regulator: 'Health and Care Professions Council', country: 'United Kingdom', licenceExpiry: '2032-01-31' } });
      registration = await register(new TestClient(t.app), person);
      if (registration.statusCode !== 201) break;
    }
    expect(registration!.statusCode, registration!.body).toBe(503);
    expect(registration!.json().code).toBe('server-error');
    expect(await t.app.database.db.selectFrom('users').select('id').where('email', '=', person!.email).executeTakeFirst()).toBeUndefined();

    expect((await seeker.get('/api/journal?days=30')).statusCode).toBe(200);

    await unfreezeSize(t.app.database);
    expect((await seeker.post('/api/journal', { date: refused!.date, mood: 4, tags: [], note: 'there is room again' })).statusCode).toBe(201);
    expect((await register(new TestClient(t.app), person!)).statusCode).toBe(201);
    const dates = (await seeker.get('/api/journal/export?format=json')).json().entries.map((e: { date: string }) => e.date);
    for (const date of [...accepted, refused!.date]) expect(dates).toContain(date);
  });
});
