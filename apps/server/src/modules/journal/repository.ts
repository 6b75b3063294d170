import type { Kysely, Selectable } from 'kysely';
import { JOURNAL_TAGS, type JournalEntry, type JournalEntryData, type JournalTag } from '@wellbeing/shared/schemas/tools';
import type { Database, JournalEntriesTable } from '../../db/schema.js';
import { toIso } from '../../db/values.js';
import { decryptText, encryptText } from '../../lib/crypto.js';

type JournalRow = Selectable<JournalEntriesTable>;

/** Bound to each note as associated data: a note copied into someone else's row no longer decrypts. */
const noteContext = (userId: string) => `journal-note:${userId}`;

function parseTags(stored: string): JournalTag[] {
  try {
    const value: unknown = JSON.parse(stored);
    return Array.isArray(value) ? value.filter((t): t is JournalTag => (JOURNAL_TAGS as readonly unknown[]).includes(t)) : [];
  } catch {
    return [];
  }
}

/** A unique-constraint failure on either engine (one entry per user and day). */
/**
 * Every query is scoped to the owner: an entry of someone else is simply not found, never "forbidden",
 * so ids reveal nothing. Notes are encrypted on the way in and decrypted on the way out, nowhere else.
 */
export function createJournalRepository(db: Kysely<Database>, key: Buffer) {
  const toEntry = (row: JournalRow): JournalEntry => ({
    id: row.id,
    date: row.entryDate,
    mood: Number(row.mood),
    tags: parseTags(row.tags),
    note: row.note === null ? null : decryptText(row.note, key, noteContext(row.userId)),
    createdAt: toIso(row.createdAt),
    updatedAt: toIso(row.updatedAt),
  });

  const columns = (userId: string, data: JournalEntryData) => ({
    entryDate: data.date,
    mood: data.mood,
    tags: JSON.stringify(data.tags),
    note: data.note === null ? null : encryptText(data.note, key, noteContext(userId)),
  });

  return {
    /** The owner's entries from `from` (inclusive), newest day first. */
    async list(userId: string, from?: string): Promise<JournalEntry[]> {
      let query = db.selectFrom('journalEntries').selectAll().where('userId', '=', userId);
      if (from) query = query.where('entryDate', '>=', from);
      const rows = await query.orderBy('entryDate', 'desc').execute();
      return rows.map(toEntry);
    },

    async get(userId: string, id: string): Promise<JournalEntry | undefined> {
      const row = await db.selectFrom('journalEntries').selectAll().where('id', '=', id).where('userId', '=', userId).executeTakeFirst();
      return row ? toEntry(row) : undefined;
    },

    async create(userId: string, id: string, data: JournalEntryData, now = new Date()): Promise<JournalEntry> {
      const at = now.toISOString();
      await db.insertInto('journalEntries').values({ id, userId, ...columns(userId, data), createdAt: at, updatedAt: at }).execute();
      return (await this.get(userId, id))!;
    },

    async update(userId: string, id: string, data: JournalEntryData, now = new Date()): Promise<JournalEntry | undefined> {
      const result = await db
        .updateTable('journalEntries')
        .set({ ...columns(userId, data), updatedAt: now.toISOString() })
        .where('id', '=', id)
        .where('userId', '=', userId)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) return undefined;
      return this.get(userId, id);
    },

    async remove(userId: string, id: string): Promise<boolean> {
      const result = await db.deleteFrom('journalEntries').where('id', '=', id).where('userId', '=', userId).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}

export type JournalRepository = ReturnType<typeof createJournalRepository>;
