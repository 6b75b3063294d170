import { expect } from 'vitest';
import { z } from 'zod';
import {
  accountDeletionRequestSchema,
  emailChangeRequestSchema,
  loginRequestSchema,
  passwordChangeRequestSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  profileUpdateSchema,
  registrationRequestSchema,
  usernameSchema,
  verificationRequestInputSchema,
} from '@wellbeing/shared/schemas/account';
import {
  adminArticleListQuerySchema,
  adminUserListQuerySchema,
  articleCreateSchema,
  articleUpdateSchema,
  auditListQuerySchema,
  idParamsSchema,
  ratingListQuerySchema,
  rejectVerificationSchema,
  roleChangeSchema,
  verificationListQuerySchema,
} from '@wellbeing/shared/schemas/admin';
import { ratingInputSchema, zoneSchema } from '@wellbeing/shared/schemas/articles';
import { chatMessageInputSchema, chatTitleInputSchema } from '@wellbeing/shared/schemas/chat';
import { eventInputSchema, eventListQuerySchema } from '@wellbeing/shared/schemas/events';
import {
  contactDecisionSchema,
  contactRequestInputSchema,
  contactRequestListQuerySchema,
  directoryProfileInputSchema,
  directorySearchSchema,
} from '@wellbeing/shared/schemas/professionals';
import {
  assessmentInputSchema,
  crisisLineInputSchema,
  INSTRUMENT_IDS,
  journalEntryInputSchema,
  journalExportQuerySchema,
  journalRangeQuerySchema,
} from '@wellbeing/shared/schemas/tools';
import type { Method, RegisteredRoute } from './harness.js';
import { freshDay, next, validBodies, type World } from './world.js';

/**
 * Every route the app registers, with the zod schemas its handler parses (the same ones the route modules
 * import; a few routes define theirs inline, repeated here), who calls it, and valid values that get a
 * request past validation. `expectTableCoversApp` fails when the app and this table disagree, so a new
 * route cannot be added without being fuzzed and attacked.
 */

/** Who sends the request. `fresh`: a new anonymous client each time (own address, no limits carried over);
 * `registration`: a fresh client with a registration ticket; `disposable`: a new signed-in seeker each time
 * (for routes that end the caller's session or account). */
export type ActorKind = 'anonymous' | 'fresh' | 'registration' | 'disposable' | 'seeker' | 'other' | 'supporter' | 'professional' | 'otherProfessional' | 'admin';

/** Who may reach the object a path parameter names, and what anyone else gets. */
export type Access =
  /** The object belongs to the route's actor; `outsider` (any other signed-in person) gets 404. */
  | { kind: 'owner'; outsider: ActorKind }
  /** Two parties share it (a contact request); `outsider` gets 404. */
  | { kind: 'parties'; outsider: ActorKind }
  /** Admin area: everyone else gets 404, as if it did not exist. */
  | { kind: 'admin'; outsider: ActorKind }
  /** Visible to every signed-in person (so not hidden), changeable by its organiser and admins only. */
  | { kind: 'organiser'; outsider: ActorKind }
  /** The parameter names something public; what is read or written is the caller's own (checked separately). */
  | { kind: 'public'; why: string };

export interface RouteSpec {
  method: Method;
  url: string;
  actor: ActorKind;
  params?: { schema: z.ZodType; valid: (w: World) => Record<string, string> };
  query?: { schema: z.ZodType; valid?: (w: World) => Record<string, string> };
  /** Absent: the handler reads no body (the fuzz still sends one, which must be ignored). */
  body?: { schema: z.ZodType; valid: (w: World) => unknown; fixed?: (w: World) => Record<string, unknown> };
  access?: Access;
  /** Fewer property runs (each run costs a sign-in or sends e-mail). */
  expensive?: boolean;
}

