import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import { limitKey } from '../rate-limit/limiter.js';
import { FRESH_SESSION_SECONDS } from './auth.js';
import { verifyPassword } from './password.js';
import type { Viewer } from './viewer.js';

/** Sensitive changes need a recent sign-in ("Please log in again and retry.") */
export function requireFreshSession(viewer: Viewer): void {
  if (Date.now() - Date.parse(viewer.session.createdAt) > FRESH_SESSION_SECONDS * 1000) {
    throw new AppError(403, 'auth/requires-recent-login');
  }
}

/** Re-authenticates with the current password; wrong answers count against the account's limit. */
export async function confirmPassword(request: FastifyRequest, viewer: Viewer, password: string): Promise<void> {
  const app = request.server;
  if (!(await app.limiter.hit(limitKey('reauth', viewer.user.id), { limit: 8, windowSeconds: 15 * 60 }))) {
    throw new AppError(429, 'auth/too-many-requests');
  }
  const row = await app.database.db
    .selectFrom('accounts')
    .select('password')
    .where('userId', '=', viewer.user.id)
    .where('providerId', '=', 'credential')
    .executeTakeFirst();
  if (!row?.password || !(await verifyPassword({ hash: row.password, password }))) {
    throw new AppError(401, 'auth/invalid-credential');
  }
}
