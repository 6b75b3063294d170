import { betterAuth } from 'better-auth';
import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_ROLE } from '@wellbeing/shared/roles';
import type { AppConfig, DatabaseKind } from '../../config.js';
import type { Database } from '../../db/schema.js';
import type { Mailer } from '../mail/mailer.js';
import { renderActionEmail } from '../mail/templates.js';
import { hashPassword, verifyPassword } from './password.js';

/** Sessions end after this long without use… */
export const SESSION_IDLE_SECONDS = 2 * 24 * 60 * 60;
/** …and in any case this long after sign-in. */
export const SESSION_ABSOLUTE_SECONDS = 14 * 24 * 60 * 60;
/** E-mail and password changes and account deletion need a sign-in at most this old. */
export const FRESH_SESSION_SECONDS = 24 * 60 * 60;
export const VERIFICATION_LINK_SECONDS = 24 * 60 * 60;
export const SESSION_COOKIE_PREFIX = 'harbour';

export interface AuthDeps {
  config: AppConfig;
  db: Kysely<Database>;
  kind: DatabaseKind;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

/**
 * better-auth on our database. The user table is ours (`users`, with the profile fields); sign-up is only
 * reachable through the registration service, and the HTTP surface we expose is limited (see routes.ts).
 */
export function createAuth({ config, db, kind, mailer, log }: AuthDeps) {
  return betterAuth({
    appName: 'Harbour',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: [new URL(config.publicUrl).origin],
    database: { db, type: kind },
    telemetry: { enabled: false },
    // Our own limiter (per IP and per account, shared by every instance) guards the routes we expose.
    rateLimit: { enabled: false },
    logger: {
      // Only the library's message: its extra arguments can hold request data.
      log: (level, message) => {
        log[level]({ component: 'auth' }, message);
      },
    },
    user: {
      modelName: 'users',
      additionalFields: {
        username: { type: 'string', required: true, input: true },
        role: { type: 'string', required: false, input: false, defaultValue: DEFAULT_ROLE },
        gender: { type: 'string', required: false, input: true },
        dateOfBirth: { type: 'string', required: false, input: true },
        fullName: { type: 'string', required: false, input: true },
      },
      changeEmail: { enabled: true },
    },
    session: {
      modelName: 'sessions',
      expiresIn: SESSION_IDLE_SECONDS,
      updateAge: 60 * 60,
      freshAge: FRESH_SESSION_SECONDS,
      // No cookie cache: a ban or a role change must take effect on the very next request.
      cookieCache: { enabled: false },
    },
    account: { modelName: 'accounts' },
    verification: { modelName: 'verifications' },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: 10,
      maxPasswordLength: 128,
      password: { hash: hashPassword, verify: verifyPassword },
      revokeSessionsOnPasswordReset: true,
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: false,
      expiresIn: VERIFICATION_LINK_SECONDS,
      async sendVerificationEmail({ user, url }) {
        const isChange = isEmailChangeLink(url);
        const mail = renderActionEmail({
          subject: isChange ? 'Confirm your new e-mail address for Harbour' : 'Verify your e-mail address for Harbour',
          heading: isChange ? 'Confirm your new e-mail address' : 'Welcome to Harbour',
          intro: isChange
            ? 'You asked to change the e-mail address of your Harbour account to this one. Confirm it to complete the change.'
            : 'Please confirm this is your e-mail address so you can log in.',
          actionLabel: isChange ? 'Confirm my new e-mail address' : 'Verify my e-mail address',
          url,
          expiresIn: '24 hours',
        });
        await mailer.send({ to: user.email, ...mail, template: 'verify-email' });
        log.info({ component: 'mail', template: 'verify-email' }, 'verification e-mail sent');
      },
    },
    advanced: {
      cookiePrefix: SESSION_COOKIE_PREFIX,
      useSecureCookies: config.isProduction,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', path: '/' },
      ipAddress: { disableIpTracking: true },
      database: { generateId: () => crypto.randomUUID() },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** A change-of-address link carries the new address in its (signed) token; a sign-up link does not. */
function isEmailChangeLink(url: string): boolean {
  try {
    const token = new URL(url).searchParams.get('token') ?? '';
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { updateTo?: unknown };
    return typeof payload.updateTo === 'string';
  } catch {
    return false;
  }
}
