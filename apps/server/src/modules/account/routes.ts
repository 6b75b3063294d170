import type { FastifyInstance, FastifyReply } from 'fastify';
import { accountDeletionRequestSchema } from '@wellbeing/shared/schemas/account';
import { z } from 'zod';
import { AppError, notFound, parseInput } from '../../lib/app-error.js';
import { toIso } from '../../db/values.js';
import { SESSION_COOKIE_PREFIX, usesSecureCookies } from '../auth/auth.js';
import { endPasswordResetLinks } from '../auth/password-reset.js';
import { confirmPassword, requireFreshSession } from '../auth/sensitive.js';
import { requireViewer } from '../auth/viewer.js';
import { refuseLosingLastAdmin } from '../users/last-admin.js';
import { createUsersRepository } from '../users/repository.js';
import { registerExport } from './data-export.js';
import { describeDevice } from './device.js';

/** Expires the session cookie in the browser (the session row is already gone). */
function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  const name = `${secure ? '__Secure-' : ''}${SESSION_COOKIE_PREFIX}.session_token`;
  reply.header('set-cookie', `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`);
}

export async function accountRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;
  const users = createUsersRepository(db);

  registerExport(app, 'profile', async (userId) => users.getProfile(userId));
  registerExport(app, 'signedInDevices', async (userId) =>
    (await db.selectFrom('sessions').select(['createdAt', 'updatedAt', 'expiresAt', 'userAgent']).where('userId', '=', userId).execute()).map((s) => ({
      device: describeDevice(s.userAgent),
      signedInAt: toIso(s.createdAt),
      lastActiveAt: toIso(s.updatedAt),
      expiresAt: toIso(s.expiresAt),
    })),
  );
  registerExport(app, 'professionalVerificationRequests', async (userId) =>
    (await db.selectFrom('professionalVerifications').selectAll().where('userId', '=', userId).orderBy('createdAt').execute()).map(({ userId: _u, decidedBy: _d, ...r }) => ({
      ...r,
      createdAt: toIso(r.createdAt),
      decidedAt: r.decidedAt ? toIso(r.decidedAt) : null,
    })),
  );

  app.get('/api/account/sessions', async (request, reply) => {
    const viewer = await requireViewer(request, reply);
    const rows = await db
      .selectFrom('sessions')
      .select(['id', 'createdAt', 'updatedAt', 'userAgent'])
      .where('userId', '=', viewer.user.id)
      .where('expiresAt', '>', new Date().toISOString())
      .orderBy('updatedAt', 'desc')
      .execute();
    return {
      sessions: rows.map((s) => ({
        id: s.id,
        current: s.id === viewer.session.id,
        device: describeDevice(s.userAgent),
        createdAt: toIso(s.createdAt),
        lastActiveAt: toIso(s.updatedAt),
      })),
    };
  });

  app.delete('/api/account/sessions/:id', async (request, reply) => {
    const viewer = await requireViewer(request, reply);
    const { id } = parseInput(z.object({ id: z.string().min(1).max(200) }), request.params);
    const result = await db.deleteFrom('sessions').where('id', '=', id).where('userId', '=', viewer.user.id).executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) throw notFound();
    if (id === viewer.session.id) clearSessionCookie(reply, usesSecureCookies(app.config));
    return { ok: true };
  });

  app.post('/api/account/sessions/revoke-all', async (request, reply) => {
    const viewer = await requireViewer(request, reply);
    await db.deleteFrom('sessions').where('userId', '=', viewer.user.id).execute();
    clearSessionCookie(reply, usesSecureCookies(app.config));
    return { ok: true };
  });

  app.get('/api/account/export', async (request, reply) => {
    const viewer = await requireViewer(request, reply);
    const sections: Record<string, unknown> = {};
    for (const [section, contributor] of app.dataExport) sections[section] = await contributor(viewer.user.id);
    const date = new Date().toISOString().slice(0, 10);
    reply.header('Content-Disposition', `attachment; filename="harbour-data-${date}.json"`);
    return { exportedAt: new Date().toISOString(), service: 'Harbour', ...sections };
  });

  app.post('/api/account/delete', async (request, reply) => {
    const viewer = await requireViewer(request, reply);
    const { password } = parseInput(accountDeletionRequestSchema, request.body);
    requireFreshSession(viewer);
    await confirmPassword(request, viewer, password);
    await db.transaction().execute(async (trx) => {
      if (viewer.user.role === 'admin') await refuseLosingLastAdmin(trx, app.database.kind, viewer.user.id);
      // Sessions, credentials, ratings and every other row of the user go with it (foreign keys cascade).
      const result = await trx.deleteFrom('users').where('id', '=', viewer.user.id).executeTakeFirst();
      if (Number(result.numDeletedRows) !== 1) throw new AppError(404, 'not-found');
      await trx.deleteFrom('verifications').where('identifier', '=', viewer.user.email).execute();
      await endPasswordResetLinks(trx, viewer.user.id);
    });
    clearSessionCookie(reply, usesSecureCookies(app.config));
    request.log.info('account deleted');
    return { ok: true };
  });
}
