import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';

/**
 * A replay cache in front of the framework, for the few answers that are asked for often and are the same
 * for everyone who may have them: the health probe and Home's featured list (decision 006), and an article
 * for its readers, behind a gate that decides access on every request (decision 008).
 *
 * A route opts in with `config: { replay: { maxAgeMs, version?, gate? } }`. When the framework has built such a
 * route's answer (after every `onSend` hook, so with the security headers and the compression it chose),
 * the exact status, headers and bytes are kept, keyed by the path and the request's Accept-Encoding. The
 * next identical GET is answered from them by the HTTP server itself, before the request reaches the
 * framework, until `maxAgeMs` has passed or `version()` has changed. There is only one code path for
 * headers, errors and compression: the framework's; this layer only repeats what it sent.
 *
 * Never kept: anything but a 200; answers that set a cookie or vary on anything but Accept-Encoding; a URL
 * with a query string, or with params unless the route has a gate (the key space stays bounded, and at most
 * MAX_REPLAY_PATHS paths); an answer whose version changed while it was being
 * built (a write during the read); an answer the route marked with `skipReplay` (a degraded answer). Never
 * answered from memory: anything but GET, and every request once the server has started closing.
 * Replayed answers are not logged one by one, like a CDN's hits.
 */
export interface ReplayOptions {
  /** How long an answer is repeated, from when it was built. */
  maxAgeMs: number;
  /** The answer is repeated only while this returns what it returned when the answer was built. */
  version?: () => number;
  /**
   * For an answer that only some may have (an article in a zone): decides on every repeat, from the request
   * and the route's params as they were when the answer was built, whether this request may have it. It must
   * be synchronous and decide as the route would, from current data (nothing about access is kept); when it
   * says false, the framework answers (and decides, refuses, logs). A route with a gate may have params.
   */
  gate?: (req: IncomingMessage, params: Readonly<Record<string, string>>) => boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    replay?: ReplayOptions;
  }
}

/** Accept-Encoding values kept per path: browsers send a handful; anything beyond is simply not kept. */
const MAX_VARIANTS_PER_PATH = 8;
/** Paths kept at most (routes with params and a gate add one per id asked for); beyond it, nothing new is kept. */
export const MAX_REPLAY_PATHS = 1_000;

interface Entry {
  status: number;
  /** Name, value, name, value… as `writeHead` takes them. */
  headers: string[];
  body: Buffer;
  expiresAt: number;
  version: number | undefined;
  versionOf: (() => number) | undefined;
  /** The route's gate bound to the params of the request that built the answer. */
  gate: ((req: IncomingMessage) => boolean) | undefined;
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
      if (variants.size === 0) this.paths.delete(req.url ?? '');
      return false;
    }
    if (entry.gate !== undefined && !passes(entry.gate, req)) return false;
    res.writeHead(entry.status, entry.headers);
    res.end(entry.body);
    return true;
  }

  store(path: string, acceptEncoding: string, entry: Entry): void {
    let variants = this.paths.get(path);
    if (variants === undefined) {
      if (this.paths.size >= MAX_REPLAY_PATHS) this.dropExpired();
      if (this.paths.size >= MAX_REPLAY_PATHS) return;
      variants = new Map();
      this.paths.set(path, variants);
    }
    if (variants.size >= MAX_VARIANTS_PER_PATH && !variants.has(acceptEncoding)) return;
    variants.set(acceptEncoding, entry);
  }

  /** Forgets every answer past its max age (when the path limit is reached, before refusing a new path). */
  private dropExpired(): void {
    const now = performance.now();
    for (const [path, variants] of this.paths) {
      for (const [key, entry] of variants) if (now >= entry.expiresAt) variants.delete(key);
      if (variants.size === 0) this.paths.delete(path);
    }
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
    // Only the route's own path (no query string), or for a gated route its path with these params.
    const params = request.params as Record<string, string>;
    if (replay.gate === undefined ? request.url !== request.routeOptions.url : request.url.includes('?')) return done(null, payload);
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
      gate: replay.gate === undefined ? undefined : bindGate(replay.gate, { ...params }),
    });
    done(null, body);
  });
});

/**
 * A gate that throws (its read failed: a disk error, a closed database) lets nothing through: the framework
 * answers that request and reports the failure as it would any other, instead of the error escaping the HTTP
 * server's request handler.
 */
function passes(gate: (req: IncomingMessage) => boolean, req: IncomingMessage): boolean {
  try {
    return gate(req);
  } catch {
    return false;
  }
}

function bindGate(gate: NonNullable<ReplayOptions['gate']>, params: Readonly<Record<string, string>>): (req: IncomingMessage) => boolean {
  return (req) => gate(req, params);
}
