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

export interface Database {
  users: UsersTable;
  articles: ArticlesTable;
  ratings: RatingsTable;
  seedRuns: SeedRunsTable;
}

export type ArticleRow = Selectable<ArticlesTable>;
export type NewArticle = Insertable<ArticlesTable>;
export type UserRow = Selectable<UsersTable>;
export type { Generated };
