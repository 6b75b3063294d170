import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { seedArticles } from './seed-articles.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const SEED_NAME = 'articles-v1';

/**
 * Adds the original articles once, in one transaction with its marker row, so a restart (or two servers
 * starting together) never duplicates them and an admin's later deletions stay deleted.
 */
export async function seedArticleContent(db: Kysely<Database>, now = new Date()): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const marker = await trx
      .insertInto('seedRuns')
      .values({ name: SEED_NAME, ranAt: now.toISOString() })
      .onConflict((oc) => oc.column('name').doNothing())
      .returning('name')
      .executeTakeFirst();
    if (!marker) return false;
    for (const article of seedArticles) {
      const createdAt = new Date(now.getTime() - article.daysAgo * DAY_MS).toISOString();
      await trx
        .insertInto('articles')
        .values({
          id: article.slug,
          title: article.title,
          coverImg: article.coverImg,
          excerpt: article.excerpt,
          content: article.content,
          publishedIn: article.zone,
          createdAt,
          updatedAt: createdAt,
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
    }
    return true;
  });
}
