import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { NOT_FOUND_HEADING } from '../packages/shared/src/routes';
import { linkIn, type TestMailbox } from '../apps/server/src/test-support/smtp';
import { expect, expectSamePageLoad, expectSingleH1, logInFromHeader, loginAs, markPageLoad, pageColours, test, type DemoRole } from './fixtures';

/** A real 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const PASSWORD = 'calm-harbour-river-42';

/** Registers a professional with a licence (a seeker with a pending request) and verifies the e-mail. */
async function registerProfessional(request: APIRequestContext, baseURL: string, mailbox: TestMailbox) {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const person = { email: `pro-${tag}@example.org`, username: `pro_${tag}`, password: PASSWORD, role: 'professional', fullName: 'Dr Morgan Reed' };
  const { ticket } = (await (await request.get(`${baseURL}/api/registration/ticket`)).json()) as { ticket: string };
  const res = await request.post(`${baseURL}/registration`, {
    data: { ...person, licence: { licenceNumber: 'PSY-77120', regulator: 'Health and Care Professions Council', country: 'United Kingdom', licenceExpiry: '2032-05-31' } },
    headers: { authorization: `Bearer ${ticket}`, origin: baseURL },
  });
  expect(res.status(), await res.text()).toBe(201);
  const link = new URL(linkIn(await mailbox.waitFor(person.email)));
  expect((await request.get(`${baseURL}${link.pathname}${link.search}`, { maxRedirects: 0 })).status()).toBe(302);
  return person;
}

async function expectNoSidewaysScroll(page: Page, label: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, label).toBeLessThanOrEqual(0);
}

test('an article being written when the session ends is there again, cover and all, after logging in from the header', async ({ page, baseURL }) => {
  await loginAs(page, 'admin', baseURL!);
  await page.goto('/admin?section=articles');
  await markPageLoad(page);
  await page.getByRole('button', { name: 'New article' }).click();
  let form = page.getByTestId('article-form');
  const title = `Unsaved thoughts ${Date.now().toString(36)}`;
  const content = '## Slowing down\n\nA long piece an admin would not want to write twice.';
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Zone').selectOption('for-supporters');
  await form.getByLabel('Cover image').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG });
  await expect(form.getByRole('img', { name: 'Chosen cover: cover.png' })).toBeVisible();
  await form.getByLabel('Content').fill(content);

  // The session ends on the server's side; the admin area hides itself once the save says so.
  await page.context().clearCookies();
  await form.getByLabel('Excerpt').fill('Written while the session ended.');
  await form.getByRole('button', { name: 'Publish the article' }).click();
  await expectSingleH1(page, NOT_FOUND_HEADING);
  await logInFromHeader(page, 'admin');

  await expect(page).toHaveURL(/\/admin\?section=articles$/);
  form = page.getByTestId('article-form');
  await expect(form.getByTestId('article-restored')).toBeVisible();
  await expect(form.getByLabel('Title')).toHaveValue(title);
  await expect(form.getByLabel('Zone')).toHaveValue('for-supporters');
  await expect(form.getByLabel('Excerpt')).toHaveValue('Written while the session ended.');
  await expect(form.getByLabel('Content')).toHaveValue(content);
  await expect(form.getByRole('img', { name: 'Chosen cover: cover.png' })).toBeVisible();
  await expectSamePageLoad(page);

  // Cancel gives it up: the next new article starts empty.
  await form.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'New article' }).click();
  await expect(page.getByTestId('article-form').getByLabel('Title')).toHaveValue('');
  await expect(page.getByTestId('article-restored')).toHaveCount(0);
});

