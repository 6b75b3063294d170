// Section 5: what our data layer adds to a query. The zone article-list query through Kysely (the app's
// database setup and repository) against the same SQL on the raw driver, in a child process of its own
// (pinned to the server core), on SQLite and, when TEST_DATABASE_URL is set, on PostgreSQL.
import { SERVER_CPUS, fromRoot, log, median, runNodeJson } from './lib/util.mjs';

const SECTION = 'database';

export async function databaseOverhead({ report }) {
  const engines = [
    { kind: 'sqlite', label: 'SQLite (better-sqlite3, statement prepared once)' },
    { kind: 'postgres', label: 'PostgreSQL (pg pool.query)' },
  ];
  for (const engine of engines) {
    const figure = `Data layer overhead, article-list query, ${engine.kind === 'sqlite' ? 'SQLite' : 'PostgreSQL'}`;
    if (engine.kind === 'postgres' && !process.env.TEST_DATABASE_URL) {
      report.add({ section: SECTION, figure, value: 'not measured', target: '≤ 15 %', pass: null, status: 'skip', note: 'set TEST_DATABASE_URL=postgres://… to measure PostgreSQL too' });
      continue;
    }
    try {
      const result = await runNodeJson(fromRoot('bench/lib/database-child.mjs'), [engine.kind, '15'], { cpus: SERVER_CPUS });
      const ratio = median(result.rounds.map((r) => r.a / r.b));
      const overhead = (ratio - 1) * 100;
      log(`${engine.kind}: data layer ${median(result.rounds.map((r) => r.a)).toFixed(1)} µs, raw ${median(result.rounds.map((r) => r.b)).toFixed(1)} µs per query`);
      report.add({
        section: SECTION,
        figure,
        value: median(result.rounds.map((r) => r.a)),
        unit: 'µs/query',
        baseline: median(result.rounds.map((r) => r.b)),
        ratio,
        target: '≤ 1.15 × raw (overhead ≤ 15 %)',
        pass: overhead <= 15,
        note: `overhead ${overhead.toFixed(1)} %; ${engine.label}; ${result.rows} rows, ${result.rounds.length} rounds × ${result.iterations} queries each side, ${result.timing}`,
      });
    } catch (error) {
      report.error(SECTION, figure, error);
    }
  }
}
