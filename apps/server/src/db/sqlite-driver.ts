import { closeSync, fdatasync, openSync } from 'node:fs';
import type SqliteDatabase from 'better-sqlite3';
import {
  CompiledQuery,
  SelectQueryNode,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
} from 'kysely';

/**
 * The SQLite driver behind Kysely: one better-sqlite3 connection, prepared statements kept by SQL text, and
 * commits made durable off the event loop (decision 003).
 *
 * With `synchronous=FULL` every commit fsyncs the WAL on the event loop: 3–8 ms here during which no other
 * request moves (decision 005). Instead the connection runs with `synchronous=NORMAL` (SQLite writes the
 * WAL at commit, syncs it before each checkpoint and the database after) and, after every commit, this
 * driver syncs the WAL on libuv's thread pool (`fdatasync`) and only then hands the result back: the route
 * answers after the write is on disk, as before, while the connection already serves the next query.
 * Commits that arrive while a sync runs share the next one (group commit). A failed sync fails the write.
 *
 * Any crash before the sync completes is a write that was never acknowledged; SQLite's WAL recovery
 * (checksums, salts) keeps the file consistent whatever part of it reached the disk.
 */

/** Makes everything written to the WAL so far durable; resolves when it is. */
export type WalSync = () => Promise<void>;

/** A write that could not be made durable: SQLite's own code for a failed fsync, so it maps to a 503. */
function syncFailed(cause: unknown): Error {
  return Object.assign(new Error('The database could not make a write durable.', { cause }), { code: 'SQLITE_IOERR_FSYNC' });
}

/** `fdatasync` of the WAL file on the thread pool (the file is opened once, when first needed). */
export function walFileSync(databaseFile: string): WalSync & { close(): void } {
  let fd: number | undefined;
  const sync = () =>
    new Promise<void>((resolve, reject) => {
      try {
        fd ??= openSync(`${databaseFile}-wal`, 'r');
      } catch (error) {
        reject(syncFailed(error));
        return;
      }
      fdatasync(fd, (error) => (error ? reject(syncFailed(error)) : resolve()));
    });
  return Object.assign(sync, {
    close() {
      if (fd !== undefined) closeSync(fd);
      fd = undefined;
    },
  });
}

/**
 * Group commit: `afterCommit()` resolves once a sync that *started after* the call has finished. At most one
 * sync runs at a time; every commit that arrives meanwhile waits for the one next sync.
 */
export class GroupCommit {
  #running: Promise<void> | undefined;
  #next: Promise<void> | undefined;
  /** Syncs started so far (tests read it). */
  syncs = 0;

  constructor(private readonly sync: WalSync) {}

  afterCommit(): Promise<void> {
    if (this.#next) return this.#next;
    if (!this.#running) return this.#start();
    const next = this.#running.then(
      () => this.#start(),
      () => this.#start(),
    );
    this.#next = next;
    return next;
  }

  #start(): Promise<void> {
    this.#next = undefined;
    this.syncs++;
    const running = this.sync().finally(() => {
      if (this.#running === running) this.#running = undefined;
    });
    this.#running = running;
    return running;
  }
}

/** How many prepared statements are kept (distinct SQL texts; ours are well under this). */
const STATEMENT_CACHE_SIZE = 500;

/**
 * Prepared statements kept by SQL text: preparing cost more than running our usual queries (decision 005).
 * A statement still busy (an unfinished iteration) is never handed out again.
 */
export class StatementCache {
  readonly #statements = new Map<string, SqliteDatabase.Statement>();
  constructor(
    private readonly sqlite: SqliteDatabase.Database,
    private readonly size = STATEMENT_CACHE_SIZE,
  ) {}

