// kill -9 during writes: writers rate articles, save and edit journal entries and register people while the
// server is killed with SIGKILL at random moments and restarted, CRASH_CYCLES times (25 by default), on
// SQLite and on PostgreSQL. Afterwards every acknowledged write is in the database with its exact value, and
// nothing is half-written: every person has a credential and the role they chose, a professional their
// verification request, every journal note decrypts, and SQLite's integrity and foreign-key checks pass.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { JOURNAL_TAGS } from '@wellbeing/shared/schemas/tools';
import { openDatabase, type DatabaseHandle } from '../src/db/database.js';
import type { Database } from '../src/db/schema.js';
import { decryptText } from '../src/lib/crypto.js';
import { verifyPassword } from '../src/modules/auth/password.js';
import { readMailbox } from '../src/modules/mail/mailer.js';
import { NoAnswer, newPerson, randomInt, register, signedInClient, signIn, sleep, writeFigures, type ApiClient, type Person } from './support/api-client.js';
import { createPostgresDatabase, freePort, postgresBaseUrl, removeDir, startServer, tempDir, type ServerProcess } from './support/server-process.js';

const CYCLES = Number(process.env.CRASH_CYCLES ?? 25);
const WRITERS = Number(process.env.CRASH_WRITERS ?? 4);
/** The kill comes this long after the writers start on a fresh server life (uniformly at random). */
const KILL_AFTER_MS = [150, 1200] as const;

type Content = { mood: number; tags: string[]; note: string };
interface Version<T> {
  value: T;
  acked: boolean;
}
interface JournalLog {
  userId: string;
  date: string;
  /** From the acknowledged create; unknown when the create was not acknowledged. */
  id?: string;
  versions: Version<Content>[];
}
interface RegistrationLog {
  person: Person;
  acked: boolean;
}

/** What may be stored after these attempts: nothing yet acknowledged → absent or any attempt; else the last acknowledged value or a later attempt. */
function allowedValues<T>(versions: Version<T>[]): { mayBeAbsent: boolean; values: T[] } {
  const last = versions.map((v) => v.acked).lastIndexOf(true);
  return last < 0 ? { mayBeAbsent: true, values: versions.map((v) => v.value) } : { mayBeAbsent: false, values: versions.slice(last).map((v) => v.value) };
}

const sameContent = (a: Content, b: Content) => a.mood === b.mood && a.note === b.note && JSON.stringify(a.tags) === JSON.stringify(b.tags);

class Writer {
  readonly ratings = new Map<string, Version<number>[]>();
  readonly journal: JournalLog[] = [];
  private nextDay = 0;
  /** Requests sent and not yet answered (to show kills land mid-write). */
  inFlight = 0;
  sessionsLost = 0;
  serverErrors = 0;

  constructor(
    readonly client: ApiClient,
    readonly person: Person,
    readonly userId: string,
    readonly articles: string[],
    /** Journal dates of this writer start here, one new day per create attempt. */
    readonly firstDay: number,
  ) {}

  private async send(method: string, target: string, body?: unknown) {
    this.inFlight++;
    try {
      const res = await this.client.request(method, target, body);
      if (res.status >= 500) this.serverErrors++;
      if (res.status === 401) {
        // A session that was acknowledged (login 200) and is gone would be a lost write.
        this.sessionsLost++;
        await signIn(this.client, this.person);
      }
      return res;
    } finally {
      this.inFlight--;
    }
  }

  async rate(): Promise<void> {
    const article = this.articles[randomInt(0, this.articles.length - 1)]!;
    const score = randomInt(1, 5);
    const versions = this.ratings.get(article) ?? [];
    this.ratings.set(article, versions);
    const version = { value: score, acked: false };
    versions.push(version);
    const res = await this.send('PUT', `/api/articles/${encodeURIComponent(article)}/rating`, { score });
    version.acked = res.status === 200 && res.json<{ mine: number }>().mine === score;
  }

