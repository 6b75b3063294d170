// A small HTTP client for the crash, signal and outage tests: real connections to the server process, its own
// cookies and source address, the Origin header a browser sends on state-changing requests. Helpers register
// people through the registration service and verify them with the link from the development mailbox.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { readMailbox } from '../../src/modules/mail/mailer.js';
import { CookieJar, repoRoot } from './server-process.js';

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  json<T = Record<string, unknown>>(): T;
}

/** A transport failure (refused, reset, timed out): the server never answered. */
export class NoAnswer extends Error {
  constructor(readonly code: string) {
    super(`no answer (${code})`);
    this.name = 'NoAnswer';
  }
}

/** Loopback addresses other than 127.0.0.1 for this run's clients, so per-address limits count each client apart. */
const run = 2 + (randomBytes(1)[0]! % 250);
let nextAddress = 0;
export function newLoopbackAddress(): string {
  const i = nextAddress++;
  return `127.${run}.${Math.floor(i / 250) % 250}.${(i % 250) + 1}`;
}

export class ApiClient {
  readonly jar = new CookieJar();
  private agent = new http.Agent({ keepAlive: true, maxSockets: 2 });

  constructor(
    /** The server's origin; may change between server lives (the tests keep one port). */
    public baseUrl: string,
    readonly localAddress = newLoopbackAddress(),
    readonly timeoutMs = 30_000,
  ) {}

  get hasSession(): boolean {
    return /session_token=/.test(this.jar.header());
  }

  /** Drops pooled connections (after the server they led to was killed). */
  resetConnections(): void {
    this.agent.destroy();
    this.agent = new http.Agent({ keepAlive: true, maxSockets: 2 });
  }

  request(method: string, target: string, body?: unknown, extraHeaders: Record<string, string> = {}): Promise<Answer> {
    const url = new URL(target, this.baseUrl);
    const headers: Record<string, string> = { accept: 'application/json', ...extraHeaders };
    const cookie = this.jar.header();
    if (cookie) headers.cookie = cookie;
    if (method !== 'GET' && method !== 'HEAD') headers.origin ??= new URL(this.baseUrl).origin;
    let payload: Buffer | undefined;
    if (body !== undefined) {
      payload = Buffer.from(JSON.stringify(body));
      headers['content-type'] = 'application/json';
      headers['content-length'] = String(payload.length);
    }
    return new Promise((resolve, reject) => {
      const req = http.request(
        { host: url.hostname, port: url.port, path: `${url.pathname}${url.search}`, method, headers, agent: this.agent, localAddress: this.localAddress, timeout: this.timeoutMs },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('error', (error: NodeJS.ErrnoException) => reject(new NoAnswer(error.code ?? error.message)));
          res.on('aborted', () => reject(new NoAnswer('aborted')));
          res.on('end', () => {
            if (!res.complete) return reject(new NoAnswer('incomplete'));
            const text = Buffer.concat(chunks).toString('utf8');
            const setCookie = res.headers['set-cookie'];
            if (setCookie) this.jar.store({ headers: { getSetCookie: () => setCookie } } as unknown as Response);
            resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json: <T>() => JSON.parse(text) as T });
          });
        },
      );
      req.on('timeout', () => req.destroy(new NoAnswer('timeout')));
      req.on('error', (error: NodeJS.ErrnoException) => reject(error instanceof NoAnswer ? error : new NoAnswer(error.code ?? error.message)));
      if (payload) req.write(payload);
      req.end();
    });
  }

  get(target: string) {
    return this.request('GET', target);
  }
  post(target: string, body?: unknown, headers?: Record<string, string>) {
    return this.request('POST', target, body, headers);
  }
  put(target: string, body?: unknown) {
    return this.request('PUT', target, body);
  }

  close(): void {
    this.agent.destroy();
  }
}

export const PERSON_PASSWORD_PREFIX = 'quiet-harbour-';

export interface Person {
  email: string;
  username: string;
  password: string;
  role: 'seeker' | 'supporter' | 'professional';
  fullName?: string;
  licence?: { licenceNumber: string; regulator: string; country: string; licenceExpiry: string };
}

export function newPerson(role: Person['role'] = 'seeker'): Person {
  const tag = randomUUID().replaceAll('-', '').slice(0, 12);
  const person: Person = { email: `rel-${tag}@example.org`, username: `rel_${tag}`, password: `${PERSON_PASSWORD_PREFIX}${randomUUID().slice(0, 8)}`, role };
  if (role === 'professional') {
    person.fullName = `Dr Rel ${tag.slice(0, 6)}`;
    person.licence = { licenceNumber: `REL-${tag.slice(0, 8)}`, regulator: 'Health and Care Professions Council', country: 'United Kingdom', licenceExpiry: '2035-01-31' };
  }
  return person;
}

/** A ticket from the main API, then the registration service (as the browser does). Each call from a new client address. */
export async function register(baseUrl: string, person: Person): Promise<Answer> {
  const client = new ApiClient(baseUrl);
  try {
    const ticket = await client.get('/api/registration/ticket');
    if (ticket.status !== 200) return ticket;
    return await client.post('/registration', person, { authorization: `Bearer ${ticket.json<{ ticket: string }>().ticket}` });
  } finally {
    client.close();
  }
}

/** The verification link e-mailed to `email` (development mailbox under DATA_DIR/mailbox), if any. */
export function verificationLink(dataDir: string, email: string): string | undefined {
  const mail = readMailbox({ dataDir }).find((m) => m.to === email && /verify-email/.test(m.text));
  return mail ? /https?:\/\/\S*verify-email\S*/.exec(mail.text)?.[0] : undefined;
}

export function mailCount(dataDir: string, email: string): number {
  return readMailbox({ dataDir }).filter((m) => m.to === email).length;
}

/** Registers, opens the e-mailed link, signs in: a client with a session. */
export async function signedInClient(baseUrl: string, dataDir: string, role: Person['role'] = 'seeker'): Promise<{ client: ApiClient; person: Person }> {
  const person = newPerson(role);
  const registered = await register(baseUrl, person);
  if (registered.status !== 201) throw new Error(`registration answered ${registered.status}: ${registered.text}`);
  const link = verificationLink(dataDir, person.email);
  if (!link) throw new Error('no verification e-mail');
  const client = new ApiClient(baseUrl);
  const url = new URL(link);
  const verified = await client.get(`${url.pathname}${url.search}`);
  if (verified.status !== 302) throw new Error(`verification link answered ${verified.status}`);
  await signIn(client, person);
  return { client, person };
}

export async function signIn(client: ApiClient, person: Pick<Person, 'email' | 'password'>): Promise<void> {
  const res = await client.post('/api/session/login', { email: person.email, password: person.password });
  if (res.status !== 200) throw new Error(`login answered ${res.status}: ${res.text}`);
}

/** Figures for the README's "Reliability" section: test-results/reliability/<name>.json. */
export function writeFigures(name: string, figures: Record<string, unknown>): string {
  const dir = path.join(repoRoot, 'test-results', 'reliability');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.json`);
  writeFileSync(file, `${JSON.stringify({ ...figures, recordedAt: new Date().toISOString() }, null, 2)}\n`);
  return file;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const randomInt = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));
