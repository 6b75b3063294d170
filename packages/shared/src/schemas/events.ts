import { z } from 'zod';
import { ROLES, type Role } from '../roles.js';
import { storable } from './text.js';

/**
 * Contracts of "Events and webinars": the event form, the list and the RSVP answers. Used by the forms, by
 * the server's validation and as response types. Times travel as ISO-8601 UTC; the browser shows them in
 * the viewer's own time zone.
 */

// ─── Who may come ────────────────────────────────────────────────────────────────────────────────────────

export const EVENT_AUDIENCES = ['all', 'seekers', 'supporters', 'professionals'] as const;
export type EventAudience = (typeof EVENT_AUDIENCES)[number];

/** The audience decides who may RSVP; admins always may. The server and the page both read this table. */
export const EVENT_AUDIENCE_ROLES: Record<EventAudience, readonly Role[]> = {
  all: ROLES,
  seekers: ['seeker', 'admin'],
  supporters: ['supporter', 'admin'],
  professionals: ['professional', 'admin'],
};

export const EVENT_AUDIENCE_LABELS: Record<EventAudience, string> = {
  all: 'Everyone',
  seekers: 'People looking for support',
  supporters: 'Supporters (friends, family and carers)',
  professionals: 'Professionals',
};

export function canRsvpToEvent(visitor: { role: Role } | null, audience: EventAudience): boolean {
  return visitor !== null && EVENT_AUDIENCE_ROLES[audience].includes(visitor.role);
}

export const EVENT_FORMATS = ['online', 'in-person'] as const;
export type EventFormat = (typeof EVENT_FORMATS)[number];
export const EVENT_FORMAT_LABELS: Record<EventFormat, string> = { online: 'Online', 'in-person': 'In person' };

export const EVENT_WHEN = ['upcoming', 'past'] as const;
export type EventWhen = (typeof EVENT_WHEN)[number];

export const EVENTS_PAGE_SIZE = 10;
export const EVENT_MAX_CAPACITY = 10_000;
/** The longest event (a weekend course); anything longer is most likely a typing mistake. */
export const EVENT_MAX_HOURS = 72;
/** Reminders go out this long before the start. */
export const EVENT_REMINDER_HOURS = 24;

/** Codes this feature answers besides the catalogue's; the message travels with the code. */
export const EVENTS_ERRORS = {
  'events/not-organiser': 'Only admins and verified professionals can create events.',
  'events/not-for-you': 'This event is for a different audience, so you cannot sign up for it.',
  'events/cancelled': 'This event has been cancelled.',
  'events/started': 'This event has already started, so places can no longer change.',
  'events/capacity-below-attendees': 'There are already more people coming than that. Choose a capacity at least as large as the number of people with a place.',
} as const;

// ─── The event form ──────────────────────────────────────────────────────────────────────────────────────

const text = (label: string, min: number, max: number) =>
  z
    .string({ error: `Enter ${label}.` })
    .trim()
    .min(min, min <= 1 ? `Enter ${label}.` : `Use at least ${min} characters for ${label}.`)
    .max(max, `Keep ${label} to ${max} characters or fewer.`)
    .refine((value) => storable(value), `${label[0]!.toUpperCase()}${label.slice(1)} contains characters that cannot be stored.`);

const blankToNull = (v: unknown) => (v === undefined || (typeof v === 'string' && v.trim() === '') ? null : v);

/** A moment with its offset (`…Z` or `+01:00`), normalised to UTC. */
const instant = (label: string) =>
  z
    .string({ error: `Enter ${label}.` })
    .pipe(z.iso.datetime({ offset: true, error: `Enter ${label} as a date and time.` }))
    .transform((value) => new Date(value).toISOString());

const httpsUrl = z
  .string()
  .trim()
  .max(500, 'Keep the link to 500 characters or fewer.')
  .pipe(z.url({ protocol: /^https$/, error: 'Enter the full joining link, starting with https://.' }));

