import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { ChatMessage, ConversationSummary } from '@wellbeing/shared/schemas/chat';
import type { ChatConversationsTable, ChatMessagesTable, Database } from '../../db/schema.js';
import { toIso } from '../../db/values.js';
import { decryptText, encryptText } from '../../lib/crypto.js';

type ConversationRow = Selectable<ChatConversationsTable>;
type MessageRow = Selectable<ChatMessagesTable>;

/**
 * Bound to each value as associated data: a message or title copied into another person's row, or another
 * conversation, no longer decrypts.
 */
const titleContext = (userId: string, conversationId: string) => `chat-title:${userId}:${conversationId}`;
const messageContext = (userId: string, conversationId: string) => `chat-message:${userId}:${conversationId}`;

export interface NewChatMessage {
  kind: ChatMessage['kind'];
  content: string;
  status?: ChatMessage['status'];
  riskLevel?: ChatMessage['riskLevel'];
  region?: ChatMessage['region'];
}

/**
 * Every query is scoped to the owner: someone else's conversation is simply not found. Titles and message
 * text are encrypted on the way in and decrypted on the way out, nowhere else.
 */
export function createChatRepository(db: Kysely<Database>, key: Buffer) {
  const toSummary = (row: ConversationRow): ConversationSummary => ({
    id: row.id,
    title: row.titleEncrypted === null ? null : decryptText(row.titleEncrypted, key, titleContext(row.userId, row.id)),
    createdAt: toIso(row.createdAt),
    updatedAt: toIso(row.updatedAt),
  });

  const toMessage = (row: MessageRow): ChatMessage => ({
    id: row.id,
    kind: row.kind,
    content: decryptText(row.contentEncrypted, key, messageContext(row.userId, row.conversationId)),
    status: row.status,
    riskLevel: row.riskLevel,
    region: row.region as ChatMessage['region'],
    createdAt: toIso(row.createdAt),
  });

  const messageRows = (conversationId: string, userId: string) =>
    db
      .selectFrom('chatMessages')
      .selectAll()
      .where('conversationId', '=', conversationId)
      .where('userId', '=', userId)
      .orderBy('seq')
      .orderBy('createdAt')
      .orderBy('id')
      .execute();

  return {
    /** The owner's conversations, most recently active first. */
    async listConversations(userId: string): Promise<ConversationSummary[]> {
      const rows = await db.selectFrom('chatConversations').selectAll().where('userId', '=', userId).orderBy('updatedAt', 'desc').orderBy('id').limit(500).execute();
      return rows.map(toSummary);
    },

    async createConversation(userId: string, title: string | null, now = new Date()): Promise<ConversationSummary> {
      const id = randomUUID();
      const at = now.toISOString();
      await db
        .insertInto('chatConversations')
        .values({ id, userId, titleEncrypted: title === null ? null : encryptText(title, key, titleContext(userId, id)), createdAt: at, updatedAt: at })
        .execute();
      return { id, title, createdAt: at, updatedAt: at };
    },

    async findConversation(id: string, userId: string): Promise<ConversationSummary | undefined> {
      const row = await db.selectFrom('chatConversations').selectAll().where('id', '=', id).where('userId', '=', userId).executeTakeFirst();
      return row ? toSummary(row) : undefined;
    },

    /** False when the owner has no such conversation. */
    async renameConversation(id: string, userId: string, title: string): Promise<boolean> {
      const result = await db
        .updateTable('chatConversations')
        .set({ titleEncrypted: encryptText(title, key, titleContext(userId, id)) })
        .where('id', '=', id)
        .where('userId', '=', userId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Names a conversation that has no name yet (from its first message). */
    async nameIfUnnamed(id: string, userId: string, title: string): Promise<void> {
      await db
        .updateTable('chatConversations')
        .set({ titleEncrypted: encryptText(title, key, titleContext(userId, id)) })
        .where('id', '=', id)
        .where('userId', '=', userId)
        .where('titleEncrypted', 'is', null)
        .execute();
    },

    /** Its messages go with it (foreign key cascade). False when the owner has no such conversation. */
    async deleteConversation(id: string, userId: string): Promise<boolean> {
      const result = await db.deleteFrom('chatConversations').where('id', '=', id).where('userId', '=', userId).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** The conversation's messages, oldest first. */
    async messages(conversationId: string, userId: string): Promise<ChatMessage[]> {
      return (await messageRows(conversationId, userId)).map(toMessage);
    },

    /** The conversation's last `limit` messages, oldest first (what a reply needs, without reading a long history whole). */
    async recentMessages(conversationId: string, userId: string, limit: number): Promise<ChatMessage[]> {
      const rows = await db
        .selectFrom('chatMessages')
        .selectAll()
        .where('conversationId', '=', conversationId)
        .where('userId', '=', userId)
        .orderBy('seq', 'desc')
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.reverse().map(toMessage);
    },

    /** Appends a message and marks the conversation active. */
    async addMessage(conversationId: string, userId: string, message: NewChatMessage, now = new Date()): Promise<ChatMessage> {
      const id = randomUUID();
      const at = now.toISOString();
      await db.transaction().execute(async (trx) => {
        const last = await trx.selectFrom('chatMessages').select((eb) => eb.fn.max('seq').as('seq')).where('conversationId', '=', conversationId).executeTakeFirst();
        await trx
          .insertInto('chatMessages')
          .values({
            id,
            conversationId,
            userId,
            seq: Number(last?.seq ?? 0) + 1,
            kind: message.kind,
            contentEncrypted: encryptText(message.content, key, messageContext(userId, conversationId)),
            status: message.status ?? 'complete',
            riskLevel: message.riskLevel ?? null,
            region: message.region ?? null,
            createdAt: at,
          })
          .execute();
        await trx.updateTable('chatConversations').set({ updatedAt: at }).where('id', '=', conversationId).where('userId', '=', userId).execute();
      });
      return {
        id,
        kind: message.kind,
        content: message.content,
        status: message.status ?? 'complete',
        riskLevel: message.riskLevel ?? null,
        region: message.region ?? null,
        createdAt: at,
      };
    },

    /** Everything the chat holds about a person, decrypted, for "Download my data". */
    async exportFor(userId: string) {
      const conversations = await db.selectFrom('chatConversations').selectAll().where('userId', '=', userId).orderBy('createdAt').orderBy('id').execute();
      const out = [];
      for (const row of conversations) {
        const summary = toSummary(row);
        const messages = (await messageRows(row.id, userId)).map(toMessage);
        out.push({
          ...summary,
          messages: messages.map(({ id: _id, ...m }) => m),
        });
      }
      return out;
    },
  };
}

export type ChatRepository = ReturnType<typeof createChatRepository>;
