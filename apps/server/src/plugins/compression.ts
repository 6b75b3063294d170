import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Answers smaller than this are sent as they are: compressing them saves little and costs a round of CPU. */
export const COMPRESSION_THRESHOLD = 1024;
const COMPRESSIBLE = /^(?:text\/(?!event-stream)|application\/(?:json|javascript|xml|manifest\+json)|image\/svg\+xml)/i;

/** The encoding to use for an Accept-Encoding header: brotli, then gzip, honouring `q=0`; null for none. */
export function chooseEncoding(header: string): 'br' | 'gzip' | null {
  let br = false;
  let gzip = false;
  let any = false;
  for (const part of header.split(',')) {
    const [token = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q !== undefined && !(Number(q.slice(2)) > 0)) continue;
    if (token === 'br') br = true;
    else if (token === 'gzip' || token === 'x-gzip') gzip = true;
    else if (token === '*') any = true;
  }
  return br || (any && !gzip) ? 'br' : gzip ? 'gzip' : null;
}

/**
 * Compresses answers built in memory (JSON, the HTML shell) when the browser accepts it. One synchronous
 * hook, and nothing else on the request path: files are compressed at build time and served as they are
 * (`@fastify/static` `preCompressed`), streams (chat replies, downloads) are never buffered. Decision 005
 * measured the general-purpose plugin this replaces at a quarter of the cost of a small API answer.
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', (request, reply, payload, done) => {
    const accept = request.headers['accept-encoding'];
    if (!accept || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) return done(null, payload);
    const size = typeof payload === 'string' ? Buffer.byteLength(payload) : payload.length;
    if (size < COMPRESSION_THRESHOLD || reply.hasHeader('content-encoding')) return done(null, payload);
    if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))) return done(null, payload);
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
    const encoding = chooseEncoding(typeof accept === 'string' ? accept : String(accept));
    if (!encoding) return done(null, payload);
    const body =
      encoding === 'br'
        ? brotliCompressSync(payload, { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: size } })
        : gzipSync(payload, { level: 6 });
    reply.header('content-encoding', encoding);
    reply.header('content-length', body.length);
    done(null, body);
  });
});
