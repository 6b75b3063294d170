import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  CONTACT_REQUESTS_PER_DAY,
  PROFESSIONALS_ERRORS,
  contactDecisionSchema,
  contactRequestInputSchema,
  contactRequestListQuerySchema,
  directoryProfileInputSchema,
  directorySearchSchema,
  type ContactRequestList,
  type DirectorySearchResponse,
  type MyDirectoryProfileResponse,
} from '@wellbeing/shared/schemas/professionals';
import { z } from 'zod';
import { AppError, notFound, parseInput } from '../../lib/app-error.js';
import { registerExport } from '../account/data-export.js';
import { getProfessionalBadge } from '../admin/professional-badge.js';
import { requireViewer, type ViewerUser } from '../auth/viewer.js';
import { enqueueMail } from '../outbox/outbox.js';
import { limitKey } from '../rate-limit/limiter.js';
import { CONTACT_REQUEST_DECIDED, CONTACT_REQUEST_RECEIVED, defineContactRequestEmails } from './emails.js';
import { createProfessionalsRepository } from './repository.js';
import { seedDemoDirectoryProfile } from './seed.js';

const idParams = z.strictObject({ id: z.string().min(1).max(200) });
const CONTACT_LIMIT = { limit: CONTACT_REQUESTS_PER_DAY, windowSeconds: 24 * 60 * 60 };

const fail = (status: number, code: keyof typeof PROFESSIONALS_ERRORS) => new AppError(status, code, PROFESSIONALS_ERRORS[code]);

function requireProfessional(user: ViewerUser): void {
  if (user.role !== 'professional') throw fail(403, 'professionals/not-professional');
}

/**
 * Find a professional: the directory (verified professionals only), each professional's own directory
 * profile, and contact requests between a signed-in person and a professional. Every route needs a
 * signed-in person; a request is visible to its two people only (anyone else gets a 404). Message text and
 * contact details are encrypted at rest and never logged or e-mailed.
 */
export async function professionalsRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;
  const professionals = createProfessionalsRepository(db, app.database.kind, app.config.encryptionKey);
  defineContactRequestEmails(app.outbox, professionals);
  if (app.config.demoMode) await seedDemoDirectoryProfile(db, professionals);

  registerExport(app, 'directoryProfile', async (userId) => professionals.getProfile(userId));
  registerExport(app, 'contactRequests', async (userId) => ({
    sent: await professionals.listRequests(userId, 'sent', 10_000),
    received: await professionals.listRequests(userId, 'received', 10_000),
  }));

  // ─── The directory ─────────────────────────────────────────────────────────────────────────────────

  app.get('/api/professionals', async (request, reply): Promise<DirectorySearchResponse> => {
    await requireViewer(request, reply);
    const query = parseInput(directorySearchSchema, request.query);
    const { items, total } = await professionals.search(query);
    return { items, total, page: query.page, pageSize: query.pageSize };
  });

  app.get('/api/professionals/:id', async (request, reply) => {
    await requireViewer(request, reply);
    const { id } = parseInput(idParams, request.params);
    const entry = await professionals.getListed(id);
    if (!entry) throw notFound();
    return { professional: entry };
  });

  // ─── A professional's own directory profile ────────────────────────────────────────────────────────

  app.get('/api/directory-profile', async (request, reply): Promise<MyDirectoryProfileResponse> => {
    const viewer = await requireViewer(request, reply);
    requireProfessional(viewer.user);
    const [profile, badge] = await Promise.all([professionals.getProfile(viewer.user.id), getProfessionalBadge(db, viewer.user)]);
    return { profile, verified: badge.verified, licenceExpiry: badge.licenceExpiry, isListed: Boolean(profile) && badge.verified };
  });

  app.put('/api/directory-profile', async (request, reply): Promise<MyDirectoryProfileResponse> => {
    const viewer = await requireViewer(request, reply);
    requireProfessional(viewer.user);
    const data = parseInput(directoryProfileInputSchema, request.body);
    const profile = await professionals.saveProfile(viewer.user.id, data);
    const badge = await getProfessionalBadge(db, viewer.user);
    return { profile, verified: badge.verified, licenceExpiry: badge.licenceExpiry, isListed: badge.verified };
  });

  // ─── Contact requests ──────────────────────────────────────────────────────────────────────────────

  app.post('/api/professionals/:id/contact-requests', async (request, reply) => {
    const viewer = await requireViewer(request, reply);
    const { id: professionalId } = parseInput(idParams, request.params);
    const data = parseInput(contactRequestInputSchema, request.body);
    const professional = await professionals.getListed(professionalId);
    if (!professional) throw notFound();
    if (professional.id === viewer.user.id) throw fail(400, 'professionals/own-profile');
    if (!professional.acceptingNew) throw fail(409, 'professionals/not-accepting');
    // Counted per person, whatever address they use; only requests that would be delivered count.
    if (!(await app.limiter.hit(limitKey('contact-request', viewer.user.id), CONTACT_LIMIT))) throw fail(429, 'professionals/request-limit');
    const id = randomUUID();
    await db.transaction().execute(async (trx) => {
      await professionals.createRequest(trx, id, professionalId, viewer.user.id, data);
      await enqueueMail(trx, { template: CONTACT_REQUEST_RECEIVED, recipientId: professionalId, payload: { requestId: id }, reference: `contact-request:${id}` });
    });
    app.outbox.kick();
    const [created] = await professionals.toRequests([(await professionals.findRequestFor(id, viewer.user.id))!], viewer.user.id);
    return reply.code(201).send({ request: created });
  });

  app.get('/api/contact-requests', async (request, reply): Promise<ContactRequestList> => {
    const viewer = await requireViewer(request, reply);
    const { box } = parseInput(contactRequestListQuerySchema, request.query);
    // Only requests addressed to (or sent by) the viewer; a professional whose role changed still sees theirs.
    return { requests: await professionals.listRequests(viewer.user.id, box) };
  });

  app.get('/api/contact-requests/:id', async (request, reply) => {
    const viewer = await requireViewer(request, reply);
    const { id } = parseInput(idParams, request.params);
    const row = await professionals.findRequestFor(id, viewer.user.id);
    if (!row) throw notFound();
    const [found] = await professionals.toRequests([row], viewer.user.id);
    return { request: found };
  });

  app.post('/api/contact-requests/:id/decision', async (request, reply) => {
    const viewer = await requireViewer(request, reply);
    const { id } = parseInput(idParams, request.params);
    const { decision } = parseInput(contactDecisionSchema, request.body);
    const row = await professionals.findRequestFor(id, viewer.user.id);
    if (!row) throw notFound();
    if (row.professionalId !== viewer.user.id) throw new AppError(403, 'access/insufficient-role', 'Only the professional can accept or decline this request.');
    const decided = await db.transaction().execute(async (trx) => {
      if (!(await professionals.decideRequest(trx, id, viewer.user.id, decision))) return false;
      await enqueueMail(
        trx,
        { template: CONTACT_REQUEST_DECIDED, recipientId: row.requesterId, payload: { requestId: id, side: 'requester' }, reference: `contact-request:${id}` },
        { template: CONTACT_REQUEST_DECIDED, recipientId: row.professionalId, payload: { requestId: id, side: 'professional' }, reference: `contact-request:${id}` },
      );
      return true;
    });
    if (!decided) throw fail(409, 'professionals/request-decided');
    app.outbox.kick();
    const [updated] = await professionals.toRequests([(await professionals.findRequestFor(id, viewer.user.id))!], viewer.user.id);
    return { request: updated };
  });
}
