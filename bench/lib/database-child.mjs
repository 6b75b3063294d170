// `node bench/lib/database-child.mjs sqlite|postgres`: the zone article-list query through our data layer
// (the app's openDatabase + the articles repository's reader of that Kysely query, as built in
// apps/server/dist) against the same SQL on the raw driver (a better-sqlite3 statement prepared once; pg's
// pool.query). Fresh database, migrated and seeded with the app's own code. Many iterations per batch, A and B alternating (the order
// swapped every round); prints { rounds: [{ a, b }] (µs per query), rows, sql } as JSON.
//
// SQLite runs in this process, synchronously, so its batches are timed in CPU time (what other processes on
// a shared machine do then does not count); PostgreSQL's answers come from another process, so its batches
// are timed on the wall clock.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import { LOAD_CPUS } from './util.mjs';
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
    // PostgreSQL's backends for this database (both sides' connections) onto the load core, away from this
    // process on the server core: otherwise whichever side's backend the scheduler put on this process's core
    // ran slower, a difference that held for a whole run and changed from run to run (overhead 2–19 %).
    // (This process is pinned, so util's canPin, which counts the cores it may use, says no here.)
    pinBackends: async () => {
      if (os.cpus().length < 2) return 0;
      const { rows } = await admin.query('select pid from pg_stat_activity where datname = $1', [name]);
      return rows.filter((row) => spawnSync('taskset', ['-a', '-p', '-c', LOAD_CPUS, String(row.pid)], { stdio: 'ignore' }).status === 0).length;
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
  const pinned = (await setup.pinBackends?.()) ?? 0;
  const clock =
    kind === 'sqlite'
      ? () => {
          const usage = process.cpuUsage();
          return usage.user + usage.system;
        }
      : () => performance.now() * 1000;
  // SQLite's CPU time is steady: each round runs a batch of each side. PostgreSQL's wall time is not (single
  // 200-query batches here gave per-round ratios from 0.7 to 1.7, the host's noise at the scale of a batch),
  // so each of its rounds interleaves blocks of BLOCK queries, A and B alternating block by block, and adds
  // up each side's time: noise slower than a block falls on both sides alike.
  const BLOCK = 10;
  const blocks = kind === 'sqlite' ? 1 : Math.max(1, Math.round((2 * n) / BLOCK));
  const size = kind === 'sqlite' ? n : BLOCK;
  const rounds = [];
  for (let round = 0; round < ROUNDS; round++) {
    const totals = { a: 0, b: 0 };
    for (let block = 0; block < blocks; block++) {
      for (const side of (round + block) % 2 === 0 ? ['a', 'b'] : ['b', 'a']) {
        const started = clock();
        await (side === 'a' ? runLayer(size) : setup.runRaw(size));
        totals[side] += clock() - started;
      }
    }
    rounds.push({ a: totals.a / (blocks * size), b: totals.b / (blocks * size) });
  }
  const timing =
    kind === 'sqlite' ? 'CPU time' : `wall-clock time, blocks of ${BLOCK} queries alternating, ${pinned} PostgreSQL backends on core ${LOAD_CPUS}`;
  process.stdout.write(`${JSON.stringify({ kind, rounds, iterations: blocks * size, rows: layerRows.length, sql: setup.sql, timing })}\n`);
} finally {
  await setup.tearDown();
}
