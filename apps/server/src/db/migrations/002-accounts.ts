import type { Kysely } from 'kysely';
import type { MigrationContext } from '../migrate.js';

/**
 * The auth library's tables (sessions, credential accounts, verification tokens) next to our users table,
 * the professional verification requests, and the shared rate-limit counters.
 */
export async function up(db: Kysely<unknown>, { types }: MigrationContext): Promise<void> {
  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('expiresAt', types.timestamp, (c) => c.notNull())
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('createdAt', types.timestamp, (c) => c.notNull())
    .addColumn('updatedAt', types.timestamp, (c) => c.notNull())
    .addColumn('ipAddress', 'text')
    .addColumn('userAgent', 'text')
    .addColumn('userId', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .execute();
  await db.schema.createIndex('sessions_user').on('sessions').column('userId').execute();

  await db.schema
    .createTable('accounts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('accountId', 'text', (c) => c.notNull())
    .addColumn('providerId', 'text', (c) => c.notNull())
    .addColumn('userId', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('accessToken', 'text')
    .addColumn('refreshToken', 'text')
    .addColumn('idToken', 'text')
    .addColumn('accessTokenExpiresAt', types.timestamp)
    .addColumn('refreshTokenExpiresAt', types.timestamp)
    .addColumn('scope', 'text')
    .addColumn('password', 'text')
    .addColumn('createdAt', types.timestamp, (c) => c.notNull())
    .addColumn('updatedAt', types.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('accounts_user').on('accounts').column('userId').execute();

  await db.schema
    .createTable('verifications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('identifier', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('expiresAt', types.timestamp, (c) => c.notNull())
    .addColumn('createdAt', types.timestamp, (c) => c.notNull())
    .addColumn('updatedAt', types.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('verifications_identifier').on('verifications').column('identifier').execute();

  await db.schema
    .createTable('professionalVerifications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('userId', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('fullName', 'text', (c) => c.notNull())
    .addColumn('licenceNumber', 'text', (c) => c.notNull())
    .addColumn('regulator', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('licenceExpiry', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('reason', 'text')
    .addColumn('createdAt', types.timestamp, (c) => c.notNull())
    .addColumn('decidedAt', types.timestamp)
    .addColumn('decidedBy', 'text')
    .execute();
  await db.schema.createIndex('professional_verifications_user').on('professionalVerifications').column('userId').execute();
  await db.schema.createIndex('professional_verifications_status').on('professionalVerifications').columns(['status', 'createdAt']).execute();

  await db.schema
    .createTable('rateLimits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('windowStart', 'bigint', (c) => c.notNull())
    .execute();
}
