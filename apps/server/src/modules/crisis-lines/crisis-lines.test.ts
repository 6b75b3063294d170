import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCrisisLines } from '@wellbeing/shared/crisis-lines';
import { ROLES, type Role } from '@wellbeing/shared/roles';
import { channelsOf, crisisLineFromSeed, type CrisisLineInput, type CrisisLineView } from '@wellbeing/shared/schemas/tools';
import { buildApp } from '../../app.js';
import { openDatabase } from '../../db/database.js';
import { login } from '../../test-support/accounts.js';
import { createTestApp, createTestDatabase, engines, testConfig, type TestApp } from '../../test-support/app.js';
import { TestClient } from '../../test-support/http.js';
import { CRISIS_LINES_CACHE_CONTROL } from './routes.js';
import { CRISIS_LINES_SEED_NAME, seedCrisisLineData } from './seed.js';

type Principal = 'anonymous' | Role;

const newLine = (overrides: Partial<CrisisLineInput> = {}): CrisisLineInput => ({
  region: 'IE',
  name: 'Test Helpline',
  description: 'A line added by an admin in a test.',
  phone: '+353 1 234 5678',
  hours: 'Mon–Fri 9am–5pm',
  source: 'example.ie',
  lastChecked: '2026-11-01',
  sortOrder: 50,
  ...overrides,
});

