import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { EVENTS_ERRORS, EVENTS_PAGE_SIZE, eventInputSchema, eventListQuerySchema, type EventList } from '@wellbeing/shared/schemas/events';
import { PRODUCT_NAME } from '@wellbeing/shared/product';
import { z } from 'zod';
import { AppError, notFound, parseInput } from '../../lib/app-error.js';
import { toIso } from '../../db/values.js';
import { registerExport } from '../account/data-export.js';
import { getProfessionalBadge } from '../admin/professional-badge.js';
import { requireViewer } from '../auth/viewer.js';
import { EVENTS_PATH, defineEventEmails } from './emails.js';
import { buildIcs } from './ics.js';
import { EventRuleError, canManageEvent, createEventsRepository, type EventRow, type EventViewer } from './repository.js';

const idParams = z.strictObject({ id: z.string().min(1).max(200) });

const RULE_STATUS: Record<EventRuleError['code'], number> = {
  'events/cancelled': 409,
  'events/started': 409,
  'events/not-for-you': 403,
  'events/capacity-below-attendees': 409,
};

/** A rule the event's state broke becomes its 4xx; anything else goes on to the error handler. */
function asAppError(error: unknown): unknown {
  if (error instanceof EventRuleError) {
    const fields = error.code === 'events/capacity-below-attendees' ? { capacity: EVENTS_ERRORS[error.code] } : undefined;
    return new AppError(RULE_STATUS[error.code], error.code, EVENTS_ERRORS[error.code], fields);
  }
  return error;
}

async function rethrowRules<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    throw asAppError(error);
  }
}

const startInFuture = (startsAt: string) => {
  if (Date.parse(startsAt) <= Date.now()) throw new AppError(400, 'request/invalid', 'startsAt: The start must be in the future.', { startsAt: 'The start must be in the future.' });
};

/**
 * Events and webinars. Every signed-in person sees the list; the audience decides who may RSVP (admins
 * always may); admins and verified professionals create events, and manage their own (admins: any). The
 * joining link of an online event is only in answers to people with a place and to its organisers.
 */
export async function eventsRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;
  const events = createEventsRepository(db, app.database.kind);
  defineEventEmails(app.outbox, events);

  registerExport(app, 'events', async (userId) => events.exportFor(userId));

  async function viewerOf(request: FastifyRequest, reply: FastifyReply): Promise<EventViewer> {
    const { user } = await requireViewer(request, reply);
    const isOrganiser = user.role === 'admin' || (user.role === 'professional' && (await getProfessionalBadge(db, user)).verified);
    return { id: user.id, role: user.role, isOrganiser };
  }

  async function findOr404(id: string): Promise<EventRow> {
    const event = await events.find(id);
    if (!event) throw notFound();
    return event;
  }

  const presentOne = async (id: string, viewer: EventViewer) => ({ event: (await events.present([await findOr404(id)], viewer))[0]! });

  app.get('/api/events', async (request, reply): Promise<EventList> => {
    const viewer = await viewerOf(request, reply);
    const { when, page } = parseInput(eventListQuerySchema, request.query);
    const { rows, total } = await events.list(when, page);
    return { items: await events.present(rows, viewer), total, page, pageSize: EVENTS_PAGE_SIZE, canCreate: viewer.isOrganiser };
  });

  app.get('/api/events/:id', async (request, reply) => {
    const viewer = await viewerOf(request, reply);
    const { id } = parseInput(idParams, request.params);
    return presentOne(id, viewer);
  });

  app.post('/api/events', async (request, reply) => {
    const viewer = await viewerOf(request, reply);
    if (!viewer.isOrganiser) throw new AppError(403, 'events/not-organiser', EVENTS_ERRORS['events/not-organiser']);
    const data = parseInput(eventInputSchema, request.body);
    startInFuture(data.startsAt);
    const created = await events.create(data, viewer.id);
    return reply.code(201).send({ event: (await events.present([created], viewer))[0] });
  });

  app.put('/api/events/:id', async (request, reply) => {
    const viewer = await viewerOf(request, reply);
    const { id } = parseInput(idParams, request.params);
    const event = await findOr404(id);
    if (!canManageEvent(viewer, event)) throw new AppError(403, 'access/insufficient-role', 'Only the organiser of this event or an admin can change it.');
    const data = parseInput(eventInputSchema, request.body);
    if (toIso(event.startsAt) !== data.startsAt) startInFuture(data.startsAt);
    const updated = await rethrowRules(events.update(id, data));
    if (!updated) throw notFound();
    app.outbox.kick();
    return presentOne(id, viewer);
  });

  app.post('/api/events/:id/cancel', async (request, reply) => {
    const viewer = await viewerOf(request, reply);
    const { id } = parseInput(idParams, request.params);
    const event = await findOr404(id);
    if (!canManageEvent(viewer, event)) throw new AppError(403, 'access/insufficient-role', 'Only the organiser of this event or an admin can cancel it.');
    if (!(await rethrowRules(events.cancel(id)))) throw notFound();
    app.outbox.kick();
    return presentOne(id, viewer);
  });

  app.post('/api/events/:id/rsvp', async (request, reply) => {
    const viewer = await viewerOf(request, reply);
    const { id } = parseInput(idParams, request.params);
    const status = await rethrowRules(events.rsvp(id, viewer));
    if (!status) throw notFound();
    app.outbox.kick();
    return presentOne(id, viewer);
  });

  app.delete('/api/events/:id/rsvp', async (request, reply) => {
    const viewer = await viewerOf(request, reply);
    const { id } = parseInput(idParams, request.params);
    const left = await rethrowRules(events.leave(id, viewer.id));
    if (left === undefined) throw notFound();
    app.outbox.kick();
    return presentOne(id, viewer);
  });

  /** "Add to calendar": the joining link goes in only for people with a place (and organisers), as in the API. */
  app.get('/api/events/:id/calendar.ics', async (request, reply) => {
    const viewer = await viewerOf(request, reply);
    const { id } = parseInput(idParams, request.params);
    const row = await findOr404(id);
    const [event] = await events.present([row], viewer);
    const host = new URL(app.config.publicUrl).hostname;
    const eventUrl = `${app.config.publicUrl}${EVENTS_PATH}`;
    const location = event!.format === 'in-person' ? event!.place : (event!.onlineUrl ?? `Online (the joining link is on ${PRODUCT_NAME} for people with a place)`);
    const body = buildIcs(
      {
        uid: `event-${row.id}@${host}`,
        title: row.title,
        description: `${row.description}\n\nHosted by ${row.hostName}.\n${eventUrl}`,
        startsAt: new Date(toIso(row.startsAt)),
        endsAt: new Date(toIso(row.endsAt)),
        stampedAt: new Date(),
        location,
        url: eventUrl,
        isCancelled: Boolean(row.cancelledAt),
        sequence: Math.floor((Date.parse(toIso(row.updatedAt)) - Date.parse(toIso(row.createdAt))) / 1000),
      },
      PRODUCT_NAME,
    );
    const slug = row.title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 40) || 'event';
    return reply
      .header('Content-Type', 'text/calendar; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="harbour-${slug}.ics"`)
      .header('Cache-Control', 'private, no-store')
      .send(body);
  });
}
