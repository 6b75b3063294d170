import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { canReadZone, decideArticleAccess } from '@wellbeing/shared/access-policy';
import { FEATURED_ARTICLE_COUNT } from '@wellbeing/shared/product';
import { ratingInputSchema, zoneSchema, type FeaturedArticlesResponse } from '@wellbeing/shared/schemas/articles';
import { z } from 'zod';
import { AppError, notFound, parseInput } from '../../lib/app-error.js';
import { getViewer, requireViewer, type Viewer } from '../auth/viewer.js';
import { registerExport } from '../account/data-export.js';
import { toIso } from '../../db/values.js';
import { articleCacheVersion, cachedArticleValue, FEATURED_REPLAY_MS, invalidateArticleCache } from './cache.js';
import { ARTICLE_REPLAY_MS, createArticleReadGate } from './read-gate.js';
import { skipReplay } from '../../plugins/replay-cache.js';
import { createArticlesRepository } from './repository.js';

const idParams = z.object({ id: z.string().min(1).max(200) });

export async function articlesRoutes(app: FastifyInstance): Promise<void> {
  const articles = createArticlesRepository(app.database);

  registerExport(app, 'ratings', async (userId) =>
    (await app.database.db.selectFrom('ratings').select(['articleId', 'score', 'updatedAt']).where('userId', '=', userId).execute()).map((r) => ({
      ...r,
      updatedAt: toIso(r.updatedAt),
    })),
  );

  /**
   * The article access rule, applied to every endpoint that returns anything beyond an article's zone and
   * title: a visitor who may not read it never receives its content or ratings. A failed lookup is logged
   * and answered as not-found (spec section 4).
   */
  async function authorise(request: FastifyRequest, reply: FastifyReply, id: string): Promise<Viewer | null> {
    return decide(request, reply, await lookUp(request, () => articles.accessInfo(id)));
  }

  /** An article read for access; a failed lookup is logged and answered as not-found. */
  async function lookUp<T extends { zone: string; title: string }>(request: FastifyRequest, read: () => Promise<T | undefined>): Promise<T> {
    let info;
    try {
      info = await read();
    } catch (error) {
      request.log.error({ err: { type: (error as Error).name, code: (error as { code?: string }).code } }, 'article lookup failed');
      throw notFound();
    }
    if (!info) throw notFound();
    return info;
  }

  async function decide(request: FastifyRequest, reply: FastifyReply, info: { zone: string; title: string }): Promise<Viewer | null> {
    const viewer = await getViewer(request, reply);
    const decision = decideArticleAccess(viewer && { role: viewer.user.role }, info);
    if (decision.outcome === 'not-found') {
      request.log.warn({ zone: info.zone }, 'article with an unknown zone');
      throw notFound();
    }
    if (decision.outcome === 'deny') {
      const status = decision.reason === 'article_login_required' ? 401 : 403;
      throw new AppError(status, status === 401 ? 'access/login-required' : 'access/insufficient-role', undefined, undefined, { denial: decision });
    }
    return viewer;
  }

  // Public: titles, covers and excerpts only. Every Home visit asks for it, so the answer is kept serialised
  // in memory until an article changes (see cache.ts).
  const featured = cachedArticleValue(app.database.db, async () => {
    const body: FeaturedArticlesResponse = { articles: await articles.listNewest(FEATURED_ARTICLE_COUNT) };
    return JSON.stringify(body);
  });
  // The finished answer is also repeated by the replay cache (plugins/replay-cache.ts) for a second, or
  // until an article changes here; with the list's own 4 s, another instance's change shows within 5 s.
  const replay = { maxAgeMs: FEATURED_REPLAY_MS, version: () => articleCacheVersion(app.database.db) };
  app.get('/api/articles/featured', { config: { replay } }, async (request, reply) => {
    let body: string;
    try {
      body = await featured.get();
    } catch (error) {
      skipReplay(request);
      request.log.error({ err: { type: (error as Error).name } }, 'featured articles read failed');
      body = JSON.stringify({ articles: [] } satisfies FeaturedArticlesResponse);
    }
    return reply.type('application/json; charset=utf-8').send(body);
  });

  app.get('/api/zones/:zone/articles', async (request, reply) => {
    const parsed = zoneSchema.safeParse((request.params as { zone?: string }).zone);
    if (!parsed.success) throw notFound();
    const zone = parsed.data;
    const viewer = await getViewer(request, reply);
    if (!canReadZone(viewer && { role: viewer.user.role }, zone)) {
      throw viewer ? new AppError(403, 'access/insufficient-role') : new AppError(401, 'access/login-required');
    }
    try {
      return { zone, articles: await articles.listZone(zone), available: true };
    } catch (error) {
      request.log.error({ err: { type: (error as Error).name } }, 'zone articles read failed');
      return { zone, articles: [], available: false };
    }
  });

  app.get('/api/articles/:id/access', async (request) => {
    const { id } = parseInput(idParams, request.params);
    let info;
    try {
      info = await articles.accessInfo(id);
    } catch (error) {
      request.log.error({ err: { type: (error as Error).name } }, 'article lookup failed');
      throw notFound();
    }
    if (!info) throw notFound();
    return info;
  });

  // The article and the session are read at once; the content is sent only if the access rule allows it.
  // On SQLite the finished answer is also repeated to readers the gate (read-gate.ts) lets through, for a
  // second or until an article or a rating changes here; access itself is decided on every request.
  const gate = createArticleReadGate(app.database, app.sessionReader);
  const articleReplay = gate && { maxAgeMs: ARTICLE_REPLAY_MS, version: replay.version, gate };
  app.get('/api/articles/:id', { config: { ...(articleReplay && { replay: articleReplay }) } }, async (request, reply) => {
    const { id } = parseInput(idParams, request.params);
    const [article] = await Promise.all([lookUp(request, () => articles.getFull(id)), getViewer(request, reply).catch(() => null)]);
    await decide(request, reply, article);
    return { article };
  });

  app.get('/api/articles/:id/rating', async (request, reply) => {
    const { id } = parseInput(idParams, request.params);
    const viewer = await authorise(request, reply, id);
    try {
      return { rating: await articles.ratingSummary(id), mine: viewer ? await articles.myScore(id, viewer.user.id) : null };
    } catch (error) {
      request.log.error({ err: { type: (error as Error).name } }, 'ratings read failed');
      return { rating: { average: null, count: 0 }, mine: null, available: false };
    }
  });

  app.put('/api/articles/:id/rating', async (request, reply) => {
    const { id } = parseInput(idParams, request.params);
    const viewer = await requireViewer(request, reply);
    await authorise(request, reply, id);
    const { score } = parseInput(ratingInputSchema, request.body);
    await articles.rate(id, viewer.user.id, score, randomUUID());
    // The article's answer carries its rating summary: rebuild what is kept of it.
    invalidateArticleCache(app.database.db);
    return { rating: await articles.ratingSummary(id), mine: score };
  });
}
