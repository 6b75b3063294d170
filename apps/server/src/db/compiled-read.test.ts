import { sql, type Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, engines, type TestDatabase } from '../test-support/app.js';
import { compiledRead } from './compiled-read.js';
import type { DatabaseHandle } from './database.js';
import type { Database } from './schema.js';

interface Note {
  id: number;
  body: string;
}

/** A handle whose Kysely answers as always but counts the queries that go through its executor. */
function counted(handle: DatabaseHandle) {
  const calls = { ordinary: 0 };
  const db = new Proxy(handle.db, {
    get(target, key, receiver) {
      if (key === 'executeQuery') {
        return (...args: Parameters<Kysely<Database>['executeQuery']>) => {
          calls.ordinary++;
          return target.executeQuery(...args);
        };
      }
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
  return { database: { db, prepareReadAllNow: handle.prepareReadAllNow?.bind(handle) }, calls };
}

describe.each(engines)('compiledRead (%s)', (kind) => {
  let testDb: TestDatabase;
  let handle: DatabaseHandle;
  afterEach(async () => {
    await handle.close();
    await testDb.drop();
  });

  async function open() {
    testDb = await createTestDatabase(kind);
    handle = testDb.open();
    await sql`create table read_notes (id integer primary key, body text not null)`.execute(handle.db);
    await sql`insert into read_notes (id, body) values (1, 'one'), (2, 'two'), (3, 'three')`.execute(handle.db);
    const db = handle.db as unknown as Kysely<{ read_notes: Note }>;
    return db.selectFrom('read_notes').select(['id', 'body']).where('id', '>=', 0).orderBy('id').compile();
  }

  it('gives the rows Kysely gives, for each set of parameters', async () => {
    const query = await open();
    const read = compiledRead(handle, query);
    for (const from of [0, 2, 4]) {
      const ordinary = (await handle.db.executeQuery({ ...query, parameters: [from] })).rows;
      expect(await read([from])).toEqual(ordinary);
    }
    expect((await read([2])).map((n) => n.body)).toEqual(['two', 'three']);
  });

  it('never reads what an open transaction wrote and then rolled back', async () => {
    const query = await open();
    const read = compiledRead(handle, query);
    let readDuring: Promise<Note[]> | undefined;
    await handle.db
      .transaction()
      .execute(async (trx) => {
        await sql`insert into read_notes (id, body) values (4, 'not kept')`.execute(trx);
        await sql`update read_notes set body = 'not kept either' where id = 1`.execute(trx);
        readDuring = read([0]);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect((await readDuring!).map((n) => n.body)).toEqual(['one', 'two', 'three']);
  });

  it('reports a failing database through the ordinary path', async () => {
    const query = await open();
    const { database, calls } = counted(handle);
    const read = compiledRead(database, query);
    await handle.close();
    await expect(read([0])).rejects.toThrow();
    expect(calls.ordinary).toBe(1);
  });

  it.runIf(kind === 'sqlite')('answers at once on SQLite, and through the executor only inside a transaction', async () => {
    const query = await open();
    const { database, calls } = counted(handle);
    const read = compiledRead(database, query);
    expect(await read([0])).toHaveLength(3);
    expect(calls.ordinary).toBe(0);
    let during: Promise<Note[]> | undefined;
    await handle.db.transaction().execute(async (trx) => {
      await sql`insert into read_notes (id, body) values (4, 'four')`.execute(trx);
      during = read([0]);
    });
    // Asked during the transaction, answered after its commit, through the executor.
    expect(await during!).toHaveLength(4);
    expect(calls.ordinary).toBe(1);
  });
});
