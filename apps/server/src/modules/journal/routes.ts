import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  journalEntryInputSchema,
  journalExportQuerySchema,
  journalRangeQuerySchema,
  type JournalEntriesResponse,
} from '@wellbeing/shared/schemas/tools';
import { z } from 'zod';
import { AppError, notFound, parseInput } from '../../lib/app-error.js';
import { registerExport } from '../account/data-export.js';
import { requireViewer } from '../auth/viewer.js';
import { journalToCsv } from './csv.js';
import { createJournalRepository } from './repository.js';
import { isUniqueViolation } from '../../db/errors.js';

const idParams = z.object({ id: z.string().min(1).max(200) });
const DAY_MS = 24 * 60 * 60 * 1000;

const dayAlreadyHasEntry = () =>
  new AppError(409, 'journal/day-taken', 'You already have an entry for that day. Edit that entry instead.', { date: 'You already have an entry for that day.' });

/**
 * The mood journal: signed-in people only, each sees only their own entries (anyone else's id is a 404).
 * Notes are encrypted at rest (lib/crypto) and never logged: logs carry method and path only, and no
 * handler here logs a body.
 */
export async function journalRoutes(app: FastifyInstance): Promise<void> {
  const journal = createJournalRepository(app.database.db, app.config.encryptionKey);

  registerExport(app, 'moodJournal', async (userId) => (await journal.list(userId)).map(({ id: _id, ...entry }) => entry));

  app.get('/api/journal', async (request, reply): Promise<JournalEntriesResponse> => {
    const viewer = await requireViewer(request, reply);
    const { days } = parseInput(journalRangeQuerySchema, request.query);
    // The window is in calendar days and generous by one, so "the last 30 days" holds in every time zone.
    const to = new Date(Date.now() + DAY_MS).toISOString().slice(0, 10);
    const from = new Date(Date.now() - days * DAY_MS).toISOString().slice(0, 10);
    return { entries: await journal.list(viewer.user.id, from), from, to };
  });

  app.post('/api/journal', async (request, reply) => {
    const viewer = await requireViewer(request, reply);
    const data = parseInput(journalEntryInputSchema, request.body);
    try {
      const entry = await journal.create(viewer.user.id, randomUUID(), data);
      return reply.code(201).send({ entry });
    } catch (error) {
      if (isUniqueViolation(error)) throw dayAlreadyHasEntry();
      throw error;
    }
  });

  app.get('/api/journal/export', async (request, reply) => {
    const viewer = await requireViewer(request, reply);
    const { format } = parseInput(journalExportQuerySchema, request.query);
    const entries = await journal.list(viewer.user.id);
    const date = new Date().toISOString().slice(0, 10);
    reply.header('Content-Disposition', `attachment; filename="harbour-mood-journal-${date}.${format}"`);
    if (format === 'csv') return reply.type('text/csv; charset=utf-8').send(journalToCsv(entries));
    return { exportedAt: new Date().toISOString(), entries: entries.map(({ id: _id, ...entry }) => entry) };
  });

  app.get('/api/journal/:id', async (request, reply) => {
    const viewer = await requireViewer(request, reply);
    const { id } = parseInput(idParams, request.params);
    const entry = await journal.get(viewer.user.id, id);
    if (!entry) throw notFound();
    return { entry };
  });

  app.put('/api/journal/:id', async (request, reply) => {
    const viewer = await requireViewer(request, reply);
    const { id } = parseInput(idParams, request.params);
    const data = parseInput(journalEntryInputSchema, request.body);
    try {
      const entry = await journal.update(viewer.user.id, id, data);
      if (!entry) throw notFound();
      return { entry };
    } catch (error) {
      if (isUniqueViolation(error)) throw dayAlreadyHasEntry();
      throw error;
    }
  });

  app.delete('/api/journal/:id', async (request, reply) => {
    const viewer = await requireViewer(request, reply);
    const { id } = parseInput(idParams, request.params);
    if (!(await journal.remove(viewer.user.id, id))) throw notFound();
    return { ok: true };
  });
}
