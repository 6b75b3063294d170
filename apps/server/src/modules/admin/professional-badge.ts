import { sql, type Kysely } from 'kysely';
import type { ProfessionalBadge } from '@wellbeing/shared/schemas/admin';
import type { Database } from '../../db/schema.js';

const NO_BADGE: ProfessionalBadge = { verified: false, licenceExpiry: null };

/** Today as YYYY-MM-DD (UTC): a licence is valid through its expiry day. */
export const todayIso = (now = new Date()) => now.toISOString().slice(0, 10);

/**
 * The "verified" badge, computed when asked (never stored, so an expired licence drops it by itself): the
 * person is a professional and their latest approved request's licence expires today or later.
 */
export async function getProfessionalBadges(db: Kysely<Database>, users: readonly { id: string; role: string }[]): Promise<Map<string, ProfessionalBadge>> {
  const result = new Map<string, ProfessionalBadge>(users.map((u) => [u.id, NO_BADGE]));
  const professionals = users.filter((u) => u.role === 'professional').map((u) => u.id);
  if (professionals.length === 0) return result;
  const rows = await db
    .selectFrom('professionalVerifications')
    .select(['userId', 'licenceExpiry'])
    .where('status', '=', 'approved')
    .where('userId', 'in', professionals)
    // Latest decision first; the first row seen per person wins.
    .orderBy(sql`coalesce(${sql.ref('decidedAt')}, ${sql.ref('createdAt')})`, 'desc')
    .orderBy('createdAt', 'desc')
    .execute();
  const today = todayIso();
  const seen = new Set<string>();
  for (const row of rows) {
    if (seen.has(row.userId)) continue;
    seen.add(row.userId);
    result.set(row.userId, { verified: row.licenceExpiry >= today, licenceExpiry: row.licenceExpiry });
  }
  return result;
}

export async function getProfessionalBadge(db: Kysely<Database>, user: { id: string; role: string }): Promise<ProfessionalBadge> {
  return (await getProfessionalBadges(db, [user])).get(user.id) ?? NO_BADGE;
}
