import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommunityEvent, EventInput } from '@wellbeing/shared/schemas/events';
import { buildApp } from '../../app.js';
import { createTestApp, createTestDatabase, engines, testConfig, type TestApp } from '../../test-support/app.js';
import { login, signedInPerson } from '../../test-support/accounts.js';
import { TestClient } from '../../test-support/http.js';
import { TestMailbox } from '../../test-support/smtp.js';
import { enqueueMail } from '../outbox/outbox.js';
import { escapeIcsText, icsUtc } from './ics.js';
import { EVENT_REMINDER, reminderFor } from './repository.js';

const HOUR = 60 * 60 * 1000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

const eventInput = (overrides: Partial<EventInput> = {}): EventInput => ({
  title: 'Sleep when your mind races',
  description: 'A friendly hour on winding down, with time for questions.',
  hostName: 'Harbour team',
  startsAt: inHours(72),
  endsAt: inHours(73),
  format: 'online',
  onlineUrl: `https://meet.example.org/${randomUUID()}`,
  place: null,
  capacity: 30,
  audience: 'all',
  ...overrides,
});

/** Unfolds an iCalendar text into its content lines (RFC 5545 section 3.1). */
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '').split('\r\n').filter(Boolean);

describe.each(engines)('events and webinars on %s', (kind) => {
  let t: TestApp;
  let mailbox: TestMailbox;
  let smtpUrl: string;
  let admin: TestClient;
  let seeker: TestClient;
  let professional: TestClient;
  beforeAll(async () => {
    mailbox = new TestMailbox();
    smtpUrl = await mailbox.start();
    t = await createTestApp(kind, { smtpUrl });
    admin = new TestClient(t.app);
    seeker = new TestClient(t.app);
    professional = new TestClient(t.app);
    expect((await login(admin, 'admin@example.com', t.config.demoPassword)).statusCode).toBe(200);
    expect((await login(seeker, 'seeker@example.com', t.config.demoPassword)).statusCode).toBe(200);
    expect((await login(professional, 'professional@example.com', t.config.demoPassword)).statusCode).toBe(200);
  });
  afterAll(async () => {
    await t.close();
    await mailbox.stop();
  });

  async function createEvent(overrides: Partial<EventInput> = {}, by = admin): Promise<CommunityEvent> {
    const res = await by.post('/api/events', eventInput(overrides));
    expect(res.statusCode, res.body).toBe(201);
    return res.json().event;
  }

  const rsvp = (client: TestClient, id: string) => client.post(`/api/events/${id}/rsvp`);
  const leave = (client: TestClient, id: string) => client.delete(`/api/events/${id}/rsvp`);
  const eventAs = async (client: TestClient, id: string): Promise<CommunityEvent> => (await client.get(`/api/events/${id}`)).json().event;

  /** Signed-in people, made a few at a time. */
  async function people(count: number) {
    const made: Awaited<ReturnType<typeof signedInPerson>>[] = [];
    for (let i = 0; i < count; i += 5) made.push(...(await Promise.all(Array.from({ length: Math.min(5, count - i) }, () => signedInPerson(t.app, mailbox)))));
    return made;
  }

  describe('places and the waitlist', () => {
    let event: CommunityEvent;
    let crowd: Awaited<ReturnType<typeof people>>;
    beforeAll(async () => {
      crowd = await people(20);
      event = await createEvent({ capacity: 5, title: 'Small group: first steps with worry' });
    });

    it('gives 20 simultaneous RSVPs for 5 places exactly 5 attendees and 15 on the waitlist', async () => {
      const answers = await Promise.all(crowd.map((p) => rsvp(p.client, event.id)));
      for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
      const statuses = answers.map((a) => (a.json().event as CommunityEvent).myStatus);
      expect(statuses.filter((s) => s === 'attending')).toHaveLength(5);
      expect(statuses.filter((s) => s === 'waitlisted')).toHaveLength(15);

      const rows = await t.app.database.db.selectFrom('eventRegistrations').select(['status', 'seq']).where('eventId', '=', event.id).execute();
      expect(rows.filter((r) => r.status === 'attending')).toHaveLength(5);
      expect(rows.filter((r) => r.status === 'waitlisted')).toHaveLength(15);
      expect(new Set(rows.map((r) => Number(r.seq))).size).toBe(20);
      const now = await eventAs(admin, event.id);
      expect(now).toMatchObject({ attendeeCount: 5, waitlistCount: 15, capacity: 5 });
      const positions = (await Promise.all(crowd.map((p) => eventAs(p.client, event.id)))).map((e) => e.myWaitlistPosition).filter((p) => p !== null);
      expect(positions.sort((a, b) => a! - b!)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
      // Asking again changes nothing.
      expect((await rsvp(crowd[0]!.client, event.id)).json().event).toMatchObject({ attendeeCount: 5, waitlistCount: 15 });
    });

    it('gives a freed place to the first in line, who is told by e-mail', async () => {
      const views = await Promise.all(crowd.map(async (p) => ({ p, event: await eventAs(p.client, event.id) })));
      const attendee = views.find((v) => v.event.myStatus === 'attending')!;
      const first = views.find((v) => v.event.myWaitlistPosition === 1)!;
      const second = views.find((v) => v.event.myWaitlistPosition === 2)!;
      const left = await leave(attendee.p.client, event.id);
      expect(left.statusCode).toBe(200);
      expect(left.json().event).toMatchObject({ myStatus: null, attendeeCount: 5, waitlistCount: 14 });
      expect(await eventAs(first.p.client, event.id)).toMatchObject({ myStatus: 'attending', myWaitlistPosition: null });
      expect((await eventAs(second.p.client, event.id)).myWaitlistPosition).toBe(1);
      await mailbox.waitFor(first.p.person.email, (m) => m.subject.startsWith('A place opened up'));
      // Leaving the waitlist frees no place.
      await leave(second.p.client, event.id);
      expect(await eventAs(admin, event.id)).toMatchObject({ attendeeCount: 5, waitlistCount: 13 });
      // The leaver's reminder is dropped, the promoted person's is queued.
      const reminders = await t.app.database.db.selectFrom('outbox').select('recipientId').where('template', '=', EVENT_REMINDER).where('reference', '=', `event:${event.id}`).execute();
      expect(reminders.map((r) => r.recipientId).sort()).toEqual(views.filter((v) => v.event.myStatus === 'attending' && v !== attendee).map((v) => v.p.user.uid).concat(first.p.user.uid).sort());
    });

    it('gives new places to the waitlist in order when the capacity grows, and never drops below the people coming', async () => {
      const smaller = await admin.request({ method: 'PUT', url: `/api/events/${event.id}`, payload: { ...eventInput({ capacity: 4, title: 'Small group: first steps with worry' }), startsAt: event.startsAt, endsAt: event.endsAt, onlineUrl: 'https://meet.example.org/x' } });
      expect(smaller.statusCode).toBe(409);
      expect(smaller.json().code).toBe('events/capacity-below-attendees');
      const bigger = await admin.request({ method: 'PUT', url: `/api/events/${event.id}`, payload: { ...eventInput({ capacity: 8 }), startsAt: event.startsAt, endsAt: event.endsAt } });
      expect(bigger.statusCode, bigger.body).toBe(200);
      expect(bigger.json().event).toMatchObject({ capacity: 8, attendeeCount: 8, waitlistCount: 10 });
    });
  });

  it('shows the joining link only to people with a place (and organisers), in the API and the calendar file', async () => {
    const url = `https://meet.example.org/secret-${randomUUID()}`;
    const event = await createEvent({ onlineUrl: url, capacity: 1 });
    const [first, second] = await people(2);
    const leak = async (client: TestClient) => {
      const bodies = [(await client.get(`/api/events/${event.id}`)).body, (await client.get('/api/events')).body, (await client.get(`/api/events/${event.id}/calendar.ics`)).body];
      return bodies.some((b) => b.includes(url));
    };
    expect(await leak(first!.client)).toBe(false);
    expect((await rsvp(first!.client, event.id)).json().event.onlineUrl).toBe(url);
    expect(await leak(first!.client)).toBe(true);
    expect((await rsvp(second!.client, event.id)).json().event).toMatchObject({ myStatus: 'waitlisted', onlineUrl: null });
    expect(await leak(second!.client)).toBe(false);
    expect(await leak(seeker)).toBe(false);
    expect(await leak(admin)).toBe(true);
  });

  it('lets the audience decide who may RSVP; admins always may', async () => {
    const event = await createEvent({ audience: 'professionals', title: 'Peer supervision circle' });
    expect((await seeker.get(`/api/events/${event.id}`)).json().event.canRsvp).toBe(false);
    const refused = await rsvp(seeker, event.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('events/not-for-you');
    expect((await rsvp(professional, event.id)).json().event.myStatus).toBe('attending');
    expect((await rsvp(admin, event.id)).json().event.myStatus).toBe('attending');
    const forSeekers = await createEvent({ audience: 'seekers' });
    expect((await rsvp(professional, forSeekers.id)).statusCode).toBe(403);
    expect((await rsvp(seeker, forSeekers.id)).statusCode).toBe(200);
  });

  describe('organising', () => {
    it('is for admins and verified professionals; a professional manages only their own events', async () => {
      const refused = await seeker.post('/api/events', eventInput());
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('events/not-organiser');
      expect((await seeker.get('/api/events')).json().canCreate).toBe(false);
      expect((await professional.get('/api/events')).json().canCreate).toBe(true);

      const own = await createEvent({ title: 'Grief café' }, professional);
      expect(own.canManage).toBe(true);
      const edited = await professional.request({ method: 'PUT', url: `/api/events/${own.id}`, payload: eventInput({ title: 'Grief café (new room)', startsAt: own.startsAt, endsAt: own.endsAt }) });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json().event.title).toBe('Grief café (new room)');
      const adminsEvent = await createEvent();
      expect((await eventAs(professional, adminsEvent.id)).canManage).toBe(false);
      expect((await professional.request({ method: 'PUT', url: `/api/events/${adminsEvent.id}`, payload: eventInput() })).statusCode).toBe(403);
      expect((await professional.post(`/api/events/${adminsEvent.id}/cancel`)).statusCode).toBe(403);
      expect((await seeker.post(`/api/events/${own.id}/cancel`)).statusCode).toBe(403);
      // Admins manage any event.
      expect((await admin.post(`/api/events/${own.id}/cancel`)).json().event.cancelledAt).not.toBeNull();
    });

    it('validates every field, with a clear 400 and nothing written', async () => {
      const before = await t.app.database.db.selectFrom('events').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      const bad: Partial<Record<keyof EventInput | 'extra', unknown>>[] = [
        { title: '' },
        { startsAt: 'tomorrow' },
        { startsAt: inHours(5), endsAt: inHours(4) },
        { startsAt: inHours(-2), endsAt: inHours(-1) },
        { startsAt: inHours(1), endsAt: inHours(100) },
        { format: 'online', onlineUrl: null },
        { format: 'online', onlineUrl: 'http://insecure.example.org' },
        { format: 'in-person', place: '' },
        { capacity: 0 },
        { capacity: 2.5 },
        { capacity: '10' },
        { audience: 'everyone' },
        { extra: true },
      ];
      for (const change of bad) {
        const res = await admin.post('/api/events', { ...eventInput(), ...change });
        expect(res.statusCode, JSON.stringify(change)).toBe(400);
        expect(res.json()).toMatchObject({ code: 'request/invalid' });
      }
      const after = await t.app.database.db.selectFrom('events').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      expect(Number(after.n)).toBe(Number(before.n));
      expect((await seeker.get('/api/events?when=later')).statusCode).toBe(400);
      expect((await seeker.get('/api/events/no-such-event')).statusCode).toBe(404);
      expect((await rsvp(seeker, 'no-such-event')).statusCode).toBe(404);
    });

    it('stores UTC and lists upcoming soonest first, past latest first', async () => {
      const soon = await createEvent({ startsAt: '2099-01-01T10:00:00+02:00', endsAt: '2099-01-01T11:00:00+02:00' });
      expect(soon.startsAt).toBe('2099-01-01T08:00:00.000Z');
      const now = new Date().toISOString();
      const pastId = randomUUID();
      await t.app.database.db
        .insertInto('events')
        .values({ id: pastId, title: 'Last year', description: 'An event that has ended.', hostName: 'Harbour', startsAt: inHours(-50), endsAt: inHours(-49), format: 'in-person', onlineUrl: null, place: 'Library', capacity: 5, audience: 'all', createdBy: null, cancelledAt: null, createdAt: now, updatedAt: now })
        .execute();
      const upcoming = (await seeker.get('/api/events?when=upcoming')).json();
      const starts = (upcoming.items as CommunityEvent[]).map((e) => e.startsAt);
      expect(starts).toEqual([...starts].sort());
      expect(upcoming.items.map((e: CommunityEvent) => e.id)).not.toContain(pastId);
      const past = (await seeker.get('/api/events?when=past')).json();
      expect(past.items.map((e: CommunityEvent) => e.id)).toContain(pastId);
      expect((await rsvp(seeker, pastId)).json().code).toBe('events/started');
    });
  });

  it('cancels: RSVPs close, reminders are dropped, and everyone signed up is told', async () => {
    const event = await createEvent({ capacity: 1, format: 'in-person', onlineUrl: null, place: 'Community hall, 1 High Street' });
    const [a, b] = await people(2);
    await rsvp(a!.client, event.id);
    await rsvp(b!.client, event.id);
    const cancelled = await admin.post(`/api/events/${event.id}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().event.cancelledAt).not.toBeNull();
    for (const p of [a!, b!]) await mailbox.waitFor(p.person.email, (m) => m.subject === `Cancelled: ${event.title}`);
    expect((await rsvp(seeker, event.id)).json().code).toBe('events/cancelled');
    const pending = await t.app.database.db.selectFrom('outbox').select('id').where('reference', '=', `event:${event.id}`).where('template', '=', EVENT_REMINDER).execute();
    expect(pending).toEqual([]);
    // Cancelling twice is harmless.
    expect((await admin.post(`/api/events/${event.id}/cancel`)).statusCode).toBe(200);
  });

  it('downloads a valid .ics for "Add to calendar"', async () => {
    const title = 'Grief, loss; and finding your way: a gentle evening';
    const event = await createEvent({ title, description: `${'A long description that needs folding. '.repeat(6)}Ünïcödé ✓ too.\nSecond line.` });
    const res = await seeker.get(`/api/events/${event.id}/calendar.ics`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar; charset=utf-8/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="harbour-[a-z0-9-]+\.ics"$/);
    const ics = res.body;
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    const lines = unfold(ics);
    const value = (name: string) => lines.find((l) => l.startsWith(`${name}:`))?.slice(name.length + 1);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    expect(value('VERSION')).toBe('2.0');
    expect(value('DTSTART')).toMatch(/^\d{8}T\d{6}Z$/);
    expect(value('DTSTART')).toBe(icsUtc(new Date(event.startsAt)));
    expect(value('DTEND')).toBe(icsUtc(new Date(event.endsAt)));
    expect(value('DTSTAMP')).toMatch(/^\d{8}T\d{6}Z$/);
    expect(value('UID')).toMatch(new RegExp(`^event-${event.id}@`));
    expect(value('SUMMARY')).toBe('Grief\\, loss\\; and finding your way: a gentle evening');
    expect(value('SUMMARY')).toBe(escapeIcsText(title));
    expect(value('DESCRIPTION')).toContain('Ünïcödé ✓ too.\\nSecond line.');
    expect(value('STATUS')).toBe('CONFIRMED');
  });

  it('sends a reminder that came due while the server was down, once, after a restart', async () => {
    const database = await createTestDatabase(kind);
    const config = testConfig({ database: database.config, smtpUrl });
    try {
      const first = await buildApp(config, { logger: false });
      await first.ready();
      await first.outbox.stop();
      const organiser = new TestClient(first);
      expect((await login(organiser, 'admin@example.com', config.demoPassword)).statusCode).toBe(200);
      const person = await signedInPerson(first, mailbox);
      const created = await organiser.post('/api/events', eventInput({ title: `Evening check-in ${randomUUID().slice(0, 6)}`, startsAt: inHours(23), endsAt: inHours(24) }));
      expect(created.statusCode).toBe(201);
      const event = created.json().event as CommunityEvent;
      expect((await rsvp(person.client, event.id)).json().event.myStatus).toBe('attending');
      // Its reminder was due an hour ago; this server is not sending (as if it had gone down).
      const queued = await first.database.db.selectFrom('outbox').selectAll().where('recipientId', '=', person.user.uid).where('template', '=', EVENT_REMINDER).execute();
      expect(queued).toHaveLength(1);
      expect(queued[0]!.status).toBe('pending');
      await first.close();
      const isReminder = (m: { subject: string }) => m.subject === `Reminder: ${event.title} starts soon`;
      expect(mailbox.messages.filter((m) => m.to === person.person.email && isReminder(m))).toHaveLength(0);

      const second = await buildApp(config, { logger: false });
      await second.ready();
      const reminder = await mailbox.waitFor(person.person.email, isReminder);
      expect(reminder.text).toContain(event.onlineUrl ?? 'https://meet.example.org/');
      await second.outbox.processDue();
      await second.close();
      // A third start finds nothing left to send.
      const third = await buildApp(config, { logger: false });
      await third.ready();
      await third.outbox.stop();
      await third.outbox.processDue();
      const sent = await third.database.db.selectFrom('outbox').select(['status', 'sentAt']).where('recipientId', '=', person.user.uid).where('template', '=', EVENT_REMINDER).execute();
      expect(sent).toEqual([{ status: 'sent', sentAt: expect.anything() }]);
      await third.close();
      expect(mailbox.messages.filter((m) => m.to === person.person.email && isReminder(m))).toHaveLength(1);
    } finally {
      await database.drop();
      rmSync(config.dataDir, { recursive: true, force: true });
    }
  });

  it.runIf(kind === 'postgres')('shares the outbox between two server instances: each reminder is sent exactly once', async () => {
    const database = await createTestDatabase(kind);
    const config = testConfig({ database: database.config, smtpUrl });
    const [a, b] = [await buildApp(config, { logger: false }), await buildApp(config, { logger: false })];
    try {
      await Promise.all([a.ready(), b.ready()]);
      await Promise.all([a.outbox.stop(), b.outbox.stop()]);
      const db = a.database.db;
      const now = new Date().toISOString();
      const tag = randomUUID().slice(0, 8);
      const recipients = Array.from({ length: 30 }, (_, i) => ({ id: randomUUID(), email: `shared-${tag}-${i}@example.org`, username: `shared_${tag}_${i}` }));
      await db
        .insertInto('users')
        .values(recipients.map((r) => ({ ...r, name: r.username, emailVerified: true, image: null, createdAt: now, updatedAt: now, role: 'seeker', gender: null, dateOfBirth: null, fullName: null })))
        .execute();
      const event = { id: randomUUID(), title: `Shared reminder ${tag}`, description: 'One reminder each.', hostName: 'Harbour', startsAt: inHours(23), endsAt: inHours(24), format: 'online' as const, onlineUrl: 'https://meet.example.org/shared', place: null, capacity: 50, audience: 'all' as const, createdBy: null, cancelledAt: null, createdAt: now, updatedAt: now };
      await db.insertInto('events').values(event).execute();
      await db
        .insertInto('eventRegistrations')
        .values(recipients.map((r, i) => ({ id: randomUUID(), eventId: event.id, userId: r.id, status: 'attending' as const, seq: i + 1, createdAt: now, updatedAt: now })))
        .execute();
      await enqueueMail(db, ...recipients.map((r) => reminderFor(event, r.id)));

      // Both instances work through the same rows at the same time, a few at a time.
      const passes = await Promise.all([a.outbox.processDue({ batchSize: 2 }), b.outbox.processDue({ batchSize: 2 }), a.outbox.processDue({ batchSize: 3 }), b.outbox.processDue({ batchSize: 3 })]);
      expect(passes.reduce((sum, p) => sum + p.sent, 0)).toBe(30);
      await Promise.all(recipients.map((r) => mailbox.waitFor(r.email, (m) => m.subject === `Reminder: ${event.title} starts soon`)));
      await Promise.all([a.outbox.processDue(), b.outbox.processDue()]);
      for (const r of recipients) expect(mailbox.messages.filter((m) => m.to === r.email)).toHaveLength(1);
      const rows = await db.selectFrom('outbox').select(['status', 'claimedBy']).where('reference', '=', `event:${event.id}`).execute();
      expect(rows.every((r) => r.status === 'sent')).toBe(true);
      expect(new Set(rows.map((r) => r.claimedBy))).toEqual(new Set([a.outbox.instanceId, b.outbox.instanceId]));
    } finally {
      await Promise.all([a.close(), b.close()]);
      await database.drop();
      rmSync(config.dataDir, { recursive: true, force: true });
    }
  });

  it('is part of "Download my data"', async () => {
    const event = await createEvent({ title: 'Export check' });
    const [person] = await people(1);
    await rsvp(person!.client, event.id);
    const data = (await person!.client.get('/api/account/export')).json();
    expect(data.events.registrations).toEqual([expect.objectContaining({ eventId: event.id, title: 'Export check', status: 'attending' })]);
    const organiser = (await admin.get('/api/account/export')).json();
    expect(organiser.events.organised.map((e: { id: string }) => e.id)).toContain(event.id);
  });
});
