import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';

/**
 * One Harbour server per SQLite data directory.
 *
 * SQLite copes with several processes on one local file, but two servers on one directory are almost always
 * an accident with real costs: a new version started while the old one still runs migrates the schema
 * under it; a directory shared by two hosts over a network file system can corrupt the database; and each
 * server's in-process caches only see its own writes. The supported way to run several instances is
 * PostgreSQL. So the main server takes an exclusive lock on `DATA_DIR/harbour.lock` before it opens the
 * database and holds it for its lifetime; a second one refuses to start with a message naming the directory.
 *
 * The lock is an SQLite exclusive lock (a POSIX `fcntl` lock underneath), not a pid file: the kernel drops
 * it when the process ends however it ends (`kill -9`, a crash, power loss), so there is no stale lock to
 * detect, and a recycled pid (a container restarting its server as pid 1) can never keep a lock alive.
 *
 * Not taken by: the registration service run alone (`modules/registration/server.ts`), which is meant to
 * share the directory with the main server; the admin CLI; tests that open one file twice on purpose; and
 * PostgreSQL deployments, where several instances sharing one database is the supported way to scale.
 */
export const INSTANCE_LOCK_FILE = 'harbour.lock';
const HOLDER_FILE = 'harbour.lock.pid';

export class InstanceLockError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holderPid: number | undefined,
  ) {
    super(
      `Another Harbour server${holderPid ? ` (process ${holderPid})` : ''} is already using the data directory ${dataDir}. ` +
        'Stop that server first, or give this one its own DATA_DIR. To run several instances on one database, use PostgreSQL (DATABASE_URL).',
    );
    this.name = 'InstanceLockError';
  }
}

export interface InstanceLock {
  readonly file: string;
  /** Lets another server start; also happens by itself when the process ends. */
  release(): void;
}

export function acquireInstanceLock(dataDir: string): InstanceLock {
  const file = path.join(dataDir, INSTANCE_LOCK_FILE);
  // timeout 0: a held lock is an immediate SQLITE_BUSY, never a wait.
  const db = new SqliteDatabase(file, { timeout: 0 });
  try {
    // In exclusive locking mode the lock taken by the first write is kept after COMMIT until the
    // connection closes (https://www.sqlite.org/pragma.html#pragma_locking_mode).
    db.pragma('locking_mode = EXCLUSIVE');
    db.exec('BEGIN EXCLUSIVE');
    db.exec('CREATE TABLE IF NOT EXISTS holder (id INTEGER PRIMARY KEY CHECK (id = 1), pid INTEGER NOT NULL, startedAt TEXT NOT NULL)');
    db.prepare('INSERT OR REPLACE INTO holder (id, pid, startedAt) VALUES (1, ?, ?)').run(process.pid, new Date().toISOString());
    db.exec('COMMIT');
  } catch (error) {
    db.close();
    const code = (error as { code?: unknown }).code;
    if (code === 'SQLITE_BUSY' || code === 'SQLITE_LOCKED') throw new InstanceLockError(dataDir, readHolderPid(dataDir));
    throw error;
  }
  // Only for the message a second server prints: the locked database cannot be read by anyone else.
  try {
    writeFileSync(path.join(dataDir, HOLDER_FILE), `${process.pid}\n`);
  } catch {
    // the lock holds without it
  }
  let released = false;
  return {
    file,
    release() {
      if (released) return;
      released = true;
      db.close();
    },
  };
}

function readHolderPid(dataDir: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(path.join(dataDir, HOLDER_FILE), 'utf8'), 10);
    return Number.isSafeInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}
