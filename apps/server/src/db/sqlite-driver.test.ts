import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect, sql, type Driver, type Generated } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../plugins/errors.js';
import { openDatabase } from './database.js';
import { DurableSqliteDriver, GroupCommit, walFileSync, type WalSync } from './sqlite-driver.js';

interface Tables {
  notes: { id: Generated<number>; body: string };
}

/** A sync the test finishes by hand: what the disk would do, slowly. */
function manualSync() {
  const pending: Array<{ resolve: () => void; reject: (e: Error) => void }> = [];
  const sync: WalSync = () => new Promise<void>((resolve, reject) => pending.push({ resolve, reject }));
  return {
    sync,
    pending,
    finishOne: async () => {
      pending.shift()!.resolve();
      await new Promise((r) => setImmediate(r));
    },
  };
}

const dirs: string[] = [];
function openWith(sync: WalSync | undefined) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'harbour-driver-'));
  dirs.push(dir);
  const sqlite = new SqliteDatabase(path.join(dir, 'db.sqlite'));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.exec('create table notes (id integer primary key, body text not null)');
  class Dialect extends SqliteDialect {
    override createDriver(): Driver {
      return new DurableSqliteDriver(sqlite, { sync });
    }
  }
  return new Kysely<Tables>({ dialect: new Dialect({ database: sqlite }) });
}

/** Whether a promise has settled by the time the event loop has turned once more. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  promise.then(
    () => (done = true),
    () => (done = true),
  );
  await new Promise((r) => setImmediate(r));
  return done;
}

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('durable SQLite driver (db/sqlite-driver.ts)', () => {
  it('acknowledges a write only after its WAL sync, while the connection already serves other queries', async () => {
    const disk = manualSync();
    const db = openWith(disk.sync);
    const write = db.insertInto('notes').values({ body: 'written on a bad day' }).execute();
    expect(await settled(write)).toBe(false);
    expect(disk.pending).toHaveLength(1);
    // The write is in SQLite already; a read is answered without waiting for the disk.
    const read = db.selectFrom('notes').select('body').execute();
    expect(await settled(read)).toBe(true);
    expect(await read).toEqual([{ body: 'written on a bad day' }]);
    expect(await settled(write)).toBe(false);
    await disk.finishOne();
    expect(await settled(write)).toBe(true);
    await db.destroy();
  });

  it('waits for the sync after a transaction commits (and for a RETURNING write), never for a read or a rollback', async () => {
    const disk = manualSync();
    const db = openWith(disk.sync);
    const tx = db.transaction().execute(async (trx) => {
      await trx.insertInto('notes').values({ body: 'a' }).execute();
      await trx.insertInto('notes').values({ body: 'b' }).execute();
    });
    await new Promise((r) => setImmediate(r));
    expect(disk.pending).toHaveLength(1);
    expect(await settled(tx)).toBe(false);
    await disk.finishOne();
    await tx;

    const returning = db.insertInto('notes').values({ body: 'c' }).returning('id').executeTakeFirstOrThrow();
    expect(await settled(returning)).toBe(false);
    await disk.finishOne();
    expect((await returning).id).toBe(3);

    const rolledBack = db.transaction().execute(async (trx) => {
      await trx.insertInto('notes').values({ body: 'never kept' }).execute();
      throw new Error('changed my mind');
    });
    await expect(rolledBack).rejects.toThrow('changed my mind');
    await db.selectFrom('notes').selectAll().execute();
    await sql`select count(*) from notes`.execute(db);
    expect(disk.pending).toHaveLength(0);
    await db.destroy();
  });

  it('lets commits that arrive during a sync share the next one (group commit)', async () => {
    const disk = manualSync();
    const db = openWith(disk.sync);
    const first = db.insertInto('notes').values({ body: '1' }).execute();
    await new Promise((r) => setImmediate(r));
    const more = [2, 3, 4].map((n) => db.insertInto('notes').values({ body: String(n) }).execute());
    await new Promise((r) => setImmediate(r));
    expect(disk.pending).toHaveLength(1);
    await disk.finishOne();
    expect(await settled(first)).toBe(true);
    // The three later commits were not covered by the first sync: they wait for the next, one for all.
    expect(await settled(Promise.all(more))).toBe(false);
    expect(disk.pending).toHaveLength(1);
    await disk.finishOne();
    await Promise.all(more);
    await db.destroy();
  });

  it('fails the write when the sync fails, with a code that answers 503', async () => {
    const disk = manualSync();
    const db = openWith(disk.sync);
    const write = db.insertInto('notes').values({ body: 'x' }).execute();
    await new Promise((r) => setImmediate(r));
    disk.pending.shift()!.reject(Object.assign(new Error('The database could not make a write durable.'), { code: 'SQLITE_IOERR_FSYNC' }));
    const error = await write.catch((e: unknown) => e);
    expect(isDatabaseUnavailable(error)).toBe(true);
    // The next write gets a sync of its own.
    const next = db.insertInto('notes').values({ body: 'y' }).execute();
    await new Promise((r) => setImmediate(r));
    await disk.finishOne();
    await next;
    await db.destroy();
  });

  it('GroupCommit never runs two syncs at once and starts one per waiting group', async () => {
    const disk = manualSync();
    const group = new GroupCommit(disk.sync);
    const a = group.afterCommit();
    const b = group.afterCommit();
    const c = group.afterCommit();
    expect(b).toBe(c);
    expect(group.syncs).toBe(1);
    await disk.finishOne();
    await a;
    expect(group.syncs).toBe(2);
    await disk.finishOne();
    await b;
    expect(group.syncs).toBe(2);
  });

  it('opens the app’s database in WAL mode and syncs its real WAL file; a missing file fails the sync with a 503 code', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'harbour-driver-'));
    dirs.push(dir);
    const file = path.join(dir, 'harbour.sqlite');
    const handle = openDatabase({ kind: 'sqlite', file });
    await sql`create table notes (id integer primary key, body text not null)`.execute(handle.db);
    await sql`insert into notes (body) values ('kept')`.execute(handle.db);
    expect(existsSync(`${file}-wal`)).toBe(true);
    const check = new SqliteDatabase(file, { readonly: true });
    expect(check.prepare('select body from notes').pluck().all()).toEqual(['kept']);
    check.close();
    await handle.close();
    const sync = walFileSync(path.join(dir, 'missing.sqlite'));
    await expect(sync()).rejects.toMatchObject({ code: 'SQLITE_IOERR_FSYNC' });
  });
});
