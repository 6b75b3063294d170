import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminVerification, AuditEntry } from '@wellbeing/shared/schemas/admin';
import { createTestApp, engines, type TestApp } from '../../test-support/app.js';
import { login, newPerson, openLink, register, signedInPerson } from '../../test-support/accounts.js';
import { TestClient } from '../../test-support/http.js';
import { linkIn, TestMailbox } from '../../test-support/smtp.js';

const LICENCE = { licenceNumber: 'PSY-40221', regulator: 'Health and Care Professions Council', country: 'United Kingdom', licenceExpiry: '2031-03-31' };

describe.each(engines)('admin: professional verification on %s', (kind) => {
  let t: TestApp;
  let mailbox: TestMailbox;
  let admin: TestClient;

  beforeAll(async () => {
    mailbox = new TestMailbox();
    t = await createTestApp(kind, { smtpUrl: await mailbox.start() });
    admin = new TestClient(t.app);
    expect((await login(admin, 'admin@example.com', t.config.demoPassword)).statusCode).toBe(200);
  });
  afterAll(async () => {
    await t.close();
    await mailbox.stop();
  });

  const db = () => t.app.database.db;
  const latestAudit = async (): Promise<AuditEntry> => (await admin.get('/api/admin/audit?pageSize=1')).json().items[0];
  const pending = async () => (await admin.get('/api/admin/verifications?status=pending&pageSize=100')).json().items as AdminVerification[];

  /** A professional who registered with their licence: a seeker with a pending request, signed in. */
  async function registeredProfessional() {
    const client = new TestClient(t.app);
    const person = newPerson({ role: 'professional', fullName: 'Dr Robin Hale', licence: LICENCE });
    expect((await register(client, person)).statusCode).toBe(201);
    expect((await openLink(client, linkIn(await mailbox.waitFor(person.email)))).statusCode).toBe(302);
    expect((await login(client, person.email)).statusCode).toBe(200);
    const request = (await pending()).find((r) => r.username === person.username)!;
    expect(request).toMatchObject({ status: 'pending', currentRole: 'seeker', fullName: 'Dr Robin Hale', ...LICENCE });
    return { client, person, request };
  }

  it('approval makes the person a professional with their full name and a verified badge, and e-mails them', async () => {
    const { client, person, request } = await registeredProfessional();
    expect((await client.get('/api/profile')).json().profile).toMatchObject({ role: 'seeker', verified: false, licenceExpiry: null });

    const res = await admin.post(`/api/admin/verifications/${request.id}/approve`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ emailed: true, request: { id: request.id, status: 'approved', currentRole: 'professional', decidedAt: expect.any(String), decidedBy: expect.any(String) } });

    const profile = (await client.get('/api/profile')).json().profile;
    expect(profile).toMatchObject({ role: 'professional', fullName: 'Dr Robin Hale', verified: true, licenceExpiry: LICENCE.licenceExpiry });
    expect((await client.get('/api/session')).json().user).toMatchObject({ role: 'professional', fullName: 'Dr Robin Hale' });
    expect((await client.get('/api/profile/verification-request')).json().request.status).toBe('approved');

    const mail = await mailbox.waitFor(person.email, (m) => /confirmed/i.test(m.subject));
    expect(mail.text).toContain('31 March 2031');
    expect(mail.text).toContain(`${t.config.publicUrl}/profile`);

    expect(await latestAudit()).toMatchObject({
      action: 'verification.approved',
      targetType: 'user',
      targetId: profile.id,
      targetLabel: person.username,
      details: { requestId: request.id, from: 'seeker', to: 'professional' },
    });
    // Decided once only.
    const again = await admin.post(`/api/admin/verifications/${request.id}/approve`);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('verification/not-pending');
    expect((await admin.get('/api/admin/verifications?status=approved')).json().items.map((r: AdminVerification) => r.id)).toContain(request.id);

    // An expired licence drops the badge by itself (the role stays).
    await db().updateTable('professionalVerifications').set({ licenceExpiry: '2001-01-01' }).where('id', '=', request.id).execute();
    expect((await client.get('/api/profile')).json().profile).toMatchObject({ role: 'professional', verified: false, licenceExpiry: '2001-01-01' });
    const listed = (await admin.get(`/api/admin/users?q=${person.username}`)).json().items[0];
    expect(listed.professional).toEqual({ verified: false, licenceExpiry: '2001-01-01' });
  });

  it('rejection keeps the role, records the reason for the person and e-mails it to them (not to the audit log)', async () => {
    const { client, person } = await signedInPerson(t.app, mailbox);
    expect((await client.post('/api/profile/verification-request', { fullName: 'Alex Moreno', ...LICENCE })).statusCode).toBe(201);
    const request = (await pending()).find((r) => r.username === person.username)!;

    expect((await admin.post(`/api/admin/verifications/${request.id}/reject`, { reason: ' ' })).statusCode).toBe(400);
    expect((await admin.post(`/api/admin/verifications/${request.id}/reject`, {})).statusCode).toBe(400);
    expect((await db().selectFrom('professionalVerifications').select('status').where('id', '=', request.id).executeTakeFirstOrThrow()).status).toBe('pending');

    const reason = `The register shows licence ${LICENCE.licenceNumber} under another name (${randomUUID().slice(0, 6)}).`;
    const res = await admin.post(`/api/admin/verifications/${request.id}/reject`, { reason });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ emailed: true, request: { status: 'rejected', reason, currentRole: 'seeker' } });

    const mail = await mailbox.waitFor(person.email, (m) => /verification request/i.test(m.subject));
    expect(mail.text).toContain(reason);
    expect(mail.html).toContain('under another name');

    expect((await client.get('/api/profile')).json().profile).toMatchObject({ role: 'seeker', verified: false });
    expect((await client.get('/api/profile/verification-request')).json().request).toMatchObject({ status: 'rejected', reason });
    const entry = await latestAudit();
    expect(entry).toMatchObject({ action: 'verification.rejected', targetLabel: person.username, details: { requestId: request.id } });
    expect(JSON.stringify(await db().selectFrom('auditLog').selectAll().execute())).not.toContain('another name');
    expect((await admin.post(`/api/admin/verifications/${request.id}/approve`)).json().code).toBe('verification/not-pending');
  });

  it('refuses to approve a licence that has already expired', async () => {
    const { client, person } = await signedInPerson(t.app, mailbox);
    const user = (await client.get('/api/session')).json().user;
    const id = randomUUID();
    await db()
      .insertInto('professionalVerifications')
      .values({ id, userId: user.uid, fullName: 'Kim Past', ...LICENCE, licenceExpiry: '2020-01-01', status: 'pending', createdAt: new Date().toISOString() })
      .execute();
    const res = await admin.post(`/api/admin/verifications/${id}/approve`);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('verification/licence-expired');
    expect((await client.get('/api/profile')).json().profile.role).toBe('seeker');
    expect(mailbox.messages.filter((m) => m.to === person.email && /confirmed/i.test(m.subject))).toEqual([]);
  });

  it('lists the queue first come, first served, with the person’s username and current role', async () => {
    const a = await registeredProfessional();
    const b = await registeredProfessional();
    const ids = (await pending()).map((r) => r.id);
    expect(ids.indexOf(a.request.id)).toBeLessThan(ids.indexOf(b.request.id));
    const overview = (await admin.get('/api/admin/overview')).json();
    expect(overview.pendingVerifications).toBe(ids.length);
  });
});
