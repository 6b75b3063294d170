import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@wellbeing/shared/errors';
import { SIGNUP_CHART_WEEKS, type AdminUser, type AuditEntry } from '@wellbeing/shared/schemas/admin';
import { createTestApp, engines, type TestApp } from '../../test-support/app.js';
import { login, newPerson, openLink, PASSWORD, register, signedInPerson } from '../../test-support/accounts.js';
import { TestClient } from '../../test-support/http.js';
import { linkIn, TestMailbox } from '../../test-support/smtp.js';

describe.each(engines)('admin: people on %s', (kind) => {
  let t: TestApp;
  let mailbox: TestMailbox;
  let admin: TestClient;
  let adminId: string;

  beforeAll(async () => {
    mailbox = new TestMailbox();
    t = await createTestApp(kind, { smtpUrl: await mailbox.start() });
    admin = new TestClient(t.app);
    const res = await login(admin, 'admin@example.com', t.config.demoPassword);
    expect(res.statusCode).toBe(200);
    adminId = res.json().user.uid;
  });
  afterAll(async () => {
    await t.close();
    await mailbox.stop();
  });

  const db = () => t.app.database.db;
  const latestAudit = async (): Promise<AuditEntry> => (await admin.get('/api/admin/audit?pageSize=1')).json().items[0];
  const auditCount = async () => Number((await db().selectFrom('auditLog').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  it('lists people with search, filters and pages; last active is the newest session', async () => {
    const a = await signedInPerson(t.app, mailbox, { username: `Zebra_${Date.now().toString(36)}` });
    const res = await admin.get(`/api/admin/users?q=${encodeURIComponent(a.person.username.slice(0, 9).toLowerCase())}`);
    expect(res.statusCode).toBe(200);
    const { items, total } = res.json() as { items: AdminUser[]; total: number };
    expect(total).toBe(1);
    expect(items[0]).toMatchObject({ id: a.user.uid, username: a.person.username, email: a.person.email, role: 'seeker', emailVerified: true, bannedAt: null });
    expect(Date.parse(items[0]!.lastActiveAt!)).toBeGreaterThan(Date.now() - 60_000);
    // By e-mail, ignoring case.
    expect((await admin.get(`/api/admin/users?q=${encodeURIComponent(a.person.email.toUpperCase())}`)).json().total).toBe(1);
    // `%` and `_` are searched for literally, not as wildcards.
    expect((await admin.get('/api/admin/users?q=%25')).json().total).toBe(0);
    expect((await admin.get('/api/admin/users?q=_')).json().total).toBeGreaterThanOrEqual(1);
    const page1 = (await admin.get('/api/admin/users?pageSize=2&page=1')).json();
    const page2 = (await admin.get('/api/admin/users?pageSize=2&page=2')).json();
    expect(page1.items).toHaveLength(2);
    expect(page1.total).toBeGreaterThanOrEqual(5);
    expect(page2.items[0].id).not.toBe(page1.items[0].id);
    const admins = (await admin.get('/api/admin/users?role=admin')).json();
    expect(admins.items.map((u: AdminUser) => u.email)).toEqual(['admin@example.com']);
    // The demo professional has an approved, valid licence: the badge shows in the list.
    const pros = (await admin.get('/api/admin/users?role=professional')).json().items as AdminUser[];
    expect(pros.find((u) => u.email === 'professional@example.com')?.professional).toEqual({ verified: true, licenceExpiry: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
  });

  it('changes a role (audited with the old and new role) and the person sees it on the next request', async () => {
    const p = await signedInPerson(t.app, mailbox);
    const before = await auditCount();
    const res = await admin.patch(`/api/admin/users/${p.user.uid}/role`, { role: 'supporter' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user).toMatchObject({ id: p.user.uid, role: 'supporter' });
    expect((await p.client.get('/api/session')).json().user.role).toBe('supporter');
    expect(await auditCount()).toBe(before + 1);
    expect(await latestAudit()).toMatchObject({
      actorId: adminId,
      actorUsername: 'demo-admin',
      action: 'user.role-changed',
      targetType: 'user',
      targetId: p.user.uid,
      targetLabel: p.person.username,
      details: { from: 'seeker', to: 'supporter' },
    });
    // The same role again changes nothing and records nothing.
    expect((await admin.patch(`/api/admin/users/${p.user.uid}/role`, { role: 'supporter' })).statusCode).toBe(200);
    expect(await auditCount()).toBe(before + 1);
  });

  it('refuses to demote the last admin, counting only admins who can sign in', async () => {
    const self = await admin.patch(`/api/admin/users/${adminId}/role`, { role: 'seeker' });
    expect(self.statusCode).toBe(409);
    expect(self.json()).toEqual({ code: 'admin/last-admin', message: ERROR_MESSAGES['admin/last-admin'] });

    // A second admin who is banned does not count.
    const second = await signedInPerson(t.app, mailbox);
    expect((await admin.patch(`/api/admin/users/${second.user.uid}/role`, { role: 'admin' })).statusCode).toBe(200);
    expect((await admin.post(`/api/admin/users/${second.user.uid}/ban`)).statusCode).toBe(200);
    expect((await admin.patch(`/api/admin/users/${adminId}/role`, { role: 'seeker' })).json().code).toBe('admin/last-admin');

    // With another admin who can sign in, an admin may step down; the other may not then demote themselves.
    expect((await admin.post(`/api/admin/users/${second.user.uid}/unban`)).statusCode).toBe(200);
    const other = new TestClient(t.app);
    expect((await login(other, second.person.email)).statusCode).toBe(200);
    expect((await other.patch(`/api/admin/users/${adminId}/role`, { role: 'supporter' })).statusCode).toBe(200);
    expect((await admin.get('/api/admin/overview')).statusCode).toBe(404);
    expect((await other.patch(`/api/admin/users/${second.user.uid}/role`, { role: 'seeker' })).json().code).toBe('admin/last-admin');
    // Put the demo admin back for the other tests.
    expect((await other.patch(`/api/admin/users/${adminId}/role`, { role: 'admin' })).statusCode).toBe(200);
    expect((await admin.get('/api/admin/overview')).statusCode).toBe(200);
    expect((await admin.patch(`/api/admin/users/${second.user.uid}/role`, { role: 'seeker' })).statusCode).toBe(200);
    const roles = (await db().selectFrom('users').select('role').where('role', '=', 'admin').execute()).length;
    expect(roles).toBe(1);
  });

  it('a ban signs the person out everywhere at once; login then says the account is suspended; unban restores login', async () => {
    const p = await signedInPerson(t.app, mailbox);
    const phone = new TestClient(t.app);
    expect((await login(phone, p.person.email)).statusCode).toBe(200);
    expect((await p.client.get('/api/profile')).statusCode).toBe(200);

    const ban = await admin.post(`/api/admin/users/${p.user.uid}/ban`);
    expect(ban.statusCode).toBe(200);
    expect(ban.json().user.bannedAt).toEqual(expect.any(String));
    expect(await latestAudit()).toMatchObject({ action: 'user.banned', targetId: p.user.uid, targetLabel: p.person.username, details: {} });

    // Both existing sessions stop working on their next request.
    for (const client of [p.client, phone]) {
      expect((await client.get('/api/profile')).statusCode).toBe(401);
      expect((await client.get('/api/session')).json()).toEqual({ user: null });
    }
    expect(await db().selectFrom('sessions').select('id').where('userId', '=', p.user.uid).execute()).toEqual([]);

    // The right password: suspended, and no session is left behind. A wrong one: the usual message.
    const fresh = new TestClient(t.app);
    const suspended = await login(fresh, p.person.email);
    expect(suspended.statusCode).toBe(403);
    expect(suspended.json()).toEqual({ code: 'auth/account-suspended', message: ERROR_MESSAGES['auth/account-suspended'] });
    expect(fresh.hasSession).toBe(false);
    expect(await db().selectFrom('sessions').select('id').where('userId', '=', p.user.uid).execute()).toEqual([]);
    expect((await login(new TestClient(t.app), p.person.email, 'not-the-password')).json().code).toBe('auth/invalid-credential');

    expect((await admin.get(`/api/admin/users?status=banned&q=${p.person.username}`)).json().total).toBe(1);
    expect((await admin.get('/api/admin/overview')).json().bannedUsers).toBeGreaterThanOrEqual(1);

    const unban = await admin.post(`/api/admin/users/${p.user.uid}/unban`);
    expect(unban.json().user.bannedAt).toBeNull();
    expect(await latestAudit()).toMatchObject({ action: 'user.unbanned', targetId: p.user.uid });
    const back = new TestClient(t.app);
    expect((await login(back, p.person.email)).statusCode).toBe(200);
    expect((await back.get('/api/profile')).statusCode).toBe(200);
  });

  it('a ban recorded while a session is still open (e.g. a login at the same moment) ends that session on its next request', async () => {
    const p = await signedInPerson(t.app, mailbox);
    await db().updateTable('users').set({ bannedAt: new Date().toISOString() }).where('id', '=', p.user.uid).execute();
    expect(await db().selectFrom('sessions').select('id').where('userId', '=', p.user.uid).execute()).toHaveLength(1);
    expect((await p.client.get('/api/profile')).statusCode).toBe(401);
    expect(await db().selectFrom('sessions').select('id').where('userId', '=', p.user.uid).execute()).toEqual([]);
  });

  it('refuses to ban one’s own account', async () => {
    const res = await admin.post(`/api/admin/users/${adminId}/ban`);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('admin/own-account');
    expect((await admin.get('/api/admin/overview')).statusCode).toBe(200);
  });

  it('resends a verification e-mail to an unverified account (a real message with a working link)', async () => {
    const person = newPerson();
    expect((await register(new TestClient(t.app), person)).statusCode).toBe(201);
    const first = await mailbox.waitFor(person.email);
    const { items } = (await admin.get(`/api/admin/users?q=${person.username}&status=unverified`)).json() as { items: AdminUser[] };
    expect(items).toHaveLength(1);
    const id = items[0]!.id;
    const next = mailbox.next(person.email);
    const res = await admin.post(`/api/admin/users/${id}/resend-verification`);
    expect(res.statusCode, res.body).toBe(200);
    const mail = await next;
    expect(mail).not.toBe(first);
    expect(await latestAudit()).toMatchObject({ action: 'user.verification-email-sent', targetId: id, targetLabel: person.username, details: {} });
    expect((await openLink(new TestClient(t.app), linkIn(mail))).statusCode).toBe(302);
    expect((await login(new TestClient(t.app), person.email, PASSWORD)).statusCode).toBe(200);
    // Verified now: nothing to resend.
    const again = await admin.post(`/api/admin/users/${id}/resend-verification`);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('admin/already-verified');
  });

  it('counts people by role, sign-ups per week, articles per zone, recent ratings and pending requests', async () => {
    const overview = (await admin.get('/api/admin/overview')).json();
    const users = await db().selectFrom('users').select('role').execute();
    expect(overview.totalUsers).toBe(users.length);
    for (const role of ['seeker', 'supporter', 'professional', 'admin']) expect(overview.usersByRole[role]).toBe(users.filter((u) => u.role === role).length);
    expect(overview.signupsPerWeek).toHaveLength(SIGNUP_CHART_WEEKS);
    // Everyone in this test database signed up this week.
    expect(overview.signupsPerWeek.at(-1).count).toBe(users.length);
    expect(overview.signupsPerWeek.at(-1).weekStart).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(new Date(`${overview.signupsPerWeek.at(-1).weekStart}T00:00:00Z`).getUTCDay()).toBe(1);
    const articles = await db().selectFrom('articles').select('publishedIn').execute();
    expect(overview.articlesByZone['your-calm-zone']).toBe(articles.filter((a) => a.publishedIn === 'your-calm-zone').length);
    expect(overview.pendingVerifications).toBe((await db().selectFrom('professionalVerifications').select('id').where('status', '=', 'pending').execute()).length);
    expect(overview.ratingsLast30Days).toBe(0);
  });

  it('keeps private content out of the audit log', async () => {
    const rows = await db().selectFrom('auditLog').selectAll().execute();
    expect(rows.length).toBeGreaterThanOrEqual(8);
    const text = JSON.stringify(rows);
    expect(text).not.toMatch(/@example\.(org|com)/);
    expect(text).not.toMatch(/password|argon2|token|https?:\/\//i);
  });
});
