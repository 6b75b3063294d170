import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { Writable } from 'node:stream';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JournalEntry, JournalEntryInput } from '@wellbeing/shared/schemas/tools';
import { login, newPerson } from '../../test-support/accounts.js';
import { createTestApp, engines, type TestApp } from '../../test-support/app.js';
import { TestClient } from '../../test-support/http.js';
import { createVerifiedAccount } from '../auth/accounts-admin.js';
import { csvCell, JOURNAL_CSV_COLUMNS } from './csv.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY_MS).toISOString().slice(0, 10);

/** A distinctive sentence that must never appear in the database file, a row or a log line. */
const secretNote = () => `Private note ${randomUUID()} about a hard day, "quoted", with a comma`;

/** Parses the CSV the export writes (RFC 4180: quoted cells may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i++) {
    const ch = body[i]!;
    if (quoted) {
      if (ch === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\r' && body[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += ch;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

describe('csvCell', () => {
  it('quotes commas, quotes and line breaks, and defuses spreadsheet formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    for (const start of ['+', '-', '@']) expect(csvCell(`${start}1`)).toBe(`'${start}1`);
    expect(csvCell(3)).toBe('3');
    expect(csvCell(null)).toBe('');
  });
});

describe.each(engines)('mood journal on %s', (kind) => {
  let t: TestApp;
  let seeker: TestClient;
  let other: TestClient;
  const logLines: string[] = [];
  beforeAll(async () => {
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        logLines.push(chunk.toString());
        callback();
      },
    });
    t = await createTestApp(kind, { logLevel: 'debug' }, logStream);
    seeker = new TestClient(t.app);
    other = new TestClient(t.app);
    expect((await login(seeker, 'seeker@example.com', t.config.demoPassword)).statusCode).toBe(200);
    expect((await login(other, 'supporter@example.com', t.config.demoPassword)).statusCode).toBe(200);
  });
  afterAll(() => t.close());

  const create = (client: TestClient, body: JournalEntryInput) => client.post('/api/journal', body);

  it('creates, lists, edits and deletes an entry', async () => {
    const note = secretNote();
    const created = await create(seeker, { date: daysAgo(2), mood: 2, tags: ['sleep', 'work'], note });
    expect(created.statusCode, created.body).toBe(201);
    const entry = created.json().entry as JournalEntry;
    expect(entry).toMatchObject({ date: daysAgo(2), mood: 2, tags: ['sleep', 'work'], note });

    const list = await seeker.get('/api/journal?days=30');
    expect(list.statusCode).toBe(200);
    expect(list.json().entries).toContainEqual(entry);

    const edited = await seeker.request({ method: 'PUT', url: `/api/journal/${entry.id}`, payload: { date: daysAgo(2), mood: 4, tags: ['friends'], note: '  Better by the evening.  ' } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().entry).toMatchObject({ id: entry.id, mood: 4, tags: ['friends'], note: 'Better by the evening.', createdAt: entry.createdAt });
    expect((await seeker.get(`/api/journal/${entry.id}`)).json().entry.note).toBe('Better by the evening.');

    const cleared = await seeker.request({ method: 'PUT', url: `/api/journal/${entry.id}`, payload: { date: daysAgo(2), mood: 4, note: '' } });
    expect(cleared.json().entry).toMatchObject({ tags: [], note: null });

    expect((await seeker.delete(`/api/journal/${entry.id}`)).statusCode).toBe(200);
    expect((await seeker.get(`/api/journal/${entry.id}`)).statusCode).toBe(404);
    expect((await seeker.delete(`/api/journal/${entry.id}`)).statusCode).toBe(404);
    expect((await seeker.get('/api/journal?days=30')).json().entries.map((e: JournalEntry) => e.id)).not.toContain(entry.id);
  });

  it('keeps one entry a day: a second one for the same day is a clear 409, not a second row', async () => {
    const date = daysAgo(3);
    expect((await create(seeker, { date, mood: 3 })).statusCode).toBe(201);
    const again = await create(seeker, { date, mood: 5 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'journal/day-taken', message: expect.stringMatching(/already have an entry/) });
    const other = (await create(seeker, { date: daysAgo(4), mood: 1 })).json().entry as JournalEntry;
    const moved = await seeker.request({ method: 'PUT', url: `/api/journal/${other.id}`, payload: { date, mood: 1 } });
    expect(moved.statusCode).toBe(409);
    const rows = await t.app.database.db.selectFrom('journalEntries').select('mood').where('entryDate', '=', date).execute();
    expect(rows).toEqual([{ mood: 3 }]);
  });

  it('lists the chosen window, newest day first', async () => {
    const client = new TestClient(t.app);
    const person = newPerson();
    await createVerifiedAccount(t.app.database.db, kind, { ...person, role: 'seeker' });
    await login(client, person.email, person.password);
    for (const n of [0, 10, 45, 120]) expect((await create(client, { date: daysAgo(n), mood: 3 })).statusCode).toBe(201);
    const dates = async (days: number) => ((await client.get(`/api/journal?days=${days}`)).json().entries as JournalEntry[]).map((e) => e.date);
    expect(await dates(30)).toEqual([daysAgo(0), daysAgo(10)]);
    expect(await dates(90)).toEqual([daysAgo(0), daysAgo(10), daysAgo(45)]);
    expect(await dates(366)).toHaveLength(4);
    expect((await client.get('/api/journal')).json().entries).toHaveLength(3);
    for (const bad of ['0', '367', 'abc', '1.5']) expect((await client.get(`/api/journal?days=${bad}`)).statusCode, bad).toBe(400);
  });

  const badInputs: [string, unknown][] = [
    ['no body', undefined],
    ['a mood of 0', { date: daysAgo(0), mood: 0 }],
    ['a mood of 6', { date: daysAgo(0), mood: 6 }],
    ['a fractional mood', { date: daysAgo(0), mood: 2.5 }],
    ['a mood as text', { date: daysAgo(0), mood: '3' }],
    ['a day in the future', { date: daysAgo(-5), mood: 3 }],
    ['an impossible date', { date: '2026-02-30', mood: 3 }],
    ['a date in another format', { date: '21/11/2026', mood: 3 }],
    ['an unknown tag', { date: daysAgo(0), mood: 3, tags: ['secret'] }],
    ['a repeated tag', { date: daysAgo(0), mood: 3, tags: ['work', 'work'] }],
    ['a note too long', { date: daysAgo(0), mood: 3, note: 'x'.repeat(2001) }],
    ['a note with a NUL character', { date: daysAgo(0), mood: 3, note: 'a\u0000b' }],
    ['an unknown field', { date: daysAgo(0), mood: 3, userId: 'someone-else' }],
  ];

  it.each(badInputs)('refuses %s with a clear 400 and writes nothing', async (_label, payload) => {
    const count = async () => (await t.app.database.db.selectFrom('journalEntries').select('id').execute()).length;
    const before = await count();
    const res = await seeker.request({ method: 'POST', url: '/api/journal', ...(payload === undefined ? {} : { payload: payload as object }) });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'request/invalid', message: expect.any(String) });
    expect(await count()).toBe(before);
  });

  it('only the owner can read, change or delete an entry: anyone else gets 404, and 401 without a session', async () => {
    const note = secretNote();
    const entry = (await create(seeker, { date: daysAgo(5), mood: 2, note })).json().entry as JournalEntry;
    const anonymous = new TestClient(t.app);
    for (const [client, status] of [[other, 404], [anonymous, 401]] as const) {
      const answers = [
        await client.get(`/api/journal/${entry.id}`),
        await client.request({ method: 'PUT', url: `/api/journal/${entry.id}`, payload: { date: daysAgo(5), mood: 5, note: 'changed' } }),
        await client.delete(`/api/journal/${entry.id}`),
      ];
      for (const res of answers) {
        expect(res.statusCode).toBe(status);
        expect(res.body).not.toContain(note);
      }
    }
    expect((await other.get('/api/journal?days=366')).json().entries.map((e: JournalEntry) => e.id)).not.toContain(entry.id);
    expect((await other.get('/api/journal/export?format=json')).body).not.toContain(note);
    expect((await anonymous.get('/api/journal')).statusCode).toBe(401);
    expect((await anonymous.post('/api/journal', { date: daysAgo(0), mood: 3 })).statusCode).toBe(401);
    expect((await anonymous.get('/api/journal/export?format=csv')).statusCode).toBe(401);
    expect((await seeker.get(`/api/journal/${entry.id}`)).json().entry).toMatchObject({ mood: 2, note });
  });

  it('exports the journal as CSV and as JSON with every entry and its note', async () => {
    const client = new TestClient(t.app);
    const person = newPerson();
    await createVerifiedAccount(t.app.database.db, kind, { ...person, role: 'seeker' });
    await login(client, person.email, person.password);
    const tricky = 'First line, with a comma\nsecond line with "quotes"';
    await create(client, { date: daysAgo(1), mood: 5, tags: ['exercise', 'outdoors'], note: tricky });
    await create(client, { date: daysAgo(2), mood: 1, note: '=1+1' });
    await create(client, { date: daysAgo(3), mood: 3 });

    const csv = await client.get('/api/journal/export?format=csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="harbour-mood-journal-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(csv.headers['cache-control']).toBe('no-store');
    const rows = parseCsv(csv.body);
    expect(rows[0]).toEqual([...JOURNAL_CSV_COLUMNS]);
    expect(rows.slice(1).map((r) => r.slice(0, 5))).toEqual([
      [daysAgo(3), '3', 'Okay', '', ''],
      [daysAgo(2), '1', 'Very low', '', "'=1+1"],
      [daysAgo(1), '5', 'Very good', 'exercise;outdoors', tricky],
    ]);

    const json = await client.get('/api/journal/export?format=json');
    expect(json.statusCode).toBe(200);
    expect(json.headers['content-disposition']).toMatch(/\.json"$/);
    const entries = json.json().entries as Omit<JournalEntry, 'id'>[];
    expect(entries.map((e) => [e.date, e.mood, e.tags, e.note])).toEqual([
      [daysAgo(1), 5, ['exercise', 'outdoors'], tricky],
      [daysAgo(2), 1, [], '=1+1'],
      [daysAgo(3), 3, [], null],
    ]);

    for (const bad of ['', '?format=xml', '?format=csv&extra=1']) expect((await client.get(`/api/journal/export${bad}`)).statusCode, bad).toBe(400);
  });

  it('is part of "Download my data"', async () => {
    const note = secretNote();
    await create(seeker, { date: daysAgo(6), mood: 4, tags: ['family'], note });
    const res = await seeker.get('/api/account/export');
    expect(res.statusCode).toBe(200);
    const journal = res.json().moodJournal as Omit<JournalEntry, 'id'>[];
    expect(journal).toContainEqual(expect.objectContaining({ date: daysAgo(6), mood: 4, tags: ['family'], note }));
    expect((await other.get('/api/account/export')).body).not.toContain(note);
  });

  it('stores the note encrypted: not in the database file (SQLite) or the row (PostgreSQL), and never in the logs', async () => {
    const note = secretNote();
    const entry = (await create(seeker, { date: daysAgo(7), mood: 3, note })).json().entry as JournalEntry;
    await seeker.request({ method: 'PUT', url: `/api/journal/${entry.id}`, payload: { date: daysAgo(7), mood: 3, note: `${note} (edited)` } });
    const db = t.app.database.db;
    const row = await db.selectFrom('journalEntries').select('note').where('id', '=', entry.id).executeTakeFirstOrThrow();
    expect(row.note).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(row.note).not.toContain('Private note');
    // Same text twice gives different ciphertexts (a fresh IV every time).
    const twin = (await create(seeker, { date: daysAgo(8), mood: 3, note: `${note} (edited)` })).json().entry as JournalEntry;
    const twinRow = await db.selectFrom('journalEntries').select('note').where('id', '=', twin.id).executeTakeFirstOrThrow();
    expect(twinRow.note).not.toBe(row.note);

    if (kind === 'sqlite') {
      await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db);
      const file = (t.config.database as { file: string }).file;
      // The check is not vacuous: after the checkpoint the row itself is in the main file.
      expect(readFileSync(file).includes(Buffer.from(entry.id))).toBe(true);
      for (const path of [file, `${file}-wal`]) {
        if (!existsSync(path)) continue;
        const bytes = readFileSync(path);
        expect(bytes.includes(Buffer.from('Private note'))).toBe(false);
        expect(bytes.includes(Buffer.from(note.slice(13, 49)))).toBe(false);
      }
    } else {
      const raw = await sql<{ text: string }>`select row_to_json(j)::text as text from "journalEntries" j where id = ${entry.id}`.execute(db);
      expect(raw.rows[0]!.text).not.toContain('Private note');
    }
    expect(logLines.length).toBeGreaterThan(0);
    expect(logLines.join('\n')).not.toContain('Private note');
  });

  it('a note moved into another person’s row cannot be read as theirs', async () => {
    const note = secretNote();
    const mine = (await create(seeker, { date: daysAgo(9), mood: 3, note })).json().entry as JournalEntry;
    const theirs = (await create(other, { date: daysAgo(9), mood: 3, note: 'their own words' })).json().entry as JournalEntry;
    const db = t.app.database.db;
    const stolen = await db.selectFrom('journalEntries').select('note').where('id', '=', mine.id).executeTakeFirstOrThrow();
    await db.updateTable('journalEntries').set({ note: stolen.note }).where('id', '=', theirs.id).execute();
    const res = await other.get(`/api/journal/${theirs.id}`);
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain(note);
    await db.deleteFrom('journalEntries').where('id', '=', theirs.id).execute();
  });

  it('goes with the account when it is deleted', async () => {
    const client = new TestClient(t.app);
    const person = newPerson();
    const userId = await createVerifiedAccount(t.app.database.db, kind, { ...person, role: 'seeker' });
    await login(client, person.email, person.password);
    await create(client, { date: daysAgo(1), mood: 2, note: secretNote() });
    await create(client, { date: daysAgo(2), mood: 4 });
    const count = async () => (await t.app.database.db.selectFrom('journalEntries').select('id').where('userId', '=', userId).execute()).length;
    expect(await count()).toBe(2);
    const deleted = await client.post('/api/account/delete', { password: person.password });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await count()).toBe(0);
  });
});
