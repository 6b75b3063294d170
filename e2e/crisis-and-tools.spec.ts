import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import type { Page, Request } from '@playwright/test';
import { PHQ9_ITEMS, GAD7_ITEMS } from '../packages/shared/src/screening';
import { contrast, expect, expectAppPage, expectSingleH1, loginAs, overlaps, pageColours, TEXT_SPACING_CSS, test, type PageBox } from './fixtures';

const CRISIS = '/get-support/crisis-help';
const TOOLS = '/get-support/interactive-tools';
/** The neutral site quick exit goes to (apps/web/src/components/layout/quick-exit.tsx); there is no internet here. */
const NEUTRAL_SITE = 'https://www.bbc.co.uk/weather';

async function stubNeutralSite(page: Page) {
  await page.route('https://www.bbc.co.uk/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><html lang="en"><title>Weather</title><h1>Weather forecast</h1></html>' }),
  );
}

/** Fails the test on any serious or critical accessibility problem of the page as it is now. */
async function expectNoSeriousA11yViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    label,
  ).toEqual([]);
}

/** Answers question `index` (0-based) of the open questionnaire. */
async function answer(page: Page, index: number, label: string) {
  await page.getByTestId('assessment-question').nth(index).getByRole('radio', { name: label, exact: true }).check();
}

test.describe('crisis help', () => {
  test('loads no schema library: a fresh visit shows the lines that came with the page, checked by the app’s own check, without asking again', async ({ page, consoleErrors }) => {
    const scripts: string[] = [];
    const listRequests: string[] = [];
    page.on('request', (request: Request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      // The service worker saves its own copy when it installs; the page itself does not ask.
      if (new URL(request.url()).pathname === '/api/crisis-lines' && !request.serviceWorker()) listRequests.push(request.url());
    });
    await page.goto(CRISIS);
    await expect(page.getByTestId('crisis-lines-status')).toHaveAttribute('data-source', 'network');
    await expect(page.getByTestId('crisis-line').first()).toBeVisible();
    // The app has replaced the page's plain version.
    await expect(page.getByTestId('crisis-page-plain')).toHaveCount(0);
    await expectSingleH1(page, 'Get help now');
    expect(listRequests).toEqual([]);
    expect(scripts.some((p) => p.includes('/assets/crisis-help-'))).toBe(true);
    expect(scripts.filter((p) => /\/assets\/zod-/.test(p))).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('someone already tabbing through the plain page when the app replaces it keeps their place: focus moves to the heading', async ({ page }) => {
    // Hold the app's code until the keyboard is inside the plain page the shell paints first.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(CRISIS, { waitUntil: 'commit' });
    const plain = page.getByTestId('crisis-page-plain');
    await expect(plain.getByRole('heading', { level: 1 })).toBeVisible();
    // The shell's brand and "Get help now", then the first emergency number.
    for (let step = 0; step < 3; step += 1) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('[data-testid="crisis-page-plain"]')?.tagName)).toBe('MAIN');
    release();
    await expectAppPage(page);
    await expect(page.locator('#page-title')).toBeFocused();
    // The next Tab goes on from the heading, not from the top of the page.
    await page.keyboard.press('Tab');
    await expect(page.getByTestId('emergency-callout').getByRole('link').first()).toBeFocused();
  });

  test.describe('with JavaScript switched off, in a browser set to British English', () => {
    test.use({ javaScriptEnabled: false, locale: 'en-GB' });
    test('the page still gives the emergency numbers and every line, the visitor’s region first', async ({ page }) => {
      await page.goto(CRISIS);
      const plain = page.getByTestId('crisis-page-plain');
      await expect(plain.getByRole('heading', { level: 1 })).toHaveText('Get help now');
      await expect(plain.getByRole('heading', { level: 3 }).first()).toHaveText('United Kingdom');
      await expect(plain.getByRole('link', { name: '999' }).first()).toHaveAttribute('href', 'tel:999');
      await expect(plain.getByRole('link', { name: 'Call 116 123' }).first()).toHaveAttribute('href', 'tel:116123');
      await expect(plain.getByRole('link', { name: 'Text SHOUT to 85258' })).toHaveAttribute('href', 'sms:85258?&body=SHOUT');
      await expect(plain.getByRole('link', { name: 'Call 988' }).first()).toHaveAttribute('href', 'tel:988');
      await expect(plain.getByRole('heading', { level: 3 })).toHaveText(['United Kingdom', 'United States', 'Canada', 'Australia', 'Ireland', 'Anywhere else']);
    });
  });

  test('Home’s code carries no crisis lines: the built-in list comes with the pages that show it (decision 005)', async ({ page }) => {
    // A built-in line's description (packages/shared/src/crisis-lines.ts).
    const BUILT_IN = 'Free to call from any phone';
    const scripts: Array<{ url: string; text: Promise<string> }> = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push({ url: new URL(response.url()).pathname, text: response.text() });
    });
    await page.goto('/');
    await expect(page.getByTestId('featured-articles')).toBeVisible();
    const home = await Promise.all(scripts.splice(0).map(async (s) => ({ url: s.url, holds: (await s.text).includes(BUILT_IN) })));
    expect(home.length).toBeGreaterThan(0);
    expect(home.filter((s) => s.holds)).toEqual([]);
    // The crisis page's own code has them (its answer when the list cannot be loaded).
    await page.getByRole('link', { name: 'Get help now' }).first().click();
    await expect(page.getByTestId('crisis-line').first()).toBeVisible();
    const crisis = await Promise.all(scripts.map(async (s) => (await s.text).includes(BUILT_IN)));
    expect(crisis).toContain(true);
  });

  test('opens with the network switched off once the site has been visited', async ({ page, context, consoleErrors }) => {
    await page.goto('/about');
    // The service worker is installed from any page; wait until it controls this one and holds the list.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await expect.poll(() => page.evaluate(async () => Boolean(await caches.match('/api/crisis-lines')))).toBe(true);

    await context.setOffline(true);
    const response = await page.goto(CRISIS);
    expect(response?.fromServiceWorker()).toBe(true);
    await expectSingleH1(page, 'Get help now');
    await expect(page.getByTestId('emergency-callout')).toBeVisible();
    await expect(page.getByTestId('crisis-line').first()).toBeVisible();
    const status = page.getByTestId('crisis-lines-status');
    await expect(status).toHaveAttribute('data-source', 'offline-copy');
    await expect(status).toContainText('You are offline');
    await expect(status).toContainText(/saved on this device on \d{1,2} \w+ \d{4}/);
    // The notice under the header does not send someone already here to this page.
    await expect(page.getByTestId('offline-notice')).toHaveText(
      'Failed to get document because the client is offline. This page works offline, and phone numbers work without the internet.',
    );

    // A reload with no network opens it again, and other regions are there too.
    await page.reload();
    await expectSingleH1(page, 'Get help now');
    await page.getByRole('button', { name: 'United Kingdom' }).click();
    await expect(page.getByTestId('crisis-lines')).toHaveAttribute('data-region', 'GB');
    await expect(page.getByRole('link', { name: 'Call 116 123' })).toHaveAttribute('href', 'tel:116123');

    // The worker stores no API answer but the crisis list.
    const storedApi = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
      return urls.filter((u) => u.startsWith('/api'));
    });
    expect([...new Set(storedApi)]).toEqual(['/api/crisis-lines']);

    await context.setOffline(false);
    // The session check and similar calls fail while offline; the browser logs those, and that is expected.
    const unexpected = consoleErrors.filter((e) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch/.test(e));
    consoleErrors.splice(0, consoleErrors.length, ...unexpected);
  });

  test('the region switch changes the lines, and the choice is remembered', async ({ page }) => {
    await page.goto(CRISIS);
    await page.getByRole('button', { name: 'United Kingdom' }).click();
    const list = page.getByTestId('crisis-lines');
    await expect(list).toHaveAttribute('data-region', 'GB');
    await expect(list).toContainText('Samaritans');
    await expect(list).not.toContainText('988 Suicide & Crisis Lifeline');
    await expect(page.getByRole('link', { name: 'Text SHOUT to 85258' })).toHaveAttribute('href', 'sms:85258?&body=SHOUT');
    await expect(page.getByTestId('emergency-callout')).toContainText('999');

    await page.getByRole('button', { name: 'Australia' }).click();
    await expect(list).toHaveAttribute('data-region', 'AU');
    await expect(list).toContainText('Lifeline');
    await expect(page.getByRole('link', { name: 'Call 13 11 14' })).toHaveAttribute('href', 'tel:131114');
    await expect(page.getByTestId('emergency-callout')).toContainText('000');
    await expect(page.getByRole('button', { name: 'Australia' })).toHaveAttribute('aria-pressed', 'true');

    await page.getByRole('button', { name: 'Anywhere else' }).click();
    await expect(list).toContainText('Find A Helpline');
    await expect(page.getByTestId('crisis-line').first()).toContainText(/source: findahelpline\.com · details last checked \d{1,2} \w+ \d{4}/i);

    await page.getByRole('button', { name: 'Ireland' }).click();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Ireland' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('crisis-lines')).toContainText('50808');
    await expect(page.getByTestId('crisis-lines-status')).toHaveText(/This list was last updated on \d{1,2} \w+ \d{4}\./);
  });

  test.describe('in a browser set to Australian English, on a device in a time zone of no region we list', () => {
    // UTC gives no evidence of where the device is, so the language decides (a host's own zone might not).
    test.use({ locale: 'en-AU', timezoneId: 'UTC' });
    test('starts with the lines for Australia', async ({ page }) => {
      await page.goto(CRISIS);
      await expect(page.getByTestId('crisis-lines')).toHaveAttribute('data-region', 'AU');
      await expect(page.getByTestId('emergency-callout')).toContainText('000');
    });
  });

  test.describe('in a browser set to US English, on a device in London', () => {
    test.use({ locale: 'en-US', timezoneId: 'Europe/London' });
    test('starts with the United Kingdom: the device’s time zone comes before the browser’s language', async ({ page }) => {
      const response = await page.goto(CRISIS);
      // The server only sees the language, so its plain page put the United States first; the app knows better.
      expect(/<h3>([^<]+)<\/h3>/.exec((await response?.text()) ?? '')?.[1]).toBe('United States');
      await expect(page.getByTestId('emergency-callout')).toContainText('Call your local emergency number now (999 in United Kingdom)');
      await expect(page.getByRole('button', { name: 'United Kingdom' })).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByRole('button', { name: 'United States' })).toHaveAttribute('aria-pressed', 'false');
      await expect(page.getByTestId('crisis-lines')).toHaveAttribute('data-region', 'GB');
      await expect(page.getByTestId('crisis-line').first()).toContainText('Samaritans');
      await expect(page.getByTestId('crisis-page-plain')).toHaveCount(0);
    });
  });

  test('shows what an admin changed in the list', async ({ page, baseURL }) => {
    await loginAs(page, 'admin', baseURL!);
    const created = await page.request.post('/api/admin/crisis-lines', {
      headers: { origin: baseURL! },
      data: { region: 'CA', name: 'Test Line Canada', description: 'Added by an admin.', phone: '1 800 555 0100', hours: '24/7', source: 'example.ca', lastChecked: '2026-11-01', sortOrder: 5 },
    });
    expect(created.status()).toBe(201);
    // The public list may be cached for two minutes; a fresh browser context reads it fresh.
    await page.goto(`${CRISIS}`);
    await page.getByRole('button', { name: 'Canada' }).click();
    await expect(page.getByTestId('crisis-line').first()).toContainText('Test Line Canada');
    await expect(page.getByRole('link', { name: 'Call 1 800 555 0100' })).toHaveAttribute('href', 'tel:18005550100');
  });
});