test('an admin reaches the dashboard from the account menu', async ({ page, baseURL }) => {
  await loginAs(page, 'admin', baseURL!);
  await page.goto('/');
  await page.getByTestId('account-menu').first().click();
  await expect(page.getByRole('menuitem')).toHaveText(['Your profile', 'Admin dashboard', 'Log out']);
  await page.getByRole('menuitem', { name: 'Admin dashboard' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expectSingleH1(page, 'Admin dashboard');
});

test('an admin creates an article in a zone; it appears on Home and in that zone', async ({ page, baseURL }) => {
  await loginAs(page, 'admin', baseURL!);
  await page.goto('/admin');
  await expectSingleH1(page, 'Admin dashboard');
  await page.getByRole('tab', { name: 'Articles' }).click();
  await expect(page).toHaveURL(/\/admin\?section=articles$/);
  await page.getByRole('button', { name: 'New article' }).click();

  const form = page.getByTestId('article-form');
  const title = `Walking by the water ${Date.now().toString(36)}`;
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Zone').selectOption('for-supporters');
  await form.getByLabel('Excerpt').fill('A short walk outside can make a long day feel lighter.');
  // An SVG is refused before anything is sent.
  await form.getByLabel('Cover image').setInputFiles({ name: 'cover.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') });
  await expect(form.getByText('SVG images cannot be used as covers')).toBeVisible();
  await form.getByLabel('Cover image').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG });
  await expect(form.getByRole('img', { name: 'Chosen cover: cover.png' })).toBeVisible();
  await form.getByLabel('Content').fill('## Why it helps\n\nMoving gently can **quieten** a busy mind.\n\n- Notice three sounds\n- Notice the air');

  // The live preview uses the article page's safe renderer.
  const preview = page.getByTestId('article-preview');
  await expect(preview.getByRole('heading', { name: 'Why it helps' })).toBeVisible();
  await expect(preview.locator('strong')).toHaveText('quieten');
  await expect(preview.getByRole('listitem')).toHaveCount(2);

  await form.getByRole('button', { name: 'Publish the article' }).click();
  await expect(page.getByText(`“${title}” is published in For supporters.`)).toBeVisible();
  // The form that had the focus is gone: the outcome takes it, so a screen reader says it.
  await expect(page.getByRole('status').filter({ hasText: `“${title}” is published in For supporters.` })).toBeFocused();
  await expect(page.getByTestId('articles-table').getByRole('link', { name: title })).toBeVisible();
  // Dismissed with the keyboard, the message hands the focus on to the control after it (it fell to the page before).
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Dismiss message' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText(`“${title}” is published in For supporters.`)).toHaveCount(0);
  await expect(page.getByLabel('Search titles')).toBeFocused();

  await page.goto('/');
  const card = page.getByTestId('featured-articles').getByRole('article').first();
  await expect(card.getByRole('link', { name: title })).toBeVisible();
  const cover = card.locator('img');
  await expect(cover).toHaveAttribute('src', /^\/uploads\/[a-f0-9]{32}\.png$/);
  const coverResponse = await page.request.get(`${baseURL}${await cover.getAttribute('src')}`);
  expect(coverResponse.headers()['content-type']).toBe('image/png');
  expect(coverResponse.headers()['x-content-type-options']).toBe('nosniff');

  await page.goto('/resources/for-supporters');
  await expect(page.getByTestId('zone-articles').getByRole('link', { name: title })).toBeVisible();
  await page.getByTestId('zone-articles').getByRole('link', { name: title }).click();
  await expectSingleH1(page, title);
  await expect(page.getByTestId('article-content').locator('strong')).toHaveText('quieten');

  // The audit log records it by title, without the content.
  await page.goto('/admin?section=audit');
  const row = page.getByTestId('audit-row').first();
  await expect(row).toHaveAttribute('data-action', 'article.created');
  await expect(row).toContainText(title);
  await expect(row).not.toContainText('quieten');
});

