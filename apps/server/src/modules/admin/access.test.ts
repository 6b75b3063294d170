import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@wellbeing/shared/errors';
import { ROLES, type Role } from '@wellbeing/shared/roles';
import { createTestApp, engines, type TestApp } from '../../test-support/app.js';
import { login } from '../../test-support/accounts.js';
import { TestClient } from '../../test-support/http.js';
import { uploadsDir } from './covers.js';

type Principal = 'anonymous' | Role;
const PRINCIPALS: Principal[] = ['anonymous', ...ROLES];

/** A 1×1 PNG. */
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

describe.each(engines)('admin API access on %s', (kind) => {
  let t: TestApp;
  const clients = new Map<Principal, TestClient>();
  let seekerId: string;
  let articleId: string;
  let requestId: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    clients.set('anonymous', new TestClient(t.app));
    for (const role of ROLES) {
      const client = new TestClient(t.app);
      const res = await login(client, `${role}@example.com`, t.config.demoPassword);
      expect(res.statusCode).toBe(200);
      clients.set(role, client);
    }
    const db = t.app.database.db;
    seekerId = (await db.selectFrom('users').select('id').where('email', '=', 'seeker@example.com').executeTakeFirstOrThrow()).id;
    articleId = (await db.selectFrom('articles').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    requestId = 'pending-request-of-the-seeker';
    await db
      .insertInto('professionalVerifications')
      .values({ id: requestId, userId: seekerId, fullName: 'Sam Seeker', licenceNumber: 'X-1', regulator: 'Some Council', country: 'Ireland', licenceExpiry: '2099-01-01', status: 'pending', createdAt: new Date().toISOString() })
      .execute();
  });
  afterAll(() => t.close());

  /** Every admin operation, with a body that would succeed, so a missing guard would show. */
  const operations = () => [
    { method: 'GET', url: '/api/admin/overview' },
    { method: 'GET', url: '/api/admin/users?q=demo' },
    { method: 'GET', url: `/api/admin/users/${seekerId}` },
    { method: 'PATCH', url: `/api/admin/users/${seekerId}/role`, payload: { role: 'supporter' } },
    { method: 'POST', url: `/api/admin/users/${seekerId}/ban` },
    { method: 'POST', url: `/api/admin/users/${seekerId}/unban` },
    { method: 'POST', url: `/api/admin/users/${seekerId}/resend-verification` },
    { method: 'GET', url: '/api/admin/verifications' },
    { method: 'POST', url: `/api/admin/verifications/${requestId}/approve` },
    { method: 'POST', url: `/api/admin/verifications/${requestId}/reject`, payload: { reason: 'The licence number was not found.' } },
    { method: 'GET', url: '/api/admin/articles' },
    { method: 'GET', url: `/api/admin/articles/${articleId}` },
    { method: 'POST', url: '/api/admin/articles', payload: { title: 'Refused article', zone: 'your-calm-zone', excerpt: 'An excerpt long enough.', content: 'Content that is long enough to pass.', cover: { data: PNG } } },
    { method: 'PATCH', url: `/api/admin/articles/${articleId}`, payload: { title: 'A title nobody may set' } },
    { method: 'DELETE', url: `/api/admin/articles/${articleId}` },
    { method: 'GET', url: '/api/admin/ratings' },
    { method: 'GET', url: '/api/admin/audit' },
  ];

  for (const principal of PRINCIPALS.filter((p) => p !== 'admin')) {
    it(`${principal}: every admin endpoint answers ${principal === 'anonymous' ? '401' : '404'} and changes nothing`, async () => {
      const client = clients.get(principal)!;
      for (const op of operations()) {
        const res = await client.request(op);
        const label = `${principal} ${op.method} ${op.url}`;
        if (principal === 'anonymous') {
          expect(res.statusCode, label).toBe(401);
          expect(res.json(), label).toEqual({ code: 'auth/not-authenticated', message: ERROR_MESSAGES['auth/not-authenticated'] });
        } else {
          // The same answer as a path that does not exist: the admin API is not revealed.
          expect(res.statusCode, label).toBe(404);
          expect(res.json(), label).toEqual({ code: 'not-found', message: ERROR_MESSAGES['not-found'] });
        }
      }
      const db = t.app.database.db;
      expect(await db.selectFrom('auditLog').selectAll().execute()).toEqual([]);
      expect(await db.selectFrom('users').select(['role', 'bannedAt']).where('id', '=', seekerId).executeTakeFirst()).toEqual({ role: 'seeker', bannedAt: null });
      expect((await db.selectFrom('professionalVerifications').select('status').where('id', '=', requestId).executeTakeFirstOrThrow()).status).toBe('pending');
      expect(await db.selectFrom('articles').select('title').where('id', '=', articleId).executeTakeFirst()).toBeDefined();
      expect(await db.selectFrom('articles').select('id').where('title', '=', 'Refused article').executeTakeFirst()).toBeUndefined();
      expect(() => readdirSync(uploadsDir(t.config.dataDir))).toThrow();
    });
  }

  it('a non-admin gets the same 404 from an admin path as from a path that does not exist', async () => {
    const seeker = clients.get('seeker')!;
    const real = await seeker.get('/api/admin/overview');
    const missing = await seeker.get('/api/no-such-thing');
    expect(real.statusCode).toBe(missing.statusCode);
    expect(real.body).toBe(missing.body);
  });

  it('an admin passes the guard; a cookie of someone who lost the admin role stops passing on the next request', async () => {
    const admin = clients.get('admin')!;
    expect((await admin.get('/api/admin/overview')).statusCode).toBe(200);
    const db = t.app.database.db;
    await db.updateTable('users').set({ role: 'supporter' }).where('email', '=', 'admin@example.com').execute();
    expect((await admin.get('/api/admin/overview')).statusCode).toBe(404);
    await db.updateTable('users').set({ role: 'admin' }).where('email', '=', 'admin@example.com').execute();
    expect((await admin.get('/api/admin/overview')).statusCode).toBe(200);
  });

  it('refuses a cross-site admin action even with an admin cookie', async () => {
    const admin = clients.get('admin')!;
    const res = await admin.request({ method: 'POST', url: `/api/admin/users/${seekerId}/ban`, headers: { origin: 'https://evil.example' } });
    expect(res.statusCode).toBe(403);
    expect((await t.app.database.db.selectFrom('users').select('bannedAt').where('id', '=', seekerId).executeTakeFirstOrThrow()).bannedAt).toBeNull();
  });

  it('answers bad input with a clear 400, never a 500', async () => {
    const admin = clients.get('admin')!;
    const cases = [
      admin.get('/api/admin/users?page=0'),
      admin.get('/api/admin/users?pageSize=1000'),
      admin.get('/api/admin/users?role=superuser'),
      admin.get('/api/admin/users?unknown=1'),
      admin.get('/api/admin/verifications?status=maybe'),
      admin.get('/api/admin/ratings?sort=random'),
      admin.get('/api/admin/audit?action=user.deleted'),
      admin.patch(`/api/admin/users/${seekerId}/role`, { role: 'owner' }),
      admin.patch(`/api/admin/users/${seekerId}/role`, { role: 'supporter', email: 'x@example.org' }),
      admin.request({ method: 'PATCH', url: `/api/admin/users/${seekerId}/role`, payload: '{not json', headers: { 'content-type': 'application/json' } }),
      admin.post(`/api/admin/verifications/${requestId}/reject`, { reason: '' }),
      admin.patch(`/api/admin/articles/${articleId}`, {}),
    ];
    for (const res of await Promise.all(cases)) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual(expect.objectContaining({ code: 'request/invalid', message: expect.any(String) }));
    }
    // Only the article routes take large bodies (a cover); elsewhere an oversized body is the usual 413.
    const big = await admin.patch(`/api/admin/users/${seekerId}/role`, { role: 'supporter', padding: 'x'.repeat(300 * 1024) });
    expect(big.statusCode).toBe(413);
    expect(big.json().code).toBe('request/too-large');
    expect((await admin.patch('/api/admin/users/no-such-user/role', { role: 'supporter' })).statusCode).toBe(404);
    expect((await admin.post('/api/admin/verifications/no-such-request/approve')).statusCode).toBe(404);
    expect((await admin.delete('/api/admin/articles/no-such-article')).statusCode).toBe(404);
    expect(await t.app.database.db.selectFrom('auditLog').selectAll().execute()).toEqual([]);
  });
});
