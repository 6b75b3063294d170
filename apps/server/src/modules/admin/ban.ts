import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** When the person was banned, or null. */
export async function bannedSince(db: Kysely<Database>, userId: string) {
  const row = await db.selectFrom('users').select('bannedAt').where('id', '=', userId).executeTakeFirst();
  return row?.bannedAt ?? null;
}

/** Signs a person out everywhere: their session rows go, so every cookie they hold stops working. */
export async function endAllSessions(db: Kysely<Database>, userId: string): Promise<void> {
  await db.deleteFrom('sessions').where('userId', '=', userId).execute();
}
