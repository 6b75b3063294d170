import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import type { AppConfig } from './config.js';
import { openDatabase, type DatabaseHandle } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { loggerOptions } from './lib/logger.js';
import { articlesRoutes } from './modules/articles/routes.js';
import { chatRoutes } from './modules/chat/routes.js';
import { adminRoutes } from './modules/admin/routes.js';
import { uploadsRoutes } from './modules/admin/covers.js';
import { assessmentsRoutes } from './modules/assessments/routes.js';
import { crisisLinesRoutes } from './modules/crisis-lines/routes.js';
import { seedCrisisLineData } from './modules/crisis-lines/seed.js';
import { journalRoutes } from './modules/journal/routes.js';
import { eventsRoutes } from './modules/events/routes.js';
import { outboxPlugin, startOutboxWorker } from './modules/outbox/plugin.js';
import { professionalsRoutes } from './modules/professionals/routes.js';
import { seedArticleContent } from './modules/articles/seed.js';
import { healthRoutes } from './modules/health/routes.js';
import { accountRoutes } from './modules/account/routes.js';
import { ensureDemoAccounts } from './modules/auth/accounts-admin.js';
import { authRoutes } from './modules/auth/routes.js';
import { mailboxRoutes } from './modules/mail/mailbox-routes.js';
import { profileRoutes } from './modules/profile/routes.js';
import { registrationPlugin } from './modules/registration/plugin.js';
import { accountsPlugin } from './plugins/accounts.js';
import { compressionPlugin } from './plugins/compression.js';
import { errorsPlugin } from './plugins/errors.js';
import { gracefulClosePlugin } from './plugins/graceful-close.js';
import { frameworkErrorHandler } from './plugins/framework-errors.js';
import { originCheckPlugin } from './plugins/origin-check.js';
import { ReplayCache, replayCachePlugin, replayingServerFactory } from './plugins/replay-cache.js';
import { securityPlugin } from './plugins/security.js';
import { storableTextPlugin } from './plugins/storable-text.js';
import { webAppPlugin } from './plugins/web-app.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: DatabaseHandle;
  }
}

export interface BuildAppOptions {
  /** Use an already open database (tests share a migrated template); otherwise one is opened from config. */
  database?: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  /** Where log lines go instead of stdout (tests read them back). */
  logStream?: NodeJS.WritableStream;
  /** Told of every route as it is registered (the security suite checks its tables cover them all). */
  onRoute?: (route: RouteOptions) => void;
}

/** Builds the whole app without listening: `server.ts` starts it, tests drive it with `inject`. */
export async function buildApp(config: AppConfig, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const replayCache = new ReplayCache();
  const app = Fastify({
    serverFactory: replayingServerFactory(replayCache),
    logger: options.logger ?? loggerOptions(config, options.logStream),
    trustProxy: config.trustProxy,
    bodyLimit: 256 * 1024,
    return503OnClosing: true,
    frameworkErrors: frameworkErrorHandler(config.isProduction),
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  const database = options.database ?? openDatabase(config.database);
  app.decorate('config', config);
  app.decorate('database', database);
  app.addHook('onClose', async () => {
    await database.close();
  });

  await migrateToLatest(database.db, database.kind);
  // Safety content, not demo content: seeded once in every mode, then edited by admins.
  await seedCrisisLineData(database.db);
  if (config.demoMode) {
    await seedArticleContent(database.db);
    await ensureDemoAccounts(database.db, database.kind, config.demoPassword);
  }
  app.decorate('dataExport', new Map());

  // Infrastructure first, then feature modules (each owns its routes, schemas and data access).
  await app.register(errorsPlugin);
  await app.register(gracefulClosePlugin);
  await app.register(securityPlugin, { isProduction: config.isProduction });
  await app.register(originCheckPlugin);
  await app.register(storableTextPlugin);
  await app.register(compressionPlugin);
  // After every hook that shapes an answer, before the routes that opt in (decision 006).
  await app.register(replayCachePlugin, { cache: replayCache });
  await app.register(accountsPlugin);
  await app.register(outboxPlugin);
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(registrationPlugin, { prefix: '/registration' });
  await app.register(profileRoutes);
  await app.register(accountRoutes);
  await app.register(articlesRoutes);
  await app.register(adminRoutes, { prefix: '/api/admin' });
  await app.register(uploadsRoutes);
  await app.register(crisisLinesRoutes);
  await app.register(assessmentsRoutes);
  await app.register(journalRoutes);
  await app.register(chatRoutes);
  await app.register(professionalsRoutes);
  await app.register(eventsRoutes);
  // Scheduled e-mails: a pass at start-up, then every 15 s; stopped on close before the database closes.
  startOutboxWorker(app);
  if (config.demoMode && app.mailer.kind === 'mailbox') await app.register(mailboxRoutes);
  await app.register(webAppPlugin, { webDistDir: config.webDistDir });
  return app;
}
