import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyReply } from 'fastify';
import type { ChatStreamEvent } from '@wellbeing/shared/schemas/chat';
import { securityHeaders } from '../../plugins/security.js';

/** How often a quiet stream sends a comment, so proxies do not drop a reply that is slow to start. */
const KEEP_ALIVE_MS = 15_000;

export interface EventStream {
  /** Sends one event; false (and nothing sent) once the person has gone. */
  send<K extends ChatStreamEvent['event']>(event: K, data: Extract<ChatStreamEvent, { event: K }>['data']): boolean;
  end(): void;
  /** Aborted when the person stops the reply (the browser aborts the fetch) or leaves. */
  readonly signal: AbortSignal;
  readonly isClosed: boolean;
}

/**
 * Takes over the response from Fastify and answers `text/event-stream`. Hooks do not run on a hijacked
 * reply, so the headers the security plugin adds to every answer are set here, with `no-store`, and with
 * anything already set on the reply (a refreshed session cookie).
 */
export function openEventStream(reply: FastifyReply, options: { isProduction: boolean }): EventStream {
  const inherited = reply.getHeaders() as OutgoingHttpHeaders;
  reply.hijack();
  const raw = reply.raw;
  const closed = new AbortController();
  raw.on('close', () => {
    if (!raw.writableFinished) closed.abort(new DOMException('The person stopped the reply.', 'AbortError'));
  });
  raw.on('error', () => closed.abort());

  raw.writeHead(200, {
    ...inherited,
    // The same headers plugins/security.ts puts on every other API answer (no-store among them).
    ...securityHeaders(options.isProduction, true),
    'Content-Type': 'text/event-stream; charset=utf-8',
    Connection: 'keep-alive',
    'X-Accel-Buffering': 'no',
  });
  raw.flushHeaders();

  const keepAlive = setInterval(() => {
    if (!closed.signal.aborted && !raw.writableEnded) raw.write(': keep-alive\n\n');
  }, KEEP_ALIVE_MS);
  keepAlive.unref();
  closed.signal.addEventListener('abort', () => clearInterval(keepAlive), { once: true });

  return {
    send(event, data) {
      if (closed.signal.aborted || raw.writableEnded) return false;
      // JSON keeps every line break inside one `data:` line.
      raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      return true;
    },
    end() {
      clearInterval(keepAlive);
      if (!raw.writableEnded) raw.end();
    },
    signal: closed.signal,
    get isClosed() {
      return closed.signal.aborted || raw.writableEnded;
    },
  };
}
