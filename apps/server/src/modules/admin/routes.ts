import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { canEnterArea } from '@wellbeing/shared/access-policy';
import { AppError, notAuthenticated, notFound } from '../../lib/app-error.js';
import { getViewer, requireViewer, type ViewerUser } from '../auth/viewer.js';
import { articleAdminRoutes } from './articles.js';
import { auditRoutes } from './audit-routes.js';
import { overviewRoutes } from './overview.js';
import { peopleRoutes } from './people.js';
import { ratingsRoutes } from './ratings.js';
import { verificationRoutes } from './verifications.js';

/** The signed-in admin making this request (the guard below has already let them in). */
export async function currentAdmin(request: FastifyRequest, reply: FastifyReply): Promise<ViewerUser> {
  return (await requireViewer(request, reply)).user;
}

/**
 * The admin API, mounted at `/api/admin`. One guard for every route in it, from the shared policy:
 * anonymous → 401, anyone else who is not an admin → 404 (the API, like the page, does not reveal that it
 * exists). It runs on `onRequest`, before any body is read, so nobody else can make the server parse an
 * upload. The viewer is read from the database on each request: a demoted or banned admin loses access at
 * once.
 */
export async function adminRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', async (request, reply) => {
    const viewer = await getViewer(request, reply);
    if (!viewer) throw notAuthenticated();
    if (!canEnterArea({ role: viewer.user.role }, 'admin')) throw notFound();
  });

  // A body over the article routes' limit is an oversized cover image: say so plainly. Everything else
  // goes on to the app's error handler.
  app.setErrorHandler((error: FastifyError, request, _reply) => {
    if (error.statusCode === 413 && !(error instanceof AppError) && request.url.startsWith('/api/admin/articles')) throw new AppError(413, 'upload/too-large');
    throw error;
  });

  await app.register(overviewRoutes);
  await app.register(peopleRoutes);
  await app.register(verificationRoutes);
  await app.register(articleAdminRoutes);
  await app.register(ratingsRoutes);
  await app.register(auditRoutes);
}
