import type { IncomingMessage } from 'node:http';
import type { Kysely } from 'kysely';
import { decideArticleAccess } from '@wellbeing/shared/access-policy';
import type { Role } from '@wellbeing/shared/roles';
import { BUSY, type DatabaseHandle } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { sessionNeedsNoWrite, type SessionReader, type SessionRow } from '../auth/session-reader.js';
import { sessionPersonVerdict } from '../auth/viewer.js';

/** How long an article's answer is repeated from memory (its content and ratings; access is never repeated). */
export const ARTICLE_REPLAY_MS = 1_000;

type GateRow = Pick<SessionRow, 'expiresAt' | 'createdAt' | 'emailVerified' | 'bannedAt' | 'role'> & { zone: string; title: string };

/**
 * The replay cache's gate for `GET /api/articles/:id` (decision 008): whether this request may have the
 * article's answer as the framework last built it. Decided on every request, from one read of the session,
 * its person and the article's zone, as the route decides:
 *  - the session cookie's signature (the session reader's own check), and no "don't remember me" cookie;
 *  - a live session that needs nothing written (not expired, no refresh due: sessionNeedsNoWrite);
 *  - a person not banned, within the session's absolute limit, with a confirmed address (sessionPersonVerdict);
 *  - the shared access policy's `decideArticleAccess` for their role and the article's zone, now.
 * Anything else (a visitor without a session, a refusal, a session the auth library must write, an article
 * gone, a transaction open on the connection) says false, and the framework answers: it refuses, ends banned
 * sessions, refreshes cookies and logs as always. Only on SQLite, whose reads can be answered at once; on
 * PostgreSQL there is no gate and the article is never repeated.
 */
export function createArticleReadGate(
  database: Pick<DatabaseHandle, 'db' | 'prepareReadNow'>,
  sessions: Pick<SessionReader, 'tokenOf'>,
): ((req: IncomingMessage, params: Readonly<Record<string, string>>) => boolean) | undefined {
  if (database.prepareReadNow === undefined) return undefined;
  const read = database.prepareReadNow(gateQuery(database.db));
  return (req, params) => {
    const id = params.id;
    if (id === undefined) return false;
    const session = sessions.tokenOf(req.headers.cookie);
    if (session.kind !== 'token') return false;
    const row = read(session.token, id) as GateRow | undefined | typeof BUSY;
    if (row === undefined || row === BUSY) return false;
    const now = Date.now();
    if (!sessionNeedsNoWrite(row, now) || sessionPersonVerdict(row, now) !== 'ok') return false;
    return decideArticleAccess({ role: (row.role ?? 'seeker') as Role }, row).outcome === 'allow';
  };
}

/** One row: the article's zone and title with the session behind the token and its person (parameters: token, id). */
function gateQuery(db: Kysely<Database>): string {
  return db
    .selectFrom(['sessions', 'articles'])
    .innerJoin('users', 'users.id', 'sessions.userId')
    .select([
      'articles.publishedIn as zone',
      'articles.title',
      'sessions.expiresAt',
      'sessions.createdAt',
      'users.role',
      'users.emailVerified',
      'users.bannedAt',
    ])
    .where('sessions.token', '=', '')
    .where('articles.id', '=', '')
    .compile().sql;
}
