import { sql, type Kysely } from 'kysely';
import type { MigrationContext } from '../migrate.js';

/**
 * Find a professional, events and webinars, and the e-mail outbox.
 *
 * - Directory profiles: one row per professional; specialties, approaches and languages in a child table,
 *   so every filter is a plain EXISTS on an indexed (kind, value) pair on both engines. `searchText` is a
 *   lower-cased copy of the profile's words for `lower(x) like ?` search (no ILIKE, no engine-specific
 *   full-text search).
 * - Contact requests between a person and a professional: message and contact details encrypted at rest;
 *   gone with either account (foreign keys cascade).
 * - Events and their RSVPs: a per-event `seq` keeps the waitlist in order; one RSVP per person and event.
 * - The outbox: e-mails to send now or later, stored so a restart loses none and a claim (`claimedBy`,
 *   `claimedUntil`) keeps two server instances from sending one twice.
 */
export async function up(db: Kysely<unknown>, { types }: MigrationContext): Promise<void> {
  await db.schema
    .createTable('professionalProfiles')
    .addColumn('userId', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('bio', 'text', (c) => c.notNull())
    .addColumn('offersOnline', types.boolean, (c) => c.notNull())
    .addColumn('offersInPerson', types.boolean, (c) => c.notNull())
    .addColumn('location', 'text')
    .addColumn('fees', 'text')
    .addColumn('isLowCost', types.boolean, (c) => c.notNull())
    .addColumn('availability', 'text')
    .addColumn('acceptingNew', types.boolean, (c) => c.notNull())
    .addColumn('searchText', 'text', (c) => c.notNull())
    .addColumn('createdAt', types.timestamp, (c) => c.notNull())
    .addColumn('updatedAt', types.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('professional_profiles_accepting').on('professionalProfiles').columns(['acceptingNew', 'userId']).execute();

  await db.schema
    .createTable('professionalProfileTags')
    .addColumn('userId', 'text', (c) => c.notNull().references('professionalProfiles.userId').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('specialty', 'approach', 'language')`))
    .addColumn('value', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('professional_profile_tags_pk', ['userId', 'kind', 'value'])
    .execute();
  // The filters' index: "who has this specialty" without reading any profile.
  await db.schema.createIndex('professional_profile_tags_kind_value').on('professionalProfileTags').columns(['kind', 'value', 'userId']).execute();

  await db.schema
    .createTable('contactRequests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('professionalId', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('requesterId', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('messageEncrypted', 'text', (c) => c.notNull())
    .addColumn('contactMethod', 'text', (c) => c.notNull().check(sql`"contactMethod" in ('email', 'phone')`))
    .addColumn('contactValueEncrypted', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending').check(sql`status in ('pending', 'accepted', 'declined')`))
    .addColumn('createdAt', types.timestamp, (c) => c.notNull())
    .addColumn('decidedAt', types.timestamp)
    .execute();
  await db.schema.createIndex('contact_requests_professional').on('contactRequests').columns(['professionalId', 'createdAt']).execute();
  await db.schema.createIndex('contact_requests_requester').on('contactRequests').columns(['requesterId', 'createdAt']).execute();

  await db.schema
    .createTable('events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('hostName', 'text', (c) => c.notNull())
    .addColumn('startsAt', types.timestamp, (c) => c.notNull())
    .addColumn('endsAt', types.timestamp, (c) => c.notNull())
    .addColumn('format', 'text', (c) => c.notNull().check(sql`format in ('online', 'in-person')`))
    .addColumn('onlineUrl', 'text')
    .addColumn('place', 'text')
    .addColumn('capacity', 'integer', (c) => c.notNull().check(sql`capacity > 0`))
    .addColumn('audience', 'text', (c) => c.notNull().check(sql`audience in ('all', 'seekers', 'supporters', 'professionals')`))
    // The event outlives its organiser's account (admins can still manage it).
    .addColumn('createdBy', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('cancelledAt', types.timestamp)
    .addColumn('createdAt', types.timestamp, (c) => c.notNull())
    .addColumn('updatedAt', types.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('events_starts_at').on('events').columns(['startsAt', 'id']).execute();
  await db.schema.createIndex('events_ends_at').on('events').columns(['endsAt', 'id']).execute();
  await db.schema.createIndex('events_created_by').on('events').column('createdBy').execute();

  await db.schema
    .createTable('eventRegistrations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('eventId', 'text', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('userId', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('attending', 'waitlisted')`))
    // Order of arrival within the event, assigned while the event row is locked: the waitlist's order.
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('createdAt', types.timestamp, (c) => c.notNull())
    .addColumn('updatedAt', types.timestamp, (c) => c.notNull())
    .addUniqueConstraint('event_registrations_event_user', ['eventId', 'userId'])
    .addUniqueConstraint('event_registrations_event_seq', ['eventId', 'seq'])
    .execute();
  await db.schema.createIndex('event_registrations_event_status').on('eventRegistrations').columns(['eventId', 'status', 'seq']).execute();
  await db.schema.createIndex('event_registrations_user').on('eventRegistrations').column('userId').execute();

  await db.schema
    .createTable('outbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // What: a template name known to the server, and the ids it needs (never message text or addresses).
    .addColumn('template', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    // To whom: the address is read when sending, so a changed e-mail is respected and a deleted account gets nothing.
    .addColumn('recipientId', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // What it is about (e.g. `event:<id>`), to reschedule or drop a group of rows together.
    .addColumn('reference', 'text')
    // The same message is never queued twice (e.g. one reminder per person, event and start time).
    .addColumn('dedupeKey', 'text', (c) => c.unique())
    .addColumn('dueAt', types.timestamp, (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending').check(sql`status in ('pending', 'sent', 'skipped', 'failed')`))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('claimedBy', 'text')
    .addColumn('claimedUntil', types.timestamp)
    .addColumn('sentAt', types.timestamp)
    // The error's type only (e.g. "MailUnavailableError"), never its text.
    .addColumn('lastError', 'text')
    .addColumn('createdAt', types.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('outbox_status_due').on('outbox').columns(['status', 'dueAt']).execute();
  await db.schema.createIndex('outbox_reference').on('outbox').columns(['reference', 'status']).execute();
  await db.schema.createIndex('outbox_recipient').on('outbox').column('recipientId').execute();
}
