// Load generators, each its own process on the load core: autocannon for throughput, and a fixed-rate
// latency probe (microsecond timing; autocannon's percentiles are whole milliseconds).
import { CLOCK_TICKS, LOAD_CPUS, cpuTicks, fromRoot, runNodeJson } from './util.mjs';

const AUTOCANNON = fromRoot('node_modules/autocannon/autocannon.js');

/**
 * One autocannon run. Resolves to requests per second (2xx only), latency percentiles in ms, the error
 * count (connection errors + timeouts + non-2xx answers), and `loadCpu`: the share of a core autocannon itself
 * used while it ran (after its start-up). Near 1, the load generator limited the rate as much as the server.
 */
export async function autocannon(url, { connections = 50, duration = 5, method = 'GET', headers = {}, body, cpus = LOAD_CPUS } = {}) {
  const args = ['-j', '-n', '-c', String(connections), '-d', String(duration), '-m', method];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}=${value}`);
  if (body !== undefined) args.push('-b', body);
  args.push(url);
  // Autocannon's own CPU, read from /proc every 200 ms: from the first reading a second in (after its start-up)
  // to the last one before it exits.
  let first;
  let last;
  const onSpawn = (child) => {
    const started = performance.now();
    const timer = setInterval(() => {
      const ticks = cpuTicks(child.pid);
      const at = performance.now();
      if (ticks === undefined) return;
      if (first === undefined) {
        if (at - started >= 1000) first = { ticks, at };
      } else last = { ticks, at };
    }, 200);
    child.once('exit', () => clearInterval(timer));
  };
  const r = await runNodeJson(AUTOCANNON, args, { cpus, timeoutMs: (duration + 60) * 1000, onSpawn });
  const ok = r['2xx'] ?? 0;
  const errors = (r.errors ?? 0) + (r.timeouts ?? 0) + (r.non2xx ?? 0);
  return {
    rps: ok / (r.duration || duration),
    p50: r.latency?.p50,
    p99: r.latency?.p99,
    errors,
    non2xx: r.non2xx ?? 0,
    requests: r.requests?.total ?? ok,
    loadCpu: first && last && last.at - first.at >= 1000 ? (last.ticks - first.ticks) / CLOCK_TICKS / ((last.at - first.at) / 1000) : undefined,
  };
}

/**
 * The latency probe (bench/lib/probe.mjs): `rate` GET requests per second for `duration` seconds over a few
 * keep-alive connections, timed from send to last byte. Resolves to { p50, p99, max (ms), count, errors }.
 */
export function probe(url, { rate = 200, duration = 8, headers = {}, cpus = LOAD_CPUS } = {}) {
  return runNodeJson(fromRoot('bench/lib/probe.mjs'), [url, String(rate), String(duration), JSON.stringify(headers)], { cpus, timeoutMs: (duration + 60) * 1000 });
}
