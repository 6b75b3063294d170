// Fixed-rate latency probe: `node bench/lib/probe.mjs URL RATE SECONDS [HEADERS_JSON]`. Sends RATE GET
// requests per second for SECONDS over keep-alive connections, times each from send to the last byte with
// a microsecond clock, prints { p50, p99, max (ms), count, errors } as JSON.
import http from 'node:http';

const [url, rateArg = '200', secondsArg = '8', headersArg = '{}'] = process.argv.slice(2);
const rate = Number(rateArg);
const seconds = Number(secondsArg);
const headers = JSON.parse(headersArg);
const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
const target = new URL(url);

function once() {
  return new Promise((resolve) => {
    const started = process.hrtime.bigint();
    const req = http.request({ host: target.hostname, port: target.port, path: target.pathname + target.search, agent, headers }, (res) => {
      res.on('data', () => {});
      res.on('end', () => resolve({ ok: res.statusCode >= 200 && res.statusCode < 300, ms: Number(process.hrtime.bigint() - started) / 1e6 }));
    });
    req.on('error', () => resolve({ ok: false, ms: Number(process.hrtime.bigint() - started) / 1e6 }));
    req.end();
  });
}

// Warm the connections and the server's code paths; not recorded.
await Promise.all(Array.from({ length: 8 }, once));
for (let i = 0; i < 50; i++) await once();

const total = Math.round(rate * seconds);
const interval = 1000 / rate;
const start = performance.now();
const pending = [];
for (let i = 0; i < total; i++) {
  const due = start + i * interval;
  const wait = due - performance.now();
  if (wait > 1) await new Promise((r) => setTimeout(r, wait));
  pending.push(once());
}
const results = await Promise.all(pending);
agent.destroy();
const times = results.filter((r) => r.ok).map((r) => r.ms).sort((a, b) => a - b);
const at = (q) => times[Math.min(times.length - 1, Math.max(0, Math.ceil(q * times.length) - 1))] ?? NaN;
process.stdout.write(
  `${JSON.stringify({ p50: at(0.5), p99: at(0.99), max: times[times.length - 1] ?? NaN, count: times.length, errors: results.length - times.length })}\n`,
);
