import type { Kysely } from 'kysely';
import { seedCrisisLines } from '@wellbeing/shared/crisis-lines';
import { crisisLineFromSeed } from '@wellbeing/shared/schemas/tools';
import type { Database } from '../../db/schema.js';

export const CRISIS_LINES_SEED_NAME = 'crisis-lines-v1';

/**
 * Adds the starting crisis lines once, in every mode (this is safety content, not demo content), in one
 * transaction with its marker row: a restart, or two servers starting together, never duplicates them,
 * and an admin's later edits and deletions stay as the admin left them.
 */
export async function seedCrisisLineData(db: Kysely<Database>, now = new Date()): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const marker = await trx
      .insertInto('seedRuns')
      .values({ name: CRISIS_LINES_SEED_NAME, ranAt: now.toISOString() })
      .onConflict((oc) => oc.column('name').doNothing())
      .returning('name')
      .executeTakeFirst();
    if (!marker) return false;
    const at = now.toISOString();
    for (const line of seedCrisisLines) {
      await trx
        .insertInto('crisisLines')
        // The seed line in the stored shape (the same mapping the web app uses when the list cannot load).
        .values({
          ...storedFields(crisisLineFromSeed(line)),
          createdAt: at,
          updatedAt: at,
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
    }
    return true;
  });
}

/** A line's stored columns: the API view without what is derived from them. */
function storedFields({ channels: _channels, updatedAt: _updatedAt, ...fields }: ReturnType<typeof crisisLineFromSeed>) {
  return fields;
}
