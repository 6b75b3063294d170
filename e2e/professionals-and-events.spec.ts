import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Locator, Page } from '@playwright/test';
import { FOCUS_SETTLE_MS } from '../apps/web/src/lib/focus-later';
import { contrast, expect, expectSamePageLoad, expectSingleH1, LOST_SESSION_REFUSAL, logInFromHeader, loginAs, markPageLoad, pageColours, test, TEXT_SPACING_CSS } from './fixtures';

const FIND = '/get-support/find-professional';
const EVENTS = '/community/events-webinars';
/** Both screens of this spec, with their h1. */
const BOTH_PAGES = [
  [FIND, 'Find a professional'],
  [EVENTS, 'Events and webinars'],
] as const;

/** A `datetime-local` value this many days from now, at the given hour, in the browser's zone. */
const localDateTime = (days: number, hour: number) => {
  const d = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(hour)}:00`;
};

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** WCAG A/AA checks (contrast included) on the page's own content. */
async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).include('main').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  // Headings go down one level at a time (the events' titles once followed the page's title two levels down).
  const outline = await new AxeBuilder({ page }).include('main').withRules(['heading-order']).analyze();
  expect(outline.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('find a professional: search, filter, widen an empty search, send a request; the professional accepts it', async ({ page, baseURL, browser, mailbox }) => {
  test.setTimeout(120_000);
  await loginAs(page, 'seeker', baseURL!);
  await page.goto(FIND);
  await expectSingleH1(page, 'Find a professional');
  const results = page.getByTestId('directory-results');
  const demo = results.getByTestId('professional-card').filter({ hasText: 'Dr Sam Demo' });
  await expect(demo).toBeVisible();
  await expect(demo).toContainText('Verified');
  await expect(demo).toContainText(/Licence verified, valid until \d{1,2} \w+ \d{4}/);

  // Text search.
  await page.getByRole('searchbox', { name: 'Name, place or words' }).fill('Cardiff');
  await page.getByRole('searchbox', { name: 'Name, place or words' }).press('Enter');
  await expect(page).toHaveURL(/q=Cardiff/);
  await expect(demo).toBeVisible();
  // The search landmark and the results have different names, so a screen reader's list of landmarks and
  // headings tells them apart (both were "Professionals").
  await expect(page.getByRole('search', { name: 'Search professionals' })).toBeVisible();
  // Searching with Enter leaves the keyboard in the box (the form was rebuilt, and focus lost, before).
  await expect(page.getByRole('searchbox', { name: 'Name, place or words' })).toBeFocused();
  await page.getByRole('searchbox', { name: 'Name, place or words' }).fill('Atlantis');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByTestId('directory-empty')).toBeVisible();
  await page.getByRole('button', { name: 'Remove: “Atlantis”' }).click();
  await expect(demo).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Name, place or words' })).toHaveValue('');
  // The button used is gone with the empty result: reading starts from the results (focus fell to the page before).
  const resultsHeading = page.getByRole('main').getByRole('heading', { name: 'Professionals', exact: true });
  await expect(resultsHeading).toBeFocused();

  // Filters: each narrows, and an empty result offers to widen.
  await page.getByLabel('Language').selectOption({ label: 'Welsh' });
  await page.getByLabel('Meets people').selectOption({ label: 'In person' });
  await page.getByLabel('Taking new requests only').check();
  await expect(page).toHaveURL(/language=cy/);
  await expect(demo).toBeVisible();
  await page.getByLabel('Specialty').selectOption({ label: 'Eating difficulties' });
  await expect(page.getByTestId('directory-empty')).toBeVisible();
  await expect(page.getByTestId('directory-empty')).toContainText('Try widening it');
  await page.getByRole('button', { name: 'Remove: Eating difficulties' }).click();
  await expect(demo).toBeVisible();
  await expect(page.getByLabel('Specialty')).toHaveValue('');
  await expect(resultsHeading).toBeFocused();
  await expectAccessible(page);
  // "Clear search and filters" goes once nothing is left to clear: the results take the focus.
  await page.getByRole('button', { name: 'Clear search and filters' }).click();
  await expect(page).not.toHaveURL(/language=/);
  await expect(resultsHeading).toBeFocused();

  // Send a contact request.
  const tag = randomUUID().slice(0, 8);
  const contactButton = demo.getByRole('button', { name: 'Send a contact request to Dr Sam Demo' });
  await contactButton.click();
  const dialog = page.getByRole('dialog', { name: 'Contact Dr Sam Demo' });
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog.getByLabel('Your message')).toBeFocused();
  await expect(dialog).toContainText('Use at least 10 characters');
  await dialog.getByLabel('Your message').fill(`Could we talk about my sleep and worry? (${tag})`);
  await expect(dialog.getByLabel('Your e-mail address')).toHaveValue('seeker@example.com');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog.getByRole('status')).toContainText('Your request has been sent');
  // The outcome takes the focus from the form it replaced; Done gives it back to the button that opened the dialog.
  await expect(dialog.getByRole('status')).toBeFocused();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(contactButton).toBeFocused();
  await expect(page.getByTestId('sent-requests')).toContainText('To Dr Sam Demo');
  const notice = await mailbox.waitFor('professional@example.com', (m) => m.subject.startsWith('New contact request'));
  expect(notice.text).not.toContain(tag);

  // The professional reads it on their profile and accepts; the seeker hears by e-mail.
  const context = await browser.newContext({ baseURL: baseURL! });
  const proPage = await context.newPage();
  await loginAs(proPage, 'professional', baseURL!);
  await proPage.goto('/profile');
  const section = proPage.getByTestId('profile-directory');
  await expect(section.getByTestId('listing-status')).toHaveAttribute('data-listed', 'true');
  const request = section.getByTestId('contact-request').filter({ hasText: tag });
  await expect(request).toContainText('From demo-seeker');
  await request.getByRole('button', { name: 'Accept the request from demo-seeker' }).click();
  await expect(request).toHaveAttribute('data-status', 'accepted');
  // Said where the buttons were, and focused (focus fell to the page before).
  await expect(request.getByRole('status')).toHaveText('You accepted this request. demo-seeker will get an e-mail saying so.');
  await expect(request.getByRole('status')).toBeFocused();
  await mailbox.waitFor('seeker@example.com', (m) => m.subject === 'Dr Sam Demo accepted your contact request');
  await context.close();
  await page.reload();
  await expect(page.getByTestId('sent-requests').locator('[data-status="accepted"]').first()).toBeVisible();
});

/** The contact requests the signed-in person sent, as the server holds them. */
async function sentRequests(page: Page): Promise<{ id: string; message: string; status: string }[]> {
  const res = await page.request.get('/api/contact-requests?box=sent');
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { requests: { id: string; message: string; status: string }[] }).requests;
}

/**
 * The demo seeker writes to Dr Sam Demo through the API (sending from the dialog has its own test), and the
 * professional opens their inbox in a browser of their own: the request's card there, still pending.
 */
async function requestWaitingInInbox(page: Page, browser: Browser, baseURL: string, message: string) {
  await loginAs(page, 'seeker', baseURL);
  await page.goto(FIND);
  const professionalId = await page.getByRole('button', { name: 'Send a contact request to Dr Sam Demo' }).getAttribute('data-contact-professional');
  expect(professionalId).toBeTruthy();
  const tag = randomUUID().slice(0, 8);
  const sent = await page.request.post(`/api/professionals/${professionalId}/contact-requests`, {
    headers: { origin: baseURL },
    data: { message: `${message} (${tag})`, contactMethod: 'email', contactValue: 'seeker@example.com' },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const { request: created } = (await sent.json()) as { request: { id: string } };

  const context = await browser.newContext({ baseURL });
  const proPage = await context.newPage();
  await loginAs(proPage, 'professional', baseURL);
  await proPage.goto('/profile');
  const card = proPage.getByTestId('profile-directory').getByTestId('contact-request').filter({ hasText: tag });
  await expect(card).toHaveAttribute('data-status', 'pending');
  return { id: created.id, tag, context, proPage, card };
}

test('a professional declines a contact request from the keyboard: the outcome is said and focused, and the seeker hears by e-mail and on the page', async ({ page, baseURL, browser, mailbox }) => {
  const { tag, context, proPage, card: request } = await requestWaitingInInbox(page, browser, baseURL!, 'I would like to talk about my worry at night');
  await expect(request).toContainText('From demo-seeker');
  const earlier = new Set(mailbox.messages);

  // Decline from the keyboard: the button that has the focus goes with the answer.
  const decline = request.getByRole('button', { name: 'Decline the request from demo-seeker' });
  await decline.focus();
  await expect(decline).toBeFocused();
  await proPage.keyboard.press('Enter');
  await expect(request).toHaveAttribute('data-status', 'declined');
  await expect(request.locator('[data-status="declined"]')).toHaveText('Declined');
  await expect(request.getByRole('button')).toHaveCount(0);
  // Said where the buttons were, and focused, so the keyboard is not dropped at the top of the page.
  const notice = request.getByRole('status');
  await expect(notice).toHaveText('You declined this request. demo-seeker will get an e-mail saying so.');
  await expect(notice).toBeFocused();

  // Both people get an e-mail; neither holds the message.
  const told = await mailbox.waitFor('seeker@example.com', (m) => !earlier.has(m) && m.subject === 'About your contact request to Dr Sam Demo');
  expect(told.text).toContain('Dr Sam Demo is not able to take this on right now.');
  expect(told.text).not.toContain(tag);
  const copy = await mailbox.waitFor('professional@example.com', (m) => !earlier.has(m) && m.subject === 'You declined a contact request on Harbour');
  expect(copy.text).not.toContain(tag);
  expect(mailbox.messages.filter((m) => !earlier.has(m) && m.to === 'seeker@example.com' && /accepted/.test(m.subject)).map((m) => m.subject)).toEqual([]);

  // The server kept the answer: after a reload the request is still declined, with nothing left to press.
  await proPage.reload();
  await expect(request).toHaveAttribute('data-status', 'declined');
  await expect(request.getByRole('button')).toHaveCount(0);
  await context.close();

  // The seeker sees it under "Your contact requests".
  await page.reload();
  const mine = page.getByTestId('sent-requests').getByRole('listitem').filter({ hasText: tag });
  await expect(mine).toContainText('To Dr Sam Demo');
  await expect(mine.locator('[data-status]')).toHaveAttribute('data-status', 'declined');
  await expect(mine.locator('[data-status]')).toHaveText('Declined');
  await expect(mine).toContainText('answered');
});

test('a decision that fails is said in its card and focused; a request answered elsewhere shows its real status', async ({ page, baseURL, browser }) => {
  const { id, context, proPage, card: request } = await requestWaitingInInbox(page, browser, baseURL!, 'Could we talk about sleep');
  // Answered meanwhile from somewhere else (another tab), while this page still shows the buttons.
  const elsewhere = await proPage.request.post(`/api/contact-requests/${id}/decision`, { headers: { origin: baseURL! }, data: { decision: 'accepted' } });
  expect(elsewhere.status(), await elsewhere.text()).toBe(200);

  await request.getByRole('button', { name: 'Decline the request from demo-seeker' }).focus();
  await proPage.keyboard.press('Enter');
  // The catalogue's message, in the card, with the focus: the pressed button is gone once the list is fetched again.
  const failure = request.getByRole('alert');
  await expect(failure).toHaveText('This request has already been answered.');
  await expect(failure).toBeFocused();
  await expect(request).toHaveAttribute('data-status', 'accepted');
  await expect(request.getByRole('button')).toHaveCount(0);
  await context.close();
});

test('a professional edits their directory listing from the profile', async ({ page, baseURL }) => {
  await loginAs(page, 'professional', baseURL!);
  await page.goto('/profile');
  const section = page.getByTestId('profile-directory');
  await section.getByRole('button', { name: 'Edit listing' }).click();
  const form = section.getByTestId('listing-form');
  // The form replaces its button: its first field takes the focus.
  await expect(form.getByLabel('Name people see')).toBeFocused();
  await form.getByLabel('Grief and loss').check();
  await form.getByLabel('A short introduction').fill('');
  await form.getByRole('button', { name: 'Save listing' }).click();
  await expect(form.getByLabel('A short introduction')).toBeFocused();
  await form.getByLabel('A short introduction').fill('I help adults with worry, low mood, grief and sleep, online or in Cardiff.');
  await form.getByRole('button', { name: 'Save listing' }).click();
  await expect(section.getByRole('status').filter({ hasText: 'Your listing has been saved.' })).toBeVisible();
  // The form that had the focus is gone: the outcome takes it, so a screen reader says it.
  await expect(section.getByRole('status').filter({ hasText: 'Your listing has been saved.' })).toBeFocused();
  await page.goto(`${FIND}?specialty=grief`);
  await expect(page.getByTestId('directory-results').getByTestId('professional-card').filter({ hasText: 'Dr Sam Demo' })).toContainText('Grief and loss');
});

test('a listing being edited when the session ends opens again after logging in, until it is saved or cancelled', async ({ page, baseURL }) => {
  await loginAs(page, 'professional', baseURL!);
  await page.goto('/profile');
  await markPageLoad(page);
  let section = page.getByTestId('profile-directory');
  await section.getByRole('button', { name: 'Edit listing' }).click();
  const intro = `Half-written introduction ${randomUUID().slice(0, 6)}: adults, worry, sleep.`;
  await section.getByTestId('listing-form').getByLabel('A short introduction').fill(intro);
  await page.context().clearCookies();
  await section.getByTestId('listing-form').getByRole('button', { name: 'Save listing' }).click();

  await logInFromHeader(page, 'professional', /\/login\?returnTo=%2Fprofile$/);
  await expect(page).toHaveURL(/\/profile$/);
  section = page.getByTestId('profile-directory');
  await expect(section.getByTestId('listing-restored')).toBeVisible();
  await expect(section.getByTestId('listing-form').getByLabel('A short introduction')).toHaveValue(intro);
  await expectSamePageLoad(page);

  // Cancel gives it up: editing again starts from the saved listing.
  await section.getByTestId('listing-form').getByRole('button', { name: 'Cancel' }).click();
  await section.getByRole('button', { name: 'Edit listing' }).click();
  await expect(section.getByTestId('listing-restored')).toHaveCount(0);
  await expect(section.getByTestId('listing-form').getByLabel('A short introduction')).not.toHaveValue(intro);
});

/**
 * Ends the session on the server's side (this browser no longer holds it), presses `send` in `dialog`: the
 * refusal says what to do; then the dialog is closed, as a person would to reach "Log in".
 */
async function sendAfterTheSessionEnds(page: Page, dialog: Locator, send: string) {
  await page.context().clearCookies();
  await dialog.getByRole('button', { name: send }).click();
  await expect(dialog.getByRole('alert')).toHaveText(LOST_SESSION_REFUSAL);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
}

test('a contact request written when the session ends is waiting in the dialog after logging in, until it is sent or cancelled', async ({ page, baseURL }) => {
  await loginAs(page, 'seeker', baseURL!);
  await page.goto(FIND);
  await markPageLoad(page);
  const open = () => page.getByRole('button', { name: 'Send a contact request to Dr Sam Demo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Contact Dr Sam Demo' });
  await open();
  const words = `I would like help with sleep and worry, evenings are hardest (${randomUUID().slice(0, 6)})`;
  await dialog.getByLabel('Your message').fill(words);
  await sendAfterTheSessionEnds(page, dialog, 'Send request');

  await logInFromHeader(page, 'seeker');
  await expect(page).toHaveURL(new RegExp(`${FIND}$`));
  await open();
  await expect(dialog.getByTestId('contact-restored')).toBeVisible();
  await expect(dialog.getByLabel('Your message')).toHaveValue(words);
  await expectSamePageLoad(page);

  // Cancel now gives it up, and the focus goes back to the button that opened the dialog.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: 'Send a contact request to Dr Sam Demo' })).toBeFocused();
  await open();
  await expect(dialog.getByLabel('Your message')).toHaveValue('');
  await expect(dialog.getByTestId('contact-restored')).toHaveCount(0);
});

test('Escape closes the directory’s contact dialog without sending, and the focus goes back to that professional’s contact button', async ({ page, baseURL }) => {
  await loginAs(page, 'seeker', baseURL!);
  await page.goto(FIND);
  const contactButton = page.getByRole('button', { name: 'Send a contact request to Dr Sam Demo' });
  const professionalId = await contactButton.getAttribute('data-contact-professional');
  expect(professionalId).toBeTruthy();
  const before = await sentRequests(page);

  // Opened from the keyboard: the dialog takes the focus, in its message field.
  await contactButton.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Contact Dr Sam Demo' });
  await expect(dialog).toBeVisible();
  const message = dialog.getByLabel('Your message');
  await expect(message).toBeFocused();
  const words = `I changed my mind, do not send this (${randomUUID().slice(0, 8)})`;
  await page.keyboard.type(words);
  await expect(message).toHaveValue(words);

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  // The focus comes back to the button that opened the dialog once the dialog has gone…
  await expect(contactButton).toBeFocused();
  // …and is still there once the closing has settled (the dialog's own timers could drop it to the page).
  await page.waitForTimeout(FOCUS_SETTLE_MS + 200);
  expect(await page.evaluate(() => document.activeElement?.getAttribute('data-contact-professional') ?? document.activeElement?.tagName)).toBe(professionalId);

  // Nothing was sent: the server holds no new request, and the page lists none.
  expect(await sentRequests(page)).toEqual(before);
  await expect(page.getByText(words)).toHaveCount(0);
  // Escape gave the message up, like Cancel: the dialog opens empty again.
  await page.keyboard.press('Enter');
  await expect(message).toBeFocused();
  await expect(message).toHaveValue('');
});

test('an event being written when the session ends is waiting in the form after logging in, until it is created or cancelled', async ({ page, baseURL }) => {
  await loginAs(page, 'admin', baseURL!);
  await page.goto(EVENTS);
  await markPageLoad(page);
  const form = page.getByRole('dialog', { name: 'Create an event' });
  await page.getByRole('button', { name: 'Create an event' }).click();
  const title = `Unsaved event ${randomUUID().slice(0, 6)}`;
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Host').fill('Harbour team');
  await form.getByLabel('Description').fill('A description nobody wants to write twice.');
  await form.getByLabel('Starts').fill(localDateTime(4, 19));
  await form.getByLabel('Ends').fill(localDateTime(4, 20));
  await form.getByLabel('Joining link').fill(`https://meet.example.org/${randomUUID()}`);
  await form.getByLabel('Places').fill('12');
  await sendAfterTheSessionEnds(page, form, 'Create event');

  await logInFromHeader(page, 'admin');
  await expect(page).toHaveURL(new RegExp(`${EVENTS}$`));
  await page.getByRole('button', { name: 'Create an event' }).click();
  await expect(form.getByTestId('event-restored')).toBeVisible();
  await expect(form.getByLabel('Title')).toHaveValue(title);
  await expect(form.getByLabel('Description')).toHaveValue('A description nobody wants to write twice.');
  await expectSamePageLoad(page);

  // Cancel now gives it up, and the focus goes back to the button that opened the form.
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: 'Create an event' })).toBeFocused();
  await page.getByRole('button', { name: 'Create an event' }).click();
  await expect(form.getByLabel('Title')).toHaveValue('');
});