test.describe('quick exit', () => {
  test('the button leaves the site, and Back does not return to the page', async ({ page, baseURL }) => {
    await stubNeutralSite(page);
    await page.goto(CRISIS);
    await page.getByTestId('quick-exit').click();
    await expect(page).toHaveURL(NEUTRAL_SITE);
    await expect(page.getByRole('heading', { name: 'Weather forecast' })).toBeVisible();
    await page.goBack();
    expect(page.url().startsWith(baseURL!)).toBe(false);
  });

  test('pressing Escape three times leaves the site, and Back does not return to the page', async ({ page, baseURL }) => {
    await stubNeutralSite(page);
    await page.goto(`${TOOLS}?tool=grounding`);
    await expectSingleH1(page, 'Interactive tools');
    // Two presses, then another key: nothing happens (a stray Escape must not throw someone out).
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(new RegExp(`${TOOLS}`));
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(NEUTRAL_SITE);
    await page.goBack();
    expect(page.url().startsWith(baseURL!)).toBe(false);
  });

  test('the keyboard reaches it second, straight after the skip link', async ({ page }) => {
    await page.goto(CRISIS);
    await expectAppPage(page);
    await expectSingleH1(page, 'Get help now');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByTestId('quick-exit')).toBeFocused();
  });

  test('it also logs out, so pressing Back shows none of the person’s own pages (decision 012)', async ({ page, baseURL }) => {
    await stubNeutralSite(page);
    await loginAs(page, 'seeker', baseURL!);
    await page.goto('/profile');
    await expectSingleH1(page, 'Your profile');
    await expect(page.getByRole('main')).toContainText('seeker@example.com');
    // A page change inside Harbour stays in the tab's history: Back after leaving from here comes to the profile.
    await page.getByTestId('get-help-now').first().click();
    await expectSingleH1(page, 'Get help now');
    await page.getByTestId('quick-exit').click();
    await expect(page).toHaveURL(NEUTRAL_SITE);
    // The session ended on the server…
    await expect.poll(async () => ((await (await page.request.get(`${baseURL}/api/session`)).json()) as { user: unknown }).user).toBeNull();
    // …and Back comes to the profile's address without the person in it (it asks a visitor to log in, on the
    // page the guard sends them to).
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`^${baseURL}/(profile|access-denied)$`));
    await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Your profile');
    await expect(page.getByRole('main')).not.toContainText('seeker@example.com');
    expect(await page.evaluate(() => localStorage.getItem('currentUser'))).toBeNull();
  });

  test('is explained on the FAQ page', async ({ page }) => {
    await page.goto('/faq');
    await page.getByRole('button', { name: 'How does quick exit work?' }).click();
    const answer = page.getByText(/press the Escape key three times/i);
    await expect(answer).toBeVisible();
  });

  test('FAQ: each question is an h2 holding its button, and the opened answer is a region named by it', async ({ page }) => {
    await page.goto('/faq');
    // The heading wraps the button (a heading inside a button is flattened and cannot be listed or jumped to).
    const heading = page.getByRole('heading', { level: 2, name: 'How does quick exit work?' });
    const question = heading.getByRole('button', { name: 'How does quick exit work?' });
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    // aria-controls and the panel's aria-labelledby are single ids (they broke when built from the question text).
    const panelId = await question.getAttribute('aria-controls');
    expect(panelId).toMatch(/^\S+$/);
    const answer = page.getByRole('region', { name: 'How does quick exit work?' });
    await expect(answer).toHaveAttribute('id', panelId!);
    await expect(answer).toContainText(/press the Escape key three times/i);
  });
});

