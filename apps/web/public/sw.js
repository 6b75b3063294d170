/*
 * Harbour's service worker: keeps the crisis page working with no network once the site has been visited.
 * Hand-written on purpose (small, and every line is reviewable on a safety feature).
 *
 * What it keeps:
 *   - the crisis page's HTML shell and its JS/CSS chunks (the list below is written into this file at build
 *     time from Vite's manifest, see apps/web/vite.config.ts; a new build changes this file, so browsers
 *     install the new worker and drop the old copies);
 *   - the latest answer of GET /api/crisis-lines (the only API answer it ever stores).
 * How it answers:
 *   - /api/crisis-lines: network first; the saved copy only when the network fails (marked with a header so
 *     the page can say it is showing a saved copy);
 *   - every other /api/* request: not touched, never stored;
 *   - page navigations: network first; the cached shell only when the network fails (offline);
 *   - /assets/* (content-hashed, immutable): cache first, kept as they are fetched.
 */

const BUILD = /* harbour:precache */ { version: 'development', shell: '/get-support/crisis-help', urls: [] } /* /harbour:precache */;

const CACHE_PREFIX = 'harbour-';
const SHELL_CACHE = `${CACHE_PREFIX}shell-${BUILD.version}`;
const ASSET_CACHE = `${CACHE_PREFIX}assets-${BUILD.version}`;
// Not versioned: a saved crisis list stays useful across app updates until a newer one replaces it.
const DATA_CACHE = `${CACHE_PREFIX}crisis-data-v1`;
const CRISIS_LINES_PATH = '/api/crisis-lines';
const OFFLINE_COPY_HEADER = 'X-Harbour-Offline-Copy';

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(SHELL_CACHE);
      // Content-hashed files never change, so the browser's own copies (the page has just loaded most of them)
      // are right; only the unhashed shell files are asked of the server again.
      await cache.addAll(BUILD.urls.map((url) => new Request(url, { cache: url.startsWith('/assets/') ? 'default' : 'reload', credentials: 'same-origin' })));
      // Best effort: the list is also saved whenever the page itself loads it.
      await saveCrisisLines(await fetch(CRISIS_LINES_PATH, { cache: 'no-cache', credentials: 'same-origin' })).catch(() => undefined);
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const keep = new Set([SHELL_CACHE, ASSET_CACHE, DATA_CACHE]);
      for (const name of await caches.keys()) {
        if (name.startsWith(CACHE_PREFIX) && !keep.has(name)) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;

  if (url.pathname === CRISIS_LINES_PATH) {
    event.respondWith(crisisLines(event));
    return;
  }
  // Personal data lives behind every other API path: never stored, never answered from a cache.
  if (url.pathname === '/api' || url.pathname.startsWith('/api/') || url.pathname.startsWith('/registration')) return;

  if (request.mode === 'navigate') {
    event.respondWith(navigation(request));
    return;
  }
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(hashedAsset(event));
    return;
  }
  if (BUILD.urls.includes(url.pathname)) event.respondWith(networkFirst(request));
});

/** The network's answer; the cached shell only when there is no network at all. */
async function navigation(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const shell = await caches.match(BUILD.shell, { cacheName: SHELL_CACHE, ignoreVary: true });
    if (!shell) throw error;
    return withHeader(shell, OFFLINE_COPY_HEADER, '1');
  }
}

async function crisisLines(event) {
  let response;
  try {
    response = await fetch(event.request);
  } catch (error) {
    const saved = await savedCrisisLines();
    if (!saved) throw error;
    return saved;
  }
  if (response.ok) {
    event.waitUntil(saveCrisisLines(response.clone()).catch(() => undefined));
    return response;
  }
  // The server is reachable but failing: a saved list is more useful than an error page.
  return (await savedCrisisLines()) ?? response;
}

async function saveCrisisLines(response) {
  if (!response.ok) return;
  const cache = await caches.open(DATA_CACHE);
  await cache.put(CRISIS_LINES_PATH, response);
}

async function savedCrisisLines() {
  const cache = await caches.open(DATA_CACHE);
  const saved = await cache.match(CRISIS_LINES_PATH, { ignoreVary: true });
  return saved ? withHeader(saved, OFFLINE_COPY_HEADER, '1') : undefined;
}

/** Content-hashed files never change: a cached copy is always right; new ones are kept as they are fetched. */
async function hashedAsset(event) {
  const cached = await caches.match(event.request, { ignoreVary: true });
  if (cached) return cached;
  const response = await fetch(event.request);
  if (response.ok) {
    const copy = response.clone();
    event.waitUntil(caches.open(ASSET_CACHE).then((cache) => cache.put(event.request, copy)).catch(() => undefined));
  }
  return response;
}

/** Small unhashed files of the shell (the colour-scheme script, the icon): fresh when online, cached when not. */
async function networkFirst(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const cached = await caches.match(request, { cacheName: SHELL_CACHE, ignoreVary: true });
    if (!cached) throw error;
    return cached;
  }
}

function withHeader(response, name, value) {
  const headers = new Headers(response.headers);
  headers.set(name, value);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