test('events: an admin creates one; a seeker books a place, adds it to the calendar, and gives it up', async ({ page, baseURL, browser }) => {
  test.setTimeout(120_000);
  const title = `Evening wind-down ${randomUUID().slice(0, 6)}`;
  const joinUrl = `https://meet.example.org/${randomUUID()}`;

  const adminContext = await browser.newContext({ baseURL: baseURL! });
  const admin = await adminContext.newPage();
  await loginAs(admin, 'admin', baseURL!);
  await admin.goto(EVENTS);
  await expectSingleH1(admin, 'Events and webinars');
  await admin.getByRole('button', { name: 'Create an event' }).click();
  const form = admin.getByRole('dialog', { name: 'Create an event' });
  await form.getByRole('button', { name: 'Create event' }).click();
  await expect(form.getByLabel('Title')).toBeFocused();
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Host').fill('Harbour team');
  await form.getByLabel('Description').fill('Thirty calm minutes on winding down before sleep, with time for questions.');
  await form.getByLabel('Starts').fill(localDateTime(3, 19));
  await form.getByLabel('Ends').fill(localDateTime(3, 18));
  await form.getByRole('button', { name: 'Create event' }).click();
  await expect(form).toContainText('The end must be after the start.');
  await form.getByLabel('Ends').fill(localDateTime(3, 20));
  await form.getByLabel('Joining link').fill(joinUrl);
  await form.getByLabel('Places').fill('1');
  await form.getByRole('button', { name: 'Create event' }).click();
  await expect(admin.getByRole('status').filter({ hasText: `“${title}” has been created.` })).toBeVisible();
  await expect(admin.getByRole('status').filter({ hasText: `“${title}” has been created.` })).toBeFocused();
  await adminContext.close();

  await loginAs(page, 'seeker', baseURL!);
  await page.goto(EVENTS);
  const card = page.getByTestId('event-card').filter({ hasText: title });
  await expect(card).toBeVisible();
  await expect(card.locator('time')).toContainText(':00');
  await expect(card).toContainText('The joining link appears here once you have a place.');
  expect(await page.content()).not.toContain(joinUrl);
  await expect(card.getByTestId('event-places')).toContainText('0 of 1 places taken');
  await expectAccessible(page);

  await card.getByRole('button', { name: 'Book a place' }).click();
  await expect(card).toContainText('You have a place');
  // The outcome is said where the button was, and takes the focus (it fell to the page before).
  await expect(card.getByRole('status')).toHaveText('You have a place. We will e-mail you a reminder the day before.');
  await expect(card.getByRole('status')).toBeFocused();
  await expect(card.getByTestId('event-online-link')).toHaveAttribute('href', joinUrl);
  await expect(card.getByTestId('event-places')).toContainText('1 of 1 places taken');

  const calendar = card.getByRole('link', { name: `Add to calendar: ${title}` });
  const [download] = await Promise.all([page.waitForEvent('download'), calendar.click()]);
  expect(download.suggestedFilename()).toMatch(/\.ics$/);
  const ics = await (await page.request.get(await calendar.getAttribute('href').then((h) => `${baseURL}${h}`))).text();
  expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect(ics).toMatch(/\r\nDTSTART:\d{8}T\d{6}Z\r\n/);

  await card.getByRole('button', { name: 'Give up my place' }).click();
  await expect(card.getByRole('button', { name: 'Book a place' })).toBeVisible();
  await expect(card.getByRole('status')).toHaveText('You have given up your place.');
  await expect(card.getByRole('status')).toBeFocused();
  await expect(card).not.toContainText('You have a place');
  await expect(card.getByTestId('event-online-link')).toHaveCount(0);
  await expect(card.getByTestId('event-places')).toContainText('0 of 1 places taken');
});

