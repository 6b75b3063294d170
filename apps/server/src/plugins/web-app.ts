import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_MESSAGES } from '@wellbeing/shared/errors';
import { PAGE_ANSWERS_ID } from '@wellbeing/shared/product';
import { CRISIS_PATH, routeTable, type RoutePath } from '@wellbeing/shared/routes';
import { parseCrisisLinesResponse } from '@wellbeing/shared/start-up-guards';
import { crisisPageMarkup, PAGE_MARKER } from './crisis-page-shell.js';
import { contentSecurityPolicyWithScripts } from './security.js';

const routePatterns = routeTable.map((r) => new RegExp(`^${r.path.replace(/:[^/]+/g, '[^/]+')}/?$`));

/** True when the path is a screen of the route table; anything else is answered with the app and a 404 status. */
export function isKnownScreen(pathname: string): boolean {
  return routePatterns.some((pattern) => pattern.test(pathname));
}

/**
 * The shell for each screen of the route table, with that screen's page code listed as preloads and its
 * styles as stylesheets (from the web build's route-preloads.json), so the browser fetches them alongside the
 * app's own code. The styles are applied with the first paint: loaded later by the page's code, they cost a
 * whole-page style task after it (Lighthouse: 120–200 ms of blocking time on a slow phone). They come after
 * the app's stylesheet, which declares the cascade layers' order. Screens without an entry (or a build
 * without the file) get the plain shell.
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
    const links = urls.map((url) => (url.endsWith('.css') ? `<link rel="stylesheet" crossorigin href="${url}">` : `<link rel="modulepreload" crossorigin href="${url}">`));
    return [{ pattern: routePatterns[index]!, html: shell.replace('</head>', `${links.join('')}</head>`) }];
  });
}

/** SHA-256 (base64) of each inline script of an HTML page, for its Content-Security-Policy. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => createHash('sha256').update(m[1]!, 'utf8').digest('base64'));
}

const CHAT_PATH: RoutePath = '/ai-chat';
const ARTICLE_SCREEN = /^\/articles\/([^/]+)\/?$/;
const LOCAL_URL = /^\/[\w./-]+$/;

/** JSON that can sit inside a `<script type="application/json">` element: nothing in it can close or comment the element. */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

interface PageAnswers {
  /** Successful answers by API path, exactly as those routes sent them to this visitor. */
  answers: Record<string, unknown>;
  /** True when an answer depends on who asked (the page is then never stored, and varies by cookie). */
  personal: boolean;
  /** The page's content in plain HTML, painted before the app runs (the crisis page). */
  markup?: string;
  /** A request header the markup depends on. */
  vary?: string;
  /** The article's cover, the page's largest image, when it is a file of this site. */
  cover?: string;
}

/**
 * Asks the app's own routes for `paths` with the visitor's cookie, as the page's code would once it ran, and keeps
 * the successful JSON answers. The routes decide as always: a refusal is never sent with the page (the app asks
 * again and shows it). Nothing is sent when a route would set a cookie (a session refresh or an ended session):
 * the app's own requests do that.
 */
async function visitorAnswers(app: FastifyInstance, request: FastifyRequest, paths: readonly string[]): Promise<Record<string, unknown> | null> {
  const cookie = request.headers.cookie;
  const headers = cookie ? { cookie, accept: 'application/json' } : { accept: 'application/json' };
  const responses = await Promise.all(paths.map((url) => app.inject({ method: 'GET', url, headers, remoteAddress: request.ip })));
  if (responses.some((res) => res.headers['set-cookie'] !== undefined)) return null;
  const answers: Record<string, unknown> = {};
  responses.forEach((res, index) => {
    if (res.statusCode === 200 && String(res.headers['content-type']).startsWith('application/json')) answers[paths[index]!] = JSON.parse(res.body) as unknown;
  });
  return Object.keys(answers).length > 0 ? answers : null;
}

/**
 * The article page's start-up requests (the session, the article's zone and title, its content), so they travel
 * with the HTML instead of one round trip after the app's code has run.
 */
async function articlePageAnswers(app: FastifyInstance, request: FastifyRequest, segment: string): Promise<PageAnswers | null> {
  let id: string;
  try {
    id = decodeURIComponent(segment);
  } catch {
    return null;
  }
  const articlePath = `/api/articles/${encodeURIComponent(id)}`;
  const answers = await visitorAnswers(app, request, ['/api/session', `${articlePath}/access`, articlePath]);
  if (!answers) return null;
  const article = (answers[articlePath] as { article?: { coverImg?: unknown } } | undefined)?.article;
  const cover = typeof article?.coverImg === 'string' && LOCAL_URL.test(article.coverImg) ? article.coverImg : undefined;
  return { answers, personal: true, ...(cover ? { cover } : {}) };
}

