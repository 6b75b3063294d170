import { betterAuth } from 'better-auth';
import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_ROLE } from '@wellbeing/shared/roles';
import type { AppConfig, DatabaseKind } from '../../config.js';
import type { Database } from '../../db/schema.js';
import type { Mailer } from '../mail/mailer.js';
import { passwordResetLink, RESET_IDENTIFIER_PREFIX, RESET_LINK_SECONDS, resetIdentifierHash, sendPasswordResetMail } from './password-reset.js';
import { sendVerificationMail } from './verification-mail.js';
import { hashPassword, verifyPassword } from './password.js';

/** Sessions end after this long without use… */
export const SESSION_IDLE_SECONDS = 2 * 24 * 60 * 60;
/** …and in any case this long after sign-in. */
export const SESSION_ABSOLUTE_SECONDS = 14 * 24 * 60 * 60;
/** A session's expiry is pushed back (a write) at most this often. */
export const SESSION_REFRESH_SECONDS = 60 * 60;
/** E-mail and password changes and account deletion need a sign-in at most this old. */
export const FRESH_SESSION_SECONDS = 24 * 60 * 60;
export const VERIFICATION_LINK_SECONDS = 24 * 60 * 60;
export const SESSION_COOKIE_PREFIX = 'harbour';

/** Session cookies are `Secure` (and `__Secure-` named) in production and whenever the site is served over https. */
export function usesSecureCookies(config: Pick<AppConfig, 'isProduction' | 'publicUrl'>): boolean {
  return config.isProduction || config.publicUrl.startsWith('https:');
}

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
      updateAge: SESSION_REFRESH_SECONDS,
      freshAge: FRESH_SESSION_SECONDS,
      // No cookie cache: a ban or a role change must take effect on the very next request.
      cookieCache: { enabled: false },
    },
    account: { modelName: 'accounts' },
    verification: {
      modelName: 'verifications',
      // Reset tokens are kept as a hash (password-reset.ts); e-mail links are signed tokens and store nothing.
      storeIdentifier: { default: 'plain', overrides: { [RESET_IDENTIFIER_PREFIX]: { hash: async (identifier: string) => resetIdentifierHash(identifier) } } },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: 10,
      maxPasswordLength: 128,
      password: { hash: hashPassword, verify: verifyPassword },
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: RESET_LINK_SECONDS,
      // Our link, to our page (the library's own link would pass through its redirect endpoint, which stays closed).
      sendResetPassword: async ({ user, token }) => {
        sendPasswordResetMail({ mailer, log }, user.email, passwordResetLink(config, token));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: false,
      expiresIn: VERIFICATION_LINK_SECONDS,
      async sendVerificationEmail({ user, url }) {
        await sendVerificationMail({ mailer, log }, user.email, url);
      },
    },
    advanced: {
      cookiePrefix: SESSION_COOKIE_PREFIX,
      useSecureCookies: usesSecureCookies(config),
      // The library turns its callbackURL check off when NODE_ENV is "test"; tests run what production runs.
      disableOriginCheck: false,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', path: '/' },
      ipAddress: { disableIpTracking: true },
      database: { generateId: () => crypto.randomUUID() },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
