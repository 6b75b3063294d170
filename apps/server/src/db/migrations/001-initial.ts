import { sql, type Kysely } from 'kysely';
import type { MigrationContext } from '../migrate.js';

/**
 * Profiles live on the auth library's user table (extended with our fields), so a user is one row.
 * Constraints are in the database, not only in code: case-insensitive unique username, one rating per
 * (article, user), ratings go with their user or article.
 */
export async function up(db: Kysely<unknown>, { types }: MigrationContext): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('emailVerified', types.boolean, (c) => c.notNull().defaultTo(types.false))
    .addColumn('image', 'text')
    .addColumn('createdAt', types.timestamp, (c) => c.notNull())
    .addColumn('updatedAt', types.timestamp, (c) => c.notNull())
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) =>
      c.notNull().defaultTo('seeker').check(sql`role in ('seeker', 'supporter', 'professional', 'admin')`),
    )
    .addColumn('gender', 'text')
    .addColumn('dateOfBirth', 'text')
    .addColumn('fullName', 'text')
    .execute();
  await sql`create unique index users_username_lower on users (lower(username))`.execute(db);

  await db.schema
    .createTable('articles')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('coverImg', 'text', (c) => c.notNull())
    .addColumn('excerpt', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('publishedIn', 'text', (c) => c.notNull())
    .addColumn('createdAt', types.timestamp, (c) => c.notNull())
    .addColumn('updatedAt', types.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('articles_created_at').on('articles').column('createdAt').execute();
  await db.schema.createIndex('articles_zone_created_at').on('articles').columns(['publishedIn', 'createdAt']).execute();

  await db.schema
    .createTable('ratings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('articleId', 'text', (c) => c.notNull().references('articles.id').onDelete('cascade'))
    .addColumn('userId', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('score', 'integer', (c) => c.notNull().check(sql`score between 1 and 5`))
    .addColumn('updatedAt', types.timestamp, (c) => c.notNull())
    .addUniqueConstraint('ratings_article_user', ['articleId', 'userId'])
    .execute();
  await db.schema.createIndex('ratings_user').on('ratings').column('userId').execute();

  await db.schema
    .createTable('seedRuns')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('ranAt', types.timestamp, (c) => c.notNull())
    .execute();
}
