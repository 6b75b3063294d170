import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@wellbeing/shared/errors';
import { COVER_MAX_BYTES, type AdminArticle, type ArticleRatingStats, type AuditEntry } from '@wellbeing/shared/schemas/admin';
import { createTestApp, engines, type TestApp } from '../../test-support/app.js';
import { login } from '../../test-support/accounts.js';
import { TestClient } from '../../test-support/http.js';
import { uploadsDir } from './covers.js';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0'), Buffer.alloc(64, 1), Buffer.from([0xff, 0xd9])]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(40, 2)]);
const SVG = Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
const b64 = (bytes: Buffer) => bytes.toString('base64');

const CONTENT = '## A gentle start\n\nA paragraph with **bold** words and a [link](/get-support/crisis-help).\n\n- one\n- two';

describe.each(engines)('admin: articles, covers and ratings on %s', (kind) => {
  let t: TestApp;
  let admin: TestClient;
  let seeker: TestClient;
  let supporter: TestClient;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = new TestClient(t.app);
    seeker = new TestClient(t.app);
    supporter = new TestClient(t.app);
    for (const [client, role] of [[admin, 'admin'], [seeker, 'seeker'], [supporter, 'supporter']] as const) {
      expect((await login(client, `${role}@example.com`, t.config.demoPassword)).statusCode).toBe(200);
    }
  });
  afterAll(() => t.close());

  const db = () => t.app.database.db;
  const uploads = () => (existsSync(uploadsDir(t.config.dataDir)) ? readdirSync(uploadsDir(t.config.dataDir)) : []);
  const latestAudit = async (): Promise<AuditEntry> => (await admin.get('/api/admin/audit?pageSize=1')).json().items[0];
  const counts = async () => ({
    articles: (await db().selectFrom('articles').select('id').execute()).length,
    audit: (await db().selectFrom('auditLog').select('id').execute()).length,
    uploads: uploads().length,
  });
  const newArticle = (overrides: Record<string, unknown> = {}) => ({
    title: 'Finding calm on a busy day',
    zone: 'your-calm-zone',
    excerpt: 'Three small things to try when the day will not slow down.',
    content: CONTENT,
    cover: { data: b64(PNG), fileName: 'calm.png' },
    ...overrides,
  });

  it('creates an article with an uploaded cover; it leads Home and its zone, and the cover is served safely', async () => {
    const before = await counts();
    const res = await admin.post('/api/admin/articles', newArticle());
    expect(res.statusCode, res.body).toBe(201);
    const article = res.json().article as AdminArticle;
    expect(article).toMatchObject({ title: 'Finding calm on a busy day', zone: 'your-calm-zone', content: CONTENT });
    expect(article.id).toMatch(/^finding-calm-on-a-busy-day-[a-f0-9]{6}$/);
    expect(article.coverImg).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
    expect(await counts()).toEqual({ articles: before.articles + 1, audit: before.audit + 1, uploads: before.uploads + 1 });

    const featured = (await new TestClient(t.app).get('/api/articles/featured')).json().articles;
    expect(featured[0]).toEqual({ id: article.id, title: article.title, coverImg: article.coverImg, excerpt: article.excerpt, zone: 'your-calm-zone' });
    expect((await seeker.get('/api/zones/your-calm-zone/articles')).json().articles[0].id).toBe(article.id);
    expect((await seeker.get(`/api/articles/${article.id}`)).json().article.content).toBe(CONTENT);

    const cover = await new TestClient(t.app).get(article.coverImg);
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toBe('image/png');
    expect(cover.headers['x-content-type-options']).toBe('nosniff');
    expect(cover.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(cover.rawPayload.equals(PNG)).toBe(true);

    const entry = await latestAudit();
    expect(entry).toMatchObject({ action: 'article.created', targetType: 'article', targetId: article.id, targetLabel: article.title, details: { zone: 'your-calm-zone' } });
    expect(JSON.stringify(entry)).not.toContain('gentle start');
  });

  it('accepts JPEG and WebP covers by their bytes; the stored name and type follow the bytes, not the file name', async () => {
    for (const [bytes, ext, type] of [[JPEG, 'jpg', 'image/jpeg'], [WEBP, 'webp', 'image/webp']] as const) {
      const res = await admin.post('/api/admin/articles', newArticle({ title: `Cover as ${ext}`, cover: { data: `data:image/png;base64,${b64(bytes)}`, fileName: 'named-wrongly.png' } }));
      expect(res.statusCode, res.body).toBe(201);
      const url = res.json().article.coverImg as string;
      expect(url.endsWith(`.${ext}`)).toBe(true);
      expect((await new TestClient(t.app).get(url)).headers['content-type']).toBe(type);
    }
  });

  it('refuses a cover that is not an image, is SVG or is too large, with a clear message and nothing stored', async () => {
    const before = await counts();
    const html = Buffer.from('<!doctype html><script>alert(1)</script>');
    const cases: [unknown, number, string][] = [
      [{ data: b64(Buffer.from('just some text, not an image')), fileName: 'cover.png' }, 400, 'upload/not-image'],
      [{ data: b64(html), fileName: 'cover.jpg' }, 400, 'upload/not-image'],
      [{ data: b64(SVG), fileName: 'cover.svg' }, 400, 'upload/svg-refused'],
      [{ data: b64(Buffer.from(`\uFEFF  ${SVG.toString()}`)) }, 400, 'upload/svg-refused'],
      [{ data: b64(Buffer.concat([PNG, Buffer.alloc(COVER_MAX_BYTES)])) }, 413, 'upload/too-large'],
    ];
    for (const [cover, status, code] of cases) {
      const res = await admin.post('/api/admin/articles', newArticle({ title: `Refused ${code}`, cover }));
      expect(res.statusCode, code).toBe(status);
      expect(res.json()).toEqual({ code, message: ERROR_MESSAGES[code as keyof typeof ERROR_MESSAGES] });
    }
    // Exactly 2 MB is still accepted; one byte more is not.
    const exact = Buffer.concat([PNG, Buffer.alloc(COVER_MAX_BYTES - PNG.length)]);
    expect((await admin.post('/api/admin/articles', newArticle({ title: 'Refused exact+1', cover: { data: b64(Buffer.concat([exact, Buffer.alloc(1)])) } }))).json().code).toBe('upload/too-large');
    // A body far over the limit is refused before it is read, with the same message.
    const huge = await admin.post('/api/admin/articles', newArticle({ title: 'Refused huge', cover: { data: 'A'.repeat(5 * 1024 * 1024) } }));
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ code: 'upload/too-large', message: ERROR_MESSAGES['upload/too-large'] });
    // Not base64 at all, or no cover.
    expect((await admin.post('/api/admin/articles', newArticle({ cover: { data: '!!!not base64!!!' } }))).statusCode).toBe(400);
    expect((await admin.post('/api/admin/articles', newArticle({ cover: undefined }))).statusCode).toBe(400);
    // The same refusals on an edit leave the article as it was.
    const target = (await db().selectFrom('articles').select(['id', 'coverImg', 'title']).orderBy('id').executeTakeFirstOrThrow());
    expect((await admin.patch(`/api/admin/articles/${target.id}`, { title: 'Changed with a bad cover', cover: { data: b64(SVG) } })).json().code).toBe('upload/svg-refused');
    expect(await db().selectFrom('articles').select(['id', 'coverImg', 'title']).where('id', '=', target.id).executeTakeFirst()).toEqual(target);

    expect(await counts()).toEqual(before);
    expect(await db().selectFrom('articles').select('id').where('title', 'like', 'Refused%').execute()).toEqual([]);

    const accepted = await admin.post('/api/admin/articles', newArticle({ title: 'Exactly two megabytes', cover: { data: b64(exact) } }));
    expect(accepted.statusCode).toBe(201);
    expect((await admin.delete(`/api/admin/articles/${accepted.json().article.id}`)).statusCode).toBe(200);
    expect(await counts()).toEqual({ ...before, audit: before.audit + 2 });
  });

  it('refuses invalid article fields without writing anything', async () => {
    const before = await counts();
    const future = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000).toISOString();
    for (const overrides of [{ title: '' }, { zone: 'secret-zone' }, { excerpt: 'short' }, { content: 'tiny' }, { publishedAt: future }, { publishedAt: 'yesterday' }, { coverImg: '/covers/x.svg' }]) {
      const res = await admin.post('/api/admin/articles', newArticle(overrides));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(res.json().code).toBe('request/invalid');
      expect(res.json().message).toEqual(expect.any(String));
    }
    expect(await counts()).toEqual(before);
  });

  it('edits an article (new cover replaces the old file, the zone moves) and records only the field names', async () => {
    const created = (await admin.post('/api/admin/articles', newArticle({ title: 'Before the edit' }))).json().article as AdminArticle;
    const oldFile = path.basename(created.coverImg);
    const publishedAt = new Date(Date.now() - 400 * 24 * 60 * 60 * 1000).toISOString();
    const res = await admin.patch(`/api/admin/articles/${created.id}`, {
      title: 'After the edit',
      zone: 'for-supporters',
      content: `${CONTENT}\n\nA secret-looking sentence that must not reach the audit log.`,
      publishedAt,
      cover: { data: b64(WEBP) },
    });
    expect(res.statusCode, res.body).toBe(200);
    const updated = res.json().article as AdminArticle;
    expect(updated).toMatchObject({ id: created.id, title: 'After the edit', zone: 'for-supporters', publishedAt });
    expect(updated.coverImg).toMatch(/\.webp$/);
    expect(uploads()).not.toContain(oldFile);
    expect((await new TestClient(t.app).get(created.coverImg)).statusCode).toBe(404);

    // Published long ago: not among the three newest; listed in its new zone, not its old one.
    expect((await new TestClient(t.app).get('/api/articles/featured')).json().articles.map((a: { id: string }) => a.id)).not.toContain(created.id);
    expect((await seeker.get('/api/zones/for-supporters/articles')).json().articles.map((a: { id: string }) => a.id)).toContain(created.id);
    expect((await seeker.get('/api/zones/your-calm-zone/articles')).json().articles.map((a: { id: string }) => a.id)).not.toContain(created.id);

    const entry = await latestAudit();
    expect(entry).toMatchObject({
      action: 'article.updated',
      targetId: created.id,
      targetLabel: 'After the edit',
      details: { fields: ['title', 'zone', 'content', 'publishedAt', 'cover'], fromZone: 'your-calm-zone', toZone: 'for-supporters' },
    });
    expect(JSON.stringify(entry)).not.toContain('secret-looking');
    expect((await admin.get(`/api/admin/articles/${created.id}`)).json().article.content).toContain('secret-looking');
  });

  it('shows the new reading time as soon as the content changes', async () => {
    const created = (await admin.post('/api/admin/articles', newArticle({ title: 'Reading time', zone: 'for-supporters' }))).json().article as AdminArticle;
    const minutes = async () => (await seeker.get(`/api/articles/${created.id}`)).json().article.readingMinutes as number;
    const listed = async () =>
      ((await seeker.get('/api/zones/for-supporters/articles')).json().articles as { id: string; readingMinutes: number }[]).find((a) => a.id === created.id)?.readingMinutes;
    const before = await minutes();
    expect(await listed()).toBe(before);
    const long = Array.from({ length: 2000 }, (_, i) => `word${i}`).join(' ');
    expect((await admin.patch(`/api/admin/articles/${created.id}`, { content: long })).statusCode).toBe(200);
    expect(await minutes()).toBe(10);
    expect(await listed()).toBe(10);
    expect(before).not.toBe(10);
  });

  it('deletes an article with its ratings and its uploaded cover', async () => {
    const created = (await admin.post('/api/admin/articles', newArticle({ title: 'Soon gone' }))).json().article as AdminArticle;
    expect((await seeker.request({ method: 'PUT', url: `/api/articles/${created.id}/rating`, payload: { score: 5 } })).statusCode).toBe(200);
    const res = await admin.delete(`/api/admin/articles/${created.id}`);
    expect(res.json()).toEqual({ ok: true });
    expect((await seeker.get(`/api/articles/${created.id}`)).statusCode).toBe(404);
    expect(await db().selectFrom('ratings').select('id').where('articleId', '=', created.id).execute()).toEqual([]);
    expect(uploads()).not.toContain(path.basename(created.coverImg));
    expect(await latestAudit()).toMatchObject({ action: 'article.deleted', targetId: created.id, targetLabel: 'Soon gone', details: { zone: 'your-calm-zone' } });
    // A seed article's cover belongs to the web app and is never touched.
    const seed = await db().selectFrom('articles').select(['id', 'coverImg']).where('coverImg', 'like', '/covers/%').where('publishedIn', '=', 'for-professionals').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect((await admin.delete(`/api/admin/articles/${seed.id}`)).statusCode).toBe(200);
    expect(await db().selectFrom('articles').select('id').where('coverImg', '=', seed.coverImg).execute()).toEqual([]);
  });

  it('lists articles for the dashboard with search and zone filters', async () => {
    const res = (await admin.get('/api/admin/articles?q=PANIC')).json();
    expect(res.items.map((a: AdminArticle) => a.id)).toContain('getting-through-a-panic-attack');
    expect(res.items[0]).not.toHaveProperty('content');
    const zone = (await admin.get('/api/admin/articles?zone=for-professionals&pageSize=100')).json();
    expect(zone.items.every((a: AdminArticle) => a.zone === 'for-professionals')).toBe(true);
    expect(zone.total).toBe(zone.items.length);
  });

  it('only serves upload names it gave out', async () => {
    const anonymous = new TestClient(t.app);
    for (const url of ['/uploads/secrets.json', '/uploads/..%2Fsecrets.json', '/uploads/0123456789abcdef0123456789abcdef.svg', '/uploads/0123456789abcdef0123456789abcdef.png']) {
      expect((await anonymous.get(url)).statusCode, url).toBe(404);
    }
  });

  it('reports each article’s average, count and 1–5 distribution, sortable, unrated last', async () => {
    const [a, b] = (await db().selectFrom('articles').select('id').where('publishedIn', '=', 'for-supporters').orderBy('id').limit(2).execute()).map((r) => r.id);
    const rate = (client: TestClient, id: string, score: number) => client.request({ method: 'PUT', url: `/api/articles/${id}/rating`, payload: { score } });
    await rate(seeker, a!, 4);
    await rate(supporter, a!, 2);
    await rate(seeker, b!, 5);

    const byCount = (await admin.get('/api/admin/ratings?sort=count&direction=desc')).json();
    expect(byCount.items[0]).toMatchObject({ articleId: a, count: 2, average: 3, distribution: [0, 1, 0, 1, 0], lastRatedAt: expect.any(String) });
    expect(byCount.total).toBe((await db().selectFrom('articles').select('id').execute()).length);

    const best = (await admin.get('/api/admin/ratings?sort=average&direction=desc')).json().items as ArticleRatingStats[];
    expect(best.slice(0, 2).map((r) => r.articleId)).toEqual([b, a]);
    const worst = (await admin.get('/api/admin/ratings?sort=average&direction=asc&pageSize=100')).json().items as ArticleRatingStats[];
    expect(worst.slice(0, 2).map((r) => r.articleId)).toEqual([a, b]);
    expect(worst.at(-1)).toMatchObject({ count: 0, average: null, distribution: [0, 0, 0, 0, 0], lastRatedAt: null });
    const titles = (await admin.get('/api/admin/ratings?sort=title&direction=asc&pageSize=100')).json().items as ArticleRatingStats[];
    expect(titles.map((r) => r.title.toLowerCase())).toEqual(titles.map((r) => r.title.toLowerCase()).toSorted());
    expect((await admin.get('/api/admin/ratings?sort=latest')).json().items[0].articleId).toBe(b);
    expect((await admin.get('/api/admin/overview')).json().ratingsLast30Days).toBe(3);
  });
});
