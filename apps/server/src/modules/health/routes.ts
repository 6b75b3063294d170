import type { FastifyInstance } from 'fastify';
import { ERROR_MESSAGES } from '@wellbeing/shared/errors';
import type { HealthResponse } from '@wellbeing/shared/schemas/health';

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/health', async (request, reply) => {
    try {
      await app.database.ping();
    } catch (error) {
      request.log.warn({ err: { type: (error as Error).name, code: (error as { code?: string }).code } }, 'health check: database not answering');
      return reply.code(503).send({ status: 'unavailable', database: app.database.kind, code: 'service/unavailable', message: ERROR_MESSAGES['service/unavailable'] });
    }
    const body: HealthResponse = { status: 'ok', database: app.database.kind };
    return body;
  });
}
