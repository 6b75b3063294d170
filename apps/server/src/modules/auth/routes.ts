import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import { ERROR_MESSAGES } from '@wellbeing/shared/errors';
import { loginRequestSchema, usernameSchema } from '@wellbeing/shared/schemas/account';
import { z } from 'zod';
import { AppError, parseInput } from '../../lib/app-error.js';
import { issueTicket } from '../registration/ticket.js';
import { limitKey } from '../rate-limit/limiter.js';
import { createUsersRepository } from '../users/repository.js';
import { confirmEmailChange, defineEmailChangedMail, readEmailLink } from './email-change.js';
import { usesSecureCookies } from './auth.js';
import { LOGIN_LIMITS, loginAccountKey, loginDeviceKey, loginIpKey } from './login-limits.js';
import { loginDeviceCookie, loginDeviceOf } from './login-device.js';
import { definePasswordChangedMail } from './password-changed-mail.js';
import { passwordResetRoutes } from './password-reset.js';
import { forwardCookies, getViewer, toSessionUser } from './viewer.js';


/** The only auth-library route reachable over HTTP: the e-mail verification link. Everything else goes through ours. */
const PUBLIC_AUTH_PATHS = new Set(['/api/auth/verify-email']);

const LOGIN_CALLBACK = '/login?verified=1';
/** The log-in page's notes for a link that cannot be used, and for a new address someone else registered meanwhile. */
const EMAIL_LINK_UNUSABLE = '/login?error=link-unusable';
const EMAIL_TAKEN = '/login?error=email-taken';

/**
 * A path on this site: one leading `/` (`//host` and `/\host` are read by browsers as another site), no
 * control characters (which URL parsers drop), and it resolves to our own origin.
 */
