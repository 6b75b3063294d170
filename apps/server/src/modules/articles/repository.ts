import { sql, type CompiledQuery, type Kysely } from 'kysely';
import { readingMinutes, type ArticleListItem, type FeaturedArticle, type RatingSummary } from '@wellbeing/shared/schemas/articles';
import { ZONES, type Zone } from '@wellbeing/shared/zones';
import { compiledRead, type CompiledReadDatabase } from '../../db/compiled-read.js';
import type { Database } from '../../db/schema.js';
import { toIso } from '../../db/values.js';

const noRatings: RatingSummary = { average: null, count: 0 };

/**
 * The article list of a zone, newest first (with the content, for the reading time). Exported so `npm run
 * bench` runs exactly this query through our data layer and through the raw driver.
 */
export function zoneArticlesQuery(db: Kysely<Database>, zone: Zone) {
  return db
    .selectFrom('articles')
    .select(['id', 'title', 'coverImg', 'excerpt', 'createdAt', 'updatedAt', 'content'])
    .where('publishedIn', '=', zone)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc');
}

type ZoneArticleRow = Awaited<ReturnType<ReturnType<typeof zoneArticlesQuery>['execute']>>[number];

/**
 * Reads a zone's article list with its query built and compiled once per zone (there are three): building
 * and compiling a query costs about half as much as SQLite takes to run this one, and on SQLite it runs at
 * once (`compiledRead`). See docs/decisions/005-performance.md.
 */
export function createZoneArticlesReader(database: CompiledReadDatabase): (zone: Zone) => Promise<ZoneArticleRow[]> {
  const readers = new Map<Zone, () => Promise<ZoneArticleRow[]>>();
  return async (zone) => {
    let reader = readers.get(zone);
    if (!reader) {
      const query = zoneArticlesQuery(database.db, zone).compile();
      const read = compiledRead(database, query);
      reader = () => read(query.parameters);
      readers.set(zone, reader);
    }
    return reader();
  };
}

/** One article with its rating summary, in one statement compiled once (the article page asks for it on every visit). */
function createFullArticleReader(database: CompiledReadDatabase) {
  const query = database.db
    .selectFrom('articles')
    .selectAll('articles')
    .select((eb) => [
      eb.selectFrom('ratings').select(sql<number | null>`avg(score)`.as('a')).whereRef('ratings.articleId', '=', 'articles.id').as('ratingAverage'),
      eb.selectFrom('ratings').select(sql<number>`count(*)`.as('c')).whereRef('ratings.articleId', '=', 'articles.id').as('ratingCount'),
    ])
    .where('articles.id', '=', '')
    .compile();
  type Row = (typeof query extends CompiledQuery<infer R> ? R : never);
  const read = compiledRead(database, query);
  return async (id: string): Promise<Row | undefined> => (await read([id]))[0];
}

/**
 * Reading time by article, remembered while the article is unchanged (counting words is most of the CPU an
 * article read costs). Keyed by id and last change, bounded.
 */
function createReadingTimes(limit = 2000) {
  const known = new Map<string, { changed: string; minutes: number }>();
  return (id: string, changed: Date | string | number, content: string): number => {
    const stamp = String(changed instanceof Date ? changed.getTime() : changed);
    const hit = known.get(id);
    if (hit && hit.changed === stamp) return hit.minutes;
    const minutes = readingMinutes(content);
    if (known.size >= limit) known.clear();
    known.set(id, { changed: stamp, minutes });
    return minutes;
  };
}

export function createArticlesRepository(database: CompiledReadDatabase) {
  const { db } = database;
  const zoneArticles = createZoneArticlesReader(database);
  const fullArticle = createFullArticleReader(database);
  const readingTime = createReadingTimes();

  async function ratingSummaries(articleIds: readonly string[]): Promise<Map<string, RatingSummary>> {
    if (articleIds.length === 0) return new Map();
    const rows = await db
      .selectFrom('ratings')
      .select(['articleId', sql<number>`avg(score)`.as('average'), sql<number>`count(*)`.as('count')])
      .where('articleId', 'in', articleIds)
      .groupBy('articleId')
      .execute();
    return new Map(rows.map((r) => [r.articleId, { average: Math.round(Number(r.average) * 10) / 10, count: Number(r.count) }]));
  }

  return {
    async listNewest(limit: number): Promise<FeaturedArticle[]> {
      const rows = await db
        .selectFrom('articles')
        .select(['id', 'title', 'coverImg', 'excerpt', 'publishedIn'])
        // An article in no known zone cannot be opened by anyone (not-found), so it is not featured.
        .where('publishedIn', 'in', ZONES)
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map(({ publishedIn, ...summary }) => ({ ...summary, zone: publishedIn as Zone }));
    },

    /** A zone's articles, newest first, with reading time and average rating; never the content itself. */
    async listZone(zone: Zone): Promise<ArticleListItem[]> {
      const rows = await zoneArticles(zone);
      const ratings = await ratingSummaries(rows.map((r) => r.id));
      return rows.map((r) => ({
        id: r.id,
        title: r.title,
        coverImg: r.coverImg,
        excerpt: r.excerpt,
        createdAt: toIso(r.createdAt),
        readingMinutes: readingTime(r.id, r.updatedAt, r.content),
        rating: ratings.get(r.id) ?? noRatings,
      }));
    },

    /** Zone and title only: enough to decide access before any content is read. */
    async accessInfo(id: string): Promise<{ id: string; title: string; zone: string } | undefined> {
      const row = await db.selectFrom('articles').select(['id', 'title', 'publishedIn']).where('id', '=', id).executeTakeFirst();
      return row ? { id: row.id, title: row.title, zone: row.publishedIn } : undefined;
    },

    /** The whole article with its rating summary and zone (so access can be decided from the same read). */
    async getFull(id: string) {
      const row = await fullArticle(id);
      if (!row) return undefined;
      const count = Number(row.ratingCount ?? 0);
      const rating: RatingSummary = count > 0 ? { average: Math.round(Number(row.ratingAverage) * 10) / 10, count } : noRatings;
      return {
        id: row.id,
        title: row.title,
        coverImg: row.coverImg,
        excerpt: row.excerpt,
        content: row.content,
        zone: row.publishedIn,
        createdAt: toIso(row.createdAt),
        updatedAt: toIso(row.updatedAt),
        readingMinutes: readingTime(row.id, row.updatedAt, row.content),
        rating,
      };
    },

    ratingSummary: async (articleId: string) => (await ratingSummaries([articleId])).get(articleId) ?? noRatings,

    async myScore(articleId: string, userId: string): Promise<number | null> {
      const row = await db.selectFrom('ratings').select('score').where('articleId', '=', articleId).where('userId', '=', userId).executeTakeFirst();
      return row?.score ?? null;
    },

    /** One rating per user and article: the unique constraint makes a second one update the first, even when two race. */
    async rate(articleId: string, userId: string, score: number, id: string): Promise<void> {
      const now = new Date().toISOString();
      await db
        .insertInto('ratings')
        .values({ id, articleId, userId, score, updatedAt: now })
        .onConflict((oc) => oc.columns(['articleId', 'userId']).doUpdateSet({ score, updatedAt: now }))
        .execute();
    },
  };
}

export type ArticlesRepository = ReturnType<typeof createArticlesRepository>;
