import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { ratingListQuerySchema, type ArticleRatingStats, type Paginated } from '@wellbeing/shared/schemas/admin';
import { parseInput } from '../../lib/app-error.js';
import { toIso } from '../../db/values.js';
import { offsetOf } from './pagination.js';

const scoreCount = (score: number) => sql<string | number>`sum(case when ${sql.ref('r.score')} = ${sql.lit(score)} then 1 else 0 end)`;

export async function ratingsRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;

  /** Every article with its ratings: average, count and how many gave each score; unrated articles too. */
  app.get('/ratings', async (request): Promise<Paginated<ArticleRatingStats>> => {
    const query = parseInput(ratingListQuerySchema, request.query);
    const average = sql<string | number | null>`avg(${sql.ref('r.score')})`;
    const count = sql<string | number>`count(${sql.ref('r.id')})`;
    const latest = sql<Date | string | null>`max(${sql.ref('r.updatedAt')})`;
    const sortKey = { average, count, title: sql`lower(${sql.ref('a.title')})`, latest }[query.sort];
    let rows = db
      .selectFrom('articles as a')
      .leftJoin('ratings as r', 'r.articleId', 'a.id')
      .select(['a.id', 'a.title', 'a.publishedIn'])
      .select([
        average.as('average'),
        count.as('count'),
        scoreCount(1).as('s1'),
        scoreCount(2).as('s2'),
        scoreCount(3).as('s3'),
        scoreCount(4).as('s4'),
        scoreCount(5).as('s5'),
        latest.as('lastRatedAt'),
      ])
      .groupBy(['a.id', 'a.title', 'a.publishedIn']);
    // Unrated articles come after every rated one, whichever the direction of an average or latest sort.
    if (query.sort === 'average' || query.sort === 'latest') rows = rows.orderBy(sql`case when ${count} = 0 then 1 else 0 end`, 'asc');
    rows = rows.orderBy(sortKey, query.direction);
    if (query.sort !== 'count') rows = rows.orderBy(count, 'desc');
    const items = await rows.orderBy('a.id').limit(query.pageSize).offset(offsetOf(query.page, query.pageSize)).execute();
    const total = await db.selectFrom('articles').select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow();
    return {
      items: items.map((r) => ({
        articleId: r.id,
        title: r.title,
        zone: r.publishedIn,
        average: r.average == null ? null : Math.round(Number(r.average) * 10) / 10,
        count: Number(r.count),
        distribution: [Number(r.s1 ?? 0), Number(r.s2 ?? 0), Number(r.s3 ?? 0), Number(r.s4 ?? 0), Number(r.s5 ?? 0)],
        lastRatedAt: r.lastRatedAt == null ? null : toIso(r.lastRatedAt),
      })),
      total: Number(total.n),
      page: query.page,
      pageSize: query.pageSize,
    };
  });
}
