import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { CONTENT_SECURITY_POLICY } from '../plugins/security.js';
import { SESSION_IDLE_SECONDS } from '../modules/auth/auth.js';
import { engines } from '../test-support/app.js';
import { TestClient } from '../test-support/http.js';
import { linkIn, TestMailbox } from '../test-support/smtp.js';
import { Driver } from '../test-support/security/driver.js';
import { LOGIN_DEVICE_COOKIE } from '../modules/auth/login-device.js';
import { createSecurityApp, Figures, newActor, rawRequest, SecretLog, signIn, type Actor, type SecurityApp } from '../test-support/security/harness.js';
import { ROUTES, specKey, type RouteSpec } from '../test-support/security/route-table.js';
import { buildWorld, validBodies, type World } from '../test-support/security/world.js';

/**
 * Sessions and the browser's side of security (issue #10): cookie flags and security headers as promised
 * (decision 004, plugins/security.ts), a replayed cookie after logout, a role change or ban on the very
 * next request, and no open redirect through any return-path parameter.
 */

const figures = new Figures('sessions');

const SHELL = '<!doctype html><html><head><title>Harbour</title></head><body><div id="root"></div><script type="module" src="/assets/app-abc123.js"></script></body></html>';

/** What every page and file carries (plugins/security.ts). */
const PAGE_HEADERS: Record<string, string> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), interest-cohort=()',
};

/** What every API answer carries: a policy that forbids everything instead of the page-only headers. */
const API_HEADERS: Record<string, string> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'cross-origin-resource-policy': 'same-origin',
};

function expectSecurityHeaders(res: LightMyRequestResponse, label: string, production = false): void {
  const api = /^\/api(?:[/?]|$)/.test(res.raw.req.url ?? '');
  for (const [name, value] of Object.entries(api ? API_HEADERS : PAGE_HEADERS)) expect(res.headers[name], `${label}: ${name}`).toBe(value);
  const directives = api ? ["default-src 'none'", "frame-ancestors 'none'"] : ["default-src 'self'", "script-src 'self'", "object-src 'none'", "frame-ancestors 'none'", "base-uri 'self'", "form-action 'self'"];
  for (const directive of directives) expect(String(res.headers['content-security-policy']), label).toContain(directive);
  expect(String(res.headers['content-security-policy']), label).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  // A policy is one header: a second (a hook and a route both setting it) would leave the browser with two.
  expect(Array.isArray(res.headers['content-security-policy']), `${label}: one policy`).toBe(false);
  if (production) expect(res.headers['strict-transport-security'], `${label}: HSTS`).toBe('max-age=31536000; includeSubDomains');
  else expect(res.headers['strict-transport-security'], `${label}: no HSTS outside production`).toBeUndefined();
}

/** The Set-Cookie lines of an answer, parsed: name, value and attributes (lower-cased names). */
function cookiesOf(res: LightMyRequestResponse) {
  const header = res.headers['set-cookie'];
  return (Array.isArray(header) ? header : header ? [header] : []).map((line) => {
    const [pair, ...attrs] = line.split(';').map((p) => p.trim());
    const [name, ...value] = pair!.split('=');
    return {
      name: name!,
      value: value.join('='),
      attrs: new Map(attrs.map((a) => { const [k, ...v] = a.split('='); return [k!.toLowerCase(), v.join('=')]; })),
      line,
    };
  });
}

/** A Location that stays on this site: a path (never `//host` or `/\host`) or our own origin. */
function isSameSite(location: string, publicUrl: string): boolean {
  if (/[\u0000-\u001F\\]/.test(location)) return false;
  if (location.startsWith('/')) return !location.startsWith('//');
  try {
    return new URL(location).origin === new URL(publicUrl).origin;
  } catch {
    return false;
  }
}

const EVIL_RETURN_PATHS = [
  'https://evil.example/phish',
  '//evil.example/phish',
  '/\\evil.example/phish',
  '\\\\evil.example',
  'javascript:alert(document.cookie)',
  'data:text/html,<script>alert(1)</script>',
  'https:evil.example',
  '/%2F%2Fevil.example',
  '/\t/evil.example',
  'http://localhost:3000@evil.example/',
  ' //evil.example',
];

