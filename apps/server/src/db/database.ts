import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { AppConfig, DatabaseKind } from '../config.js';
import type { Database } from './schema.js';

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

export function openDatabase(database: AppConfig['database']): DatabaseHandle {
  if (database.kind === 'sqlite') {
    const sqlite = openSqlite(database.file);
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
    return {
      db,
      kind: 'sqlite',
      ping: async () => {
        await sql`select 1`.execute(db);
      },
      close: once(() => db.destroy()),
    };
  }
  const pool = new pg.Pool({
    connectionString: database.url,
    max: 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
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
