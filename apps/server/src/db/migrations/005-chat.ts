import { sql, type Kysely } from 'kysely';
import type { MigrationContext } from '../migrate.js';

/**
 * AI chat: conversations and their messages. Titles and message text are stored encrypted (AES-256-GCM,
 * the mood journal's scheme), so the columns hold ciphertext only. Both tables go with their user (and
 * messages with their conversation) through cascading foreign keys: deleting an account deletes its chats.
 */
export async function up(db: Kysely<unknown>, { types }: MigrationContext): Promise<void> {
  await db.schema
    .createTable('chatConversations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('userId', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('titleEncrypted', 'text')
    .addColumn('createdAt', types.timestamp, (c) => c.notNull())
    .addColumn('updatedAt', types.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('chat_conversations_user_updated').on('chatConversations').columns(['userId', 'updatedAt']).execute();

  await db.schema
    .createTable('chatMessages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('conversationId', 'text', (c) => c.notNull().references('chatConversations.id').onDelete('cascade'))
    .addColumn('userId', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('user', 'reply', 'crisis')`))
    .addColumn('contentEncrypted', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('complete').check(sql`status in ('complete', 'stopped', 'failed', 'replaced')`))
    .addColumn('riskLevel', 'text', (c) => c.check(sql`"riskLevel" in ('none', 'elevated', 'crisis')`))
    .addColumn('region', 'text')
    .addColumn('createdAt', types.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('chat_messages_conversation_seq').on('chatMessages').columns(['conversationId', 'seq']).execute();
  await db.schema.createIndex('chat_messages_user').on('chatMessages').column('userId').execute();
}
