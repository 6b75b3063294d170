// Section 3: the web bundle. Gzipped JS + CSS the Home page loads before it is interactive (every script
// and stylesheet fetched until the network is idle), against the Vite react-ts starter built with the same
// Vite in the same run and loaded the same way; and the HTML shell's gzipped size.
import { createReadStream, existsSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM } from '../scripts/lib.mjs';
import { buildStarter } from './lib/starter.mjs';
import { freePort } from './lib/util.mjs';

const SECTION = 'bundle';
const KB = 1024;
const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };

/** A minimal static server for the starter's dist (index.html for every other path). */
async function serveStatic(dir) {
  const port = await freePort();
  const server = http.createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    let file = path.join(dir, pathname);
    if (!file.startsWith(dir) || !existsSync(file) || statSync(file).isDirectory()) file = path.join(dir, 'index.html');
    res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** Loads `url` in Chromium and sums the gzipped size (level 9) of each distinct script and stylesheet. */
export async function measurePageAssets(url) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  try {
    const page = await browser.newPage();
    const assets = new Map();
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if ((type !== 'script' && type !== 'stylesheet') || assets.has(response.url())) return;
      assets.set(response.url(), response.body().then((body) => ({ url: response.url(), type, gzip: gzipSync(body, { level: 9 }).length })));
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const loaded = await Promise.all(assets.values());
    const js = loaded.filter((a) => a.type === 'script').reduce((n, a) => n + a.gzip, 0);
    const css = loaded.filter((a) => a.type === 'stylesheet').reduce((n, a) => n + a.gzip, 0);
    const html = gzipSync(await (await fetch(url)).text(), { level: 9 }).length;
    return { js, css, total: js + css, html, files: loaded.sort((a, b) => b.gzip - a.gzip) };
  } finally {
    await browser.close();
  }
}

export async function webBundle({ app, report }) {
  let starter;
  let home;
  try {
    home = await measurePageAssets(`${app.url}/`);
  } catch (error) {
    report.error(SECTION, 'Home JS + CSS before interactive (gzip)', error);
    return;
  }
  try {
    const built = await buildStarter();
    const server = await serveStatic(built.dist);
    try {
      starter = await measurePageAssets(server.url);
      starter.viteVersion = built.version;
    } finally {
      await server.close();
      built.cleanup();
    }
  } catch (error) {
    report.error(SECTION, 'Vite react-ts starter (baseline)', error);
  }
  const total = home.total / KB;
  const ratio = starter ? home.total / starter.total : null;
  const biggest = home.files
    .slice(0, 4)
    .map((f) => `${path.basename(new URL(f.url).pathname)} ${(f.gzip / KB).toFixed(1)}`)
    .join(', ');
  report.add({
    section: SECTION,
    figure: 'Home JS + CSS before interactive (gzip)',
    value: total,
    unit: 'KB',
    baseline: starter ? starter.total / KB : null,
    ratio,
    target: '≤ 150 KB and ≤ 2.50 × starter',
    pass: total <= 150 && ratio !== null && ratio <= 2.5,
    note: `${home.files.length} files: JS ${(home.js / KB).toFixed(1)} KB, CSS ${(home.css / KB).toFixed(1)} KB; largest ${biggest}; baseline: Vite ${starter?.viteVersion ?? '?'} react-ts starter, JS ${starter ? (starter.js / KB).toFixed(1) : '?'} KB + CSS ${starter ? (starter.css / KB).toFixed(1) : '?'} KB`,
  });
  report.add({
    section: SECTION,
    figure: 'HTML shell (gzip)',
    value: home.html / KB,
    unit: 'KB',
    target: '≤ 14 KB',
    pass: home.html / KB <= 14,
  });
}
