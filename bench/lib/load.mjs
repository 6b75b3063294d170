// Load generators, each its own process on the load core: autocannon for throughput, and a fixed-rate
// latency probe (microsecond timing; autocannon's percentiles are whole milliseconds).
import { LOAD_CPUS, fromRoot, runNodeJson } from './util.mjs';

const AUTOCANNON = fromRoot('node_modules/autocannon/autocannon.js');

/**
 * One autocannon run. Resolves to requests per second (2xx only), latency percentiles in ms, and the error
 * count: connection errors + timeouts + non-2xx answers.
 */
export async function autocannon(url, { connections = 50, duration = 5, method = 'GET', headers = {}, body, cpus = LOAD_CPUS } = {}) {
  const args = ['-j', '-n', '-c', String(connections), '-d', String(duration), '-m', method];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}=${value}`);
  if (body !== undefined) args.push('-b', body);
  args.push(url);
  const r = await runNodeJson(AUTOCANNON, args, { cpus, timeoutMs: (duration + 60) * 1000 });
  const ok = r['2xx'] ?? 0;
  const errors = (r.errors ?? 0) + (r.timeouts ?? 0) + (r.non2xx ?? 0);
  return {
    rps: ok / (r.duration || duration),
    p50: r.latency?.p50,
    p99: r.latency?.p99,
    errors,
    non2xx: r.non2xx ?? 0,
    requests: r.requests?.total ?? ok,
  };
}

/**
 * The latency probe (bench/lib/probe.mjs): `rate` GET requests per second for `duration` seconds over a few
 * keep-alive connections, timed from send to last byte. Resolves to { p50, p99, max (ms), count, errors }.
 */
export function probe(url, { rate = 200, duration = 8, headers = {}, cpus = LOAD_CPUS } = {}) {
  return runNodeJson(fromRoot('bench/lib/probe.mjs'), [url, String(rate), String(duration), JSON.stringify(headers)], { cpus, timeoutMs: (duration + 60) * 1000 });
}
