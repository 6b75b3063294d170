import type { FastifyReply, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import { DEFAULT_ROLE, type Role } from '@wellbeing/shared/roles';
import type { SessionUser } from '@wellbeing/shared/schemas/account';
import { notAuthenticated } from '../../lib/app-error.js';
import { toBool, toIso } from '../../db/values.js';
import { SESSION_ABSOLUTE_SECONDS } from './auth.js';
import { bannedSince, endAllSessions } from '../admin/ban.js';
import { timeOf, type SessionRow } from './session-reader.js';

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

/**
 * Whether a live session's person may act through it:
 *  - banned: a banned person's sessions stop working on their next request, wherever they are signed in;
 *  - too-old: the absolute limit, a session in daily use still ends this long after sign-in;
 *  - unverified: an address never confirmed signs nobody in.
 * loadViewer acts on the first two (ends the sessions); the article replay gate only declines.
 */
export function sessionPersonVerdict(row: Pick<SessionRow, 'bannedAt' | 'createdAt' | 'emailVerified'>, now: number): 'ok' | 'banned' | 'too-old' | 'unverified' {
  if (row.bannedAt != null) return 'banned';
  if (now - timeOf(row.createdAt) > SESSION_ABSOLUTE_SECONDS * 1000) return 'too-old';
  if (!toBool(row.emailVerified)) return 'unverified';
  return 'ok';
}

/** The person behind a session (or a sign-in) as requests see them, from the session reader's person columns. */
export function toViewerUser(
  id: string,
  row: Pick<SessionRow, 'email' | 'username' | 'name' | 'role' | 'gender' | 'dateOfBirth' | 'fullName'>,
): ViewerUser {
  return {
    id,
    email: row.email,
    username: row.username ?? row.name,
    role: (row.role ?? DEFAULT_ROLE) as Role,
    gender: row.gender ?? null,
    dateOfBirth: row.dateOfBirth ?? null,
    fullName: row.fullName ?? null,
  };
}

async function loadViewer(request: FastifyRequest, reply: FastifyReply): Promise<Viewer | null> {
  const lookup = await request.server.sessionReader.lookup(request.headers.cookie);
  if (lookup.kind === 'anonymous') return null;
  const row = lookup.kind === 'found' ? lookup.row : await loadThroughLibrary(request, reply);
  if (!row) return null;
  const db = request.server.database.db;
  switch (sessionPersonVerdict(row, Date.now())) {
    case 'banned':
      await endAllSessions(db, row.userId);
      return null;
    case 'too-old':
      await db.deleteFrom('sessions').where('id', '=', row.sessionId).execute();
      return null;
    case 'unverified':
      return null;
    case 'ok':
      break;
  }
  const createdAt = toIso(row.createdAt);
  return {
    user: toViewerUser(row.userId, row),
    session: { id: row.sessionId, createdAt, expiresAt: toIso(row.expiresAt) },
  };
}

/**
 * The auth library's own session read, for the cases where it writes: a refresh of the expiry (with a new
 * cookie), or clearing the cookie of a session that no longer exists.
 */
async function loadThroughLibrary(request: FastifyRequest, reply: FastifyReply): Promise<SessionRow | null> {
  const result = await request.server.auth.api.getSession({ headers: fromNodeHeaders(request.headers), returnHeaders: true });
  const found = result.response;
  if (!found) {
    forwardCookies(result.headers, reply);
    return null;
  }
  const user = found.user as typeof found.user & Partial<ViewerUser> & { emailVerified: unknown };
  const bannedAt = await bannedSince(request.server.database.db, found.user.id);
  // A banned person never receives a refreshed cookie.
  if (bannedAt == null) forwardCookies(result.headers, reply);
  return {
    sessionId: found.session.id,
    expiresAt: found.session.expiresAt,
    createdAt: found.session.createdAt,
    userId: user.id,
    email: user.email,
    username: user.username ?? null,
    name: user.name,
    role: user.role ?? null,
    gender: user.gender ?? null,
    dateOfBirth: user.dateOfBirth ?? null,
    fullName: user.fullName ?? null,
    emailVerified: user.emailVerified as boolean,
    bannedAt,
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
