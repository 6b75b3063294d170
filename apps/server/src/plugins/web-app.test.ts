import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crisisRegions } from '@wellbeing/shared/crisis-lines';
import { CRISIS_PATH, routeTable } from '@wellbeing/shared/routes';
import type { CrisisLinesResponse } from '@wellbeing/shared/schemas/tools';
import { seedArticles } from '../modules/articles/seed-articles.js';
import { login } from '../test-support/accounts.js';
import { createTestApp, type TestApp } from '../test-support/app.js';
import { TestClient } from '../test-support/http.js';
import { API_CONTENT_SECURITY_POLICY, CONTENT_SECURITY_POLICY } from './security.js';
import { PAGE_ANSWERS_ID } from '@wellbeing/shared/product';
import { inlineScriptHashes, jsonForHtml } from './web-app.js';

const SHELL = '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/app-abc123.js"></script></body></html>';

/** A test app serving a build whose only file is `index.html` with this shell. */
function appWithShell(html: string): Promise<TestApp> {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'harbour-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), html);
  return createTestApp('sqlite', { webDistDir: dist });
}

const SHELL_WITH_HEAD = '<!doctype html><html><head><title>Harbour</title></head><body><div id="root"></div></body></html>';

/** A page that carries a visitor's own answers: never stored, varies by cookie, sets none, and allows no inline script. */
function expectPersonalPage(page: { statusCode: number; headers: Record<string, unknown> }) {
  expect(page.statusCode).toBe(200);
  expect(page.headers['cache-control']).toBe('no-store');
  expect(String(page.headers.vary)).toContain('Cookie');
  expect(page.headers['set-cookie']).toBeUndefined();
  // A data block is not a script that runs: the policy stays the shell's, with no inline script allowed.
  expect(page.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
}

/** The page-answers data block of a page, parsed; null when the page has none. */
function answersOf(html: string): Record<string, unknown> | null {
  const block = new RegExp(`<script type="application/json" id="${PAGE_ANSWERS_ID}">([^<]*)</script>`).exec(html);
  return block ? (JSON.parse(block[1]!) as Record<string, unknown>) : null;
}

describe('serving the web app and the API', () => {
  let t: TestApp;
  beforeAll(async () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'harbour-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), SHELL);
    const script = 'console.log("app");'.repeat(200);
    writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), script);
    // As the build does: every text asset also as brotli and gzip, sent as they are.
    writeFileSync(path.join(dist, 'assets', 'app-abc123.js.br'), brotliCompressSync(script));
    writeFileSync(path.join(dist, 'assets', 'app-abc123.js.gz'), gzipSync(script));
    writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    t = await createTestApp('sqlite', { webDistDir: dist });
  });
  afterAll(() => t.close());

  it('answers unknown /api paths with a JSON 404', async () => {
    for (const url of ['/api/nope', '/api', '/api/articles/featured/extra']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual({ code: 'not-found', message: 'Not found.' });
    }
  });

  it('answers every screen of the route table with the app shell', async () => {
    for (const route of routeTable) {
      const url = 'samplePath' in route ? route.samplePath : route.path;
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toBe(SHELL);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers other unknown paths with the app (which shows its not-found page) and a 404 status', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/no/such/page?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toBe(SHELL);
  });

  it('sends the security headers on pages and API answers', async () => {
    for (const url of ['/', '/api/health', '/api/nope']) {
      const api = url.startsWith('/api/');
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy']).toBe(api ? API_CONTENT_SECURITY_POLICY : CONTENT_SECURITY_POLICY);
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['content-security-policy']).toContain(api ? "default-src 'none'" : "default-src 'self'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe(api ? undefined : 'no-referrer');
      expect(res.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('never lets API answers be cached, and caches hashed assets for a year', async () => {
    const api = await t.app.inject({ method: 'GET', url: '/api/articles/featured' });
    expect(api.headers['cache-control']).toBe('no-store');
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('compresses what is worth compressing', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    const br = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    const tiny = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'gzip' } });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    // Answers built in memory: the HTML shell and JSON above the threshold, decoded back to the same text.
    const shell = await t.app.inject({ method: 'GET', url: '/about', headers: { 'accept-encoding': 'gzip;q=1, br;q=0' } });
    expect(shell.headers['content-encoding']).toBeUndefined(); // the test shell is below the threshold
    const list = await t.app.inject({ method: 'GET', url: '/api/crisis-lines' });
    const listBr = await t.app.inject({ method: 'GET', url: '/api/crisis-lines', headers: { 'accept-encoding': 'gzip, br' } });
    expect(listBr.headers['content-encoding']).toBe('br');
    expect(listBr.headers.vary).toContain('Accept-Encoding');
    expect(Number(listBr.headers['content-length'])).toBe(listBr.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(listBr.rawPayload).toString('utf8')).lines).toEqual(list.json().lines);
    const listGzip = await t.app.inject({ method: 'GET', url: '/api/crisis-lines', headers: { 'accept-encoding': 'gzip, br;q=0' } });
    expect(listGzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(listGzip.rawPayload).toString('utf8')).lines).toEqual(list.json().lines);
    const identity = await t.app.inject({ method: 'GET', url: '/api/crisis-lines', headers: { 'accept-encoding': 'identity' } });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.json().lines).toEqual(list.json().lines);
  });

  it('refuses non-GET requests to unknown paths with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/about', payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('not-found');
  });
});