describe.each(engines)('sessions and browser security on %s', (kind) => {
  let s: SecurityApp;
  let w: World;
  let driver: Driver;
  let mailbox: TestMailbox;
  let dist: string;
  const secrets = new SecretLog();

  beforeAll(async () => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'harbour-sec-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), SHELL);
    writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log("app");');
    writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    mailbox = new TestMailbox();
    s = await createSecurityApp(kind, { smtpUrl: await mailbox.start(), webDistDir: dist });
    w = await buildWorld(s.app, secrets);
    driver = new Driver(w, secrets);
  });
  afterAll(async () => {
    await s.close();
    await mailbox.stop();
    rmSync(dist, { recursive: true, force: true });
  });

  const registered = (spec: RouteSpec) => s.routes.some((r) => specKey(r) === specKey(spec));

  /** Every route a signed-in person uses, answered as if nobody were signed in. */
  async function expectSignedOut(cookie: string, label: string) {
    let tried = 0;
    for (const spec of ROUTES.filter((r) => registered(r) && !['anonymous', 'fresh', 'registration'].includes(r.actor) && !r.url.startsWith('/api/auth/'))) {
      const body = driver.validBody(spec);
      const res = await s.app.inject({
        method: spec.method,
        url: driver.url(spec),
        headers: { cookie, origin: s.config.publicUrl, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
        ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
      });
      const what = `${label}: ${specKey(spec)}`;
      if (spec.url === '/api/session') expect(res.json(), what).toEqual({ user: null });
      else if (spec.url === '/api/session/logout') expect(res.statusCode, what).toBe(200);
      else {
        expect(res.statusCode, `${what}: ${res.body.slice(0, 200)}`).toBe(401);
        expect(res.json().code, what).toMatch(/^auth\/not-authenticated$|^access\/login-required$/);
      }
      tried++;
      figures.add('attacks', 'replayed or ended sessions');
    }
    expect(tried).toBeGreaterThan(40);
  }

  describe('cookie flags', () => {
    function expectSessionCookie(res: LightMyRequestResponse, secure: boolean, label: string) {
      const cookies = cookiesOf(res);
      expect(cookies.length, label).toBeGreaterThan(0);
      const session = cookies.find((c) => c.name.endsWith('session_token'));
      expect(session?.name, label).toBe(secure ? '__Secure-harbour.session_token' : 'harbour.session_token');
      for (const cookie of cookies) {
        // A successful log-in also marks the browser as one that logged in before (auth/login-device.ts): sent
        // only to the log-in route, and only from this site.
        const device = cookie.name.endsWith(LOGIN_DEVICE_COOKIE);
        if (device) expect(cookie.name, label).toBe(secure ? `__Secure-${LOGIN_DEVICE_COOKIE}` : LOGIN_DEVICE_COOKIE);
        expect(cookie.attrs.has('httponly'), `${label}: ${cookie.line}`).toBe(true);
        expect(cookie.attrs.get('samesite')?.toLowerCase(), `${label}: ${cookie.line}`).toBe(device ? 'strict' : 'lax');
        expect(cookie.attrs.get('path'), `${label}: ${cookie.line}`).toBe(device ? '/api/session/login' : '/');
        expect(cookie.attrs.has('secure'), `${label}: ${cookie.line}`).toBe(secure);
        expect(cookie.attrs.has('domain'), `${label}: ${cookie.line}`).toBe(false);
        figures.add('attacks', 'cookie flags');
      }
      return session!;
    }

    it('sets the session cookie HttpOnly, SameSite=Lax, Path=/, for the idle timeout, not Secure on http; logout expires it alike', async () => {
      const actor = await newActor(s.app, 'seeker', secrets);
      const client = new TestClient(s.app);
      const res = await client.post('/api/session/login', { email: actor.email, password: actor.password });
      expect(res.statusCode).toBe(200);
      secrets.addCookies(client);
      const session = expectSessionCookie(res, false, 'login');
      expect(Number(session.attrs.get('max-age'))).toBe(SESSION_IDLE_SECONDS);
      expect(res.body).not.toContain(decodeURIComponent(session.value).split('.')[0]!);
      const out = await client.post('/api/session/logout');
      const expired = expectSessionCookie(out, false, 'logout');
      expect(expired.value).toBe('');
      expect(Number(expired.attrs.get('max-age') ?? 0)).toBe(0);
    });

    for (const [label, overrides] of [
      ['in production', { isProduction: true, publicUrl: 'https://harbour.example' }],
      ['whenever the site is served over https', { publicUrl: 'https://staging.harbour.example' }],
    ] as const) {
      it(`makes every session cookie Secure (and __Secure- named) ${label}, including the ones that end a session`, async () => {
        const https = await createSecurityApp(kind, overrides);
        try {
          const actor = await newActor(https.app, 'seeker', secrets);
          const login = await new TestClient(https.app).post('/api/session/login', { email: actor.email, password: actor.password });
          expectSessionCookie(login, true, `${label}: login`);
          expectSessionCookie(await actor.client.post('/api/account/sessions/revoke-all'), true, `${label}: revoke-all`);
          const again = new TestClient(https.app);
          await signIn(again, actor.email, actor.password, secrets);
          expect(again.hasSession).toBe(true);
          expect((await again.get('/api/profile')).statusCode).toBe(200);
          expectSessionCookie(await again.post('/api/session/logout'), true, `${label}: logout`);
          const res = await again.get('/api/health');
          expectSecurityHeaders(res, label, overrides.isProduction === true);
          secrets.expectAbsentFrom(https.logs());
        } finally {
          await https.close();
        }
      });
    }
  });

  describe('security headers', () => {
    it('sends them on the app shell, assets, uploads, streams and every kind of error', { timeout: 30_000 }, async () => {
      const anon = new TestClient(s.app);
      const cases: Array<[string, () => Promise<LightMyRequestResponse>, number]> = [
        ['app shell', () => anon.get('/'), 200],
        ['screen', () => anon.get('/login?returnTo=%2Fprofile'), 200],
        ['unknown screen (404 shell)', () => anon.get('/no/such/page'), 404],
        ['asset', () => anon.get('/assets/app-abc123.js'), 200],
        ['public file', () => anon.get('/favicon.svg'), 200],
        ['uploaded cover', () => anon.get(`/uploads/${w.uploadName}`), 200],
        ['HEAD', () => anon.request({ method: 'HEAD', url: '/api/health' }), 200],
        ['chat stream', () => w.seeker.client.post(`/api/chat/conversations/${w.conversationId}/messages`, { content: 'Just checking in.' }), 200],
        ['400 bad body', () => w.seeker.client.post('/api/journal', { mood: 'great' }), 400],
        ['400 bad JSON', () => w.seeker.client.request({ method: 'POST', url: '/api/journal', payload: '{', headers: { 'content-type': 'application/json' } }), 400],
        ['400 undecodable path', () => anon.get('/api/journal/%ED%A0%80'), 400],
        ['401', () => anon.get('/api/profile'), 401],
        ['403 cross-site', () => w.seeker.client.request({ method: 'POST', url: '/api/journal', headers: { origin: 'https://evil.example' }, payload: {} }), 403],
        ['404 API', () => anon.get('/api/nope'), 404],
        ['404 API POST', () => anon.post('/api/nope', {}), 404],
        ['405-ish OPTIONS', () => anon.request({ method: 'OPTIONS', url: '/api/journal' }), 404],
        ['413', () => w.seeker.client.post('/api/journal', { note: 'x'.repeat(300 * 1024) }), 413],
        ['414 long id', () => w.seeker.client.get(`/api/journal/${'a'.repeat(150)}`), 414],
        ['415', () => w.seeker.client.request({ method: 'POST', url: '/api/journal', payload: 'a=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } }), 415],
        ['registration refusal', () => anon.post('/registration', {}), 401],
      ];
      for (const [label, send, status] of cases) {
        const res = await send();
        expect(res.statusCode, `${label}: ${res.body.slice(0, 200)}`).toBe(status);
        expectSecurityHeaders(res, label);
        figures.add('attacks', 'security headers');
      }
      let limited: LightMyRequestResponse | undefined;
      for (let i = 0; i < 10 && limited?.statusCode !== 429; i++) limited = await new TestClient(s.app).post('/api/session/login', { email: 'limited@example.org', password: 'not-the-password' });
      expect(limited!.statusCode).toBe(429);
      expectSecurityHeaders(limited!, '429');
    });
    it('sends the security headers on every route of the table, and no-store on every API answer but the public crisis lines', { timeout: 60_000 }, async () => {
      // Valid requests to every route delete and cancel things: a world of its own.
      const driver = new Driver(await buildWorld(s.app, secrets), secrets);
      for (const spec of ROUTES.filter(registered)) {
        const res = await driver.send(spec, spec.body ? { body: driver.validBody(spec) } : {});
        const label = `${specKey(spec)} → ${res.statusCode}`;
        expectSecurityHeaders(res, label);
        if (spec.url.startsWith('/api/')) {
          if (spec.url === '/api/crisis-lines' && res.statusCode === 200) expect(res.headers['cache-control'], label).toMatch(/^public, max-age=\d+/);
          else expect(String(res.headers['cache-control']), label).toMatch(/no-store/);
        }
        figures.add('attacks', 'security headers');
      }
    });

  });

  describe('sessions end when they should', () => {
    it('refuses a cookie replayed after logout on every route that needs a session (an admin’s included)', { timeout: 60_000 }, async () => {
      const admin = await newActor(s.app, 'admin', secrets);
      const cookie = admin.client.cookieHeader();
      for (const url of ['/api/admin/overview', '/api/profile', '/api/account/export', '/api/journal']) expect((await admin.client.get(url)).statusCode, url).toBe(200);
      expect((await admin.client.post('/api/session/logout')).json()).toEqual({ ok: true });
      await expectSignedOut(cookie, 'after logout');
    });

    it('ends other devices’ sessions on “sign out everywhere”, a password change, a removed device and a deleted account', async () => {
      const person = await newActor(s.app, 'seeker', secrets);
      const phone = new TestClient(s.app);
      const laptop = new TestClient(s.app);
      await signIn(phone, person.email, person.password, secrets);
      await signIn(laptop, person.email, person.password, secrets);

      // A removed device.
      const sessions = (await person.client.get('/api/account/sessions')).json().sessions as Array<{ id: string; current: boolean }>;
      const phoneCookie = phone.cookieHeader();
      const phoneSession = (await phone.get('/api/account/sessions')).json().sessions.find((x: { current: boolean }) => x.current).id as string;
      expect(sessions.map((x) => x.id)).toContain(phoneSession);
      expect((await person.client.delete(`/api/account/sessions/${phoneSession}`)).statusCode).toBe(200);
      expect((await rawRequest(new TestClient(s.app), s.app, { method: 'GET', url: '/api/profile', headers: { cookie: phoneCookie } })).statusCode).toBe(401);

      // A password change ends the others, keeps this one.
      const laptopCookie = laptop.cookieHeader();
      const newPassword = `changed-${randomUUID()}`;
      secrets.add('password', newPassword);
      expect((await person.client.post('/api/profile/password', { currentPassword: person.password, newPassword })).statusCode).toBe(200);
      expect((await s.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie: laptopCookie } })).statusCode).toBe(401);
      expect((await person.client.get('/api/profile')).statusCode).toBe(200);

      // Sign out everywhere.
      await signIn(laptop, person.email, newPassword, secrets);
      const here = person.client.cookieHeader();
      const there = laptop.cookieHeader();
      expect((await person.client.post('/api/account/sessions/revoke-all')).statusCode).toBe(200);
      for (const cookie of [here, there]) expect((await s.app.inject({ method: 'GET', url: '/api/journal', headers: { cookie } })).statusCode).toBe(401);

      // A deleted account.
      await signIn(laptop, person.email, newPassword, secrets);
      const last = laptop.cookieHeader();
      expect((await laptop.post('/api/account/delete', { password: newPassword })).statusCode).toBe(200);
      await expectSignedOut(last, 'after deleting the account');
      figures.add('attacks', 'replayed or ended sessions', 5);
    });
  });

  describe('a role change or a ban takes effect on the very next request', () => {
    const role = (a: Actor, to: string) => w.admin.client.patch(`/api/admin/users/${a.id}/role`, { role: to });

    it('a professional moved to seeker loses professional access at once, on every device', async () => {
      const pro = await newActor(s.app, 'professional', secrets);
      const tablet = new TestClient(s.app);
      await signIn(tablet, pro.email, pro.password, secrets);
      for (const client of [pro.client, tablet]) {
        expect((await client.get('/api/directory-profile')).statusCode).toBe(200);
        expect((await client.get('/api/zones/for-professionals/articles')).statusCode).toBe(200);
      }
      expect((await role(pro, 'seeker')).statusCode).toBe(200);
      for (const client of [pro.client, tablet]) {
        expect((await client.get('/api/session')).json().user.role).toBe('seeker');
        expect((await client.get('/api/directory-profile')).statusCode).toBe(403);
        expect((await client.get('/api/zones/for-professionals/articles')).statusCode).toBe(403);
        expect((await client.post('/api/events', validBodies.event())).statusCode).toBe(403);
      }
      figures.add('attacks', 'role change or ban on the next request', 8);
    });

    it('an admin demoted by another admin loses the admin API at once; a promotion works at once too', async () => {
      const second = await newActor(s.app, 'admin', secrets);
      expect((await second.client.get('/api/admin/overview')).statusCode).toBe(200);
      expect((await role(second, 'supporter')).statusCode).toBe(200);
      for (const url of ['/api/admin/overview', '/api/admin/users', '/api/admin/crisis-lines', `/api/admin/users/${w.seeker.id}`]) {
        const res = await second.client.get(url);
        expect(res.statusCode, url).toBe(404);
        expect(res.json().code).toBe('not-found');
      }
      expect((await second.client.post(`/api/admin/users/${w.other.id}/ban`)).statusCode).toBe(404);
      expect((await s.app.database.db.selectFrom('users').select('bannedAt').where('id', '=', w.other.id).executeTakeFirstOrThrow()).bannedAt).toBeNull();
      expect((await role(second, 'admin')).statusCode).toBe(200);
      expect((await second.client.get('/api/admin/overview')).statusCode).toBe(200);
      figures.add('attacks', 'role change or ban on the next request', 6);
    });

    it('a banned person is signed out on every device at once and cannot sign in until the ban is lifted', async () => {
      const person = await newActor(s.app, 'supporter', secrets);
      const phone = new TestClient(s.app);
      await signIn(phone, person.email, person.password, secrets);
      const cookies = [person.client.cookieHeader(), phone.cookieHeader()];
      expect((await w.admin.client.post(`/api/admin/users/${person.id}/ban`)).statusCode).toBe(200);
      for (const cookie of cookies) await expectSignedOut(cookie, 'after a ban');
      const again = await new TestClient(s.app).post('/api/session/login', { email: person.email, password: person.password });
      expect(again.statusCode).toBe(403);
      expect(again.json().code).toBe('auth/account-suspended');
      expect(again.headers['set-cookie']).toBeUndefined();
      expect((await w.admin.client.post(`/api/admin/users/${person.id}/unban`)).statusCode).toBe(200);
      expect((await new TestClient(s.app).post('/api/session/login', { email: person.email, password: person.password })).statusCode).toBe(200);
    });

    it('a ban that lands while a session is already signed in stops that session’s writes too', async () => {
      const person = await newActor(s.app, 'seeker', secrets);
      expect((await person.client.post('/api/journal', validBodies.journal())).statusCode).toBe(201);
      // Banned directly in the database (as another instance of the server would): no cached decision survives.
      await s.app.database.db.updateTable('users').set({ bannedAt: new Date().toISOString() }).where('id', '=', person.id).execute();
      expect((await person.client.post('/api/journal', validBodies.journal())).statusCode).toBe(401);
      figures.add('attacks', 'role change or ban on the next request', 2);
    });
  });

  describe('open redirects', () => {
    async function verificationLink(): Promise<string> {
      const client = new TestClient(s.app);
      const person = validBodies.registration();
      secrets.add('password', person.password);
      const { ticket } = (await client.get('/api/registration/ticket')).json() as { ticket: string };
      secrets.add('registration ticket', ticket);
      expect((await client.post('/registration', person, { authorization: `Bearer ${ticket}` })).statusCode).toBe(201);
      const link = linkIn(await mailbox.waitFor(person.email));
      secrets.add('e-mail link', link);
      secrets.add('e-mail link token', new URL(link).searchParams.get('token'));
      return link;
    }

    const open = (link: string, callbackURL?: string) => {
      const url = new URL(link);
      if (callbackURL !== undefined) url.searchParams.set('callbackURL', callbackURL);
      return new TestClient(s.app).get(`${url.pathname}${url.search}`);
    };

    it('never redirects the e-mail verification link off the site, whatever callbackURL a crafted link names', async () => {
      const link = await verificationLink();
      expect(new URL(link).searchParams.get('callbackURL')).toBe('/login?verified=1');
      const invalid = new URL(link);
      invalid.searchParams.set('token', 'forged.token.value');
      for (const base of [invalid.toString(), link]) {
        for (const evil of EVIL_RETURN_PATHS) {
          const res = await open(base, evil);
          const label = `${base === link ? 'valid' : 'forged'} token → ${evil}`;
          expect(res.statusCode, `${label}: ${res.body}`).toBeLessThan(500);
          if (res.headers.location !== undefined) {
            expect(isSameSite(String(res.headers.location), s.config.publicUrl), `${label}: Location ${res.headers.location}`).toBe(true);
          }
          figures.add('attacks', 'open redirects');
        }
      }
      // The genuine link still verifies and lands on the login page.
      const verified = await open(link);
      expect(verified.statusCode).toBe(302);
      expect(verified.headers.location).toBe('/login?verified=1');
    });

    it('never redirects off the site for any generated callbackURL (property-based)', async () => {
      const piece = fc.constantFrom('/', '//', '\\', ':', 'javascript:', 'https:', 'http://', 'evil.example', '@', '%2F', '%5C', '\t', '\n', ' ', '.', '..', '?', '#', 'login', '\u3002', '／');
      const callback = fc.oneof(fc.array(piece, { maxLength: 8 }).map((p) => p.join('')), fc.webUrl(), fc.string({ unit: 'grapheme', maxLength: 20 }));
      await fc.assert(
        fc.asyncProperty(callback, async (value) => {
          const res = await new TestClient(s.app).get(`/api/auth/verify-email?token=forged.token.value&callbackURL=${encodeURIComponent(value)}`);
          expect(res.statusCode, value).toBeLessThan(500);
          if (res.headers.location !== undefined) expect(isSameSite(String(res.headers.location), s.config.publicUrl), `${JSON.stringify(value)} → ${res.headers.location}`).toBe(true);
          figures.add('attacks', 'open redirects');
        }),
        { numRuns: 60 },
      );
    });

    it('never redirects off the site from the confirm-new-address link either', async () => {
      const person = await newActor(s.app, 'seeker', secrets);
      const newEmail = `moved-${randomUUID().slice(0, 8)}@example.org`;
      expect((await person.client.post('/api/profile/email', { newEmail, currentPassword: person.password })).statusCode).toBe(200);
      const link = linkIn(await mailbox.waitFor(newEmail));
      secrets.add('e-mail link', link);
      secrets.add('e-mail link token', new URL(link).searchParams.get('token'));
      for (const evil of EVIL_RETURN_PATHS.slice(0, 5)) {
        const res = await open(link, evil);
        if (res.headers.location !== undefined) expect(isSameSite(String(res.headers.location), s.config.publicUrl), `${evil}: ${res.headers.location}`).toBe(true);
        figures.add('attacks', 'open redirects');
      }
    });

    it('answers a return-path parameter on any route or screen without redirecting anywhere else', { timeout: 30_000 }, async () => {
      const params = ['returnTo', 'redirect', 'redirectTo', 'next', 'callbackURL', 'url', 'continue'];
      const targets = [...ROUTES.filter((r) => registered(r) && r.method === 'GET' && r.url !== '/api/auth/*').map((spec) => driver.url(spec).split('?')[0]!), '/login', '/register', '/', '/profile'];
      for (const target of targets) {
        for (const evil of EVIL_RETURN_PATHS.slice(0, 5)) {
          const query = params.map((p) => `${p}=${encodeURIComponent(evil)}`).join('&');
          const res = await w.seeker.client.get(`${target}?${query}`);
          expect(res.statusCode, `${target}: ${res.body.slice(0, 100)}`).toBeLessThan(500);
          if (res.headers.location !== undefined) expect(isSameSite(String(res.headers.location), s.config.publicUrl), `${target} → ${res.headers.location}`).toBe(true);
          figures.add('attacks', 'open redirects');
        }
      }
    });
  });

  it('left no password, token, e-mail link, journal or chat text in the logs', () => {
    const logs = s.logs();
    expect(logs.length).toBeGreaterThan(10_000);
    secrets.expectAbsentFrom(logs);
    expect(logs).not.toMatch(/\$argon2id\$|session_token=|verify-email\?token|callbackURL=/);
    figures.add('checks', 'secrets looked for in the logs', secrets.size);
  });
});

afterAll(() => figures.write(engines));
