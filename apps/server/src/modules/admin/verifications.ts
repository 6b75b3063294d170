import type { FastifyInstance, FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Role } from '@wellbeing/shared/roles';
import {
  idParamsSchema,
  rejectVerificationSchema,
  verificationListQuerySchema,
  type AdminVerification,
  type Paginated,
} from '@wellbeing/shared/schemas/admin';
import { AppError, notFound, parseInput } from '../../lib/app-error.js';
import type { Database } from '../../db/schema.js';
import { toIso } from '../../db/values.js';
import type { Mailer } from '../mail/mailer.js';
import { recordAudit } from './audit.js';
import { renderApprovalEmail, renderRejectionEmail } from './emails.js';
import { offsetOf } from './pagination.js';
import { todayIso } from './professional-badge.js';
import { currentAdmin } from './routes.js';

function selectRequests(db: Kysely<Database>) {
  return db
    .selectFrom('professionalVerifications as v')
    .innerJoin('users as u', 'u.id', 'v.userId')
    .select([
      'v.id',
      'v.userId',
      'u.username',
      'u.role as currentRole',
      'v.fullName',
      'v.licenceNumber',
      'v.regulator',
      'v.country',
      'v.licenceExpiry',
      'v.status',
      'v.reason',
      'v.createdAt',
      'v.decidedAt',
      'v.decidedBy',
    ]);
}

type RequestRow = Awaited<ReturnType<ReturnType<typeof selectRequests>['execute']>>[number];

const toAdminVerification = (row: RequestRow): AdminVerification => ({
  ...row,
  currentRole: row.currentRole as Role,
  createdAt: toIso(row.createdAt),
  decidedAt: row.decidedAt ? toIso(row.decidedAt) : null,
});

async function loadRequest(db: Kysely<Database>, id: string): Promise<AdminVerification> {
  const row = await selectRequests(db).where('v.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return toAdminVerification(row);
}

/** Tells the person; the decision stands even when the e-mail cannot go (the dashboard says so). */
async function tellPerson(mailer: Mailer, log: FastifyBaseLogger, to: string, mail: { subject: string; text: string; html: string }, template: string): Promise<boolean> {
  try {
    await mailer.send({ to, ...mail, template });
    log.info({ component: 'mail', template }, 'verification decision e-mail sent');
    return true;
  } catch (error) {
    log.error({ component: 'mail', template, err: { type: (error as Error).name } }, 'verification decision e-mail not sent');
    return false;
  }
}

export async function verificationRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;
  const kind = app.database.kind;

  app.get('/verifications', async (request): Promise<Paginated<AdminVerification>> => {
    const query = parseInput(verificationListQuerySchema, request.query);
    const filtered = db.selectFrom('professionalVerifications as v').where('v.status', '=', query.status);
    const total = await filtered.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow();
    // The queue is first come, first served; decided requests show the latest decision first.
    let rows = selectRequests(db).where('v.status', '=', query.status);
    rows = query.status === 'pending' ? rows.orderBy('v.createdAt', 'asc') : rows.orderBy('v.decidedAt', 'desc');
    const items = await rows.orderBy('v.id').limit(query.pageSize).offset(offsetOf(query.page, query.pageSize)).execute();
    return { items: items.map(toAdminVerification), total: Number(total.n), page: query.page, pageSize: query.pageSize };
  });

  /** Locks and checks a pending request inside the deciding transaction. */
  async function pendingRequest(trx: Kysely<Database>, id: string) {
    let query = trx.selectFrom('professionalVerifications').selectAll().where('id', '=', id);
    if (kind === 'postgres') query = query.forUpdate();
    const row = await query.executeTakeFirst();
    if (!row) throw notFound();
    if (row.status !== 'pending') throw new AppError(409, 'verification/not-pending');
    const person = await trx.selectFrom('users').select(['id', 'username', 'email', 'role']).where('id', '=', row.userId).executeTakeFirstOrThrow();
    return { row, person };
  }

  app.post('/verifications/:id/approve', async (request, reply) => {
    const admin = await currentAdmin(request, reply);
    const { id } = parseInput(idParamsSchema, request.params);
    const { row, person } = await db.transaction().execute(async (trx) => {
      const found = await pendingRequest(trx, id);
      if (found.row.licenceExpiry < todayIso()) throw new AppError(409, 'verification/licence-expired');
      if (found.person.role === 'admin') throw new AppError(409, 'verification/admin-account');
      const now = new Date().toISOString();
      await trx.updateTable('professionalVerifications').set({ status: 'approved', reason: null, decidedAt: now, decidedBy: admin.id }).where('id', '=', id).execute();
      await trx.updateTable('users').set({ role: 'professional', fullName: found.row.fullName, updatedAt: now }).where('id', '=', found.person.id).execute();
      await recordAudit(trx, admin, 'verification.approved', { type: 'user', id: found.person.id, label: found.person.username }, {
        requestId: id,
        from: found.person.role,
        to: 'professional',
      });
      return found;
    });
    const emailed = await tellPerson(app.mailer, request.log, person.email, renderApprovalEmail(app.config.publicUrl, row.licenceExpiry), 'verification-approved');
    return { request: await loadRequest(db, id), emailed };
  });

  app.post('/verifications/:id/reject', async (request, reply) => {
    const admin = await currentAdmin(request, reply);
    const { id } = parseInput(idParamsSchema, request.params);
    const { reason } = parseInput(rejectVerificationSchema, request.body);
    const { person } = await db.transaction().execute(async (trx) => {
      const found = await pendingRequest(trx, id);
      await trx
        .updateTable('professionalVerifications')
        .set({ status: 'rejected', reason, decidedAt: new Date().toISOString(), decidedBy: admin.id })
        .where('id', '=', id)
        .execute();
      // The reason is for the person (their profile and the e-mail), not for the audit log.
      await recordAudit(trx, admin, 'verification.rejected', { type: 'user', id: found.person.id, label: found.person.username }, { requestId: id });
      return found;
    });
    const emailed = await tellPerson(app.mailer, request.log, person.email, renderRejectionEmail(app.config.publicUrl, reason), 'verification-rejected');
    return { request: await loadRequest(db, id), emailed };
  });
}
