import { createHash } from 'node:crypto';
import SqliteDatabase from 'better-sqlite3';
import { Redis } from 'ioredis';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export interface LimitRule {
  /** Attempts allowed in one window. */
  limit: number;
  windowSeconds: number;
}

export interface RateLimiter {
  /** Counts one attempt under `key`; true while the count is within the rule. */
  hit(key: string, rule: LimitRule): Promise<boolean>;
  /** Takes back one counted attempt (e.g. a sign-in that succeeded: only failures should add up). */
  undo(key: string): Promise<void>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

/** Keys are hashed so the store never holds e-mail addresses or IP addresses in clear. */
export function limitKey(scope: string, value: string): string {
  return `${scope}:${createHash('sha256').update(value.toLowerCase()).digest('base64url').slice(0, 32)}`;
}

/**
 * Fixed-window counters in the database: one atomic upsert per attempt, so every server instance on the
 * same database sees the same counts.
 */
export function createDatabaseLimiter(db: Kysely<Database>): RateLimiter {
  return {
    async hit(key, rule) {
      const now = Date.now();
      const windowStart = now - rule.windowSeconds * 1000;
      const row = await db
        .insertInto('rateLimits')
        .values({ key, count: 1, windowStart: now })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            count: sql`case when ${sql.ref('rateLimits.windowStart')} < ${windowStart} then 1 else ${sql.ref('rateLimits.count')} + 1 end`,
            windowStart: sql`case when ${sql.ref('rateLimits.windowStart')} < ${windowStart} then ${now} else ${sql.ref('rateLimits.windowStart')} end`,
          }),
        )
        .returning('count')
        .executeTakeFirstOrThrow();
      return Number(row.count) <= rule.limit;
    },
    async undo(key) {
      await db
        .updateTable('rateLimits')
        .set({ count: sql`case when ${sql.ref('count')} > 0 then ${sql.ref('count')} - 1 else 0 end` })
        .where('key', '=', key)
        .execute();
    },
    async reset(key) {
      await db.deleteFrom('rateLimits').where('key', '=', key).execute();
    },
    async close() {},
  };
}

/**
 * The counters of a SQLite installation, in their own file next to the database (shared by every process
 * using that data directory, such as the standalone registration service). Counters are not records
 * anyone wrote: they are kept without waiting for the disk (`synchronous = OFF`), so counting a sign-in
 * attempt never stalls the server on an fsync (decision 005). A crash of the machine may forget the
 * last few attempts; the database itself keeps full durability.
 */
export function createSqliteFileLimiter(file: string): RateLimiter {
  const db = new SqliteDatabase(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = OFF');
  db.pragma('busy_timeout = 5000');
  db.exec('create table if not exists rate_limits (key text primary key, count integer not null, window_start integer not null) strict');
  const hit = db.prepare<[{ key: string; now: number; windowStart: number }], { count: number }>(
    `insert into rate_limits (key, count, window_start) values (@key, 1, @now)
     on conflict (key) do update set
       count = case when window_start < @windowStart then 1 else count + 1 end,
       window_start = case when window_start < @windowStart then @now else window_start end
     returning count`,
  );
  const undo = db.prepare<[string]>('update rate_limits set count = max(count - 1, 0) where key = ?');
  const reset = db.prepare<[string]>('delete from rate_limits where key = ?');
  return {
    async hit(key, rule) {
      const now = Date.now();
      const windowStart = now - rule.windowSeconds * 1000;
      return hit.get({ key, now, windowStart })!.count <= rule.limit;
    },
    async undo(key) {
      undo.run(key);
    },
    async reset(key) {
      reset.run(key);
    },
    async close() {
      if (db.open) db.close();
    },
  };
}

/** The same counters in Redis when REDIS_URL is set. */
export function createRedisLimiter(url: string): RateLimiter {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: true });
  redis.on('error', () => {});
  return {
    async hit(key, rule) {
      const redisKey = `harbour:rl:${key}`;
      const [[, count]] = (await redis.multi().incr(redisKey).expire(redisKey, rule.windowSeconds, 'NX').exec()) as [[unknown, number], unknown];
      return count <= rule.limit;
    },
    async undo(key) {
      await redis.decr(`harbour:rl:${key}`);
    },
    async reset(key) {
      await redis.del(`harbour:rl:${key}`);
    },
    async close() {
      await redis.quit().catch(() => undefined);
    },
  };
}
