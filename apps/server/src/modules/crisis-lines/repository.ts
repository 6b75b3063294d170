import type { Kysely } from 'kysely';
import { channelsOf, type CrisisLineData, type CrisisLineView } from '@wellbeing/shared/schemas/tools';
import type { RegionCode } from '@wellbeing/shared/crisis-lines';
import type { CrisisLinesTable, Database } from '../../db/schema.js';
import { toIso } from '../../db/values.js';
import type { Selectable } from 'kysely';

type CrisisLineRow = Selectable<CrisisLinesTable>;

function toView(row: CrisisLineRow): CrisisLineView {
  const base = {
    id: row.id,
    region: row.region as RegionCode,
    name: row.name,
    description: row.description,
    phone: row.phone,
    sms: row.sms,
    smsBody: row.smsBody,
    email: row.email,
    url: row.url,
    hours: row.hours,
    source: row.source,
    lastChecked: row.lastChecked,
    sortOrder: Number(row.sortOrder),
    updatedAt: toIso(row.updatedAt),
  };
  return { ...base, channels: channelsOf(base) };
}

export function createCrisisLinesRepository(db: Kysely<Database>) {
  return {
    /** Every region's lines, in region then display order. */
    async list(): Promise<CrisisLineView[]> {
      const rows = await db.selectFrom('crisisLines').selectAll().orderBy('region').orderBy('sortOrder').orderBy('name').execute();
      return rows.map(toView);
    },

    async get(id: string): Promise<CrisisLineView | undefined> {
      const row = await db.selectFrom('crisisLines').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? toView(row) : undefined;
    },

    async create(id: string, data: CrisisLineData, now = new Date()): Promise<CrisisLineView> {
      const at = now.toISOString();
      await db.insertInto('crisisLines').values({ id, ...data, createdAt: at, updatedAt: at }).execute();
      return (await this.get(id))!;
    },

    /** Replaces every editable field; undefined when there is no such line. */
    async update(id: string, data: CrisisLineData, now = new Date()): Promise<CrisisLineView | undefined> {
      const result = await db.updateTable('crisisLines').set({ ...data, updatedAt: now.toISOString() }).where('id', '=', id).executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) return undefined;
      return this.get(id);
    },

    async remove(id: string): Promise<boolean> {
      const result = await db.deleteFrom('crisisLines').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}

export type CrisisLinesRepository = ReturnType<typeof createCrisisLinesRepository>;
