import type { IncomingMessage } from 'node:http';
import type { Kysely } from 'kysely';
import { decideArticleAccess } from '@wellbeing/shared/access-policy';
import { DEFAULT_ROLE, type Role } from '@wellbeing/shared/roles';
import { BUSY, type DatabaseHandle } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { sessionNeedsNoWrite, type SessionReader, type SessionRow } from '../auth/session-reader.js';
import { sessionPersonVerdict } from '../auth/viewer.js';

/** How long an article's answer is repeated from memory (its content and ratings; access is never repeated). */
export const ARTICLE_REPLAY_MS = 1_000;

/** The gate's one read, in the order its values come back: the article's zone and title, the session, its person. */
const GATE_SELECT = [
  'articles.publishedIn as zone',
  'articles.title',
  'sessions.expiresAt',
  'sessions.createdAt',
  'users.role',
  'users.emailVerified',
  'users.bannedAt',
] as const;
type GateValues = [
  zone: string,
  title: string,
  expiresAt: SessionRow['expiresAt'],
  createdAt: SessionRow['createdAt'],
  role: SessionRow['role'],
  emailVerified: SessionRow['emailVerified'],
  bannedAt: SessionRow['bannedAt'],
];

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
  database: Pick<DatabaseHandle, 'db' | 'prepareReadValuesNow'>,
  sessions: Pick<SessionReader, 'tokenOf'>,
): ((req: IncomingMessage, params: Readonly<Record<string, string>>) => boolean) | undefined {
  if (database.prepareReadValuesNow === undefined) return undefined;
  const read = database.prepareReadValuesNow(gateQuery(database.db));
  return (req, params) => {
    const id = params.id;
    if (id === undefined) return false;
    const session = sessions.tokenOf(req.headers.cookie);
    if (session.kind !== 'token') return false;
    const values = read(session.token, id);
    if (values === undefined || values === BUSY) return false;
    const [zone, title, expiresAt, createdAt, role, emailVerified, bannedAt] = values as GateValues;
    const now = Date.now();
    if (!sessionNeedsNoWrite({ expiresAt }, now) || sessionPersonVerdict({ bannedAt, createdAt, emailVerified }, now) !== 'ok') return false;
    return decideArticleAccess({ role: (role ?? DEFAULT_ROLE) as Role }, { zone, title }).outcome === 'allow';
  };
}

/** The gate's read (parameters: token, id): at most one row, since the token and the id are each unique. */
function gateQuery(db: Kysely<Database>): string {
  return db
    .selectFrom(['sessions', 'articles'])
    .innerJoin('users', 'users.id', 'sessions.userId')
    .select(GATE_SELECT)
    .where('sessions.token', '=', '')
    .where('articles.id', '=', '')
    .compile().sql;
}
