import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql, type Driver, type SqliteDialectConfig } from 'kysely';
import pg from 'pg';
import type { AppConfig, DatabaseKind } from '../config.js';
import type { Database } from './schema.js';

/** PostgreSQL: the longest a query may wait for an answer (see openDatabase). */
export const QUERY_TIMEOUT_MS = 10_000;

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/**
 * SQLite settings that make an acknowledged write durable: WAL with synchronous=FULL fsyncs the log at
 * every commit, so a `kill -9` (or power loss) after a response never loses the write. See
 * docs/decisions/003-crash-safety.md.
 */
function openSqlite(file: string): SqliteDatabase.Database {
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return sqlite;
}

/** How many prepared statements the SQLite handle keeps (distinct SQL texts; ours are well under this). */
const STATEMENT_CACHE_SIZE = 500;

/**
 * The better-sqlite3 handle as Kysely sees it, with prepared statements kept by SQL text. Kysely's driver
 * prepares every statement on every query, which cost more than running our usual queries (decision 005).
 * SQLite has one connection behind Kysely's mutex, so a statement is never used by two queries at once; a
 * statement still busy (an unfinished iteration) is never handed out again.
 */
export function withStatementCache(sqlite: SqliteDatabase.Database, size = STATEMENT_CACHE_SIZE) {
  const statements = new Map<string, SqliteDatabase.Statement>();
  return {
    prepare(text: string): SqliteDatabase.Statement {
      const cached = statements.get(text);
      if (cached && !cached.busy) return cached;
      const statement = sqlite.prepare(text);
      if (!cached) {
        if (statements.size >= size) statements.clear();
        statements.set(text, statement);
      }
      return statement;
    },
    close(): void {
      statements.clear();
      sqlite.close();
    },
  };
}

/**
 * After some errors (a full disk, an I/O error, a read-only file: SQLITE_FULL, SQLITE_IOERR, SQLITE_BUSY,
 * SQLITE_NOMEM) SQLite rolls the transaction back by itself; Kysely's ROLLBACK then fails with "cannot
 * rollback - no transaction is active", and that error would replace the real one (a 500 where a full
 * disk deserves a 503). So roll back only while SQLite still has the transaction open.
 */
class SqliteDialectKeepingErrors extends SqliteDialect {
  readonly #sqlite: SqliteDatabase.Database;
  constructor(sqlite: SqliteDatabase.Database, config: SqliteDialectConfig) {
    super(config);
    this.#sqlite = sqlite;
  }
  override createDriver(): Driver {
    const driver = super.createDriver();
    const rollback = driver.rollbackTransaction.bind(driver);
    driver.rollbackTransaction = async (connection) => {
      if (this.#sqlite.inTransaction) await rollback(connection);
    };
    return driver;
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
    const sqlite = openSqlite(database.file);
    const db = new Kysely<Database>({ dialect: new SqliteDialectKeepingErrors(sqlite, { database: withStatementCache(sqlite) }) });
    // Reads a page of the file (not just `select 1`, which SQLite answers without it).
    const probe = sqlite.prepare('pragma schema_version');
    return {
      db,
      kind: 'sqlite',
      ping: async () => {
        probe.get();
      },
      close: once(() => db.destroy()),
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

function once(fn: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined;
  return () => (done ??= fn());
}
