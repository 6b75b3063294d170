import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { EventInput } from '@wellbeing/shared/schemas/events';
import type { DirectoryProfileInput } from '@wellbeing/shared/schemas/professionals';
import type { CrisisLineInput } from '@wellbeing/shared/schemas/tools';
import { TestClient } from '../http.js';
import { newActor, type Actor, type SecretLog } from './harness.js';

/** A 1×1 PNG (an article cover must be a real image). */
export const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const DAY_MS = 86_400_000;
let sequence = 0;
/** A different value each call (journal days, e-mail addresses…), so valid bodies never collide. */
export const next = () => ++sequence;

/** A past calendar day not used before in this process (one journal entry per day per person). */
export const freshDay = () => new Date(Date.now() - (30 + next()) * DAY_MS).toISOString().slice(0, 10);

export const validBodies = {
  journal: (note = 'A calm day by the sea.') => ({ date: freshDay(), mood: 3, tags: ['rest'], note }),
  event: (overrides: Partial<EventInput> = {}): EventInput => {
    const start = Date.now() + (3 + (next() % 50)) * DAY_MS;
    return {
      title: 'Evening support circle',
      description: 'A gentle hour to talk and listen, together.',
      hostName: 'Harbour team',
      startsAt: new Date(start).toISOString(),
      endsAt: new Date(start + 60 * 60 * 1000).toISOString(),
      format: 'online',
      onlineUrl: 'https://meet.example.org/circle',
      place: null,
      capacity: 20,
      audience: 'all',
      ...overrides,
    };
  },
  directoryProfile: (overrides: Partial<DirectoryProfileInput> = {}): DirectoryProfileInput => ({
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
  }),
  crisisLine: (overrides: Partial<CrisisLineInput> = {}): CrisisLineInput => ({
    region: 'GB',
    name: 'Test listening line',
    description: 'Someone to talk to, any time.',
    phone: '0800 123 456',
    sms: null,
    smsBody: null,
    email: null,
    url: 'https://line.example.org/',
    hours: '24 hours',
    source: 'https://line.example.org/about',
    lastChecked: new Date(Date.now() - DAY_MS).toISOString().slice(0, 10),
    sortOrder: 5,
    ...overrides,
  }),
  article: (overrides: Record<string, unknown> = {}) => ({
    title: 'Breathing through a hard moment',
    zone: 'your-calm-zone',
    excerpt: 'A short guide to slowing down.',
    content: 'Breathe in for four, hold for four, out for six. Repeat a few times.',
    cover: { data: PNG },
    ...overrides,
  }),
  verificationRequest: (overrides: Record<string, unknown> = {}) => ({
    fullName: 'Sam River',
    licenceNumber: 'PSY-12345',
    regulator: 'Health and Care Professions Council',
    country: 'United Kingdom',
    licenceExpiry: new Date(Date.now() + 400 * DAY_MS).toISOString().slice(0, 10),
    ...overrides,
  }),
  contactRequest: (message = 'Hello, I would like to talk about my anxiety.') => ({ message, contactMethod: 'email', contactValue: `reach-${next()}@example.org` }),
  registration: () => {
    const tag = randomUUID().slice(0, 8);
    return { email: `reg-${tag}@example.org`, username: `reg_${tag}`, password: `reg-${randomUUID()}` };
  },
  assessment: () => ({ instrument: 'gad7', answers: [0, 1, 2, 3, 0, 1, 2] }),
};

/**
 * The people and things the route tables point at, made through the API where it can be (so they are real),
 * directly in the database where the API has no way (a pending verification request of someone else).
 */
export interface World {
  app: FastifyInstance;
  seeker: Actor;
  /** A second seeker: "someone else" for object-level checks. */
  other: Actor;
  supporter: Actor;
  professional: Actor;
  /** A second verified professional (not the organiser of `eventId`, not the recipient of `contactRequestId`). */
  otherProfessional: Actor;
  admin: Actor;
  /** Someone the admin acts on (role changes, bans). */
  target: Actor;
  journalId: string;
  journalDate: string;
  conversationId: string;
  assessmentId: string;
  /** A second session of the seeker (for DELETE /api/account/sessions/:id). */
  seekerSpareSessionId: string;
  contactRequestId: string;
  eventId: string;
  articleId: string;
  crisisLineId: string;
  pendingVerificationId: string;
  uploadName: string;
  /** Private text the world stored (the object-level and log checks look for it). */
  privateText: { journal: string; chat: string; contact: string };
}

