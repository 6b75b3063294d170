import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { canEnterArea } from '@wellbeing/shared/access-policy';
import { crisisLineInputSchema, type CrisisLinesResponse } from '@wellbeing/shared/schemas/tools';
import { z } from 'zod';
import { notAuthenticated, notFound, parseInput } from '../../lib/app-error.js';
import { getViewer, type Viewer } from '../auth/viewer.js';
import { createCrisisLinesRepository } from './repository.js';

const idParams = z.object({ id: z.string().min(1).max(200) });

/**
 * Short enough that an admin's correction reaches visitors within minutes, long enough that a busy crisis
 * page does not ask the database on every view. The service worker keeps its own copy for offline use.
 */
export const CRISIS_LINES_CACHE_CONTROL = 'public, max-age=120, stale-while-revalidate=600';

/** The admin area's rule from the shared policy: anonymous → 401, anyone else who is not an admin → 404. */
async function requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<Viewer> {
  const viewer = await getViewer(request, reply);
  if (!viewer) throw notAuthenticated();
  if (!canEnterArea({ role: viewer.user.role }, 'admin')) throw notFound();
  return viewer;
}

export async function crisisLinesRoutes(app: FastifyInstance): Promise<void> {
  const lines = createCrisisLinesRepository(app.database.db);

  // Public and the same for everyone: the one API answer that may be cached (the security plugin marks
  // every /api answer no-store first; this plugin's own hook runs after it, for this route only).
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.routeOptions.url === '/api/crisis-lines' && reply.statusCode === 200) reply.header('Cache-Control', CRISIS_LINES_CACHE_CONTROL);
    return payload;
  });

  app.get('/api/crisis-lines', async (): Promise<CrisisLinesResponse> => {
    const all = await lines.list();
    const updatedAt = all.reduce<string | null>((latest, l) => (latest === null || l.updatedAt > latest ? l.updatedAt : latest), null);
    return { lines: all, updatedAt, fetchedAt: new Date().toISOString() };
  });

  app.get('/api/admin/crisis-lines', async (request, reply) => {
    await requireAdmin(request, reply);
    return { lines: await lines.list() };
  });

  app.get('/api/admin/crisis-lines/:id', async (request, reply) => {
    await requireAdmin(request, reply);
    const { id } = parseInput(idParams, request.params);
    const line = await lines.get(id);
    if (!line) throw notFound();
    return { line };
  });

  app.post('/api/admin/crisis-lines', async (request, reply) => {
    await requireAdmin(request, reply);
    const data = parseInput(crisisLineInputSchema, request.body);
    const line = await lines.create(randomUUID(), data);
    request.log.info({ crisisLine: line.id }, 'crisis line added');
    return reply.code(201).send({ line });
  });

  app.put('/api/admin/crisis-lines/:id', async (request, reply) => {
    await requireAdmin(request, reply);
    const { id } = parseInput(idParams, request.params);
    const data = parseInput(crisisLineInputSchema, request.body);
    const line = await lines.update(id, data);
    if (!line) throw notFound();
    request.log.info({ crisisLine: id }, 'crisis line changed');
    return { line };
  });

  app.delete('/api/admin/crisis-lines/:id', async (request, reply) => {
    await requireAdmin(request, reply);
    const { id } = parseInput(idParams, request.params);
    if (!(await lines.remove(id))) throw notFound();
    request.log.info({ crisisLine: id }, 'crisis line removed');
    return { ok: true };
  });
}
