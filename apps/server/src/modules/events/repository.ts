import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable, Transaction } from 'kysely';
import {
  EVENT_REMINDER_HOURS,
  EVENTS_PAGE_SIZE,
  canRsvpToEvent,
  type CommunityEvent,
  type EventData,
  type EventWhen,
  type RsvpStatus,
} from '@wellbeing/shared/schemas/events';
import type { Role } from '@wellbeing/shared/roles';
import type { DatabaseKind } from '../../config.js';
import type { Database, EventRegistrationsTable, EventsTable } from '../../db/schema.js';
import { toIso } from '../../db/values.js';
import { dropPendingMail, enqueueMail, type OutboxMessage } from '../outbox/outbox.js';

export type EventRow = Selectable<EventsTable>;
type RegistrationRow = Selectable<EventRegistrationsTable>;

export const EVENT_REMINDER = 'event-reminder';
export const EVENT_PLACE_CONFIRMED = 'event-place-confirmed';
export const EVENT_CANCELLED = 'event-cancelled';

/** Who is asking, as far as events care: their role, and whether they may organise events. */
export interface EventViewer {
  id: string;
  role: Role;
  /** Admins, and professionals whose licence is verified. */
  isOrganiser: boolean;
}

export const eventReference = (eventId: string) => `event:${eventId}`;

/** One reminder per person, event and start time: moving the event queues a new one, a repeat RSVP does not. */
export function reminderFor(event: Pick<EventRow, 'id' | 'startsAt'>, userId: string): OutboxMessage {
  const startsAt = toIso(event.startsAt);
  return {
    template: EVENT_REMINDER,
    recipientId: userId,
    payload: { eventId: event.id, startsAt },
    dueAt: new Date(Date.parse(startsAt) - EVENT_REMINDER_HOURS * 60 * 60 * 1000),
    reference: eventReference(event.id),
    dedupeKey: `${EVENT_REMINDER}:${event.id}:${userId}:${startsAt}`,
  };
}

export function canManageEvent(viewer: EventViewer, event: Pick<EventRow, 'createdBy'>): boolean {
  if (viewer.role === 'admin') return true;
  return viewer.isOrganiser && event.createdBy === viewer.id;
}

export class EventRuleError extends Error {
  constructor(readonly code: 'events/cancelled' | 'events/started' | 'events/not-for-you' | 'events/capacity-below-attendees') {
    super(code);
    this.name = 'EventRuleError';
  }
}

