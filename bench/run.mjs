// `npm run bench`: builds, starts the app on a fresh data directory with the seed content, measures, prints
// a table (figure, value, target, pass/fail) and writes bench/results/latest.json.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { ensureChromium, root, run, CHROMIUM } from '../scripts/lib.mjs';

const KB = 1024;
const results = [];
const record = (figure, value, unit, target, pass, note = '') => results.push({ figure, value, unit, target, pass, note });

function freePort() {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

async function startApp() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'harbour-bench-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['apps/server/dist/server.js'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://localhost:${port}`;
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  // Production mode has no demo content; the bench measures a site with the seed articles.
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Gzipped JS + CSS the Home page loads before it is interactive (everything fetched by the load event and the first idle). */
async function measureHomeBundle(url) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  const page = await browser.newPage();
  const assets = [];
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    assets.push(response.body().then((body) => ({ url: response.url(), type, gzip: gzipSync(body, { level: 9 }).length })));
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const shell = await (await fetch(url)).text();
  const loaded = await Promise.all(assets);
  await browser.close();
  const js = loaded.filter((a) => a.type === 'script').reduce((n, a) => n + a.gzip, 0);
  const css = loaded.filter((a) => a.type === 'stylesheet').reduce((n, a) => n + a.gzip, 0);
  return { js, css, files: loaded.length, html: gzipSync(shell, { level: 9 }).length };
}

if (!ensureChromium()) process.exit(1);
if ((await run('npm', ['run', 'build', '--silent'])) !== 0) process.exit(1);
const app = await startApp();
try {
  const bundle = await measureHomeBundle(app.url);
  const total = (bundle.js + bundle.css) / KB;
  record('Home JS + CSS before interactive (gzip)', +total.toFixed(1), 'KB', '≤ 200 KB', total <= 200, `${bundle.files} files; JS ${(bundle.js / KB).toFixed(1)} KB, CSS ${(bundle.css / KB).toFixed(1)} KB`);
  record('HTML shell (gzip)', +(bundle.html / KB).toFixed(2), 'KB', '≤ 14 KB', bundle.html / KB <= 14);
} finally {
  await app.stop();
}

const width = Math.max(...results.map((r) => r.figure.length));
console.log(`\n${'figure'.padEnd(width)} | value        | target      | result`);
console.log(`${'-'.repeat(width)}-|--------------|-------------|-------`);
for (const r of results) console.log(`${r.figure.padEnd(width)} | ${`${r.value} ${r.unit}`.padEnd(12)} | ${r.target.padEnd(11)} | ${r.pass ? 'pass' : 'FAIL'}${r.note ? `  (${r.note})` : ''}`);
mkdirSync(path.join(root, 'bench/results'), { recursive: true });
writeFileSync(path.join(root, 'bench/results/latest.json'), JSON.stringify({ at: new Date().toISOString(), machine: { cores: os.cpus().length, node: process.version }, results }, null, 2));
process.exit(results.every((r) => r.pass) ? 0 : 1);