test.describe('self-assessments', () => {
  test('the list of tools loads none of the tools’ code; a tool’s code comes when it is opened', async ({ page, consoleErrors }) => {
    const scripts: string[] = [];
    page.on('request', (request: Request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(TOOLS);
    await expect(page.getByTestId('tool-list').getByRole('listitem')).toHaveCount(5);
    await expectSingleH1(page, 'Interactive tools');
    const toolCode = (p: string) => /\/assets\/(assessment|breathing-exercise|grounding-exercise|mood-journal|zod)-/.test(p);
    expect(scripts.filter(toolCode)).toEqual([]);

    // Reaching for Open starts the tool's code; opening it shows the tool.
    await page.getByRole('link', { name: 'Open Anxiety check (GAD-7)' }).hover();
    await expect.poll(() => scripts.some((p) => p.includes('/assets/assessment-'))).toBe(true);
    await page.getByRole('link', { name: 'Open Anxiety check (GAD-7)' }).click();
    await expect(page.getByTestId('assessment-question')).toHaveCount(GAD7_ITEMS.length);
    expect(scripts.some((p) => p.includes('/assets/mood-journal-'))).toBe(false);
    expect(consoleErrors).toEqual([]);
  });

  test('a tool whose code cannot be fetched says so, keeps crisis help in reach, and opens when tried again', async ({ page, consoleErrors }) => {
    await page.route(/\/assets\/grounding-exercise-[^/]+\.js$/, (route) => route.abort('internetdisconnected'));
    await page.goto(`${TOOLS}?tool=grounding`);
    const failed = page.getByTestId('tool-load-error');
    await expect(failed).toContainText('This tool could not be opened');
    await expect(failed).toContainText('Please check your connection and try again.');
    await expect(page.getByTestId('tool-view').getByRole('link', { name: 'crisis help' })).toHaveAttribute('href', CRISIS);
    await page.unroute(/\/assets\/grounding-exercise-[^/]+\.js$/);
    await failed.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('tool-load-error')).toHaveCount(0);
    await expect(page.getByTestId('tool-view').getByRole('button', { name: /start/i }).first()).toBeVisible();
    // The refused fetch is the browser's only complaint.
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !/ERR_INTERNET_DISCONNECTED/.test(e)));
  });

  test('PHQ-9: an answer above 0 to question 9 shows crisis help at once, whatever else is answered', async ({ page }) => {
    await page.goto(`${TOOLS}?tool=phq9`);
    await expect(page.getByTestId('assessment-question')).toHaveCount(PHQ9_ITEMS.length);
    await expect(page.getByTestId('crisis-support')).toHaveCount(0);

    // Only question 9 answered, no submit: crisis help is already there.
    await answer(page, 8, 'Several days');
    const crisis = page.getByTestId('crisis-support');
    await expect(crisis).toBeVisible();
    await expect(crisis).toContainText('If you are in immediate danger');
    await expect(crisis.getByRole('link', { name: 'See all crisis lines' })).toHaveAttribute('href', CRISIS);

    await answer(page, 8, 'Not at all');
    await expect(crisis).toHaveCount(0);

    // Every other answer 0, question 9 "several days": a total of 1 (minimal), and still crisis help first.
    for (let i = 0; i < 8; i++) await answer(page, i, 'Not at all');
    await answer(page, 8, 'Several days');
    await page.getByRole('button', { name: 'See my result' }).click();
    const result = page.getByTestId('assessment-result');
    await expect(result).toHaveAttribute('data-total', '1');
    await expect(result).toHaveAttribute('data-band', 'minimal');
    await expect(result.getByTestId('crisis-support')).toBeVisible();
    await expect(result.getByTestId('screening-disclaimer')).toContainText('screening questionnaire, not a diagnosis');
  });

  test.describe('in a browser set to British English, on a device in Sydney', () => {
    test.use({ locale: 'en-GB', timezoneId: 'Australia/Sydney' });
    test('PHQ-9’s crisis help gives Australia’s emergency number and lines', async ({ page }) => {
      await page.goto(`${TOOLS}?tool=phq9`);
      await answer(page, 8, 'More than half the days');
      const crisis = page.getByTestId('crisis-support');
      await expect(crisis).toContainText('call your local emergency number (000 in Australia)');
      await expect(crisis.getByRole('link', { name: '000', exact: true })).toHaveAttribute('href', 'tel:000');
      await expect(crisis.getByRole('link', { name: 'Call Lifeline on 13 11 14' })).toHaveAttribute('href', 'tel:131114');
    });
  });

  test('an anonymous assessment sends nothing to the server', async ({ page }) => {
    const sent: Request[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET' || request.url().includes('/api/assessments')) sent.push(request);
    });
    await page.goto(`${TOOLS}?tool=gad7`);
    await expect(page.getByTestId('assessment-question')).toHaveCount(GAD7_ITEMS.length);
    // Submitting with gaps says what is missing, and still sends nothing.
    await page.getByRole('button', { name: 'See my result' }).click();
    await expect(page.getByText('Please answer every question to see your result.')).toBeVisible();
    const answers = ['Nearly every day', 'More than half the days', 'Nearly every day', 'Several days', 'More than half the days', 'Nearly every day', 'Several days'];
    for (const [i, label] of answers.entries()) await answer(page, i, label);
    await page.getByRole('button', { name: 'See my result' }).click();
    const result = page.getByTestId('assessment-result');
    await expect(result).toHaveAttribute('data-total', '15');
    await expect(result).toHaveAttribute('data-band', 'severe');
    await expect(result.getByTestId('screening-disclaimer')).toBeVisible();
    await expect(result.getByTestId('assessment-not-saved')).toContainText('nothing has been sent to Harbour');
    await expect(result.getByRole('button', { name: 'Save to my history' })).toHaveCount(0);
    expect(sent.map((r) => `${r.method()} ${r.url()}`)).toEqual([]);
  });

  test('every question is a required radio group; missing ones are marked invalid and described by their message', async ({ page }) => {
    await page.goto(`${TOOLS}?tool=gad7`);
    const first = page.getByRole('radiogroup', { name: `1. ${GAD7_ITEMS[0]!.text}` });
    const second = page.getByRole('radiogroup', { name: `2. ${GAD7_ITEMS[1]!.text}` });
    await expect(first).toHaveAttribute('aria-required', 'true');
    await expect(first).not.toHaveAttribute('aria-invalid', 'true');
    await answer(page, 0, 'Several days');
    await page.getByRole('button', { name: 'See my result' }).click();
    // The first unanswered question takes the focus, and says it is invalid and why.
    await expect(second.getByRole('radio', { name: 'Not at all' })).toBeFocused();
    await expect(second).toHaveAttribute('aria-invalid', 'true');
    await expect(second.getByRole('radio', { name: 'Not at all' })).toHaveAttribute('aria-invalid', 'true');
    await expect(second).toHaveAccessibleDescription('Choose an answer for this question.');
    await expect(first).not.toHaveAttribute('aria-invalid', 'true');
    // Answering it clears the mark.
    await answer(page, 1, 'Several days');
    await expect(second).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('a signed-in person can save a result and sees it in their history', async ({ page, baseURL }) => {
    await loginAs(page, 'supporter', baseURL!);
    await page.goto(`${TOOLS}?tool=gad7`);
    for (let i = 0; i < GAD7_ITEMS.length; i++) await answer(page, i, i < 5 ? 'More than half the days' : 'Not at all');
    await page.getByRole('button', { name: 'See my result' }).click();
    await expect(page.getByTestId('assessment-result')).toHaveAttribute('data-total', '10');
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/assessments') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Save to my history' }).click();
    expect((await saved).status()).toBe(201);
    await expect(page.getByText('Saved to your history.')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Saved to your history.' })).toBeFocused();
    await expect(page.getByTestId('assessment-history')).toContainText('Moderate');
    await expect(page.getByTestId('assessment-chart').locator('circle')).toHaveCount(1);
    // On a 360 px phone the whole row fits, its Delete button included: nothing is cut off at the edge.
    const wide = page.viewportSize()!;
    await page.setViewportSize({ width: 360, height: 740 });
    const overflow = await page.getByTestId('assessment-history').evaluate((table) => table.scrollWidth - (table.parentElement?.clientWidth ?? 0));
    expect(overflow, 'the table is wider than its room by').toBeLessThanOrEqual(0);
    await page.setViewportSize(wide);

    // Deleting asks first ("Keep it" keeps it); once deleted, the message saying so has the focus (its row is gone).
    await page.getByTestId('assessment-history').getByRole('button', { name: /^Delete the result of/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this result?' });
    await expect(confirm).toContainText('10 out of 21, moderate');
    await confirm.getByRole('button', { name: 'Keep it' }).click();
    await expect(page.getByTestId('assessment-history')).toContainText('Moderate');
    await expect(page.getByTestId('assessment-history').getByRole('button', { name: /^Delete the result of/ })).toBeFocused();
    await page.getByTestId('assessment-history').getByRole('button', { name: /^Delete the result of/ }).click();
    await page.getByRole('dialog', { name: 'Delete this result?' }).getByRole('button', { name: 'Delete the result' }).click();
    await expect(page.getByTestId('assessment-history')).toHaveCount(0);
    const outcome = page.getByRole('region', { name: 'Your saved GAD-7 results' }).getByRole('status');
    await expect(outcome).toHaveText(/^Your GAD-7 result of .+ has been deleted\.$/);
    await expect(outcome).toBeFocused();
  });
});

test.describe('forced colours (Windows High Contrast) and the reader’s own text spacing', () => {
  test('“Get help now” keeps its pill’s outline in forced colours, light and dark, before and after the app starts', async ({ page }) => {
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ forcedColors: 'active', colorScheme });
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const { canvas } = await pageColours(page);
      // The browser drops the pill's fill: only a border (transparent until then) still draws its shape.
      const outline = (el: Element) => {
        const style = getComputedStyle(el);
        return { drawn: style.borderTopStyle !== 'none' && parseFloat(style.borderTopWidth) >= 1, colour: style.borderTopColor };
      };
      const edge = await page.getByTestId('get-help-now').evaluate(outline);
      expect(edge.drawn, `${colorScheme}: the pill has an outline`).toBe(true);
      expect(contrast(edge.colour, canvas), `${colorScheme}: the pill's outline against the page`).toBeGreaterThanOrEqual(3);
      // index.html's static header, shown until the app has drawn its own, has the same outline.
      const boot = await page.evaluate(() => {
        const link = document.createElement('a');
        link.className = 'boot-help';
        document.body.append(link);
        const style = getComputedStyle(link);
        const seen = { drawn: style.borderTopStyle !== 'none' && parseFloat(style.borderTopWidth) >= 1, colour: style.borderTopColor };
        link.remove();
        return seen;
      });
      expect(boot.drawn, `${colorScheme}: the static header's pill has an outline`).toBe(true);
      expect(contrast(boot.colour, canvas), `${colorScheme}: the static header's pill outline against the page`).toBeGreaterThanOrEqual(3);
    }
  });

  test('what is chosen or done still shows in forced colours, light and dark: a chosen mood, a ticked box, the breathing pattern, the grounding progress, the mood chart', async ({ page, baseURL }) => {
    // The professional's journal: no other test writes in it (entries three and five days ago leave today's form open).
    await loginAs(page, 'professional', baseURL!);
    for (const [days, mood] of [[3, 4], [5, 2]] as const) {
      const date = new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
      const res = await page.request.post(`${baseURL}/api/journal`, { data: { date, mood, tags: [] }, headers: { origin: baseURL! } });
      expect(res.status(), await res.text()).toBe(201);
    }
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ forcedColors: 'active', colorScheme });
      await page.goto(`${TOOLS}?tool=journal`);
      const form = page.getByTestId('journal-form');
      const mood = form.getByRole('radio', { name: '4 · Good' });
      const tag = form.getByRole('checkbox', { name: 'Sleep' });
      await mood.check();
      await tag.check();
      const { canvas, text } = await pageColours(page);
      // The browser drops the component's fill, and the white tick or dot was left on a white page. The fill and
      // the mark are the system's colours for a selection now (the fill changes over 100 ms: polled).
      for (const [name, control] of [['the chosen mood', mood], ['a ticked box', tag]] as const) {
        const look = () => control.evaluate((el) => ({ fill: getComputedStyle(el).backgroundColor, mark: getComputedStyle(el.nextElementSibling!).color }));
        await expect.poll(async () => contrast((await look()).fill, canvas), `${colorScheme}: ${name} is filled, apart from the page`).toBeGreaterThanOrEqual(3);
        const { fill, mark } = await look();
        expect(contrast(mark, fill), `${colorScheme}: the mark of ${name} on its fill`).toBeGreaterThanOrEqual(3);
      }
      // SVG keeps its own colours in forced colours: the chart's marks, lines and words take the page's text colour.
      const chart = page.getByTestId('mood-chart');
      await expect(chart.locator('circle')).toHaveCount(2);
      const drawn = await chart.evaluate((el) => ({
        marks: Array.from(el.querySelectorAll('circle'), (c) => getComputedStyle(c).fill),
        line: getComputedStyle(el.querySelector('path')!).stroke,
        words: Array.from(el.querySelectorAll('svg text'), (t) => getComputedStyle(t).fill),
      }));
      expect(new Set([...drawn.marks, drawn.line, ...drawn.words]), `${colorScheme}: the mood chart's colours`).toEqual(new Set([text]));

      await page.goto(`${TOOLS}?tool=breathing`);
      const exercise = page.getByTestId('breathing-exercise');
      const indicator = exercise.locator('.mantine-SegmentedControl-indicator');
      await expect(indicator).toBeVisible();
      const chosen = exercise.locator('.mantine-SegmentedControl-label[data-active]');
      await expect(chosen).toHaveText('Calm');
      const fill = await indicator.evaluate((el) => getComputedStyle(el).backgroundColor);
      expect(contrast(fill, canvas), `${colorScheme}: the chosen breathing pattern is filled, apart from the others`).toBeGreaterThanOrEqual(3);
      const words = await chosen.evaluate((el) => ({ color: getComputedStyle(el).color, adjust: getComputedStyle(el).forcedColorAdjust }));
      expect(contrast(words.color, fill), `${colorScheme}: the chosen pattern's name on its fill`).toBeGreaterThanOrEqual(4.5);
      // Otherwise the browser draws a plate of the page's colour behind the words, as dark as they are in a dark theme.
      expect(words.adjust, `${colorScheme}: the chosen pattern's name is drawn in its own colours`).toBe('none');

      await page.goto(`${TOOLS}?tool=grounding`);
      await page.getByRole('button', { name: 'Start', exact: true }).click();
      const done = page.getByTestId('tool-view').locator('.mantine-Progress-section');
      await expect(done).toBeVisible();
      expect(contrast(await done.evaluate((el) => getComputedStyle(el).backgroundColor), canvas), `${colorScheme}: the grounding exercise's progress`).toBeGreaterThanOrEqual(3);
    }
  });

  test('at 320 px with the reader’s own text spacing, the breathing patterns’ names are whole', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(`${TOOLS}?tool=breathing`);
    const control = page.getByTestId('breathing-exercise').locator('.mantine-SegmentedControl-root');
    await expect(control).toBeVisible();
    await page.addStyleTag({ content: TEXT_SPACING_CSS });
    // Each name was kept on one line and clipped (when the names were longer, "Box breathing" lost its end past the
    // control's edge); the rule that wraps them now also serves the journal's range and any longer name to come.
    const cut = await control.evaluate((root) =>
      [root, ...Array.from(root.querySelectorAll<HTMLElement>('.mantine-SegmentedControl-label'))]
        .filter((el) => el.scrollWidth > el.clientWidth)
        .map((el) => `${el.textContent}: ${el.scrollWidth} > ${el.clientWidth}`),
    );
    expect(cut, 'names wider than their box').toEqual([]);
  });
});

