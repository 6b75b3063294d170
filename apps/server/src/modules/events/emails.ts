import { PRODUCT_NAME } from '@wellbeing/shared/product';
import { toIso } from '../../db/values.js';
import type { Outbox } from '../outbox/outbox.js';
import { formatUtcDateTime, renderNoticeEmail } from '../outbox/notice-email.js';
import { EVENT_CANCELLED, EVENT_PLACE_CONFIRMED, EVENT_REMINDER, type EventRow, type EventsRepository } from './repository.js';

export const EVENTS_PATH = '/community/events-webinars';

function whereOf(event: EventRow, isAttending: boolean): string {
  if (event.format === 'in-person') return event.place ?? 'In person';
  return isAttending && event.onlineUrl ? `Online: ${event.onlineUrl}` : 'Online';
}

/**
 * The events e-mails, rendered when they are sent from what is true then: a reminder for an event that was
 * cancelled, moved or left is not sent (its row is marked skipped).
 */
export function defineEventEmails(outbox: Outbox, events: EventsRepository): void {
  outbox.define(EVENT_REMINDER, async ({ config, payload, recipient, now }) => {
    const event = await events.find(String(payload.eventId));
    if (!event || event.cancelledAt) return null;
    const startsAt = toIso(event.startsAt);
    if (startsAt !== payload.startsAt || Date.parse(startsAt) <= now.getTime()) return null;
    const registration = await events.registrationOf(event.id, recipient.id);
    if (registration?.status !== 'attending') return null;
    return renderNoticeEmail({
      subject: `Reminder: ${event.title} starts soon`,
      heading: `${event.title} starts soon`,
      paragraphs: [`This is a reminder that you have a place at “${event.title}”, hosted by ${event.hostName}.`, 'If you can no longer come, please give up your place on the events page so someone waiting can have it.'],
      facts: [
        { label: 'Starts', value: formatUtcDateTime(startsAt) },
        { label: 'Ends', value: formatUtcDateTime(toIso(event.endsAt)) },
        { label: 'Where', value: whereOf(event, true) },
      ],
      link: { label: 'Open events and webinars', url: `${config.publicUrl}${EVENTS_PATH}` },
    });
  });

  outbox.define(EVENT_PLACE_CONFIRMED, async ({ config, payload, recipient, now }) => {
    const event = await events.find(String(payload.eventId));
    if (!event || event.cancelledAt || Date.parse(toIso(event.startsAt)) <= now.getTime()) return null;
    const registration = await events.registrationOf(event.id, recipient.id);
    if (registration?.status !== 'attending') return null;
    return renderNoticeEmail({
      subject: `A place opened up: ${event.title}`,
      heading: 'You have a place now',
      paragraphs: [`A place opened up at “${event.title}” and, as the next person waiting, it is yours.`, 'If you can no longer come, please give it up on the events page so the next person can have it.'],
      facts: [
        { label: 'Starts', value: formatUtcDateTime(toIso(event.startsAt)) },
        { label: 'Where', value: whereOf(event, true) },
      ],
      link: { label: 'Open events and webinars', url: `${config.publicUrl}${EVENTS_PATH}` },
    });
  });

  outbox.define(EVENT_CANCELLED, async ({ config, payload }) => {
    const event = await events.find(String(payload.eventId));
    if (!event?.cancelledAt) return null;
    return renderNoticeEmail({
      subject: `Cancelled: ${event.title}`,
      heading: `${event.title} has been cancelled`,
      paragraphs: [
        `We are sorry: “${event.title}”, hosted by ${event.hostName}, will not take place. You do not need to do anything.`,
        `Other events and webinars are listed on ${PRODUCT_NAME}.`,
      ],
      facts: [{ label: 'Was due to start', value: formatUtcDateTime(toIso(event.startsAt)) }],
      link: { label: 'See other events', url: `${config.publicUrl}${EVENTS_PATH}` },
    });
  });
}
