import { sql, type Kysely } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { Role } from '@wellbeing/shared/roles';
import { adminUserListQuerySchema, idParamsSchema, roleChangeSchema, type AdminUser, type Paginated } from '@wellbeing/shared/schemas/admin';
import { AppError, notFound, parseInput } from '../../lib/app-error.js';
import type { Database } from '../../db/schema.js';
import { toBool, toIso } from '../../db/values.js';
import { limitKey } from '../rate-limit/limiter.js';
import { recordAudit } from './audit.js';
import { endAllSessions } from './ban.js';
import { containsPattern, offsetOf } from './pagination.js';
import { getProfessionalBadges } from './professional-badge.js';
import { refuseLosingLastAdmin } from '../users/last-admin.js';
import { currentAdmin } from './routes.js';

const RESEND_LIMIT = { limit: 5, windowSeconds: 60 * 60 };

/** The people list's columns; "last active" is the newest session's last use. */
function selectPeople(db: Kysely<Database>) {
  return db
    .selectFrom('users')
    .select((eb) => [
      'users.id',
      'users.username',
      'users.email',
      'users.role',
      'users.emailVerified',
      'users.createdAt',
      'users.bannedAt',
      eb.selectFrom('sessions').select((s) => s.fn.max('sessions.updatedAt').as('m')).whereRef('sessions.userId', '=', 'users.id').as('lastActiveAt'),
    ]);
}

type PersonRow = Awaited<ReturnType<ReturnType<typeof selectPeople>['execute']>>[number];

async function toAdminUsers(db: Kysely<Database>, rows: PersonRow[]): Promise<AdminUser[]> {
  const badges = await getProfessionalBadges(db, rows);
  return rows.map((row) => ({
    id: row.id,
    username: row.username,
    email: row.email,
    role: row.role as Role,
    emailVerified: toBool(row.emailVerified),
    createdAt: toIso(row.createdAt),
    lastActiveAt: row.lastActiveAt == null ? null : toIso(row.lastActiveAt as Date | string),
    bannedAt: row.bannedAt == null ? null : toIso(row.bannedAt),
    professional: badges.get(row.id) ?? { verified: false, licenceExpiry: null },
  }));
}