test.describe('breathing and grounding', () => {
  test('the breathing guide announces each phase once, and counts down', async ({ page }) => {
    // Paused once the page is up: the guide moves only when the test says, however slow the machine.
    const start = new Date('2026-01-05T09:00:00Z');
    await page.clock.install({ time: start });
    await page.goto(`${TOOLS}?tool=breathing`);
    await page.clock.pauseAt(new Date(start.getTime() + 60_000));
    // It starts with the pattern the crisis page describes: in for four, hold for four, out for six.
    await expect(page.getByRole('radio', { name: 'Calm' })).toBeChecked();
    await expect(page.getByTestId('breathing-exercise')).toContainText('Calm breathing. In for 4, hold for 4, then out slowly for 6.');
    await page.getByRole('button', { name: 'Start' }).click();
    const announcement = page.getByTestId('breathing-announcement');
    await expect(announcement).toHaveText('Round 1 of 5. Breathe in for 4.');
    await expect(page.getByTestId('breathing-count')).toHaveText('4');
    await page.clock.runFor(2_000);
    await expect(page.getByTestId('breathing-count')).toHaveText('2');
    // Not every tick: the spoken text is the same until the phase changes.
    await expect(announcement).toHaveText('Round 1 of 5. Breathe in for 4.');
    await page.clock.runFor(2_000);
    await expect(announcement).toHaveText('Hold for 4.');
    await expect(page.getByTestId('breathing-phase')).toHaveText('Hold');
    await page.clock.runFor(4_000);
    await expect(announcement).toHaveText('Breathe out for 6.');
    await expect(page.getByTestId('breathing-circle')).toHaveCSS('transform', /matrix/);

    // Another pattern starts afresh with its own steps.
    await page.getByTestId('breathing-exercise').locator('label', { hasText: '4-7-8' }).click();
    await expect(page.getByRole('radio', { name: '4-7-8' })).toBeChecked();
    await expect(page.getByTestId('breathing-phase')).toHaveText('Ready when you are');
    await page.getByRole('button', { name: 'Start' }).click();
    await expect(announcement).toHaveText('Round 1 of 4. Breathe in for 4.');
    await page.clock.runFor(4_000);
    await expect(announcement).toHaveText('Hold for 7.');
  });

  test('on a phone, Start is in view without scrolling, and starting brings the guide into view', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`${TOOLS}?tool=breathing`);
    const quickExit = (await page.getByTestId('quick-exit').boundingBox())!;
    const inView = async (name: string, box: PageBox | null) => {
      expect(box, name).not.toBeNull();
      expect(box!.y, `${name} starts below the top`).toBeGreaterThanOrEqual(0);
      expect(box!.y + box!.height, `${name} ends above the bottom`).toBeLessThanOrEqual(740);
      expect(overlaps(box!, quickExit), `${name} is clear of quick exit`).toBe(false);
    };
    await inView('Start', await page.getByRole('button', { name: 'Start', exact: true }).boundingBox());
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await expect(page.getByTestId('breathing-count')).toBeVisible();
    // The scroll is smooth: wait until the guide has stopped moving.
    await expect.poll(async () => {
      const before = await page.evaluate(() => window.scrollY);
      await page.waitForTimeout(150);
      return before === (await page.evaluate(() => window.scrollY)) && before > 0;
    }).toBe(true);
    await inView('Pause', await page.getByRole('button', { name: 'Pause' }).boundingBox());
    await inView('Stop', await page.getByRole('button', { name: 'Stop' }).boundingBox());
    await inView('the circle', await page.getByTestId('breathing-circle').boundingBox());
    await inView('the count', await page.getByTestId('breathing-count').boundingBox());
  });

  test('the breathing guide keeps the keyboard focus through Start, Pause, Continue and Stop', async ({ page }) => {
    await page.goto(`${TOOLS}?tool=breathing`);
    const start = page.getByRole('button', { name: 'Start', exact: true });
    await start.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Pause' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Continue' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Stop' })).toBeFocused();
    // Stop goes with the exercise it stops: the focus goes to Start, not to the top of the page.
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Stop' })).toHaveCount(0);
    await expect(start).toBeFocused();
  });

  test('with reduced motion the guide is text only', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`${TOOLS}?tool=breathing`);
    await page.getByTestId('breathing-exercise').locator('label', { hasText: 'Box' }).click();
    await expect(page.getByRole('radio', { name: 'Box' })).toBeChecked();
    // The chosen pattern's highlight sits on its label, inside the control (it slid off without its styles).
    const control = page.getByTestId('breathing-exercise').locator('.mantine-SegmentedControl-root');
    const [root, highlight, label] = await Promise.all(
      ['', ' .mantine-SegmentedControl-indicator', ' label[data-active]'].map((part) =>
        page.locator(`[data-testid="breathing-exercise"] .mantine-SegmentedControl-root${part}`).first().evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect),
      ),
    );
    expect(await control.count()).toBe(1);
    expect(highlight!.right).toBeLessThanOrEqual(root!.right + 0.5);
    expect(highlight!.bottom).toBeLessThanOrEqual(root!.bottom + 0.5);
    expect(Math.abs(highlight!.left - label!.left)).toBeLessThanOrEqual(1);
    expect(Math.abs(highlight!.top - label!.top)).toBeLessThanOrEqual(1);
    await page.getByRole('button', { name: 'Start' }).click();
    await expect(page.getByTestId('breathing-exercise')).toHaveAttribute('data-reduced-motion', 'true');
    await expect(page.getByTestId('breathing-circle')).toHaveCount(0);
    await expect(page.getByTestId('breathing-phase')).toHaveText('Breathe in');
    await expect(page.getByTestId('breathing-announcement')).toHaveText('Round 1 of 5. Breathe in for 4.');
  });

  test('the grounding exercise goes one sense at a time', async ({ page }) => {
    await page.goto(`${TOOLS}?tool=grounding`);
    await page.getByRole('button', { name: 'Start' }).click();
    const heading = page.getByTestId('grounding-step-heading');
    await expect(heading).toHaveText('5 things you can see');
    await expect(heading).toBeFocused();
    await page.getByRole('button', { name: 'I noticed one' }).click();
    await expect(page.getByText('1 of 5', { exact: true })).toBeVisible();
    for (const next of ['4 things you can feel', '3 things you can hear', '2 things you can smell', '1 thing you can taste']) {
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(heading).toHaveText(next);
    }
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page.getByRole('heading', { name: 'Well done' })).toBeFocused();
  });

  test('the grounding exercise can be done from start to finish by keyboard, the focus never dropped to the page', async ({ page }) => {
    await page.goto(`${TOOLS}?tool=grounding`);
    const exercise = page.getByTestId('grounding-exercise');
    const heading = page.getByTestId('grounding-step-heading');
    const noticed = exercise.getByRole('button', { name: 'I noticed one' });
    /** After every key: something on the page has the focus, and it is on screen. */
    const expectFocusShown = async (after: string) => {
      await expect.poll(() => page.evaluate(() => document.activeElement?.tagName ?? 'none'), { message: `the focus after ${after}` }).not.toMatch(/^(BODY|none)$/);
      await expect(page.locator(':focus'), `the focus after ${after}`).toBeVisible();
      await expect(page.locator(':focus'), `the focus after ${after}`).toBeInViewport();
    };
    const press = async (key: 'Enter' | ' ', what: string) => {
      await page.keyboard.press(key);
      await expectFocusShown(`${key === ' ' ? 'Space' : key} on ${what}`);
    };
    /** Tabs forwards to the named button (Back is skipped while it is disabled). */
    const tabTo = async (name: string) => {
      const target = exercise.getByRole('button', { name, exact: true });
      for (let i = 0; i < 6 && !(await target.evaluate((el) => el === document.activeElement)); i++) {
        await page.keyboard.press('Tab');
        await expectFocusShown(`Tab towards ${name}`);
      }
      await expect(target).toBeFocused();
    };

    await exercise.getByRole('button', { name: 'Start' }).focus();
    await press('Enter', 'Start');
    const steps = [
      { count: 5, title: '5 things you can see' },
      { count: 4, title: '4 things you can feel' },
      { count: 3, title: '3 things you can hear' },
      { count: 2, title: '2 things you can smell' },
      { count: 1, title: '1 thing you can taste' },
    ];
    for (const [i, step] of steps.entries()) {
      const isLast = i === steps.length - 1;
      await expect(exercise).toHaveAttribute('data-step', String(i + 1));
      await expect(heading).toHaveText(step.title);
      await expect(heading).toBeFocused();
      await tabTo('I noticed one');
      for (let n = 1; n <= step.count; n++) {
        await press(n % 2 ? 'Enter' : ' ', `I noticed one (${n} of ${step.count})`);
        if (n < step.count) {
          await expect(exercise.getByText(`${n} of ${step.count}`, { exact: true })).toBeVisible();
          await expect(noticed).toBeFocused();
        }
      }
      // The count is reached: the button is disabled, and its focus went to the words that say so.
      await expect(noticed).toBeDisabled();
      const counted = page.getByTestId('grounding-step-counted');
      await expect(counted).toHaveText(`${step.count} of ${step.count}. Well noticed. Choose ${isLast ? 'Finish' : 'Next'} when you are ready.`);
      await expect(counted).toHaveAttribute('role', 'status');
      await expect(counted).toBeFocused();
      // One press too many moves nothing on.
      await press('Enter', 'the finished count');
      await expect(counted).toBeFocused();
      await expect(exercise).toHaveAttribute('data-step', String(i + 1));
      await tabTo(isLast ? 'Finish' : 'Next');
      await press(i % 2 ? ' ' : 'Enter', isLast ? 'Finish' : 'Next');
    }
    await expect(exercise).toHaveAttribute('data-step', 'done');
    await expect(page.getByRole('heading', { name: 'Well done' })).toBeFocused();
    // And round again, still by keyboard.
    await tabTo('Start again');
    await press('Enter', 'Start again');
    await expect(exercise).toHaveAttribute('data-step', '1');
    await expect(heading).toHaveText('5 things you can see');
    await expect(heading).toBeFocused();
  });
});

