import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** How often, while shutting down, connections that have gone idle are closed. */
const IDLE_SWEEP_MS = 100;

/**
 * Graceful shutdown (`app.close()` on SIGTERM) that does not wait for idle keep-alive connections.
 *
 * On close, Node stops accepting connections and closes the ones that are idle at that moment; requests in
 * flight run to the end. But a connection whose request finishes *after* that (an answer written after
 * the signal, a chat reply that was streaming) would stay open, idle, until the client drops it (browsers keep
 * them for minutes), holding the process up until its forced exit. So once closing starts, answers carry
 * `Connection: close`, and connections that go idle (a streamed reply has already sent its headers) are
 * closed every IDLE_SWEEP_MS until the server has closed.
 */
export const gracefulClosePlugin = fp(async (app: FastifyInstance) => {
  let closing = false;
  let sweep: NodeJS.Timeout | undefined;
  app.addHook('preClose', async () => {
    closing = true;
    sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
    sweep.unref();
  });
  // Synchronous: it runs on every answer (decision 005).
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
  app.addHook('onClose', async () => {
    clearInterval(sweep);
  });
});
