import { createEmailVerificationToken } from 'better-auth/api';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { Mailer } from '../mail/mailer.js';
import { renderActionEmail } from '../mail/templates.js';

/** Where a verification link leads once used (the login page says the address is verified). */
export const VERIFIED_CALLBACK = '/login?verified=1';

/**
 * The sign-up verification link, as the auth library builds it (its `/verify-email` endpoint with a token
 * signed by the auth secret), for accounts the registration service writes in its own transaction.
 */
export async function signUpVerificationLink(
  config: Pick<AppConfig, 'authSecret' | 'publicUrl'>,
  email: string,
  expiresInSeconds: number,
): Promise<string> {
  const token = await createEmailVerificationToken(config.authSecret, email, undefined, expiresInSeconds);
  return `${config.publicUrl}/api/auth/verify-email?token=${token}&callbackURL=${encodeURIComponent(VERIFIED_CALLBACK)}`;
}

/** Sends a verification link: after registration, at a sign-in with an unverified address, and for a change of address. */
export async function sendVerificationMail(deps: { mailer: Mailer; log: FastifyBaseLogger }, to: string, url: string): Promise<void> {
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
  await deps.mailer.send({ to, ...mail, template: 'verify-email' });
  deps.log.info({ component: 'mail', template: 'verify-email' }, 'verification e-mail sent');
}

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
