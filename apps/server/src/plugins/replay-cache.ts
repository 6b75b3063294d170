import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';

/**
 * A replay cache in front of the framework, for the few public answers that every visitor asks for often
 * and that are the same for everyone (the health probe, Home's featured list): decision 006.
 *
 * A route opts in with `config: { replay: { maxAgeMs, version? } }`. When the framework has built such a
 * route's answer (after every `onSend` hook, so with the security headers and the compression it chose),
 * the exact status, headers and bytes are kept, keyed by the path and the request's Accept-Encoding. The
 * next identical GET is answered from them by the HTTP server itself, before the request reaches the
 * framework, until `maxAgeMs` has passed or `version()` has changed. There is only one code path for
 * headers, errors and compression: the framework's; this layer only repeats what it sent.
 *
 * Never kept: anything but a 200; answers that set a cookie or vary on anything but Accept-Encoding; a URL
 * with a query string (the key space stays bounded); an answer whose version changed while it was being
 * built (a write during the read); an answer the route marked with `skipReplay` (a degraded answer). Never
 * answered from memory: anything but GET, and every request once the server has started closing.
 * Replayed answers are not logged one by one, like a CDN's hits.
 */
export interface ReplayOptions {
  /** How long an answer is repeated, from when it was built. */
  maxAgeMs: number;
  /** The answer is repeated only while this returns what it returned when the answer was built. */
  version?: () => number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    replay?: ReplayOptions;
  }
}

/** Accept-Encoding values kept per path: browsers send a handful; anything beyond is simply not kept. */
const MAX_VARIANTS_PER_PATH = 8;

interface Entry {
  status: number;
  /** Name, value, name, value… as `writeHead` takes them. */
  headers: string[];
  body: Buffer;
  expiresAt: number;
  version: number | undefined;
  versionOf: (() => number) | undefined;
}

export class ReplayCache {
  private readonly paths = new Map<string, Map<string, Entry>>();
  private open = true;

  /** Answers the request from memory and returns true, or returns false for the framework to answer it. */
  serve(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== 'GET' || !this.open) return false;
    const variants = this.paths.get(req.url ?? '');
    if (variants === undefined) return false;
    const key = req.headers['accept-encoding'] ?? '';
    const entry = variants.get(key);
    if (entry === undefined) return false;
    if (performance.now() >= entry.expiresAt || (entry.versionOf !== undefined && entry.versionOf() !== entry.version)) {
      variants.delete(key);
      return false;
    }
    res.writeHead(entry.status, entry.headers);
    res.end(entry.body);
    return true;
  }

  store(path: string, acceptEncoding: string, entry: Entry): void {
    let variants = this.paths.get(path);
    if (variants === undefined) {
      variants = new Map();
      this.paths.set(path, variants);
    }
    if (variants.size >= MAX_VARIANTS_PER_PATH && !variants.has(acceptEncoding)) return;
    variants.set(acceptEncoding, entry);
  }

  /** Stops answering from memory (the server is closing: the framework adds `Connection: close`). */
  close(): void {
    this.open = false;
    this.paths.clear();
  }
}

/**
 * Fastify's `serverFactory`: the HTTP/1.1 server Fastify would create (with its timeouts), asking the
 * replay cache first.
 */
export function replayingServerFactory(cache: ReplayCache): NonNullable<FastifyServerOptions['serverFactory']> {
  return (handler, fastifyOptions) => {
    const options = fastifyOptions as {
      http?: http.ServerOptions;
      keepAliveTimeout?: number;
      requestTimeout?: number;
      connectionTimeout?: number;
      maxRequestsPerSocket?: number;
    };
    const server = http.createServer(options.http ?? {}, (req, res) => {
      if (!cache.serve(req, res)) handler(req, res);
    });
    if (options.keepAliveTimeout !== undefined) server.keepAliveTimeout = options.keepAliveTimeout;
    if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
    if (options.connectionTimeout !== undefined) server.setTimeout(options.connectionTimeout);
    if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    return server;
  };
}

const started = Symbol('replay.started');
const skipped = Symbol('replay.skipped');
interface ReplayState {
  [started]?: { at: number; version: number | undefined };
  [skipped]?: true;
}

/** Marks this answer as one not to repeat (a degraded answer, such as an empty list after a failed read). */
export function skipReplay(request: FastifyRequest): void {
  (request as FastifyRequest & ReplayState)[skipped] = true;
}

/** Headers Node writes itself for every answer (and the length, set from the kept bytes). */
const WRITTEN_BY_NODE = new Set(['connection', 'content-length', 'date']);

/** The answer's headers as `writeHead` takes them, or undefined when the answer must not be kept. */
function headerList(reply: FastifyReply, body: Buffer): string[] | undefined {
  const list: string[] = [];
  for (const [name, value] of Object.entries({ ...reply.raw.getHeaders(), ...reply.getHeaders() })) {
    const lower = name.toLowerCase();
    if (value === undefined || WRITTEN_BY_NODE.has(lower)) continue;
    if (lower === 'set-cookie') return undefined;
    if (lower === 'vary' && String(value).toLowerCase().split(',').some((v) => v.trim() !== 'accept-encoding')) return undefined;
    for (const v of Array.isArray(value) ? value : [value]) list.push(name, String(v));
  }
  list.push('content-length', String(body.length));
  return list;
}

/**
 * Keeps the answers of routes that opt in. Register it after every plugin whose `onSend` hook shapes answers
 * (security headers, compression), so that what it keeps is what was sent.
 */
export const replayCachePlugin = fp(async (app: FastifyInstance, opts: { cache: ReplayCache }) => {
  const { cache } = opts;
  app.addHook('preClose', (done) => {
    cache.close();
    done();
  });
  app.addHook('onRequest', (request, _reply, done) => {
    const replay = request.routeOptions.config.replay;
    if (replay !== undefined && request.method === 'GET') {
      (request as FastifyRequest & ReplayState)[started] = { at: performance.now(), version: replay.version?.() };
    }
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    const state = request as FastifyRequest & ReplayState;
    const start = state[started];
    const replay = request.routeOptions.config.replay;
    if (start === undefined || replay === undefined || state[skipped] || reply.statusCode !== 200) return done(null, payload);
    if (request.url !== request.routeOptions.url) return done(null, payload);
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
    const version = replay.version?.();
    if (version !== start.version) return done(null, payload);
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    const headers = headerList(reply, body);
    if (headers === undefined) return done(null, payload);
    const acceptEncoding = request.headers['accept-encoding'] ?? '';
    cache.store(request.url, acceptEncoding, {
      status: 200,
      headers,
      body,
      expiresAt: start.at + replay.maxAgeMs,
      version,
      versionOf: replay.version,
    });
    done(null, body);
  });
});
