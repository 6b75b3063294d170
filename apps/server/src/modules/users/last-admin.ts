import type { Kysely } from 'kysely';
import type { DatabaseKind } from '../../config.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';

/**
 * The service never loses its last admin who can sign in: refuses (409 `admin/last-admin`) a change that would
 * take `leavingId` away as an admin (a role change, the account's deletion) when no other admin is unbanned.
 * Call it inside the change's transaction: on PostgreSQL the admins' rows are locked first, so two admins
 * leaving at the same moment cannot both succeed; SQLite runs one write transaction at a time.
 */
export async function refuseLosingLastAdmin(trx: Kysely<Database>, kind: DatabaseKind, leavingId: string): Promise<void> {
  let admins = trx.selectFrom('users').select(['id', 'bannedAt']).where('role', '=', 'admin');
  if (kind === 'postgres') admins = admins.forUpdate();
  if ((await admins.execute()).every((a) => a.id === leavingId || a.bannedAt != null)) throw new AppError(409, 'admin/last-admin');
}
