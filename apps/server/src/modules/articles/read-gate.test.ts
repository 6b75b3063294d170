import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BUSY } from '../../db/database.js';
import { createTestApp, engines, type TestApp } from '../../test-support/app.js';
import { login } from '../../test-support/accounts.js';
import { TestClient } from '../../test-support/http.js';
import { SESSION_IDLE_SECONDS, SESSION_REFRESH_SECONDS } from '../auth/auth.js';
import { ARTICLE_REPLAY_MS } from './read-gate.js';
import { seedArticles } from './seed-articles.js';

const slugIn = (zone: string) => seedArticles.find((a) => a.zone === zone)!.slug;
const MARK = 'Changed in the database, behind the server’s back.';

/**
 * GET /api/articles/:id through the real HTTP server, where the replay cache answers before the framework
 * (plugins/replay-cache.ts, decision 008). The kept answer is made visible by changing the article straight
 * in the database (no invalidation): a reader who gets the old text got the kept bytes. Whatever is kept,
 * access must be decided on every request.
 */
describe.each(engines)('an article repeated from memory on %s: access decided on every request', (kind) => {
  let t: TestApp;
  let url: string;
  const signedIn = new Map<string, TestClient>();
  beforeEach(async () => {
    t = await createTestApp(kind);
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    for (const role of ['seeker', 'professional']) {
      const client = new TestClient(t.app);
      expect((await login(client, `${role}@example.com`, t.config.demoPassword)).statusCode).toBe(200);
      signedIn.set(role, client);
    }
  });
  afterEach(async () => {
    signedIn.clear();
    await t.close();
  });

  const read = async (who: string | null, slug: string) => {
    const cookie = who === null ? undefined : signedIn.get(who)!.cookieHeader();
    const res = await fetch(`${url}/api/articles/${slug}`, { headers: cookie ? { cookie } : {} });
    return { status: res.status, body: await res.text(), setCookie: res.headers.get('set-cookie') };
  };
  const changeBehindTheServer = (slug: string) => t.app.database.db.updateTable('articles').set({ content: MARK }).where('id', '=', slug).execute();
  const repeats = kind === 'sqlite';

  it('repeats the answer only to readers the policy allows; others are refused as always', async () => {
    const slug = slugIn('for-professionals');
    const first = await read('professional', slug);
    expect(first.status).toBe(200);
    await changeBehindTheServer(slug);
    const again = await read('professional', slug);
    expect(again.status).toBe(200);
    // On SQLite the kept bytes come back; PostgreSQL has no gate, so every read is fresh.
    expect(again.body === first.body).toBe(repeats);
    expect(again.body.includes(MARK)).toBe(!repeats);
    const seeker = await read('seeker', slug);
    expect(seeker.status).toBe(403);
    expect(JSON.parse(seeker.body).denial).toMatchObject({ reason: 'article_insufficient_role', currentRole: 'seeker' });
    const anonymous = await read(null, slug);
    expect(anonymous.status).toBe(401);
    for (const refused of [seeker, anonymous]) expect(refused.body).not.toContain('"content"');
    // After ARTICLE_REPLAY_MS the framework builds the answer again.
    await sleep(ARTICLE_REPLAY_MS + 100);
    expect((await read('professional', slug)).body).toContain(MARK);
  });

  it('a role change, the article moving zone, a ban and a sign-out apply on the very next request', async () => {
    const db = t.app.database.db;
    const pro = slugIn('for-professionals');
    expect((await read('professional', pro)).status).toBe(200);
    expect((await read('professional', pro)).status).toBe(200);
    await db.updateTable('users').set({ role: 'seeker' }).where('email', '=', 'professional@example.com').execute();
    expect((await read('professional', pro)).status).toBe(403);
    await db.updateTable('users').set({ role: 'professional' }).where('email', '=', 'professional@example.com').execute();
    expect((await read('professional', pro)).status).toBe(200);

    const calm = slugIn('your-calm-zone');
    expect((await read('seeker', calm)).status).toBe(200);
    expect((await read('seeker', calm)).status).toBe(200);
    await db.updateTable('articles').set({ publishedIn: 'for-professionals' }).where('id', '=', calm).execute();
    expect((await read('seeker', calm)).status).toBe(403);
    await db.updateTable('articles').set({ publishedIn: 'your-calm-zone' }).where('id', '=', calm).execute();
    expect((await read('seeker', calm)).status).toBe(200);

    await db.updateTable('users').set({ bannedAt: new Date().toISOString() }).where('email', '=', 'seeker@example.com').execute();
    expect((await read('seeker', calm)).status).toBe(401);
    // The framework ended the banned person's sessions, as it does for any request.
    const sessions = await db.selectFrom('sessions').innerJoin('users', 'users.id', 'sessions.userId').select('sessions.id').where('users.email', '=', 'seeker@example.com').execute();
    expect(sessions).toEqual([]);

    expect((await read('professional', pro)).status).toBe(200);
    const cookie = signedIn.get('professional')!.cookieHeader();
    expect((await signedIn.get('professional')!.post('/api/session/logout')).statusCode).toBe(200);
    expect((await fetch(`${url}/api/articles/${pro}`, { headers: { cookie } })).status).toBe(401);
  });

  it('a rating shows on the next read, and a session due for refresh goes to the auth library', async () => {
    const slug = slugIn('your-calm-zone');
    const before = JSON.parse((await read('seeker', slug)).body).article.rating;
    expect((await signedIn.get('seeker')!.request({ method: 'PUT', url: `/api/articles/${slug}/rating`, payload: { score: 4 } })).statusCode).toBe(200);
    const after = JSON.parse((await read('seeker', slug)).body).article.rating;
    expect(after.count).toBe(before.count + 1);

    // A session past the refresh age: the library extends it and sends a new cookie, which a kept answer
    // could not carry.
    const due = new Date(Date.now() + (SESSION_IDLE_SECONDS - SESSION_REFRESH_SECONDS - 60) * 1000);
    await t.app.database.db
      .updateTable('sessions')
      .set({ expiresAt: due.toISOString() })
      .where('userId', '=', (await t.app.database.db.selectFrom('users').select('id').where('email', '=', 'seeker@example.com').executeTakeFirstOrThrow()).id)
      .execute();
    const refreshed = await read('seeker', slug);
    expect(refreshed.status).toBe(200);
    expect(refreshed.setCookie).toMatch(/session_token=/);
  });

  it.runIf(kind === 'sqlite')('a read before the framework waits its turn while a transaction is open', async () => {
    const readNow = t.app.database.prepareReadValuesNow!('select count(*) as n, 7 as seven from articles');
    // The row's values, in the order selected.
    expect(readNow()).toEqual([seedArticles.length, 7]);
    await t.app.database.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('ratings').execute();
      expect(readNow()).toBe(BUSY);
    });
    expect(readNow()).toEqual([seedArticles.length, 7]);
  });
});
