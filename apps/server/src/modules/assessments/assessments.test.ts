import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SavedAssessment } from '@wellbeing/shared/schemas/tools';
import { login, newPerson } from '../../test-support/accounts.js';
import { createTestApp, engines, type TestApp } from '../../test-support/app.js';
import { TestClient } from '../../test-support/http.js';
import { createVerifiedAccount } from '../auth/accounts-admin.js';

const phq9 = (answers: number[]) => ({ instrument: 'phq9', answers });
const gad7 = (answers: number[]) => ({ instrument: 'gad7', answers });

describe.each(engines)('saved self-assessments on %s', (kind) => {
  let t: TestApp;
  let seeker: TestClient;
  let other: TestClient;
  let anonymous: TestClient;
  beforeAll(async () => {
    t = await createTestApp(kind);
    seeker = new TestClient(t.app);
    other = new TestClient(t.app);
    anonymous = new TestClient(t.app);
    expect((await login(seeker, 'seeker@example.com', t.config.demoPassword)).statusCode).toBe(200);
    expect((await login(other, 'professional@example.com', t.config.demoPassword)).statusCode).toBe(200);
  });
  afterAll(() => t.close());

  const rowCount = async () => (await t.app.database.db.selectFrom('assessments').select('id').execute()).length;

  it('saves nothing for an anonymous visitor: 401, and no row', async () => {
    const before = await rowCount();
    const res = await anonymous.post('/api/assessments', phq9([0, 0, 0, 0, 0, 0, 0, 0, 1]));
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('auth/not-authenticated');
    expect((await anonymous.get('/api/assessments')).statusCode).toBe(401);
    expect(await rowCount()).toBe(before);
  });

  it('saves a signed-in result scored on the server, and lists it in the history', async () => {
    const saved = await seeker.post('/api/assessments', phq9([3, 3, 2, 2, 1, 1, 0, 0, 0]));
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json().assessment).toMatchObject({ instrument: 'phq9', total: 12, band: 'moderate', bandLabel: 'Moderate' });
    await seeker.post('/api/assessments', gad7([3, 3, 3, 3, 3, 3, 3]));
    const all = (await seeker.get('/api/assessments')).json().assessments as SavedAssessment[];
    expect(all.map((a) => [a.instrument, a.total, a.band])).toEqual([
      ['phq9', 12, 'moderate'],
      ['gad7', 21, 'severe'],
    ]);
    const onlyGad = (await seeker.get('/api/assessments?instrument=gad7')).json().assessments as SavedAssessment[];
    expect(onlyGad.map((a) => a.instrument)).toEqual(['gad7']);
    expect((await seeker.get('/api/assessments?instrument=bdi')).statusCode).toBe(400);
  });

  it('keeps the answers encrypted and includes them in "Download my data"', async () => {
    const client = new TestClient(t.app);
    const person = newPerson();
    const userId = await createVerifiedAccount(t.app.database.db, kind, { ...person, role: 'seeker' });
    await login(client, person.email, person.password);
    await client.post('/api/assessments', phq9([1, 2, 3, 0, 1, 2, 3, 0, 2]));
    const row = await t.app.database.db.selectFrom('assessments').selectAll().where('userId', '=', userId).executeTakeFirstOrThrow();
    expect(row.answers).toMatch(/^v1\./);
    expect(row.answers).not.toContain('[1,2,3');
    const exported = (await client.get('/api/account/export')).json().selfAssessments;
    expect(exported).toEqual([expect.objectContaining({ instrument: 'phq9', total: 14, band: 'moderate', answers: [1, 2, 3, 0, 1, 2, 3, 0, 2] })]);

    expect((await client.post('/api/account/delete', { password: person.password })).statusCode).toBe(200);
    const left = await sql<{ n: number }>`select count(*) as n from assessments where "userId" = ${userId}`.execute(t.app.database.db);
    expect(Number(left.rows[0]!.n)).toBe(0);
  });

  it('shows each person only their own results, and only they can delete one', async () => {
    const mine = (await seeker.post('/api/assessments', gad7([1, 1, 1, 1, 1, 1, 1]))).json().assessment as SavedAssessment;
    expect(((await other.get('/api/assessments')).json().assessments as SavedAssessment[]).map((a) => a.id)).not.toContain(mine.id);
    expect((await other.delete(`/api/assessments/${mine.id}`)).statusCode).toBe(404);
    expect((await anonymous.delete(`/api/assessments/${mine.id}`)).statusCode).toBe(401);
    expect((await seeker.delete(`/api/assessments/${mine.id}`)).statusCode).toBe(200);
    expect((await seeker.delete(`/api/assessments/${mine.id}`)).statusCode).toBe(404);
  });

  const badInputs: [string, unknown][] = [
    ['no body', undefined],
    ['an unknown instrument', { instrument: 'bdi', answers: [0] }],
    ['too few answers', phq9([0, 0, 0])],
    ['too many answers', gad7([0, 0, 0, 0, 0, 0, 0, 0])],
    ['an answer of 4', gad7([0, 0, 0, 0, 0, 0, 4])],
    ['a negative answer', gad7([0, 0, 0, 0, 0, 0, -1])],
    ['a fractional answer', gad7([0, 0, 0, 0, 0, 0, 1.5])],
    ['answers as text', { instrument: 'gad7', answers: '0000000' }],
    ['a total sent by the client', { ...gad7([0, 0, 0, 0, 0, 0, 0]), total: 21 }],
  ];

  it.each(badInputs)('refuses %s with a clear 400 and writes nothing', async (_label, payload) => {
    const before = await rowCount();
    const res = await seeker.request({ method: 'POST', url: '/api/assessments', ...(payload === undefined ? {} : { payload: payload as object }) });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'request/invalid', message: expect.any(String) });
    expect(await rowCount()).toBe(before);
  });
});
