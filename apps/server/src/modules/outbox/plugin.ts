import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Outbox } from './outbox.js';

declare module 'fastify' {
  interface FastifyInstance {
    outbox: Outbox;
  }
}

/** How often the worker looks for due e-mails. */
export const OUTBOX_INTERVAL_MS = 15_000;

/**
 * The outbox as infrastructure: registered after the mailer, before the feature modules that define their
 * templates. It does not send anything until `startOutboxWorker` is called.
 */
export const outboxPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('outbox', new Outbox({ db: app.database.db, kind: app.database.kind, mailer: app.mailer, config: app.config, log: app.log }));
});

/**
 * Runs the worker in this server process once the app is ready (every template is defined by then) and
 * stops it on close, before the database and the mailer close (onClose hooks run in reverse order).
 */
export function startOutboxWorker(app: FastifyInstance, intervalMs = OUTBOX_INTERVAL_MS): void {
  app.addHook('onReady', async () => {
    app.outbox.start(intervalMs);
  });
  app.addHook('onClose', async () => {
    await app.outbox.stop();
  });
}
