import { z } from 'zod';
import { ERROR_MESSAGES } from '../errors.js';
import { ROLES } from '../roles.js';
import { ZONES } from '../zones.js';
import { VERIFICATION_STATUSES } from './account.js';

/**
 * Contracts of the admin dashboard (`/api/admin/*`): every input is parsed here, by the server's routes and
 * by the dashboard's forms, and every answer the dashboard reads is checked against these shapes.
 */

export const ADMIN_PAGE_SIZE = 20;
export const ADMIN_MAX_PAGE_SIZE = 100;

const page = z.coerce.number({ error: 'The page must be a whole number from 1.' }).int('The page must be a whole number from 1.').min(1, 'The page must be a whole number from 1.').max(100_000).default(1);
const pageSize = z.coerce.number().int().min(1).max(ADMIN_MAX_PAGE_SIZE, `At most ${ADMIN_MAX_PAGE_SIZE} rows a page.`).default(ADMIN_PAGE_SIZE);
/** An optional search box: blank means no filter. */
const search = z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), z.string().trim().max(100, 'Keep the search under 100 characters.').optional());
const blankToUndefined = (v: unknown) => (v === '' ? undefined : v);

/** What a client sends in a list query: every part optional, blank meaning "no filter". */
type ListParams<S extends z.ZodType> = { [K in keyof z.output<S>]?: z.output<S>[K] | '' };

export const idParamsSchema = z.strictObject({ id: z.string().min(1).max(200) });

export const paginationSchema = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
export interface Paginated<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

// ─── Overview ────────────────────────────────────────────────────────────────────────────────────────────

export const SIGNUP_CHART_WEEKS = 12;
export const RECENT_RATINGS_DAYS = 30;

