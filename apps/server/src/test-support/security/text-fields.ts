import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { limitKey } from '../../modules/rate-limit/limiter.js';
import { freshDay, validBodies, type World } from './world.js';

/**
 * Every stored text field a person or an admin can write, grouped by the form that writes it: how to write
 * a value into each field and read back what was stored. Each field has its schema's length limits, so a
 * test value can be fitted in.
 */
export interface TextField {
  name: string;
  min: number;
  max: number;
  /** A field of one line (a name, a licence number): line breaks, tabs and direction overrides are refused. */
  oneLine?: boolean;
}

export interface TextForm {
  name: string;
  fields: TextField[];
  /** Private text: the logs must never hold it. */
  private?: boolean;
  /** Runs before each write (e.g. a pending request decided, so another can be filed). */
  before?: (w: World) => Promise<void>;
  write: (w: World, values: Record<string, string>) => Promise<LightMyRequestResponse>;
  /** The stored values, read back through the API. */
  read: (w: World, written: LightMyRequestResponse) => Promise<Record<string, unknown>>;
}

const json = (res: LightMyRequestResponse) => res.json() as Record<string, Record<string, unknown>>;
const field = (name: string, min: number, max: number): TextField => ({ name, min, max });
const oneLineField = (name: string, min: number, max: number): TextField => ({ name, min, max, oneLine: true });

/** Starts the per-person limits of the chat and contact requests afresh (the forms write more than a person would). */
async function clearRateLimits(w: World): Promise<void> {
  for (const id of [w.seeker.id, w.other.id]) {
    for (const scope of ['chat-conversation', 'chat-message', 'contact-request']) await w.app.limiter.reset(limitKey(scope, id));
  }
}

/** The conversation the chat forms write into (made on first use, after the fuzz may have deleted the world's). */
const conversations = new WeakMap<World, string>();
async function conversationOf(w: World): Promise<string> {
  let id = conversations.get(w);
  if (!id) {
    id = (await w.seeker.client.post('/api/chat/conversations', {})).json().id as string;
    conversations.set(w, id);
  }
  return id;
}