test.describe('mood journal', () => {
  test('asks anonymous visitors to log in', async ({ page }) => {
    await page.goto(`${TOOLS}?tool=journal`);
    await expect(page.getByTestId('journal-sign-in')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log in' }).last()).toHaveAttribute('href', `/login?returnTo=${encodeURIComponent(`${TOOLS}?tool=journal`)}`);
    await expect(page.getByTestId('tool-view').getByText('Needs an account', { exact: true })).toBeVisible();
  });

  test('the mood is a required radio group, marked invalid with its message when left out', async ({ page, baseURL }) => {
    await loginAs(page, 'seeker', baseURL!);
    await page.goto(`${TOOLS}?tool=journal`);
    const form = page.getByTestId('journal-form');
    const mood = form.getByRole('radiogroup', { name: 'Mood' });
    await expect(mood).toHaveAttribute('aria-required', 'true');
    await expect(mood).not.toHaveAttribute('aria-invalid', 'true');
    await form.getByRole('button', { name: 'Save entry' }).click();
    await expect(mood.getByRole('radio', { name: '1 · Very low' })).toBeFocused();
    await expect(mood).toHaveAttribute('aria-invalid', 'true');
    await expect(mood.getByRole('radio', { name: '1 · Very low' })).toHaveAttribute('aria-invalid', 'true');
    await expect(mood).toHaveAccessibleDescription('Choose a mood from 1 to 5.');
  });

  test('create, edit, export and delete an entry in the browser', async ({ page, baseURL }) => {
    test.slow();
    await loginAs(page, 'seeker', baseURL!);
    await page.goto(`${TOOLS}?tool=journal`);
    const form = page.getByTestId('journal-form');
    await expect(form).toBeVisible();
    await expect(page.getByTestId('journal-empty')).toBeVisible();
    // A signed-in person is not told the tool needs an account.
    await expect(page.getByTestId('tool-view').getByText('Needs an account', { exact: true })).toHaveCount(0);

    // Saving without a mood says what is missing.
    await form.getByRole('button', { name: 'Save entry' }).click();
    await expect(form.getByText('Choose a mood from 1 to 5.')).toBeVisible();

    await form.getByRole('radio', { name: '4 · Good' }).check();
    await form.getByRole('checkbox', { name: 'Sleep' }).check();
    await form.getByRole('checkbox', { name: 'Outdoors' }).check();
    await form.getByRole('textbox', { name: /Note/ }).fill('Walked by the sea, "slept" well, felt lighter');
    await form.getByRole('button', { name: 'Save entry' }).click();
    await expect(page.getByTestId('journal-message')).toContainText('has been added');
    // Each step leaves the keyboard somewhere useful (it fell to the page's top before): here, on what happened.
    await expect(page.getByTestId('journal-message')).toBeFocused();
    const entry = page.getByTestId('journal-entry');
    await expect(entry).toHaveCount(1);
    await expect(entry.getByTestId('journal-entry-mood')).toHaveText('Mood: 4 · Good');
    await expect(entry).toContainText('Sleep');
    await expect(entry.getByTestId('journal-entry-note')).toHaveText('Walked by the sea, "slept" well, felt lighter');
    await expect(page.getByTestId('mood-chart').locator('circle')).toHaveCount(1);
    // Today has an entry: the page offers to edit it rather than a second one.
    await expect(page.getByRole('button', { name: 'Edit today’s entry' })).toBeVisible();

    await entry.getByRole('button', { name: /^Edit the entry for/ }).click();
    const editForm = page.getByTestId('journal-form');
    await expect(editForm.getByLabel('Day')).toBeFocused();
    await editForm.getByRole('button', { name: 'Cancel' }).click();
    await expect(entry.getByRole('button', { name: /^Edit the entry for/ })).toBeFocused();
    await entry.getByRole('button', { name: /^Edit the entry for/ }).click();
    await editForm.getByRole('radio', { name: '2 · Low' }).check();
    await editForm.getByRole('checkbox', { name: 'Sleep' }).uncheck();
    await editForm.getByRole('textbox', { name: /Note/ }).fill('Harder evening than I expected');
    await editForm.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByTestId('journal-message')).toContainText('has been saved');
    await expect(entry.getByTestId('journal-entry-mood')).toHaveText('Mood: 2 · Low');
    await expect(entry).not.toContainText('Sleep');
    await expect(entry.getByTestId('journal-entry-note')).toHaveText('Harder evening than I expected');

    // A day missed earlier can still be noted once today has an entry (the form used to be today's only).
    const [today, yesterday] = await page.evaluate(() =>
      [0, 1].map((back) => {
        const d = new Date();
        d.setDate(d.getDate() - back);
        return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
      }),
    );
    const addEarlier = page.getByRole('button', { name: 'Add an entry for an earlier day' });
    await addEarlier.click();
    const earlierForm = page.getByTestId('journal-form');
    await expect(earlierForm.getByRole('heading', { name: 'Add an entry for an earlier day' })).toBeVisible();
    await expect(earlierForm.getByLabel('Day')).toBeFocused();
    await expect(earlierForm.getByLabel('Day')).toHaveValue(yesterday!);
    await earlierForm.getByRole('button', { name: 'Cancel' }).click();
    await expect(addEarlier).toBeFocused();
    await addEarlier.click();
    await earlierForm.getByLabel('Day').fill(today!);
    await expect(earlierForm.getByText('You already have an entry for this day.')).toBeVisible();
    await earlierForm.getByLabel('Day').fill(yesterday!);
    await earlierForm.getByRole('radio', { name: '3 · Okay' }).check();
    await earlierForm.getByRole('button', { name: 'Save entry' }).click();
    await expect(page.getByTestId('journal-message')).toBeFocused();
    await expect(page.getByTestId('journal-message')).toContainText('has been added');
    await expect(page.getByTestId('journal-form')).toHaveCount(0);
    await expect(addEarlier).toBeVisible();
    await expect(entry).toHaveCount(2);
    await expect(page.getByTestId('mood-chart').locator('circle')).toHaveCount(2);
    // Newest first: the earlier day is second. It goes again, so the steps below have today's entry alone.
    await expect(entry.nth(1).getByTestId('journal-entry-mood')).toHaveText('Mood: 3 · Okay');
    await entry.nth(1).getByRole('button', { name: /^Delete the entry for/ }).click();
    await entry.nth(1).getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByTestId('journal-message')).toContainText('has been deleted');
    await expect(entry).toHaveCount(1);

    await page.getByTestId('mood-journal').locator('label', { hasText: '90 days' }).click();
    await expect(page.getByRole('radio', { name: '90 days' })).toBeChecked();
    await expect(page.getByRole('heading', { name: 'Your last 90 days' })).toBeVisible();
    await expect(entry).toHaveCount(1);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download as CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^harbour-mood-journal-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await file.path())!, 'utf8');
    expect(csv).toContain('date,mood,mood_label,tags,note,created_at,updated_at');
    expect(csv).toContain('Harder evening than I expected');

    await entry.getByRole('button', { name: /^Delete the entry for/ }).click();
    await expect(entry.getByRole('button', { name: 'Keep it' })).toBeFocused();
    await entry.getByRole('button', { name: 'Keep it' }).click();
    await expect(entry.getByRole('button', { name: /^Delete the entry for/ })).toBeFocused();
    await entry.getByRole('button', { name: /^Delete the entry for/ }).click();
    await entry.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByTestId('journal-message')).toBeFocused();
    await expect(page.getByTestId('journal-message')).toContainText('has been deleted');
    await expect(page.getByTestId('journal-entry')).toHaveCount(0);
    await expect(page.getByTestId('journal-empty')).toBeVisible();
  });

  test('an entry saved while offline stays in the form, the refusal says so, and it saves once back online', async ({ page, context, baseURL, consoleErrors }) => {
    await loginAs(page, 'seeker', baseURL!);
    await page.goto(`${TOOLS}?tool=journal`);
    const form = page.getByTestId('journal-form');
    await expect(page.getByTestId('journal-empty')).toBeVisible();
    await form.getByRole('radio', { name: '2 · Low' }).check();
    const note = form.getByRole('textbox', { name: /Note/ });
    await note.fill('Could not face the shop today');
    await context.setOffline(true);
    await form.getByRole('button', { name: 'Save entry' }).click();
    await expect(page.getByTestId('journal-save-error')).toHaveText(
      'Failed to get document because the client is offline. What you wrote is still here. Save it again when you are back online.',
    );
    await expect(note).toHaveValue('Could not face the shop today');
    await expect(form.getByRole('radio', { name: '2 · Low' })).toBeChecked();
    // The browser reports the request it could not make; that is this test's point, not a fault.
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !/ERR_INTERNET_DISCONNECTED/.test(e)));

    // Under the header, the page says what being offline means here, and the way to crisis help.
    const notice = page.getByTestId('offline-notice');
    await expect(notice).toHaveText(
      'Failed to get document because the client is offline. What is on screen stays; new pages and saving need the connection. Crisis help works offline.',
    );
    await expect(notice).toHaveAttribute('role', 'status');
    await expect(notice.getByRole('link', { name: 'Crisis help' })).toHaveAttribute('href', CRISIS);

    await context.setOffline(false);
    await expect(notice).toHaveText('');
    await form.getByRole('button', { name: 'Save entry' }).click();
    await expect(page.getByTestId('journal-message')).toContainText('has been added');
    await expect(page.getByTestId('journal-entry').getByTestId('journal-entry-note')).toHaveText('Could not face the shop today');
  });
});

