import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import { SELF_SERVICE_ROLES } from '@wellbeing/shared/roles';
import {
  emailChangeRequestSchema,
  passwordChangeRequestSchema,
  profileUpdateSchema,
  verificationRequestInputSchema,
  type VerificationRequest,
} from '@wellbeing/shared/schemas/account';
import { AppError, parseInput } from '../../lib/app-error.js';
import { toIso } from '../../db/values.js';
import { queuePasswordChangedMail } from '../auth/password-changed-mail.js';
import { isWeakPassword } from '../auth/password.js';
import { endPasswordResetLinks } from '../auth/password-reset.js';
import { confirmPassword, requireFreshSession } from '../auth/sensitive.js';
import { forwardCookies, requireViewer } from '../auth/viewer.js';
import { createUsersRepository } from '../users/repository.js';
import { isUniqueViolation } from '../../db/errors.js';

const isSelfService = (role: string) => (SELF_SERVICE_ROLES as readonly string[]).includes(role);

export async function profileRoutes(app: FastifyInstance): Promise<void> {
  const users = createUsersRepository(app.database.db);
  const db = app.database.db;

  app.get('/api/profile', async (request, reply) => {
    const viewer = await requireViewer(request, reply);
    const profile = await users.getProfile(viewer.user.id);
    if (!profile) throw new AppError(401, 'auth/not-authenticated');
    return { profile };
  });

  app.patch('/api/profile', async (request, reply) => {
    const viewer = await requireViewer(request, reply);
    const update = parseInput(profileUpdateSchema, request.body ?? {});
    const current = viewer.user;

    if (update.role !== undefined && update.role !== current.role) {
      if (current.role === 'admin') throw new AppError(403, 'profile/role-change-refused', 'An admin’s role can only be changed from the admin dashboard.');
      if (update.role === 'admin') throw new AppError(403, 'profile/role-change-refused', 'Admin is never a role you can choose.');
      if (update.role === 'professional') {
        throw new AppError(400, 'profile/verification-required', 'To become a professional, send a verification request with your licence details.');
      }
      if (!isSelfService(update.role)) throw new AppError(400, 'request/invalid');
    }
    const nextRole = update.role ?? current.role;
    if (update.fullName && nextRole !== 'professional') {
      throw new AppError(400, 'request/invalid', 'Only professionals have a full name on their profile.', { fullName: 'Only professionals have a full name on their profile.' });
    }
    if (update.username && (await users.isUsernameTaken(update.username, current.id))) throw new AppError(409, 'username/taken');

    const changes: Record<string, unknown> = {};
    if (update.username !== undefined) Object.assign(changes, { username: update.username, name: update.username });
    if (update.role !== undefined) changes.role = update.role;
    if (update.gender !== undefined) changes.gender = update.gender;
    if (update.dateOfBirth !== undefined) changes.dateOfBirth = update.dateOfBirth;
    if (update.fullName !== undefined) changes.fullName = update.fullName;
    // A professional who steps back to another role keeps no full name on the profile.
    if (nextRole !== 'professional' && current.role === 'professional') changes.fullName = null;
    try {
      await db
        .updateTable('users')
        .set({ ...changes, updatedAt: new Date().toISOString() })
        .where('id', '=', current.id)
        .execute();
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError(409, 'username/taken');
      throw error;
    }
    return { profile: await users.getProfile(current.id) };
  });

  app.post('/api/profile/email', async (request, reply) => {
    const viewer = await requireViewer(request, reply);
    const { newEmail, currentPassword } = parseInput(emailChangeRequestSchema, request.body);
    requireFreshSession(viewer);
    await confirmPassword(request, viewer, currentPassword);
    if (newEmail === viewer.user.email) throw new AppError(400, 'request/invalid', 'That is already your e-mail address.', { newEmail: 'That is already your e-mail address.' });
    // The address changes only when the link sent to the new address is used (returning to /login).
    await app.auth.api.changeEmail({ body: { newEmail, callbackURL: '/login?verified=1' }, headers: fromNodeHeaders(request.headers) });
    return { code: 'email-change/sent', message: 'A verification link has been sent to the new email address. Please verify to complete the change.' };
  });

  app.post('/api/profile/password', async (request, reply) => {
    const viewer = await requireViewer(request, reply);
    const { currentPassword, newPassword } = parseInput(passwordChangeRequestSchema, request.body);
    requireFreshSession(viewer);
    await confirmPassword(request, viewer, currentPassword);
    if (isWeakPassword(newPassword, { email: viewer.user.email, username: viewer.user.username })) throw new AppError(400, 'auth/weak-password');
    const response = await app.auth.api.changePassword({
      body: { currentPassword, newPassword, revokeOtherSessions: true },
      headers: fromNodeHeaders(request.headers),
      asResponse: true,
    });
    if (!response.ok) {
      const body = (await response.json().catch(() => ({}))) as { code?: string };
      if (body.code === 'INVALID_PASSWORD') throw new AppError(401, 'auth/invalid-credential');
      throw new AppError(400, 'auth/unknown');
    }
    forwardCookies(response.headers, reply);
    await endPasswordResetLinks(db, viewer.user.id);
    await queuePasswordChangedMail(app, viewer.user.id, 'profile');
    return { ok: true };
  });

  const toRequest = (row: {
    id: string; status: VerificationRequest['status']; fullName: string; licenceNumber: string; regulator: string; country: string;
    licenceExpiry: string; reason: string | null; createdAt: Date | string; decidedAt: Date | string | null;
  }): VerificationRequest => ({ ...row, createdAt: toIso(row.createdAt), decidedAt: row.decidedAt ? toIso(row.decidedAt) : null });

  const latestRequest = (userId: string) =>
    db
      .selectFrom('professionalVerifications')
      .select(['id', 'status', 'fullName', 'licenceNumber', 'regulator', 'country', 'licenceExpiry', 'reason', 'createdAt', 'decidedAt'])
      .where('userId', '=', userId)
      .orderBy('createdAt', 'desc')
      .executeTakeFirst();

  app.get('/api/profile/verification-request', async (request, reply) => {
    const viewer = await requireViewer(request, reply);
    const row = await latestRequest(viewer.user.id);
    return { request: row ? toRequest(row) : null };
  });

  app.post('/api/profile/verification-request', async (request, reply) => {
    const viewer = await requireViewer(request, reply);
    const input = parseInput(verificationRequestInputSchema, request.body);
    if (viewer.user.role === 'admin') throw new AppError(400, 'request/invalid', 'Admins do not need professional verification.');
    const existing = await latestRequest(viewer.user.id);
    if (existing?.status === 'pending') throw new AppError(409, 'verification/pending', 'You already have a request waiting for review.');
    const row = { id: randomUUID(), userId: viewer.user.id, ...input, status: 'pending' as const, createdAt: new Date().toISOString() };
    await db.insertInto('professionalVerifications').values(row).execute();
    reply.code(201);
    return { request: toRequest({ ...row, reason: null, decidedAt: null }) };
  });
}
