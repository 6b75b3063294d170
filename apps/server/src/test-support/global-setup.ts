import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { adminPool, postgresUrlFor, RUN_PREFIX } from './postgres.js';

/**
 * Migrates one template per engine for the whole run; every test file then starts from a copy of it
 * (STYLE 14: reset from a migrated template, not by hand-written cleanup).
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'harbour-test-'));
  const sqliteTemplate = path.join(dir, 'template.sqlite');
  const sqlite = openDatabase({ kind: 'sqlite', file: sqliteTemplate });
  await migrateToLatest(sqlite.db, 'sqlite');
  await sqlite.close();
  project.provide('sqliteTemplate', sqliteTemplate);

  const baseUrl = process.env.TEST_DATABASE_URL;
  let pgTemplate = '';
  if (baseUrl) {
    pgTemplate = `${RUN_PREFIX}_template`;
    const admin = adminPool(baseUrl);
    await admin.query(`drop database if exists ${pgTemplate}`);
    await admin.query(`create database ${pgTemplate}`);
    const pg = openDatabase({ kind: 'postgres', url: postgresUrlFor(baseUrl, pgTemplate) });
    await migrateToLatest(pg.db, 'postgres');
    await pg.close();
    await admin.end();
  }
  project.provide('pgTemplate', pgTemplate);

  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (baseUrl) {
      const admin = adminPool(baseUrl);
      const { rows } = await admin.query<{ datname: string }>('select datname from pg_database where datname like $1', [`${RUN_PREFIX}%`]);
      for (const row of rows) await admin.query(`drop database if exists ${row.datname} with (force)`);
      await admin.end();
    }
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    sqliteTemplate: string;
    pgTemplate: string;
  }
}
