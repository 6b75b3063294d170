import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_MESSAGES } from '@wellbeing/shared/errors';
import { AppError } from '../lib/app-error.js';

/** Maps every failure to `{ code, message }`; 5xx never leak internals, 4xx say what was wrong. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .code(error.statusCode)
        .send({ ...error.details, code: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) });
    }
    const fastifyError = error as FastifyError;
    const status = fastifyError.statusCode ?? 500;
    if (status === 413) return reply.code(413).send({ code: 'request/too-large', message: ERROR_MESSAGES['request/too-large'] });
    if (status === 415) {
      return reply.code(415).send({ code: 'request/unsupported-media-type', message: 'Send the request body as JSON.' });
    }
    if (status === 429) return reply.code(429).send({ code: 'request/rate-limited', message: ERROR_MESSAGES['request/rate-limited'] });
    if (status >= 400 && status < 500) {
      const message = fastifyError.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
        ? 'The request body is not valid JSON.'
        : fastifyError.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
          ? 'The request body is empty.'
          : ERROR_MESSAGES['request/invalid'];
      return reply.code(status).send({ code: 'request/invalid', message });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: { type: error.name, code: (error as { code?: string }).code } }, 'database unavailable');
      return reply.code(503).header('Retry-After', '5').send({ code: 'service/unavailable', message: ERROR_MESSAGES['service/unavailable'] });
    }
    request.log.error({ err: { type: error.name, message: error.message, stack: error.stack } }, 'request failed');
    return reply.code(500).send({ code: 'server/error', message: ERROR_MESSAGES['server/error'] });
  });
});

const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', '57P01', '57P03', '53300', 'SQLITE_BUSY', 'SQLITE_READONLY', 'SQLITE_FULL', 'SQLITE_IOERR', 'SQLITE_CANTOPEN']);

export function isDatabaseUnavailable(error: unknown): boolean {
  const code = (error as { code?: unknown })?.code;
  if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('SQLITE_IOERR') || code.startsWith('SQLITE_READONLY'))) return true;
  const message = error instanceof Error ? error.message : '';
  return /driver has already been destroyed|Connection terminated|timeout exceeded when trying to connect|Query read timeout|database connection is not open/i.test(message);
}
