import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, engines, type TestDatabase } from '../test-support/app.js';
import { seedArticleContent } from '../modules/articles/seed.js';
import { seedArticles } from '../modules/articles/seed-articles.js';
import { ZONES } from '@wellbeing/shared/zones';
import { MIGRATION_NAMES, migrateToLatest } from './migrate.js';
import { openDatabase } from './database.js';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { toIso } from './values.js';

describe.each(engines)('database on %s', (kind) => {
  let testDb: TestDatabase | undefined;
  afterEach(async () => {
    await testDb?.drop();
    testDb = undefined;
  });

  it('migrates an empty database and running the migrations again changes nothing', async () => {
    const handle =
      kind === 'sqlite'
        ? openDatabase({ kind: 'sqlite', file: path.join(mkdtempSync(path.join(os.tmpdir(), 'harbour-mig-')), 'x.sqlite') })
        : (testDb = await createTestDatabase('postgres')).open();
    try {
      if (kind === 'sqlite') expect(await migrateToLatest(handle.db, kind)).toEqual(MIGRATION_NAMES());
      expect(await migrateToLatest(handle.db, kind)).toEqual([]);
      const tables = (await handle.db.introspection.getTables()).map((t) => t.name);
      expect(tables).toEqual(expect.arrayContaining(['users', 'articles', 'ratings', 'seedRuns']));
    } finally {
      await handle.close();
    }
  });

  it('seeds at least four articles per zone once; seeding again leaves the same rows', async () => {
    testDb = await createTestDatabase(kind);
    const handle = testDb.open();
    try {
      expect(await seedArticleContent(handle.db)).toBe(true);
      const first = await handle.db.selectFrom('articles').selectAll().orderBy('id').execute();
      expect(await seedArticleContent(handle.db)).toBe(false);
      const second = await handle.db.selectFrom('articles').selectAll().orderBy('id').execute();
      expect(second).toEqual(first);
      expect(first).toHaveLength(seedArticles.length);
      for (const zone of ZONES) expect(first.filter((a) => a.publishedIn === zone).length).toBeGreaterThanOrEqual(4);
      const dates = new Set(first.map((a) => toIso(a.createdAt)));
      expect(dates.size).toBe(first.length);
      for (const article of first) {
        expect(article.coverImg).toMatch(/^\/covers\/[a-z0-9-]+\.svg$/);
        expect(article.content).toContain('/get-support/crisis-help');
      }
    } finally {
      await handle.close();
    }
  });

  it('keeps an admin deletion deleted after a restart (the seed runs once)', async () => {
    testDb = await createTestDatabase(kind);
    const handle = testDb.open();
    try {
      await seedArticleContent(handle.db);
      await handle.db.deleteFrom('articles').where('id', '=', seedArticles[0]!.slug).execute();
      await seedArticleContent(handle.db);
      const row = await handle.db.selectFrom('articles').select('id').where('id', '=', seedArticles[0]!.slug).executeTakeFirst();
      expect(row).toBeUndefined();
    } finally {
      await handle.close();
    }
  });

  it('enforces a case-insensitive unique username and one rating per article and user', async () => {
    testDb = await createTestDatabase(kind);
    const handle = testDb.open();
    const now = new Date().toISOString();
    const user = (id: string, username: string) => ({ id, name: username, email: `${id}@example.com`, emailVerified: kind === 'sqlite' ? 1 : true, createdAt: now, updatedAt: now, username, role: 'seeker' });
    try {
      await seedArticleContent(handle.db);
      await handle.db.insertInto('users').values(user('u1', 'RiverStone')).execute();
      await expect(handle.db.insertInto('users').values(user('u2', 'riverstone')).execute()).rejects.toThrow();
      const articleId = seedArticles[0]!.slug;
      await handle.db.insertInto('ratings').values({ id: 'r1', articleId, userId: 'u1', score: 4, updatedAt: now }).execute();
      await expect(handle.db.insertInto('ratings').values({ id: 'r2', articleId, userId: 'u1', score: 5, updatedAt: now }).execute()).rejects.toThrow();
      await expect(handle.db.insertInto('ratings').values({ id: 'r3', articleId: seedArticles[1]!.slug, userId: 'u1', score: 9, updatedAt: now }).execute()).rejects.toThrow();
      await expect(handle.db.insertInto('users').values({ ...user('u3', 'x'), role: 'superuser' }).execute()).rejects.toThrow();
      // Ratings go with their user.
      await handle.db.deleteFrom('users').where('id', '=', 'u1').execute();
      const left = await sql<{ n: number }>`select count(*) as n from ratings`.execute(handle.db);
      expect(Number(left.rows[0]!.n)).toBe(0);
    } finally {
      await handle.close();
    }
  });
});
