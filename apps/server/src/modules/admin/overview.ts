import type { FastifyInstance } from 'fastify';
import { ROLES, type Role } from '@wellbeing/shared/roles';
import { ZONES, type Zone } from '@wellbeing/shared/zones';
import { RECENT_RATINGS_DAYS, SIGNUP_CHART_WEEKS, type AdminOverview } from '@wellbeing/shared/schemas/admin';
import { toIso } from '../../db/values.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Midnight UTC of the Monday starting the week of `date`. */
export function weekStartOf(date: Date): Date {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * DAY_MS);
}

export async function overviewRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;

  app.get('/overview', async (): Promise<AdminOverview> => {
    const now = new Date();
    const weeks = Array.from({ length: SIGNUP_CHART_WEEKS }, (_, i) => new Date(weekStartOf(now).getTime() - (SIGNUP_CHART_WEEKS - 1 - i) * 7 * DAY_MS));
    const since = weeks[0]!.toISOString();

    const [roles, banned, signups, zones, ratings, pending] = await Promise.all([
      db.selectFrom('users').select(['role', (eb) => eb.fn.countAll<string | number>().as('n')]).groupBy('role').execute(),
      db.selectFrom('users').select((eb) => eb.fn.countAll<string | number>().as('n')).where('bannedAt', 'is not', null).executeTakeFirstOrThrow(),
      db.selectFrom('users').select('createdAt').where('createdAt', '>=', since).execute(),
      db.selectFrom('articles').select(['publishedIn', (eb) => eb.fn.countAll<string | number>().as('n')]).groupBy('publishedIn').execute(),
      db
        .selectFrom('ratings')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('updatedAt', '>=', new Date(now.getTime() - RECENT_RATINGS_DAYS * DAY_MS).toISOString())
        .executeTakeFirstOrThrow(),
      db.selectFrom('professionalVerifications').select((eb) => eb.fn.countAll<string | number>().as('n')).where('status', '=', 'pending').executeTakeFirstOrThrow(),
    ]);

    const usersByRole = Object.fromEntries(ROLES.map((r) => [r, 0])) as Record<Role, number>;
    for (const row of roles) if ((ROLES as readonly string[]).includes(row.role)) usersByRole[row.role as Role] = Number(row.n);
    const articlesByZone = Object.fromEntries(ZONES.map((z) => [z, 0])) as Record<Zone, number>;
    for (const row of zones) if ((ZONES as readonly string[]).includes(row.publishedIn)) articlesByZone[row.publishedIn as Zone] = Number(row.n);

    const counts = new Map(weeks.map((w) => [w.getTime(), 0]));
    for (const row of signups) {
      const week = weekStartOf(new Date(toIso(row.createdAt))).getTime();
      if (counts.has(week)) counts.set(week, counts.get(week)! + 1);
    }

    return {
      usersByRole,
      totalUsers: Object.values(usersByRole).reduce((a, b) => a + b, 0),
      bannedUsers: Number(banned.n),
      signupsPerWeek: weeks.map((w) => ({ weekStart: w.toISOString().slice(0, 10), count: counts.get(w.getTime()) ?? 0 })),
      articlesByZone,
      ratingsLast30Days: Number(ratings.n),
      pendingVerifications: Number(pending.n),
    };
  });
}