export function createEventsRepository(db: Kysely<Database>, kind: DatabaseKind) {
  /**
   * Locks the event for the rest of the transaction, so counting places and taking one cannot interleave
   * with another RSVP. PostgreSQL: `SELECT … FOR UPDATE` on the row. SQLite: a no-op write first, which
   * takes the database's single write lock at once (BEGIN IMMEDIATE semantics) instead of upgrading a
   * read lock later; within one process Kysely also runs SQLite transactions one at a time.
   */
  async function lockEvent(trx: Transaction<Database>, id: string): Promise<EventRow | undefined> {
    if (kind === 'postgres') return trx.selectFrom('events').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    const touched = await trx.updateTable('events').set((eb) => ({ updatedAt: eb.ref('updatedAt') })).where('id', '=', id).executeTakeFirst();
    if (Number(touched.numUpdatedRows) === 0) return undefined;
    return trx.selectFrom('events').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async function countAttending(trx: Kysely<Database>, eventId: string): Promise<number> {
    const row = await trx
      .selectFrom('eventRegistrations')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('eventId', '=', eventId)
      .where('status', '=', 'attending')
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Gives free places to the people waiting, first in line first; queues their e-mails. Call with the event locked. */
  async function promoteWaitlist(trx: Transaction<Database>, event: EventRow): Promise<string[]> {
    const free = event.capacity - (await countAttending(trx, event.id));
    if (free <= 0) return [];
    const next = await trx
      .selectFrom('eventRegistrations')
      .select(['id', 'userId'])
      .where('eventId', '=', event.id)
      .where('status', '=', 'waitlisted')
      .orderBy('seq')
      .limit(free)
      .execute();
    if (next.length === 0) return [];
    await trx
      .updateTable('eventRegistrations')
      .set({ status: 'attending', updatedAt: new Date().toISOString() })
      .where('id', 'in', next.map((r) => r.id))
      .execute();
    await enqueueMail(
      trx,
      ...next.flatMap((r) => [
        { template: EVENT_PLACE_CONFIRMED, recipientId: r.userId, payload: { eventId: event.id }, reference: eventReference(event.id) },
        reminderFor(event, r.userId),
      ]),
    );
    return next.map((r) => r.userId);
  }

  async function countsFor(eventIds: readonly string[]): Promise<Map<string, { attending: number; waitlisted: number }>> {
    const result = new Map(eventIds.map((id) => [id, { attending: 0, waitlisted: 0 }]));
    if (eventIds.length === 0) return result;
    const rows = await db
      .selectFrom('eventRegistrations')
      .select(['eventId', 'status', (eb) => eb.fn.countAll<string | number>().as('n')])
      .where('eventId', 'in', eventIds)
      .groupBy(['eventId', 'status'])
      .execute();
    for (const row of rows) result.get(row.eventId)![row.status] = Number(row.n);
    return result;
  }

  async function mineFor(eventIds: readonly string[], userId: string): Promise<Map<string, { status: RsvpStatus; position: number | null }>> {
    const result = new Map<string, { status: RsvpStatus; position: number | null }>();
    if (eventIds.length === 0) return result;
    const rows = await db
      .selectFrom('eventRegistrations as mine')
      .select((eb) => [
        'mine.eventId',
        'mine.status',
        eb
          .selectFrom('eventRegistrations as ahead')
          .select((e) => e.fn.countAll<string | number>().as('n'))
          .whereRef('ahead.eventId', '=', 'mine.eventId')
          .where('ahead.status', '=', 'waitlisted')
          .whereRef('ahead.seq', '<=', 'mine.seq')
          .as('position'),
      ])
      .where('mine.userId', '=', userId)
      .where('mine.eventId', 'in', eventIds)
      .execute();
    for (const row of rows) result.set(row.eventId, { status: row.status, position: row.status === 'waitlisted' ? Number(row.position) : null });
    return result;
  }

  /** The events as this viewer may see them: the joining link only for people with a place and organisers. */
  async function present(rows: EventRow[], viewer: EventViewer, now = new Date()): Promise<CommunityEvent[]> {
    const ids = rows.map((r) => r.id);
    const [counts, mine] = await Promise.all([countsFor(ids), mineFor(ids, viewer.id)]);
    return rows.map((row) => {
      const my = mine.get(row.id);
      const canManage = canManageEvent(viewer, row);
      const count = counts.get(row.id)!;
      return {
        id: row.id,
        title: row.title,
        description: row.description,
        hostName: row.hostName,
        startsAt: toIso(row.startsAt),
        endsAt: toIso(row.endsAt),
        format: row.format,
        onlineUrl: row.format === 'online' && (my?.status === 'attending' || canManage) ? row.onlineUrl : null,
        place: row.place,
        capacity: Number(row.capacity),
        audience: row.audience,
        attendeeCount: count.attending,
        waitlistCount: count.waitlisted,
        cancelledAt: row.cancelledAt ? toIso(row.cancelledAt) : null,
        hasStarted: Date.parse(toIso(row.startsAt)) <= now.getTime(),
        hasEnded: Date.parse(toIso(row.endsAt)) <= now.getTime(),
        myStatus: my?.status ?? null,
        myWaitlistPosition: my?.position ?? null,
        canRsvp: canRsvpToEvent({ role: viewer.role }, row.audience),
        canManage,
      };
    });
  }

  /** Refuses changes to places once the event is cancelled or has started. */
  function assertOpen(event: EventRow, now = new Date()): void {
    if (event.cancelledAt) throw new EventRuleError('events/cancelled');
    if (Date.parse(toIso(event.startsAt)) <= now.getTime()) throw new EventRuleError('events/started');
  }

  return {
    present,

    async find(id: string): Promise<EventRow | undefined> {
      return db.selectFrom('events').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** Upcoming: not ended yet, soonest first (cancelled ones stay, marked, until they would have ended). Past: latest first. */
    async list(when: EventWhen, page: number, now = new Date()): Promise<{ rows: EventRow[]; total: number }> {
      const nowIso = now.toISOString();
      const filtered = db.selectFrom('events').where('endsAt', when === 'upcoming' ? '>' : '<=', nowIso);
      const count = await filtered.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow();
      const rows = await filtered
        .selectAll()
        .orderBy('startsAt', when === 'upcoming' ? 'asc' : 'desc')
        .orderBy('id')
        .limit(EVENTS_PAGE_SIZE)
        .offset((page - 1) * EVENTS_PAGE_SIZE)
        .execute();
      return { rows, total: Number(count.n) };
    },

    async create(data: EventData, createdBy: string): Promise<EventRow> {
      const now = new Date().toISOString();
      const row = { id: randomUUID(), ...data, createdBy, cancelledAt: null, createdAt: now, updatedAt: now };
      await db.insertInto('events').values(row).execute();
      return row;
    },

    /**
     * Edits an event. Capacity never drops below the people who have a place; a larger capacity gives the
     * new places to the waitlist in order; a new start time replaces the pending reminders.
     */
    async update(id: string, data: EventData): Promise<EventRow | undefined> {
      return db.transaction().execute(async (trx) => {
        const event = await lockEvent(trx, id);
        if (!event) return undefined;
        assertOpen(event);
        const attending = await countAttending(trx, id);
        if (data.capacity < attending) throw new EventRuleError('events/capacity-below-attendees');
        const now = new Date().toISOString();
        await trx.updateTable('events').set({ ...data, updatedAt: now }).where('id', '=', id).execute();
        const updated = { ...event, ...data, updatedAt: now };
        if (toIso(event.startsAt) !== data.startsAt) {
          await dropPendingMail(trx, { reference: eventReference(id), template: EVENT_REMINDER });
          const people = await trx.selectFrom('eventRegistrations').select('userId').where('eventId', '=', id).where('status', '=', 'attending').execute();
          await enqueueMail(trx, ...people.map((p) => reminderFor(updated, p.userId)));
        }
        await promoteWaitlist(trx, updated);
        return updated;
      });
    },

    /** Cancels the event: pending reminders are dropped and everyone who signed up is told. */
    async cancel(id: string): Promise<EventRow | undefined> {
      return db.transaction().execute(async (trx) => {
        const event = await lockEvent(trx, id);
        if (!event) return undefined;
        if (event.cancelledAt) return event;
        if (Date.parse(toIso(event.endsAt)) <= Date.now()) throw new EventRuleError('events/started');
        const now = new Date().toISOString();
        await trx.updateTable('events').set({ cancelledAt: now, updatedAt: now }).where('id', '=', id).execute();
        await dropPendingMail(trx, { reference: eventReference(id), template: EVENT_REMINDER });
        await dropPendingMail(trx, { reference: eventReference(id), template: EVENT_PLACE_CONFIRMED });
        const people = await trx.selectFrom('eventRegistrations').select('userId').where('eventId', '=', id).execute();
        await enqueueMail(
          trx,
          ...people.map((p) => ({
            template: EVENT_CANCELLED,
            recipientId: p.userId,
            payload: { eventId: id },
            reference: eventReference(id),
            dedupeKey: `${EVENT_CANCELLED}:${id}:${p.userId}`,
          })),
        );
        return { ...event, cancelledAt: now, updatedAt: now };
      });
    },

    /**
     * Takes a place, or a place in line when the event is full. The count and the insert happen with the
     * event locked, so simultaneous RSVPs never give out more places than the capacity. Asking twice
     * changes nothing.
     */
    async rsvp(id: string, viewer: EventViewer): Promise<RsvpStatus | undefined> {
      return db.transaction().execute(async (trx) => {
        const event = await lockEvent(trx, id);
        if (!event) return undefined;
        const existing = await trx.selectFrom('eventRegistrations').select('status').where('eventId', '=', id).where('userId', '=', viewer.id).executeTakeFirst();
        if (existing) return existing.status;
        assertOpen(event);
        if (!canRsvpToEvent({ role: viewer.role }, event.audience)) throw new EventRuleError('events/not-for-you');
        const attending = await countAttending(trx, id);
        const last = await trx.selectFrom('eventRegistrations').select((eb) => eb.fn.max('seq').as('seq')).where('eventId', '=', id).executeTakeFirst();
        const status: RsvpStatus = attending < event.capacity ? 'attending' : 'waitlisted';
        const now = new Date().toISOString();
        await trx
          .insertInto('eventRegistrations')
          .values({ id: randomUUID(), eventId: id, userId: viewer.id, status, seq: Number(last?.seq ?? 0) + 1, createdAt: now, updatedAt: now })
          .execute();
        if (status === 'attending') await enqueueMail(trx, reminderFor(event, viewer.id));
        return status;
      });
    },

    /** Gives up a place (or a place in line); the first person waiting gets the freed place. */
    async leave(id: string, userId: string): Promise<boolean | undefined> {
      return db.transaction().execute(async (trx) => {
        const event = await lockEvent(trx, id);
        if (!event) return undefined;
        const mine = await trx.selectFrom('eventRegistrations').selectAll().where('eventId', '=', id).where('userId', '=', userId).executeTakeFirst();
        if (!mine) return false;
        if (!event.cancelledAt && Date.parse(toIso(event.startsAt)) <= Date.now()) throw new EventRuleError('events/started');
        await trx.deleteFrom('eventRegistrations').where('id', '=', mine.id).execute();
        await dropPendingMail(trx, { reference: eventReference(id), recipientId: userId });
        if (mine.status === 'attending' && !event.cancelledAt) await promoteWaitlist(trx, event);
        return true;
      });
    },

    async registrationOf(eventId: string, userId: string): Promise<RegistrationRow | undefined> {
      return db.selectFrom('eventRegistrations').selectAll().where('eventId', '=', eventId).where('userId', '=', userId).executeTakeFirst();
    },

    /** "Download my data": the events the person signed up for and the ones they organised. */
    async exportFor(userId: string) {
      const registrations = await db
        .selectFrom('eventRegistrations as r')
        .innerJoin('events as e', 'e.id', 'r.eventId')
        .select(['e.id as eventId', 'e.title', 'e.startsAt', 'e.endsAt', 'r.status', 'r.createdAt'])
        .where('r.userId', '=', userId)
        .orderBy('e.startsAt')
        .execute();
      const organised = await db.selectFrom('events').selectAll().where('createdBy', '=', userId).orderBy('startsAt').execute();
      return {
        registrations: registrations.map((r) => ({ ...r, startsAt: toIso(r.startsAt), endsAt: toIso(r.endsAt), createdAt: toIso(r.createdAt) })),
        organised: organised.map(({ createdBy: _c, ...e }) => ({
          ...e,
          capacity: Number(e.capacity),
          startsAt: toIso(e.startsAt),
          endsAt: toIso(e.endsAt),
          cancelledAt: e.cancelledAt ? toIso(e.cancelledAt) : null,
          createdAt: toIso(e.createdAt),
          updatedAt: toIso(e.updatedAt),
        })),
      };
    },
  };
}

export type EventsRepository = ReturnType<typeof createEventsRepository>;
