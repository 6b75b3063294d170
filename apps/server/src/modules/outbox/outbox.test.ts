import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.js';
import { createTestDatabase, engines, testConfig, type TestDatabase } from '../../test-support/app.js';
import type { Mailer, OutgoingMail } from '../mail/mailer.js';
import { renderNoticeEmail } from './notice-email.js';
import { CLAIM_MS, MAX_ATTEMPTS, Outbox, dropPendingMail, enqueueMail } from './outbox.js';

/** A mailer that records what it sends and can be told to fail. */
function fakeMailer() {
  const sent: OutgoingMail[] = [];
  let failuresLeft = 0;
  const mailer: Mailer & { sent: OutgoingMail[]; failNext(times: number): void } = {
    kind: 'smtp',
    sent,
    failNext(times) {
      failuresLeft = times;
    },
    async send(mail) {
      if (failuresLeft > 0) {
        failuresLeft--;
        const error = new Error(`550 mailbox unavailable for ${mail.to}`);
        error.name = 'SmtpError';
        throw error;
      }
      sent.push(mail);
    },
    async close() {},
  };
  return mailer;
}

/** A logger that keeps every line as JSON text, to check nothing private is written. */
function recordingLogger() {
  const lines: string[] = [];
  const record = (level: string) => (object: unknown, message?: string) => void lines.push(JSON.stringify({ level, object, message }));
  const logger = { info: record('info'), error: record('error'), warn: record('warn'), debug: record('debug'), trace: record('trace'), fatal: record('fatal'), level: 'info', silent: () => undefined, child: () => logger } as unknown as FastifyBaseLogger;
  return { logger, lines };
}

