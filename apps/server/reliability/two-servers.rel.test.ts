// Two servers, one PostgreSQL: two built server processes on different ports, one database, the same
// AUTH_SECRET, ENCRYPTION_KEY, PUBLIC_URL and TRUST_PROXY (what a load balancer in front of them needs, see
// docs/running-several-instances.md), a real SMTP server in this process. Checks that a session made on one
// works on the other, that sign-in limits count across both (database counters, and Redis counters when
// Redis answers at REDIS_URL or redis://127.0.0.1:6379), that a scheduled e-mail is sent exactly once, that
// no cache answers with an access decision made before a role change, a ban or an article's move to another
// zone, and that an uploaded cover is served by both when DATA_DIR/uploads is shared. Skipped without
// TEST_DATABASE_URL (SQLite is single-instance). Figures to test-results/reliability/two-servers.json.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_REMINDER_HOURS } from '@wellbeing/shared/schemas/events';
import { FEATURED_MAX_STALENESS_MS } from '../src/modules/articles/cache.js';
import { LOGIN_LIMITS } from '../src/modules/auth/login-limits.js';
import { limitKey } from '../src/modules/rate-limit/limiter.js';
import { TestMailbox } from '../src/test-support/smtp.js';
import { createPostgresDatabase, DEMO_PASSWORD, postgresBaseUrl, removeDir, startServerOnFreePort, tempDir, type ServerProcess } from './support/server-process.js';
import { exitReport, isRunning } from './support/load-run.js';
import { json, randomLoopbackRun, registerAndSignIn, signIn, sleep, VirtualClient, writeReport, type Reply } from './support/traffic.js';

/** The address people use (the load balancer's); both instances build links and check Origin against it. */
const PUBLIC_URL = 'http://harbour.test';
/** A 1×1 PNG. */
const PNG_1X1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
/** Without any password the URL may hold. */
const redisShown = (() => {
  try {
    const u = new URL(redisUrl);
    return `${u.protocol}//${u.host}`;
  } catch {
    return 'REDIS_URL';
  }
})();

async function redisAnswers(url: string): Promise<boolean> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 1000, retryStrategy: () => null });
  redis.on('error', () => {});
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}
const withRedis = postgresBaseUrl ? await redisAnswers(redisUrl) : false;

/** Everything this file measured, written at the end. */
const figures: Record<string, unknown> = { publicUrl: PUBLIC_URL, redisVariant: withRedis ? 'run' : 'skipped: no Redis answered' };

/** Client addresses: a random 127.R.S.x block per run, so counters of an earlier run (in Redis) never mix in. */
const run = { r: randomLoopbackRun(), s: 1 + (randomBytes(1)[0]! % 200), next: 1 };
const nextAddress = () => `127.${run.r}.${run.s}.${run.next++}`;
const client = (base: string) => new VirtualClient(base, nextAddress(), PUBLIC_URL);

function expectStatus(reply: Reply, status: number, what: string): Reply {
  expect(reply.status, `${what}: ${reply.text.slice(0, 300)}`).toBe(status);
  return reply;
}

interface Pair {
  a: ServerProcess;
  b: ServerProcess;
}

/**
 * Two instances started at the same moment (as in a rolling deploy): both migrate and seed one database.
 * Each has its own DATA_DIR; DATA_DIR/uploads is one directory for both, as the same network volume mounted
 * on every instance would be (docs/running-several-instances.md).
 */
async function startPair(databaseUrl: string, env: Record<string, string>): Promise<Pair> {
  const [dirA, dirB] = [tempDir(), tempDir()];
  mkdirSync(path.join(dirA, 'uploads'));
  symlinkSync(path.join(dirA, 'uploads'), path.join(dirB, 'uploads'));
  const [a, b] = await Promise.allSettled([startServerOnFreePort({ databaseUrl, env, dataDir: dirA }), startServerOnFreePort({ databaseUrl, env, dataDir: dirB })]);
  if (a.status === 'rejected' || b.status === 'rejected') {
    for (const s of [a, b]) if (s.status === 'fulfilled') await s.value.stop();
    throw a.status === 'rejected' ? a.reason : (b as PromiseRejectedResult).reason;
  }
  return { a: a.value, b: b.value };
}

