// Loaded into the server process by the soak test only, with NODE_OPTIONS="--import=<this file>"; the
// server's own code knows nothing about it and no route exposes anything. Every
// HARBOUR_MEMORY_PROBE_INTERVAL_MS it runs a full garbage collection, so the heap figure is the memory still
// in use (not garbage waiting to be collected), and appends one JSON line to HARBOUR_MEMORY_PROBE_FILE.
import { appendFileSync } from 'node:fs';
import v8 from 'node:v8';
import vm from 'node:vm';

const file = process.env.HARBOUR_MEMORY_PROBE_FILE;
if (file) {
  v8.setFlagsFromString('--expose-gc');
  const gc = vm.runInNewContext('gc');
  const intervalMs = Number(process.env.HARBOUR_MEMORY_PROBE_INTERVAL_MS ?? 5000);
  const timer = setInterval(() => {
    const started = performance.now();
    gc();
    const gcMs = performance.now() - started;
    const m = process.memoryUsage();
    appendFileSync(
      file,
      `${JSON.stringify({ t: Date.now(), gcMs, rss: m.rss, heapUsed: m.heapUsed, heapTotal: m.heapTotal, external: m.external, arrayBuffers: m.arrayBuffers })}\n`,
    );
  }, intervalMs);
  timer.unref();
}
