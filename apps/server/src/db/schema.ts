import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/**
 * Timestamps are `timestamptz` on PostgreSQL (returned as Date) and ISO-8601 text on SQLite; booleans are
 * `boolean` on PostgreSQL and 0/1 on SQLite. That matches what the auth library writes on each engine;
 * repositories normalise with `toIso` / `toBool` from `./values`.
 */
export type Timestamp = ColumnType<Date | string, Date | string, Date | string>;
export type Bool = ColumnType<boolean | number, boolean | number, boolean | number>;

export interface UsersTable {
  id: string;
  name: string;
  email: string;
  emailVerified: Bool;
  image: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  username: string;
  role: string;
  gender: string | null;
  dateOfBirth: string | null;
  fullName: string | null;
  /** Set while an admin has banned the account: its sessions stop working and login is refused. */
  bannedAt: ColumnType<Date | string | null, Date | string | null | undefined, Date | string | null>;
}

export interface ArticlesTable {
  id: string;
  title: string;
  coverImg: string;
  excerpt: string;
  content: string;
  publishedIn: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface RatingsTable {
  id: string;
  articleId: string;
  userId: string;
  score: number;
  updatedAt: Timestamp;
}

export interface SeedRunsTable {
  name: string;
  ranAt: Timestamp;
}

export interface SessionsTable {
  id: string;
  expiresAt: Timestamp;
  token: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  ipAddress: string | null;
  userAgent: string | null;
  userId: string;
}

export interface AccountsTable {
  id: string;
  accountId: string;
  providerId: string;
  userId: string;
  accessToken: string | null;
  refreshToken: string | null;
  idToken: string | null;
  accessTokenExpiresAt: Timestamp | null;
  refreshTokenExpiresAt: Timestamp | null;
  scope: string | null;
  password: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface VerificationsTable {
  id: string;
  identifier: string;
  value: string;
  expiresAt: Timestamp;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface ProfessionalVerificationsTable {
  id: string;
  userId: string;
  fullName: string;
  licenceNumber: string;
  regulator: string;
  country: string;
  licenceExpiry: string;
  status: 'pending' | 'approved' | 'rejected';
  reason: string | null;
  createdAt: Timestamp;
  decidedAt: Timestamp | null;
  decidedBy: string | null;
}

export interface RateLimitsTable {
  key: string;
  count: number;
  windowStart: ColumnType<number | string | bigint, number, number>;
}

/** AI chat (migration 005). Title and content columns hold ciphertext only (lib/crypto). */
export interface ChatConversationsTable {
  id: string;
  userId: string;
  titleEncrypted: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface ChatMessagesTable {
  id: string;
  conversationId: string;
  userId: string;
  seq: number;
  kind: 'user' | 'reply' | 'crisis';
  contentEncrypted: string;
  status: 'complete' | 'stopped' | 'failed' | 'replaced';
  riskLevel: 'none' | 'elevated' | 'crisis' | null;
  region: string | null;
  createdAt: Timestamp;
}

export interface AuditLogTable {
  id: string;
  actorId: string;
  actorUsername: string;
  action: string;
  targetType: string;
  targetId: string;
  targetLabel: string | null;
  /** JSON text of non-private facts. */
  details: string;
  createdAt: Timestamp;
}

/** Crisis lines (migration 003): safety content admins edit, seeded from packages/shared. */
export interface CrisisLinesTable {
  id: string;
  region: string;
  name: string;
  description: string;
  phone: string | null;
  sms: string | null;
  smsBody: string | null;
  email: string | null;
  url: string | null;
  hours: string;
  source: string;
  lastChecked: string;
  sortOrder: number;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** Saved self-assessment results (migration 003); `answers` holds ciphertext only (lib/crypto). */
export interface AssessmentsTable {
  id: string;
  userId: string;
  instrument: 'phq9' | 'gad7';
  total: number;
  band: string;
  answers: string;
  createdAt: Timestamp;
}

/** Mood journal (migration 003): one entry per user and day; `note` holds ciphertext only (lib/crypto). */
export interface JournalEntriesTable {
  id: string;
  userId: string;
  entryDate: string;
  mood: number;
  /** JSON array of tags from the fixed vocabulary. */
  tags: string;
  note: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** Find a professional (migration 006): the directory profile of a professional, one row per person. */
export interface ProfessionalProfilesTable {
  userId: string;
  title: string;
  bio: string;
  offersOnline: Bool;
  offersInPerson: Bool;
  location: string | null;
  fees: string | null;
  isLowCost: Bool;
  availability: string | null;
  acceptingNew: Bool;
  /** Lower-cased words of the profile for `lower(x) like ?` search. */
  searchText: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** A profile's specialties, approaches and languages: one row per value, so filters are plain EXISTS. */
export interface ProfessionalProfileTagsTable {
  userId: string;
  kind: 'specialty' | 'approach' | 'language';
  value: string;
}

/** Contact requests (migration 006); message and contact value hold ciphertext only (lib/crypto). */
export interface ContactRequestsTable {
  id: string;
  professionalId: string;
  requesterId: string;
  messageEncrypted: string;
  contactMethod: 'email' | 'phone';
  contactValueEncrypted: string;
  status: 'pending' | 'accepted' | 'declined';
  createdAt: Timestamp;
  decidedAt: Timestamp | null;
}

/** Events and webinars (migration 006); times are UTC. */
export interface EventsTable {
  id: string;
  title: string;
  description: string;
  hostName: string;
  startsAt: Timestamp;
  endsAt: Timestamp;
  format: 'online' | 'in-person';
  onlineUrl: string | null;
  place: string | null;
  capacity: number;
  audience: 'all' | 'seekers' | 'supporters' | 'professionals';
  createdBy: string | null;
  cancelledAt: Timestamp | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface EventRegistrationsTable {
  id: string;
  eventId: string;
  userId: string;
  status: 'attending' | 'waitlisted';
  /** Order of arrival within the event: the waitlist's order. */
  seq: number;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** E-mails to send now or later (migration 006), claimed by one server instance at a time. */
export interface OutboxTable {
  id: string;
  template: string;
  /** JSON of ids the template needs; never message text or addresses. */
  payload: string;
  recipientId: string;
  reference: string | null;
  dedupeKey: string | null;
  dueAt: Timestamp;
  status: 'pending' | 'sent' | 'skipped' | 'failed';
  attempts: number;
  claimedBy: string | null;
  claimedUntil: Timestamp | null;
  sentAt: Timestamp | null;
  lastError: string | null;
  createdAt: Timestamp;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  accounts: AccountsTable;
  verifications: VerificationsTable;
  professionalVerifications: ProfessionalVerificationsTable;
  rateLimits: RateLimitsTable;
  articles: ArticlesTable;
  ratings: RatingsTable;
  seedRuns: SeedRunsTable;
  crisisLines: CrisisLinesTable;
  assessments: AssessmentsTable;
  journalEntries: JournalEntriesTable;
  auditLog: AuditLogTable;
  chatConversations: ChatConversationsTable;
  chatMessages: ChatMessagesTable;
  professionalProfiles: ProfessionalProfilesTable;
  professionalProfileTags: ProfessionalProfileTagsTable;
  contactRequests: ContactRequestsTable;
  events: EventsTable;
  eventRegistrations: EventRegistrationsTable;
  outbox: OutboxTable;
}

export type ArticleRow = Selectable<ArticlesTable>;
export type NewArticle = Insertable<ArticlesTable>;
export type UserRow = Selectable<UsersTable>;
export type { Generated };
