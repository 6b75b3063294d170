import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { PRODUCT_NAME } from '@wellbeing/shared/product';
import { isUniqueViolation } from '../../db/errors.js';
import { formatUtcDateTime, renderNoticeEmail } from '../outbox/notice-email.js';
import type { Outbox } from '../outbox/outbox.js';
import { endPasswordResetLinks } from './password-reset.js';

/**
 * The link that confirms a new e-mail address, handled here and not by the auth library.
 *
 * The library's own handling of that link signs in whoever opens it: it makes a session for the account when
 * the browser has none. A link sent to a mistyped address would hand that inbox's owner the account (journal,
 * conversations, results), and a link someone sends on purpose would sign a stranger's browser into the
 * sender's account. Here the link changes the address and nothing else: no session, no cookie. The person
 * logs in with their password afterwards, as after confirming a new account.
 *
 * Also, with the change: every "choose a new password" link still open for the account stops working (it was
 * sent to the old address), and the old address is told, so a change made by someone else does not go unnoticed.
 */

/** What the verification link's token is, once its signature has been checked. */
export type EmailLink =
  /** Not ours to handle: a new account's confirmation, or a token the library will refuse (bad, expired). */
  | { kind: 'library' }
  /** A valid link confirming a new address. */
  | { kind: 'change'; from: string; to: string }
  /** Validly signed but of a kind this service never sends (the library's other change flows). */
  | { kind: 'refuse' };

const CHANGE_VERIFICATION = 'change-email-verification';

function base64urlJson(part: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Reads an e-mail link's token as the auth library signs it (a JWT, HS256, with the auth secret). Only a token
 * whose signature holds and which has not expired is ever read as a change; anything else goes to the library,
 * which refuses it with its own redirect.
 */
export function readEmailLink(token: string | null, secret: string, now = Date.now()): EmailLink {
  const parts = token?.split('.');
  if (!parts || parts.length !== 3) return { kind: 'library' };
  const [header, payload, signature] = parts as [string, string, string];
  if (base64urlJson(header)?.alg !== 'HS256') return { kind: 'library' };
  const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { kind: 'library' };
  const claims = base64urlJson(payload);
  if (!claims || typeof claims.exp !== 'number' || claims.exp * 1000 <= now) return { kind: 'library' };
  if (typeof claims.updateTo !== 'string' || claims.updateTo === '') return { kind: 'library' };
  if (claims.requestType !== CHANGE_VERIFICATION || typeof claims.email !== 'string') return { kind: 'refuse' };
  return { kind: 'change', from: claims.email.toLowerCase(), to: claims.updateTo.toLowerCase() };
}

export type EmailChangeOutcome = 'changed' | 'taken' | 'gone';

/**
 * Moves the account from `from` to `to` (confirmed), in one transaction with the end of its open password-reset
 * links, then queues the notice to the old address. 'gone': no account uses `from` any more (deleted, or the
 * link was used already); 'taken': someone registered `to` since the link was sent.
 */
export async function confirmEmailChange(app: FastifyInstance, link: { from: string; to: string }): Promise<EmailChangeOutcome> {
  const db = app.database.db;
  const changedAt = new Date().toISOString();
  let userId: string;
  try {
    const outcome = await db.transaction().execute(async (trx) => {
      const person = await trx.selectFrom('users').select('id').where('email', '=', link.from).executeTakeFirst();
      if (!person) return 'gone' as const;
      const holder = await trx.selectFrom('users').select('id').where('email', '=', link.to).executeTakeFirst();
      if (holder) return 'taken' as const;
      const verified = app.database.kind === 'sqlite' ? 1 : true;
      await trx.updateTable('users').set({ email: link.to, emailVerified: verified, updatedAt: changedAt }).where('id', '=', person.id).execute();
      await endPasswordResetLinks(trx, person.id);
      return person.id;
    });
    if (outcome === 'gone' || outcome === 'taken') return outcome;
    userId = outcome;
  } catch (error) {
    if (isUniqueViolation(error)) return 'taken';
    throw error;
  }
  try {
    await app.outbox.enqueue({ template: EMAIL_CHANGED, recipientId: userId, payload: { previousEmail: link.from, newEmail: link.to, changedAt } });
  } catch (error) {
    // The change has happened and its answer must say so: a failure to queue is logged (never an address).
    app.log.error({ component: 'mail', template: EMAIL_CHANGED, err: { name: (error as Error).name } }, 'e-mail changed notice could not be queued');
  }
  return 'changed';
}

export const EMAIL_CHANGED = 'email-changed';

/** "n•••@example.org": enough for the owner to recognise their own new address, not enough to hand it to someone else. */
export function maskAddress(address: string): string {
  const at = address.lastIndexOf('@');
  if (at <= 0) return '•••';
  return `${address[0]}•••${address.slice(at)}`;
}

/**
 * "Your e-mail address was changed", sent to the address the account used before: the new one cannot be the
 * only one told, since whoever changed it may hold it.
 */
export function defineEmailChangedMail(outbox: Outbox): void {
  outbox.define(EMAIL_CHANGED, async ({ config, payload }) => {
    const previous = typeof payload.previousEmail === 'string' ? payload.previousEmail : undefined;
    if (!previous) return null;
    const mail = renderNoticeEmail({
      subject: `Your ${PRODUCT_NAME} e-mail address was changed`,
      heading: 'Your e-mail address was changed',
      paragraphs: [
        `The ${PRODUCT_NAME} account that used this e-mail address now uses ${maskAddress(String(payload.newEmail))}. Logging in and e-mails from ${PRODUCT_NAME} use that address from now on.`,
        'If this was you, there is nothing more to do.',
        'If it was not you, someone may know your password. Write to us straight away with the link below, from this address, and we will help you get your account back.',
      ],
      facts: [{ label: 'When', value: formatUtcDateTime(String(payload.changedAt)) }],
      link: { label: 'Contact us', url: `${config.publicUrl}/about/contact` },
    });
    return { ...mail, to: previous };
  });
}