async function stopPair(pair: Pair | undefined): Promise<void> {
  if (!pair) return;
  // An instance that ended during the tests explains the failures that followed.
  for (const [name, s] of [['A', pair.a], ['B', pair.b]] as const) {
    if (!isRunning(s)) process.stderr.write(`\ninstance ${name}: ${exitReport(s)}\n`);
  }
  await Promise.all([pair.a.stop(), pair.b.stop()]);
  removeDir(pair.a.dataDir);
  removeDir(pair.b.dataDir);
}

/**
 * Wrong passwords from one address, rotating over `bases`, until the first 429: returns its attempt number.
 * `emailFor(n)` names the account tried at attempt n.
 */
async function attemptsUntilLimited(
  bases: string[],
  emailFor: (n: number) => string,
  headersFor: (n: number) => Record<string, string> = () => ({}),
  max = 80,
): Promise<{ limitedAt: number }> {
  const c = client(bases[0]!);
  try {
    for (let n = 1; n <= max; n++) {
      const base = bases[(n - 1) % bases.length]!;
      const res = await c.post(`${base}/api/session/login`, { email: emailFor(n), password: 'not-the-right-password' }, headersFor(n));
      if (res.status === 429) {
        // Every instance now refuses this address or account, not only the one that counted last.
        for (const other of bases) {
          expectStatus(await c.post(`${other}/api/session/login`, { email: emailFor(n), password: 'not-the-right-password' }, headersFor(n + 1)), 429, `after the limit, on ${other}`);
        }
        return { limitedAt: n };
      }
      expectStatus(res, 401, `attempt ${n}`);
    }
    throw new Error(`no 429 after ${max} failed sign-ins`);
  } finally {
    c.close();
  }
}

/** The per-account and per-address limits, measured on one instance and on both. */
async function rateLimitFigures(pair: Pair) {
  const tag = randomUUID().slice(0, 8);
  const perAccountOne = await attemptsUntilLimited([pair.a.url], () => `limit-one-${tag}@example.org`);
  const perAccountTwo = await attemptsUntilLimited([pair.a.url, pair.b.url], () => `limit-two-${tag}@example.org`);
  // Per address: a new account every 4 attempts, so only the address's count can reach its limit.
  const perAddressOne = await attemptsUntilLimited([pair.a.url], (n) => `addr-one-${tag}-${Math.ceil(n / 4)}@example.org`);
  const perAddressTwo = await attemptsUntilLimited([pair.b.url, pair.a.url], (n) => `addr-two-${tag}-${Math.ceil(n / 4)}@example.org`);
  // Behind the load balancer (TRUST_PROXY names it: here loopback, where the test's clients are): it appends
  // the client's real address to X-Forwarded-For, after whatever the client wrote there itself. A client
  // that writes a new address on every attempt is still counted under its real one.
  const realClient = `198.18.${run.r}.${run.s}`;
  const spoofed = await attemptsUntilLimited(
    [pair.a.url, pair.b.url],
    (n) => `addr-xff-${tag}-${Math.ceil(n / 4)}@example.org`,
    (n) => ({ 'x-forwarded-for': `203.0.113.${n % 250}, ${realClient}` }),
  );
  return {
    perAccount: { limit: LOGIN_LIMITS.perAccount.limit, firstRefusedOnOneInstance: perAccountOne.limitedAt, firstRefusedAcrossTwo: perAccountTwo.limitedAt },
    perAddress: {
      limit: LOGIN_LIMITS.perIp.limit,
      firstRefusedOnOneInstance: perAddressOne.limitedAt,
      firstRefusedAcrossTwo: perAddressTwo.limitedAt,
      firstRefusedAcrossTwoWithSpoofedForwardedFor: spoofed.limitedAt,
    },
    emails: [`limit-one-${tag}@example.org`, `limit-two-${tag}@example.org`],
    realClient,
    tag,
  };
}

