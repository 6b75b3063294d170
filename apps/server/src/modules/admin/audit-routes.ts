import type { FastifyInstance } from 'fastify';
import { auditListQuerySchema, type AuditEntry, type Paginated } from '@wellbeing/shared/schemas/admin';
import { parseInput } from '../../lib/app-error.js';
import { toAuditEntry } from './audit.js';
import { offsetOf } from './pagination.js';

export async function auditRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;

  app.get('/audit', async (request): Promise<Paginated<AuditEntry>> => {
    const query = parseInput(auditListQuerySchema, request.query);
    let filtered = db.selectFrom('auditLog');
    if (query.action) filtered = filtered.where('action', '=', query.action);
    const total = await filtered.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow();
    const rows = await filtered
      .selectAll()
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(query.pageSize)
      .offset(offsetOf(query.page, query.pageSize))
      .execute();
    return { items: rows.map(toAuditEntry), total: Number(total.n), page: query.page, pageSize: query.pageSize };
  });
}
