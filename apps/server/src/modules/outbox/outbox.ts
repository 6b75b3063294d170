import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { AppConfig, DatabaseKind } from '../../config.js';
import type { Database, OutboxTable } from '../../db/schema.js';
import type { Mailer } from '../mail/mailer.js';
import type { RenderedEmail } from './notice-email.js';

/**
 * The e-mail outbox: messages to send now or later live in the database, so a restart loses none, and a
 * claim on each row keeps several server instances on one database from sending any of them twice.
 *
 * - A feature queues a message with `enqueueMail(trx, …)` inside the transaction that makes it true (the
 *   RSVP, the cancellation), so there is never a message without its cause or the other way round.
 * - A message names a template and carries ids only. The template reads the current state when sending
 *   and may decide there is nothing to send any more (the event was cancelled, the person left): that row
 *   is marked `skipped`.
 * - Claiming is one atomic statement: PostgreSQL picks rows with `FOR UPDATE SKIP LOCKED`, so two
 *   instances never pick the same row; SQLite has one writer, so the single UPDATE … RETURNING is its own
 *   transaction. A claim lasts `CLAIM_MS`; a crashed sender's rows are claimed again after that.
 */

export type OutboxRow = Selectable<OutboxTable>;
export type OutboxPayload = Record<string, string | number | boolean | null>;

export interface OutboxMessage {
  template: string;
  recipientId: string;
  payload?: OutboxPayload;
  /** When to send; now when absent. */
  dueAt?: Date | string;
  /** What it is about (e.g. `event:<id>`), to reschedule or drop a group together. */
  reference?: string | null;
  /** A second message with the same key is ignored. */
  dedupeKey?: string | null;
}

export interface TemplateContext {
  db: Kysely<Database>;
  config: AppConfig;
  recipient: { id: string; email: string; username: string };
  payload: OutboxPayload;
  now: Date;
}

/** Renders a message from current data; null means there is nothing to send any more. */
export type OutboxTemplate = (context: TemplateContext) => Promise<RenderedEmail | null>;

export interface PassResult {
  sent: number;
  skipped: number;
  retried: number;
  failed: number;
}

/** How long one claim lasts: longer than the mailer's slowest send, so a claim never runs out mid-send. */
export const CLAIM_MS = 15 * 60 * 1000;
export const MAX_ATTEMPTS = 5;
const BATCH_SIZE = 20;
/** A pass stops after this many batches so one instance never holds the loop for long; the next tick continues. */
const MAX_BATCHES_PER_PASS = 25;

const toIsoString = (value: Date | string | undefined) => (value === undefined ? new Date() : value instanceof Date ? value : new Date(value)).toISOString();

function rowsFor(messages: readonly OutboxMessage[]) {
  const now = new Date().toISOString();
  return messages.map((m) => ({
    id: randomUUID(),
    template: m.template,
    payload: JSON.stringify(m.payload ?? {}),
    recipientId: m.recipientId,
    reference: m.reference ?? null,
    dedupeKey: m.dedupeKey ?? null,
    dueAt: toIsoString(m.dueAt),
    status: 'pending' as const,
    attempts: 0,
    createdAt: now,
  }));
}

/** Queues messages; pass the transaction that makes them true. Duplicates by `dedupeKey` are ignored. */
export async function enqueueMail(db: Kysely<Database>, ...messages: OutboxMessage[]): Promise<void> {
  if (messages.length === 0) return;
  // Small chunks keep well under either engine's limit on bound parameters.
  const rows = rowsFor(messages);
  for (let i = 0; i < rows.length; i += 200) {
    await db
      .insertInto('outbox')
      .values(rows.slice(i, i + 200))
      .onConflict((oc) => oc.column('dedupeKey').doNothing())
      .execute();
  }
}

/** Drops messages not sent yet, by reference and optionally template (e.g. the reminders of a cancelled event). */
export async function dropPendingMail(db: Kysely<Database>, filter: { reference: string; template?: string; recipientId?: string }): Promise<void> {
  let query = db.deleteFrom('outbox').where('reference', '=', filter.reference).where('status', '=', 'pending');
  if (filter.template) query = query.where('template', '=', filter.template);
  if (filter.recipientId) query = query.where('recipientId', '=', filter.recipientId);
  await query.execute();
}

function parsePayload(text: string): OutboxPayload {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as OutboxPayload) : {};
  } catch {
    return {};
  }
}

export interface OutboxOptions {
  db: Kysely<Database>;
  kind: DatabaseKind;
  mailer: Mailer;
  config: AppConfig;
  log: FastifyBaseLogger;
}

export class Outbox {
  /** This instance's name on the rows it claims. */
  readonly instanceId = `outbox-${randomUUID()}`;
  private readonly templates = new Map<string, OutboxTemplate>();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private isStarted = false;

  constructor(private readonly options: OutboxOptions) {}

  /** Registers a template; each feature defines its own when its module is registered. */
  define(template: string, render: OutboxTemplate): void {
    if (this.templates.has(template)) throw new Error(`outbox template "${template}" defined twice`);
    this.templates.set(template, render);
  }

  /** Queues messages outside a transaction and asks for a pass soon. */
  async enqueue(...messages: OutboxMessage[]): Promise<void> {
    await enqueueMail(this.options.db, ...messages);
    this.kick();
  }