  async createEntry(): Promise<void> {
    const date = new Date(Date.UTC(2001, 0, 1) + (this.firstDay + this.nextDay++) * 86_400_000).toISOString().slice(0, 10);
    const content = randomContent();
    const log: JournalLog = { userId: this.userId, date, versions: [{ value: content, acked: false }] };
    this.journal.push(log);
    const res = await this.send('POST', '/api/journal', { date, ...content });
    if (res.status === 201) {
      const entry = res.json<{ entry: { id: string; date: string } & Content }>().entry;
      log.id = entry.id;
      log.versions[0]!.acked = entry.date === date && sameContent(entry, content);
    }
  }

  async editEntry(): Promise<void> {
    const known = this.journal.filter((j) => j.id);
    if (known.length === 0) return this.createEntry();
    const log = known[randomInt(0, known.length - 1)]!;
    const content = randomContent();
    const version = { value: content, acked: false };
    log.versions.push(version);
    const res = await this.send('PUT', `/api/journal/${log.id}`, { date: log.date, ...content });
    version.acked = res.status === 200 && sameContent(res.json<{ entry: Content }>().entry, content);
  }
}

function randomContent(): Content {
  const tags = JOURNAL_TAGS.filter(() => Math.random() < 0.25);
  // Long enough to span pages, with characters that must come back unchanged.
  const note = `Note ${randomInt(0, 1e9)}: "today" — ${'calm, '.repeat(randomInt(0, 300))}é ✓`;
  return { mood: randomInt(1, 5), tags: [...tags], note };
}