export const TEXT_FORMS: TextForm[] = [
  {
    name: 'journal entry',
    private: true,
    fields: [field('note', 0, 2000)],
    write: (w, v) => w.seeker.client.post('/api/journal', { date: freshDay(), mood: 2, tags: [], note: v.note }),
    read: async (w, res) => json(await w.seeker.client.get(`/api/journal/${json(res).entry!.id}`)).entry!,
  },
  {
    name: 'profile',
    fields: [oneLineField('gender', 0, 50)],
    write: (w, v) => w.seeker.client.patch('/api/profile', v),
    read: async (w) => json(await w.seeker.client.get('/api/profile')).profile!,
  },
  {
    name: 'professional profile',
    fields: [oneLineField('fullName', 2, 120)],
    write: (w, v) => w.professional.client.patch('/api/profile', v),
    read: async (w) => json(await w.professional.client.get('/api/profile')).profile!,
  },
  {
    name: 'verification request',
    fields: [oneLineField('fullName', 2, 120), oneLineField('licenceNumber', 2, 60), oneLineField('regulator', 2, 120), oneLineField('country', 2, 60)],
    before: async (w) => {
      await w.app.database.db.updateTable('professionalVerifications').set({ status: 'rejected' }).where('userId', '=', w.supporter.id).where('status', '=', 'pending').execute();
    },
    write: (w, v) => w.supporter.client.post('/api/profile/verification-request', validBodies.verificationRequest(v)),
    read: async (w) => json(await w.supporter.client.get('/api/profile/verification-request')).request!,
  },
  {
    name: 'chat conversation',
    private: true,
    fields: [field('title', 1, 80)],
    before: clearRateLimits,
    write: (w, v) => w.seeker.client.post('/api/chat/conversations', v),
    read: async (w, res) => json(await w.seeker.client.get(`/api/chat/conversations/${json(res).id}`)).conversation!,
  },
  {
    name: 'chat message',
    private: true,
    fields: [field('content', 1, 2000)],
    before: clearRateLimits,
    write: async (w, v) => w.seeker.client.post(`/api/chat/conversations/${await conversationOf(w)}/messages`, { content: v.content }),
    read: async (w) => {
      const messages = json(await w.seeker.client.get(`/api/chat/conversations/${await conversationOf(w)}`)).messages as unknown as Array<{ kind: string; content: string }>;
      return { content: messages.filter((m) => m.kind === 'user').at(-1)?.content };
    },
  },
  {
    name: 'article',
    fields: [field('title', 3, 150), field('excerpt', 10, 300), field('content', 20, 100_000)],
    write: (w, v) => w.admin.client.post('/api/admin/articles', validBodies.article(v)),
    read: async (w, res) => json(await w.admin.client.get(`/api/admin/articles/${json(res).article!.id}`)).article!,
  },
  {
    name: 'verification decision',
    fields: [field('reason', 3, 1000)],
    before: async (w) => {
      await w.app.database.db.updateTable('professionalVerifications').set({ status: 'rejected' }).where('userId', '=', w.other.id).where('status', '=', 'pending').execute();
      await w.app.database.db
        .insertInto('professionalVerifications')
        .values({ id: randomUUID(), userId: w.other.id, fullName: 'Other Person', licenceNumber: 'O-1', regulator: 'Some Council', country: 'Ireland', licenceExpiry: '2099-01-01', status: 'pending', createdAt: new Date().toISOString() })
        .execute();
    },
    write: async (w, v) => {
      const pending = await w.app.database.db.selectFrom('professionalVerifications').select('id').where('userId', '=', w.other.id).where('status', '=', 'pending').executeTakeFirstOrThrow();
      return w.admin.client.post(`/api/admin/verifications/${pending.id}/reject`, v);
    },
    read: async (w) => json(await w.other.client.get('/api/profile/verification-request')).request!,
  },
  {
    name: 'crisis line',
    fields: [field('name', 2, 120), field('description', 1, 600), field('hours', 1, 120), field('source', 2, 200), field('smsBody', 1, 40)],
    write: (w, v) => w.admin.client.post('/api/admin/crisis-lines', validBodies.crisisLine({ ...v, sms: '85258' })),
    read: async (w, res) => json(await w.admin.client.get(`/api/admin/crisis-lines/${json(res).line!.id}`)).line!,
  },
  {
    name: 'directory profile',
    fields: [oneLineField('fullName', 2, 120), field('title', 2, 100), field('location', 1, 100), field('fees', 1, 160), field('availability', 1, 160), field('bio', 20, 1500)],
    write: (w, v) => w.otherProfessional.client.request({ method: 'PUT', url: '/api/directory-profile', payload: validBodies.directoryProfile(v) }),
    read: async (w) => json(await w.otherProfessional.client.get('/api/directory-profile')).profile!,
  },
  {
    name: 'contact request',
    private: true,
    fields: [field('message', 10, 1000)],
    before: clearRateLimits,
    write: (w, v) => w.other.client.post(`/api/professionals/${w.professional.id}/contact-requests`, { ...validBodies.contactRequest(), message: v.message }),
    read: async (w, res) => json(await w.other.client.get(`/api/contact-requests/${json(res).request!.id}`)).request!,
  },
  {
    name: 'event',
    fields: [field('title', 3, 120), field('description', 10, 4000), field('hostName', 2, 120), field('place', 2, 200)],
    write: (w, v) => w.professional.client.post('/api/events', validBodies.event({ ...v, format: 'in-person', onlineUrl: null })),
    read: async (w, res) => json(await w.professional.client.get(`/api/events/${json(res).event!.id}`)).event!,
  },
];

/**
 * The value as it goes into one field: framed by «» (so the documented trim of surrounding blank space never
 * applies), padded to the field's minimum, and cut, at a code point, to its maximum.
 */
export function fitToField(value: string, f: TextField, marker = ''): string {
  const frame = (inner: string) => `«${marker}${inner}»`;
  let points = [...value];
  while (frame(points.join('')).length > f.max && points.length > 0) points = points.slice(0, -1);
  let text = frame(points.join(''));
  if (text.length < f.min) text = `«${marker}${points.join('')} ${'·'.repeat(f.min - text.length)}»`;
  return text;
}
