import type { FastifyServerOptions } from 'fastify';
import type { AppConfig } from '../config.js';

/**
 * Health data is sensitive: request logs carry the method and the path only (query strings can hold
 * tokens from e-mail links), never bodies, cookies or authorization headers.
 */
export function loggerOptions(config: Pick<AppConfig, 'logLevel'>, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    ...(stream ? { stream } : {}),
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]', '*.password', '*.token'], censor: '[redacted]' },
    serializers: {
      req(request: { method: string; url: string; id: string }) {
        return { id: request.id, method: request.method, path: request.url.split('?')[0] };
      },
      res(reply: { statusCode: number }) {
        return { statusCode: reply.statusCode };
      },
    },
  };
}
