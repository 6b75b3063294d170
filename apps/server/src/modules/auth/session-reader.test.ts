import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engines, type TestApp } from '../../test-support/app.js';
import { TestClient } from '../../test-support/http.js';
import { login } from '../../test-support/accounts.js';
import { SESSION_IDLE_SECONDS, SESSION_REFRESH_SECONDS } from './auth.js';
import { parseCookies } from './session-reader.js';

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
