import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engines, type TestApp } from '../../test-support/app.js';
import { TestClient } from '../../test-support/http.js';
import { login } from '../../test-support/accounts.js';
import { SESSION_IDLE_SECONDS, SESSION_REFRESH_SECONDS } from './auth.js';
import { decodeCookieValue, encodedCookieValue, isoUtcTime, parseCookies, timeOf } from './session-reader.js';

const SEEKER = 'seeker@example.com';

describe.each(engines)('session lookup on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  async function signedIn(): Promise<{ client: TestClient; cookie: string; userId: string }> {
    const client = new TestClient(t.app);
    expect((await login(client, SEEKER, t.config.demoPassword)).statusCode).toBe(200);
    const me = (await client.get('/api/session')).json() as { user: { uid: string } };
    return { client, cookie: client.cookieHeader(), userId: me.user.uid };
  }

  const sessionToken = (cookie: string) => parseCookies(cookie).get('harbour.session_token')!;

  it('answers a live session from one read and sets no cookie', async () => {
    const { cookie } = await signedIn();
    const res = await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('treats a cookie whose signature does not hold as no session, even after the real one was checked', async () => {
    const { cookie } = await signedIn();
    // The genuine value's signature is now remembered as checked; forged values of the same token are not.
    expect((await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } })).statusCode).toBe(200);
    const token = sessionToken(cookie).split('.')[0]!;
    const forged = `harbour.session_token=${encodeURIComponent(`${token}.${'A'.repeat(43)}=`)}`;
    expect((await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie: forged } })).statusCode).toBe(401);
    const unsigned = `harbour.session_token=${token}`;
    expect((await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie: unsigned } })).statusCode).toBe(401);
  });

  it('lets the auth library refresh a session once it is due, with a new cookie and a later expiry', async () => {
    const { cookie, userId } = await signedIn();
    const due = new Date(Date.now() + (SESSION_IDLE_SECONDS - SESSION_REFRESH_SECONDS - 60) * 1000);
    await t.app.database.db.updateTable('sessions').set({ expiresAt: due.toISOString() as never }).where('userId', '=', userId).execute();
    const res = await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['set-cookie'])).toContain('harbour.session_token=');
    const token = sessionToken(cookie).split('.')[0]!;
    const row = await t.app.database.db.selectFrom('sessions').select('expiresAt').where('token', '=', token).executeTakeFirstOrThrow();
    expect(new Date(row.expiresAt as never).getTime()).toBeGreaterThan(due.getTime() + SESSION_REFRESH_SECONDS * 1000);
  });

  it('refuses an expired session and clears its cookie', async () => {
    const { cookie, userId } = await signedIn();
    await t.app.database.db.updateTable('sessions').set({ expiresAt: new Date(Date.now() - 1000).toISOString() as never }).where('userId', '=', userId).execute();
    const res = await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } });
    expect(res.statusCode).toBe(401);
    expect(String(res.headers['set-cookie'])).toMatch(/harbour\.session_token=;.*Max-Age=0/i);
  });

  it('applies a role change and a ban on the very next request', async () => {
    const { cookie, userId } = await signedIn();
    await t.app.database.db.updateTable('users').set({ role: 'supporter' }).where('id', '=', userId).execute();
    const after = (await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } })).json() as { user: { role: string } };
    expect(after.user.role).toBe('supporter');
    await t.app.database.db.updateTable('users').set({ role: 'seeker', bannedAt: new Date().toISOString() as never }).where('id', '=', userId).execute();
    expect((await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } })).statusCode).toBe(401);
    const left = await t.app.database.db.selectFrom('sessions').select('id').where('userId', '=', userId).execute();
    expect(left).toEqual([]);
    await t.app.database.db.updateTable('users').set({ bannedAt: null }).where('id', '=', userId).execute();
  });
});

describe('parseCookies', () => {
  it('decodes values, keeps the first of a repeated name and survives malformed escapes', () => {
    const cookies = parseCookies('a=1; b=x%3Dy; a=2; c="q"; d=%E0%A4%A; =skip; e');
    expect(cookies.get('a')).toBe('1');
    expect(cookies.get('b')).toBe('x=y');
    expect(cookies.get('c')).toBe('q');
    expect(cookies.get('d')).toBe('%E0%A4%A');
    expect(cookies.has('e')).toBe(false);
  });
});

describe('encodedCookieValue', () => {
  it('finds the cookie parseCookies finds, still URL-encoded', () => {
    const header = 'a=1; b=x%3Dy; a=2; c="q"; d=%E0%A4%A; =skip; e; f=';
    expect(encodedCookieValue(header, 'a')).toBe('1');
    expect(encodedCookieValue(header, 'b')).toBe('x%3Dy');
    expect(encodedCookieValue(header, 'c')).toBe('q');
    expect(encodedCookieValue(header, 'e')).toBeUndefined();
    expect(encodedCookieValue(header, 'f')).toBe('');
    expect(encodedCookieValue(header, 'g')).toBeUndefined();
  });

  it('agrees with parseCookies on any header', () => {
    const names = ['a', 'ab', 'b'];
    const piece = fc.oneof(fc.constantFrom(...names, ';', '=', ' ', '"', '""', '%3D', '%', '; '), fc.string({ maxLength: 3 }));
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 24 }).map((parts) => parts.join('')), (header) => {
        const all = parseCookies(header);
        for (const name of names) {
          const encoded = encodedCookieValue(header, name);
          expect(encoded === undefined).toBe(!all.has(name));
          if (encoded !== undefined) expect(decodeCookieValue(encoded)).toBe(all.get(name));
        }
      }),
      { numRuns: 2_000 },
    );
  });
});

describe('timeOf', () => {
  it('reads stored ISO times as the general date parser does', () => {
    const anyTime = fc.date({ min: new Date('0001-01-01T00:00:00.000Z'), max: new Date('9999-12-31T23:59:59.999Z'), noInvalidDate: true });
    fc.assert(
      fc.property(anyTime, (date) => {
        const text = date.toISOString();
        expect(timeOf(text)).toBe(date.getTime());
        expect(timeOf(text)).toBe(new Date(text).getTime());
      }),
      { numRuns: 5_000 },
    );
  });

  it('leaves every other shape to the general parser', () => {
    for (const text of ['2026-11-26T09:17:24.121+01:00', '2026-11-26 09:17:24', '2026-02-30T00:00:00.000Z', '2026-13-01T00:00:00.000Z', '0050-01-01T00:00:00.000Z', '2026-11-26T24:00:00.000Z', '2026-1a-26T09:17:24.121Z', '2026-11-26T09:17:24.121z']) {
      expect(isoUtcTime(text)).toBeUndefined();
      expect(timeOf(text)).toEqual(new Date(text).getTime());
    }
    expect(isoUtcTime('2026-11-26T09:17:24.121Z')).toBe(Date.parse('2026-11-26T09:17:24.121Z'));
    expect(timeOf(1_700_000_000_000)).toBe(1_700_000_000_000);
  });
});
