import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_REQUESTS_PER_DAY, type DirectoryEntry, type DirectoryProfileInput } from '@wellbeing/shared/schemas/professionals';
import { createTestApp, engines, type TestApp } from '../../test-support/app.js';
import { login, PASSWORD, signedInPerson } from '../../test-support/accounts.js';
import { TestClient } from '../../test-support/http.js';
import { TestMailbox } from '../../test-support/smtp.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const day = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY_MS).toISOString().slice(0, 10);

const baseProfile = (overrides: Partial<DirectoryProfileInput> = {}): DirectoryProfileInput => ({
  fullName: 'Alex Morgan',
  title: 'Counselling psychologist',
  specialties: ['anxiety'],
  approaches: ['cbt'],
  languages: ['en'],
  offersOnline: true,
  offersInPerson: false,
  location: null,
  fees: '£50 a session',
  isLowCost: false,
  availability: 'Weekday mornings',
  bio: 'I work with adults who feel overwhelmed, at a gentle pace and with practical steps.',
  acceptingNew: true,
  ...overrides,
});

type Listed = { items: DirectoryEntry[]; total: number; page: number; pageSize: number };

describe.each(engines)('find a professional on %s', (kind) => {
  let t: TestApp;
  let mailbox: TestMailbox;
  let seeker: TestClient;
  beforeAll(async () => {
    mailbox = new TestMailbox();
    const smtpUrl = await mailbox.start();
    t = await createTestApp(kind, { smtpUrl });
    seeker = new TestClient(t.app);
    expect((await login(seeker, 'seeker@example.com', t.config.demoPassword)).statusCode).toBe(200);
  });
  afterAll(async () => {
    await t.close();
    await mailbox.stop();
  });

  /** A signed-in professional with a directory profile; their licence is verified, not checked yet, or expired. */
  async function professional(licence: 'verified' | 'unverified' | 'expired', profile: Partial<DirectoryProfileInput> = {}) {
    const person = await signedInPerson(t.app, mailbox);
    const db = t.app.database.db;
    const fullName = profile.fullName ?? 'Alex Morgan';
    const now = new Date().toISOString();
    await db.updateTable('users').set({ role: 'professional', fullName }).where('id', '=', person.user.uid).execute();
    if (licence !== 'unverified') {
      await db
        .insertInto('professionalVerifications')
        .values({ id: randomUUID(), userId: person.user.uid, fullName, licenceNumber: 'T-1', regulator: 'Test Council', country: 'United Kingdom', licenceExpiry: licence === 'verified' ? day(365) : day(-1), status: 'approved', createdAt: now, decidedAt: now, decidedBy: null })
        .execute();
    }
    const res = await person.client.request({ method: 'PUT', url: '/api/directory-profile', payload: baseProfile({ fullName, ...profile }) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().isListed).toBe(licence === 'verified');
    return person;
  }

  const search = async (client: TestClient, query: Record<string, string | number | boolean>) => {
    const res = await client.get(`/api/professionals?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Listed;
  };

  it('lists verified professionals only: not one whose licence is unchecked or expired', async () => {
    const marker = `zq${randomUUID().slice(0, 6)}`;
    const verified = await professional('verified', { fullName: `Verified ${marker}` });
    const unverified = await professional('unverified', { fullName: `Unverified ${marker}` });
    const expired = await professional('expired', { fullName: `Expired ${marker}` });

    const found = await search(seeker, { q: marker });
    expect(found.items.map((p) => p.id)).toEqual([verified.user.uid]);
    expect(found.items[0]).toMatchObject({ verified: true, licenceExpiry: day(365), fullName: `Verified ${marker}` });
    expect(found.total).toBe(1);

    // The demo professional is verified (accounts-admin) and has a demo profile.
    const demo = await search(seeker, { q: 'Dr Sam Demo' });
    expect(demo.items).toHaveLength(1);
    expect(demo.items[0]!.verified).toBe(true);

    for (const hidden of [unverified, expired]) {
      expect((await seeker.get(`/api/professionals/${hidden.user.uid}`)).statusCode).toBe(404);
      const contact = await seeker.post(`/api/professionals/${hidden.user.uid}/contact-requests`, { message: 'Hello, could we talk about anxiety?', contactMethod: 'email', contactValue: 'me@example.org' });
      expect(contact.statusCode).toBe(404);
    }
    expect((await seeker.get(`/api/professionals/${verified.user.uid}`)).json().professional.id).toBe(verified.user.uid);
  });

  it('needs a signed-in person', async () => {
    const anonymous = new TestClient(t.app);
    expect((await anonymous.get('/api/professionals')).statusCode).toBe(401);
    expect((await anonymous.get('/api/contact-requests?box=sent')).statusCode).toBe(401);
  });

  describe('search and filters', () => {
    const marker = `zf${randomUUID().slice(0, 6)}`;
    const ids: Record<'a' | 'b' | 'c', string> = { a: '', b: '', c: '' };
    beforeAll(async () => {
      ids.a = (
        await professional('verified', {
          fullName: `Aled Evans ${marker}`,
          specialties: ['grief', 'trauma'],
          approaches: ['emdr'],
          languages: ['en', 'cy'],
          offersOnline: false,
          offersInPerson: true,
          location: 'Swansea',
          isLowCost: true,
          acceptingNew: true,
        })
      ).user.uid;
      ids.b = (
        await professional('verified', {
          fullName: `Beatriz Silva ${marker}`,
          specialties: ['eating-difficulties', 'young-people'],
          approaches: ['dbt', 'cbt'],
          languages: ['pt', 'en'],
          offersOnline: true,
          offersInPerson: false,
          acceptingNew: false,
        })
      ).user.uid;
      ids.c = (
        await professional('verified', {
          fullName: `Chen Wei ${marker}`,
          specialties: ['relationships', 'substance-use'],
          approaches: ['person-centred'],
          languages: ['zh'],
          offersOnline: true,
          offersInPerson: true,
          location: 'Manchester',
          acceptingNew: true,
        })
      ).user.uid;
    });

    const idsOf = async (query: Record<string, string | number | boolean>) => (await search(seeker, { q: marker, ...query })).items.map((p) => p.id).sort();
    const sorted = (...list: string[]) => [...list].sort();

    it('searches names and profile text, ignoring case', async () => {
      expect(await idsOf({})).toEqual(sorted(ids.a, ids.b, ids.c));
      expect(await idsOf({ q: `${marker} SWANSEA` })).toEqual([ids.a]);
      expect(await idsOf({ q: `beatriz ${marker}` })).toEqual([ids.b]);
      expect(await idsOf({ q: `${marker} cantonese-not-listed` })).toEqual([]);
      // `%` and `_` are taken literally.
      expect(await idsOf({ q: `${marker} %` })).toEqual([]);
    });

    it('filters by specialty, approach and language', async () => {
      expect(await idsOf({ specialty: 'grief' })).toEqual([ids.a]);
      expect(await idsOf({ specialty: 'young-people' })).toEqual([ids.b]);
      expect(await idsOf({ specialty: 'ocd' })).toEqual([]);
      expect(await idsOf({ approach: 'cbt' })).toEqual([ids.b]);
      expect(await idsOf({ approach: 'person-centred' })).toEqual([ids.c]);
      expect(await idsOf({ language: 'en' })).toEqual(sorted(ids.a, ids.b));
      expect(await idsOf({ language: 'cy' })).toEqual([ids.a]);
      expect(await idsOf({ language: 'en', specialty: 'trauma', approach: 'emdr' })).toEqual([ids.a]);
    });

    it('filters by online or in person, accepting new requests and free or low cost', async () => {
      expect(await idsOf({ mode: 'online' })).toEqual(sorted(ids.b, ids.c));
      expect(await idsOf({ mode: 'in-person' })).toEqual(sorted(ids.a, ids.c));
      expect(await idsOf({ accepting: true })).toEqual(sorted(ids.a, ids.c));
      expect(await idsOf({ accepting: false })).toEqual([ids.b]);
      expect(await idsOf({ lowCost: true })).toEqual([ids.a]);
      expect(await idsOf({ mode: 'online', accepting: true })).toEqual([ids.c]);
    });

    it('pages through results, people taking requests first', async () => {
      const first = await search(seeker, { q: marker, pageSize: 2, page: 1 });
      const second = await search(seeker, { q: marker, pageSize: 2, page: 2 });
      expect(first.total).toBe(3);
      expect(first.items.map((p) => p.id)).toEqual([ids.a, ids.c]);
      expect(second.items.map((p) => p.id)).toEqual([ids.b]);
      expect((await search(seeker, { q: marker, pageSize: 2, page: 3 })).items).toEqual([]);
    });

    it('returns the profile with its lists, badge and licence expiry', async () => {
      const [entry] = (await search(seeker, { q: `${marker} Aled` })).items;
      expect(entry).toMatchObject({
        specialties: ['grief', 'trauma'],
        approaches: ['emdr'],
        languages: ['cy', 'en'],
        offersInPerson: true,
        location: 'Swansea',
        isLowCost: true,
        verified: true,
        licenceExpiry: day(365),
      });
    });

    it('refuses bad search input with a clear 400', async () => {
      for (const query of ['specialty=astrology', 'mode=telepathy', 'page=0', 'pageSize=500', 'accepting=maybe', 'unknown=1', `q=${'x'.repeat(101)}`]) {
        const res = await seeker.get(`/api/professionals?${query}`);
        expect(res.statusCode, query).toBe(400);
        expect(res.json()).toMatchObject({ code: 'request/invalid' });
        expect(typeof res.json().message).toBe('string');
      }
    });
  });

  describe('the directory profile', () => {
    it('is for professionals only', async () => {
      expect((await seeker.get('/api/directory-profile')).statusCode).toBe(403);
      const res = await seeker.request({ method: 'PUT', url: '/api/directory-profile', payload: baseProfile() });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('professionals/not-professional');
    });

    it('validates every field and writes nothing on bad input', async () => {
      const pro = await professional('verified', { title: 'Family therapist' });
      const bad: Partial<Record<keyof DirectoryProfileInput, unknown>>[] = [
        { specialties: [] },
        { specialties: ['astrology'] },
        { languages: [] },
        { offersOnline: false, offersInPerson: false },
        { offersInPerson: true, location: '' },
        { bio: 'short' },
        { bio: 'x'.repeat(1501) },
        { acceptingNew: 'yes' },
        { title: 'Bad\u0000title' },
      ];
      for (const change of bad) {
        const res = await pro.client.request({ method: 'PUT', url: '/api/directory-profile', payload: { ...baseProfile(), ...change } });
        expect(res.statusCode, JSON.stringify(change)).toBe(400);
        expect(res.json().fields).toBeTruthy();
      }
      expect((await pro.client.request({ method: 'PUT', url: '/api/directory-profile', payload: { ...baseProfile(), role: 'admin' } })).statusCode).toBe(400);
      const mine = (await pro.client.get('/api/directory-profile')).json();
      expect(mine.profile.title).toBe('Family therapist');
      expect(mine).toMatchObject({ verified: true, isListed: true });
    });
  });

  describe('contact requests', () => {
    it('reaches the professional by e-mail, and nobody else can read or answer it', async () => {
      const pro = await professional('verified', { fullName: 'Dr Robin Hale' });
      const requester = await signedInPerson(t.app, mailbox);
      const stranger = await signedInPerson(t.app, mailbox);
      const message = 'I have been struggling with panic attacks at work. Could we talk?';
      const res = await requester.client.post(`/api/professionals/${pro.user.uid}/contact-requests`, { message, contactMethod: 'phone', contactValue: '+44 20 7946 0958' });
      expect(res.statusCode, res.body).toBe(201);
      const request = res.json().request;
      expect(request).toMatchObject({ status: 'pending', direction: 'sent', message, contactMethod: 'phone', professional: { id: pro.user.uid, fullName: 'Dr Robin Hale' } });

      const mail = await mailbox.waitFor(pro.person.email, (m) => m.subject.startsWith('New contact request'));
      expect(mail.text).toContain(requester.person.username);
      // The message and the number stay on the site.
      expect(mail.text).not.toContain('panic attacks');
      expect(mail.text).not.toContain('7946');

      const inbox = (await pro.client.get('/api/contact-requests?box=received')).json().requests;
      expect(inbox).toHaveLength(1);
      expect(inbox[0]).toMatchObject({ id: request.id, direction: 'received', message, contactValue: '+44 20 7946 0958', requester: { username: requester.person.username } });
      // Stored encrypted.
      const row = await t.app.database.db.selectFrom('contactRequests').selectAll().where('id', '=', request.id).executeTakeFirstOrThrow();
      expect(JSON.stringify(row)).not.toContain('panic');

      // Anyone else: not found, whatever they try.
      for (const client of [stranger.client, seeker]) {
        expect((await client.get(`/api/contact-requests/${request.id}`)).statusCode).toBe(404);
        expect((await client.post(`/api/contact-requests/${request.id}/decision`, { decision: 'accepted' })).statusCode).toBe(404);
        expect((await client.get('/api/contact-requests?box=sent')).body).not.toContain(request.id);
      }
      expect((await new TestClient(t.app).get(`/api/contact-requests/${request.id}`)).statusCode).toBe(401);
      expect((await requester.client.get(`/api/contact-requests/${request.id}`)).json().request.id).toBe(request.id);
      // Only the professional answers it.
      expect((await requester.client.post(`/api/contact-requests/${request.id}/decision`, { decision: 'accepted' })).statusCode).toBe(403);
      expect((await pro.client.post(`/api/contact-requests/${request.id}/decision`, { decision: 'maybe' })).statusCode).toBe(400);

      const accepted = await pro.client.post(`/api/contact-requests/${request.id}/decision`, { decision: 'accepted' });
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect(accepted.json().request.status).toBe('accepted');
      const toRequester = await mailbox.waitFor(requester.person.email, (m) => m.subject.includes('accepted your contact request'));
      expect(toRequester.text).toContain('Dr Robin Hale');
      await mailbox.waitFor(pro.person.email, (m) => m.subject.startsWith('You accepted'));
      expect((await pro.client.post(`/api/contact-requests/${request.id}/decision`, { decision: 'declined' })).json().code).toBe('professionals/request-decided');
      expect((await requester.client.get('/api/contact-requests?box=sent')).json().requests[0].status).toBe('accepted');

      // Part of "Download my data" for both of them.
      const sentExport = (await requester.client.get('/api/account/export')).json();
      expect(sentExport.contactRequests.sent).toEqual([expect.objectContaining({ id: request.id, message })]);
      const receivedExport = (await pro.client.get('/api/account/export')).json();
      expect(receivedExport.contactRequests.received).toEqual([expect.objectContaining({ id: request.id, message })]);
      expect(receivedExport.directoryProfile).toMatchObject({ fullName: 'Dr Robin Hale' });
    });

    it('validates the request and writes nothing on bad input', async () => {
      const pro = await professional('verified');
      const requester = await signedInPerson(t.app, mailbox);
      const bad = [
        { message: 'x'.repeat(1001), contactMethod: 'email', contactValue: 'me@example.org' },
        { message: 'Hi', contactMethod: 'email', contactValue: 'me@example.org' },
        { message: 'Could we talk next week?', contactMethod: 'email', contactValue: 'not-an-address' },
        { message: 'Could we talk next week?', contactMethod: 'phone', contactValue: 'call me maybe' },
        { message: 'Could we talk next week?', contactMethod: 'pigeon', contactValue: 'loft 3' },
        { message: 'Could we talk next week?', contactMethod: 'email', contactValue: 'me@example.org', professionalId: 'x' },
      ];
      for (const body of bad) {
        const res = await requester.client.post(`/api/professionals/${pro.user.uid}/contact-requests`, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json().code).toBe('request/invalid');
      }
      const ok = await requester.client.post(`/api/professionals/${pro.user.uid}/contact-requests`, { message: 'x'.repeat(1000), contactMethod: 'email', contactValue: ' Me@Example.org ' });
      expect(ok.statusCode).toBe(201);
      expect(ok.json().request.contactValue).toBe('me@example.org');
      const rows = await t.app.database.db.selectFrom('contactRequests').select('id').where('requesterId', '=', requester.user.uid).execute();
      expect(rows).toHaveLength(1);
    });

    it(`allows ${CONTACT_REQUESTS_PER_DAY} requests a day per person`, async () => {
      const pro = await professional('verified');
      const requester = await signedInPerson(t.app, mailbox);
      const body = { message: 'Could we arrange a first call?', contactMethod: 'email', contactValue: 'me@example.org' };
      for (let i = 0; i < CONTACT_REQUESTS_PER_DAY; i++) {
        expect((await requester.client.post(`/api/professionals/${pro.user.uid}/contact-requests`, body)).statusCode).toBe(201);
      }
      const refused = await requester.client.post(`/api/professionals/${pro.user.uid}/contact-requests`, body);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().code).toBe('professionals/request-limit');
    });

    it('refuses a professional who is not taking requests, and oneself', async () => {
      const closed = await professional('verified', { acceptingNew: false });
      const res = await seeker.post(`/api/professionals/${closed.user.uid}/contact-requests`, { message: 'Could we arrange a first call?', contactMethod: 'email', contactValue: 'me@example.org' });
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('professionals/not-accepting');
      const self = await professional('verified');
      const own = await self.client.post(`/api/professionals/${self.user.uid}/contact-requests`, { message: 'Testing my own profile here.', contactMethod: 'email', contactValue: 'me@example.org' });
      expect(own.statusCode).toBe(400);
    });

    it('goes with either account', async () => {
      const pro = await professional('verified');
      const requester = await signedInPerson(t.app, mailbox);
      const id = (await requester.client.post(`/api/professionals/${pro.user.uid}/contact-requests`, { message: 'Could we arrange a first call?', contactMethod: 'email', contactValue: 'me@example.org' })).json().request.id;
      expect((await requester.client.post('/api/account/delete', { password: PASSWORD })).statusCode).toBe(200);
      const db = t.app.database.db;
      expect(await db.selectFrom('contactRequests').select('id').where('id', '=', id).executeTakeFirst()).toBeUndefined();
      expect((await pro.client.get('/api/contact-requests?box=received')).json().requests).toEqual([]);
      expect((await pro.client.post('/api/account/delete', { password: PASSWORD })).statusCode).toBe(200);
      expect(await db.selectFrom('professionalProfiles').select('userId').where('userId', '=', pro.user.uid).executeTakeFirst()).toBeUndefined();
      expect(await db.selectFrom('professionalProfileTags').select('userId').where('userId', '=', pro.user.uid).executeTakeFirst()).toBeUndefined();
    });
  });
});
