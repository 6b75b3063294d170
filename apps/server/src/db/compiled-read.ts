import type { CompiledQuery } from 'kysely';
import { BUSY, type DatabaseHandle } from './database.js';

/** The database as compiled reads use it: Kysely, and SQLite's immediate reads where there are. */
export type CompiledReadDatabase = Pick<DatabaseHandle, 'db' | 'prepareReadAllNow'>;

/**
 * A read the app makes on most requests (a session, an article, a zone's list), built and compiled with Kysely
 * once, then run with fresh parameters. On SQLite it runs at once on the event loop, as the driver would run it,
 * without the query executor's promise chain (about 3.5 µs, a sixth of the article-list query; decision 005).
 * The ordinary path (Kysely, the driver's lock) takes over whenever the fast one may not answer:
 *  - while a transaction is open on the connection, whose writes may yet be rolled back (BUSY);
 *  - when the fast read throws (a closed or failing database, a connection busy with another statement), so
 *    that errors are raised, classified and reported by one code path;
 *  - on PostgreSQL, always.
 * Rows are what the driver gives (Kysely adds nothing to a compiled query's rows without plugins).
 */
export function compiledRead<R>(
  database: CompiledReadDatabase,
  query: CompiledQuery<R>,
): (parameters: readonly unknown[]) => Promise<R[]> {
  const now = database.prepareReadAllNow?.(query.sql);
  const ordinary = async (parameters: readonly unknown[]): Promise<R[]> => (await database.db.executeQuery<R>({ ...query, parameters })).rows;
  if (now === undefined) return ordinary;
  return async (parameters) => {
    let rows: Record<string, unknown>[] | typeof BUSY;
    try {
      rows = now(...parameters);
    } catch {
      return ordinary(parameters);
    }
    return rows === BUSY ? ordinary(parameters) : (rows as R[]);
  };
}