async function runCrashCycles(engine: 'sqlite' | 'postgres'): Promise<void> {
  const started = Date.now();
  const dataDir = tempDir('harbour-crash-');
  const pgDb = engine === 'postgres' ? await createPostgresDatabase() : undefined;
  const port = await freePort();
  let server: ServerProcess | undefined;
  const start = async () => (server = await startServer({ dataDir, port, databaseUrl: pgDb?.url, env: { LOG_LEVEL: 'warn' } }));
  cleanups.push(async () => {
    server?.kill('SIGKILL');
    if (server) await server.exited;
    await pgDb?.drop();
    removeDir(dataDir);
  });

  // Writers: people registered, verified and signed in through the API (seekers and supporters, so the
  // articles rated span two zones), each with the articles their role may read.
  await start();
  const url = server!.url;
  const writers: Writer[] = [];
  for (let i = 0; i < WRITERS; i++) {
    const role = i % 2 === 0 ? 'seeker' : 'supporter';
    const { client, person } = await signedInClient(url, dataDir, role);
    const session = await client.get('/api/session');
    const userId = session.json<{ user: { uid: string } }>().user.uid;
    const articles: string[] = [];
    for (const zone of role === 'seeker' ? ['your-calm-zone'] : ['your-calm-zone', 'for-supporters']) {
      const list = await client.get(`/api/zones/${zone}/articles`);
      expect(list.status).toBe(200);
      articles.push(...list.json<{ articles: { id: string }[] }>().articles.map((a) => a.id));
    }
    expect(articles.length).toBeGreaterThan(0);
    writers.push(new Writer(client, person, userId, articles, i * 1000));
  }
  const registrations: RegistrationLog[] = [];
  let inFlightAtKills = 0;
  let unanswered = 0;

  for (let cycle = 1; cycle <= CYCLES; cycle++) {
    if (cycle > 1) await start();
    let dead = false;
    const registerLoop = async () => {
      while (!dead) {
        const roles = ['seeker', 'supporter', 'professional'] as const;
        const log: RegistrationLog = { person: newPerson(roles[randomInt(0, 2)]), acked: false };
        registrations.push(log);
        try {
          const res = await register(server!.url, log.person);
          log.acked = res.status === 201;
        } catch (error) {
          if (!(error instanceof NoAnswer)) throw error;
          unanswered++;
        }
      }
    };
    const writeLoop = async (writer: Writer) => {
      while (!dead) {
        const roll = Math.random();
        try {
          if (roll < 0.45) await writer.rate();
          else if (roll < 0.8) await writer.createEntry();
          else await writer.editEntry();
        } catch (error) {
          if (!(error instanceof NoAnswer)) throw error;
          unanswered++;
        }
      }
    };
    const loops = [...writers.map(writeLoop), registerLoop()];
    await sleep(randomInt(...KILL_AFTER_MS));
    dead = true;
    inFlightAtKills += writers.reduce((n, w) => n + w.inFlight, 0);
    server!.kill('SIGKILL');
    expect(await server!.exited).toBe('SIGKILL');
    await Promise.all(loops);
    for (const w of writers) w.client.resetConnections();
  }

  // One more life: the service comes back and answers the writers (their sessions survived every kill).
  await start();
  for (const w of writers) {
    const res = await w.client.get('/api/journal?days=30');
    expect(res.status).toBe(200);
  }
  expect(await server!.stop()).toBe(0);

  // The database itself, read directly with the server stopped.
  const secrets = JSON.parse(readFileSync(path.join(dataDir, 'secrets.json'), 'utf8')) as { encryptionKey: string };
  const record: WriteRecord = { writers, registrations, key: Buffer.from(secrets.encryptionKey, 'hex'), mailed: new Set(readMailbox({ dataDir }).map((m) => m.to)) };
  const database: DatabaseHandle = openDatabase(pgDb ? { kind: 'postgres', url: pgDb.url } : { kind: 'sqlite', file: path.join(dataDir, 'harbour.sqlite') });
  let result: Verdict;
  try {
    if (engine === 'sqlite') {
      const integrity = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(database.db);
      expect(integrity.rows.map((r) => r.integrity_check)).toEqual(['ok']);
      const foreignKeys = await sql`pragma foreign_key_check`.execute(database.db);
      expect(foreignKeys.rows).toEqual([]);
    }
    result = await verify(database.db, record);
    await selfCheck(database.db, record);
  } finally {
    await database.close();
  }
  const { lost, halfWritten, acknowledged, committedUnacknowledged } = result;

  const sessionsLost = writers.reduce((n, w) => n + w.sessionsLost, 0);
  const serverErrors = writers.reduce((n, w) => n + w.serverErrors, 0);
  const total = acknowledged.ratings + acknowledged.journalCreates + acknowledged.journalEdits + acknowledged.registrations;
  const figures = {
    engine,
    cycles: CYCLES,
    writers: WRITERS + 1,
    acknowledgedWrites: total,
    acknowledged,
    attemptsWithoutAnswer: unanswered,
    requestsInFlightAtKills: inFlightAtKills,
    committedButUnacknowledged: committedUnacknowledged,
    lost: lost.length,
    halfWritten: halfWritten.length,
    sessionsLost,
    serverErrors,
    durationSeconds: Math.round((Date.now() - started) / 1000),
  };
  writeFigures(`crash-${engine}`, figures);
  process.stdout.write(`kill -9 on ${engine}: ${JSON.stringify(figures)}\n`);

  expect(lost, 'acknowledged writes lost').toEqual([]);
  expect(halfWritten, 'half-written records').toEqual([]);
  expect(sessionsLost, 'acknowledged sign-ins lost').toBe(0);
  expect(serverErrors, '5xx answers while the server was up').toBe(0);
  // The kills must have landed mid-write for the test to mean anything.
  expect(inFlightAtKills).toBeGreaterThan(CYCLES / 2);
  expect(total).toBeGreaterThan(CYCLES * 5);
}

interface WriteRecord {
  writers: Writer[];
  registrations: RegistrationLog[];
  key: Buffer;
  /** Addresses the development mailbox holds an e-mail for. */
  mailed: Set<string>;
}
interface Verdict {
  lost: string[];
  halfWritten: string[];
  acknowledged: { ratings: number; journalCreates: number; journalEdits: number; registrations: number };
  committedUnacknowledged: number;
}

