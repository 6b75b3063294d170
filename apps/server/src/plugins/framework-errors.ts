import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_MESSAGES } from '@wellbeing/shared/errors';
import { securityHeaders } from './security.js';

/**
 * Fastify's `frameworkErrors`: what the router answers before any route or hook runs, i.e. a path it
 * cannot decode (`%ED%A0%80`) or a path parameter over its length limit. A clear 4xx in our
 * `{ code, message }` shape (never Fastify's own body, which repeats the path), with the headers every
 * other answer carries: no hook sets them here.
 */
export function frameworkErrorHandler(isProduction: boolean) {
  const headers = securityHeaders(isProduction, true);

  return (error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void => {
    const [status, code, message] =
      error.code === 'FST_ERR_BAD_URL'
        ? [400, 'request/invalid', 'The address of this request is not valid.']
        : error.code === 'FST_ERR_MAX_PARAM_LENGTH'
          ? [414, 'request/invalid', 'The address of this request is too long.']
          : [500, 'server/error', ERROR_MESSAGES['server/error']];
    void reply.code(status).headers(headers).send({ code, message });
  };
}
