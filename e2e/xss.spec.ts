import { randomUUID } from 'node:crypto';
import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { Figures } from '../apps/server/src/test-support/security/figures';
import { linkIn, type TestMailbox } from '../apps/server/src/test-support/smtp';
import { DEMO_PASSWORD, expect, test, type DemoRole } from './fixtures';

/**
 * Stored XSS and open redirects in the browser (issue #10). Payloads (script, event handlers, javascript:
 * URLs, SVG, iframes) go through the API into every stored text field a page shows; each page that shows
 * them is opened, and nothing may run: no `window.xssRan`, no dialog, no CSP violation, no `on*` attribute,
 * no `javascript:` link, no foreign script or frame; and each payload is on the page as plain text, so the
 * field really was displayed. Then the login page's return path: another site is never where a login ends.
 */

test.describe.configure({ mode: 'serial' });
// Crisis lines are shown for the device's time zone, then the browser's language: both say the United Kingdom.
test.use({ locale: 'en-GB', timezoneId: 'Europe/London' });

const figures = new Figures('browser-xss');
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const ATTACKS = [
  '<img src=x onerror="window.xssRan=1;alert(1)">',
  '<svg onload="window.xssRan=1"><circle r=9 /></svg>',
  '<script>window.xssRan=1;alert(2)</script>',
  '<a href="javascript:window.xssRan=1">tap</a>',
  '"><iframe srcdoc="<script>parent.xssRan=1</script>">',
  "'-alert(3)-'",
  '<details open ontoggle=alert(4)>',
];

/** A payload for one field: a unique tag, then as many attacks as fit in the field's length (no `_` or `*`,
 * which markdown would read as emphasis, so the stored text is exactly what an article shows). */
const payloads = new Map<string, string>();
function payload(tag: string, max: number): string {
  let text = `x${tag}`;
  for (const attack of ATTACKS) if (text.length + 1 + attack.length <= max) text += ` ${attack}`;
  if (text === `x${tag}`) text += ` ${'<b onmouseover=alert(5)>'.slice(0, Math.max(0, max - text.length - 1))}`;
  payloads.set(tag, text);
  return text;
}

const DAY_MS = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);

interface Credentials {
  email: string;
  password: string;
}
const demo = (role: DemoRole): Credentials => ({ email: `${role}@example.com`, password: DEMO_PASSWORD });

async function apiAs(baseURL: string, who: Credentials): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  const res = await api.post('/api/session/login', { data: { email: who.email, password: who.password } });
  expect(res.status(), await res.text()).toBe(200);
  return api;
}