test('an admin approves a professional request: the person’s role and badge change', async ({ page, baseURL, browser, mailbox }) => {
  const person = await registerProfessional(page.request, baseURL!, mailbox);

  // The person, in their own browser: a seeker waiting for review.
  const theirs = await browser.newContext({ baseURL: baseURL! });
  const personPage = await theirs.newPage();
  const login = await personPage.request.post(`${baseURL}/api/session/login`, { data: { email: person.email, password: PASSWORD }, headers: { origin: baseURL! } });
  expect(login.status()).toBe(200);
  await personPage.goto('/profile');
  await expect(personPage.getByTestId('profile-role')).toHaveText('Seeker');
  await expect(personPage.getByTestId('verification-status')).toHaveAttribute('data-status', 'pending');
  await expect(personPage.getByTestId('profile-verified-badge')).toHaveCount(0);

  await loginAs(page, 'admin', baseURL!);
  await page.goto('/admin?section=verification');
  const card = page.locator(`[data-testid="verification-request"][data-username="${person.username}"]`);
  await expect(card).toContainText('Dr Morgan Reed');
  await expect(card).toContainText('PSY-77120');
  await card.getByRole('button', { name: /^Approve/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve Dr Morgan Reed?' });
  await expect(dialog).toContainText('31 May 2032');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(`${person.username} is now a professional. We e-mailed them.`)).toBeVisible();
  await expect(card).toHaveCount(0);
  // The request and its button are gone: the outcome has the focus (not the page), so a screen reader says it.
  await expect(page.getByRole('status').filter({ hasText: `${person.username} is now a professional.` })).toBeFocused();

  // Shown wherever professionals are listed for the admin.
  await page.getByRole('tab', { name: 'People' }).click();
  await page.getByLabel('Search').fill(person.username);
  const row = page.locator(`[data-testid="person-row"][data-username="${person.username}"]`);
  await expect(row.getByTestId('person-role')).toHaveText('Professional');
  await expect(row.getByTestId('verified-badge')).toContainText('31 May 2032');

  // The person sees their new role and the verified badge with the expiry.
  await personPage.reload();
  await expect(personPage.getByTestId('profile-role')).toHaveText('Professional');
  const badge = personPage.getByTestId('profile-verified-badge');
  await expect(badge).toContainText('Verified professional');
  await expect(badge).toContainText('Licence valid until 31 May 2032');
  await expect(personPage.getByTestId('profile-details')).toContainText('Dr Morgan Reed');
  await theirs.close();
});

test('an admin bans and unbans a person from the People list; the ban signs them out at once', async ({ page, baseURL, browser, mailbox }) => {
  const person = await registerProfessional(page.request, baseURL!, mailbox);
  const theirs = await browser.newContext({ baseURL: baseURL! });
  const personPage = await theirs.newPage();
  expect((await personPage.request.post(`${baseURL}/api/session/login`, { data: { email: person.email, password: PASSWORD }, headers: { origin: baseURL! } })).status()).toBe(200);
  await personPage.goto('/profile');
  await expectSingleH1(personPage, 'Your profile');

  await loginAs(page, 'admin', baseURL!);
  await page.goto('/admin?section=people');
  await page.getByLabel('Search').fill(person.username);
  await page.getByRole('button', { name: `Manage ${person.username}` }).click();
  const dialog = page.getByRole('dialog', { name: `Manage ${person.username}` });
  // Each step keeps the focus in the dialog, where the person is: the question's safe answer, back to the button
  // that asked, then the outcome's message (read out as it takes the focus), never the page.
  await dialog.getByRole('button', { name: 'Ban this account' }).click();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('button', { name: 'Ban this account' })).toBeFocused();
  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: 'Yes, ban this account' }).click();
  await expect(dialog.getByRole('status')).toHaveText(`${person.username} is banned and logged out everywhere.`);
  await expect(dialog.getByRole('status')).toBeFocused();

  const session = await personPage.request.get(`${baseURL}/api/session`);
  expect(await session.json()).toEqual({ user: null });
  const refused = await personPage.request.post(`${baseURL}/api/session/login`, { data: { email: person.email, password: PASSWORD }, headers: { origin: baseURL! } });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).code).toBe('auth/account-suspended');

  await dialog.getByRole('button', { name: 'Lift the ban' }).click();
  await expect(dialog.getByRole('status')).toContainText(`The ban on ${person.username} is lifted`);
  await expect(dialog.getByRole('status')).toBeFocused();
  // Dismissed, the message's place goes to the first control after it.
  await dialog.getByRole('button', { name: 'Dismiss message' }).click();
  await expect(dialog.getByRole('combobox', { name: 'Role' })).toBeFocused();
  expect((await personPage.request.post(`${baseURL}/api/session/login`, { data: { email: person.email, password: PASSWORD }, headers: { origin: baseURL! } })).status()).toBe(200);
  await theirs.close();
});

test('every area of the dashboard works at 360 px and by keyboard', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await loginAs(page, 'admin', baseURL!);
  await page.goto('/admin');
  await expect(page.getByTestId('signups-chart')).toBeVisible();
  await expect(page.getByTestId('stat-people')).toContainText(/\d+/);
  await expectNoSidewaysScroll(page, 'overview');
  // The chart is drawn at its box's width: its labels keep their 12 px (scaled to fit they were 6 px), and the
  // weeks' labels do not run into each other.
  const labels = await page.getByTestId('signups-chart').locator('svg text').evaluateAll((texts) =>
    texts.map((t) => { const r = t.getBoundingClientRect(); return { left: r.left, right: r.right, top: r.top, height: r.height }; }),
  );
  expect(labels.length).toBeGreaterThan(3);
  for (const label of labels) expect(label.height).toBeGreaterThanOrEqual(11);
  const weekLabels = labels.filter((l) => l.top === Math.max(...labels.map((m) => m.top))).sort((a, b) => a.left - b.left);
  expect(weekLabels.length).toBeGreaterThan(1);
  for (let i = 1; i < weekLabels.length; i++) expect(weekLabels[i]!.left).toBeGreaterThan(weekLabels[i - 1]!.right);
  // Every label is inside the drawing: this week's, the last, was cut off at the right edge.
  const drawing = (await page.getByTestId('signups-chart').locator('svg').boundingBox())!;
  for (const label of labels) expect(label.right, 'a label past the drawing’s right edge').toBeLessThanOrEqual(drawing.x + drawing.width);
  // Arrow keys move between the tabs, as in any tab list.
  await page.getByRole('tab', { name: 'Overview' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'People' })).toHaveAttribute('aria-selected', 'true');
  for (const [tab, testId] of [['People', 'people-table'], ['Verification', 'admin-verification'], ['Articles', 'articles-table'], ['Ratings', 'ratings-table'], ['Audit log', 'admin-audit']] as const) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByTestId(testId)).toBeVisible();
    await expectNoSidewaysScroll(page, tab);
    // Each landmark has a name of its own (a table's scroll region once shared its section's name).
    const landmarks = await new AxeBuilder({ page }).withRules(['landmark-unique']).analyze();
    expect(landmarks.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), tab).toEqual([]);
  }
});

