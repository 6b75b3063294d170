import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZONE_ROLES } from '@wellbeing/shared/access-policy';
import { ROLES, type Role } from '@wellbeing/shared/roles';
import { ZONES, type Zone } from '@wellbeing/shared/zones';
import { createTestApp, engines, type TestApp } from '../../test-support/app.js';
import { login } from '../../test-support/accounts.js';
import { TestClient } from '../../test-support/http.js';
import { seedArticles } from './seed-articles.js';

type Principal = 'anonymous' | Role;
const PRINCIPALS: Principal[] = ['anonymous', ...ROLES];

/** A distinctive line of an article's content, to prove it never leaks into a refusal. */
const contentProbe = (zone: Zone) => seedArticles.find((a) => a.zone === zone)!.content.split('\n').find((l) => l.length > 60)!;

describe.each(engines)('articles and ratings on %s', (kind) => {
  let t: TestApp;
  const clients = new Map<Principal, TestClient>();
  beforeAll(async () => {
    t = await createTestApp(kind);
    clients.set('anonymous', new TestClient(t.app));
    for (const role of ROLES) {
      const client = new TestClient(t.app);
      const res = await login(client, `${role}@example.com`, t.config.demoPassword);
      expect(res.statusCode).toBe(200);
      clients.set(role, client);
    }
  });
  afterAll(() => t.close());

  const articleOf = (zone: Zone) => seedArticles.find((a) => a.zone === zone)!;

  describe('permission matrix (every principal × every zone, from the policy table)', () => {
    for (const zone of ZONES) {
      for (const principal of PRINCIPALS) {
        const allowed = principal !== 'anonymous' && ZONE_ROLES[zone].includes(principal);
        it(`${principal} × ${zone}: ${allowed ? 'reads' : principal === 'anonymous' ? 'article_login_required' : 'article_insufficient_role'}`, async () => {
          const client = clients.get(principal)!;
          const article = articleOf(zone);
          const list = await client.get(`/api/zones/${zone}/articles`);
          const detail = await client.get(`/api/articles/${article.slug}`);
          const rating = await client.get(`/api/articles/${article.slug}/rating`);
          if (allowed) {
            expect(list.statusCode).toBe(200);
            expect(list.json().articles.map((a: { id: string }) => a.id)).toContain(article.slug);
            expect(detail.statusCode).toBe(200);
            expect(detail.json().article).toMatchObject({ id: article.slug, title: article.title, zone, content: article.content });
            expect(rating.statusCode).toBe(200);
            return;
          }
          const status = principal === 'anonymous' ? 401 : 403;
          for (const res of [list, detail, rating]) expect(res.statusCode).toBe(status);
          const expected =
            principal === 'anonymous'
              ? { outcome: 'deny', reason: 'article_login_required', zone, title: article.title }
              : { outcome: 'deny', reason: 'article_insufficient_role', zone, title: article.title, currentRole: principal };
          expect(detail.json().denial).toEqual(expected);
          for (const res of [list, detail, rating]) expect(res.body).not.toContain(contentProbe(zone));
        });
      }
    }
  });

  it('lists a zone newest first with reading time and average rating, and never the content', async () => {
    const res = await clients.get('seeker')!.get('/api/zones/your-calm-zone/articles');
    const articles = res.json().articles as { id: string; createdAt: string; readingMinutes: number; content?: string }[];
    const expected = seedArticles.filter((a) => a.zone === 'your-calm-zone').toSorted((a, b) => a.daysAgo - b.daysAgo).map((a) => a.slug);
    expect(articles.map((a) => a.id)).toEqual(expected);
    for (const a of articles) {
      expect(a.readingMinutes).toBeGreaterThanOrEqual(2);
      expect(a).not.toHaveProperty('content');
    }
  });

  it('answers not-found for a missing article, an unknown zone and a failed lookup', async () => {
    const admin = clients.get('admin')!;
    expect((await admin.get('/api/articles/no-such-article')).statusCode).toBe(404);
    expect((await admin.get('/api/zones/secret-zone/articles')).statusCode).toBe(404);
    const now = new Date().toISOString();
    await t.app.database.db.insertInto('articles').values({ id: 'odd-zone', title: 'Odd', coverImg: '/covers/x.svg', excerpt: 'x', content: 'hidden text', publishedIn: 'secret-zone', createdAt: now, updatedAt: now }).execute();
    for (const principal of PRINCIPALS) {
      const res = await clients.get(principal)!.get('/api/articles/odd-zone');
      expect(res.statusCode, principal).toBe(404);
      expect(res.body).not.toContain('hidden text');
    }
    await t.app.database.db.deleteFrom('articles').where('id', '=', 'odd-zone').execute();
  });

  it('features the newest articles with their zones, and never one in no known zone', async () => {
    // A fresh app, so the featured list is read after the odd article exists (nothing has cached it yet).
    const fresh = await createTestApp(kind);
    try {
      const now = new Date(Date.now() + 60_000).toISOString();
      await fresh.app.database.db.insertInto('articles').values({ id: 'odd-zone', title: 'Odd', coverImg: '/covers/x.svg', excerpt: 'x', content: 'x', publishedIn: 'secret-zone', createdAt: now, updatedAt: now }).execute();
      const featured = (await new TestClient(fresh.app).get('/api/articles/featured')).json().articles as { id: string; zone: string }[];
      const newest = seedArticles.toSorted((a, b) => a.daysAgo - b.daysAgo).slice(0, featured.length);
      expect(featured.map((a) => [a.id, a.zone])).toEqual(newest.map((a) => [a.slug, a.zone]));
      expect(featured).toHaveLength(3);
    } finally {
      await fresh.close();
    }
  });

  it('shows a zone and title to the access check, but nothing more', async () => {
    const article = articleOf('for-professionals');
    const res = await clients.get('anonymous')!.get(`/api/articles/${article.slug}/access`);
    expect(res.json()).toEqual({ id: article.slug, title: article.title, zone: 'for-professionals' });
  });

  describe('ratings', () => {
    const slug = () => articleOf('for-supporters').slug;

    it('keeps one rating per person; a second one updates the first; the average is right', async () => {
      const seeker = clients.get('seeker')!;
      const supporter = clients.get('supporter')!;
      expect((await seeker.request({ method: 'PUT', url: `/api/articles/${slug()}/rating`, payload: { score: 2 } })).json()).toMatchObject({ mine: 2 });
      const second = await seeker.request({ method: 'PUT', url: `/api/articles/${slug()}/rating`, payload: { score: 4 } });
      expect(second.json()).toEqual({ rating: { average: 4, count: 1 }, mine: 4 });
      const third = await supporter.request({ method: 'PUT', url: `/api/articles/${slug()}/rating`, payload: { score: 5 } });
      expect(third.json()).toEqual({ rating: { average: 4.5, count: 2 }, mine: 5 });
      expect((await seeker.get(`/api/articles/${slug()}/rating`)).json()).toEqual({ rating: { average: 4.5, count: 2 }, mine: 4 });
    });

    it('leaves one row when the same person rates twice at the same moment', async () => {
      const professional = clients.get('professional')!;
      const id = articleOf('your-calm-zone').slug;
      await Promise.all([1, 5].map((score) => professional.request({ method: 'PUT', url: `/api/articles/${id}/rating`, payload: { score } })));
      const rows = await t.app.database.db.selectFrom('ratings').select('score').where('articleId', '=', id).execute();
      expect(rows).toHaveLength(1);
      expect([1, 5]).toContain(rows[0]!.score);
    });

    it('refuses a score outside 1–5 or not a whole number with a clear 400', async () => {
      const seeker = clients.get('seeker')!;
      for (const score of [0, 6, 3.5, -1, '4', null, 1e9]) {
        const res = await seeker.request({ method: 'PUT', url: `/api/articles/${slug()}/rating`, payload: { score } });
        expect(res.statusCode, String(score)).toBe(400);
        expect(res.json().message).toMatch(/whole number from 1 to 5/);
      }
      expect((await seeker.request({ method: 'PUT', url: `/api/articles/${slug()}/rating`, payload: { score: 3, userId: 'x' } })).statusCode).toBe(400);
    });

    it('lets only a signed-in reader who may read the article rate it', async () => {
      expect((await clients.get('anonymous')!.request({ method: 'PUT', url: `/api/articles/${slug()}/rating`, payload: { score: 3 } })).statusCode).toBe(401);
      const pro = articleOf('for-professionals').slug;
      expect((await clients.get('seeker')!.request({ method: 'PUT', url: `/api/articles/${pro}/rating`, payload: { score: 3 } })).statusCode).toBe(403);
      expect((await clients.get('admin')!.request({ method: 'PUT', url: `/api/articles/${pro}/rating`, payload: { score: 3 } })).statusCode).toBe(200);
    });
  });

  it('answers not-found (and logs) when the database fails during an article check', async () => {
    const local = await createTestApp(kind);
    await local.app.database.close();
    const res = await local.app.inject({ method: 'GET', url: `/api/articles/${articleOf('your-calm-zone').slug}` });
    expect(res.statusCode).toBe(404);
    await local.close();
  });
});