function expectSameLimits(f: Awaited<ReturnType<typeof rateLimitFigures>>) {
  // One instance refuses the attempt after the limit…
  expect(f.perAccount.firstRefusedOnOneInstance).toBe(LOGIN_LIMITS.perAccount.limit + 1);
  expect(f.perAddress.firstRefusedOnOneInstance).toBe(LOGIN_LIMITS.perIp.limit + 1);
  // …and two instances refuse the same attempt: they count together (separate counters would allow twice as many).
  expect(f.perAccount.firstRefusedAcrossTwo).toBe(f.perAccount.firstRefusedOnOneInstance);
  expect(f.perAddress.firstRefusedAcrossTwo).toBe(f.perAddress.firstRefusedOnOneInstance);
  expect(f.perAddress.firstRefusedAcrossTwoWithSpoofedForwardedFor, 'a forged X-Forwarded-For does not reset the count').toBe(f.perAddress.firstRefusedOnOneInstance);
}

/**
 * Signs in on `at`, uses the session on `on`, signs out on `on`, then replays the old cookie on `at`:
 * it must be refused there too.
 */
async function sessionAcross(at: string, on: string, email: string, password: string): Promise<{ userId: string }> {
  const c = client(at);
  try {
    const user = await signIn(c, email, password, `${at}/api/session/login`);
    const cookie = c.jar.header();
    const there = json<{ user: { uid: string } | null }>(expectStatus(await c.get(`${on}/api/session`), 200, 'session on the other instance'));
    expect(there.user?.uid, 'the session made on one instance is known to the other').toBe(user.uid);
    expectStatus(await c.post(`${on}/api/session/logout`), 200, 'sign out on the other instance');
    const replay = json<{ user: unknown }>(expectStatus(await c.get(`${at}/api/session`, { cookie }), 200, 'old cookie replayed'));
    expect(replay.user, 'signed out on one instance, the old cookie no longer works on the other').toBeNull();
    return { userId: user.uid };
  } finally {
    c.close();
  }
}

const title = postgresBaseUrl ? 'two servers, one PostgreSQL' : 'two servers, one PostgreSQL (skipped: TEST_DATABASE_URL is not set; several instances need PostgreSQL)';

