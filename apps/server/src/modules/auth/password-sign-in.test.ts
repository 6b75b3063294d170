import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engines, type TestApp } from '../../test-support/app.js';
import { TestClient } from '../../test-support/http.js';
import { login } from '../../test-support/accounts.js';
import { SESSION_IDLE_SECONDS } from './auth.js';
import { passwordWorkers } from './password.js';
import { sessionToken } from './password-sign-in.js';
import { parseCookies, timeOf } from './session-reader.js';

const SEEKER = 'seeker@example.com';
const COOKIE = 'harbour.session_token';

/** A Set-Cookie line with its value blanked: what must match between two sign-ins. */
const withoutValue = (line: string) => line.replace(/^([^=]+)=[^;]*/, '$1=…');

describe.each(engines)('sign-in on our own path, on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('sets the cookie the auth library sets, and the library takes the session as its own', async () => {
    const ours = await login(new TestClient(t.app), SEEKER, t.config.demoPassword);
    expect(ours.statusCode).toBe(200);
    const library = await t.app.auth.api.signInEmail({ body: { email: SEEKER, password: t.config.demoPassword }, asResponse: true });
    expect(library.status).toBe(200);
    const ourLine = ([] as string[]).concat(ours.headers['set-cookie'] ?? []).find((c) => c.startsWith(`${COOKIE}=`))!;
    const libraryLine = library.headers.getSetCookie().find((c) => c.startsWith(`${COOKIE}=`))!;
    expect(withoutValue(ourLine)).toBe(withoutValue(libraryLine));
    expect(withoutValue(ourLine)).toContain(`Max-Age=${SESSION_IDLE_SECONDS}`);

    // The library reads our session, with the same lifetime and fields as one it made.
    const ourCookie = ourLine.split(';')[0]!;
    const libraryCookie = libraryLine.split(';')[0]!;
    const read = async (cookie: string) => (await t.app.auth.api.getSession({ headers: new Headers({ cookie }) }))!;
    const [fromOurs, fromLibrary] = [await read(ourCookie), await read(libraryCookie)];
    expect(fromOurs.user.id).toBe(fromLibrary.user.id);
    expect(Object.keys(fromOurs.session).sort()).toEqual(Object.keys(fromLibrary.session).sort());
    const lifetime = (s: typeof fromOurs.session) => timeOf(s.expiresAt) - timeOf(s.createdAt);
    expect(Math.abs(lifetime(fromOurs.session) - SESSION_IDLE_SECONDS * 1000)).toBeLessThan(1000);
    expect(Math.abs(lifetime(fromLibrary.session) - SESSION_IDLE_SECONDS * 1000)).toBeLessThan(1000);
    expect(fromOurs.session.ipAddress).toBe(fromLibrary.session.ipAddress);

    // And ends it: sign-out through the library removes our row.
    const token = decodeURIComponent(parseCookies(ourCookie).get(COOKIE)!).split('.')[0]!;
    await t.app.auth.api.signOut({ headers: new Headers({ cookie: ourCookie }) });
    expect(await t.app.database.db.selectFrom('sessions').select('id').where('token', '=', token).executeTakeFirst()).toBeUndefined();
  });

  it('keeps the browser’s user agent with the session, for the list of signed-in devices', async () => {
    const client = new TestClient(t.app);
    const res = await client.post('/api/session/login', { email: SEEKER, password: t.config.demoPassword }, { 'user-agent': 'Calm Browser/1.0' });
    expect(res.statusCode).toBe(200);
    const token = parseCookies(client.cookieHeader()).get(COOKIE)!.split('.')[0]!;
    const row = await t.app.database.db.selectFrom('sessions').select(['userAgent', 'ipAddress']).where('token', '=', token).executeTakeFirstOrThrow();
    expect(row).toEqual({ userAgent: 'Calm Browser/1.0', ipAddress: '' });
  });

  it('pays for exactly one hash whatever the outcome, so timing does not tell whether an account exists', async () => {
    const workers = passwordWorkers();
    const cost = async (email: string, password: string, status: number) => {
      const before = workers.counts();
      expect((await login(new TestClient(t.app), email, password)).statusCode).toBe(status);
      const after = workers.counts();
      return { hash: after.hash - before.hash, verify: after.verify - before.verify };
    };
    expect(await cost(SEEKER, t.config.demoPassword, 200)).toEqual({ hash: 0, verify: 1 });
    expect(await cost(SEEKER, 'not-the-password', 401)).toEqual({ hash: 0, verify: 1 });
    expect(await cost('nobody-here@example.org', 'not-the-password', 401)).toEqual({ hash: 1, verify: 0 });
  });

  it('creates no session for a banned person', async () => {
    const { db } = t.app.database;
    const user = await db.selectFrom('users').select('id').where('email', '=', 'supporter@example.com').executeTakeFirstOrThrow();
    await db.updateTable('users').set({ bannedAt: new Date().toISOString() }).where('id', '=', user.id).execute();
    try {
      const res = await login(new TestClient(t.app), 'supporter@example.com', t.config.demoPassword);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('auth/account-suspended');
      expect(res.headers['set-cookie']).toBeUndefined();
      const rows = await db.selectFrom('sessions').select('id').where('userId', '=', user.id).execute();
      expect(rows).toEqual([]);
    } finally {
      await db.updateTable('users').set({ bannedAt: null }).where('id', '=', user.id).execute();
    }
  });
});

describe('session tokens', () => {
  it('are 32 characters of [a-zA-Z0-9], and no two alike', () => {
    const tokens = Array.from({ length: 2000 }, () => sessionToken());
    for (const token of tokens) expect(token).toMatch(/^[a-zA-Z0-9]{32}$/);
    expect(new Set(tokens).size).toBe(tokens.length);
    // Every character of the alphabet turns up (a bias or a short alphabet would show here).
    expect(new Set(tokens.join('')).size).toBe(62);
  });
});