async function ok<T = Record<string, unknown>>(res: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> {
  expect(res.status(), `${res.url()}: ${await res.text()}`).toBeLessThan(300);
  return (await res.json()) as T;
}

/**
 * A new account through the registration service, verified with the e-mailed link: this file's people are
 * its own (the server is shared with the worker's other files, whose demo accounts keep their state).
 */
async function registerPerson(baseURL: string, mailbox: TestMailbox, role: 'seeker' | 'supporter' | 'professional'): Promise<Credentials & { username: string }> {
  const tag = randomUUID().slice(0, 8);
  const person = { email: `xss-${role}-${tag}@example.org`, username: `xss_${role.slice(0, 3)}_${tag}`, password: `xss-${randomUUID()}` };
  const api = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  const { ticket } = (await (await api.get('/api/registration/ticket')).json()) as { ticket: string };
  const licence = { licenceNumber: 'PSY-31337', regulator: 'Health and Care Professions Council', country: 'United Kingdom', licenceExpiry: day(800) };
  const body = role === 'professional' ? { ...person, role, fullName: 'Dr Rowan Vale', licence } : { ...person, role };
  expect((await api.post('/registration', { data: body, headers: { authorization: `Bearer ${ticket}` } })).status()).toBe(201);
  const link = new URL(linkIn(await mailbox.waitFor(person.email)));
  expect((await api.get(`${link.pathname}${link.search}`, { maxRedirects: 0 })).status()).toBe(302);
  await api.dispose();
  return person;
}

interface Seeded {
  conversationId: string;
  articleId: string;
  crisisLineId: string;
  seeker: Credentials;
  supporter: Credentials;
  professional: Credentials;
}
let seeded: Seeded;

test.beforeAll(async ({ appServer, mailbox }) => {
  test.setTimeout(90_000);
  const base = appServer.url;
  const people = { seeker: await registerPerson(base, mailbox, 'seeker'), supporter: await registerPerson(base, mailbox, 'supporter'), professional: await registerPerson(base, mailbox, 'professional') };
  const admin = await apiAs(base, demo('admin'));
  // The professional's licence is approved, so they are listed and may organise events.
  const queue = await ok<{ items: Array<{ id: string; username: string }> }>(await admin.get('/api/admin/verifications?status=pending&pageSize=100'));
  await ok(await admin.post(`/api/admin/verifications/${queue.items.find((r) => r.username === people.professional.username)!.id}/approve`));
  const [seeker, supporter, professional] = await Promise.all([apiAs(base, people.seeker), apiAs(base, people.supporter), apiAs(base, people.professional)]);
  const professionalId = (await ok<{ user: { uid: string } }>(await professional.get('/api/session'))).user.uid;

  // The seeker: profile, journal, a verification request, the chat (a contact request once the professional is listed).
  await ok(await seeker.patch('/api/profile', { data: { gender: payload('gender', 50) } }));
  await ok(await seeker.post('/api/journal', { data: { date: day(-1), mood: 3, tags: ['rest'], note: payload('note', 2000) } }));
  await ok(await seeker.post('/api/profile/verification-request', {
    data: { fullName: payload('vname', 120), licenceNumber: payload('vnum', 60), regulator: payload('vreg', 120), country: payload('vcountry', 60), licenceExpiry: day(400) },
  }));
  const conversation = await ok<{ id: string }>(await seeker.post('/api/chat/conversations', { data: { title: payload('ctitle', 80) } }));
  expect((await seeker.post(`/api/chat/conversations/${conversation.id}/messages`, { data: { content: payload('cmsg', 2000) } })).status()).toBe(200);

  // The professional: directory entry and an event.
  await ok(await professional.put('/api/directory-profile', {
    data: {
      fullName: payload('dname', 120),
      title: payload('dtitle', 100),
      specialties: ['anxiety'],
      approaches: ['cbt'],
      languages: ['en'],
      offersOnline: true,
      offersInPerson: true,
      location: payload('dloc', 100),
      fees: payload('dfees', 160),
      isLowCost: false,
      availability: payload('davail', 160),
      bio: payload('dbio', 1500),
      acceptingNew: true,
    },
  }));
  // Now the professional is listed, the seeker writes to them.
  await ok(await seeker.post(`/api/professionals/${professionalId}/contact-requests`, { data: { message: payload('contact', 1000), contactMethod: 'email', contactValue: 'seeker-contact@example.org' } }));
  // Soon, so it is on the first page of upcoming events whatever else this server holds.
  const start = Date.now() + 2 * 3_600_000;
  await ok(await professional.post('/api/events', {
    data: {
      title: payload('etitle', 120),
      description: payload('edesc', 4000),
      hostName: payload('ehost', 120),
      startsAt: new Date(start).toISOString(),
      endsAt: new Date(start + 3_600_000).toISOString(),
      format: 'in-person',
      onlineUrl: null,
      place: payload('eplace', 200),
      capacity: 10,
      audience: 'all',
    },
  }));

  // A supporter's verification request, rejected with a reason they will read.
  await ok(await supporter.post('/api/profile/verification-request', {
    data: { fullName: 'Sam Supporter', licenceNumber: 'SUP-1', regulator: 'Some Council', country: 'Ireland', licenceExpiry: day(400) },
  }));

  // The admin: an article (markdown with a javascript: link), a crisis line, the rejection.
  const content = `${payload('acontent', 400)}\n\n[tap for help](javascript:window.xssRan=1) and [also](JaVaScRiPt:alert(6)) and [data](data:text/html,<script>alert(7)</script>)`;
  const article = await ok<{ article: { id: string } }>(await admin.post('/api/admin/articles', {
    data: { title: payload('atitle', 150), zone: 'your-calm-zone', excerpt: payload('aexcerpt', 300), content, cover: { data: PNG } },
  }));
  await ok(await seeker.put(`/api/articles/${article.article.id}/rating`, { data: { score: 4 } }));
  const line = await ok<{ line: { id: string } }>(await admin.post('/api/admin/crisis-lines', {
    data: {
      region: 'GB',
      name: payload('lname', 120),
      description: payload('ldesc', 600),
      phone: '0800 123 456',
      sms: '85258',
      smsBody: payload('lsms', 40),
      email: null,
      url: 'https://line.example.org/',
      hours: payload('lhours', 120),
      source: payload('lsource', 200),
      lastChecked: day(-1),
      // Last of the region's lines: other files' tests read the first ones.
      sortOrder: 100_000,
    },
  }));
  const pending = await ok<{ items: Array<{ id: string; username: string }> }>(await admin.get('/api/admin/verifications?status=pending&pageSize=100'));
  const supporterRequest = pending.items.find((r) => r.username === people.supporter.username)!;
  await ok(await admin.post(`/api/admin/verifications/${supporterRequest.id}/reject`, { data: { reason: payload('reason', 1000) } }));

  seeded = { conversationId: conversation.id, articleId: article.article.id, crisisLineId: line.line.id, ...people };
  await Promise.all([seeker, supporter, professional, admin].map((api) => api.dispose()));
});

test.afterAll(async ({ appServer }) => {
  // The article and the crisis line are everyone's: gone again, so the worker's other files see what they expect.
  const admin = await apiAs(appServer.url, demo('admin'));
  if (seeded?.articleId) await ok(await admin.delete(`/api/admin/articles/${seeded.articleId}`));
  if (seeded?.crisisLineId) await ok(await admin.delete(`/api/admin/crisis-lines/${seeded.crisisLineId}`));
  await admin.dispose();
  figures.write(['sqlite']);
});

/** Records dialogs and CSP violations from the first script on. */
async function watch(page: Page): Promise<string[]> {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __cspViolations: string[] };
    w.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => w.__cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  return dialogs;
}