const ok = (res: { statusCode: number; body: string }, what: string) => {
  if (res.statusCode >= 300) throw new Error(`${what}: ${res.statusCode} ${res.body}`);
  return JSON.parse(res.body) as Record<string, unknown> & { id?: string };
};

export async function buildWorld(app: FastifyInstance, secrets?: SecretLog): Promise<World> {
  const tag = randomUUID().slice(0, 8);
  const [seeker, other, supporter, professional, otherProfessional, admin, target] = await Promise.all([
    newActor(app, 'seeker', secrets),
    newActor(app, 'seeker', secrets),
    newActor(app, 'supporter', secrets),
    newActor(app, 'professional', secrets),
    newActor(app, 'professional', secrets),
    newActor(app, 'admin', secrets),
    newActor(app, 'seeker', secrets),
  ]);
  const privateText = {
    journal: `Private journal ${tag}: I cried at the bus stop today`,
    chat: `Private chat ${tag}: nobody knows how tired I am`,
    contact: `Private contact ${tag}: please call me after six`,
  };
  for (const text of Object.values(privateText)) secrets?.add('private text', text);

  const journalBody = validBodies.journal(privateText.journal);
  const journal = ok(await seeker.client.post('/api/journal', journalBody), 'journal entry') as { entry: { id: string } };
  const conversation = ok(await seeker.client.post('/api/chat/conversations', {}), 'conversation');
  const message = await seeker.client.post(`/api/chat/conversations/${conversation.id}/messages`, { content: privateText.chat });
  if (message.statusCode !== 200) throw new Error(`chat message: ${message.statusCode} ${message.body}`);
  const assessment = ok(await seeker.client.post('/api/assessments', validBodies.assessment()), 'assessment') as { assessment: { id: string } };

  // A second device of the seeker.
  const sessionsBefore = await app.database.db.selectFrom('sessions').select('id').where('userId', '=', seeker.id).execute();
  const device = new TestClient(app);
  ok(await device.post('/api/session/login', { email: seeker.email, password: seeker.password }), 'second device');
  secrets?.addCookies(device);
  const spare = (await app.database.db.selectFrom('sessions').select('id').where('userId', '=', seeker.id).execute()).find((s) => !sessionsBefore.some((b) => b.id === s.id))!;

  ok(await professional.client.request({ method: 'PUT', url: '/api/directory-profile', payload: validBodies.directoryProfile({ fullName: `Dr Secure ${tag}` }) }), 'directory profile');
  ok(await otherProfessional.client.request({ method: 'PUT', url: '/api/directory-profile', payload: validBodies.directoryProfile({ fullName: `Dr Other ${tag}` }) }), 'directory profile');
  const contact = ok(await seeker.client.post(`/api/professionals/${professional.id}/contact-requests`, validBodies.contactRequest(privateText.contact)), 'contact request') as { request: { id: string } };
  const event = ok(await professional.client.post('/api/events', validBodies.event()), 'event') as { event: { id: string } };
  const article = ok(await admin.client.post('/api/admin/articles', validBodies.article({ title: `Security article ${tag}` })), 'article') as { article: { id: string; coverImg: string } };
  const line = ok(await admin.client.post('/api/admin/crisis-lines', validBodies.crisisLine()), 'crisis line') as { line: { id: string } };

  const pendingVerificationId = randomUUID();
  await app.database.db
    .insertInto('professionalVerifications')
    .values({ id: pendingVerificationId, userId: target.id, fullName: 'Target Person', licenceNumber: 'T-1', regulator: 'Some Council', country: 'Ireland', licenceExpiry: '2099-01-01', status: 'pending', createdAt: new Date().toISOString() })
    .execute();

  return {
    app,
    seeker,
    other,
    supporter,
    professional,
    otherProfessional,
    admin,
    target,
    journalId: journal.entry.id,
    journalDate: journalBody.date,
    conversationId: conversation.id!,
    assessmentId: assessment.assessment.id,
    seekerSpareSessionId: spare.id,
    contactRequestId: contact.request.id,
    eventId: event.event.id,
    articleId: article.article.id,
    crisisLineId: line.line.id,
    pendingVerificationId,
    uploadName: article.article.coverImg.replace('/uploads/', ''),
    privateText,
  };
}
