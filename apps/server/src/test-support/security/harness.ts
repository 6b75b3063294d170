import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { PassThrough } from 'node:stream';
import type { FastifyInstance, LightMyRequestResponse, RouteOptions } from 'fastify';
import { sql } from 'kysely';
import { expect } from 'vitest';
import type { Role } from '@wellbeing/shared/roles';
import { buildApp } from '../../app.js';
import type { AppConfig, DatabaseKind } from '../../config.js';
import { createVerifiedAccount } from '../../modules/auth/accounts-admin.js';
import { createTestDatabase, testConfig } from '../app.js';
import { TestClient } from '../http.js';

export { Figures } from './figures.js';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export interface RegisteredRoute {
  method: Method;
  url: string;
}

export interface SecurityApp {
  app: FastifyInstance;
  config: AppConfig;
  /** Every route the built app registered (HEAD routes left out: they run the GET handler). */
  routes: RegisteredRoute[];
  /** Everything logged so far, at trace level. */
  logs(): string;
  close(): Promise<void>;
}

/**
 * The whole app on a fresh database of the given engine, logging at trace level into memory (so the suite
 * can check what the logs hold) and recording each route it registers (so the suite can check its tables
 * cover every one).
 */
export async function createSecurityApp(kind: DatabaseKind, overrides: Partial<AppConfig> = {}): Promise<SecurityApp> {
  const database = await createTestDatabase(kind);
  const config = testConfig({ database: database.config, logLevel: 'trace', ...overrides });
  const chunks: string[] = [];
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) => chunks.push(chunk.toString('utf8')));
  const routes: RegisteredRoute[] = [];
  const onRoute = (route: RouteOptions) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routes.push({ method: method as Method, url: route.url });
    }
  };
  const app = await buildApp(config, { logStream, onRoute });
  await app.ready();
  return {
    app,
    config,
    routes,
    logs: () => chunks.join(''),
    async close() {
      await app.close();
      await database.drop();
      rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}

// ─── People ──────────────────────────────────────────────────────────────────────────────────────────────

export interface Actor {
  client: TestClient;
  id: string;
  email: string;
  username: string;
  password: string;
  role: Role;
}

/**
 * A verified account of the given role, signed in on its own client (its own address, so per-address limits
 * of one actor never touch another). A professional has an approved, unexpired licence (the verified badge).
 */
export async function newActor(app: FastifyInstance, role: Role, secrets?: SecretLog): Promise<Actor> {
  const tag = randomUUID().slice(0, 8);
  const password = `sec-${randomUUID()}`;
  const email = `sec-${tag}@example.org`;
  const username = `sec_${role.slice(0, 3)}_${tag}`;
  const fullName = role === 'professional' ? `Dr Secure ${tag}` : null;
  const id = await createVerifiedAccount(app.database.db, app.database.kind, { email, username, password, role, fullName });
  if (role === 'professional') {
    const now = new Date().toISOString();
    const expiry = new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);
    await app.database.db
      .insertInto('professionalVerifications')
      .values({ id: randomUUID(), userId: id, fullName: fullName!, licenceNumber: `SEC-${tag}`, regulator: 'Test Council', country: 'United Kingdom', licenceExpiry: expiry, status: 'approved', createdAt: now, decidedAt: now, decidedBy: null })
      .execute();
  }
  secrets?.add('password', password);
  const client = new TestClient(app);
  await signIn(client, email, password, secrets);
  return { client, id, email, username, password, role };
}

/** Signs a client in (again); its session cookie is remembered as a secret. */
export async function signIn(client: TestClient, email: string, password: string, secrets?: SecretLog): Promise<void> {
  const res = await client.post('/api/session/login', { email, password });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  secrets?.addCookies(client);
}

// ─── Secrets that must never reach the logs ──────────────────────────────────────────────────────────────

/** What the suite sent or received that the logs must never hold: passwords, tokens, links, private text. */
export class SecretLog {
  private readonly values = new Map<string, string>();

  add(label: string, value: string | null | undefined): void {
    // Short values could appear in a log line by chance; everything tracked here is long and unique.
    if (value && value.length >= 12) this.values.set(value, label);
  }

  /** The value of every cookie the client holds (session token and signature). */
  addCookies(client: TestClient): void {
    for (const pair of client.cookieHeader().split('; ')) {
      const value = pair.slice(pair.indexOf('=') + 1);
      this.add('session cookie', value);
      this.add('session token', decodeURIComponent(value).split('.')[0]);
    }
  }

  get size(): number {
    return this.values.size;
  }

  /** Fails with the kinds of secret found (never the secret itself). */
  expectAbsentFrom(logs: string): void {
    const found = [...this.values].filter(([value]) => logs.includes(value)).map(([, label]) => label);
    expect(found, 'secrets found in the logs').toEqual([]);
  }
}

// ─── Assertions ──────────────────────────────────────────────────────────────────────────────────────────

/** A refusal: a 4xx with a JSON `{ code, message }` (non-empty strings) and nothing that looks internal. */
export function expectClearRefusal(res: LightMyRequestResponse, label: string): void {
  expect(res.statusCode, `${label}: ${res.body.slice(0, 300)}`).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, `${label}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
  expect(res.headers['content-type'], label).toMatch(/^application\/json/);
  const body = res.json() as Record<string, unknown>;
  expect(typeof body.code, `${label}: code in ${res.body.slice(0, 300)}`).toBe('string');
  expect(typeof body.message, `${label}: message in ${res.body.slice(0, 300)}`).toBe('string');
  expect((body.code as string).length, label).toBeGreaterThan(0);
  expect((body.message as string).length, label).toBeGreaterThan(0);
  expect(res.body, label).not.toMatch(/FST_ERR|SQLITE_|node_modules|\\n\s+at |syntax error at or near|violates .* constraint/);
}

/** Any answer to bad input: never a 5xx, and every refusal clear. */
export function expectNoServerError(res: LightMyRequestResponse, label: string): void {
  expect(res.statusCode, `${label}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
  if (res.statusCode >= 400) expectClearRefusal(res, label);
}

// ─── Database snapshots ──────────────────────────────────────────────────────────────────────────────────

/** Tables whose every row a refused request must leave as it was (rate-limit counters and the outbox's
 * own bookkeeping excepted: a worker may touch those at any time). */
const SNAPSHOT_TABLES = [
  'users',
  'sessions',
  'accounts',
  'verifications',
  'professionalVerifications',
  'articles',
  'ratings',
  'crisisLines',
  'assessments',
  'journalEntries',
  'auditLog',
  'chatConversations',
  'chatMessages',
  'professionalProfiles',
  'professionalProfileTags',
  'contactRequests',
  'events',
  'eventRegistrations',
] as const;

/** Every row of every table, as one string: equal snapshots mean nothing was written. */
export async function snapshot(app: FastifyInstance): Promise<string> {
  const parts: string[] = [];
  for (const table of SNAPSHOT_TABLES) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(app.database.db);
    const sorted = rows.map((r) => JSON.stringify(r)).sort();
    parts.push(`${table}:${sorted.join('\n')}`);
  }
  return parts.join('\n\n');
}

/** A request exactly as given (no Origin added), with the client's cookies and address. */
export function rawRequest(client: TestClient, app: FastifyInstance, options: { method: string; url: string; payload?: unknown; headers?: Record<string, string> }): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { ...(client.cookieHeader() ? { cookie: client.cookieHeader() } : {}), ...options.headers };
  return app.inject({ method: options.method as 'GET', url: options.url, remoteAddress: client.remoteAddress, headers, ...(options.payload !== undefined ? { payload: options.payload as string } : {}) });
}
