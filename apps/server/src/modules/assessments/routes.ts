import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { scoreAssessment } from '@wellbeing/shared/screening';
import { assessmentInputSchema, INSTRUMENT_IDS, type SavedAssessment } from '@wellbeing/shared/schemas/tools';
import { instruments, type InstrumentId } from '@wellbeing/shared/screening';
import type { Selectable } from 'kysely';
import { z } from 'zod';
import type { AssessmentsTable } from '../../db/schema.js';
import { toIso } from '../../db/values.js';
import { notFound, parseInput } from '../../lib/app-error.js';
import { decryptText, encryptText } from '../../lib/crypto.js';
import { registerExport } from '../account/data-export.js';
import { requireViewer } from '../auth/viewer.js';

const idParams = z.object({ id: z.string().min(1).max(200) });
const listQuery = z.strictObject({ instrument: z.enum(INSTRUMENT_IDS, { error: 'Choose instrument=phq9 or instrument=gad7.' }).optional() });
const answersContext = (userId: string) => `assessment-answers:${userId}`;

function toSaved(row: Pick<Selectable<AssessmentsTable>, 'id' | 'instrument' | 'total' | 'band' | 'createdAt'>): SavedAssessment {
  const instrument = instruments[row.instrument as InstrumentId];
  const band = instrument.bands.find((b) => b.band === row.band) ?? instrument.bands[0]!;
  return { id: row.id, instrument: instrument.id, total: Number(row.total), band: band.band, bandLabel: band.label, createdAt: toIso(row.createdAt) };
}

/**
 * Saved self-assessment results, for signed-in people who choose to save them. Anyone else's answers
 * stay in their browser: there is no anonymous endpoint. The server scores the answers itself (the same
 * shared scoring as the page) and keeps the answers encrypted; the total and band are what the history shows.
 */
export async function assessmentsRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;
  const key = app.config.encryptionKey;

  registerExport(app, 'selfAssessments', async (userId) =>
    (await db.selectFrom('assessments').selectAll().where('userId', '=', userId).orderBy('createdAt').execute()).map((row) => {
      const { id: _id, ...saved } = toSaved(row);
      return { ...saved, answers: JSON.parse(decryptText(row.answers, key, answersContext(userId))) as number[] };
    }),
  );

  app.get('/api/assessments', async (request, reply) => {
    const viewer = await requireViewer(request, reply);
    const { instrument } = parseInput(listQuery, request.query);
    let query = db.selectFrom('assessments').select(['id', 'instrument', 'total', 'band', 'createdAt']).where('userId', '=', viewer.user.id);
    if (instrument) query = query.where('instrument', '=', instrument);
    const rows = await query.orderBy('createdAt', 'asc').orderBy('id').execute();
    return { assessments: rows.map(toSaved) };
  });

  app.post('/api/assessments', async (request, reply) => {
    const viewer = await requireViewer(request, reply);
    const { instrument, answers } = parseInput(assessmentInputSchema, request.body);
    const result = scoreAssessment(instrument, answers);
    const row = {
      id: randomUUID(),
      userId: viewer.user.id,
      instrument,
      total: result.total,
      band: result.band,
      answers: encryptText(JSON.stringify(answers), key, answersContext(viewer.user.id)),
      createdAt: new Date().toISOString(),
    };
    await db.insertInto('assessments').values(row).execute();
    return reply.code(201).send({ assessment: toSaved(row) });
  });

  app.delete('/api/assessments/:id', async (request, reply) => {
    const viewer = await requireViewer(request, reply);
    const { id } = parseInput(idParams, request.params);
    const result = await db.deleteFrom('assessments').where('id', '=', id).where('userId', '=', viewer.user.id).executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) throw notFound();
    return { ok: true };
  });
}
