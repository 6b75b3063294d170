// Soak: moderate mixed traffic for 10 minutes (SOAK_SECONDS to change; CI may run 90) against the built
// server on SQLite, sampling its memory; passes only if memory stays flat after warm-up, with zero 5xx and
// every acknowledged rating stored. Figures to test-results/reliability/soak.json.
//
// Memory is read two ways, neither through the server's own code:
// - RSS from /proc/<pid>/status every 2 s: what the operating system sees, including native memory
//   (SQLite's page cache, Argon2's 19 MiB per password hash on libuv's threads, allocator arenas);
// - the JavaScript heap after a full garbage collection, from a probe preloaded into the server process
//   with NODE_OPTIONS=--import (support/memory-probe.mjs): the memory still in use, the figure a leak of
//   JavaScript objects (a cache without bound, listeners piling up) makes grow.
//
// Thresholds, measured after a warm-up (the first 20 %, at least 30 s: JIT, pools, SQLite's cache fill):
// - heap: least-squares slope at most 1 MB/min, unless the fitted rise over the whole window stays under
//   3 MB (noise from requests in flight at the moment of a sample is about 1 MB). At ~80 requests/s,
//   1 MB/min is about 200 bytes kept per request: smaller than any real per-request leak, larger than noise.
// - RSS: the fitted rise of its floor (the lowest sample of each 10 s window) at most 32 MB and at most
//   15 % of the RSS at the end of warm-up. Native memory moves in steps (an allocator arena per hashing
//   thread, the SQLite cache, Argon2's 19 MiB held for the moment of each sign-in) and is returned late, so
//   a tighter limit would fail on noise; a steady climb past it is a leak outside the JavaScript heap.
import { appendFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { errorLogLines, exitReport, isRunning, prepareTraffic, startLoadServer } from './support/load-run.js';
import { tempDir, removeDir } from './support/server-process.js';
import { envNumber, envRange, leastSquares, RatingLedger, runMixedTraffic, sampleRss, Stats, verifyRatings, writeReport } from './support/traffic.js';

const SOAK_SECONDS = envNumber('SOAK_SECONDS', 600);
const CLIENTS = envNumber('SOAK_CLIENTS', 20);
const THINK_MS = envRange('SOAK_THINK_MS', [100, 300]);
const WARMUP_SECONDS = Math.max(30, SOAK_SECONDS * 0.2);
const PROBE_INTERVAL_MS = SOAK_SECONDS <= 180 ? 2000 : 5000;

const HEAP_SLOPE_LIMIT_MB_PER_MIN = 1;
const HEAP_RISE_NOISE_MB = 3;
const RSS_RISE_LIMIT_MB = 32;
const RSS_RISE_LIMIT_FRACTION = 0.15;

const probe = path.join(path.dirname(fileURLToPath(import.meta.url)), 'support', 'memory-probe.mjs');

interface ProbeLine {
  t: number;
  gcMs: number;
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  arrayBuffers: number;
}

/** The lowest sample of each `seconds`-long window, at the window's middle. */
function windowMinima(samples: readonly { t: number; rssMb: number }[], seconds: number): { t: number; rssMb: number }[] {
  const windows = new Map<number, number>();
  for (const s of samples) {
    const w = Math.floor(s.t / seconds);
    windows.set(w, Math.min(windows.get(w) ?? Infinity, s.rssMb));
  }
  return [...windows].map(([w, rssMb]) => ({ t: (w + 0.5) * seconds, rssMb }));
}

const mb = (bytes: number) => Math.round((bytes / 2 ** 20) * 100) / 100;
const r2 = (n: number) => Math.round(n * 100) / 100;

describe('soak: memory stays flat under moderate traffic', () => {
  it(`${SOAK_SECONDS} s, ${CLIENTS} clients: heap and RSS flat after ${WARMUP_SECONDS} s of warm-up, zero 5xx, zero lost writes`, async () => {
    const probeDir = tempDir('harbour-soak-probe-');
    const probeFile = path.join(probeDir, 'memory.jsonl');
    appendFileSync(probeFile, '');
    const { server, dispose } = await startLoadServer('sqlite', {
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${pathToFileURL(probe).href}`.trim(),
      HARBOUR_MEMORY_PROBE_FILE: probeFile,
      HARBOUR_MEMORY_PROBE_INTERVAL_MS: String(PROBE_INTERVAL_MS),
    });
    let clients: Awaited<ReturnType<typeof prepareTraffic>>['clients'] = [];
    try {
      const prepared = await prepareTraffic(server, CLIENTS);
      clients = prepared.clients;
      const stats = new Stats();
      const ledger = new RatingLedger();
      const logFrom = server.output().length;
      const trafficStartedAt = Date.now();
      const rss = sampleRss(server.child.pid!, 2000);
      await runMixedTraffic({ clients, catalogue: prepared.catalogue, stats, ledger, durationMs: SOAK_SECONDS * 1000, thinkMs: THINK_MS, stopWhen: () => !isRunning(server) });
      expect(isRunning(server), exitReport(server)).toBe(true);
      rss.stop();
      const errorLines = errorLogLines(server.output().slice(logFrom));
      const verification = await verifyRatings(clients, ledger);
      const summary = stats.summary();

      const heapSamples = readFileSync(probeFile, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as ProbeLine)
        .filter((s) => s.t >= trafficStartedAt)
        .map((s) => ({ t: r2((s.t - trafficStartedAt) / 1000), heapUsedMb: mb(s.heapUsed), heapTotalMb: mb(s.heapTotal), externalMb: mb(s.external), rssMb: mb(s.rss), gcMs: r2(s.gcMs) }));
      const afterWarmup = <T extends { t: number }>(samples: T[]) => samples.filter((s) => s.t >= WARMUP_SECONDS);
      const heapFit = leastSquares(afterWarmup(heapSamples).map((s) => ({ x: s.t / 60, y: s.heapUsedMb })));
      const rssAfter = afterWarmup(rss.samples);
      // The floor of each 10 s window: a sign-in holds Argon2's 19 MiB for a moment, and a sample that lands
      // on one would otherwise weigh on the slope like growth.
      const rssFloor = windowMinima(rssAfter, 10);
      const rssFit = leastSquares(rssFloor.map((s) => ({ x: s.t / 60, y: s.rssMb })));
      const rssRawFit = leastSquares(rssAfter.map((s) => ({ x: s.t / 60, y: s.rssMb })));
      const rssAtWarmupEnd = rssFit.intercept + rssFit.slope * (WARMUP_SECONDS / 60);
      const rssRiseLimit = Math.min(RSS_RISE_LIMIT_MB, RSS_RISE_LIMIT_FRACTION * rssAtWarmupEnd);
      const heapLeaking = heapFit.slope > HEAP_SLOPE_LIMIT_MB_PER_MIN && heapFit.rise > HEAP_RISE_NOISE_MB;

      const file = writeReport('soak', {
        engine: 'sqlite',
        clients: CLIENTS,
        durationSeconds: SOAK_SECONDS,
        thinkMs: THINK_MS,
        warmupSeconds: WARMUP_SECONDS,
        ...summary,
        writes: { ratingsAcknowledged: ledger.acknowledged, userArticlePairs: ledger.pairCount, lostWrites: verification.lost.length, countMismatches: verification.countMismatches.length },
        errorLogLines: errorLines.length,
        memory: {
          thresholds: {
            heapSlopeMbPerMin: HEAP_SLOPE_LIMIT_MB_PER_MIN,
            heapRiseNoiseMb: HEAP_RISE_NOISE_MB,
            rssRiseLimitMb: r2(rssRiseLimit),
          },
          heap: {
            afterWarmupMb: afterWarmup(heapSamples)[0]?.heapUsedMb,
            endMb: heapSamples.at(-1)?.heapUsedMb,
            slopeMbPerMin: r2(heapFit.slope),
            fittedRiseMb: r2(heapFit.rise),
            samples: heapSamples,
          },
          rss: {
            startMb: rss.samples[0]?.rssMb,
            atWarmupEndMb: r2(rssAtWarmupEnd),
            peakMb: Math.max(...rss.samples.map((s) => s.rssMb)),
            endMb: rss.samples.at(-1)?.rssMb,
            floorSlopeMbPerMin: r2(rssFit.slope),
            floorFittedRiseMb: r2(rssFit.rise),
            rawSlopeMbPerMin: r2(rssRawFit.slope),
            samples: rss.samples,
          },
        },
      });
      process.stdout.write(
        `\nsoak: ${summary.requests} requests in ${summary.seconds} s (${summary.requestsPerSecond}/s), p99 ${summary.p99Ms} ms, 5xx ${summary.serverErrors5xx}; ` +
          `heap ${afterWarmup(heapSamples)[0]?.heapUsedMb} → ${heapSamples.at(-1)?.heapUsedMb} MB (slope ${r2(heapFit.slope)} MB/min, rise ${r2(heapFit.rise)} MB); ` +
          `RSS ${r2(rssAtWarmupEnd)} → ${rss.samples.at(-1)?.rssMb} MB (slope ${r2(rssFit.slope)} MB/min, rise ${r2(rssFit.rise)} MB, limit ${r2(rssRiseLimit)}) → ${file}\n`,
      );

      const problems = JSON.stringify(summary.problems.slice(0, 10), null, 2);
      expect(summary.serverErrors5xx, `5xx answers:\n${problems}`).toBe(0);
      expect(summary.networkErrors, `requests without an answer:\n${problems}`).toBe(0);
      expect(summary.tooManyRequests429, `429 answers:\n${problems}`).toBe(0);
      expect(summary.unexpectedStatus + summary.degradedAnswers, `unexpected or degraded answers:\n${problems}`).toBe(0);
      expect(errorLines, 'error-level log lines during the run').toEqual([]);
      expect(verification.lost, 'acknowledged ratings missing or with another value').toEqual([]);
      // Enough samples after warm-up for a slope to mean something.
      expect(afterWarmup(heapSamples).length, 'heap samples after warm-up').toBeGreaterThanOrEqual(10);
      expect(rssFloor.length, 'RSS windows after warm-up').toBeGreaterThanOrEqual(5);
      expect(heapLeaking, `heap grows ${r2(heapFit.slope)} MB/min (${r2(heapFit.rise)} MB over the window)`).toBe(false);
      expect(rssFit.rise, `RSS grows ${r2(rssFit.slope)} MB/min`).toBeLessThanOrEqual(rssRiseLimit);
    } finally {
      for (const t of clients) t.client.close();
      await dispose();
      removeDir(probeDir);
    }
  });
});
