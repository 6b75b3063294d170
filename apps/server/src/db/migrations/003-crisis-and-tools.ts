import { sql, type Kysely } from 'kysely';
import type { MigrationContext } from '../migrate.js';

/**
 * Crisis lines (safety content admins edit; seeded from packages/shared/src/crisis-lines.ts), saved
 * self-assessment results and the mood journal. Personal rows go with their user (foreign keys cascade);
 * private text (journal notes, assessment answers) is stored encrypted by the app, never in clear.
 */
export async function up(db: Kysely<unknown>, { types }: MigrationContext): Promise<void> {
  await db.schema
    .createTable('crisisLines')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('region', 'text', (c) => c.notNull().check(sql`region in ('US', 'GB', 'CA', 'AU', 'IE', 'INTL')`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('phone', 'text')
    .addColumn('sms', 'text')
    .addColumn('smsBody', 'text')
    .addColumn('email', 'text')
    .addColumn('url', 'text')
    .addColumn('hours', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('lastChecked', 'text', (c) => c.notNull())
    .addColumn('sortOrder', 'integer', (c) => c.notNull().defaultTo(100))
    .addColumn('createdAt', types.timestamp, (c) => c.notNull())
    .addColumn('updatedAt', types.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('crisis_lines_region').on('crisisLines').columns(['region', 'sortOrder']).execute();

  await db.schema
    .createTable('assessments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('userId', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('instrument', 'text', (c) => c.notNull().check(sql`instrument in ('phq9', 'gad7')`))
    .addColumn('total', 'integer', (c) => c.notNull().check(sql`total between 0 and 27`))
    .addColumn('band', 'text', (c) => c.notNull())
    // The item-by-item answers, encrypted (they include PHQ-9 item 9).
    .addColumn('answers', 'text', (c) => c.notNull())
    .addColumn('createdAt', types.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('assessments_user_created').on('assessments').columns(['userId', 'createdAt']).execute();

  await db.schema
    .createTable('journalEntries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('userId', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('entryDate', 'text', (c) => c.notNull())
    .addColumn('mood', 'integer', (c) => c.notNull().check(sql`mood between 1 and 5`))
    .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
    // Encrypted; null when there is no note.
    .addColumn('note', 'text')
    .addColumn('createdAt', types.timestamp, (c) => c.notNull())
    .addColumn('updatedAt', types.timestamp, (c) => c.notNull())
    // One mood a day: a second entry for the same day is an edit of the first.
    .addUniqueConstraint('journal_entries_user_date', ['userId', 'entryDate'])
    .execute();
}