describe('an HTML shell with an inline script', () => {
  let t: TestApp;
  const script = "document.documentElement.setAttribute('data-x','1');";
  beforeAll(async () => {
    t = await appWithShell(`<!doctype html><html><head><script>${script}</script></head><body><div id="root"></div></body></html>`);
  });
  afterAll(() => t.close());

  it('allows that script by its hash and nothing else inline; other answers keep the plain policy', async () => {
    const hash = createHash('sha256').update(script).digest('base64');
    expect(inlineScriptHashes(`<script>${script}</script><script src="/x.js"></script>`)).toEqual([hash]);
    const shell = await t.app.inject({ method: 'GET', url: '/about' });
    const policy = String(shell.headers['content-security-policy']);
    expect(policy).toContain(`script-src 'self' 'sha256-${hash}';`);
    expect(policy).not.toMatch(/unsafe-inline'[^;]*;[^;]*script-src|script-src[^;]*unsafe-inline/);
    expect(policy.replace(` 'sha256-${hash}'`, '')).toBe(CONTENT_SECURITY_POLICY);
    const api = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(api.headers['content-security-policy']).toBe(API_CONTENT_SECURITY_POLICY);
  });
});

describe('the article page shell, with the answers its first screen needs', () => {
  let t: TestApp;
  const calm = seedArticles.find((a) => a.zone === 'your-calm-zone')!;
  const professional = seedArticles.find((a) => a.zone === 'for-professionals')!;
  const probe = (article: typeof calm) => article.content.split('\n').find((line) => line.length > 60)!;
  beforeAll(async () => {
    t = await appWithShell(SHELL_WITH_HEAD);
  });
  afterAll(() => t.close());

  it('sends a signed-in reader the session, the access check and the article as the API answers them, and preloads the cover', async () => {
    const reader = new TestClient(t.app);
    expect((await login(reader, 'seeker@example.com', t.config.demoPassword)).statusCode).toBe(200);
    const page = await reader.get(`/articles/${calm.slug}`);
    expectPersonalPage(page);
    const answers = answersOf(page.body)!;
    const api = `/api/articles/${calm.slug}`;
    expect(answers['/api/session']).toEqual((await reader.get('/api/session')).json());
    expect(answers[`${api}/access`]).toEqual((await reader.get(`${api}/access`)).json());
    expect(answers[api]).toEqual((await reader.get(api)).json());
    const cover = (answers[api] as { article: { coverImg: string } }).article.coverImg;
    expect(page.body).toContain(`<link rel="preload" as="image" href="${cover}" fetchpriority="high">`);
    expect(page.body.indexOf(PAGE_ANSWERS_ID)).toBeLessThan(page.body.indexOf('</head>'));
  });

  it('never sends the content to a visitor who may not read it (signed out, or a role the zone does not admit)', async () => {
    const visitor = new TestClient(t.app);
    const signedOut = await visitor.get(`/articles/${calm.slug}`);
    expect(signedOut.statusCode).toBe(200);
    expect(signedOut.body).not.toContain(probe(calm));
    const answers = answersOf(signedOut.body)!;
    expect(answers['/api/session']).toEqual({ user: null });
    expect(answers[`/api/articles/${calm.slug}`]).toBeUndefined();
    expect(signedOut.body).not.toContain('rel="preload" as="image"');

    const seeker = new TestClient(t.app);
    await login(seeker, 'seeker@example.com', t.config.demoPassword);
    expect((await seeker.get(`/api/articles/${professional.slug}`)).statusCode).toBe(403);
    const refused = await seeker.get(`/articles/${professional.slug}`);
    expect(refused.body).not.toContain(probe(professional));
    expect(answersOf(refused.body)![`/api/articles/${professional.slug}`]).toBeUndefined();
  });

  it('sends no answers for an unknown article beyond the session, and none with other screens or HEAD', async () => {
    const visitor = new TestClient(t.app);
    const unknown = answersOf((await visitor.get('/articles/no-such-article')).body)!;
    expect(Object.keys(unknown)).toEqual(['/api/session']);
    const about = await visitor.get('/about');
    expect(about.body).toBe(SHELL_WITH_HEAD);
    expect(about.headers['cache-control']).toBe('no-cache');
    const head = await visitor.request({ method: 'HEAD', url: `/articles/${calm.slug}` });
    expect(head.statusCode).toBe(200);
    expect(head.headers['cache-control']).toBe('no-cache');
  });

  it('escapes the answers so that no text in them can end the data block', () => {
    const hostile = { content: '</script><script>alert(1)</script><!-- & \u2028' };
    const json = jsonForHtml(hostile);
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual(hostile);
  });
});

describe('the chat page shell, with the answers its first screen needs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appWithShell(SHELL_WITH_HEAD);
  });
  afterAll(() => t.close());

  it('sends a signed-in person the session, the assistant and their conversations as the API answers them, never stored', async () => {
    const seeker = new TestClient(t.app);
    expect((await login(seeker, 'seeker@example.com', t.config.demoPassword)).statusCode).toBe(200);
    const created = await seeker.post('/api/chat/conversations', {});
    expect(created.statusCode).toBe(201);
    const id = (created.json() as { id: string }).id;
    for (const url of ['/ai-chat', `/ai-chat?c=${id}`]) {
      const page = await seeker.get(url);
      expectPersonalPage(page);
      const answers = answersOf(page.body)!;
      expect(Object.keys(answers).sort()).toEqual(['/api/chat/assistant', '/api/chat/conversations', '/api/session']);
      for (const path of Object.keys(answers)) expect(answers[path]).toEqual((await seeker.get(path)).json());
      expect((answers['/api/chat/conversations'] as { conversations: { id: string }[] }).conversations.map((c) => c.id)).toContain(id);
    }

    // Someone else's page never carries them; a visitor who is not signed in gets the session's answer only.
    const supporter = new TestClient(t.app);
    expect((await login(supporter, 'supporter@example.com', t.config.demoPassword)).statusCode).toBe(200);
    const theirs = await supporter.get('/ai-chat');
    expect(theirs.body).not.toContain(id);
    expect((answersOf(theirs.body)!['/api/chat/conversations'] as { conversations: unknown[] }).conversations).toEqual([]);
    const visitor = await new TestClient(t.app).get('/ai-chat');
    expect(answersOf(visitor.body)).toEqual({ '/api/session': { user: null } });
  });
});

