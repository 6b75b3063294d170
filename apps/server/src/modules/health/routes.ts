import type { FastifyInstance } from 'fastify';
import { ERROR_MESSAGES } from '@wellbeing/shared/errors';
import type { HealthResponse } from '@wellbeing/shared/schemas/health';

/**
 * A database check this recent is reused: load balancers and monitors may poll often, and a check per poll
 * would make the probe itself a load. A failed check is never reused: until the database answers again,
 * every request checks (and answers 503).
 */
export const HEALTH_CHECK_REUSE_MS = 250;

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  let lastAnswered = -Infinity;
  // A healthy answer is also repeated by the replay cache for as long (plugins/replay-cache.ts): with the
  // check's own reuse, a healthy answer is at most twice HEALTH_CHECK_REUSE_MS old; a 503 is never repeated.
  app.get('/api/health', { config: { replay: { maxAgeMs: HEALTH_CHECK_REUSE_MS } } }, async (request, reply) => {
    try {
      const now = performance.now();
      if (now - lastAnswered >= HEALTH_CHECK_REUSE_MS) {
        lastAnswered = -Infinity;
        await app.database.ping();
        lastAnswered = now;
      }
    } catch (error) {
      request.log.warn({ err: { type: (error as Error).name, code: (error as { code?: string }).code } }, 'health check: database not answering');
      return reply.code(503).send({ status: 'unavailable', database: app.database.kind, code: 'service/unavailable', message: ERROR_MESSAGES['service/unavailable'] });
    }
    const body: HealthResponse = { status: 'ok', database: app.database.kind };
    return body;
  });
}