test.describe('accessibility (axe: no serious or critical problems)', () => {
  // Each axe pass reads the whole page; several per test need more than the default time on a busy machine.
  test.describe.configure({ timeout: 90_000 });
  for (const scheme of ['light', 'dark'] as const) {
    test.describe(`${scheme} colours`, () => {
      test.use({ colorScheme: scheme });

      test('crisis page and the tools list', async ({ page }) => {
        await page.goto(CRISIS);
        await expect(page.getByTestId('crisis-line').first()).toBeVisible();
        await expectNoSeriousA11yViolations(page, `crisis page (${scheme})`);
        await page.goto(TOOLS);
        await expect(page.getByTestId('tool-list')).toBeVisible();
        await expectNoSeriousA11yViolations(page, `tools list (${scheme})`);
      });

      test('the crisis page in plain HTML, as it is before the app’s code arrives', async ({ page, consoleErrors }) => {
        // The app's code never arrives (a slow or broken connection); the shell's own script still runs.
        await page.route('**/assets/*.js', (route) => route.abort());
        await page.goto(CRISIS);
        await expect(page.getByTestId('crisis-page-plain').getByRole('heading', { level: 1 })).toHaveText('Get help now');
        await expectNoSeriousA11yViolations(page, `plain crisis page (${scheme})`);
        // The browser reports each script it could not load; that is this test's setup.
        consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !/ERR_FAILED/.test(e)));
      });

      test('PHQ-9 with crisis help, missing answers and a result', async ({ page }) => {
        await page.goto(`${TOOLS}?tool=phq9`);
        await answer(page, 8, 'Several days');
        await expect(page.getByTestId('crisis-support')).toBeVisible();
        await page.getByRole('button', { name: 'See my result' }).click();
        await expectNoSeriousA11yViolations(page, `PHQ-9 with crisis help and missing answers (${scheme})`);
        for (let i = 0; i < 8; i++) await answer(page, i, 'Several days');
        await page.getByRole('button', { name: 'See my result' }).click();
        await expect(page.getByTestId('assessment-result')).toBeVisible();
        await expectNoSeriousA11yViolations(page, `PHQ-9 result (${scheme})`);
      });

      test('GAD-7 with a saved history', async ({ page, baseURL }) => {
        await loginAs(page, 'professional', baseURL!);
        await page.goto(`${TOOLS}?tool=gad7`);
        await expectNoSeriousA11yViolations(page, `GAD-7 (${scheme})`);
        for (let i = 0; i < GAD7_ITEMS.length; i++) await answer(page, i, 'Several days');
        await page.getByRole('button', { name: 'See my result' }).click();
        await page.getByRole('button', { name: 'Save to my history' }).click();
        await expect(page.getByTestId('assessment-history')).toBeVisible();
        await expectNoSeriousA11yViolations(page, `GAD-7 with history (${scheme})`);
      });

      test('breathing and grounding, running', async ({ page }) => {
        await page.goto(`${TOOLS}?tool=breathing`);
        await page.getByRole('button', { name: 'Start' }).click();
        await expectNoSeriousA11yViolations(page, `breathing (${scheme})`);
        await page.goto(`${TOOLS}?tool=grounding`);
        await page.getByRole('button', { name: 'Start' }).click();
        await expectNoSeriousA11yViolations(page, `grounding (${scheme})`);
      });

      test('the journal: signed out, with an entry, and while editing', async ({ page, baseURL }) => {
        await page.goto(`${TOOLS}?tool=journal`);
        await expect(page.getByTestId('journal-sign-in')).toBeVisible();
        await expectNoSeriousA11yViolations(page, `journal, signed out (${scheme})`);
        await loginAs(page, 'admin', baseURL!);
        await page.goto(`${TOOLS}?tool=journal`);
        // Once the journal has loaded, today's form is there unless today already has an entry (the other scheme's run).
        await expect(page.getByTestId('journal-empty').or(page.getByTestId('journal-entry').first())).toBeVisible();
        const form = page.getByTestId('journal-form');
        if (await form.isVisible()) {
          await form.getByRole('radio', { name: '3 · Okay' }).check();
          await form.getByRole('textbox', { name: /Note/ }).fill('An ordinary day');
          await form.getByRole('button', { name: 'Save entry' }).click();
        }
        await expect(page.getByTestId('journal-entry').first()).toBeVisible();
        await expectNoSeriousA11yViolations(page, `journal with an entry (${scheme})`);
        await page.getByTestId('journal-entry').first().getByRole('button', { name: /^Edit the entry for/ }).click();
        await expect(page.getByRole('button', { name: 'Save changes' })).toBeVisible();
        await expectNoSeriousA11yViolations(page, `journal while editing (${scheme})`);
        await page.getByRole('button', { name: 'Cancel' }).click();
        await page.getByTestId('journal-entry').first().getByRole('button', { name: /^Delete the entry for/ }).click();
        await expect(page.getByRole('button', { name: 'Keep it' })).toBeVisible();
        await expectNoSeriousA11yViolations(page, `journal asking to confirm a delete (${scheme})`);
      });
    });
  }

  test('usable at 360 px wide: crisis page and tools do not scroll sideways', async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await loginAs(page, 'seeker', baseURL!);
    for (const url of [CRISIS, TOOLS, `${TOOLS}?tool=phq9`, `${TOOLS}?tool=breathing`, `${TOOLS}?tool=grounding`, `${TOOLS}?tool=journal`]) {
      await page.goto(url);
      await expect(page.locator('h1')).toBeVisible();
      await expect(page.locator('main')).not.toBeEmpty();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, url).toBeLessThanOrEqual(0);
    }
    // A tool's short name stays on one line in its heading: "(GAD-7)" never breaks after the hyphen.
    await page.goto(`${TOOLS}?tool=gad7`);
    const shortName = page.getByRole('heading', { name: 'Anxiety check (GAD-7)' }).getByText('(GAD-7)');
    expect(await shortName.evaluate((element) => element.getClientRects().length)).toBe(1);
  });
});
