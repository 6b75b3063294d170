import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_MESSAGES } from '@wellbeing/shared/errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests that a browser sent from another site (CSRF), on every route: ours and
 * the auth library's. Browsers always send Origin on such requests; non-browser clients carry no cookies
 * of a victim, so a request without Origin is judged by Sec-Fetch-Site when present.
 */
export const originCheckPlugin = fp(async (app: FastifyInstance) => {
  const publicOrigin = new URL(app.config.publicUrl).origin;
  // Synchronous: it runs on every request and has nothing to wait for.
  app.addHook('onRequest', (request, reply, done) => {
    if (SAFE_METHODS.has(request.method)) return done();
    const origin = request.headers.origin;
    const ownOrigin = `${request.protocol}://${request.headers.host ?? ''}`;
    const refused = origin
      ? origin !== publicOrigin && origin !== ownOrigin
      : ['cross-site', 'same-site'].includes(String(request.headers['sec-fetch-site'] ?? ''));
    if (refused) {
      reply.code(403).send({ code: 'request/forbidden-origin', message: ERROR_MESSAGES['request/forbidden-origin'] });
      return;
    }
    done();
  });
});