describe('the crisis page shell: the page in plain HTML, and its list sent with it', () => {
  let t: TestApp;
  const SHELL_WITH_MARKER =
    '<!doctype html><html><head><title>Harbour</title></head><body><div id="root"><header>Harbour</header><!-- harbour:page --></div></body></html>';
  const plainOf = (html: string) => /<main class="boot-page"[\s\S]*?<\/main>/.exec(html)?.[0] ?? '';
  beforeAll(async () => {
    t = await appWithShell(SHELL_WITH_MARKER);
  });
  afterAll(() => t.close());

  it('puts every line and every emergency number in the page, the visitor’s region first, and the list as the API answers it', async () => {
    const visitor = new TestClient(t.app);
    const page = await visitor.get(CRISIS_PATH, { 'accept-language': 'en-AU,en;q=0.8' });
    expect(page.statusCode).toBe(200);
    const plain = plainOf(page.body);
    expect(page.body.indexOf(plain)).toBeGreaterThan(page.body.indexOf('<header>Harbour</header>'));
    expect(page.body).not.toContain('harbour:page');
    const api = (await visitor.get('/api/crisis-lines')).json<CrisisLinesResponse>();
    expect(api.lines.length).toBeGreaterThan(10);
    const sent = answersOf(page.body)!['/api/crisis-lines'] as CrisisLinesResponse;
    expect({ ...sent, fetchedAt: null }).toEqual({ ...api, fetchedAt: null });
    for (const line of api.lines) {
      expect(plain).toContain(`<strong>${line.name.replace(/&/g, '&amp;')}</strong>`);
      if (line.phone) expect(plain).toContain(`<a href="tel:${line.phone.replace(/\D/g, '')}">Call ${line.phone}</a>`);
    }
    for (const region of crisisRegions) {
      if (region.emergencyNumber) expect(plain).toContain(`<a href="tel:${region.emergencyNumber}">${region.emergencyNumber}</a>`);
    }
    const headings = [...plain.matchAll(/<h3>([^<]+)<\/h3>/g)].map((m) => m[1]);
    expect(headings[0]).toBe('Australia');
    expect(new Set(headings)).toEqual(new Set(crisisRegions.map((r) => r.name)));
    expect(plain.indexOf('Australia: <a href="tel:000">')).toBeLessThan(plain.indexOf('United States: <a href="tel:911">'));
    // No language with a region we list: the order of the list itself.
    const other = plainOf((await visitor.get(CRISIS_PATH, { 'accept-language': 'de-DE' })).body);
    expect([...other.matchAll(/<h3>([^<]+)<\/h3>/g)].map((m) => m[1])).toEqual(
      [...crisisRegions.filter((r) => r.code === 'INTL'), ...crisisRegions.filter((r) => r.code !== 'INTL')].map((r) => r.name),
    );
  });

  it('is the same for everyone: no session, never personal, and it varies by language only', async () => {
    const reader = new TestClient(t.app);
    expect((await login(reader, 'seeker@example.com', t.config.demoPassword)).statusCode).toBe(200);
    const page = await reader.get(CRISIS_PATH);
    expect(Object.keys(answersOf(page.body)!)).toEqual(['/api/crisis-lines']);
    expect(page.body).not.toContain('seeker@example.com');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(String(page.headers.vary)).toContain('Accept-Language');
    expect(String(page.headers.vary)).not.toContain('Cookie');
    expect(page.headers['set-cookie']).toBeUndefined();
    expect(page.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    // Other screens keep the plain shell, marker and all.
    expect((await reader.get('/about')).body).toBe(SHELL_WITH_MARKER);
  });

  it('escapes what an admin wrote, in the page and in its data block, and keeps it exactly', async () => {
    const admin = new TestClient(t.app);
    expect((await login(admin, 'admin@example.com', t.config.demoPassword)).statusCode).toBe(200);
    const hostile = "Line <script>alert(1)</script> & \"friends\" $& $1 $' $$ </main>";
    const created = await admin.post('/api/admin/crisis-lines', {
      region: 'US',
      name: hostile,
      description: `Call us. ${hostile}`,
      phone: '1 800 555 0100',
      url: 'https://example.org/?a=1&b=2',
      hours: '24/7',
      source: 'example.org',
      lastChecked: '2026-11-01',
      sortOrder: 1,
    });
    expect(created.statusCode, created.body).toBe(201);
    const page = await new TestClient(t.app).get(CRISIS_PATH, { 'accept-language': 'en-US' });
    const plain = plainOf(page.body);
    expect(page.body).not.toContain('<script>alert(1)</script>');
    expect(plain).toContain("<strong>Line &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;friends&quot; $&amp; $1 $&#39; $$ &lt;/main&gt;</strong>");
    expect(plain).toContain('<a href="https://example.org/?a=1&amp;b=2" rel="noopener noreferrer">Website</a>');
    const sent = answersOf(page.body)!['/api/crisis-lines'] as CrisisLinesResponse;
    expect(sent.lines.find((l) => l.name === hostile)?.description).toBe(`Call us. ${hostile}`);
  });
});

describe('each screen’s own code and styles, listed in the shell', () => {
  let t: TestApp;
  const APP_STYLES = '<link rel="stylesheet" crossorigin href="/assets/index-abc.css">';
  beforeAll(async () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'harbour-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), `<!doctype html><html><head>${APP_STYLES}</head><body><div id="root"></div></body></html>`);
    writeFileSync(
      path.join(dist, 'route-preloads.json'),
      JSON.stringify({ '/articles/:id': ['/assets/article-def.js', '/assets/Badge-ghi.js', '/assets/article-jkl.css'], '/faq': ['/assets/faq-mno.js', '/assets/x" onload="alert(1).css'] }),
    );
    t = await createTestApp('sqlite', { webDistDir: dist });
  });
  afterAll(() => t.close());

  it('preloads the code and applies the styles with the first paint, after the app’s stylesheet (which orders the cascade layers)', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/articles/no-such-article' });
    const head = page.body.slice(0, page.body.indexOf('</head>'));
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/article-def.js"><link rel="modulepreload" crossorigin href="/assets/Badge-ghi.js">');
    const own = '<link rel="stylesheet" crossorigin href="/assets/article-jkl.css">';
    expect(head).toContain(own);
    expect(head.indexOf(own)).toBeGreaterThan(head.indexOf(APP_STYLES));
    expect(head).not.toContain('as="style"');
  });

  it('lists nothing that is not a plain path, and nothing on screens without an entry', async () => {
    const faq = await t.app.inject({ method: 'GET', url: '/faq' });
    expect(faq.body).toContain('<link rel="modulepreload" crossorigin href="/assets/faq-mno.js">');
    expect(faq.body).not.toContain('onload');
    const home = await t.app.inject({ method: 'GET', url: '/' });
    expect(home.body).not.toContain('modulepreload');
    expect(home.body.match(/rel="stylesheet"/g)).toHaveLength(1);
  });
});