  prepare(text: string): SqliteDatabase.Statement {
    const cached = this.#statements.get(text);
    if (cached && !cached.busy) return cached;
    const statement = this.sqlite.prepare(text);
    if (!cached) {
      if (this.#statements.size >= this.size) this.#statements.clear();
      this.#statements.set(text, statement);
    }
    return statement;
  }

  clear(): void {
    this.#statements.clear();
  }
}

class Mutex {
  #locked = false;
  #waiters: Array<() => void> = [];

  async lock(): Promise<void> {
    if (!this.#locked) {
      this.#locked = true;
      return;
    }
    await new Promise<void>((resolve) => this.#waiters.push(resolve));
  }

  unlock(): void {
    const next = this.#waiters.shift();
    if (next) next();
    else this.#locked = false;
  }
}

/**
 * One use of the connection, from acquire to release. After a commit the lease gives the connection back
 * before waiting for the sync, so the next request does not wait for the disk; should the same lease run
 * another query afterwards (a pinned connection), it takes the connection again first.
 */
class Lease implements DatabaseConnection {
  #holding = true;

  constructor(
    private readonly driver: DurableSqliteDriver,
    private readonly sqlite: SqliteDatabase.Database,
  ) {}

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    if (!this.#holding) await this.#retake();
    const statement = this.driver.statements.prepare(compiledQuery.sql);
    const wasInTransaction = this.sqlite.inTransaction;
    let result: QueryResult<R>;
    if (statement.reader) {
      result = { rows: statement.all(compiledQuery.parameters) as R[] };
    } else {
      const { changes, lastInsertRowid } = statement.run(compiledQuery.parameters);
      result = { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
    }
    // Committed: no transaction is open now, and the statement ended one (other than by rolling it back)
    // or wrote on its own.
    const committed = !this.sqlite.inTransaction && (wasInTransaction ? !/^\s*rollback\b/i.test(compiledQuery.sql) : !statement.readonly);
    if (committed && this.driver.groupCommit) {
      const durable = this.driver.groupCommit.afterCommit();
      this.release();
      await durable;
    }
    return result;
  }

  async *streamQuery<R>(compiledQuery: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    if (!SelectQueryNode.is(compiledQuery.query)) throw new Error('SQLite streams only select queries');
    if (!this.#holding) await this.#retake();
    const statement = this.driver.statements.prepare(compiledQuery.sql);
    for (const row of statement.iterate(compiledQuery.parameters)) yield { rows: [row as R] };
  }

  /** Takes the connection again after a commit gave it back early. */
  async #retake(): Promise<void> {
    await this.driver.mutex.lock();
    this.#holding = true;
  }

  release(): void {
    if (!this.#holding) return;
    this.#holding = false;
    this.driver.mutex.unlock();
  }
}

export interface DurableSqliteDriverOptions {
  /** How commits are made durable; undefined keeps SQLite's own setting (the caller chose `synchronous`). */
  sync?: WalSync;
}

export class DurableSqliteDriver implements Driver {
  readonly mutex = new Mutex();
  readonly statements: StatementCache;
  readonly groupCommit: GroupCommit | undefined;

  constructor(
    private readonly sqlite: SqliteDatabase.Database,
    options: DurableSqliteDriverOptions = {},
  ) {
    this.statements = new StatementCache(sqlite);
    this.groupCommit = options.sync ? new GroupCommit(options.sync) : undefined;
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    await this.mutex.lock();
    return new Lease(this, this.sqlite);
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  /**
   * After some errors (a full disk, an I/O error, a read-only file) SQLite rolls the transaction back by
   * itself; a ROLLBACK then fails with "no transaction is active", and that error would replace the real
   * one (a 500 where a full disk deserves a 503). So roll back only while SQLite still has it open.
   */
  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    if (this.sqlite.inTransaction) await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async savepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`savepoint ${quoteName(name)}`));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`rollback to ${quoteName(name)}`));
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`release ${quoteName(name)}`));
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    (connection as Lease).release();
  }

  async destroy(): Promise<void> {
    this.statements.clear();
    this.sqlite.close();
  }
}

function quoteName(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