export async function loadAdminUser(db: Kysely<Database>, id: string): Promise<AdminUser> {
  const row = await selectPeople(db).where('users.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return (await toAdminUsers(db, [row]))[0]!;
}

export async function peopleRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;
  const kind = app.database.kind;
  const falseValue = kind === 'sqlite' ? 0 : false;

  app.get('/users', async (request): Promise<Paginated<AdminUser>> => {
    const query = parseInput(adminUserListQuerySchema, request.query);
    let filtered = db.selectFrom('users');
    if (query.q) {
      const pattern = containsPattern(query.q);
      filtered = filtered.where((eb) =>
        eb.or([
          eb(sql`lower(${sql.ref('users.username')})`, 'like', sql`${pattern} escape '\\'`),
          eb(sql`lower(${sql.ref('users.email')})`, 'like', sql`${pattern} escape '\\'`),
        ]),
      );
    }
    if (query.role) filtered = filtered.where('users.role', '=', query.role);
    if (query.status === 'banned') filtered = filtered.where('users.bannedAt', 'is not', null);
    if (query.status === 'active') filtered = filtered.where('users.bannedAt', 'is', null);
    if (query.status === 'unverified') filtered = filtered.where('users.emailVerified', '=', falseValue);

    const total = await filtered.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow();
    const ids = await filtered
      .select('users.id')
      .orderBy('users.createdAt', 'desc')
      .orderBy('users.id', 'desc')
      .limit(query.pageSize)
      .offset(offsetOf(query.page, query.pageSize))
      .execute();
    const rows = ids.length === 0 ? [] : await selectPeople(db).where('users.id', 'in', ids.map((r) => r.id)).execute();
    const order = new Map(ids.map((r, i) => [r.id, i]));
    rows.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
    return { items: await toAdminUsers(db, rows), total: Number(total.n), page: query.page, pageSize: query.pageSize };
  });

  app.get('/users/:id', async (request) => {
    const { id } = parseInput(idParamsSchema, request.params);
    return { user: await loadAdminUser(db, id) };
  });

  app.patch('/users/:id/role', async (request, reply) => {
    const admin = await currentAdmin(request, reply);
    const { id } = parseInput(idParamsSchema, request.params);
    const { role } = parseInput(roleChangeSchema, request.body);
    await db.transaction().execute(async (trx) => {
      const target = await trx.selectFrom('users').select(['id', 'username', 'role', 'fullName']).where('id', '=', id).executeTakeFirst();
      if (!target) throw notFound();
      if (target.role === role) return;
      if (target.role === 'admin') await refuseLosingLastAdmin(trx, kind, id);
      let fullName = target.fullName;
      if (role !== 'professional') fullName = null;
      else if (!fullName) {
        const approved = await trx
          .selectFrom('professionalVerifications')
          .select('fullName')
          .where('userId', '=', id)
          .where('status', '=', 'approved')
          .orderBy('createdAt', 'desc')
          .executeTakeFirst();
        fullName = approved?.fullName ?? null;
      }
      const updated = await trx
        .updateTable('users')
        .set({ role, fullName, updatedAt: new Date().toISOString() })
        .where('id', '=', id)
        .where('role', '=', target.role)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) throw new AppError(409, 'request/invalid', 'This person’s role changed meanwhile. Please reload and try again.');
      await recordAudit(trx, admin, 'user.role-changed', { type: 'user', id, label: target.username }, { from: target.role, to: role });
    });
    return { user: await loadAdminUser(db, id) };
  });

  app.post('/users/:id/ban', async (request, reply) => {
    const admin = await currentAdmin(request, reply);
    const { id } = parseInput(idParamsSchema, request.params);
    if (id === admin.id) throw new AppError(400, 'admin/own-account');
    await db.transaction().execute(async (trx) => {
      const target = await trx.selectFrom('users').select(['id', 'username', 'bannedAt']).where('id', '=', id).executeTakeFirst();
      if (!target) throw notFound();
      if (target.bannedAt != null) return;
      await trx.updateTable('users').set({ bannedAt: new Date().toISOString() }).where('id', '=', id).execute();
      // Signed out everywhere at once, in the same transaction as the ban.
      await endAllSessions(trx, id);
      await recordAudit(trx, admin, 'user.banned', { type: 'user', id, label: target.username });
    });
    return { user: await loadAdminUser(db, id) };
  });

  app.post('/users/:id/unban', async (request, reply) => {
    const admin = await currentAdmin(request, reply);
    const { id } = parseInput(idParamsSchema, request.params);
    await db.transaction().execute(async (trx) => {
      const target = await trx.selectFrom('users').select(['id', 'username', 'bannedAt']).where('id', '=', id).executeTakeFirst();
      if (!target) throw notFound();
      if (target.bannedAt == null) return;
      await trx.updateTable('users').set({ bannedAt: null }).where('id', '=', id).execute();
      await recordAudit(trx, admin, 'user.unbanned', { type: 'user', id, label: target.username });
    });
    return { user: await loadAdminUser(db, id) };
  });

  app.post('/users/:id/resend-verification', async (request, reply) => {
    const admin = await currentAdmin(request, reply);
    const { id } = parseInput(idParamsSchema, request.params);
    const target = await db.selectFrom('users').select(['id', 'username', 'email', 'emailVerified']).where('id', '=', id).executeTakeFirst();
    if (!target) throw notFound();
    if (toBool(target.emailVerified)) throw new AppError(409, 'admin/already-verified');
    if (!(await app.limiter.hit(limitKey('admin-resend-verification', id), RESEND_LIMIT))) throw new AppError(429, 'request/rate-limited');
    try {
      // The same e-mail (and link back to /login) that sign-up and login send.
      await app.auth.api.sendVerificationEmail({ body: { email: target.email, callbackURL: '/login?verified=1' } });
    } catch (error) {
      request.log.error({ err: { type: (error as Error).name } }, 'verification e-mail could not be sent');
      throw new AppError(503, 'service/unavailable', 'The e-mail could not be sent just now. Please try again later.');
    }
    // Sending is not a database write, so the audit row follows it: a failed send leaves no row claiming it happened.
    await db.transaction().execute((trx) => recordAudit(trx, admin, 'user.verification-email-sent', { type: 'user', id, label: target.username }));
    return { user: await loadAdminUser(db, id) };
  });
}
