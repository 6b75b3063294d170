import { randomBytes, randomUUID } from 'node:crypto';
import { sql, type CompiledQuery } from 'kysely';
import { compiledRead, type CompiledReadDatabase } from '../../db/compiled-read.js';
import { toBool } from '../../db/values.js';
import { SESSION_IDLE_SECONDS } from './auth.js';
import { hashPassword, verifyPassword } from './password.js';
import { PERSON_COLUMNS, sessionSignature, type SessionRow } from './session-reader.js';
import { toViewerUser, type ViewerUser } from './viewer.js';

/** The session cookie as the auth library names and sets it (`authCookies.sessionToken`). */
export interface SessionCookieSpec {
  name: string;
  attributes: {
    maxAge?: number;
    domain?: string;
    path?: string;
    httpOnly?: boolean;
    secure?: boolean;
    sameSite?: string;
  };
}

export type PasswordSignInOutcome =
  /** Right password, verified address, not banned: a new session and the cookie that carries it. */
  | { kind: 'signed-in'; user: ViewerUser; setCookie: string }
  /** Unknown address, no password on the account, or a wrong password: one answer for all three. */
  | { kind: 'invalid' }
  /** Right password, but the address was never confirmed: the auth library answers (it sends the link again). */
  | { kind: 'unverified' }
  /** Right password, but an admin has banned the account: no session is created. */
  | { kind: 'banned' };

type SignInRow = Pick<SessionRow, 'email' | 'username' | 'name' | 'role' | 'gender' | 'dateOfBirth' | 'fullName' | 'emailVerified' | 'bannedAt'> & {
  id: string;
  /** The credential account's Argon2id hash; null without one. */
  password: string | null;
};

const TOKEN_ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
/** Bytes at or above this would make some letters likelier than others (256 is not a multiple of 62). */
const TOKEN_BYTE_LIMIT = 256 - (256 % TOKEN_ALPHABET.length);

/** A session token as the auth library makes one: 32 characters of [a-zA-Z0-9], each uniformly random. */
export function sessionToken(length = 32): string {
  let token = '';
  while (token.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte >= TOKEN_BYTE_LIMIT) continue;
      token += TOKEN_ALPHABET[byte % TOKEN_ALPHABET.length];
      if (token.length === length) break;
    }
  }
  return token;
}

/** `name=token.base64(HMAC-SHA256(secret, token))` (URL-encoded) with the library's attributes, in its order. */
export function serializeSessionCookie(spec: SessionCookieSpec, token: string, secret: string): string {
  const signature = sessionSignature(secret, token).toString('base64');
  const { maxAge, domain, path, httpOnly, secure, sameSite } = spec.attributes;
  let cookie = `${spec.name}=${encodeURIComponent(`${token}.${signature}`)}`;
  if (typeof maxAge === 'number' && maxAge >= 0) cookie += `; Max-Age=${Math.floor(maxAge)}`;
  if (domain) cookie += `; Domain=${domain}`;
  if (path) cookie += `; Path=${path}`;
  if (httpOnly) cookie += '; HttpOnly';
  if (secure || spec.name.startsWith('__Secure-')) cookie += '; Secure';
  if (sameSite) cookie += `; SameSite=${sameSite.charAt(0).toUpperCase()}${sameSite.slice(1)}`;
  return cookie;
}

/**
 * Sign-in with e-mail and password on our own path (decision 005): the same checks, session row and cookie
 * as the auth library's `signInEmail`, without its per-request machinery, which cost the event loop more
 * than a millisecond per sign-in while every core was hashing.
 *
 * - One read finds the person, their credential account, the ban and what the browser is told.
 * - An unknown address still pays for one hash (as the library does), so the answer's timing does not
 *   tell whether an account exists.
 * - The session row is the library's shape (ISO times, an empty IP address since IP tracking is off), so
 *   the library reads, refreshes and ends it as one of its own.
 * - An unconfirmed address is left to the library, which sends the link again.
 */
export function createPasswordSignIn({ database, secret, cookie }: { database: CompiledReadDatabase; secret: string; cookie: SessionCookieSpec }) {
  const { db } = database;
  // Built and compiled once, run as a compiled read: on SQLite at once on the event loop, which does this read
  // on every sign-in while every core is hashing (decision 005). The e-mail is its only parameter.
  const query = db
    .selectFrom('users')
    .leftJoin('accounts', (join) =>
      join.onRef('accounts.userId', '=', 'users.id').onRef('accounts.accountId', '=', 'users.id').on('accounts.providerId', '=', sql.lit('credential')),
    )
    .select(['users.id', ...PERSON_COLUMNS, 'accounts.password'])
    .where('users.email', '=', '')
    .compile() as CompiledQuery<SignInRow>;
  const read = compiledRead(database, query);

  return {
    /** `email` as the login schema gives it (trimmed, lower case); `userAgent` is stored with the session. */
    async signIn({ email, password, userAgent }: { email: string; password: string; userAgent: string | undefined }): Promise<PasswordSignInOutcome> {
      const [row] = await read([email]);
      if (!row?.password) {
        await hashPassword(password);
        return { kind: 'invalid' };
      }
      if (!(await verifyPassword({ hash: row.password, password }))) return { kind: 'invalid' };
      if (!toBool(row.emailVerified)) return { kind: 'unverified' };
      if (row.bannedAt != null) return { kind: 'banned' };

      const token = sessionToken();
      const now = new Date();
      await db
        .insertInto('sessions')
        .values({
          id: randomUUID(),
          token,
          userId: row.id,
          expiresAt: new Date(now.getTime() + SESSION_IDLE_SECONDS * 1000).toISOString(),
          createdAt: now.toISOString(),
          updatedAt: now.toISOString(),
          ipAddress: '',
          userAgent: userAgent ?? '',
        })
        .execute();
      return {
        kind: 'signed-in',
        setCookie: serializeSessionCookie(cookie, token, secret),
        user: toViewerUser(row.id, row),
      };
    },
  };
}

export type PasswordSignIn = ReturnType<typeof createPasswordSignIn>;