const id = { schema: idParamsSchema };
const uuidParams = z.object({ id: z.uuid() });
const createConversationSchema = z.strictObject({ title: chatTitleInputSchema.shape.title.optional() }).optional();
const assessmentsListQuery = z.strictObject({ instrument: z.enum(INSTRUMENT_IDS).optional() });
const verifyEmailQuery = z.object({ token: z.string().min(1).max(400), callbackURL: z.string().max(300).optional() });
const eventFixed = () => {
  const body = validBodies.event();
  return { startsAt: body.startsAt, endsAt: body.endsAt, format: 'online', onlineUrl: 'https://meet.example.org/x' };
};

export const ROUTES: RouteSpec[] = [
  // ─── Health, session, registration ──────────────────────────────────────────────────────────────────
  { method: 'GET', url: '/api/health', actor: 'anonymous' },
  { method: 'GET', url: '/api/session', actor: 'seeker' },
  { method: 'POST', url: '/api/session/login', actor: 'fresh', body: { schema: loginRequestSchema, valid: () => ({ email: `nobody-${next()}@example.org`, password: 'not-the-password' }) } },
  { method: 'POST', url: '/api/session/logout', actor: 'disposable', expensive: true },
  { method: 'POST', url: '/api/session/password-reset', actor: 'fresh', body: { schema: passwordResetRequestSchema, valid: () => ({ email: `nobody-${next()}@example.org` }) } },
  {
    method: 'POST',
    url: '/api/session/password-reset/confirm',
    actor: 'fresh',
    body: { schema: passwordResetSchema, valid: () => ({ token: `never${next()}sent${'x'.repeat(16)}`, newPassword: `new-${next()}-passphrase-long` }) },
  },
  { method: 'GET', url: '/api/users/username-available', actor: 'fresh', query: { schema: z.object({ username: usernameSchema }), valid: () => ({ username: `free_${next()}` }) } },
  { method: 'GET', url: '/api/registration/ticket', actor: 'anonymous' },
  {
    method: 'GET',
    url: '/api/auth/*',
    actor: 'anonymous',
    params: { schema: z.object({ '*': z.enum(['verify-email', 'get-session', 'sign-in/email', 'list-sessions', 'reset-password/abcdefghijklmnopqrstuvwx']) }), valid: () => ({ '*': 'verify-email' }) },
    query: { schema: verifyEmailQuery, valid: () => ({ token: 'not-a-real-token-value', callbackURL: '/login?verified=1' }) },
    access: { kind: 'public', why: 'the e-mail verification link; the token decides' },
  },
  {
    method: 'POST',
    url: '/api/auth/*',
    actor: 'seeker',
    params: { schema: z.object({ '*': z.enum(['sign-up/email', 'sign-in/email', 'update-user', 'change-email', 'delete-user', 'revoke-sessions', 'request-password-reset', 'reset-password']) }), valid: () => ({ '*': 'update-user' }) },
    body: { schema: z.object({ name: z.string(), role: z.string() }), valid: () => ({ name: 'x', role: 'admin' }) },
    access: { kind: 'public', why: 'none of the library’s own POST endpoints is reachable (404)' },
  },
  { method: 'POST', url: '/registration', actor: 'registration', body: { schema: registrationRequestSchema, valid: () => validBodies.registration() }, expensive: true },

  // ─── Profile and account ────────────────────────────────────────────────────────────────────────────
  { method: 'GET', url: '/api/profile', actor: 'seeker' },
  { method: 'PATCH', url: '/api/profile', actor: 'supporter', body: { schema: profileUpdateSchema, valid: () => ({ gender: 'woman' }) } },
  { method: 'POST', url: '/api/profile/email', actor: 'supporter', body: { schema: emailChangeRequestSchema, valid: (w) => ({ newEmail: `new-${next()}@example.org`, currentPassword: w.supporter.password }) } },
  { method: 'POST', url: '/api/profile/password', actor: 'disposable', expensive: true, body: { schema: passwordChangeRequestSchema, valid: () => ({ currentPassword: 'wrong-password-here', newPassword: `new-${next()}-passphrase-long` }) } },
  { method: 'GET', url: '/api/profile/verification-request', actor: 'seeker' },
  { method: 'POST', url: '/api/profile/verification-request', actor: 'supporter', body: { schema: verificationRequestInputSchema, valid: () => validBodies.verificationRequest() } },
  { method: 'GET', url: '/api/account/sessions', actor: 'seeker' },
  { method: 'DELETE', url: '/api/account/sessions/:id', actor: 'seeker', params: { schema: z.object({ id: z.string().min(1).max(200) }), valid: (w) => ({ id: w.seekerSpareSessionId }) }, access: { kind: 'owner', outsider: 'other' } },
  { method: 'POST', url: '/api/account/sessions/revoke-all', actor: 'disposable', expensive: true },
  { method: 'GET', url: '/api/account/export', actor: 'seeker' },
  { method: 'POST', url: '/api/account/delete', actor: 'disposable', expensive: true, body: { schema: accountDeletionRequestSchema, valid: () => ({ password: 'not-the-password' }) } },

  // ─── Articles and ratings ───────────────────────────────────────────────────────────────────────────
  { method: 'GET', url: '/api/articles/featured', actor: 'anonymous' },
  { method: 'GET', url: '/api/zones/:zone/articles', actor: 'professional', params: { schema: z.object({ zone: zoneSchema }), valid: () => ({ zone: 'for-professionals' }) }, access: { kind: 'public', why: 'zones are open by role, not owned' } },
  { method: 'GET', url: '/api/articles/:id/access', actor: 'anonymous', params: { ...id, valid: (w) => ({ id: w.articleId }) }, access: { kind: 'public', why: 'zone and title only' } },
  { method: 'GET', url: '/api/articles/:id', actor: 'seeker', params: { ...id, valid: (w) => ({ id: w.articleId }) }, access: { kind: 'public', why: 'articles are open by zone' } },
  { method: 'GET', url: '/api/articles/:id/rating', actor: 'seeker', params: { ...id, valid: (w) => ({ id: w.articleId }) }, access: { kind: 'public', why: '`mine` is the caller’s own score (checked separately)' } },
  { method: 'PUT', url: '/api/articles/:id/rating', actor: 'seeker', params: { ...id, valid: (w) => ({ id: w.articleId }) }, body: { schema: ratingInputSchema, valid: () => ({ score: 4 }) }, access: { kind: 'public', why: 'writes the caller’s own score (checked separately)' } },

  // ─── Admin ──────────────────────────────────────────────────────────────────────────────────────────
  { method: 'GET', url: '/api/admin/overview', actor: 'admin' },
  { method: 'GET', url: '/api/admin/users', actor: 'admin', query: { schema: adminUserListQuerySchema } },
  { method: 'GET', url: '/api/admin/users/:id', actor: 'admin', params: { ...id, valid: (w) => ({ id: w.target.id }) }, access: { kind: 'admin', outsider: 'professional' } },
  { method: 'PATCH', url: '/api/admin/users/:id/role', actor: 'admin', params: { ...id, valid: (w) => ({ id: w.target.id }) }, body: { schema: roleChangeSchema, valid: () => ({ role: 'supporter' }) }, access: { kind: 'admin', outsider: 'seeker' } },
  { method: 'POST', url: '/api/admin/users/:id/ban', actor: 'admin', params: { ...id, valid: (w) => ({ id: w.target.id }) }, access: { kind: 'admin', outsider: 'supporter' } },
  { method: 'POST', url: '/api/admin/users/:id/unban', actor: 'admin', params: { ...id, valid: (w) => ({ id: w.target.id }) }, access: { kind: 'admin', outsider: 'seeker' } },
  { method: 'POST', url: '/api/admin/users/:id/resend-verification', actor: 'admin', params: { ...id, valid: (w) => ({ id: w.target.id }) }, access: { kind: 'admin', outsider: 'seeker' } },
  { method: 'GET', url: '/api/admin/verifications', actor: 'admin', query: { schema: verificationListQuerySchema } },
  { method: 'POST', url: '/api/admin/verifications/:id/approve', actor: 'admin', params: { ...id, valid: (w) => ({ id: w.pendingVerificationId }) }, access: { kind: 'admin', outsider: 'professional' } },
  { method: 'POST', url: '/api/admin/verifications/:id/reject', actor: 'admin', params: { ...id, valid: (w) => ({ id: w.pendingVerificationId }) }, body: { schema: rejectVerificationSchema, valid: () => ({ reason: 'The licence number was not found.' }) }, access: { kind: 'admin', outsider: 'seeker' } },
  { method: 'GET', url: '/api/admin/articles', actor: 'admin', query: { schema: adminArticleListQuerySchema } },
  { method: 'POST', url: '/api/admin/articles', actor: 'admin', body: { schema: articleCreateSchema, valid: () => validBodies.article(), fixed: () => ({ cover: { data: validBodies.article().cover.data } }) } },
  { method: 'GET', url: '/api/admin/articles/:id', actor: 'admin', params: { ...id, valid: (w) => ({ id: w.articleId }) }, access: { kind: 'admin', outsider: 'seeker' } },
  { method: 'PATCH', url: '/api/admin/articles/:id', actor: 'admin', params: { ...id, valid: (w) => ({ id: w.articleId }) }, body: { schema: articleUpdateSchema, valid: () => ({ title: 'A better title' }) }, access: { kind: 'admin', outsider: 'professional' } },
  { method: 'DELETE', url: '/api/admin/articles/:id', actor: 'admin', params: { ...id, valid: (w) => ({ id: w.articleId }) }, access: { kind: 'admin', outsider: 'supporter' } },
  { method: 'GET', url: '/api/admin/ratings', actor: 'admin', query: { schema: ratingListQuerySchema } },
  { method: 'GET', url: '/api/admin/audit', actor: 'admin', query: { schema: auditListQuerySchema } },
  { method: 'GET', url: '/uploads/:name', actor: 'anonymous', params: { schema: z.object({ name: z.string().regex(/^[a-f0-9]{32}\.(png|jpg|webp)$/) }), valid: (w) => ({ name: w.uploadName }) }, access: { kind: 'public', why: 'article covers are public images' } },

  // ─── Crisis lines ───────────────────────────────────────────────────────────────────────────────────
  { method: 'GET', url: '/api/crisis-lines', actor: 'anonymous' },
  { method: 'GET', url: '/api/admin/crisis-lines', actor: 'admin' },
  { method: 'POST', url: '/api/admin/crisis-lines', actor: 'admin', body: { schema: crisisLineInputSchema, valid: () => validBodies.crisisLine() } },
  { method: 'GET', url: '/api/admin/crisis-lines/:id', actor: 'admin', params: { ...id, valid: (w) => ({ id: w.crisisLineId }) }, access: { kind: 'admin', outsider: 'seeker' } },
  { method: 'PUT', url: '/api/admin/crisis-lines/:id', actor: 'admin', params: { ...id, valid: (w) => ({ id: w.crisisLineId }) }, body: { schema: crisisLineInputSchema, valid: () => validBodies.crisisLine() }, access: { kind: 'admin', outsider: 'professional' } },
  { method: 'DELETE', url: '/api/admin/crisis-lines/:id', actor: 'admin', params: { ...id, valid: (w) => ({ id: w.crisisLineId }) }, access: { kind: 'admin', outsider: 'supporter' } },

  // ─── Assessments and the mood journal ───────────────────────────────────────────────────────────────
  { method: 'GET', url: '/api/assessments', actor: 'seeker', query: { schema: assessmentsListQuery } },
  { method: 'POST', url: '/api/assessments', actor: 'seeker', body: { schema: assessmentInputSchema, valid: () => validBodies.assessment() } },
  { method: 'DELETE', url: '/api/assessments/:id', actor: 'seeker', params: { ...id, valid: (w) => ({ id: w.assessmentId }) }, access: { kind: 'owner', outsider: 'other' } },
  { method: 'GET', url: '/api/journal', actor: 'seeker', query: { schema: journalRangeQuerySchema } },
  { method: 'POST', url: '/api/journal', actor: 'seeker', body: { schema: journalEntryInputSchema, valid: () => validBodies.journal(), fixed: () => ({ date: freshDay() }) } },
  { method: 'GET', url: '/api/journal/export', actor: 'seeker', query: { schema: journalExportQuerySchema, valid: () => ({ format: 'json' }) } },
  { method: 'GET', url: '/api/journal/:id', actor: 'seeker', params: { ...id, valid: (w) => ({ id: w.journalId }) }, access: { kind: 'owner', outsider: 'other' } },
  { method: 'PUT', url: '/api/journal/:id', actor: 'seeker', params: { ...id, valid: (w) => ({ id: w.journalId }) }, body: { schema: journalEntryInputSchema, valid: (w) => ({ date: w.journalDate, mood: 4, tags: [], note: 'Edited.' }), fixed: (w) => ({ date: w.journalDate }) }, access: { kind: 'owner', outsider: 'other' } },
  { method: 'DELETE', url: '/api/journal/:id', actor: 'seeker', params: { ...id, valid: (w) => ({ id: w.journalId }) }, access: { kind: 'owner', outsider: 'other' } },

  // ─── AI chat ────────────────────────────────────────────────────────────────────────────────────────
  { method: 'GET', url: '/api/chat/assistant', actor: 'seeker' },
  { method: 'GET', url: '/api/chat/conversations', actor: 'seeker' },
  { method: 'POST', url: '/api/chat/conversations', actor: 'seeker', body: { schema: createConversationSchema, valid: () => ({ title: 'Thinking out loud' }) } },
  { method: 'GET', url: '/api/chat/conversations/:id', actor: 'seeker', params: { schema: uuidParams, valid: (w) => ({ id: w.conversationId }) }, access: { kind: 'owner', outsider: 'other' } },
  { method: 'PATCH', url: '/api/chat/conversations/:id', actor: 'seeker', params: { schema: uuidParams, valid: (w) => ({ id: w.conversationId }) }, body: { schema: chatTitleInputSchema, valid: () => ({ title: 'Renamed' }) }, access: { kind: 'owner', outsider: 'other' } },
  { method: 'DELETE', url: '/api/chat/conversations/:id', actor: 'seeker', params: { schema: uuidParams, valid: (w) => ({ id: w.conversationId }) }, access: { kind: 'owner', outsider: 'other' } },
  { method: 'POST', url: '/api/chat/conversations/:id/messages', actor: 'seeker', params: { schema: uuidParams, valid: (w) => ({ id: w.conversationId }) }, body: { schema: chatMessageInputSchema, valid: () => ({ content: 'Work has been busy this week.' }) }, access: { kind: 'owner', outsider: 'other' } },

  // ─── Professionals and contact requests ─────────────────────────────────────────────────────────────
  { method: 'GET', url: '/api/professionals', actor: 'seeker', query: { schema: directorySearchSchema } },
  { method: 'GET', url: '/api/professionals/:id', actor: 'seeker', params: { ...id, valid: (w) => ({ id: w.professional.id }) }, access: { kind: 'public', why: 'the directory lists verified professionals to every signed-in person' } },
  { method: 'GET', url: '/api/directory-profile', actor: 'professional' },
  { method: 'PUT', url: '/api/directory-profile', actor: 'otherProfessional', body: { schema: directoryProfileInputSchema, valid: () => validBodies.directoryProfile() } },
  { method: 'POST', url: '/api/professionals/:id/contact-requests', actor: 'supporter', params: { ...id, valid: (w) => ({ id: w.professional.id }) }, body: { schema: contactRequestInputSchema, valid: () => validBodies.contactRequest() }, access: { kind: 'public', why: 'anyone signed in may write to a listed professional' } },
  { method: 'GET', url: '/api/contact-requests', actor: 'seeker', query: { schema: contactRequestListQuerySchema, valid: () => ({ box: 'sent' }) } },
  { method: 'GET', url: '/api/contact-requests/:id', actor: 'seeker', params: { ...id, valid: (w) => ({ id: w.contactRequestId }) }, access: { kind: 'parties', outsider: 'otherProfessional' } },
  { method: 'POST', url: '/api/contact-requests/:id/decision', actor: 'professional', params: { ...id, valid: (w) => ({ id: w.contactRequestId }) }, body: { schema: contactDecisionSchema, valid: () => ({ decision: 'accepted' }) }, access: { kind: 'parties', outsider: 'otherProfessional' } },

  // ─── Events ─────────────────────────────────────────────────────────────────────────────────────────
  { method: 'GET', url: '/api/events', actor: 'seeker', query: { schema: eventListQuerySchema } },
  { method: 'POST', url: '/api/events', actor: 'professional', body: { schema: eventInputSchema, valid: () => validBodies.event(), fixed: eventFixed } },
  { method: 'GET', url: '/api/events/:id', actor: 'seeker', params: { ...id, valid: (w) => ({ id: w.eventId }) }, access: { kind: 'public', why: 'every signed-in person sees the events list' } },
  { method: 'PUT', url: '/api/events/:id', actor: 'professional', params: { ...id, valid: (w) => ({ id: w.eventId }) }, body: { schema: eventInputSchema, valid: () => validBodies.event(), fixed: eventFixed }, access: { kind: 'organiser', outsider: 'otherProfessional' } },
  { method: 'POST', url: '/api/events/:id/cancel', actor: 'professional', params: { ...id, valid: (w) => ({ id: w.eventId }) }, access: { kind: 'organiser', outsider: 'otherProfessional' } },
  { method: 'POST', url: '/api/events/:id/rsvp', actor: 'seeker', params: { ...id, valid: (w) => ({ id: w.eventId }) }, access: { kind: 'public', why: 'an RSVP is the caller’s own' } },
  { method: 'DELETE', url: '/api/events/:id/rsvp', actor: 'seeker', params: { ...id, valid: (w) => ({ id: w.eventId }) }, access: { kind: 'public', why: 'an RSVP is the caller’s own' } },
  { method: 'GET', url: '/api/events/:id/calendar.ics', actor: 'supporter', params: { ...id, valid: (w) => ({ id: w.eventId }) }, access: { kind: 'public', why: 'the joining link only for people with a place (checked separately)' } },

  // ─── Development mailbox (only without SMTP, never in production) ───────────────────────────────────
  { method: 'GET', url: '/dev/mailbox', actor: 'anonymous' },
];