export const adminOverviewSchema = z.object({
  usersByRole: z.record(z.enum(ROLES), z.number().int()),
  totalUsers: z.number().int(),
  bannedUsers: z.number().int(),
  /** Oldest first; `weekStart` is the Monday (UTC) that starts the week. */
  signupsPerWeek: z.array(z.object({ weekStart: z.string(), count: z.number().int() })),
  articlesByZone: z.record(z.enum(ZONES), z.number().int()),
  ratingsLast30Days: z.number().int(),
  pendingVerifications: z.number().int(),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;

// ─── People ──────────────────────────────────────────────────────────────────────────────────────────────

export const USER_STATUS_FILTERS = ['active', 'banned', 'unverified'] as const;
export const adminUserListQuerySchema = z.strictObject({
  q: search,
  role: z.preprocess(blankToUndefined, z.enum(ROLES, { error: 'Choose one of the roles.' }).optional()),
  status: z.preprocess(blankToUndefined, z.enum(USER_STATUS_FILTERS).optional()),
  page,
  pageSize,
});
export type AdminUserListQuery = ListParams<typeof adminUserListQuerySchema>;

export const professionalBadgeSchema = z.object({
  /** True while the person is a professional whose latest approved licence has not expired. */
  verified: z.boolean(),
  /** Expiry day (YYYY-MM-DD) of the latest approved licence, even an expired one; null when none. */
  licenceExpiry: z.string().nullable(),
});
export type ProfessionalBadge = z.infer<typeof professionalBadgeSchema>;

export const adminUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  emailVerified: z.boolean(),
  createdAt: z.string(),
  /** The newest session's last use; null when the person has no session. */
  lastActiveAt: z.string().nullable(),
  bannedAt: z.string().nullable(),
  professional: professionalBadgeSchema,
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUserListSchema = paginationSchema(adminUserSchema);

export const roleChangeSchema = z.strictObject({ role: z.enum(ROLES, { error: 'Choose one of the roles.' }) });
export type RoleChange = z.infer<typeof roleChangeSchema>;
export const adminUserResponseSchema = z.object({ user: adminUserSchema });

// ─── Professional verification ───────────────────────────────────────────────────────────────────────────

export const verificationListQuerySchema = z.strictObject({
  status: z.preprocess(blankToUndefined, z.enum(VERIFICATION_STATUSES).default('pending')),
  page,
  pageSize,
});
export type VerificationListQuery = ListParams<typeof verificationListQuerySchema>;

export const adminVerificationSchema = z.object({
  id: z.string(),
  userId: z.string(),
  username: z.string(),
  currentRole: z.enum(ROLES),
  fullName: z.string(),
  licenceNumber: z.string(),
  regulator: z.string(),
  country: z.string(),
  licenceExpiry: z.string(),
  status: z.enum(VERIFICATION_STATUSES),
  reason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  decidedBy: z.string().nullable(),
});
export type AdminVerification = z.infer<typeof adminVerificationSchema>;
export const adminVerificationListSchema = paginationSchema(adminVerificationSchema);

export const REJECTION_REASON_MAX = 1000;
export const rejectVerificationSchema = z.strictObject({
  reason: z
    .string({ error: 'Give the reason the person will read.' })
    .trim()
    .min(3, 'Give the reason the person will read.')
    .max(REJECTION_REASON_MAX, `Keep the reason under ${REJECTION_REASON_MAX} characters.`),
});
export type RejectVerification = z.infer<typeof rejectVerificationSchema>;
export const verificationDecisionResponseSchema = z.object({
  request: adminVerificationSchema,
  /** False when the decision was saved but the e-mail telling the person could not be sent. */
  emailed: z.boolean(),
});

// ─── Articles ────────────────────────────────────────────────────────────────────────────────────────────

export const COVER_MAX_BYTES = 2 * 1024 * 1024;
export const COVER_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type CoverType = (typeof COVER_TYPES)[number];
/** Base64 of the largest accepted cover, rounded up: anything longer is too large before it is decoded. */
const COVER_MAX_BASE64 = Math.ceil(COVER_MAX_BYTES / 3) * 4;
export const COVER_TOO_LARGE_MESSAGE = ERROR_MESSAGES['upload/too-large'];

/** A new cover image: its bytes as base64 (a `data:` URL prefix is allowed); the type is read from the bytes. */
export const coverUploadSchema = z.strictObject({
  data: z
    .string({ error: 'Choose a cover image.' })
    .transform((v) => v.replace(/^data:[\w.+/-]*;base64,/, '').replace(/\s+/g, ''))
    .pipe(
      z
        .string()
        .min(1, 'Choose a cover image.')
        .max(COVER_MAX_BASE64, COVER_TOO_LARGE_MESSAGE)
        .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'The cover image could not be read. Please choose the file again.'),
    ),
  /** For messages only; the bytes decide the type. */
  fileName: z.string().max(255).optional(),
});
export type CoverUpload = z.input<typeof coverUploadSchema>;

const title = z.string({ error: 'Give the article a title.' }).trim().min(3, 'Give the article a title of at least 3 characters.').max(150, 'Keep the title under 150 characters.');
const excerpt = z.string({ error: 'Write a short excerpt.' }).trim().min(10, 'Write an excerpt of at least 10 characters.').max(300, 'Keep the excerpt under 300 characters.');
export const ARTICLE_CONTENT_MAX = 100_000;
const content = z.string({ error: 'Write the article.' }).trim().min(20, 'Write at least 20 characters of content.').max(ARTICLE_CONTENT_MAX, 'The article is too long.');
const zone = z.enum(ZONES, { error: 'Choose the zone the article is published in.' });
/** The publish date: an ISO date-time, never in the future (articles appear as soon as they are saved). */
const publishedAt = z
  .iso.datetime({ offset: true, error: 'Give the publish date as a date and time.' })
  .refine((v) => Date.parse(v) <= Date.now() + 5 * 60_000, 'The publish date cannot be in the future.')
  .refine((v) => Date.parse(v) >= Date.UTC(2000, 0, 1), 'Please check the year of the publish date.');

export const articleCreateSchema = z.strictObject({
  title,
  zone,
  excerpt,
  content,
  publishedAt: publishedAt.optional(),
  cover: coverUploadSchema,
});
export type ArticleCreate = z.input<typeof articleCreateSchema>;

export const articleUpdateSchema = z
  .strictObject({
    title: title.optional(),
    zone: zone.optional(),
    excerpt: excerpt.optional(),
    content: content.optional(),
    publishedAt: publishedAt.optional(),
    cover: coverUploadSchema.optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), 'Change at least one field.');
export type ArticleUpdate = z.input<typeof articleUpdateSchema>;

export const adminArticleListQuerySchema = z.strictObject({
  q: search,
  zone: z.preprocess(blankToUndefined, zone.optional()),
  page,
  pageSize,
});
export type AdminArticleListQuery = ListParams<typeof adminArticleListQuerySchema>;

export const adminArticleSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  zone: z.string(),
  excerpt: z.string(),
  coverImg: z.string(),
  publishedAt: z.string(),
  updatedAt: z.string(),
});
export type AdminArticleSummary = z.infer<typeof adminArticleSummarySchema>;
export const adminArticleListSchema = paginationSchema(adminArticleSummarySchema);
export const adminArticleSchema = adminArticleSummarySchema.extend({ content: z.string() });
export type AdminArticle = z.infer<typeof adminArticleSchema>;
export const adminArticleResponseSchema = z.object({ article: adminArticleSchema });