export const eventInputSchema = z
  .strictObject({
    title: text('a title', 3, 120),
    description: text('a description', 10, 4000),
    hostName: text('the host', 2, 120),
    startsAt: instant('the start'),
    endsAt: instant('the end'),
    format: z.enum(EVENT_FORMATS, { error: 'Choose online or in person.' }),
    onlineUrl: z.preprocess(blankToNull, httpsUrl.nullable()),
    place: z.preprocess(blankToNull, text('the place', 2, 200).nullable()),
    capacity: z
      .number({ error: 'Enter how many people can come, as a whole number.' })
      .int('Enter how many people can come, as a whole number.')
      .min(1, 'At least one person must be able to come.')
      .max(EVENT_MAX_CAPACITY, `At most ${EVENT_MAX_CAPACITY.toLocaleString('en-GB')} places.`),
    audience: z.enum(EVENT_AUDIENCES, { error: 'Choose who the event is for.' }),
  })
  .superRefine((value, ctx) => {
    const start = Date.parse(value.startsAt);
    const end = Date.parse(value.endsAt);
    if (end <= start) ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'The end must be after the start.' });
    else if (end - start > EVENT_MAX_HOURS * 60 * 60 * 1000) ctx.addIssue({ code: 'custom', path: ['endsAt'], message: `An event can last at most ${EVENT_MAX_HOURS} hours.` });
    if (value.format === 'online' && !value.onlineUrl) ctx.addIssue({ code: 'custom', path: ['onlineUrl'], message: 'Enter the joining link for an online event.' });
    if (value.format === 'in-person' && !value.place) ctx.addIssue({ code: 'custom', path: ['place'], message: 'Enter where the event takes place.' });
  })
  // Only the one that fits the format is kept.
  .transform((value) => ({ ...value, onlineUrl: value.format === 'online' ? value.onlineUrl : null, place: value.format === 'in-person' ? value.place : null }));
export type EventInput = z.input<typeof eventInputSchema>;
export type EventData = z.output<typeof eventInputSchema>;

// ─── Answers ─────────────────────────────────────────────────────────────────────────────────────────────

export const RSVP_STATUSES = ['attending', 'waitlisted'] as const;
export type RsvpStatus = (typeof RSVP_STATUSES)[number];

export const eventSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  hostName: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  format: z.enum(EVENT_FORMATS),
  /** The joining link: only for people with a place, the organiser and admins; null for everyone else. */
  onlineUrl: z.string().nullable(),
  place: z.string().nullable(),
  capacity: z.number().int(),
  audience: z.enum(EVENT_AUDIENCES),
  attendeeCount: z.number().int(),
  waitlistCount: z.number().int(),
  cancelledAt: z.string().nullable(),
  hasStarted: z.boolean(),
  hasEnded: z.boolean(),
  myStatus: z.enum(RSVP_STATUSES).nullable(),
  /** 1 for the first person in line. */
  myWaitlistPosition: z.number().int().nullable(),
  /** The viewer's audience admits them (the server also checks the event is open). */
  canRsvp: z.boolean(),
  /** The viewer may edit and cancel it (admins, and the verified professional who created it). */
  canManage: z.boolean(),
});
export type CommunityEvent = z.infer<typeof eventSchema>;
export const eventResponseSchema = z.object({ event: eventSchema });

export const eventListQuerySchema = z.strictObject({
  when: z.enum(EVENT_WHEN, { error: 'Choose upcoming or past.' }).default('upcoming'),
  page: z.coerce.number({ error: 'The page must be a whole number from 1.' }).int('The page must be a whole number from 1.').min(1, 'The page must be a whole number from 1.').max(10_000).default(1),
});
export type EventListQuery = z.input<typeof eventListQuerySchema>;

export const eventListSchema = z.object({
  items: z.array(eventSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Admins and verified professionals may create events. */
  canCreate: z.boolean(),
});
export type EventList = z.infer<typeof eventListSchema>;
