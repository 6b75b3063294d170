// Traffic for the load, soak and two-server tests: virtual clients over real HTTP (each from its own loopback
// address, as real visitors come from their own addresses), accounts made through the registration service,
// per-request bookkeeping (status, latency, acknowledged writes) and the figures written for the README.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import zlib from 'node:zlib';
import { CookieJar, repoRoot } from './server-process.js';

// ─── One client ──────────────────────────────────────────────────────────────────────────────────────────

export interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  /** The decoded bytes of the answer. */
  body: Buffer;
  /** From sending the request to the last byte of the answer. */
  ms: number;
}

/** The third and fourth octets of a loopback address for client `index` of a run whose second octet is `run`. */
export function loopbackAddress(run: number, index: number): string {
  return `127.${run}.${Math.floor(index / 250)}.${(index % 250) + 1}`;
}

/** A second octet for this run's client addresses (never 0: 127.0.0.1 is everyone else's address). */
export function randomLoopbackRun(): number {
  return 2 + (randomBytes(1)[0]! % 250);
}

/**
 * A browser-like HTTP client: its own keep-alive connections from its own source address, its own cookies,
 * the Origin header on state-changing requests, compressed answers accepted. `target` is a path on `baseUrl`
 * or an absolute URL (another instance).
 */
export class VirtualClient {
  readonly jar = new CookieJar();
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 4 });

  constructor(
    readonly baseUrl: string,
    readonly localAddress: string,
    readonly origin: string,
    readonly timeoutMs = 30_000,
  ) {}

  request(method: string, target: string, body?: unknown, extraHeaders: Record<string, string> = {}): Promise<Reply> {
    const url = new URL(target, this.baseUrl);
    const headers: Record<string, string> = { accept: 'application/json, text/html;q=0.9', 'accept-encoding': 'gzip, br' };
    const cookie = this.jar.header();
    if (cookie) headers.cookie = cookie;
    Object.assign(headers, extraHeaders);
    if (method !== 'GET' && method !== 'HEAD') headers.origin ??= this.origin;
    let payload: Buffer | undefined;
    if (body !== undefined) {
      payload = Buffer.from(JSON.stringify(body));
      headers['content-type'] = 'application/json';
      headers['content-length'] = String(payload.length);
    }
    return new Promise((resolve, reject) => {
      const started = performance.now();
      const req = http.request(
        {
          host: url.hostname,
          port: url.port,
          path: `${url.pathname}${url.search}`,
          method,
          headers,
          agent: this.agent,
          localAddress: this.localAddress,
          timeout: this.timeoutMs,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('error', reject);
          res.on('end', () => {
            const ms = performance.now() - started;
            try {
              const raw = Buffer.concat(chunks);
              const encoding = res.headers['content-encoding'];
              const decoded = encoding === 'br' ? zlib.brotliDecompressSync(raw) : encoding === 'gzip' ? zlib.gunzipSync(raw) : raw;
              const setCookie = res.headers['set-cookie'];
              if (setCookie && setCookie.length > 0) {
                const h = new Headers();
                for (const line of setCookie) h.append('set-cookie', line);
                this.jar.store(new Response(null, { headers: h }));
              }
              resolve({ status: res.statusCode ?? 0, headers: res.headers, text: decoded.toString('utf8'), body: decoded, ms });
            } catch (error) {
              reject(error as Error);
            }
          });
        },
      );
      req.on('timeout', () => req.destroy(new Error(`no answer within ${this.timeoutMs} ms`)));
      req.on('error', reject);
      req.end(payload);
    });
  }

  get(target: string, headers?: Record<string, string>): Promise<Reply> {
    return this.request('GET', target, undefined, headers);
  }
  post(target: string, body?: unknown, headers?: Record<string, string>): Promise<Reply> {
    return this.request('POST', target, body, headers);
  }
  put(target: string, body?: unknown): Promise<Reply> {
    return this.request('PUT', target, body);
  }
  patch(target: string, body?: unknown): Promise<Reply> {
    return this.request('PATCH', target, body);
  }

  close(): void {
    this.agent.destroy();
  }
}

export function json<T = Record<string, unknown>>(reply: Reply): T {
  try {
    return JSON.parse(reply.text) as T;
  } catch {
    throw new Error(`expected JSON, got ${reply.status}: ${reply.text.slice(0, 200)}`);
  }
}