  /** Claims up to `limit` due rows of templates this instance knows, atomically. */
  async claimDue(limit = BATCH_SIZE, now = new Date()): Promise<OutboxRow[]> {
    const templates = [...this.templates.keys()];
    if (templates.length === 0) return [];
    const { db, kind } = this.options;
    const nowIso = now.toISOString();
    const until = new Date(now.getTime() + CLAIM_MS).toISOString();
    let due = db
      .selectFrom('outbox')
      .select('id')
      .where('status', '=', 'pending')
      .where('dueAt', '<=', nowIso)
      .where((eb) => eb.or([eb('claimedUntil', 'is', null), eb('claimedUntil', '<', nowIso)]))
      .where('template', 'in', templates)
      .orderBy('dueAt')
      .orderBy('id')
      .limit(limit);
    if (kind === 'postgres') due = due.forUpdate().skipLocked();
    return db
      .updateTable('outbox')
      .set({ claimedBy: this.instanceId, claimedUntil: until, attempts: sql`${sql.ref('attempts')} + 1` })
      .where('id', 'in', due)
      // Checked again on the row itself: on PostgreSQL a row another instance claimed meanwhile no longer matches.
      .where('status', '=', 'pending')
      .where((eb) => eb.or([eb('claimedUntil', 'is', null), eb('claimedUntil', '<', nowIso)]))
      .returningAll()
      .execute();
  }

  /** Sends everything due now, batch by batch; safe to run on several instances at once. */
  async processDue(options: { batchSize?: number; now?: Date } = {}): Promise<PassResult> {
    const result: PassResult = { sent: 0, skipped: 0, retried: 0, failed: 0 };
    const batchSize = options.batchSize ?? BATCH_SIZE;
    for (let batch = 0; batch < MAX_BATCHES_PER_PASS; batch++) {
      const rows = await this.claimDue(batchSize, options.now ?? new Date());
      for (const row of rows) result[await this.deliver(row)]++;
      if (rows.length < batchSize) break;
    }
    if (result.sent + result.skipped + result.retried + result.failed > 0) this.options.log.info({ outbox: result }, 'outbox pass');
    return result;
  }

  private async deliver(row: OutboxRow): Promise<keyof PassResult> {
    const { db, mailer, config, log } = this.options;
    const finish = (set: { status: 'sent' | 'skipped' | 'failed'; lastError?: string }) =>
      db
        .updateTable('outbox')
        .set({ ...set, sentAt: set.status === 'sent' ? new Date().toISOString() : null, claimedUntil: null })
        .where('id', '=', row.id)
        .where('claimedBy', '=', this.instanceId)
        .execute();
    try {
      const render = this.templates.get(row.template);
      const recipient = await db.selectFrom('users').select(['id', 'email', 'username']).where('id', '=', row.recipientId).executeTakeFirst();
      const mail = render && recipient ? await render({ db, config, recipient, payload: parsePayload(row.payload), now: new Date() }) : null;
      if (!mail || !recipient) {
        await finish({ status: 'skipped' });
        return 'skipped';
      }
      await mailer.send({ ...mail, to: mail.to ?? recipient.email, template: row.template });
      await finish({ status: 'sent' });
      return 'sent';
    } catch (error) {
      const type = error instanceof Error ? error.name : 'Error';
      // Never the error's message: an SMTP error can quote the address.
      log.error({ err: { type, code: (error as { code?: unknown })?.code }, outboxId: row.id, template: row.template, attempts: row.attempts }, 'outbox send failed');
      if (row.attempts >= MAX_ATTEMPTS) {
        await finish({ status: 'failed', lastError: type }).catch(() => undefined);
        return 'failed';
      }
      // Try again later: the claim simply runs out sooner, with a growing pause.
      const retryAt = new Date(Date.now() + Math.min(row.attempts, 6) * 60_000).toISOString();
      await db
        .updateTable('outbox')
        .set({ claimedUntil: retryAt, lastError: type })
        .where('id', '=', row.id)
        .where('claimedBy', '=', this.instanceId)
        .execute()
        .catch(() => undefined);
      return 'retried';
    }
  }

  /** One pass at a time per instance; a request during a pass runs another right after it. */
  private pass(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      do {
        this.again = false;
        try {
          await this.processDue();
        } catch (error) {
          this.options.log.error({ err: { type: (error as Error)?.name, code: (error as { code?: unknown })?.code } }, 'outbox pass failed');
        }
      } while (this.again && this.isStarted);
    })().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  /**
   * Starts the worker: one pass now (a reminder that came due while the server was down goes out after a
   * restart), then one every `intervalMs`. The timer is unref'd so it never keeps the process alive.
   */
  start(intervalMs = 15_000): void {
    if (this.isStarted) return;
    this.isStarted = true;
    void this.pass();
    this.timer = setInterval(() => void this.pass(), intervalMs);
    this.timer.unref();
  }

  /** Asks for a pass soon (after queuing something due now); nothing happens while the worker is stopped. */
  kick(): void {
    if (!this.isStarted) return;
    setImmediate(() => {
      if (this.isStarted) void this.pass();
    });
  }

  /** Stops the worker and waits for a pass in progress to finish. */
  async stop(): Promise<void> {
    this.isStarted = false;
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  get isRunning(): boolean {
    return this.isStarted;
  }
}
