// `node bench/lib/database-child.mjs sqlite|postgres`: the zone article-list query through our data layer
// (the app's openDatabase + the articles repository's reader of that Kysely query, as built in
// apps/server/dist) against the same SQL on the raw driver (a better-sqlite3 statement prepared once; pg's
// pool.query). Fresh database, migrated and seeded with the app's own code. Many iterations per batch, A and B alternating (the order
// swapped every round); prints { rounds: [{ a, b }] (µs per query), rows, sql } as JSON.
//
// SQLite runs in this process, synchronously, so its batches are timed in CPU time (what other processes on
// a shared machine do then does not count); PostgreSQL's answers come from another process, so its batches
// are timed on the wall clock.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import { openDatabase } from '../../apps/server/dist/db/database.js';
import { migrateToLatest } from '../../apps/server/dist/db/migrate.js';
import { seedArticleContent } from '../../apps/server/dist/modules/articles/seed.js';
import { createZoneArticlesReader, zoneArticlesQuery } from '../../apps/server/dist/modules/articles/repository.js';

const kind = process.argv[2] ?? 'sqlite';
const ROUNDS = Number(process.argv[3] ?? 15);
const ZONE = 'your-calm-zone';

async function setUp() {
  if (kind === 'sqlite') {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'harbour-bench-db-'));
    const file = path.join(dir, 'harbour.sqlite');
    const handle = openDatabase({ kind: 'sqlite', file });
    await migrateToLatest(handle.db, 'sqlite');
    await seedArticleContent(handle.db);
    // The raw side: its own connection with the app's settings (see apps/server/src/db/database.ts).
    const raw = new SqliteDatabase(file);
    raw.pragma('journal_mode = WAL');
    raw.pragma('synchronous = FULL');
    raw.pragma('foreign_keys = ON');
    const compiled = zoneArticlesQuery(handle.db, ZONE).compile();
    const statement = raw.prepare(compiled.sql);
    return {
      handle,
      sql: compiled.sql,
      runRaw: async (n) => {
        let rows;
        for (let i = 0; i < n; i++) rows = statement.all(...compiled.parameters);
        return rows;
      },
      tearDown: async () => {
        raw.close();
        await handle.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is not set');
  const name = `harbour_bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Pool({ connectionString: base, max: 1 });
  await admin.query(`create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const handle = openDatabase({ kind: 'postgres', url: url.toString() });
  await migrateToLatest(handle.db, 'postgres');
  await seedArticleContent(handle.db);
  const compiled = zoneArticlesQuery(handle.db, ZONE).compile();
  const pool = new pg.Pool({ connectionString: url.toString(), max: 10 });
  return {
    handle,
    sql: compiled.sql,
    runRaw: async (n) => {
      let rows;
      for (let i = 0; i < n; i++) rows = (await pool.query(compiled.sql, compiled.parameters)).rows;
      return rows;
    },
    tearDown: async () => {
      await pool.end();
      await handle.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

const setup = await setUp();
try {
  // Our data layer: the articles repository's own reader of this query (apps/server/src/modules/articles).
  const readZone = createZoneArticlesReader(setup.handle);
  const runLayer = async (n) => {
    let rows;
    for (let i = 0; i < n; i++) rows = await readZone(ZONE);
    return rows;
  };
  const layerRows = await runLayer(1);
  const rawRows = await setup.runRaw(1);
  if (layerRows.length === 0 || layerRows.length !== rawRows.length) throw new Error(`row counts differ: ${layerRows.length} vs ${rawRows.length}`);
  // Batch size: about 100 ms of the raw side per batch.
  let n = 50;
  for (;;) {
    const t = performance.now();
    await setup.runRaw(n);
    if (performance.now() - t > 100 || n >= 100_000) break;
    n *= 2;
  }
  // Warm-up (JIT) of both sides.
  await runLayer(n);
  await setup.runRaw(n);
  const clock =
    kind === 'sqlite'
      ? () => {
          const usage = process.cpuUsage();
          return usage.user + usage.system;
        }
      : () => performance.now() * 1000;
  const rounds = [];
  for (let round = 0; round < ROUNDS; round++) {
    const times = {};
    for (const side of round % 2 === 0 ? ['a', 'b'] : ['b', 'a']) {
      const started = clock();
      await (side === 'a' ? runLayer(n) : setup.runRaw(n));
      times[side] = (clock() - started) / n;
    }
    rounds.push(times);
  }
  const timing = kind === 'sqlite' ? 'CPU time' : 'wall-clock time';
  process.stdout.write(`${JSON.stringify({ kind, rounds, iterations: n, rows: layerRows.length, sql: setup.sql, timing })}\n`);
} finally {
  await setup.tearDown();
}
