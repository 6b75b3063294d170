import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createAuth, type Auth } from '../modules/auth/auth.js';
import { createPasswordSignIn, type PasswordSignIn } from '../modules/auth/password-sign-in.js';
import { createSessionReader, type SessionReader } from '../modules/auth/session-reader.js';
import { createMailer, type Mailer } from '../modules/mail/mailer.js';
import { createDatabaseLimiter, createRedisLimiter, createSqliteFileLimiter, type RateLimiter } from '../modules/rate-limit/limiter.js';

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
    mailer: Mailer;
    limiter: RateLimiter;
    sessionReader: SessionReader;
    passwordSignIn: PasswordSignIn;
  }
}

/** Infrastructure for accounts: e-mail, the shared rate-limit store and the auth library on our database. */
export const accountsPlugin = fp(async (app: FastifyInstance) => {
  const mailer = createMailer(app.config);
  if (mailer.kind === 'none') app.log.error('SMTP_URL is not set: verification and other e-mails cannot be sent.');
  const limiter = createLimiter(app);
  const auth = createAuth({ config: app.config, db: app.database.db, kind: app.database.kind, mailer, log: app.log });
  app.decorate('mailer', mailer);
  app.decorate('limiter', limiter);
  app.decorate('auth', auth);
  const { authCookies } = await auth.$context;
  app.decorate(
    'sessionReader',
    createSessionReader({
      database: app.database,
      secret: app.config.authSecret,
      cookieName: authCookies.sessionToken.name,
      dontRememberCookieName: authCookies.dontRememberToken.name,
    }),
  );
  app.decorate(
    'passwordSignIn',
    createPasswordSignIn({ database: app.database, secret: app.config.authSecret, cookie: authCookies.sessionToken }),
  );
  app.addHook('onClose', async () => {
    await limiter.close();
    await mailer.close();
  });
});

/** Redis when configured; else the database itself on PostgreSQL (shared by every instance), or a counters file beside the SQLite one. */
function createLimiter(app: FastifyInstance): RateLimiter {
  const { config } = app;
  if (config.redisUrl) return createRedisLimiter(config.redisUrl);
  if (config.database.kind === 'sqlite') return createSqliteFileLimiter(rateLimitFileFor(config.database.file));
  return createDatabaseLimiter(app.database.db);
}

/** `harbour.sqlite` → `harbour.rate-limits.sqlite`, in the same directory. */
export function rateLimitFileFor(databaseFile: string): string {
  if (databaseFile === ':memory:' || databaseFile === '') return ':memory:';
  const parsed = path.parse(databaseFile);
  return path.join(parsed.dir, `${parsed.name}.rate-limits${parsed.ext || '.sqlite'}`);
}
