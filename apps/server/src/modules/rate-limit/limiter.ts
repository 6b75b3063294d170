import { createHash } from 'node:crypto';
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
