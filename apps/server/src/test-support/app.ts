import { randomBytes, randomUUID } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../app.js';
import type { AppConfig, DatabaseKind } from '../config.js';
import { openDatabase, type DatabaseHandle } from '../db/database.js';
import { adminPool, postgresUrlFor, RUN_PREFIX } from './postgres.js';

/** The engines this run covers: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const engines: DatabaseKind[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const dataDir = overrides.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'harbour-data-'));
  return {
    nodeEnv: 'test',
    isProduction: false,
    demoMode: true,
    port: 0,
    host: '127.0.0.1',
    dataDir,
    database: { kind: 'sqlite', file: path.join(dataDir, 'harbour.sqlite') },
    publicUrl: 'http://localhost:3000',
    smtpUrl: undefined,
    mailFrom: 'Harbour <no-reply@harbour.example>',
    redisUrl: undefined,
    authSecret: randomBytes(32).toString('base64url'),
    encryptionKey: randomBytes(32),
    demoPassword: 'harbour-demo-2026',
    logLevel: 'silent',
    trustProxy: false,
    webDistDir: path.join(dataDir, 'no-web-build'),
    registrationPort: 0,
    aiBaseUrl: undefined,
    aiModel: undefined,
    aiApiKey: undefined,
    aiFirstByteTimeoutMs: 20_000,
    aiReplyTimeoutMs: 60_000,
    ...overrides,
  };
}

export interface TestDatabase {
  config: AppConfig['database'];
  open(): DatabaseHandle;
  drop(): Promise<void>;
}

/** A fresh, migrated database copied from this run's template. */
export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'sqlite') {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'harbour-db-'));
    const file = path.join(dir, 'harbour.sqlite');
    copyFileSync(inject('sqliteTemplate'), file);
    const config = { kind: 'sqlite', file } as const;
    return { config, open: () => openDatabase(config), drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const baseUrl = process.env.TEST_DATABASE_URL!;
  const name = `${RUN_PREFIX}_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const admin = adminPool(baseUrl);
  await admin.query(`create database ${name} template ${inject('pgTemplate')}`);
  await admin.end();
  const config = { kind: 'postgres', url: postgresUrlFor(baseUrl, name) } as const;
  return {
    config,
    open: () => openDatabase(config),
    drop: async () => {
      const pool = adminPool(baseUrl);
      await pool.query(`drop database if exists ${name} with (force)`);
      await pool.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  close(): Promise<void>;
}

/** Builds the whole app on a fresh database of the given engine. */
export async function createTestApp(
  kind: DatabaseKind = 'sqlite',
  overrides: Partial<AppConfig> = {},
  logStream?: NodeJS.WritableStream,
): Promise<TestApp> {
  const database = await createTestDatabase(kind);
  const config = testConfig({ database: database.config, ...overrides });
  const app = await buildApp(config, logStream ? { logStream } : { logger: false });
  await app.ready();
  return {
    app,
    config,
    async close() {
      await app.close();
      await database.drop();
      rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}
