import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@wellbeing/shared/errors';
import { engines } from '../test-support/app.js';
import type { TestClient } from '../test-support/http.js';
import { Driver } from '../test-support/security/driver.js';
import { createSecurityApp, expectClearRefusal, Figures, newActor, rawRequest, SecretLog, snapshot, type SecurityApp } from '../test-support/security/harness.js';
import { ROUTES, specKey, STATE_CHANGING, type ActorKind, type RouteSpec } from '../test-support/security/route-table.js';
import { buildWorld, validBodies, type World } from '../test-support/security/world.js';

/**
 * Attacks (issue #10): mass assignment, object-level access and cross-site requests, on every route of the
 * table (which `bad-input.test.ts` checks is every route the app registers).
 */

const figures = new Figures('attacks');

describe.each(engines)('attacks on %s', (kind) => {
  let s: SecurityApp;
  let w: World;
  let driver: Driver;
  const secrets = new SecretLog();

  beforeAll(async () => {
    s = await createSecurityApp(kind);
    w = await buildWorld(s.app, secrets);
    driver = new Driver(w, secrets);
  });
  afterAll(async () => {
    await s.close();
  });

  const registered = (spec: RouteSpec) => s.routes.some((r) => specKey(r) === specKey(spec));
  const stateChanging = () => ROUTES.filter((r) => STATE_CHANGING.has(r.method) && registered(r));
  const db = () => s.app.database.db;

  /** One client per actor kind for a whole test (a disposable actor is made once and kept). */
  async function clientsFor() {
    const cache = new Map<ActorKind, TestClient>();
    return async (kind: ActorKind) => {
      if (!cache.has(kind)) cache.set(kind, (await driver.clientFor(kind)).client);
      return cache.get(kind)!;
    };
  }

  describe('object-level access', () => {
    const notFound = { code: 'not-found', message: ERROR_MESSAGES['not-found'] };

    it('answers anyone but the owner (or the two parties, or an admin) with 404 on every route that names an object', { timeout: 60_000 }, async () => {
      const before = await snapshot(s.app);
      const guarded = ROUTES.filter((r) => registered(r) && r.access && r.access.kind !== 'public');
      expect(guarded.length).toBeGreaterThan(20);
      for (const spec of guarded) {
        const access = spec.access as Exclude<RouteSpec['access'], { kind: 'public' } | undefined>;
        const res = await driver.send(spec, { actor: access.outsider, ...(spec.body ? { body: driver.validBody(spec) } : {}) });
        const label = `${specKey(spec)} as ${access.outsider}`;
        if (access.kind === 'organiser') {
          // Events are listed to everyone signed in, so their existence is no secret: changing one is refused.
          expect(res.statusCode, `${label}: ${res.body}`).toBe(403);
          expectClearRefusal(res, label);
        } else {
          expect(res.statusCode, `${label}: ${res.body}`).toBe(404);
          expect(res.json(), label).toEqual(notFound);
        }
        for (const text of Object.values(w.privateText)) expect(res.body, label).not.toContain(text);
        figures.add('attacks', 'object-level access');
      }
      expect(await snapshot(s.app), 'an outsider changed something').toBe(before);
    });

    it('gives the same 404 for someone else’s object as for one that does not exist (no existence oracle)', async () => {
      for (const spec of ROUTES.filter((r) => registered(r) && r.access?.kind === 'owner' && r.method === 'GET')) {
        const access = spec.access as { outsider: ActorKind };
        const foreign = await driver.send(spec, { actor: access.outsider });
        const missing = await driver.send(spec, { actor: access.outsider, params: { id: randomUUID() } });
        expect(foreign.statusCode, specKey(spec)).toBe(missing.statusCode);
        expect(foreign.body, specKey(spec)).toBe(missing.body);
        figures.add('attacks', 'object-level access');
      }
    });

    it('keeps the owner’s objects working for the owner (the 404s above are not a broken fixture)', async () => {
      for (const spec of ROUTES.filter((r) => registered(r) && r.access && ['owner', 'parties'].includes(r.access.kind) && r.method === 'GET')) {
        const res = await driver.send(spec);
        expect(res.statusCode, specKey(spec)).toBe(200);
      }
      expect((await w.seeker.client.get(`/api/journal/${w.journalId}`)).json().entry.note).toBe(w.privateText.journal);
    });

    it('never shows or changes someone else’s rating', async () => {
      const url = `/api/articles/${w.articleId}/rating`;
      expect((await w.seeker.client.request({ method: 'PUT', url, payload: { score: 5 } })).statusCode).toBe(200);
      expect((await w.other.client.get(url)).json().mine).toBeNull();
      expect((await w.other.client.request({ method: 'PUT', url, payload: { score: 1 } })).json().mine).toBe(1);
      expect((await w.seeker.client.get(url)).json().mine).toBe(5);
      expect((await w.other.client.get(url)).json().mine).toBe(1);
      const scores = await db().selectFrom('ratings').select(['userId', 'score']).where('articleId', '=', w.articleId).execute();
      expect(scores.find((r) => r.userId === w.seeker.id)?.score).toBe(5);
      figures.add('attacks', 'object-level access', 3);
    });

    it('exports only the caller’s own data, whatever id the request names', async () => {
      for (const url of ['/api/account/export', `/api/account/export?userId=${w.seeker.id}`, `/api/account/export?id=${w.seeker.id}`, '/api/journal/export?format=json', '/api/journal/export?format=csv', '/api/contact-requests?box=received', '/api/chat/conversations']) {
        const res = await w.other.client.get(url);
        expect(res.statusCode, url).toBeLessThan(500);
        for (const text of [...Object.values(w.privateText), w.seeker.email, w.seeker.id, w.conversationId, w.journalId]) expect(res.body, url).not.toContain(text);
        figures.add('attacks', 'object-level access');
      }
      // The owner's export does hold them (so the check above can fail).
      const own = await w.seeker.client.get('/api/account/export');
      expect(own.body).toContain(w.privateText.journal);
      expect(own.body).toContain(w.privateText.chat);
    });

    it('puts an online event’s joining link only in the calendar file of people with a place', async () => {
      const url = `/api/events/${w.eventId}/calendar.ics`;
      const joining = 'https://meet.example.org/circle';
      expect((await w.supporter.client.get(url)).body).not.toContain(joining);
      expect((await w.supporter.client.get(`/api/events/${w.eventId}`)).json().event.onlineUrl).toBeNull();
      expect((await w.supporter.client.post(`/api/events/${w.eventId}/rsvp`)).statusCode).toBe(200);
      expect((await w.supporter.client.get(url)).body).toContain(joining);
      figures.add('attacks', 'object-level access', 2);
    });
  });

  describe('cross-site requests', () => {
    const CROSS_SITE: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { origin: 'http://localhost:3000.evil.example' },
      { origin: 'https://localhost:3000' },
      { origin: 'http://localhost:3001' },
      { origin: 'https://evil.example', referer: 'http://localhost:3000/profile' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
    ];
    const refused = { code: 'request/forbidden-origin', message: ERROR_MESSAGES['request/forbidden-origin'] };
    /** The auth library's own state-changing endpoints (none is reachable: a same-site call is a 404). */
    const AUTH_LIBRARY_POSTS = ['sign-up/email', 'sign-in/email', 'sign-out', 'change-password', 'change-email', 'update-user', 'delete-user', 'revoke-sessions', 'send-verification-email', 'request-password-reset', 'reset-password'];

    it('refuses a cross-site request to every state-changing route, ours and the auth library’s, with 403, changing nothing', { timeout: 120_000 }, async () => {
      const clientOf = await clientsFor();
      const actorOf = (spec: RouteSpec): ActorKind => (spec.actor === 'fresh' || spec.actor === 'registration' ? 'seeker' : spec.actor);
      for (const spec of stateChanging()) await clientOf(actorOf(spec));
      const before = await snapshot(s.app);
      const targets = [
        ...stateChanging().map((spec) => ({ spec, url: driver.url(spec) })),
        ...AUTH_LIBRARY_POSTS.map((path) => ({ spec: ROUTES.find((r) => r.method === 'POST' && r.url === '/api/auth/*')!, url: `/api/auth/${path}` })),
      ];
      for (const { spec, url } of targets) {
        const client = await clientOf(actorOf(spec));
        const body = driver.validBody(spec);
        for (const headers of CROSS_SITE) {
          const res = await rawRequest(client, s.app, {
            method: spec.method,
            url,
            headers: { ...headers, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
            ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
          });
          const label = `${spec.method} ${url} with ${JSON.stringify(headers)}`;
          expect(res.statusCode, `${label}: ${res.body}`).toBe(403);
          expect(res.json(), label).toEqual(refused);
          figures.add('attacks', 'cross-site requests');
        }
      }
      expect(await snapshot(s.app), 'a cross-site request changed something').toBe(before);

      // The same requests from our own site pass the check (so the 403s above are the check's doing).
      for (const { spec, url } of targets) {
        const client = await clientOf(actorOf(spec));
        const body = driver.validBody(spec);
        const res = await client.request({ method: spec.method, url, ...(body !== undefined ? { payload: body as object } : {}) });
        expect(res.statusCode, `${spec.method} ${url} same-site: ${res.body}`).not.toBe(403);
        if (url.startsWith('/api/auth/')) expect(res.statusCode, url).toBe(404);
      }
    });

    it('accepts a request without Origin only when nothing says it is cross-site (non-browser clients carry no victim’s cookie)', async () => {
      const res = await rawRequest(w.seeker.client, s.app, { method: 'POST', url: '/api/journal', headers: { 'content-type': 'application/json' }, payload: JSON.stringify(validBodies.journal()) });
      expect(res.statusCode).toBe(201);
      const browser = await rawRequest(w.seeker.client, s.app, { method: 'POST', url: '/api/journal', headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' }, payload: JSON.stringify(validBodies.journal()) });
      expect(browser.statusCode).toBe(201);
    });
  });

  describe('mass assignment', () => {
    it('refuses, or ignores, role, emailVerified, ids and other fields nobody may set, in every body', { timeout: 120_000 }, async () => {
      // A world of its own: the tests above have used (and deleted) things in theirs.
      const w = await buildWorld(s.app, secrets);
      const driver = new Driver(w, secrets);
      const marker = randomUUID();
      const injected: Record<string, unknown> = {
        role: 'admin',
        emailVerified: true,
        id: marker,
        userId: marker,
        ownerId: marker,
        createdBy: marker,
        professionalId: marker,
        requesterId: marker,
        bannedAt: null,
        createdAt: '2001-02-03T04:05:06.000Z',
        status: 'approved',
        verified: true,
        isAdmin: true,
      };
      const people = async () => {
        const rows = await db().selectFrom('users').select(['id', 'role', 'emailVerified']).execute();
        return {
          admins: rows.filter((r) => r.role === 'admin').map((r) => r.id).sort(),
          unverified: rows.filter((r) => !r.emailVerified).map((r) => r.id).sort(),
        };
      };
      const before = await people();
      const disposable = new Map<string, TestClient>();
      for (const spec of stateChanging()) {
        const actorKind = spec.actor;
        let client: TestClient | undefined;
        if (actorKind === 'disposable') {
          client = disposable.get(specKey(spec)) ?? (await newActor(s.app, 'seeker', secrets)).client;
          disposable.set(specKey(spec), client);
        }
        for (const [key, value] of Object.entries(injected)) {
          const valid = (driver.validBody(spec) ?? {}) as Record<string, unknown>;
          if (key in valid) continue;
          const body = { ...valid, [key]: value };
          const actorRow = async (id: string | undefined) => (id ? await db().selectFrom('users').select(['role', 'emailVerified', 'bannedAt']).where('id', '=', id).executeTakeFirst() : undefined);
          const actorId = actorKind in w ? (w[actorKind as keyof World] as { id?: string }).id : undefined;
          const rowBefore = await actorRow(actorId);
          const res = client
            ? await client.request({ method: spec.method, url: driver.url(spec), payload: body })
            : await driver.send(spec, { body });
          const label = `${specKey(spec)} with ${key}`;
          if (res.statusCode >= 400) {
            expectClearRefusal(res, label);
          } else {
            // Accepted (a route that reads no body): the field changed nothing.
            expect(res.body, label).not.toContain(marker);
            expect(res.body, label).not.toContain('2001-02-03T04:05:06');
            expect(await actorRow(actorId), label).toEqual(rowBefore);
          }
          figures.add('attacks', 'mass assignment');
        }
      }
      expect(await people()).toEqual(before);
      expect(await snapshot(s.app), 'the marker id was stored somewhere').not.toContain(marker);
      expect(await snapshot(s.app)).not.toContain('2001-02-03');
    });
  });

  it('left no password, token, e-mail link, journal or chat text in the logs', () => {
    const logs = s.logs();
    expect(logs.length).toBeGreaterThan(10_000);
    secrets.expectAbsentFrom(logs);
    expect(logs).not.toMatch(/\$argon2id\$|session_token=|verify-email\?token/);
    figures.add('checks', 'secrets looked for in the logs', secrets.size);
  });
});

afterAll(() => figures.write(engines));