export function isSameSitePath(value: string, publicUrl: string): boolean {
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return false;
  if (/[\u0000-\u001F\u007F\\]/.test(value)) return false;
  try {
    const origin = new URL(publicUrl).origin;
    return new URL(value, origin).origin === origin;
  } catch {
    return false;
  }
}

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const users = createUsersRepository(app.database.db);

  app.get('/api/session', async (request, reply) => {
    const viewer = await getViewer(request, reply);
    return { user: viewer ? toSessionUser(viewer.user) : null };
  });

  app.post('/api/session/login', async (request, reply) => {
    const { email, password } = parseInput(loginRequestSchema, request.body);
    // A browser that logged in to this account before counts its own attempts, so that guesses from
    // elsewhere cannot lock its owner out (login-device.ts); any other attempt counts on the account and the IP.
    const secure = usesSecureCookies(app.config);
    const device = loginDeviceOf(request.headers.cookie, app.config.authSecret, email, secure);
    const counted =
      device === undefined
        ? [
            { key: loginIpKey(request.ip), rule: LOGIN_LIMITS.perIp, onSuccess: 'undo' },
            { key: loginAccountKey(email), rule: LOGIN_LIMITS.perAccount, onSuccess: 'reset' },
          ]
        : [{ key: loginDeviceKey(device), rule: LOGIN_LIMITS.perDevice, onSuccess: 'reset' }];
    // Counted before the check (so parallel guesses cannot slip through), taken back when it succeeds.
    let within = true;
    for (const { key, rule } of counted) within = (await app.limiter.hit(key, rule)) && within;
    if (!within) throw new AppError(429, 'auth/too-many-requests');

    const attempt = () => app.passwordSignIn.signIn({ email, password, userAgent: request.headers['user-agent'] });
    let outcome = await attempt();
    // The library answers an unconfirmed address: it checks the password again and e-mails a fresh link. In
    // the rare case the address was confirmed in between, its session is dropped and ours is made instead.
    if (outcome.kind === 'unverified' && (await signInThroughLibrary(request, email, password)) === 'confirmed-meanwhile') outcome = await attempt();
    if (outcome.kind === 'invalid') throw new AppError(401, 'auth/invalid-credential');
    if (outcome.kind === 'unverified') throw new AppError(403, 'auth/email-not-verified');
    for (const { key, onSuccess } of counted) await (onSuccess === 'reset' ? app.limiter.reset(key) : app.limiter.undo(key));
    // Told only after the password proved right (a wrong one says nothing about the account).
    if (outcome.kind === 'banned') throw new AppError(403, 'auth/account-suspended');
    reply.header('set-cookie', [outcome.setCookie, loginDeviceCookie(app.config.authSecret, email, secure)]);
    return { user: toSessionUser(outcome.user) };
  });

  /** The auth library's sign-in, for an address not yet confirmed (see the login route). */
  async function signInThroughLibrary(request: FastifyRequest, email: string, password: string): Promise<'not-confirmed' | 'confirmed-meanwhile'> {
    const response = await app.auth.api.signInEmail({
      body: { email, password, callbackURL: LOGIN_CALLBACK },
      headers: fromNodeHeaders(request.headers),
      asResponse: true,
    });
    const body = (await response.json().catch(() => ({}))) as { code?: string; token?: string };
    if (response.ok) {
      if (body.token) await app.database.db.deleteFrom('sessions').where('token', '=', body.token).execute();
      return 'confirmed-meanwhile';
    }
    if (body.code === 'EMAIL_NOT_VERIFIED') return 'not-confirmed';
    if (response.status === 401 || body.code === 'INVALID_EMAIL_OR_PASSWORD') throw new AppError(401, 'auth/invalid-credential');
    request.log.warn({ status: response.status, code: body.code }, 'sign-in refused');
    throw new AppError(response.status >= 500 ? 500 : 400, 'auth/unknown');
  }

  app.post('/api/session/logout', async (request, reply) => {
    const response = await app.auth.api.signOut({ headers: fromNodeHeaders(request.headers), asResponse: true });
    forwardCookies(response.headers, reply);
    return { ok: true };
  });

  app.get('/api/users/username-available', async (request) => {
    const { username } = parseInput(z.object({ username: usernameSchema }), request.query);
    const within = await app.limiter.hit(limitKey('username-check', request.ip), { limit: 120, windowSeconds: 60 });
    if (!within) throw new AppError(429, 'request/rate-limited');
    return { available: !(await users.isUsernameTaken(username)) };
  });

  app.get('/api/registration/ticket', async () => issueTicket(app.config.authSecret));

  await passwordResetRoutes(app);
  definePasswordChangedMail(app.outbox);
  defineEmailChangedMail(app.outbox);

  // The auth library's own handler, for the verification link only.
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    async handler(request, reply) {
      const url = new URL(request.url, app.config.publicUrl);
      if (request.method !== 'GET' || !PUBLIC_AUTH_PATHS.has(url.pathname)) {
        return reply.code(404).send({ code: 'not-found', message: ERROR_MESSAGES['not-found'] });
      }
      // The link goes back into the app only: anything else a crafted link names is replaced (no open redirect).
      const callback = url.searchParams.get('callbackURL');
      if (callback !== null && !isSameSitePath(callback, app.config.publicUrl)) url.searchParams.set('callbackURL', LOGIN_CALLBACK);
      // A new address is confirmed here, never by the library, which would sign in whoever opened the link.
      const link = readEmailLink(url.searchParams.get('token'), app.config.authSecret);
      if (link.kind === 'refuse') return reply.redirect(EMAIL_LINK_UNUSABLE);
      if (link.kind === 'change') {
        const outcome = await confirmEmailChange(app, link);
        if (outcome === 'changed') request.log.info({ component: 'auth' }, 'e-mail address changed');
        return reply.redirect(outcome === 'changed' ? LOGIN_CALLBACK : outcome === 'taken' ? EMAIL_TAKEN : EMAIL_LINK_UNUSABLE);
      }
      const response = await app.auth.handler(new Request(url, { method: 'GET', headers: fromNodeHeaders(request.headers) }));
      reply.code(response.status);
      response.headers.forEach((value, key) => {
        if (key !== 'set-cookie') reply.header(key, value);
      });
      forwardCookies(response.headers, reply);
      return reply.send(await response.text());
    },
  });
}
