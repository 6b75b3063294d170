// Load: 100 concurrent clients for 60 s of mixed traffic (browse, read articles, rate, sign in) against the
// built server, on SQLite and (with TEST_DATABASE_URL) on PostgreSQL. Passes only with zero 5xx, zero 429,
// zero unexpected statuses or failed reads, and every acknowledged rating stored with its value. The
// figures (requests, latency percentiles per kind, memory) go to test-results/reliability/load-<engine>.json.
//
// LOAD_CLIENTS (100), LOAD_SECONDS (60) and LOAD_THINK_MS ("0-50": each client's pause between requests)
// change the run; CI may shorten it.
//
// Accounts: every client registers through the registration service (ticket, form, the verification link
// from the development mailbox) and signs in, from its own loopback address (127.x.y.z), as real visitors
// come from their own addresses. No limit is raised: each address registers once (limit 10 an hour), each
// account signs in a few times a minute (a successful sign-in clears its failure count) and mistypes its
// password at most 3 times (limits: 8 failures per account, 30 per address, per 15 minutes).
import { describe, expect, it } from 'vitest';
import { errorLogLines, exitReport, isRunning, prepareTraffic, startLoadServer, type Engine } from './support/load-run.js';
import { postgresBaseUrl } from './support/server-process.js';
import { envNumber, envRange, RatingLedger, runMixedTraffic, sampleRss, Stats, verifyRatings, writeReport, leastSquares } from './support/traffic.js';

const CLIENTS = envNumber('LOAD_CLIENTS', 100);
const SECONDS = envNumber('LOAD_SECONDS', 60);
const THINK_MS = envRange('LOAD_THINK_MS', [0, 50]);

async function loadTest(engine: Engine): Promise<void> {
  const { server, dispose } = await startLoadServer(engine);
  let clients: Awaited<ReturnType<typeof prepareTraffic>>['clients'] = [];
  try {
    const prepared = await prepareTraffic(server, CLIENTS);
    clients = prepared.clients;
    const stats = new Stats();
    const ledger = new RatingLedger();
    const logFrom = server.output().length;
    const rss = sampleRss(server.child.pid!, 1000);
    await runMixedTraffic({ clients, catalogue: prepared.catalogue, stats, ledger, durationMs: SECONDS * 1000, thinkMs: THINK_MS, stopWhen: () => !isRunning(server) });
    rss.stop();
    expect(isRunning(server), exitReport(server)).toBe(true);
    const errorLines = errorLogLines(server.output().slice(logFrom));
    const verification = await verifyRatings(clients, ledger);
    const stillRunning = isRunning(server);
    const summary = stats.summary();
    const memory = leastSquares(rss.samples.map((s) => ({ x: s.t / 60, y: s.rssMb })));

    const file = writeReport(`load-${engine}`, {
      engine,
      clients: CLIENTS,
      durationSeconds: SECONDS,
      thinkMs: THINK_MS,
      setupSeconds: prepared.setupSeconds,
      accountsRegistered: clients.length,
      ...summary,
      writes: {
        ratingsAcknowledged: ledger.acknowledged,
        userArticlePairs: ledger.pairCount,
        pairsReadBack: verification.checked,
        lostWrites: verification.lost.length,
        countMismatches: verification.countMismatches.length,
        lost: verification.lost.slice(0, 20),
      },
      errorLogLines: errorLines.length,
      errorLogSample: errorLines.slice(0, 5),
      serverStillRunning: stillRunning,
      memory: {
        rssStartMb: rss.samples[0]?.rssMb,
        rssPeakMb: Math.max(...rss.samples.map((s) => s.rssMb)),
        rssEndMb: rss.samples.at(-1)?.rssMb,
        rssSlopeMbPerMin: Math.round(memory.slope * 100) / 100,
        samples: rss.samples,
      },
    });
    process.stdout.write(
      `\nload (${engine}): ${summary.requests} requests in ${summary.seconds} s (${summary.requestsPerSecond}/s), p50 ${summary.p50Ms} ms, p99 ${summary.p99Ms} ms, ` +
        `5xx ${summary.serverErrors5xx}, 429 ${summary.tooManyRequests429}, unexpected ${summary.unexpectedStatus}, network ${summary.networkErrors}, ` +
        `degraded ${summary.degradedAnswers}; ratings acknowledged ${ledger.acknowledged}, lost ${verification.lost.length} → ${file}\n`,
    );

    const problems = JSON.stringify(summary.problems.slice(0, 10), null, 2);
    expect(stillRunning, 'the server process is still running').toBe(true);
    expect(summary.serverErrors5xx, `5xx answers:\n${problems}`).toBe(0);
    expect(summary.networkErrors, `requests without an answer:\n${problems}`).toBe(0);
    expect(summary.tooManyRequests429, `429 answers (the traffic is designed to stay under every limit):\n${problems}`).toBe(0);
    expect(summary.unexpectedStatus, `unexpected statuses:\n${problems}`).toBe(0);
    expect(summary.degradedAnswers, `answers that hid a failure or contradicted an acknowledged write:\n${problems}`).toBe(0);
    expect(errorLines, 'error-level log lines during the run').toEqual([]);
    // The run really was mixed traffic from every client, with writes to check.
    expect(summary.requests).toBeGreaterThan(CLIENTS * 10);
    for (const kind of ['home', 'zone-list', 'article', 'rate', 'login', 'logout', 'denied']) expect(summary.perKind[kind]?.requests ?? 0, kind).toBeGreaterThan(0);
    expect(ledger.acknowledged).toBeGreaterThan(0);
    expect(verification.checked).toBe(ledger.pairCount);
    expect(verification.lost, 'acknowledged ratings missing or with another value').toEqual([]);
    expect(verification.countMismatches, 'rating counts that do not match the acknowledged raters').toEqual([]);
  } finally {
    for (const t of clients) t.client.close();
    await dispose();
  }
}

describe('load: concurrent clients, mixed traffic', () => {
  it(`SQLite: ${CLIENTS} clients for ${SECONDS} s, zero 5xx, zero lost writes`, () => loadTest('sqlite'));

  it.skipIf(!postgresBaseUrl)(`PostgreSQL: ${CLIENTS} clients for ${SECONDS} s, zero 5xx, zero lost writes (needs TEST_DATABASE_URL)`, () => loadTest('postgres'));
});
