import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * In-process cache of public answers built from the articles table (the Home page's featured list), kept
 * per database handle and invalidated by a version that every article write path bumps
 * (`invalidateArticleCache`, called by the admin article routes). A read that started before a write is
 * answered but never stored, so a write is visible to the next request in this process.
 *
 * Several server instances may share one PostgreSQL database: another instance's write is not seen here,
 * so an entry is also dropped after `ARTICLE_CACHE_MAX_AGE_MS`. The featured list's finished answer is also
 * repeated for `FEATURED_REPLAY_MS` (plugins/replay-cache.ts), so `FEATURED_MAX_STALENESS_MS` bounds how
 * stale it can be there.
 * Only public, non-personal data (titles, covers, excerpts) is cached; access decisions are not.
 */
export const ARTICLE_CACHE_MAX_AGE_MS = 4_000;
export const FEATURED_REPLAY_MS = 1_000;
export const FEATURED_MAX_STALENESS_MS = ARTICLE_CACHE_MAX_AGE_MS + FEATURED_REPLAY_MS;

interface CacheState {
  version: number;
}

const states = new WeakMap<object, CacheState>();

function stateOf(db: Kysely<Database>): CacheState {
  let state = states.get(db);
  if (!state) {
    state = { version: 0 };
    states.set(db, state);
  }
  return state;
}

/** Called after every change to articles (create, edit, delete): cached answers are rebuilt on next use. */
export function invalidateArticleCache(db: Kysely<Database>): void {
  stateOf(db).version++;
}

/** Changes whenever an article changes in this process (the replay cache of the featured list follows it). */
export function articleCacheVersion(db: Kysely<Database>): number {
  return stateOf(db).version;
}

export interface CachedValue<T> {
  /** The cached value, or a promise of a fresh one (concurrent misses share one load). */
  get(): T | Promise<T>;
}

/** A value computed from the articles table, reused until an article write or `maxAgeMs`. Failed loads are not kept. */
export function cachedArticleValue<T>(db: Kysely<Database>, load: () => Promise<T>, maxAgeMs = ARTICLE_CACHE_MAX_AGE_MS): CachedValue<T> {
  const state = stateOf(db);
  let entry: { version: number; loadedAt: number; value: T } | undefined;
  let pending: { version: number; promise: Promise<T> } | undefined;
  return {
    get() {
      const now = Date.now();
      if (entry && entry.version === state.version && now - entry.loadedAt < maxAgeMs) return entry.value;
      if (pending && pending.version === state.version) return pending.promise;
      const version = state.version;
      const promise = load().then(
        (value) => {
          if (state.version === version) entry = { version, loadedAt: now, value };
          if (pending?.promise === promise) pending = undefined;
          return value;
        },
        (error: unknown) => {
          if (pending?.promise === promise) pending = undefined;
          throw error;
        },
      );
      pending = { version, promise };
      return promise;
    },
  };
}