// ─── Ratings ─────────────────────────────────────────────────────────────────────────────────────────────

export const RATING_SORTS = ['average', 'count', 'title', 'latest'] as const;
export type RatingSort = (typeof RATING_SORTS)[number];
export const ratingListQuerySchema = z.strictObject({
  sort: z.preprocess(blankToUndefined, z.enum(RATING_SORTS).default('average')),
  direction: z.preprocess(blankToUndefined, z.enum(['asc', 'desc']).default('desc')),
  page,
  pageSize,
});
export type RatingListQuery = ListParams<typeof ratingListQuerySchema>;

export const articleRatingStatsSchema = z.object({
  articleId: z.string(),
  title: z.string(),
  zone: z.string(),
  average: z.number().nullable(),
  count: z.number().int(),
  /** How many ratings gave 1, 2, 3, 4 and 5 stars, in that order. */
  distribution: z.tuple([z.number().int(), z.number().int(), z.number().int(), z.number().int(), z.number().int()]),
  lastRatedAt: z.string().nullable(),
});
export type ArticleRatingStats = z.infer<typeof articleRatingStatsSchema>;
export const ratingStatsListSchema = paginationSchema(articleRatingStatsSchema);

// ─── Audit log ───────────────────────────────────────────────────────────────────────────────────────────

export const AUDIT_ACTIONS = [
  'user.role-changed',
  'user.banned',
  'user.unbanned',
  'user.verification-email-sent',
  'verification.approved',
  'verification.rejected',
  'article.created',
  'article.updated',
  'article.deleted',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'user.role-changed': 'Changed a role',
  'user.banned': 'Banned a person',
  'user.unbanned': 'Lifted a ban',
  'user.verification-email-sent': 'Resent a verification e-mail',
  'verification.approved': 'Approved a professional',
  'verification.rejected': 'Rejected a verification request',
  'article.created': 'Created an article',
  'article.updated': 'Edited an article',
  'article.deleted': 'Deleted an article',
};
export const AUDIT_TARGET_TYPES = ['user', 'article'] as const;

export const auditListQuerySchema = z.strictObject({
  action: z.preprocess(blankToUndefined, z.enum(AUDIT_ACTIONS).optional()),
  page,
  pageSize,
});
export type AuditListQuery = ListParams<typeof auditListQuerySchema>;

/** Who did what to whom or what, and when: ids, usernames, titles and field names only, never private content. */
export const auditEntrySchema = z.object({
  id: z.string(),
  actorId: z.string(),
  actorUsername: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  targetType: z.enum(AUDIT_TARGET_TYPES),
  targetId: z.string(),
  targetLabel: z.string().nullable(),
  details: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditListSchema = paginationSchema(auditEntrySchema);

export const okResponseSchema = z.object({ ok: z.literal(true) });