describe.skipIf(!postgresBaseUrl)(title, () => {
  const secrets = { AUTH_SECRET: randomBytes(32).toString('base64url'), ENCRYPTION_KEY: randomBytes(32).toString('hex') };
  const mailbox = new TestMailbox();
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let pair: Pair;
  let env: Record<string, string>;
  let startSeconds = 0;

  beforeAll(async () => {
    database = await createPostgresDatabase();
    const smtpUrl = await mailbox.start();
    // TRUST_PROXY names the load balancer's addresses; in this test the clients themselves stand in for it.
    env = { ...secrets, PUBLIC_URL, SMTP_URL: smtpUrl, TRUST_PROXY: 'loopback' };
    const started = performance.now();
    pair = await startPair(database.url, env);
    startSeconds = Math.round((performance.now() - started) / 100) / 10;
    figures.startBothSeconds = startSeconds;
  });

  afterAll(async () => {
    await stopPair(pair);
    await mailbox.stop();
    await database?.drop();
    writeReport('two-servers', figures);
  });

  /** A new account registered on one instance, verified through the link opened on the other. */
  async function newPerson(registerOn: string, verifyOn: string) {
    const c = client(registerOn);
    const account = await registerAndSignIn(c, async (email) => (await mailbox.waitFor(email, () => true, 20_000)).text, 'seeker', verifyOn);
    return { c, account };
  }

  it('a session created on one instance works on the other; signing out on one ends it on both', async () => {
    const { c, account } = await newPerson(pair.a.url, pair.b.url);
    try {
      expectStatus(await c.post(`${pair.a.url}/api/session/logout`), 200, 'sign out');
      await sessionAcross(pair.a.url, pair.b.url, account.email, account.password);
      // A write made with a session from A, read back on B (same account).
      const user = await signIn(c, account.email, account.password, `${pair.a.url}/api/session/login`);
      const zone = json<{ articles: { id: string }[] }>(expectStatus(await c.get(`${pair.b.url}/api/zones/your-calm-zone/articles`), 200, 'zone list on B'));
      const articleId = zone.articles[0]!.id;
      expectStatus(await c.put(`${pair.b.url}/api/articles/${articleId}/rating`, { score: 4 }), 200, 'rate on B');
      expect(json<{ mine: number }>(expectStatus(await c.get(`${pair.a.url}/api/articles/${articleId}/rating`), 200, 'read on A')).mine).toBe(4);
      expect(user.uid).toBe(account.userId);
      figures.session = { signedInOn: 'A', usedOn: 'B', signedOutOn: 'B', oldCookieRefusedOn: 'A', writeOnBReadOnA: true };
    } finally {
      c.close();
    }
  });

  it('failed sign-ins spread over both instances hit the limit at the same count as on one (database counters)', async () => {
    const f = await rateLimitFigures(pair);
    figures.rateLimitsDatabase = { perAccount: f.perAccount, perAddress: f.perAddress };
    expectSameLimits(f);
  });

  it('a scheduled e-mail (event reminder) due while both instances run is sent exactly once', async () => {
    const admin = client(pair.a.url);
    const attendees = ['seeker@example.com', 'supporter@example.com', 'professional@example.com'].map((email, i) => ({ email, c: client(i % 2 ? pair.b.url : pair.a.url) }));
    try {
      await signIn(admin, 'admin@example.com', DEMO_PASSWORD, `${pair.a.url}/api/session/login`);
      for (const [i, t] of attendees.entries()) await signIn(t.c, t.email, DEMO_PASSWORD, `${i % 2 ? pair.b.url : pair.a.url}/api/session/login`);
      const people = [{ email: 'admin@example.com', c: admin }, ...attendees];

      // Events starting EVENT_REMINDER_HOURS (+ a little) from now: every reminder falls due in LEAD_MS.
      const EVENTS = 12;
      const LEAD_MS = 20_000;
      const tag = randomUUID().slice(0, 8);
      const startsAt = new Date(Date.now() + EVENT_REMINDER_HOURS * 3600_000 + LEAD_MS);
      const dueAt = startsAt.getTime() - EVENT_REMINDER_HOURS * 3600_000;
      const titles: string[] = [];
      const eventIds: string[] = [];
      for (let i = 0; i < EVENTS; i++) {
        const title = `Reminder check ${tag} ${i + 1}`;
        const base = i % 2 ? pair.b.url : pair.a.url;
        const res = await admin.post(`${base}/api/events`, {
          title,
          description: 'An event made by the two-servers reliability test.',
          hostName: 'Reliability test',
          startsAt: startsAt.toISOString(),
          endsAt: new Date(startsAt.getTime() + 3600_000).toISOString(),
          format: 'online',
          onlineUrl: 'https://meet.example.org/reliability',
          place: null,
          capacity: 50,
          audience: 'all',
        });
        eventIds.push(json<{ event: { id: string } }>(expectStatus(res, 201, 'create event')).event.id);
        titles.push(title);
      }
      // Everyone takes a place, half of them through each instance: one reminder per person and event.
      for (const [p, person] of people.entries()) {
        for (const [e, id] of eventIds.entries()) {
          const base = (p + e) % 2 ? pair.b.url : pair.a.url;
          expectStatus(await person.c.post(`${base}/api/events/${id}/rsvp`), 200, 'rsvp');
        }
      }
      const expected = people.length * EVENTS;
      expect(Date.now(), 'set-up finished before the reminders fell due (raise LEAD_MS on a slow machine)').toBeLessThan(dueAt - 1000);

      // Around the due time, both instances are asked for a pass many times a second (each RSVP, even a repeated
      // one, wakes that instance's outbox), on top of their own 15 s timers: they race for the same rows.
      const isReminder = (subject: string) => subject.startsWith('Reminder: ') && subject.includes(tag);
      const reminders = () => mailbox.messages.filter((m) => isReminder(m.subject));
      await sleep(Math.max(0, dueAt - Date.now() - 1000));
      let kicks = 0;
      const deadline = dueAt + 45_000;
      let allArrivedAt = 0;
      while (Date.now() < deadline) {
        await Promise.all([admin.post(`${pair.a.url}/api/events/${eventIds[0]}/rsvp`), attendees[1]!.c.post(`${pair.b.url}/api/events/${eventIds[0]}/rsvp`)]);
        kicks += 2;
        if (reminders().length >= expected && allArrivedAt === 0) allArrivedAt = Date.now();
        // Keep both racing for 5 s after the last expected message, to give a duplicate every chance to show up.
        if (allArrivedAt && Date.now() - allArrivedAt > 5_000) break;
        await sleep(50);
      }

      const received = reminders();
      const perKey = new Map<string, number>();
      for (const m of received) perKey.set(`${m.to} ${m.subject}`, (perKey.get(`${m.to} ${m.subject}`) ?? 0) + 1);
      const duplicates = [...perKey].filter(([, n]) => n > 1);
      const missing = people.flatMap((p) => titles.filter((t) => !perKey.has(`${p.email} Reminder: ${t} starts soon`)).map((t) => `${p.email} ${t}`));

      // The outbox rows themselves (this database only holds this test's events).
      const pool = new pg.Client({ connectionString: database.url });
      await pool.connect();
      const all = (await pool.query<{ status: string; claimedBy: string | null; attempts: number }>(`select status, "claimedBy", attempts from outbox where template = 'event-reminder'`)).rows;
      await pool.end();
      const sentBy = new Map<string, number>();
      for (const r of all) if (r.status === 'sent') sentBy.set(r.claimedBy ?? '?', (sentBy.get(r.claimedBy ?? '?') ?? 0) + 1);

      figures.scheduledEmail = {
        reminders: expected,
        received: received.length,
        duplicates: duplicates.length,
        missing: missing.length,
        passRequests: kicks,
        secondsFromDueToLast: allArrivedAt ? Math.round((allArrivedAt - dueAt) / 100) / 10 : null,
        sentByInstance: [...sentBy.values()].sort((x, y) => y - x),
        rowsSent: all.filter((r) => r.status === 'sent').length,
        maxAttempts: Math.max(...all.map((r) => r.attempts)),
      };
      expect(duplicates, 'reminders sent more than once').toEqual([]);
      expect(missing, 'reminders never sent').toEqual([]);
      expect(received).toHaveLength(expected);
      expect(all.filter((r) => r.status === 'sent')).toHaveLength(expected);
      // Each row was claimed once: a second claim (a lost race taken for a crash) would show as attempts 2.
      expect(Math.max(...all.map((r) => r.attempts))).toBe(1);
    } finally {
      admin.close();
      for (const t of attendees) t.c.close();
    }
  });

  it('a role change or a ban made on one instance applies to the very next request on the other', async () => {
    const admin = client(pair.a.url);
    const { c: person, account } = await newPerson(pair.b.url, pair.a.url);
    const checks: string[] = [];
    try {
      await signIn(admin, 'admin@example.com', DEMO_PASSWORD, `${pair.a.url}/api/session/login`);
      const professionalArticles = json<{ articles: { id: string }[] }>(
        expectStatus(await admin.get(`${pair.b.url}/api/zones/for-professionals/articles`), 200, 'admin lists the professionals zone'),
      ).articles;
      const restricted = professionalArticles[0]!.id;
      const role = async (base: string) => json<{ user: { role: string } | null }>(expectStatus(await person.get(`${base}/api/session`), 200, 'session')).user?.role;

      for (let round = 0; round < 4; round++) {
        // The admin acts on one instance, the person uses the other (then the other way round).
        const [adminAt, personAt] = round % 2 ? [pair.b.url, pair.a.url] : [pair.a.url, pair.b.url];
        // Warm whatever the person's instance could keep: the same requests, answered for the old role.
        for (let i = 0; i < 3; i++) {
          expectStatus(await person.get(`${personAt}/api/zones/for-professionals/articles`), 403, 'seeker, professionals zone');
          expectStatus(await person.get(`${personAt}/api/articles/${restricted}`), 403, 'seeker, professionals article');
          expectStatus(await person.get(`${personAt}/api/admin/users`), 404, 'seeker, admin API');
        }
        expectStatus(await admin.patch(`${adminAt}/api/admin/users/${account.userId}/role`, { role: 'professional' }), 200, 'promote');
        expect(await role(personAt)).toBe('professional');
        expectStatus(await person.get(`${personAt}/api/zones/for-professionals/articles`), 200, 'professional, professionals zone (next request)');
        expectStatus(await person.get(`${personAt}/api/articles/${restricted}`), 200, 'professional, professionals article');
        expectStatus(await admin.patch(`${adminAt}/api/admin/users/${account.userId}/role`, { role: 'admin' }), 200, 'make admin');
        expectStatus(await person.get(`${personAt}/api/admin/users`), 200, 'admin, admin API (next request)');
        expectStatus(await admin.patch(`${adminAt}/api/admin/users/${account.userId}/role`, { role: 'seeker' }), 200, 'demote');
        expectStatus(await person.get(`${personAt}/api/admin/users`), 404, 'demoted, admin API (next request)');
        expectStatus(await person.get(`${personAt}/api/zones/for-professionals/articles`), 403, 'demoted, professionals zone (next request)');
        expectStatus(await person.get(`${personAt}/api/articles/${restricted}`), 403, 'demoted, professionals article');
        expect(await role(personAt)).toBe('seeker');
        checks.push(`round ${round + 1}: admin on ${adminAt === pair.a.url ? 'A' : 'B'}, person on ${personAt === pair.a.url ? 'A' : 'B'}`);
      }

      // A ban on A: the person's next request on B is anonymous, and stays so after the unban (signed out everywhere).
      expectStatus(await person.get(`${pair.b.url}/api/zones/your-calm-zone/articles`), 200, 'before the ban');
      expectStatus(await admin.post(`${pair.a.url}/api/admin/users/${account.userId}/ban`), 200, 'ban');
      expectStatus(await person.get(`${pair.b.url}/api/zones/your-calm-zone/articles`), 401, 'banned (next request on B)');
      expect(await role(pair.b.url)).toBeUndefined();
      expectStatus(
        await person.post(`${pair.b.url}/api/session/login`, { email: account.email, password: account.password }),
        403,
        'banned person signing in on B',
      );
      expectStatus(await admin.post(`${pair.b.url}/api/admin/users/${account.userId}/unban`), 200, 'unban');
      await signIn(person, account.email, account.password, `${pair.a.url}/api/session/login`);
      expectStatus(await person.get(`${pair.b.url}/api/zones/your-calm-zone/articles`), 200, 'unbanned, signed in again');
      checks.push('ban on A → next request on B is 401; sign-in on B refused; unban on B → sign-in on A works on B');
      figures.accessAfterRoleChange = { rounds: 4, checks };
    } finally {
      admin.close();
      person.close();
    }
  });

  it('the article cache never answers with a stale access decision; its public list is stale for at most its max age', async () => {
    const admin = client(pair.a.url);
    const { c: person } = await newPerson(pair.a.url, pair.b.url);
    try {
      await signIn(admin, 'admin@example.com', DEMO_PASSWORD, `${pair.a.url}/api/session/login`);
      const calm = json<{ items: { id: string }[] }>(expectStatus(await admin.get(`${pair.a.url}/api/admin/articles?zone=your-calm-zone`), 200, 'admin article list')).items;
      const id = calm.at(-1)!.id;
      const featured = async (base: string) =>
        json<{ articles: Record<string, unknown>[] }>(expectStatus(await person.get(`${base}/api/articles/featured`), 200, 'featured')).articles;
      /** Polls B's featured list until `title` shows (or not); returns how long B kept the old answer. */
      const staleFor = async (shows: boolean, title: string) => {
        const from = performance.now();
        for (;;) {
          const list = await featured(pair.b.url);
          if (list.some((a) => a.id === id && a.title === title) === shows) return performance.now() - from;
          if (performance.now() - from > FEATURED_MAX_STALENESS_MS + 3000) throw new Error(`B's featured list still stale after ${Math.round(performance.now() - from)} ms`);
          await sleep(100);
        }
      };

      // Fill B's cache, then make the article the newest (so it is featured) through A.
      await featured(pair.b.url);
      const firstTitle = `Newest for the cache check ${randomUUID().slice(0, 6)}`;
      expectStatus(await admin.patch(`${pair.a.url}/api/admin/articles/${id}`, { title: firstTitle, publishedAt: new Date().toISOString() }), 200, 'edit on A');
      const staleAfterEdit = await staleFor(true, firstTitle);
      expectStatus(await person.get(`${pair.b.url}/api/articles/${id}`), 200, 'seeker reads the calm-zone article on B');
      // What the shared list holds: public fields, and the zone as a hint for Home's card ("For professionals
      // only"), stale as long as the title may be. No access decision reads it: each is made per request (below).
      for (const a of await featured(pair.b.url)) expect(Object.keys(a).sort()).toEqual(['coverImg', 'excerpt', 'id', 'title', 'zone']);

      // Moved to the professionals' zone on A: B's very next access decisions follow, whatever its cache holds.
      const secondTitle = `Now for professionals ${randomUUID().slice(0, 6)}`;
      expectStatus(await admin.patch(`${pair.a.url}/api/admin/articles/${id}`, { zone: 'for-professionals', title: secondTitle }), 200, 'move on A');
      expectStatus(await person.get(`${pair.b.url}/api/articles/${id}`), 403, 'seeker reads the moved article on B (next request)');
      expectStatus(await person.get(`${pair.b.url}/api/articles/${id}/rating`), 403, 'seeker reads its ratings on B');
      expectStatus(await person.put(`${pair.b.url}/api/articles/${id}/rating`, { score: 5 }), 403, 'seeker rates it on B');
      const calmOnB = json<{ articles: { id: string }[] }>(expectStatus(await person.get(`${pair.b.url}/api/zones/your-calm-zone/articles`), 200, 'calm zone on B')).articles;
      expect(calmOnB.map((a) => a.id), 'the calm-zone list on B no longer offers it').not.toContain(id);
      const staleAfterMove = await staleFor(true, secondTitle);
      expect((await featured(pair.b.url)).find((a) => a.id === id)?.zone, 'the card hint follows with the title').toBe('for-professionals');

      // Deleted on B: gone on A at once.
      expectStatus(await admin.request('DELETE', `${pair.b.url}/api/admin/articles/${id}`), 200, 'delete on B');
      expectStatus(await admin.get(`${pair.a.url}/api/articles/${id}`), 404, 'deleted article on A (next request)');
      const staleAfterDelete = await staleFor(false, secondTitle);

      figures.articleCache = {
        maxAgeMs: FEATURED_MAX_STALENESS_MS,
        featuredStaleOnOtherInstanceMs: [staleAfterEdit, staleAfterMove, staleAfterDelete].map(Math.round),
        accessDecisionsAfterMove: 'next request on B: article 403, ratings 403, rating 403, calm-zone list without it',
      };
      for (const ms of [staleAfterEdit, staleAfterMove, staleAfterDelete]) expect(ms).toBeLessThanOrEqual(FEATURED_MAX_STALENESS_MS + 1500);
    } finally {
      admin.close();
      person.close();
    }
  });

  it('an article cover uploaded through one instance is served by the other (DATA_DIR/uploads on shared storage)', async () => {
    const admin = client(pair.a.url);
    try {
      await signIn(admin, 'admin@example.com', DEMO_PASSWORD, `${pair.a.url}/api/session/login`);
      const created = await admin.post(`${pair.a.url}/api/admin/articles`, {
        title: `Cover check ${randomUUID().slice(0, 6)}`,
        zone: 'your-calm-zone',
        excerpt: 'An article made by the two-servers test.',
        content: 'Its cover is uploaded through one instance and read through the other.',
        cover: { data: PNG_1X1 },
      });
      const article = json<{ article: { id: string; coverImg: string } }>(expectStatus(created, 201, 'create with a cover on A')).article;
      const onB = expectStatus(await admin.get(`${pair.b.url}${article.coverImg}`), 200, 'cover on B');
      expect(onB.body.equals(Buffer.from(PNG_1X1, 'base64'))).toBe(true);
      expectStatus(await admin.request('DELETE', `${pair.b.url}/api/admin/articles/${article.id}`), 200, 'delete on B');
      expectStatus(await admin.get(`${pair.a.url}${article.coverImg}`), 404, 'cover on A after the delete on B');
      figures.uploads = 'cover uploaded on A served by B; deleted on B, gone on A (DATA_DIR/uploads shared)';
    } finally {
      admin.close();
    }
  });

  describe.skipIf(!withRedis)(withRedis ? `with REDIS_URL (${redisShown}) shared by both` : `with REDIS_URL (skipped: no Redis answers at ${redisShown})`, () => {
    let redisPair: Pair | undefined;
    const usedKeys: string[] = [];

    beforeAll(async () => {
      redisPair = await startPair(database.url, { ...env, REDIS_URL: redisUrl });
    });

    afterAll(async () => {
      await stopPair(redisPair);
      // The limiter has no key prefix option: this run's keys are unique (random e-mails and addresses) and removed here.
      for (let i = 1; i < run.next; i++) usedKeys.push(limitKey('login-ip', `127.${run.r}.${run.s}.${i}`));
      const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
      await redis.del(...usedKeys.map((k) => `harbour:rl:${k}`));
      await redis.quit();
    });

    it('a session created on one instance works on the other', async () => {
      const { userId } = await sessionAcross(redisPair!.b.url, redisPair!.a.url, 'seeker@example.com', DEMO_PASSWORD);
      expect(userId).toBeTruthy();
    });

    it('failed sign-ins spread over both instances hit the limit at the same count as on one (Redis counters)', async () => {
      const f = await rateLimitFigures(redisPair!);
      usedKeys.push(...f.emails.map((e) => limitKey('login-account', e)));
      usedKeys.push(limitKey('login-ip', f.realClient));
      for (const prefix of ['addr-one', 'addr-two', 'addr-xff']) for (let k = 1; k <= 12; k++) usedKeys.push(limitKey('login-account', `${prefix}-${f.tag}-${k}@example.org`));
      usedKeys.push(limitKey('login-account', 'seeker@example.com'));
      figures.rateLimitsRedis = { perAccount: f.perAccount, perAddress: f.perAddress };
      // The counters really are in Redis (not in the database the two share).
      const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
      const inRedis = await redis.get(`harbour:rl:${limitKey('login-account', f.emails[1]!)}`);
      await redis.quit();
      expect(Number(inRedis)).toBeGreaterThan(LOGIN_LIMITS.perAccount.limit);
      expectSameLimits(f);
    });
  });
});