async function signIn(page: Page, baseURL: string, who: Credentials) {
  const res = await page.request.post(`${baseURL}/api/session/login`, { data: { email: who.email, password: who.password }, headers: { origin: baseURL } });
  expect(res.status()).toBe(200);
}

/** Opens a page and checks that every expected payload is shown as text and that nothing ran or was injected. */
async function expectInert(page: Page, dialogs: string[], url: string, tags: string[]) {
  await page.goto(url);
  await expect(page.locator('main')).toBeVisible();
  for (const tag of tags) {
    const text = payloads.get(tag)!;
    // Shown as the very text that was stored: markup that had been parsed would not be in textContent.
    await expect.poll(async () => (await page.evaluate(() => document.body.textContent ?? '')).includes(text), { message: `${url}: "${tag}" shown as text` }).toBe(true);
    figures.add('attacks', 'stored XSS payloads rendered inert in the browser', ATTACKS.filter((a) => text.includes(a)).length || 1);
  }
  // Let anything that would run (image errors, SVG loads, toggles) have its chance.
  await page.waitForTimeout(300);
  // The shell's own inline scripts (the colour-scheme setter and the formatters' warm-up in <head>, allowed by their
  // hashes in the CSP) are the only inline scripts expected; stored content is drawn in <body>.
  const shell = await (await page.request.get('/about')).text();
  const ownScripts = [...shell.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
  expect(ownScripts.length).toBeGreaterThan(0);
  const report = await page.evaluate((own) => {
    const onAttributes: string[] = [];
    for (const el of Array.from(document.querySelectorAll('*'))) for (const name of el.getAttributeNames()) if (/^on/i.test(name)) onAttributes.push(`<${el.tagName.toLowerCase()} ${name}>`);
    const urls = Array.from(document.querySelectorAll('[href], [src], [action], [formaction], [srcdoc], [data]')).flatMap((el) =>
      ['href', 'src', 'action', 'formaction', 'data'].map((a) => el.getAttribute(a) ?? '').filter((v) => /^\s*(javascript|vbscript|data:text\/html)/i.test(v)),
    );
    const isOwn = (s: HTMLScriptElement) => !s.src && s.parentElement === document.head && own.includes(s.textContent ?? '');
    const scripts = Array.from(document.scripts)
      .filter((s) => !isOwn(s) && (!s.src || new URL(s.src).origin !== location.origin))
      .map((s) => s.outerHTML.slice(0, 80));
    const frames = Array.from(document.querySelectorAll('iframe, object, embed, frame')).map((el) => el.outerHTML.slice(0, 80));
    const w = window as unknown as { xssRan?: unknown; __cspViolations?: string[] };
    return { xss: w.xssRan, csp: w.__cspViolations ?? [], onAttributes, urls, scripts, frames };
  }, ownScripts);
  expect(report.xss, `${url}: a payload ran`).toBeUndefined();
  expect(dialogs, `${url}: a dialog opened`).toEqual([]);
  expect(report.csp, `${url}: CSP violations (something tried to run)`).toEqual([]);
  expect(report.onAttributes, `${url}: event-handler attributes in the DOM`).toEqual([]);
  expect(report.urls, `${url}: script URLs in the DOM`).toEqual([]);
  expect(report.scripts, `${url}: inline or foreign scripts`).toEqual([]);
  expect(report.frames, `${url}: frames or embedded objects`).toEqual([]);
}

test('a seeker’s own pages show every stored payload as text and run none of it', async ({ page, baseURL }) => {
  test.setTimeout(60_000);
  const dialogs = await watch(page);
  await signIn(page, baseURL!, seeded.seeker);
  await expectInert(page, dialogs, '/profile', ['gender', 'vname', 'vnum', 'vreg', 'vcountry']);
  await expectInert(page, dialogs, '/get-support/interactive-tools?tool=journal', ['note']);
  await expectInert(page, dialogs, `/ai-chat?c=${seeded.conversationId}`, ['ctitle', 'cmsg']);
  await expectInert(page, dialogs, '/get-support/find-professional?q=xdname', ['dname', 'dtitle', 'dfees', 'davail', 'dbio', 'contact']);
  await expectInert(page, dialogs, '/community/events-webinars', ['etitle', 'edesc', 'ehost', 'eplace']);
});

test('articles and crisis lines written by an admin show as text everywhere, and a javascript: link is no link', async ({ page, baseURL }) => {
  test.setTimeout(60_000);
  const dialogs = await watch(page);
  await signIn(page, baseURL!, seeded.seeker);
  await expectInert(page, dialogs, '/', ['atitle', 'aexcerpt']);
  await expectInert(page, dialogs, '/resources/your-calm-zone', ['atitle', 'aexcerpt']);
  await expectInert(page, dialogs, `/articles/${seeded.articleId}`, ['atitle', 'acontent']);
  const content = page.getByTestId('article-content');
  await expect(content).toContainText('tap for help');
  await expect(content.getByRole('link', { name: 'tap for help' })).toHaveCount(0);
  await expectInert(page, dialogs, '/get-support/crisis-help', ['lname', 'ldesc', 'lhours']);
});

test('a professional’s and a supporter’s pages show what others wrote to them as text', async ({ browser, baseURL }) => {
  test.setTimeout(60_000);
  for (const [who, url, tags] of [
    [seeded.professional, '/profile', ['contact', 'dname']],
    [seeded.supporter, '/profile', ['reason']],
  ] as const) {
    const context = await browser.newContext({ baseURL: baseURL!, locale: 'en-GB' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const dialogs = await watch(page);
    await signIn(page, baseURL!, who);
    await expectInert(page, dialogs, url, [...tags]);
    expect(errors).toEqual([]);
    await context.close();
  }
});

test('the admin dashboard shows every stored payload as text', async ({ page, baseURL }) => {
  test.setTimeout(60_000);
  const dialogs = await watch(page);
  await signIn(page, baseURL!, demo('admin'));
  await expectInert(page, dialogs, '/admin?section=verification', ['vname', 'vnum', 'vreg', 'vcountry']);
  await expectInert(page, dialogs, '/admin?section=articles', ['atitle']);
  await expectInert(page, dialogs, '/admin?section=ratings', ['atitle']);
  await expectInert(page, dialogs, '/admin?section=audit', ['atitle']);
  await expectInert(page, dialogs, '/admin?section=crisis-lines', ['lname']);
});

test.describe('open redirects through the login page', () => {
  const EVIL = ['https://evil.example/phish', '//evil.example/phish', '/\\evil.example/phish', 'javascript:window.xssRan=1', '/\t/evil.example', 'https:evil.example'];

  async function logInThroughForm(page: Page) {
    await page.getByLabel('E-mail address').fill('seeker@example.com');
    await page.getByRole('textbox', { name: 'Password' }).fill(DEMO_PASSWORD);
    await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
  }

  test('a return path to another site (or a script) is replaced by Home', async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    const dialogs = await watch(page);
    const elsewhere: string[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).origin !== new URL(baseURL!).origin) elsewhere.push(req.url());
    });
    for (const evil of EVIL) {
      await page.context().clearCookies();
      await page.goto(`/login?returnTo=${encodeURIComponent(evil)}`);
      await logInThroughForm(page);
      await expect(page).toHaveURL(`${baseURL}/`);
      expect(await page.evaluate(() => (window as unknown as { xssRan?: unknown }).xssRan)).toBeUndefined();
      figures.add('attacks', 'open redirects (browser)');
    }
    expect(elsewhere, 'requests to another site').toEqual([]);
    expect(dialogs).toEqual([]);
  });

  test('a return path on this site is kept: a guarded page sends you back to it after logging in', async ({ page }) => {
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/access-denied$/);
    await page.getByRole('main').getByRole('link', { name: /log in/i }).first().click();
    await expect(page).toHaveURL(/\/login\?returnTo=%2Fprofile$/);
    await logInThroughForm(page);
    await expect(page).toHaveURL(/\/profile$/);
  });
});