test('events: a seeker joins the waitlist of a full event and leaves it; the card says so, keeps the focus, and the server agrees', async ({ page, baseURL, browser }) => {
  const title = `Full house ${randomUUID().slice(0, 6)}`;
  // An admin creates an event with one place and takes it.
  const adminContext = await browser.newContext({ baseURL: baseURL! });
  const admin = await adminContext.newPage();
  await loginAs(admin, 'admin', baseURL!);
  // Soon, so it is on the first page of upcoming events whatever else this server holds.
  const start = Date.now() + 2 * 3_600_000;
  const created = await admin.request.post('/api/events', {
    headers: { origin: baseURL! },
    data: { title, description: 'A small group with one place.', hostName: 'Harbour team', startsAt: new Date(start).toISOString(), endsAt: new Date(start + 3_600_000).toISOString(), format: 'in-person', onlineUrl: null, place: 'Library', capacity: 1, audience: 'all' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { event } = (await created.json()) as { event: { id: string } };
  const taken = await admin.request.post(`/api/events/${event.id}/rsvp`, { headers: { origin: baseURL! } });
  expect(taken.status(), await taken.text()).toBe(200);
  await adminContext.close();

  await loginAs(page, 'seeker', baseURL!);
  await page.goto(EVENTS);
  const card = page.getByTestId('event-card').filter({ hasText: title });
  const places = card.getByTestId('event-places');
  const join = card.getByRole('button', { name: 'Join the waitlist' });
  const leave = card.getByRole('button', { name: 'Leave the waitlist' });
  await expect(places).toHaveText('1 of 1 places taken · full');
  await join.click();
  await expect(card.getByRole('status')).toHaveText('The event is full, so you are on the waitlist. We will e-mail you if a place opens up.');
  await expect(card.getByRole('status')).toBeFocused();
  await expect(card).toContainText('On the waitlist (number 1)');
  await expect(places).toHaveText('1 of 1 places taken · full · 1 waiting');

  // Leave from the keyboard: the button that has the focus goes, and the list is fetched again after it.
  let hasLeft = false;
  const refetched = page.waitForResponse((res) => {
    const { pathname } = new URL(res.url());
    if (res.request().method() === 'DELETE' && pathname === `/api/events/${event.id}/rsvp`) hasLeft = true;
    return hasLeft && res.request().method() === 'GET' && pathname === '/api/events';
  });
  await leave.focus();
  await page.keyboard.press('Enter');
  const outcome = card.getByRole('status');
  await expect(outcome).toHaveText('You have left the waitlist.');
  await expect(outcome).toBeFocused();
  await expect(join).toBeVisible();
  await expect(leave).toHaveCount(0);
  await expect(card).not.toContainText('On the waitlist');
  await expect(places).toHaveText('1 of 1 places taken · full');
  // Once the list has been fetched again, the focus is still on the outcome, not dropped to the page.
  await refetched;
  await expect(outcome).toBeFocused();
  expect(await page.evaluate(() => document.activeElement !== null && document.activeElement !== document.body)).toBe(true);

  // The server agrees: after a reload the seeker is not waiting, and can join again.
  await page.reload();
  await expect(join).toBeVisible();
  await expect(leave).toHaveCount(0);
  await expect(card).not.toContainText('On the waitlist');
  await expect(places).toHaveText('1 of 1 places taken · full');
  const res = await page.request.get(`/api/events/${event.id}`);
  expect(res.status(), await res.text()).toBe(200);
  expect(((await res.json()) as { event: Record<string, unknown> }).event).toMatchObject({ myStatus: null, attendeeCount: 1, waitlistCount: 0 });
});

test('events: after editing, cancelling or paging, the focus is on what happened, not at the top of the page', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await loginAs(page, 'admin', baseURL!);
  const tag = randomUUID().slice(0, 6);
  const create = async (title: string, startsAt: number) => {
    const res = await page.request.post('/api/events', {
      headers: { origin: baseURL! },
      data: { title, description: 'An event for the focus checks.', hostName: 'Harbour team', startsAt: new Date(startsAt).toISOString(), endsAt: new Date(startsAt + 3_600_000).toISOString(), format: 'in-person', onlineUrl: null, place: 'Library', capacity: 10, audience: 'all' },
    });
    expect(res.status(), await res.text()).toBe(201);
  };
  // Soon, so it is on the first page whatever else this server holds; and enough later ones for a second page.
  const title = `Focus check ${tag}`;
  await create(title, Date.now() + 3_600_000);
  for (let n = 1; n <= 11; n += 1) await create(`Later ${tag} ${n}`, Date.now() + (300 + n) * 24 * 3_600_000);

  await page.goto(EVENTS);
  const card = page.getByTestId('event-card').filter({ hasText: title });
  const edit = card.getByRole('button', { name: `Edit: ${title}` });
  // Closing the form without saving gives the focus back to the button that opened it.
  await edit.click();
  const form = page.getByRole('dialog', { name: `Edit “${title}”` });
  await expect(form.getByLabel('Title')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(form).toHaveCount(0);
  await expect(edit).toBeFocused();
  // A save's notice takes the focus; dismissing it puts the focus on the button before it.
  await edit.click();
  await form.getByRole('button', { name: 'Save changes' }).click();
  const notice = page.getByRole('status').filter({ hasText: `“${title}” has been updated.` });
  await expect(notice).toBeFocused();
  await notice.getByRole('button', { name: 'Dismiss' }).click();
  await expect(page.getByRole('button', { name: 'Create an event' })).toBeFocused();

  // A cancel that fails says why in the dialog, where it can be read (the card is behind it).
  await card.getByRole('button', { name: `Cancel event: ${title}` }).click();
  const confirm = page.getByRole('dialog', { name: `Cancel “${title}”?` });
  await page.route('**/api/events/*/cancel', (route) => route.fulfill({ status: 409, contentType: 'application/json', body: JSON.stringify({ code: 'events/conflict', message: 'This event has already started.' }) }), { times: 1 });
  await confirm.getByRole('button', { name: 'Yes, cancel the event' }).click();
  await expect(confirm.getByRole('alert')).toHaveText('This event has already started.');
  // Cancelling removes the card's buttons: the outcome, said in the card, takes the focus.
  await confirm.getByRole('button', { name: 'Yes, cancel the event' }).click();
  await expect(card).toContainText('Cancelled');
  await expect(card.getByRole('status')).toHaveText('The event has been cancelled. Everyone with a place or on the waitlist will get an e-mail saying so.');
  await expect(card.getByRole('status')).toBeFocused();

  // The last page disables "Next page": reading starts from the top of the list.
  const list = (await (await page.request.get('/api/events?when=upcoming')).json()) as { total: number; pageSize: number };
  const pages = Math.ceil(list.total / list.pageSize);
  await page.goto(`${EVENTS}?page=${pages - 1}`);
  const nav = page.getByRole('navigation', { name: 'Event pages' });
  await expect(nav).toContainText(`Page ${pages - 1} of ${pages}`);
  await nav.getByRole('button', { name: 'Next page' }).click();
  await expect(nav).toContainText(`Page ${pages} of ${pages}`);
  await expect(nav.getByRole('button', { name: 'Next page' })).toBeDisabled();
  // The focused heading says where the reader now is.
  await expect(page.getByRole('heading', { name: `Upcoming events, page ${pages} of ${pages}`, exact: true })).toBeFocused();
});

test('both pages work at 360 px and in the dark colour scheme', async ({ page, baseURL }) => {
  await loginAs(page, 'seeker', baseURL!);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.emulateMedia({ colorScheme: 'dark' });
  for (const [url, heading] of BOTH_PAGES) {
    await page.goto(url);
    await expectSingleH1(page, heading);
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
  }
});

test('in forced colours, light and dark, the selected events tab and the listing’s on/off switch show their state', async ({ page, baseURL }) => {
  await loginAs(page, 'professional', baseURL!);
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ forcedColors: 'active', colorScheme });
    await page.goto(EVENTS);
    await expect(page.getByRole('tab')).toHaveCount(2);
    const { canvas } = await pageColours(page);
    // Every tab's line was drawn in the text colour, the selected one's too: nothing told them apart.
    const tabs = await page.getByRole('tab').evaluateAll((els) =>
      els.map((el) => ({ selected: el.getAttribute('aria-selected') === 'true', fill: getComputedStyle(el).backgroundColor, line: getComputedStyle(el).borderBottomColor, words: getComputedStyle(el).color })),
    );
    const selected = tabs.find((t) => t.selected)!;
    const others = tabs.filter((t) => !t.selected);
    expect(others.length).toBeGreaterThan(0);
    expect(contrast(selected.fill, canvas), `${colorScheme}: the selected tab is filled, apart from the page`).toBeGreaterThanOrEqual(3);
    expect(contrast(selected.words, selected.fill), `${colorScheme}: the selected tab's name on its fill`).toBeGreaterThanOrEqual(4.5);
    for (const other of others) expect(contrast(other.fill, canvas), `${colorScheme}: a tab not selected is not filled`).toBeLessThan(1.5);

    // The switch had no border and its track and knob were both the page's colour: it did not show at all.
    await page.goto('/profile');
    await page.getByTestId('profile-directory').getByRole('button', { name: 'Edit listing' }).click();
    const toggle = page.getByRole('switch', { name: 'I am taking new requests' });
    const look = () =>
      toggle.evaluate((input) => {
        const track = input.nextElementSibling as HTMLElement;
        const thumb = track.querySelector('.mantine-Switch-thumb')!;
        return { on: (input as HTMLInputElement).checked, border: getComputedStyle(track).borderTopColor, borderWidth: parseFloat(getComputedStyle(track).borderTopWidth), track: getComputedStyle(track).backgroundColor, thumb: getComputedStyle(thumb).backgroundColor };
      });
    const states: Awaited<ReturnType<typeof look>>[] = [];
    for (const flip of [false, true]) {
      if (flip) await toggle.setChecked(!states[0]!.on, { force: true });
      // The track's colour changes over 150 ms.
      await page.waitForTimeout(200);
      const state = await look();
      expect(state.borderWidth, `${colorScheme}: the switch's outline`).toBeGreaterThanOrEqual(1);
      expect(contrast(state.border, canvas), `${colorScheme}: the switch's outline on the page`).toBeGreaterThanOrEqual(3);
      expect(contrast(state.thumb, state.track), `${colorScheme}: the switch's knob on its track (${state.on ? 'on' : 'off'})`).toBeGreaterThanOrEqual(3);
      states.push(state);
    }
    expect(states[1]!.on).toBe(!states[0]!.on);
    expect(contrast(states[0]!.track, states[1]!.track), `${colorScheme}: on and off look different`).toBeGreaterThanOrEqual(3);
  }
});

test('at 320 px with the reader’s own text spacing, both pages fit and the contact button’s words are whole', async ({ page, baseURL }) => {
  await loginAs(page, 'seeker', baseURL!);
  await page.setViewportSize({ width: 320, height: 640 });
  for (const [url, heading] of BOTH_PAGES) {
    await page.goto(url);
    await expectSingleH1(page, heading);
    await page.addStyleTag({ content: TEXT_SPACING_CSS });
    await expectNoSidewaysScroll(page);
  }
  await page.goto(FIND);
  const contact = page.getByRole('button', { name: 'Send a contact request to Dr Sam Demo' });
  await expect(contact).toBeVisible();
  await page.addStyleTag({ content: TEXT_SPACING_CSS });
  // The button kept its words on one line and cut off their end.
  const label = contact.locator('.mantine-Button-label');
  expect(await label.evaluate((el) => el.scrollWidth - el.clientWidth), 'the label is wider than its box by').toBeLessThanOrEqual(0);
});
