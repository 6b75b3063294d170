import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_MESSAGES } from '@wellbeing/shared/errors';
import { routeTable } from '@wellbeing/shared/routes';
import { contentSecurityPolicyWithScripts } from './security.js';

const routePatterns = routeTable.map((r) => new RegExp(`^${r.path.replace(/:[^/]+/g, '[^/]+')}/?$`));

/** True when the path is a screen of the route table; anything else is answered with the app and a 404 status. */
export function isKnownScreen(pathname: string): boolean {
  return routePatterns.some((pattern) => pattern.test(pathname));
}

/**
 * The shell for each screen of the route table, with that screen's page code and styles listed as preloads
 * (from the web build's route-preloads.json), so the browser fetches them alongside the app's own code.
 * Screens without an entry (or a build without the file) get the plain shell.
 */
function shellsByRoute(shell: string, webDistDir: string): Array<{ pattern: RegExp; html: string }> {
  const file = path.join(webDistDir, 'route-preloads.json');
  if (!existsSync(file) || !shell.includes('</head>')) return [];
  let preloads: Record<string, string[]>;
  try {
    preloads = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string[]>;
  } catch {
    return [];
  }
  const safe = (url: string) => /^\/[\w./-]+$/.test(url);
  return routeTable.flatMap((route, index) => {
    const urls = (preloads[route.path] ?? []).filter(safe);
    if (urls.length === 0) return [];
    const links = urls.map((url) => (url.endsWith('.css') ? `<link rel="preload" as="style" crossorigin href="${url}">` : `<link rel="modulepreload" crossorigin href="${url}">`));
    return [{ pattern: routePatterns[index]!, html: shell.replace('</head>', `${links.join('')}</head>`) }];
  });
}

/** SHA-256 (base64) of each inline script of an HTML page, for its Content-Security-Policy. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => createHash('sha256').update(m[1]!, 'utf8').digest('base64'));
}

const NOT_BUILT_PAGE = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Harbour</title>
<h1>The web app has not been built yet</h1><p>Run <code>npm run build</code>, then restart the server.</p></html>`;

/**
 * Serves the built single-page app: hashed assets cached for a year, the HTML shell never cached, and the
 * shell for every screen path so the browser router can show the right page (or its not-found page).
 */
export const webAppPlugin = fp(async (app: FastifyInstance, opts: { webDistDir: string; extraScreens?: readonly string[] }) => {
  const indexFile = path.join(opts.webDistDir, 'index.html');
  const hasBuild = existsSync(indexFile);
  const shell = hasBuild ? readFileSync(indexFile, 'utf8') : NOT_BUILT_PAGE;
  const extraScreens = new Set(opts.extraScreens ?? []);
  const routeShells = hasBuild ? shellsByRoute(shell, opts.webDistDir) : [];
  const shellPolicy = contentSecurityPolicyWithScripts(inlineScriptHashes(shell));

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: opts.webDistDir,
      index: false,
      // The build is immutable while the server runs: register its files up front, everything else falls to the handler below.
      wildcard: false,
      preCompressed: true,
      setHeaders(res, filePath) {
        const rel = path.relative(opts.webDistDir, filePath);
        if (rel.startsWith(`assets${path.sep}`)) res.header('Cache-Control', 'public, max-age=31536000, immutable');
        else if (rel === 'sw.js') res.header('Cache-Control', 'no-cache');
        else res.header('Cache-Control', 'public, max-age=86400');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname === '/api' || pathname.startsWith('/api/') || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.code(404).send({ code: 'not-found', message: ERROR_MESSAGES['not-found'] });
    }
    const known = isKnownScreen(pathname) || extraScreens.has(pathname);
    const html = (known && routeShells.find((route) => route.pattern.test(pathname))?.html) || shell;
    return reply
      .code(known ? 200 : 404)
      .header('Cache-Control', 'no-cache')
      .header('Content-Security-Policy', shellPolicy)
      .type('text/html; charset=utf-8')
      .send(html);
  });
});
