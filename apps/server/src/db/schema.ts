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
}

export type ArticleRow = Selectable<ArticlesTable>;
export type NewArticle = Insertable<ArticlesTable>;
export type UserRow = Selectable<UsersTable>;
export type { Generated };