export const STATE_CHANGING: ReadonlySet<Method> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const specKey = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

/** Fails unless the registered routes and the table are the same set (the mailbox only when registered). */
export function expectTableCoversApp(registered: readonly RegisteredRoute[]): void {
  const inApp = new Set(registered.map(specKey));
  const inTable = new Set(ROUTES.filter((r) => r.url !== '/dev/mailbox' || inApp.has(specKey(r))).map(specKey));
  expect([...inApp].filter((k) => !inTable.has(k)).sort(), 'routes the app registers that the security tables do not cover').toEqual([]);
  expect([...inTable].filter((k) => !inApp.has(k)).sort(), 'routes in the security tables that the app does not register').toEqual([]);
  // Every route with a path parameter says who may reach what it names.
  const withoutAccess = ROUTES.filter((r) => r.url.includes(':') && !r.access).map(specKey);
  expect(withoutAccess, 'routes with a path parameter but no access rule in the table').toEqual([]);
}

/** The URL for a route pattern with its parameters filled in (each value encoded as one path segment). */
export function fillUrl(pattern: string, params: Record<string, string>, query?: Record<string, unknown>): string {
  let url = pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeSegment(params[name] ?? ''));
  if (url.endsWith('*')) url = url.slice(0, -1) + (params['*'] ?? '').split('/').map(encodeSegment).join('/');
  if (query && Object.keys(query).length > 0) url += `?${toQueryString(query)}`;
  return url;
}

/** Percent-encodes a path segment, lone surrogates included (as the bytes a browser would never send). */
export function encodeSegment(value: string): string {
  return [...value].map((ch) => (LONE_SURROGATE.test(ch) ? '%ED%A0%80' : encodeURIComponent(ch))).join('');
}
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

export function toQueryString(query: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    const values = Array.isArray(value) ? value : [value];
    for (const v of values) {
      const text = typeof v === 'string' ? v : v === null ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v);
      parts.push(`${encodeSegment(key)}=${encodeSegment(text)}`);
    }
  }
  return parts.join('&');
}