/** Compares the database with everything the writers were told, and looks for half-written records anywhere. */
async function verify(db: Kysely<Database>, record: WriteRecord, options = { checkPasswords: true }): Promise<Verdict> {
  const lost: string[] = [];
  const halfWritten: string[] = [];
  const acknowledged = { ratings: 0, journalCreates: 0, journalEdits: 0, registrations: 0 };
  let committedUnacknowledged = 0;

  // Nobody without a credential, anywhere in the database.
  const withoutCredential = await db
    .selectFrom('users as u')
    .select(['u.email'])
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('accounts as a').select('a.id').whereRef('a.userId', '=', 'u.id').where('a.providerId', '=', 'credential'))))
    .execute();
  for (const row of withoutCredential) halfWritten.push(`user without a credential: ${row.email}`);

  for (const w of record.writers) {
    const rows = await db.selectFrom('ratings').select(['articleId', 'score']).where('userId', '=', w.userId).execute();
    const stored = new Map(rows.map((r) => [r.articleId, Number(r.score)]));
    for (const [article, versions] of w.ratings) {
      acknowledged.ratings += versions.filter((v) => v.acked).length;
      const allowed = allowedValues(versions);
      const score = stored.get(article);
      if (score === undefined ? !allowed.mayBeAbsent : !allowed.values.includes(score)) {
        lost.push(`rating ${w.person.username}/${article}: stored ${score}, allowed ${JSON.stringify(allowed)}`);
      }
      stored.delete(article);
    }
    for (const article of stored.keys()) halfWritten.push(`rating never sent: ${w.person.username}/${article}`);

    const entries = await db.selectFrom('journalEntries').selectAll().where('userId', '=', w.userId).execute();
    const byDate = new Map(entries.map((e) => [e.entryDate, e]));
    for (const log of w.journal) {
      acknowledged.journalCreates += log.versions[0]!.acked ? 1 : 0;
      acknowledged.journalEdits += log.versions.slice(1).filter((v) => v.acked).length;
      const row = byDate.get(log.date);
      byDate.delete(log.date);
      const allowed = allowedValues(log.versions);
      if (!row) {
        if (!allowed.mayBeAbsent) lost.push(`journal entry ${w.person.username}/${log.date} missing`);
        continue;
      }
      if (!log.versions[0]!.acked) committedUnacknowledged++;
      if (log.id && row.id !== log.id) lost.push(`journal entry ${log.date}: id ${row.id}, acknowledged ${log.id}`);
      let content: Content;
      try {
        content = { mood: Number(row.mood), tags: JSON.parse(row.tags) as string[], note: decryptText(row.note!, record.key, `journal-note:${w.userId}`) };
      } catch (error) {
        halfWritten.push(`journal entry ${log.date} unreadable: ${(error as Error).name}`);
        continue;
      }
      if (!allowed.values.some((v) => sameContent(v, content))) lost.push(`journal entry ${w.person.username}/${log.date}: stored value was never the last acknowledged one or a later attempt`);
    }
    for (const date of byDate.keys()) halfWritten.push(`journal entry never sent: ${w.person.username}/${date}`);
  }

  const passwordChecks: Promise<void>[] = [];
  for (const r of record.registrations) {
    if (r.acked) acknowledged.registrations++;
    const user = await db.selectFrom('users').select(['id', 'username', 'role']).where('email', '=', r.person.email).executeTakeFirst();
    if (!user) {
      if (r.acked) lost.push(`registration ${r.person.email} missing`);
      continue;
    }
    if (!r.acked) committedUnacknowledged++;
    const credential = await db.selectFrom('accounts').select('password').where('userId', '=', user.id).where('providerId', '=', 'credential').executeTakeFirst();
    const requests = await db.selectFrom('professionalVerifications').select(['status', 'licenceNumber']).where('userId', '=', user.id).execute();
    const expectedRole = r.person.role === 'supporter' ? 'supporter' : 'seeker';
    if (user.username !== r.person.username || user.role !== expectedRole) halfWritten.push(`registration ${r.person.email}: ${user.username}/${user.role}`);
    if (!credential?.password) halfWritten.push(`registration ${r.person.email} without a password`);
    if (r.person.role === 'professional' ? requests.length !== 1 || requests[0]!.licenceNumber !== r.person.licence!.licenceNumber : requests.length !== 0) {
      halfWritten.push(`registration ${r.person.email}: ${requests.length} verification requests`);
    }
    if (r.acked) {
      // Acknowledged means: this password works and the verification e-mail was sent.
      const hash = credential?.password;
      if (hash && options.checkPasswords) passwordChecks.push(verifyPassword({ hash, password: r.person.password }).then((ok) => void (ok || lost.push(`registration ${r.person.email}: password does not verify`))));
      if (!record.mailed.has(r.person.email)) lost.push(`registration ${r.person.email}: no verification e-mail`);
    }
  }
  // Argon2 runs on the thread pool: check the passwords side by side.
  await Promise.all(passwordChecks);
  return { lost, halfWritten, acknowledged, committedUnacknowledged };
}