// ─── Accounts through the registration service ───────────────────────────────────────────────────────────

/** The first link in an e-mail's text. */
export function firstLink(text: string): string {
  const match = /https?:\/\/\S+/.exec(text);
  if (!match) throw new Error('no link in the e-mail');
  return match[0];
}

/**
 * The development mailbox (DATA_DIR/mailbox, one JSON file per message, what the server writes without
 * SMTP_URL in demo mode), read as files appear.
 */
export class MailboxFiles {
  private readonly seen = new Set<string>();
  private readonly texts = new Map<string, string[]>();
  constructor(private readonly dir: string) {}

  private scan(): void {
    let names: string[];
    try {
      names = readdirSync(this.dir);
    } catch {
      return;
    }
    for (const name of names) {
      if (!name.endsWith('.json') || name.startsWith('.') || this.seen.has(name)) continue;
      this.seen.add(name);
      const mail = JSON.parse(readFileSync(path.join(this.dir, name), 'utf8')) as { to: string; text: string };
      const to = mail.to.toLowerCase();
      this.texts.set(to, [...(this.texts.get(to) ?? []), mail.text]);
    }
  }

  /** The text of the first message to `email`, waiting for it up to `timeoutMs`. */
  async waitFor(email: string, timeoutMs = 30_000): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      this.scan();
      const found = this.texts.get(email.toLowerCase())?.[0];
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no e-mail to ${email} within ${timeoutMs} ms`);
      await sleep(100);
    }
  }
}

export interface Account {
  email: string;
  password: string;
  username: string;
  userId: string;
  role: 'seeker' | 'supporter';
}

export function newCredentials(tag = randomUUID().slice(0, 12).replaceAll('-', '')) {
  return { email: `load-${tag}@example.org`, username: `load_${tag}`, password: `quiet-harbour-${randomBytes(6).toString('hex')}` };
}

/**
 * Registers through the registration service (ticket, form, e-mailed verification link), then signs in.
 * `waitForMail` returns the text of the verification e-mail (mailbox files or a test SMTP server).
 * `linkBase` is where the verification link is opened (the link names PUBLIC_URL).
 */
export async function registerAndSignIn(
  client: VirtualClient,
  waitForMail: (email: string) => Promise<string>,
  role: Account['role'] = 'seeker',
  linkBase: string = client.baseUrl,
): Promise<Account> {
  const person = newCredentials();
  const ticket = await client.get('/api/registration/ticket');
  if (ticket.status !== 200) throw new Error(`registration ticket: ${ticket.status} ${ticket.text}`);
  const registered = await client.post('/registration', { ...person, role }, { authorization: `Bearer ${json<{ ticket: string }>(ticket).ticket}` });
  if (registered.status !== 201) throw new Error(`registration: ${registered.status} ${registered.text}`);
  const link = new URL(firstLink(await waitForMail(person.email)));
  const verified = await client.get(new URL(`${link.pathname}${link.search}`, linkBase).toString());
  if (verified.status !== 302) throw new Error(`verification link: ${verified.status} ${verified.text.slice(0, 200)}`);
  const user = await signIn(client, person.email, person.password);
  return { ...person, role, userId: user.uid };
}

export async function signIn(client: VirtualClient, email: string, password: string, target = '/api/session/login'): Promise<{ uid: string; role: string }> {
  const res = await client.post(target, { email, password });
  if (res.status !== 200) throw new Error(`sign-in of ${email}: ${res.status} ${res.text}`);
  return json<{ user: { uid: string; role: string } }>(res).user;
}

/** Runs `work` over `items` with at most `limit` at a time. */
export async function inBatches<T, R>(items: readonly T[], limit: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await work(items[i]!, i);
      }
    }),
  );
  return results;
}

// ─── Bookkeeping ─────────────────────────────────────────────────────────────────────────────────────────

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))]!;
}

const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

interface KindRecord {
  durations: number[];
  statuses: Map<number, number>;
}

export interface Problem {
  kind: string;
  status: number | null;
  detail: string;
}

/** Every request of a run: status and latency per kind of request, and every answer that was not expected. */
export class Stats {
  private readonly kinds = new Map<string, KindRecord>();
  requests = 0;
  serverErrors = 0;
  tooManyRequests = 0;
  unexpected = 0;
  networkErrors = 0;
  /** 200 answers that admitted a failed read (`available: false`, an empty featured list) or contradicted an acknowledged write. */
  degraded = 0;
  readonly problems: Problem[] = [];
  startedAt = performance.now();
  endedAt = 0;

  private kind(kind: string): KindRecord {
    let k = this.kinds.get(kind);
    if (!k) {
      k = { durations: [], statuses: new Map() };
      this.kinds.set(kind, k);
    }
    return k;
  }

  private problem(p: Problem): void {
    if (this.problems.length < 50) this.problems.push(p);
  }

  /** Records one answer; returns true when it had the expected status. */
  record(kind: string, reply: Reply, expected: number): boolean {
    this.requests++;
    const k = this.kind(kind);
    k.durations.push(reply.ms);
    k.statuses.set(reply.status, (k.statuses.get(reply.status) ?? 0) + 1);
    if (reply.status === expected) return true;
    if (reply.status >= 500) this.serverErrors++;
    else if (reply.status === 429) this.tooManyRequests++;
    else this.unexpected++;
    this.problem({ kind, status: reply.status, detail: reply.text.slice(0, 200) });
    return false;
  }

  networkError(kind: string, error: unknown): void {
    this.requests++;
    this.networkErrors++;
    this.problem({ kind, status: null, detail: error instanceof Error ? error.message : String(error) });
  }

  degradedAnswer(kind: string, reply: Reply, detail: string): void {
    this.degraded++;
    this.problem({ kind, status: reply.status, detail });
  }

  summary() {
    const seconds = ((this.endedAt || performance.now()) - this.startedAt) / 1000;
    const all: number[] = [];
    const perKind: Record<string, { requests: number; p50Ms: number; p90Ms: number; p99Ms: number; maxMs: number; statuses: Record<string, number> }> = {};
    for (const [name, k] of [...this.kinds].sort(([a], [b]) => a.localeCompare(b))) {
      const sorted = [...k.durations].sort((a, b) => a - b);
      all.push(...k.durations);
      perKind[name] = {
        requests: sorted.length,
        p50Ms: round(percentile(sorted, 50)),
        p90Ms: round(percentile(sorted, 90)),
        p99Ms: round(percentile(sorted, 99)),
        maxMs: round(sorted.at(-1) ?? 0),
        statuses: Object.fromEntries([...k.statuses].map(([s, n]) => [String(s), n])),
      };
    }
    all.sort((a, b) => a - b);
    return {
      requests: this.requests,
      seconds: round(seconds),
      requestsPerSecond: round(this.requests / seconds),
      serverErrors5xx: this.serverErrors,
      tooManyRequests429: this.tooManyRequests,
      unexpectedStatus: this.unexpected,
      networkErrors: this.networkErrors,
      degradedAnswers: this.degraded,
      p50Ms: round(percentile(all, 50)),
      p90Ms: round(percentile(all, 90)),
      p99Ms: round(percentile(all, 99)),
      maxMs: round(all.at(-1) ?? 0),
      perKind,
      problems: this.problems,
    };
  }
}

/**
 * The ratings each user's acknowledged requests left: one client sends one request at a time, so the last
 * acknowledged score is what must be stored. A rating whose answer never came (or was a 5xx) may or may not
 * have been written: it widens the accepted values for that pair instead of being assumed either way.
 */
export class RatingLedger {
  private readonly pairs = new Map<string, { userId: string; articleId: string; expected: number | null; alsoPossible: Set<number> }>();
  acknowledged = 0;

  private entry(userId: string, articleId: string) {
    const key = `${userId} ${articleId}`;
    let e = this.pairs.get(key);
    if (!e) {
      e = { userId, articleId, expected: null, alsoPossible: new Set() };
      this.pairs.set(key, e);
    }
    return e;
  }

  acknowledge(userId: string, articleId: string, score: number): void {
    this.acknowledged++;
    const e = this.entry(userId, articleId);
    e.expected = score;
    e.alsoPossible.clear();
  }

  uncertain(userId: string, articleId: string, score: number): void {
    this.entry(userId, articleId).alsoPossible.add(score);
  }

  /** The last acknowledged score, if it is certain (for read-your-writes checks during the run). */
  certain(userId: string, articleId: string): number | null | undefined {
    const e = this.pairs.get(`${userId} ${articleId}`);
    if (!e) return undefined;
    return e.alsoPossible.size === 0 ? e.expected : undefined;
  }

  entriesFor(userId: string) {
    return [...this.pairs.values()].filter((e) => e.userId === userId);
  }

  /** Users with an acknowledged (or possibly written) rating, per article. */
  ratersPerArticle(): Map<string, { sure: number; maybe: number }> {
    const map = new Map<string, { sure: number; maybe: number }>();
    for (const e of this.pairs.values()) {
      const m = map.get(e.articleId) ?? { sure: 0, maybe: 0 };
      if (e.expected !== null) m.sure++;
      else if (e.alsoPossible.size > 0) m.maybe++;
      map.set(e.articleId, m);
    }
    return map;
  }

  get pairCount(): number {
    return [...this.pairs.values()].filter((e) => e.expected !== null).length;
  }

  accepts(userId: string, articleId: string, stored: number | null): boolean {
    const e = this.pairs.get(`${userId} ${articleId}`);
    if (!e) return stored === null;
    if (stored === e.expected) return true;
    return stored !== null && e.alsoPossible.has(stored);
  }
}

// ─── Mixed traffic ───────────────────────────────────────────────────────────────────────────────────────

export interface Catalogue {
  /** Article ids per zone, as the zone lists gave them. */
  readable: { zone: string; ids: string[] }[];
  /** Articles in a zone the clients' roles may not read (each read must be a 403). */
  forbidden: string[];
}

export interface TrafficClient {
  client: VirtualClient;
  account: Account;
  signedIn: boolean;
  wrongPasswordsLeft: number;
}

export const DEFAULT_WEIGHTS = {
  home: 16, // the Home page's featured articles (public, cached in memory)
  shell: 4, // the web app's HTML shell for a screen path
  session: 6, // "who am I" on every page load
  zoneList: 16, // a zone's article list with ratings
  article: 22, // reading an article
  ratingRead: 8, // an article's rating and my own score
  rate: 16, // rating an article (the write)
  denied: 3, // an article in a zone the role may not read (403)
  signInCycle: 7, // sign out, sign in again
  wrongPassword: 2, // a mistyped password (401), a few per client at most
} as const;

export type Weights = Record<keyof typeof DEFAULT_WEIGHTS, number>;

export interface TrafficOptions {
  clients: TrafficClient[];
  catalogue: Catalogue;
  stats: Stats;
  ledger: RatingLedger;
  durationMs: number;
  /** Pause between one client's requests, uniformly within [min, max] ms. */
  thinkMs: [number, number];
  weights?: Weights;
  /** Ends the run early (the server process is gone: nothing more to learn). */
  stopWhen?: () => boolean;
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function chooseAction(weights: Weights): keyof Weights {
  const entries = Object.entries(weights) as [keyof Weights, number][];
  const total = entries.reduce((s, [, w]) => s + w, 0);
  let r = Math.random() * total;
  for (const [name, w] of entries) {
    r -= w;
    if (r < 0) return name;
  }
  return entries[0]![0];
}

/** One request: recorded, with its answer (or null when it failed at the network level). */
async function send(stats: Stats, kind: string, expected: number, request: () => Promise<Reply>): Promise<Reply | null> {
  let reply: Reply;
  try {
    reply = await request();
  } catch (error) {
    stats.networkError(kind, error);
    return null;
  }
  return stats.record(kind, reply, expected) ? reply : null;
}

async function step(t: TrafficClient, action: keyof Weights, options: TrafficOptions): Promise<void> {
  const { stats, ledger, catalogue } = options;
  const { client, account } = t;
  if (!t.signedIn) {
    const reply = await send(stats, 'login', 200, () => client.post('/api/session/login', { email: account.email, password: account.password }));
    if (reply) t.signedIn = true;
    return;
  }
  const zone = pick(catalogue.readable);
  const id = pick(zone.ids);
  switch (action) {
    case 'home': {
      const reply = await send(stats, 'home', 200, () => client.get('/api/articles/featured'));
      if (reply && json<{ articles: unknown[] }>(reply).articles.length === 0) stats.degradedAnswer('home', reply, 'featured list empty');
      return;
    }
    case 'shell': {
      const reply = await send(stats, 'shell', 200, () => client.get(pick(['/', '/resources/your-calm-zone', '/about'])));
      if (reply && !String(reply.headers['content-type']).includes('text/html')) stats.degradedAnswer('shell', reply, 'not HTML');
      return;
    }
    case 'session': {
      const reply = await send(stats, 'session', 200, () => client.get('/api/session'));
      if (reply && json<{ user: { uid: string } | null }>(reply).user?.uid !== account.userId) stats.degradedAnswer('session', reply, 'session lost');
      return;
    }
    case 'zoneList': {
      const reply = await send(stats, 'zone-list', 200, () => client.get(`/api/zones/${zone.zone}/articles`));
      if (reply) {
        const body = json<{ available: boolean; articles: unknown[] }>(reply);
        if (!body.available || body.articles.length === 0) stats.degradedAnswer('zone-list', reply, 'zone list unavailable');
      }
      return;
    }
    case 'article': {
      const reply = await send(stats, 'article', 200, () => client.get(`/api/articles/${id}`));
      if (reply && json<{ article: { id: string } }>(reply).article.id !== id) stats.degradedAnswer('article', reply, 'wrong article');
      return;
    }
    case 'ratingRead': {
      const reply = await send(stats, 'rating-read', 200, () => client.get(`/api/articles/${id}/rating`));
      if (reply) {
        const body = json<{ mine: number | null; available?: boolean }>(reply);
        const expected = ledger.certain(account.userId, id);
        if (body.available === false) stats.degradedAnswer('rating-read', reply, 'ratings unavailable');
        else if (expected !== undefined && body.mine !== expected) stats.degradedAnswer('rating-read', reply, `read ${body.mine} after acknowledged ${expected}`);
      }
      return;
    }
    case 'rate': {
      const score = 1 + Math.floor(Math.random() * 5);
      let reply: Reply;
      try {
        reply = await client.put(`/api/articles/${id}/rating`, { score });
      } catch (error) {
        stats.networkError('rate', error);
        ledger.uncertain(account.userId, id, score);
        return;
      }
      if (stats.record('rate', reply, 200) && json<{ mine: number }>(reply).mine === score) ledger.acknowledge(account.userId, id, score);
      else if (reply.status >= 500) ledger.uncertain(account.userId, id, score);
      return;
    }
    case 'denied': {
      await send(stats, 'denied', 403, () => client.get(`/api/articles/${pick(catalogue.forbidden)}`));
      return;
    }
    case 'signInCycle': {
      const out = await send(stats, 'logout', 200, () => client.post('/api/session/logout'));
      if (!out) return;
      t.signedIn = false;
      const reply = await send(stats, 'login', 200, () => client.post('/api/session/login', { email: account.email, password: account.password }));
      if (reply) t.signedIn = json<{ user: { uid: string } }>(reply).user.uid === account.userId;
      return;
    }
    case 'wrongPassword': {
      if (t.wrongPasswordsLeft <= 0) return;
      t.wrongPasswordsLeft--;
      await send(stats, 'login-wrong-password', 401, () => client.post('/api/session/login', { email: account.email, password: `${account.password}-typo` }));
      return;
    }
  }
}

/** Every client loops over weighted actions (one request, or two for a sign-in cycle) until the time is up. */
export async function runMixedTraffic(options: TrafficOptions): Promise<void> {
  const weights = options.weights ?? DEFAULT_WEIGHTS;
  const end = performance.now() + options.durationMs;
  const [minThink, maxThink] = options.thinkMs;
  options.stats.startedAt = performance.now();
  await Promise.all(
    options.clients.map(async (t, i) => {
      // Clients start spread over the first second, as visitors do not arrive in one instant.
      await sleep((i / options.clients.length) * 1000);
      while (performance.now() < end && !options.stopWhen?.()) {
        try {
          await step(t, chooseAction(weights), options);
        } catch (error) {
          // A malformed answer (not the JSON promised): counted, and the client goes on.
          options.stats.unexpected++;
          options.stats.problems.push({ kind: 'client', status: null, detail: error instanceof Error ? error.message : String(error) });
        }
        const think = minThink + Math.random() * (maxThink - minThink);
        if (think > 0) await sleep(think);
      }
    }),
  );
  options.stats.endedAt = performance.now();
}

/**
 * After the traffic: every acknowledged rating is read back through the API (each user's own score, and
 * each article's count of raters). Returns the pairs checked and every one that does not match.
 */
export async function verifyRatings(clients: TrafficClient[], ledger: RatingLedger) {
  const lost: { userId: string; articleId: string; expected: number | null; stored: number | null }[] = [];
  const counts = new Map<string, number>();
  let checked = 0;
  await inBatches(clients, 10, async (t) => {
    if (!t.signedIn || json<{ user: unknown }>(await t.client.get('/api/session')).user === null) {
      await signIn(t.client, t.account.email, t.account.password);
      t.signedIn = true;
    }
    for (const e of ledger.entriesFor(t.account.userId)) {
      const res = await t.client.get(`/api/articles/${e.articleId}/rating`);
      const body = json<{ mine: number | null; rating: { count: number }; available?: boolean }>(res);
      if (res.status !== 200 || body.available === false) throw new Error(`rating read-back failed: ${res.status} ${res.text}`);
      checked++;
      counts.set(e.articleId, body.rating.count);
      if (!ledger.accepts(e.userId, e.articleId, body.mine)) lost.push({ userId: e.userId, articleId: e.articleId, expected: e.expected, stored: body.mine });
    }
  });
  const countMismatches: { articleId: string; raters: number; stored: number }[] = [];
  for (const [articleId, raters] of ledger.ratersPerArticle()) {
    const stored = counts.get(articleId);
    if (stored === undefined) continue;
    if (stored < raters.sure || stored > raters.sure + raters.maybe) countMismatches.push({ articleId, raters: raters.sure, stored });
  }
  return { checked, lost, countMismatches };
}

// ─── Memory ──────────────────────────────────────────────────────────────────────────────────────────────

/** The resident set size of a process in bytes, from /proc/<pid>/status (Linux). */
export function rssOf(pid: number): number | null {
  try {
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : null;
  } catch {
    return null;
  }
}

export interface MemorySample {
  /** Seconds since the sampler started. */
  t: number;
  rssMb: number;
}

export function sampleRss(pid: number, intervalMs: number): { samples: MemorySample[]; stop(): void } {
  const samples: MemorySample[] = [];
  const started = performance.now();
  const take = () => {
    const rss = rssOf(pid);
    if (rss !== null) samples.push({ t: round((performance.now() - started) / 1000, 2), rssMb: round(rss / 2 ** 20, 2) });
  };
  take();
  const timer = setInterval(take, intervalMs);
  return { samples, stop: () => clearInterval(timer) };
}

/** Least-squares slope of y over x, and the fitted rise over the x range. */
export function leastSquares(points: readonly { x: number; y: number }[]): { slope: number; intercept: number; rise: number } {
  const n = points.length;
  if (n < 2) return { slope: 0, intercept: points[0]?.y ?? 0, rise: 0 };
  const mx = points.reduce((s, p) => s + p.x, 0) / n;
  const my = points.reduce((s, p) => s + p.y, 0) / n;
  let sxy = 0;
  let sxx = 0;
  for (const p of points) {
    sxy += (p.x - mx) * (p.y - my);
    sxx += (p.x - mx) ** 2;
  }
  const slope = sxx === 0 ? 0 : sxy / sxx;
  const xs = points.map((p) => p.x);
  return { slope, intercept: my - slope * mx, rise: slope * (Math.max(...xs) - Math.min(...xs)) };
}

// ─── Figures ─────────────────────────────────────────────────────────────────────────────────────────────

export const reportDir = path.join(repoRoot, 'test-results', 'reliability');

/** Writes the figures of one test to test-results/reliability/<name>.json (for the README's Reliability section). */
export function writeReport(name: string, figures: Record<string, unknown>): string {
  mkdirSync(reportDir, { recursive: true });
  const file = path.join(reportDir, `${name}.json`);
  writeFileSync(file, `${JSON.stringify({ test: name, finishedAt: new Date().toISOString(), node: process.version, cpus: os.cpus().length, ...figures }, null, 2)}\n`);
  return file;
}

export function envNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number (got "${raw}")`);
  return value;
}

/** "min-max" milliseconds, or a single number for a fixed pause. */
export function envRange(name: string, fallback: [number, number]): [number, number] {
  const raw = process.env[name];
  if (!raw) return fallback;
  const [a, b] = raw.split('-').map(Number);
  if (a === undefined || !Number.isFinite(a) || (b !== undefined && !Number.isFinite(b))) throw new Error(`${name} must look like 0-50 (got "${raw}")`);
  return [a, b ?? a];
}
