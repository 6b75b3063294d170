import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Headers on every response. Styles allow inline because the component library sets CSS variables in
 * style attributes; scripts, fonts, images and connections are our own origin only.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const securityPlugin = fp(async (app: FastifyInstance, opts: { isProduction: boolean }) => {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('Content-Security-Policy', CONTENT_SECURITY_POLICY);
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'no-referrer');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    reply.header('Cross-Origin-Resource-Policy', 'same-origin');
    reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), interest-cohort=()');
    if (opts.isProduction) reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    // API answers may carry personal data: never cached by the browser or anything in between.
    if (request.url.startsWith('/api/') || request.url === '/api') reply.header('Cache-Control', 'no-store');
    return payload;
  });
});
