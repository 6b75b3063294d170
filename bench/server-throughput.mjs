// Section 1: server throughput. Each endpoint of the app against the bare node:http server, 50 connections,
// A and B alternating (the order swapped every round), median of the rounds. Server (and baseline) on core
// 0, autocannon on core 1.
import { signIn } from './lib/app.mjs';
import { autocannon } from './lib/load.mjs';
import { CLOCK_TICKS, cpuTicks, log, median } from './lib/util.mjs';

const SECTION = 'server';

export async function serverThroughput({ app, bare, report, rounds, duration }) {
  const cookie = await signIn(app.url);
  const endpoints = [
    { name: 'GET /api/health', path: '/api/health', target: 0.9 },
    { name: 'GET /api/articles/featured', path: '/api/articles/featured', target: 0.7 },
    { name: 'GET /api/articles/:id (signed in)', path: '/api/articles/getting-through-a-panic-attack', headers: { cookie }, target: 0.5 },
  ];
  for (const endpoint of endpoints) {
    try {
      await measureEndpoint({ app, bare, report, rounds, duration, ...endpoint });
    } catch (error) {
      report.error(SECTION, `${endpoint.name} req/s`, error);
    }
  }
}

async function measureEndpoint({ app, bare, report, rounds, duration, name, path, headers = {}, target }) {
  const opts = { connections: 50, duration, headers };
  // Warm-up (JIT, caches, connections); not recorded.
  await autocannon(`${app.url}${path}`, { ...opts, duration: 2 });
  await autocannon(`${bare.url}${path}`, { ...opts, duration: 2 });
  const a = [];
  const b = [];
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? ['app', 'bare'] : ['bare', 'app'];
    for (const which of order) {
      const server = which === 'app' ? app : bare;
      const before = cpuTicks(server.pid);
      const result = await autocannon(`${server.url}${path}`, opts);
      (which === 'app' ? a : b).push({ ...result, cpuPerRequest: cpuPerRequest(before, cpuTicks(server.pid), result.requests) });
    }
    log(
      `${name} round ${round + 1}: app ${Math.round(a[round].rps)} req/s (${fmtUs(a[round].cpuPerRequest)} CPU each), ` +
        `bare ${Math.round(b[round].rps)} req/s (${fmtUs(b[round].cpuPerRequest)}); autocannon's core ${fmtShare(a[round].loadCpu)} / ${fmtShare(b[round].loadCpu)} busy`,
    );
  }
  const ratio = median(a.map((r, i) => r.rps / b[i].rps));
  const errors = a.reduce((n, r) => n + r.errors, 0);
  report.add({
    section: SECTION,
    figure: `${name} throughput`,
    value: median(a.map((r) => r.rps)),
    unit: 'req/s',
    baseline: median(b.map((r) => r.rps)),
    ratio,
    target: `≥ ${target.toFixed(2)} × bare`,
    pass: ratio >= target,
    note: `${rounds} rounds × ${duration} s, 50 connections; per-round ratios ${a.map((r, i) => (r.rps / b[i].rps).toFixed(2)).join(', ')}`,
  });
  const cpuRatios = a.map((r, i) => r.cpuPerRequest / b[i].cpuPerRequest);
  if (cpuRatios.some(Number.isFinite)) {
    report.add({
      section: SECTION,
      figure: `${name} server CPU per request`,
      value: median(a.map((r) => r.cpuPerRequest)),
      unit: 'µs',
      baseline: median(b.map((r) => r.cpuPerRequest)),
      ratio: median(cpuRatios),
      target: 'reported',
      pass: null,
      status: 'info',
      note:
        `the server process's CPU time (all threads, from /proc) over the requests answered, same rounds; ` +
        `autocannon's core was ${fmtShare(median(a.map((r) => r.loadCpu)))} busy against the app and ${fmtShare(median(b.map((r) => r.loadCpu)))} against bare ` +
        '(near 100 %, the load generator limited that side\'s rate as much as the server did; CPU per request does not depend on it)',
    });
  }
  report.add({
    section: SECTION,
    figure: `${name} p99 latency`,
    value: median(a.map((r) => r.p99)),
    unit: 'ms',
    baseline: median(b.map((r) => r.p99)),
    ratio: median(a.map((r, i) => r.p99 / Math.max(1, b[i].p99))),
    target: 'reported',
    pass: null,
    status: 'info',
  });
  report.add({
    section: SECTION,
    figure: `${name} errors (incl. non-2xx)`,
    value: errors,
    unit: '',
    target: '= 0',
    pass: errors === 0,
    note: errors ? `non-2xx ${a.reduce((n, r) => n + r.non2xx, 0)} of ${a.reduce((n, r) => n + r.requests, 0)} requests` : '',
  });
}

/** µs of CPU per request from two /proc readings (clock ticks), or NaN when /proc is not there. */
function cpuPerRequest(before, after, requests) {
  if (before === undefined || after === undefined || !requests) return NaN;
  return ((after - before) / CLOCK_TICKS / requests) * 1e6;
}

const fmtUs = (us) => (Number.isFinite(us) ? `${us.toFixed(1)} µs` : '? µs');
const fmtShare = (share) => (Number.isFinite(share) ? `${Math.round(share * 100)} %` : '?');
