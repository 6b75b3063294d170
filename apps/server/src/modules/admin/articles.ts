import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  adminArticleListQuerySchema,
  articleCreateSchema,
  articleUpdateSchema,
  COVER_TOO_LARGE_MESSAGE,
  idParamsSchema,
  type AdminArticle,
  type AdminArticleSummary,
  type Paginated,
} from '@wellbeing/shared/schemas/admin';
import type { z } from 'zod';
import { AppError, notFound, parseInput } from '../../lib/app-error.js';
import type { Database } from '../../db/schema.js';
import { toIso } from '../../db/values.js';
import { invalidateArticleCache } from '../articles/cache.js';
import { recordAudit } from './audit.js';
import { readCover, removeCover, storeCover } from './covers.js';
import { containsPattern, offsetOf } from './pagination.js';
import { currentAdmin } from './routes.js';

/** Room for a 2 MB cover as base64 plus the article's text; a larger body is refused as a too-large cover. */
export const ARTICLE_BODY_LIMIT = 4 * 1024 * 1024;

/** A readable, unique id: the title as a slug plus a short random tail (seed articles use bare slugs). */
export function articleIdFor(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${slug || 'article'}-${randomBytes(3).toString('hex')}`;
}

/** Parses an article body; a cover whose base64 is over the limit is a 413 with the upload's own message. */
function parseArticle<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  try {
    return parseInput(schema, body);
  } catch (error) {
    if (error instanceof AppError && error.fields?.['cover.data'] === COVER_TOO_LARGE_MESSAGE) throw new AppError(413, 'upload/too-large');
    throw error;
  }
}

const toSummary = (row: { id: string; title: string; publishedIn: string; excerpt: string; coverImg: string; createdAt: Date | string; updatedAt: Date | string }): AdminArticleSummary => ({
  id: row.id,
  title: row.title,
  zone: row.publishedIn,
  excerpt: row.excerpt,
  coverImg: row.coverImg,
  publishedAt: toIso(row.createdAt),
  updatedAt: toIso(row.updatedAt),
});

async function loadArticle(db: Kysely<Database>, id: string): Promise<AdminArticle> {
  const row = await db.selectFrom('articles').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return { ...toSummary(row), content: row.content };
}

export async function articleAdminRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;
  const dataDir = app.config.dataDir;
  // Every write here (create, edit, delete) has committed by the time its answer is sent: drop the cached
  // public article lists so the next visitor sees the change.
  app.addHook('onSend', async (request, _reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') invalidateArticleCache(db);
    return payload;
  });

  /** Drops an uploaded cover no article uses any more (after the change that freed it has committed). */
  async function dropUnusedCover(request: FastifyRequest, url: string): Promise<void> {
    const stillUsed = await db.selectFrom('articles').select('id').where('coverImg', '=', url).executeTakeFirst();
    if (stillUsed) return;
    await removeCover(dataDir, url).catch((error: unknown) => request.log.warn({ err: { type: (error as Error).name } }, 'old cover not removed'));
  }

  app.get('/articles', async (request): Promise<Paginated<AdminArticleSummary>> => {
    const query = parseInput(adminArticleListQuerySchema, request.query);
    let filtered = db.selectFrom('articles');
    if (query.q) {
      const pattern = containsPattern(query.q);
      filtered = filtered.where(sql<boolean>`lower(${sql.ref('title')}) like ${pattern} escape '\\'`);
    }
    if (query.zone) filtered = filtered.where('publishedIn', '=', query.zone);
    const total = await filtered.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow();
    const rows = await filtered
      .select(['id', 'title', 'publishedIn', 'excerpt', 'coverImg', 'createdAt', 'updatedAt'])
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(query.pageSize)
      .offset(offsetOf(query.page, query.pageSize))
      .execute();
    return { items: rows.map(toSummary), total: Number(total.n), page: query.page, pageSize: query.pageSize };
  });

  app.get('/articles/:id', async (request) => {
    const { id } = parseInput(idParamsSchema, request.params);
    return { article: await loadArticle(db, id) };
  });

  app.post('/articles', { bodyLimit: ARTICLE_BODY_LIMIT }, async (request, reply) => {
    const admin = await currentAdmin(request, reply);
    const input = parseArticle(articleCreateSchema, request.body);
    // Checked by its bytes before anything is written; a refusal leaves no file and no row.
    const cover = readCover(input.cover.data);
    const coverUrl = await storeCover(dataDir, cover);
    const id = articleIdFor(input.title);
    const now = new Date().toISOString();
    try {
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('articles')
          .values({
            id,
            title: input.title,
            coverImg: coverUrl,
            excerpt: input.excerpt,
            content: input.content,
            publishedIn: input.zone,
            createdAt: input.publishedAt ? new Date(input.publishedAt).toISOString() : now,
            updatedAt: now,
          })
          .execute();
        await recordAudit(trx, admin, 'article.created', { type: 'article', id, label: input.title }, { zone: input.zone });
      });
    } catch (error) {
      await removeCover(dataDir, coverUrl);
      throw error;
    }
    reply.code(201);
    return { article: await loadArticle(db, id) };
  });

  app.patch('/articles/:id', { bodyLimit: ARTICLE_BODY_LIMIT }, async (request, reply) => {
    const admin = await currentAdmin(request, reply);
    const { id } = parseInput(idParamsSchema, request.params);
    const input = parseArticle(articleUpdateSchema, request.body);
    const cover = input.cover ? readCover(input.cover.data) : undefined;
    const existing = await db.selectFrom('articles').select(['id', 'title', 'coverImg', 'publishedIn']).where('id', '=', id).executeTakeFirst();
    if (!existing) throw notFound();
    const coverUrl = cover ? await storeCover(dataDir, cover) : undefined;
    const changes = {
      ...(input.title !== undefined ? { title: input.title } : {}),
      ...(input.zone !== undefined ? { publishedIn: input.zone } : {}),
      ...(input.excerpt !== undefined ? { excerpt: input.excerpt } : {}),
      ...(input.content !== undefined ? { content: input.content } : {}),
      ...(input.publishedAt !== undefined ? { createdAt: new Date(input.publishedAt).toISOString() } : {}),
      ...(coverUrl ? { coverImg: coverUrl } : {}),
    };
    // Field names only: the audit log never holds the article's text.
    const fields = Object.keys(input).filter((k) => input[k as keyof typeof input] !== undefined);
    try {
      await db.transaction().execute(async (trx) => {
        const updated = await trx.updateTable('articles').set({ ...changes, updatedAt: new Date().toISOString() }).where('id', '=', id).executeTakeFirst();
        if (Number(updated.numUpdatedRows) !== 1) throw notFound();
        await recordAudit(trx, admin, 'article.updated', { type: 'article', id, label: input.title ?? existing.title }, {
          fields,
          ...(input.zone && input.zone !== existing.publishedIn ? { fromZone: existing.publishedIn, toZone: input.zone } : {}),
        });
      });
    } catch (error) {
      if (coverUrl) await removeCover(dataDir, coverUrl);
      throw error;
    }
    if (coverUrl && existing.coverImg !== coverUrl) await dropUnusedCover(request, existing.coverImg);
    return { article: await loadArticle(db, id) };
  });

  app.delete('/articles/:id', async (request, reply) => {
    const admin = await currentAdmin(request, reply);
    const { id } = parseInput(idParamsSchema, request.params);
    const existing = await db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('articles').select(['id', 'title', 'coverImg', 'publishedIn']).where('id', '=', id).executeTakeFirst();
      if (!row) throw notFound();
      // Its ratings go with it (foreign key cascade).
      await trx.deleteFrom('articles').where('id', '=', id).execute();
      await recordAudit(trx, admin, 'article.deleted', { type: 'article', id, label: row.title }, { zone: row.publishedIn });
      return row;
    });
    await dropUnusedCover(request, existing.coverImg);
    return { ok: true as const };
  });
}
