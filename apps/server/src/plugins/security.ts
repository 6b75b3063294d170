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

/**
 * The policy for an HTML page whose inline scripts are these (their SHA-256, base64): each allowed by its
 * hash alone, nothing else inline. The web app's shell inlines one, the colour-scheme setter, which must
 * run before the first paint (decision 005).
 */
export function contentSecurityPolicyWithScripts(hashes: readonly string[]): string {
  if (hashes.length === 0) return CONTENT_SECURITY_POLICY;
  return CONTENT_SECURITY_POLICY.replace("script-src 'self'", `script-src 'self' ${hashes.map((h) => `'sha256-${h}'`).join(' ')}`);
}

/** What every page and file carries (documents and what they load). */
const PAGE_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), interest-cohort=()',
};

/**
 * The policy of API answers (JSON, event streams, downloads): never a page, so nothing may load, run or
 * frame them. Stricter than the pages' policy; it also leaves nothing for the page-only headers (referrer,
 * opener, permissions) to govern, so API answers do not carry those (decision 006).
 */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

const API_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': API_CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'cross-origin-resource-policy': 'same-origin',
  // API answers may carry personal data: never kept by the browser or anything in between.
  'cache-control': 'no-store',
};

/** The headers of every answer: a page's or file's, or an API answer's (`api`). */
export function securityHeaders(isProduction: boolean, api: boolean): Readonly<Record<string, string>> {
  return {
    ...(api ? API_HEADERS : PAGE_HEADERS),
    ...(isProduction ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/** Whether a request path is an API answer's (`/api`, `/api/…`, `/api?…`). */
export function isApiPath(url: string): boolean {
  return url.startsWith('/api/') || url === '/api' || url.startsWith('/api?');
}

/**
 * Set when the request arrives, so every answer carries them: routes, not-found, errors and files. A
 * synchronous hook with one prepared object: this runs on every request (decision 005).
 */
export const securityPlugin = fp(async (app: FastifyInstance, opts: { isProduction: boolean }) => {
  const headers = securityHeaders(opts.isProduction, false);
  const apiHeaders = securityHeaders(opts.isProduction, true);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiPath(request.url) ? apiHeaders : headers);
    done();
  });
});
