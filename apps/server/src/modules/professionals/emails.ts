import { CONTACT_METHOD_LABELS } from '@wellbeing/shared/schemas/professionals';
import { PRODUCT_NAME } from '@wellbeing/shared/product';
import type { Outbox } from '../outbox/outbox.js';
import { renderNoticeEmail } from '../outbox/notice-email.js';
import type { ProfessionalsRepository } from './repository.js';

export const CONTACT_REQUEST_RECEIVED = 'contact-request-received';
export const CONTACT_REQUEST_DECIDED = 'contact-request-decided';

/**
 * The contact-request e-mails. They say that something happened and where to read it on Harbour; the
 * message and the contact details stay on the site, never in an inbox or a mail server's logs.
 */
export function defineContactRequestEmails(outbox: Outbox, requests: ProfessionalsRepository): void {
  outbox.define(CONTACT_REQUEST_RECEIVED, async ({ config, payload }) => {
    const facts = await requests.requestFacts(String(payload.requestId));
    if (!facts || facts.status !== 'pending') return null;
    return renderNoticeEmail({
      subject: `New contact request on ${PRODUCT_NAME}`,
      heading: 'Someone would like to talk with you',
      paragraphs: [
        `${facts.requesterUsername} found you in the ${PRODUCT_NAME} directory and sent you a contact request.`,
        'Their message and how they would like to be contacted are on your profile. Please accept or decline it there, so they know where they stand.',
      ],
      facts: [{ label: 'Preferred contact', value: CONTACT_METHOD_LABELS[facts.contactMethod] }],
      link: { label: 'Open my requests', url: `${config.publicUrl}/profile` },
    });
  });

  outbox.define(CONTACT_REQUEST_DECIDED, async ({ config, payload }) => {
    const facts = await requests.requestFacts(String(payload.requestId));
    if (!facts || facts.status === 'pending') return null;
    const professional = facts.professionalName ?? facts.professionalUsername;
    const accepted = facts.status === 'accepted';
    const method = CONTACT_METHOD_LABELS[facts.contactMethod].toLowerCase();
    if (payload.side === 'professional') {
      return renderNoticeEmail({
        subject: accepted ? `You accepted a contact request on ${PRODUCT_NAME}` : `You declined a contact request on ${PRODUCT_NAME}`,
        heading: accepted ? `You accepted ${facts.requesterUsername}’s request` : `You declined ${facts.requesterUsername}’s request`,
        paragraphs: accepted
          ? [`${facts.requesterUsername} has been told. They would like to hear from you by ${method}; their details are in your requests on your profile.`]
          : [`${facts.requesterUsername} has been told, and pointed back to the directory to find someone else.`],
        link: { label: 'Open my requests', url: `${config.publicUrl}/profile` },
      });
    }
    return renderNoticeEmail({
      subject: accepted ? `${professional} accepted your contact request` : `About your contact request to ${professional}`,
      heading: accepted ? `${professional} accepted your request` : `${professional} cannot take on your request`,
      paragraphs: accepted
        ? [`${professional} will get in touch by ${method}, using the details you gave.`, 'If you need help before then, the crisis help page lists free lines you can call or text at any time.']
        : [
            `${professional} is not able to take this on right now. This is about their availability, not about you.`,
            'There are other verified professionals in the directory who may be able to help.',
          ],
      link: accepted
        ? { label: 'See my requests', url: `${config.publicUrl}/get-support/find-professional` }
        : { label: 'Find another professional', url: `${config.publicUrl}/get-support/find-professional` },
    });
  });
}
