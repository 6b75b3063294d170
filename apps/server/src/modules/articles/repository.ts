import type { Kysely } from 'kysely';
import type { ArticleSummary } from '@wellbeing/shared/schemas/articles';
import type { Database } from '../../db/schema.js';

export function createArticlesRepository(db: Kysely<Database>) {
  return {
    async listNewest(limit: number): Promise<ArticleSummary[]> {
      return db
        .selectFrom('articles')
        .select(['id', 'title', 'coverImg', 'excerpt'])
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },
  };
}

export type ArticlesRepository = ReturnType<typeof createArticlesRepository>;
