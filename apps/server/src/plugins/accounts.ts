import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createAuth, type Auth } from '../modules/auth/auth.js';
import { createMailer, type Mailer } from '../modules/mail/mailer.js';
import { createDatabaseLimiter, createRedisLimiter, type RateLimiter } from '../modules/rate-limit/limiter.js';

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
    mailer: Mailer;
    limiter: RateLimiter;
  }
}

/** Infrastructure for accounts: e-mail, the shared rate-limit store and the auth library on our database. */
export const accountsPlugin = fp(async (app: FastifyInstance) => {
  const mailer = createMailer(app.config);
  if (mailer.kind === 'none') app.log.error('SMTP_URL is not set: verification and other e-mails cannot be sent.');
  const limiter = app.config.redisUrl ? createRedisLimiter(app.config.redisUrl) : createDatabaseLimiter(app.database.db);
  const auth = createAuth({ config: app.config, db: app.database.db, kind: app.database.kind, mailer, log: app.log });
  app.decorate('mailer', mailer);
  app.decorate('limiter', limiter);
  app.decorate('auth', auth);
  app.addHook('onClose', async () => {
    await limiter.close();
    await mailer.close();
  });
});
