import type { Kysely } from 'kysely';
import type { MigrationContext } from '../migrate.js';

/**
 * The admin dashboard: a ban marker on users (a banned person's sessions stop working and login says the
 * account is suspended) and the audit log of admin actions.
 *
 * The audit log has no foreign keys on purpose: it is append-only history and must outlive the people and
 * articles it names (ids and usernames are copied in; never e-mail bodies, article content or passwords).
 */
export async function up(db: Kysely<unknown>, { types }: MigrationContext): Promise<void> {
  await db.schema.alterTable('users').addColumn('bannedAt', types.timestamp).execute();
  await db.schema.createIndex('users_created_at').on('users').column('createdAt').execute();

  await db.schema
    .createTable('auditLog')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('actorId', 'text', (c) => c.notNull())
    .addColumn('actorUsername', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('targetType', 'text', (c) => c.notNull())
    .addColumn('targetId', 'text', (c) => c.notNull())
    .addColumn('targetLabel', 'text')
    /** A small JSON object of non-private facts (e.g. the old and new role, the names of changed fields). */
    .addColumn('details', 'text', (c) => c.notNull())
    .addColumn('createdAt', types.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_log_created_at').on('auditLog').columns(['createdAt', 'id']).execute();
  await db.schema.createIndex('audit_log_action').on('auditLog').columns(['action', 'createdAt']).execute();
}
