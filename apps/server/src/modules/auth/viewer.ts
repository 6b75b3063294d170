import type { FastifyReply, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import type { Role } from '@wellbeing/shared/roles';
import type { SessionUser } from '@wellbeing/shared/schemas/account';
import { notAuthenticated } from '../../lib/app-error.js';
import { toBool, toIso } from '../../db/values.js';
import { SESSION_ABSOLUTE_SECONDS } from './auth.js';
import { endAllSessions, isUserBanned } from '../admin/ban.js';

export interface ViewerUser {
  id: string;
  email: string;
  username: string;
  role: Role;
  gender: string | null;
  dateOfBirth: string | null;
  fullName: string | null;
}

/** The signed-in person making a request, as the server knows them (never from anything the browser stored). */
export interface Viewer {
  user: ViewerUser;
  session: { id: string; createdAt: string; expiresAt: string };
}

declare module 'fastify' {
  interface FastifyRequest {
    viewerPromise?: Promise<Viewer | null>;
  }
}

/** Copies the auth library's Set-Cookie headers (session refresh, sign-in, sign-out) onto our reply. */
export function forwardCookies(from: Headers, reply: FastifyReply): void {
  const cookies = from.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
}

async function loadViewer(request: FastifyRequest, reply: FastifyReply): Promise<Viewer | null> {
  if (!request.headers.cookie?.includes('session_token')) return null;
  const auth = request.server.auth;
  const result = await auth.api.getSession({ headers: fromNodeHeaders(request.headers), returnHeaders: true });
  const found = result.response;
  // A banned person's sessions stop working on their next request, wherever they are signed in.
  if (found && (await isUserBanned(request.server.database.db, found.user.id))) {
    await endAllSessions(request.server.database.db, found.user.id);
    return null;
  }
  forwardCookies(result.headers, reply);
  if (!found) return null;
  const user = found.user as typeof found.user & Partial<ViewerUser> & { emailVerified: unknown };
  const createdAt = toIso(found.session.createdAt);
  // The absolute limit: a session in daily use still ends this long after sign-in.
  if (Date.now() - Date.parse(createdAt) > SESSION_ABSOLUTE_SECONDS * 1000) {
    await request.server.database.db.deleteFrom('sessions').where('id', '=', found.session.id).execute();
    return null;
  }
  if (!toBool(user.emailVerified as boolean)) return null;
  return {
    user: {
      id: user.id,
      email: user.email,
      username: user.username ?? user.name,
      role: (user.role ?? 'seeker') as Role,
      gender: user.gender ?? null,
      dateOfBirth: user.dateOfBirth ?? null,
      fullName: user.fullName ?? null,
    },
    session: { id: found.session.id, createdAt, expiresAt: toIso(found.session.expiresAt) },
  };
}

/** The viewer of this request, resolved once per request; null for anonymous visitors. */
export function getViewer(request: FastifyRequest, reply: FastifyReply): Promise<Viewer | null> {
  request.viewerPromise ??= loadViewer(request, reply);
  return request.viewerPromise;
}

/** The viewer, or a 401 "Not authenticated". */
export async function requireViewer(request: FastifyRequest, reply: FastifyReply): Promise<Viewer> {
  const viewer = await getViewer(request, reply);
  if (!viewer) throw notAuthenticated();
  return viewer;
}

export function toSessionUser(user: ViewerUser): SessionUser {
  return {
    uid: user.id,
    email: user.email,
    username: user.username,
    role: user.role,
    gender: user.gender,
    dateOfBirth: user.dateOfBirth,
    ...(user.role === 'professional' ? { fullName: user.fullName } : {}),
  };
}
