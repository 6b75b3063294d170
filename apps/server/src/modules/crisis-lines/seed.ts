import type { Kysely } from 'kysely';
import { seedCrisisLines } from '@wellbeing/shared/crisis-lines';
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
        .values({
          id: line.id,
          region: line.region,
          name: line.name,
          description: line.description,
          phone: line.phone ?? null,
          sms: line.sms ?? null,
          smsBody: line.smsBody ?? null,
          email: line.email ?? null,
          url: line.url ?? null,
          hours: line.hours,
          source: line.source,
          lastChecked: line.lastChecked,
          sortOrder: line.sortOrder,
          createdAt: at,
          updatedAt: at,
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
    }
    return true;
  });
}
