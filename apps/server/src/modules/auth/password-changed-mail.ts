import type { FastifyInstance } from 'fastify';
import { PRODUCT_NAME } from '@wellbeing/shared/product';
import { PASSWORD_RESET_PATH } from '@wellbeing/shared/routes';
import { formatUtcDateTime, renderNoticeEmail } from '../outbox/notice-email.js';
import type { Outbox } from '../outbox/outbox.js';

export const PASSWORD_CHANGED = 'password-changed';
/** Where the password was changed: with a link from a "Forgot your password?" e-mail, or on the profile page. */
export type PasswordChangeWay = 'reset' | 'profile';

/**
 * "Your password was changed": the owner hears of every change, so that someone else's change (a stolen
 * password, or access to their inbox) does not go unnoticed. It carries no link that changes anything by
 * itself, only the page where a new link can be asked for.
 */
export function definePasswordChangedMail(outbox: Outbox): void {
  outbox.define(PASSWORD_CHANGED, async ({ config, payload }) => {
    const where =
      payload.way === 'reset'
        ? `with a link from a “Forgot your password?” e-mail. Every device that was logged in to the account has been logged out.`
        : `on the account’s profile page. Every other device that was logged in to the account has been logged out.`;
    return renderNoticeEmail({
      subject: `Your ${PRODUCT_NAME} password was changed`,
      heading: 'Your password was changed',
      paragraphs: [
        `The password for the ${PRODUCT_NAME} account that uses this e-mail address was changed ${where}`,
        'If this was you, there is nothing more to do.',
        'If it was not you, someone may know your password or be able to read your e-mail. Choose a new password straight away with the link below, and change the password of this e-mail account too.',
      ],
      facts: [{ label: 'When', value: formatUtcDateTime(String(payload.changedAt)) }],
      link: { label: 'Choose a new password', url: `${config.publicUrl}${PASSWORD_RESET_PATH}` },
    });
  });
}

/**
 * Queues the notice after a change. The change itself has happened by then and its answer must still say so:
 * a failure to queue is logged (never the address), not returned.
 */
export async function queuePasswordChangedMail(app: FastifyInstance, userId: string, way: PasswordChangeWay): Promise<void> {
  try {
    await app.outbox.enqueue({ template: PASSWORD_CHANGED, recipientId: userId, payload: { way, changedAt: new Date().toISOString() } });
  } catch (error) {
    app.log.error({ component: 'mail', template: PASSWORD_CHANGED, err: { name: (error as Error).name } }, 'password changed notice could not be queued');
  }
}