describe.each(engines)('crisis lines on %s', (kind) => {
  let t: TestApp;
  const clients = new Map<Principal, TestClient>();
  beforeAll(async () => {
    t = await createTestApp(kind);
    clients.set('anonymous', new TestClient(t.app));
    for (const role of ROLES) {
      const client = new TestClient(t.app);
      expect((await login(client, `${role}@example.com`, t.config.demoPassword)).statusCode).toBe(200);
      clients.set(role, client);
    }
  });
  afterAll(() => t.close());

  const admin = () => clients.get('admin')!;

  describe('seed', () => {
    it('adds every line of the shared seed data once, exactly as written there', async () => {
      const res = await clients.get('anonymous')!.get('/api/crisis-lines');
      expect(res.statusCode).toBe(200);
      const lines = res.json().lines as CrisisLineView[];
      expect(lines).toHaveLength(seedCrisisLines.length);
      for (const seed of seedCrisisLines) {
        const { updatedAt: _u, ...expected } = crisisLineFromSeed(seed);
        const { updatedAt: _v, ...actual } = lines.find((l) => l.id === seed.id)!;
        expect(actual).toEqual(expected);
        // The channels the seed lists are the ones its details imply.
        expect(channelsOf(crisisLineFromSeed(seed))).toEqual(seed.channels);
      }
    });

    it('is idempotent: a second run, or a restart on the same database, adds nothing and keeps admin changes', async () => {
      const db = t.app.database.db;
      expect(await seedCrisisLineData(db)).toBe(false);
      const markers = await db.selectFrom('seedRuns').selectAll().where('name', '=', CRISIS_LINES_SEED_NAME).execute();
      expect(markers).toHaveLength(1);

      const removed = seedCrisisLines[1]!.id;
      await db.deleteFrom('crisisLines').where('id', '=', removed).execute();
      await db.updateTable('crisisLines').set({ name: 'Renamed by an admin' }).where('id', '=', seedCrisisLines[0]!.id).execute();

      // A second server starting on the same database.
      const config = testConfig({ database: t.config.database });
      const second = await buildApp(config, { database: openDatabase(t.config.database), logger: false });
      await second.ready();
      const ids = (await second.inject({ method: 'GET', url: '/api/crisis-lines' })).json().lines.map((l: CrisisLineView) => l.id);
      await second.close();
      rmSync(config.dataDir, { recursive: true, force: true });

      expect(ids).toHaveLength(seedCrisisLines.length - 1);
      expect(ids).not.toContain(removed);
      expect((await db.selectFrom('crisisLines').select('name').where('id', '=', seedCrisisLines[0]!.id).executeTakeFirst())?.name).toBe('Renamed by an admin');
      // Put things back for the tests below.
      await db.deleteFrom('crisisLines').execute();
      await db.deleteFrom('seedRuns').where('name', '=', CRISIS_LINES_SEED_NAME).execute();
      expect(await seedCrisisLineData(db)).toBe(true);
    });

    // On SQLite one process cannot hold two writers at once (better-sqlite3 waits synchronously), so the
    // race is only meaningful on PostgreSQL; the marker row and the transaction are the same code on both.
    it.skipIf(kind === 'sqlite')('two servers seeding at the same moment add the lines once', async () => {
      const fresh = await createTestDatabase(kind);
      const a = fresh.open();
      const b = fresh.open();
      const { migrateToLatest } = await import('../../db/migrate.js');
      await migrateToLatest(a.db, kind);
      const results = await Promise.allSettled([seedCrisisLineData(a.db), seedCrisisLineData(b.db)]);
      const count = await a.db.selectFrom('crisisLines').select(({ fn }) => fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      expect(Number(count.n)).toBe(seedCrisisLines.length);
      expect(results.filter((r) => r.status === 'fulfilled' && r.value === true)).toHaveLength(1);
      await a.close();
      await b.close();
      await fresh.drop();
    });

    it('runs outside demo mode too (safety content, not demo content)', async () => {
      const production = await createTestApp(kind, { demoMode: false });
      const res = await production.app.inject({ method: 'GET', url: '/api/crisis-lines' });
      expect(res.json().lines).toHaveLength(seedCrisisLines.length);
      expect(await production.app.database.db.selectFrom('articles').select('id').execute()).toEqual([]);
      await production.close();
    });
  });

  describe('public read', () => {
    it('answers every region to anyone, with when the list changed, and may be cached briefly', async () => {
      const res = await clients.get('anonymous')!.get('/api/crisis-lines');
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe(CRISIS_LINES_CACHE_CONTROL);
      const body = res.json() as { lines: CrisisLineView[]; updatedAt: string; fetchedAt: string };
      expect(new Set(body.lines.map((l) => l.region))).toEqual(new Set(['US', 'GB', 'CA', 'AU', 'IE', 'INTL']));
      expect(body.updatedAt).toBe(body.lines.map((l) => l.updatedAt).sort().at(-1));
      expect(Date.parse(body.fetchedAt)).toBeGreaterThan(Date.now() - 60_000);
    });

    it('keeps every other API answer out of caches', async () => {
      const res = await admin().get('/api/admin/crisis-lines');
      expect(res.headers['cache-control']).toBe('no-store');
      expect((await clients.get('anonymous')!.get('/api/session')).headers['cache-control']).toBe('no-store');
    });
  });

  describe('admin endpoints', () => {
    const refusals: [Principal, number][] = [
      ['anonymous', 401],
      ['seeker', 404],
      ['supporter', 404],
      ['professional', 404],
    ];

    it.each(refusals)('%s is refused on every admin endpoint (%i) and nothing changes', async (principal, status) => {
      const client = clients.get(principal)!;
      const id = seedCrisisLines[0]!.id;
      const before = (await admin().get(`/api/admin/crisis-lines/${id}`)).json().line;
      const answers = [
        await client.get('/api/admin/crisis-lines'),
        await client.get(`/api/admin/crisis-lines/${id}`),
        await client.post('/api/admin/crisis-lines', newLine()),
        await client.request({ method: 'PUT', url: `/api/admin/crisis-lines/${id}`, payload: newLine() }),
        await client.delete(`/api/admin/crisis-lines/${id}`),
      ];
      for (const res of answers) {
        expect(res.statusCode).toBe(status);
        expect(res.json()).toHaveProperty('code', status === 401 ? 'auth/not-authenticated' : 'not-found');
      }
      expect((await admin().get(`/api/admin/crisis-lines/${id}`)).json().line).toEqual(before);
      expect((await admin().get('/api/admin/crisis-lines')).json().lines).toHaveLength(seedCrisisLines.length);
    });

    it('lets an admin add, read, change and remove a line, and the public list follows', async () => {
      const created = await admin().post('/api/admin/crisis-lines', newLine());
      expect(created.statusCode, created.body).toBe(201);
      const line = created.json().line as CrisisLineView;
      expect(line).toMatchObject({ region: 'IE', name: 'Test Helpline', phone: '+353 1 234 5678', sms: null, channels: ['call'], sortOrder: 50 });

      expect((await admin().get(`/api/admin/crisis-lines/${line.id}`)).json().line).toEqual(line);
      let publicLines = (await clients.get('anonymous')!.get('/api/crisis-lines')).json().lines as CrisisLineView[];
      expect(publicLines.find((l) => l.id === line.id)).toEqual(line);

      const changed = await admin().request({
        method: 'PUT',
        url: `/api/admin/crisis-lines/${line.id}`,
        payload: newLine({ name: 'Renamed Helpline', phone: null, sms: '50123', smsBody: 'TALK', url: 'https://example.ie/help' }),
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json().line).toMatchObject({ name: 'Renamed Helpline', phone: null, sms: '50123', smsBody: 'TALK', channels: ['text', 'web'] });
      expect(Date.parse(changed.json().line.updatedAt)).toBeGreaterThanOrEqual(Date.parse(line.updatedAt));

      const removed = await admin().delete(`/api/admin/crisis-lines/${line.id}`);
      expect(removed.statusCode).toBe(200);
      publicLines = (await clients.get('anonymous')!.get('/api/crisis-lines')).json().lines;
      expect(publicLines.map((l) => l.id)).not.toContain(line.id);
      expect((await admin().delete(`/api/admin/crisis-lines/${line.id}`)).statusCode).toBe(404);
      expect((await admin().request({ method: 'PUT', url: `/api/admin/crisis-lines/${line.id}`, payload: newLine() })).statusCode).toBe(404);
      expect((await admin().get('/api/admin/crisis-lines/no-such-line')).statusCode).toBe(404);
    });

    const badInputs: [string, unknown, string][] = [
      ['no body', undefined, '_'],
      ['an array', [], '_'],
      ['an unknown region', newLine({ region: 'FR' as never }), 'region'],
      ['no way to reach the line', newLine({ phone: null }), 'phone'],
      ['a javascript: link', newLine({ url: 'javascript:alert(1)' }), 'url'],
      ['a data: link', newLine({ url: 'data:text/html,hi' }), 'url'],
      ['letters in the number', newLine({ phone: 'call-me' }), 'phone'],
      ['a keyword without a number to text', newLine({ smsBody: 'HELLO' }), 'smsBody'],
      ['a bad e-mail address', newLine({ email: 'not-an-address' }), 'email'],
      ['an empty name', newLine({ name: '  ' }), 'name'],
      ['a name too long', newLine({ name: 'x'.repeat(121) }), 'name'],
      ['a NUL character', newLine({ description: 'bad\u0000text' }), 'description'],
      ['an impossible date', newLine({ lastChecked: '2026-02-30' }), 'lastChecked'],
      ['a date in the future', newLine({ lastChecked: '2999-01-01' }), 'lastChecked'],
      ['a fractional order', newLine({ sortOrder: 1.5 }), 'sortOrder'],
      ['an unknown field', { ...newLine(), id: 'chosen-id' }, '_'],
    ];

    it.each(badInputs)('refuses %s with a clear 400 and writes nothing', async (_label, payload, field) => {
      const before = (await admin().get('/api/admin/crisis-lines')).json().lines.length;
      const res = await admin().request({ method: 'POST', url: '/api/admin/crisis-lines', ...(payload === undefined ? {} : { payload: payload as object }) });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().code).toBe('request/invalid');
      expect(typeof res.json().message).toBe('string');
      if (field !== '_') expect(res.json().fields).toHaveProperty(field);
      const put = await admin().request({ method: 'PUT', url: `/api/admin/crisis-lines/${seedCrisisLines[0]!.id}`, ...(payload === undefined ? {} : { payload: payload as object }) });
      expect(put.statusCode).toBe(400);
      expect((await admin().get('/api/admin/crisis-lines')).json().lines.length).toBe(before);
    });

    it('answers malformed JSON with a 400, not a 500', async () => {
      const res = await admin().request({ method: 'POST', url: '/api/admin/crisis-lines', payload: '{"name":', headers: { 'content-type': 'application/json' } });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('request/invalid');
    });
  });
});
