import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql, type Driver } from 'kysely';
import pg from 'pg';
import type { AppConfig, DatabaseKind } from '../config.js';
import type { Database } from './schema.js';
import { DurableSqliteDriver, walFileSync, type DurableSqliteDriverOptions, type WalSync } from './sqlite-driver.js';

/** What DatabaseHandle.prepareReadValuesNow's and prepareReadAllNow's reads answer while the connection is inside a transaction. */
export const BUSY = Symbol('database busy');

/** PostgreSQL: the longest a query may wait for an answer (see openDatabase). */
export const QUERY_TIMEOUT_MS = 10_000;

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /**
   * SQLite only: a read answered at once, on the event loop, for the few checks that run before the
   * framework (the replay cache's gates). The returned function gives the first row's values in the order
   * the statement selects them (an array: no object is built and no column name looked up, which measured
   * 8 % of a gated article's answer), undefined for none, or BUSY while a transaction is open on the
   * connection (its writes may yet be rolled back), when the caller must take the ordinary path instead.
   */
  prepareReadValuesNow?(sqlText: string): (...params: unknown[]) => unknown[] | undefined | typeof BUSY;
  /** SQLite only: as prepareReadValuesNow, giving every row as an object (see `db/compiled-read.ts`). */
  prepareReadAllNow?(sqlText: string): (...params: unknown[]) => Record<string, unknown>[] | typeof BUSY;
  close(): Promise<void>;
}

/**
 * SQLite settings that make an acknowledged write durable (decision 003): WAL, and every commit's WAL synced
 * to disk before the write is acknowledged. The sync runs on libuv's thread pool (`db/sqlite-driver.ts`),
 * so SQLite itself runs with `synchronous=NORMAL`; where WAL is not available (some network file systems),
 * SQLite keeps `synchronous=FULL` and syncs on its own.
 */
function openSqlite(file: string): { sqlite: SqliteDatabase.Database; sync: (WalSync & { close(): void }) | undefined } {
  const sqlite = new SqliteDatabase(file);
  const wal = sqlite.pragma('journal_mode = WAL', { simple: true }) === 'wal';
  sqlite.pragma(wal ? 'synchronous = NORMAL' : 'synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return { sqlite, sync: wal ? walFileSync(file) : undefined };
}

/** Kysely's SQLite dialect (compiler, adapter, introspection) over our driver. */
class DurableSqliteDialect extends SqliteDialect {
  constructor(
    private readonly sqlite: SqliteDatabase.Database,
    private readonly options: DurableSqliteDriverOptions,
  ) {
    super({ database: sqlite });
  }
  override createDriver(): Driver {
    return new DurableSqliteDriver(this.sqlite, this.options);
  }
}

/**
 * A pooled PostgreSQL client that closes its connection when a query times out. The timed-out query is
 * still outstanding on that connection, so every later query on it would wait behind it (and time out
 * too); ended, the pool drops it on release and the next query gets a fresh connection.
 */
class DiscardOnTimeoutClient extends pg.Client {
  override query(...args: unknown[]): never {
    const result = (super.query as (...a: unknown[]) => unknown)(...args);
    if (result instanceof Promise) {
      result.catch((error: unknown) => {
        if (error instanceof Error && error.message === 'Query read timeout') this.end().catch(() => undefined);
      });
    }
    return result as never;
  }
}

export function openDatabase(database: AppConfig['database']): DatabaseHandle {
  if (database.kind === 'sqlite') {
    const { sqlite, sync } = openSqlite(database.file);
    const db = new Kysely<Database>({ dialect: new DurableSqliteDialect(sqlite, { sync }) });
    // Reads a page of the file (not just `select 1`, which SQLite answers without it).
    const probe = sqlite.prepare('pragma schema_version');
    return {
      db,
      kind: 'sqlite',
      ping: async () => {
        probe.get();
      },
      prepareReadValuesNow: (sqlText) => readNow(sqlite, sqlText, true, (statement, params) => statement.get(...params) as unknown[] | undefined),
      prepareReadAllNow: (sqlText) => readNow(sqlite, sqlText, false, (statement, params) => statement.all(...params) as Record<string, unknown>[]),
      close: once(async () => {
        await db.destroy();
        sync?.close();
      }),
    };
  }
  const pool = new pg.Pool({
    connectionString: database.url,
    max: 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    // A query on a connection that stops answering (a network partition: no reset, nothing comes back)
    // fails after this instead of hanging the request until TCP gives up many minutes later; the error
    // handler answers 503. Far above any query the app makes.
    query_timeout: QUERY_TIMEOUT_MS,
    keepAlive: true,
    Client: DiscardOnTimeoutClient,
  });
  // An idle client losing its server must not crash the process; the next query reports the failure.
  pool.on('error', () => {});
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    kind: 'postgres',
    ping: async () => {
      await sql`select 1`.execute(db);
    },
    close: once(() => db.destroy()),
  };
}

/**
 * SQLite's immediate reads (prepareReadValuesNow, prepareReadAllNow): the statement prepared on first use
 * (giving arrays of values when `values`), run at once, or BUSY while a transaction is open on the connection.
 */
function readNow<T>(
  sqlite: SqliteDatabase.Database,
  sqlText: string,
  values: boolean,
  run: (statement: SqliteDatabase.Statement, params: unknown[]) => T,
): (...params: unknown[]) => T | typeof BUSY {
  let statement: SqliteDatabase.Statement | undefined;
  return (...params) => {
    if (sqlite.inTransaction) return BUSY;
    statement ??= sqlite.prepare(sqlText).raw(values);
    return run(statement, params);
  };
}

function once(fn: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined;
  return () => (done ??= fn());
}