describe.each(engines)('the e-mail outbox on %s', (kind) => {
  let testDb: TestDatabase;
  let handle: DatabaseHandle;
  const config = testConfig();

  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    handle = testDb.open();
  });
  afterAll(async () => {
    await handle.close();
    await testDb.drop();
    rmSync(config.dataDir, { recursive: true, force: true });
  });

  async function person() {
    const id = randomUUID();
    const now = new Date().toISOString();
    const email = `outbox-${id.slice(0, 8)}@example.org`;
    await handle.db
      .insertInto('users')
      .values({ id, name: id.slice(0, 8), email, emailVerified: kind === 'sqlite' ? 1 : true, image: null, createdAt: now, updatedAt: now, username: `o_${id.slice(0, 8)}`, role: 'seeker', gender: null, dateOfBirth: null, fullName: null })
      .execute();
    return { id, email };
  }

  function outboxWith(mailer = fakeMailer(), log = recordingLogger()) {
    const outbox = new Outbox({ db: handle.db, kind, mailer, config, log: log.logger });
    outbox.define('hello', async ({ payload }) => (payload.skip ? null : renderNoticeEmail({ subject: `Hello ${String(payload.n ?? '')}`.trim(), heading: 'Hello', paragraphs: ['Hi.'], link: { label: 'Open', url: 'http://localhost/' } })));
    return { outbox, mailer, log };
  }

  it('sends what is due, to the address the account has when sending, and skips what no longer applies', async () => {
    const { outbox, mailer } = outboxWith();
    const [a, b] = [await person(), await person()];
    await enqueueMail(
      handle.db,
      { template: 'hello', recipientId: a.id, payload: { n: 1 } },
      { template: 'hello', recipientId: b.id, payload: { skip: true } },
      { template: 'hello', recipientId: a.id, payload: { n: 2 }, dueAt: new Date(Date.now() + 60 * 60 * 1000) },
    );
    const changed = `changed-${a.email}`;
    await handle.db.updateTable('users').set({ email: changed }).where('id', '=', a.id).execute();
    expect(await outbox.processDue()).toMatchObject({ sent: 1, skipped: 1 });
    expect(mailer.sent.map((m) => [m.to, m.subject])).toEqual([[changed, 'Hello 1']]);
    const rows = await handle.db.selectFrom('outbox').select(['recipientId', 'status']).where('recipientId', 'in', [a.id, b.id]).execute();
    expect(rows.map((r) => r.status).sort()).toEqual(['pending', 'sent', 'skipped']);
    // Later, the future one is due.
    expect(await outbox.processDue({ now: new Date(Date.now() + 2 * 60 * 60 * 1000) })).toMatchObject({ sent: 1 });
  });

  it('never queues the same message twice, and drops pending ones by reference', async () => {
    const { outbox, mailer } = outboxWith();
    const a = await person();
    const message = { template: 'hello', recipientId: a.id, reference: `test:${a.id}`, dedupeKey: `hello:${a.id}` };
    await enqueueMail(handle.db, message);
    await enqueueMail(handle.db, message, message);
    expect(await handle.db.selectFrom('outbox').select('id').where('recipientId', '=', a.id).execute()).toHaveLength(1);
    await dropPendingMail(handle.db, { reference: `test:${a.id}` });
    await outbox.processDue();
    expect(mailer.sent.filter((m) => m.to === a.email)).toEqual([]);
  });

  it('lets one instance claim a row at a time; a claim that runs out (a crashed sender) is taken again', async () => {
    const first = outboxWith();
    const second = outboxWith();
    const a = await person();
    await enqueueMail(handle.db, { template: 'hello', recipientId: a.id });
    const claimed = await first.outbox.claimDue(10);
    expect(claimed.map((r) => r.recipientId)).toContain(a.id);
    expect((await second.outbox.claimDue(10)).map((r) => r.recipientId)).not.toContain(a.id);
    const later = new Date(Date.now() + CLAIM_MS + 1000);
    const reclaimed = await second.outbox.claimDue(10, later);
    expect(reclaimed.map((r) => r.recipientId)).toContain(a.id);
    expect(reclaimed.find((r) => r.recipientId === a.id)!.attempts).toBe(2);
    // Tidy up for the next tests: once the second claim has run out too, it is sent.
    await second.outbox.processDue({ now: new Date(later.getTime() + CLAIM_MS + 1000) });
    expect(second.mailer.sent.map((m) => m.to)).toContain(a.email);
  });

  it('leaves templates it does not know to instances that do', async () => {
    const { outbox } = outboxWith();
    const a = await person();
    await enqueueMail(handle.db, { template: 'from-a-newer-version', recipientId: a.id });
    await outbox.processDue();
    const row = await handle.db.selectFrom('outbox').select(['status', 'attempts']).where('recipientId', '=', a.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'pending', attempts: 0 });
  });

  it('tries a failed send again later, gives up after a few attempts, and never logs the address or the error text', async () => {
    const { outbox, mailer, log } = outboxWith();
    const a = await person();
    await enqueueMail(handle.db, { template: 'hello', recipientId: a.id, payload: { n: 7 } });
    mailer.failNext(1);
    expect(await outbox.processDue()).toMatchObject({ retried: 1, sent: 0 });
    // Not again until the pause is over.
    expect(await outbox.processDue()).toMatchObject({ sent: 0 });
    expect(await outbox.processDue({ now: new Date(Date.now() + 2 * 60_000) })).toMatchObject({ sent: 1 });
    expect(mailer.sent.filter((m) => m.to === a.email)).toHaveLength(1);

    const b = await person();
    await enqueueMail(handle.db, { template: 'hello', recipientId: b.id });
    mailer.failNext(MAX_ATTEMPTS);
    for (let i = 1; i <= MAX_ATTEMPTS; i++) await outbox.processDue({ now: new Date(Date.now() + i * 10 * 60_000) });
    const row = await handle.db.selectFrom('outbox').select(['status', 'attempts', 'lastError']).where('recipientId', '=', b.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'failed', attempts: MAX_ATTEMPTS, lastError: 'SmtpError' });
    const logged = log.lines.join('\n');
    expect(logged).toContain('outbox send failed');
    expect(logged).not.toContain(a.email);
    expect(logged).not.toContain(b.email);
    expect(logged).not.toContain('mailbox unavailable');
  });

  it('runs as a worker: a pass at start, another soon after something is queued, and a clean stop', async () => {
    const { outbox, mailer } = outboxWith();
    const a = await person();
    await enqueueMail(handle.db, { template: 'hello', recipientId: a.id, payload: { n: 1 } });
    outbox.start(60_000);
    await expect.poll(() => mailer.sent.filter((m) => m.to === a.email).length).toBe(1);
    await outbox.enqueue({ template: 'hello', recipientId: a.id, payload: { n: 2 } });
    await expect.poll(() => mailer.sent.filter((m) => m.to === a.email).length).toBe(2);
    await outbox.stop();
    expect(outbox.isRunning).toBe(false);
    await outbox.enqueue({ template: 'hello', recipientId: a.id, payload: { n: 3 } });
    await new Promise((resolve) => setImmediate(resolve));
    expect(mailer.sent.filter((m) => m.to === a.email)).toHaveLength(2);
  });

  it('goes with the recipient’s account', async () => {
    const a = await person();
    await enqueueMail(handle.db, { template: 'hello', recipientId: a.id });
    await handle.db.deleteFrom('users').where('id', '=', a.id).execute();
    expect(await handle.db.selectFrom('outbox').select('id').where('recipientId', '=', a.id).execute()).toEqual([]);
  });
});