test('in forced colours, light and dark, the sign-ups chart and the ratings’ bars are drawn in the page’s colours', async ({ page, baseURL }) => {
  await loginAs(page, 'admin', baseURL!);
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ forcedColors: 'active', colorScheme });
    await page.goto('/admin');
    const chart = page.getByTestId('signups-chart');
    await expect(chart.locator('rect').first()).toBeAttached();
    const { text } = await pageColours(page);
    // SVG keeps its own colours in forced colours: the bars and words were the scheme's teal and grey, whatever the
    // reader's theme. They take its text colour now (the grid its grey).
    const drawn = await chart.evaluate((el) => [...Array.from(el.querySelectorAll('rect'), (r) => getComputedStyle(r).fill), ...Array.from(el.querySelectorAll('svg text'), (t) => getComputedStyle(t).fill)]);
    expect(new Set(drawn), `${colorScheme}: the sign-ups chart's colours`).toEqual(new Set([text]));

    await page.getByRole('tab', { name: 'Ratings' }).click();
    const bars = page.getByTestId('rating-distribution');
    await expect(bars.first()).toBeVisible();
    const ratings = await bars.first().evaluate((svg) => ({
      marks: Array.from(svg.querySelectorAll('rect.harbour-chart-mark'), (r) => getComputedStyle(r).fill),
      words: Array.from(svg.querySelectorAll('text'), (t) => getComputedStyle(t).fill),
    }));
    expect(new Set([...ratings.marks, ...ratings.words]), `${colorScheme}: the ratings' bars and numbers`).toEqual(new Set([text]));
  }
});

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`accessibility in ${scheme} colours`, () => {
    test.use({ colorScheme: scheme });
    test('every area of the dashboard, a dialog and the article editor have no serious or critical axe problems', async ({ page, baseURL }) => {
      // Eight axe passes over the whole dashboard: 32–34 s on a slow host, past the default 30 s.
      test.setTimeout(90_000);
      await loginAs(page, 'admin', baseURL!);
      const check = async (label: string) => {
        const results = await new AxeBuilder({ page }).include('main').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
        const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), label).toEqual([]);
      };
      await page.goto('/admin');
      await expect(page.getByTestId('signups-chart')).toBeVisible();
      await check('overview');
      for (const [tab, testId] of [['People', 'people-table'], ['Verification', 'admin-verification'], ['Articles', 'articles-table'], ['Ratings', 'ratings-table'], ['Audit log', 'admin-audit']] as const) {
        await page.getByRole('tab', { name: tab }).click();
        await expect(page.getByTestId(testId)).toBeVisible();
        await check(tab);
      }
      await page.getByRole('tab', { name: 'People' }).click();
      await page.getByRole('button', { name: 'Manage demo-seeker' }).click();
      await expect(page.getByRole('dialog', { name: 'Manage demo-seeker' })).toBeVisible();
      const dialog = await new AxeBuilder({ page }).include('[role="dialog"]').withTags(['wcag2a', 'wcag2aa']).analyze();
      expect(dialog.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`).join(', ')}`)).toEqual([]);
      await page.keyboard.press('Escape');
      await page.getByRole('tab', { name: 'Articles' }).click();
      await page.getByRole('button', { name: 'New article' }).click();
      await page.getByTestId('article-form').getByLabel('Content').fill('## A heading\n\nSome **bold** text.');
      await check('article editor');
    });
  });
}

for (const who of ['anonymous', 'seeker', 'supporter', 'professional'] as const) {
  test(`${who} opening /admin sees the not-found page, and the admin API answers as if it did not exist`, async ({ page, baseURL }) => {
    if (who !== 'anonymous') await loginAs(page, who as DemoRole, baseURL!);
    const adminCalls: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/admin')) adminCalls.push(r.url());
    });
    await page.goto('/admin');
    await expectSingleH1(page, NOT_FOUND_HEADING);
    await expect(page.getByText('Admin dashboard')).toHaveCount(0);
    expect(adminCalls).toEqual([]);
    const api = await page.request.get(`${baseURL}/api/admin/overview`);
    expect(api.status()).toBe(who === 'anonymous' ? 401 : 404);
  });
}