/**
 * The chat's start-up requests: the session (its guard waits for it), which assistant answers, and the person's
 * conversations, so the screen is drawn once with them instead of after two more round trips and a redraw for
 * each. An open conversation's messages (`?c=`) are still asked for by the page.
 */
async function chatPageAnswers(app: FastifyInstance, request: FastifyRequest): Promise<PageAnswers | null> {
  const answers = await visitorAnswers(app, request, ['/api/session', '/api/chat/assistant', '/api/chat/conversations']);
  return answers ? { answers, personal: true } : null;
}

const CRISIS_LINES_API = '/api/crisis-lines';

/**
 * The crisis page's list of lines, sent twice with the page: as plain HTML in place of the page (the numbers
 * are on screen before the app's code has arrived, and without JavaScript), and as the API's answer, so the app
 * renders the list at once instead of asking again. The list is public and the same for everyone, asked for
 * without the visitor's cookie: the page stays impersonal (the service worker keeps it as the offline copy).
 */
async function crisisPageAnswers(app: FastifyInstance, request: FastifyRequest): Promise<PageAnswers | null> {
  const res = await app.inject({ method: 'GET', url: CRISIS_LINES_API, headers: { accept: 'application/json' }, remoteAddress: request.ip });
  if (res.statusCode !== 200 || !String(res.headers['content-type']).startsWith('application/json')) return null;
  const list = parseCrisisLinesResponse(JSON.parse(res.body));
  if (!list) return null;
  return { answers: { [CRISIS_LINES_API]: list }, personal: false, markup: crisisPageMarkup(list, request.headers['accept-language']), vary: 'Accept-Language' };
}

/** The answers a screen's first render needs, for the screens that have them. */
function pageAnswers(app: FastifyInstance, request: FastifyRequest, pathname: string): Promise<PageAnswers | null> {
  const article = ARTICLE_SCREEN.exec(pathname)?.[1];
  if (article) return articlePageAnswers(app, request, article);
  if (pathname === CRISIS_PATH || pathname === `${CRISIS_PATH}/`) return crisisPageAnswers(app, request);
  if (pathname === CHAT_PATH || pathname === `${CHAT_PATH}/`) return chatPageAnswers(app, request);
  return Promise.resolve(null);
}

/** The shell with the answers (and the cover's preload) at the end of its head, and the page's plain markup in its place. */
function withPageAnswers(html: string, page: PageAnswers): string {
  const cover = page.cover ? `<link rel="preload" as="image" href="${page.cover}" fetchpriority="high">` : '';
  const withAnswers = html.replace('</head>', () => `${cover}<script type="application/json" id="${PAGE_ANSWERS_ID}">${jsonForHtml(page.answers)}</script></head>`);
  return page.markup ? withAnswers.replace(PAGE_MARKER, () => page.markup!) : withAnswers;
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

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname === '/api' || pathname.startsWith('/api/') || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.code(404).send({ code: 'not-found', message: ERROR_MESSAGES['not-found'] });
    }
    const known = isKnownScreen(pathname) || extraScreens.has(pathname);
    let html = (known && routeShells.find((route) => route.pattern.test(pathname))?.html) || shell;
    let personal = false;
    let vary: string[] = [];
    if (hasBuild && known && request.method === 'GET' && html.includes('</head>')) {
      const page = await pageAnswers(app, request, pathname).catch((error: unknown) => {
        request.log.warn({ err: { type: (error as Error).name } }, 'answers sent with the page failed');
        return null;
      });
      if (page) {
        html = withPageAnswers(html, page);
        personal = page.personal;
        vary = [...(personal ? ['Cookie'] : []), ...(page.vary ? [page.vary] : [])];
      }
    }
    if (vary.length > 0) reply.header('Vary', vary.join(', '));
    return reply
      .code(known ? 200 : 404)
      // A page that carries a visitor's answers is as private as those answers (never stored, like /api/*).
      .header('Cache-Control', personal ? 'no-store' : 'no-cache')
      .header('Content-Security-Policy', shellPolicy)
      .type('text/html; charset=utf-8')
      .send(html);
  });
});
