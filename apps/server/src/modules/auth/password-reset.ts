import { createHash } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { PASSWORD_RESET_PATH } from '@wellbeing/shared/routes';
import { passwordResetRequestSchema, passwordResetSchema } from '@wellbeing/shared/schemas/account';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/schema.js';
import { AppError, parseInput } from '../../lib/app-error.js';
import type { Mailer } from '../mail/mailer.js';
import { renderActionEmail } from '../mail/templates.js';
import { limitKey } from '../rate-limit/limiter.js';
import { loginAccountKey } from './login-limits.js';
import { queuePasswordChangedMail } from './password-changed-mail.js';
import { isWeakPassword } from './password.js';

/**
 * "Forgot your password?" (not in the specification; decision 009). Without it, a person who forgets their
 * password loses their journal, their conversations and their saved results for good.
 *
 * The auth library keeps the token (a one-hour, single-use verification value, stored hashed) and changes
 * the password; these routes are the only way in, so the library's own reset endpoints stay closed.
 */
export const RESET_LINK_SECONDS = 60 * 60;
/** The verification values that hold reset tokens (the library's prefix), stored as a hash of the token. */
export const RESET_IDENTIFIER_PREFIX = 'reset-password:';

export const RESET_LIMITS = {
  /** Asking for links: per address (so nobody can flood someone's inbox) and per IP. */
  requestPerAddress: { limit: 3, windowSeconds: 60 * 60 },
  requestPerIp: { limit: 10, windowSeconds: 15 * 60 },
  /** Using links: per IP (a token has 143 random bits; this only keeps the endpoint cheap). */
  confirmPerIp: { limit: 20, windowSeconds: 15 * 60 },
} as const;

/** How a reset token is stored (the auth library calls this too): its SHA-256, so a copy of the database holds no usable link. */
export function resetIdentifierHash(identifier: string): string {
  return createHash('sha256').update(identifier).digest('base64url');
}

/**
 * Ends every "choose a new password" link still open for the account: after the password is changed (with a
 * link or on the profile page) and after the address changes, a link sent earlier must not work any more. The
 * library keeps a reset token as a verification row whose value is the account's id; no other row of this
 * service has that value (e-mail links are signed tokens and store nothing).
 */
export async function endPasswordResetLinks(db: Kysely<Database>, userId: string): Promise<void> {
  await db.deleteFrom('verifications').where('value', '=', userId).execute();
}

/** The link in the e-mail: our own page, which asks for the new password (the token never reaches a log line). */
export function passwordResetLink(config: Pick<AppConfig, 'publicUrl'>, token: string): string {
  return `${config.publicUrl}${PASSWORD_RESET_PATH}&token=${encodeURIComponent(token)}`;
}

/**
 * Sends the link without waiting for the mail server, whose delay would otherwise show which addresses have an
 * account. A failed send is logged (never the address or the link); the person can ask again.
 */
export function sendPasswordResetMail(deps: { mailer: Mailer; log: FastifyBaseLogger }, to: string, url: string): void {
  const mail = renderActionEmail({
    subject: 'Choose a new password for Harbour',
    heading: 'Choose a new password',
    intro: 'Someone, hopefully you, asked to choose a new password for the Harbour account that uses this e-mail address. Your journal, conversations and saved results stay as they are.',
    actionLabel: 'Choose a new password',
    url,
    expiresIn: 'one hour, once',
    outro: 'If you did not ask for this, you can ignore this e-mail: your password stays as it is.',
  });
  deps.mailer.send({ to, ...mail, template: 'reset-password' }).then(
    () => deps.log.info({ component: 'mail', template: 'reset-password' }, 'password reset e-mail sent'),
    (error: unknown) => deps.log.error({ component: 'mail', template: 'reset-password', err: { name: (error as Error).name } }, 'password reset e-mail failed'),
  );
}

export async function passwordResetRoutes(app: FastifyInstance): Promise<void> {
  app.post('/api/session/password-reset', async (request) => {
    const { email } = parseInput(passwordResetRequestSchema, request.body);
    const withinIp = await app.limiter.hit(limitKey('reset-request-ip', request.ip), RESET_LIMITS.requestPerIp);
    const withinAddress = await app.limiter.hit(limitKey('reset-request-address', email), RESET_LIMITS.requestPerAddress);
    if (!withinIp || !withinAddress) throw new AppError(429, 'auth/too-many-requests');
    // The same answer whether or not an account uses the address (decision 009).
    await app.auth.api.requestPasswordReset({ body: { email } });
    return { ok: true };
  });

  app.post('/api/session/password-reset/confirm', async (request) => {
    const { token, newPassword } = parseInput(passwordResetSchema, request.body);
    if (!(await app.limiter.hit(limitKey('reset-confirm-ip', request.ip), RESET_LIMITS.confirmPerIp))) throw new AppError(429, 'auth/too-many-requests');
    // Judged as at registration: the person's own address or username inside the password makes it weak.
    const person = await app.database.db
      .selectFrom('verifications')
      .innerJoin('users', 'users.id', 'verifications.value')
      .select(['users.id', 'users.email', 'users.username'])
      .where('verifications.identifier', '=', resetIdentifierHash(`${RESET_IDENTIFIER_PREFIX}${token}`))
      .executeTakeFirst();
    if (!person) throw new AppError(400, 'auth/reset-link-unusable');
    if (isWeakPassword(newPassword, { email: person.email, username: person.username })) throw new AppError(400, 'auth/weak-password');
    try {
      // Single use: the library takes the token out before it changes anything, then ends every session.
      await app.auth.api.resetPassword({ body: { token, newPassword } });
    } catch (error) {
      const code = (error as { body?: { code?: string } }).body?.code;
      if (code === 'INVALID_TOKEN' || code === 'USER_NOT_FOUND') throw new AppError(400, 'auth/reset-link-unusable');
      throw error;
    }
    // The other links sent to this person stop working too (the one used was taken out by the library).
    await endPasswordResetLinks(app.database.db, person.id);
    // Someone locked out by failed sign-ins (often why they are here) can use the new password at once.
    await app.limiter.reset(loginAccountKey(person.email.toLowerCase()));
    await queuePasswordChangedMail(app, person.id, 'reset');
    return { ok: true };
  });
}