class RolledBack extends Error {}

/**
 * The verifier is not vacuous: inside a transaction that is rolled back, remove one acknowledged journal
 * entry, change one acknowledged rating to a score never sent after it, and delete one acknowledged
 * person's credential; verify() must report each.
 */
async function selfCheck(db: Kysely<Database>, record: WriteRecord): Promise<void> {
  const writer = record.writers.find((w) => w.journal.some((j) => j.id) && [...w.ratings.values()].some((v) => v.at(-1)!.acked));
  const person = record.registrations.find((r) => r.acked && r.person.role !== 'professional');
  expect(writer, 'a writer with acknowledged entries and ratings').toBeDefined();
  expect(person, 'an acknowledged registration').toBeDefined();
  const entry = writer!.journal.find((j) => j.id)!;
  const [article, versions] = [...writer!.ratings].find(([, v]) => v.at(-1)!.acked)!;
  const wrongScore = [1, 2, 3, 4, 5].find((s) => s !== versions.at(-1)!.value)!;
  let damaged: Verdict | undefined;
  await db
    .transaction()
    .execute(async (trx) => {
      await trx.deleteFrom('journalEntries').where('id', '=', entry.id!).execute();
      await trx.updateTable('ratings').set({ score: wrongScore }).where('userId', '=', writer!.userId).where('articleId', '=', article).execute();
      const user = await trx.selectFrom('users').select('id').where('email', '=', person!.person.email).executeTakeFirstOrThrow();
      await trx.deleteFrom('accounts').where('userId', '=', user.id).execute();
      damaged = await verify(trx, record, { checkPasswords: false });
      throw new RolledBack();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RolledBack)) throw error;
    });
  expect(damaged!.lost.some((l) => l.includes(entry.date) && l.includes('missing'))).toBe(true);
  expect(damaged!.lost.some((l) => l.includes(`rating ${writer!.person.username}/${article}`))).toBe(true);
  expect(damaged!.halfWritten.some((l) => l.includes(person!.person.email))).toBe(true);
}

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

// The two engines run side by side (each with its own server, port and data), to keep the suite short.
describe.concurrent('kill -9 during writes', () => {
  it(`loses no acknowledged write and half-writes nothing over ${CYCLES} kills on SQLite`, async () => {
    await runCrashCycles('sqlite');
  });
  it.skipIf(!postgresBaseUrl)(`loses no acknowledged write and half-writes nothing over ${CYCLES} kills on PostgreSQL`, async () => {
    await runCrashCycles('postgres');
  });
});
