import AxeBuilder from '@axe-core/playwright';
import type { Page, Route } from '@playwright/test';
import { expect, expectSamePageLoad, expectSingleH1, expectStyledMenu, LOST_SESSION_REFUSAL, logInFromHeader, loginAs, markPageLoad, overlaps, test } from './fixtures';

// Crisis lines follow the device's time zone, then the browser's language: both say the United Kingdom here.
test.use({ locale: 'en-GB', timezoneId: 'Europe/London' });
// A reply takes a moment (the risk check runs first, then the reply streams), more on a busy machine.
test.describe.configure({ timeout: 90_000 });
const REPLY_DONE = { timeout: 45_000 };

const CRISIS_MESSAGE = 'I want to kill myself tonight';

async function openChat(page: Page) {
  await page.goto('/ai-chat');
  await expectSingleH1(page, 'AI chat');
  const notice = page.getByTestId('chat-first-use-notice');
  if (await notice.isVisible()) await notice.getByRole('button', { name: 'I understand' }).click();
}

async function send(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Your message' }).fill(text);
  await page.getByRole('textbox', { name: 'Your message' }).press('Enter');
}

interface StopWatch {
  sawStopWhileWriting?: boolean;
}

/** From now on, the page notes whether the last reply was ever writing, busy, with Stop shown and no Send. */
async function watchForStopWhileWriting(page: Page) {
  await page.evaluate(() => {
    const watch = window as unknown as StopWatch;
    watch.sawStopWhileWriting = false;
    const check = () => {
      const replies = document.querySelectorAll('[data-testid="chat-message-reply"]');
      const last = replies[replies.length - 1];
      const stop = document.querySelector('[data-testid="chat-stop"]');
      if (
        last?.getAttribute('data-status') === 'writing' &&
        last.getAttribute('aria-busy') === 'true' &&
        stop?.checkVisibility() &&
        !document.querySelector('[data-testid="chat-send"]')
      ) {
        watch.sawStopWhileWriting = true;
      }
    };
    new MutationObserver(check).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  });
}

async function sawStopWhileWriting(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as StopWatch).sawStopWhileWriting === true);
}

/** The id of the open conversation, from the address. */
async function openConversationId(page: Page): Promise<string> {
  await expect(page).toHaveURL(/[?&]c=[0-9a-f-]{36}/);
  return new URL(page.url()).searchParams.get('c')!;
}

test('a fresh visit draws the chat from the answers sent with the page: no request for the session, the assistant or the conversations, and no schema library, menu or dialog code', async ({ page, baseURL }) => {
  await loginAs(page, 'seeker', baseURL!);
  // The options menu and its dialogs (with Mantine's Menu and Modal) are held back: the chat is drawn without them.
  const optionsCode = /\/assets\/(conversation-actions|Menu|Modal|FocusTrap)-[^/]+\.js$/;
  await page.route(optionsCode, () => undefined);
  const asked: string[] = [];
  const scripts: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (!request.serviceWorker() && ['/api/session', '/api/chat/assistant', '/api/chat/conversations'].includes(pathname)) asked.push(pathname);
    if (request.resourceType() === 'script') scripts.push(pathname);
  });
  await page.goto('/ai-chat');
  await expectSingleH1(page, 'AI chat');
  await expect(page.getByTestId('assistant-kind')).toContainText('guided listener');
  await expect(page.getByTestId('chat-first-use-notice')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Your message' })).toBeEditable();
  expect(asked).toEqual([]);
  // Its answers are checked by the chat's own checks (chat-checks.ts): no schema library is loaded.
  expect(scripts.some((p) => p.includes('/assets/ai-chat-'))).toBe(true);
  expect(scripts.filter((p) => /\/assets\/zod-/.test(p))).toEqual([]);
  // Nor does the page list it among the code to fetch with it (it is asked for when the browser is idle, and held here).
  const shell = await (await page.request.get('/ai-chat')).text();
  expect(shell).toContain('rel="modulepreload"');
  expect(shell).not.toMatch(/\/assets\/(conversation-actions|Menu|Modal|FocusTrap)-/);

  // The message box grows with what is written, two lines to eight, then scrolls inside.
  const box = page.getByRole('textbox', { name: 'Your message' });
  const height = () => box.evaluate((element) => element.getBoundingClientRect().height);
  const empty = await height();
  await box.fill('one\ntwo\nthree\nfour');
  const four = await height();
  expect(four).toBeGreaterThan(empty + 30);
  await box.fill(Array.from({ length: 20 }, (_, i) => `line ${i + 1}`).join('\n'));
  const tall = await height();
  expect(tall).toBeGreaterThan(four + 60);
  expect(tall).toBeLessThan(empty * 4);
  expect(await box.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
});

test('a conversation with the built-in guided listener streams its reply', async ({ page, baseURL }) => {
  await loginAs(page, 'seeker', baseURL!);
  await page.goto('/ai-chat');
  await expectSingleH1(page, 'AI chat');

  // What it is, what is kept and how to delete it, on first use; the limits of the chat always.
  const notice = page.getByTestId('chat-first-use-notice');
  await expect(notice).toContainText('not an AI model');
  await expect(notice).toContainText('stored encrypted');
  await expect(notice).toContainText('Delete any conversation');
  await notice.getByRole('button', { name: 'I understand' }).click();
  await expect(notice).toBeHidden();
  // The notice's button is gone with it: the message box has the focus, ready to write.
  await expect(page.getByRole('textbox', { name: 'Your message' })).toBeFocused();
  const disclaimer = page.getByTestId('chat-disclaimer');
  await expect(disclaimer).toContainText('not a clinician or a crisis service');
  await expect(disclaimer.getByRole('link', { name: 'get crisis help' })).toHaveAttribute('href', '/get-support/crisis-help');
  await expect(page.getByTestId('assistant-kind')).toContainText('No AI model is switched on in this service, so replies come from Harbour’s guided listener');

  // While it is written, the reply is marked busy and Stop stands in for Send. The built-in reply streams in
  // well under a second, shorter than a poll from here can be sure to catch on a busy machine, so the page
  // itself watches every change to the screen and remembers whether it saw that state.
  await watchForStopWhileWriting(page);
  await send(page, 'I can’t sleep, I lie awake until 3am every night');
  const reply = page.getByTestId('chat-message-reply').last();
  await expect(reply).toHaveAttribute('data-status', 'complete', REPLY_DONE);
  expect(await sawStopWhileWriting(page)).toBe(true);
  await expect(page.getByTestId('chat-send')).toBeVisible();
  await expect(reply).toContainText('guided assistant, not an AI model');
  await expect(reply).toContainText(/sleep/i);
  await expect(reply.getByRole('link', { name: /breathing and grounding/ }).first()).toHaveAttribute('href', '/get-support/interactive-tools');
  await expect(page.getByTestId('chat-announcer')).toContainText('Reply:');

  // It is kept: in the list, named from the first message, and there after a reload.
  const id = await openConversationId(page);
  const item = page.locator(`[data-testid="conversation-item"][data-id="${id}"]`);
  await expect(item).toContainText('I can’t sleep');
  await expect(item.getByRole('button', { name: /^I can’t sleep/ })).toHaveAttribute('aria-current', 'true');
  await page.reload();
  await expect(page.getByTestId('chat-message-user')).toHaveText('You said: I can’t sleep, I lie awake until 3am every night');
  await expect(page.getByTestId('chat-message-reply')).toHaveCount(1);
  expect(await openConversationId(page)).toBe(id);

  const axe = await new AxeBuilder({ page }).include('main').analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

test('a crisis message gets the crisis response first, with lines to call or text in one tap', async ({ page, baseURL }) => {
  await loginAs(page, 'seeker', baseURL!);
  await openChat(page);
  await send(page, CRISIS_MESSAGE);

  const crisis = page.getByTestId('chat-crisis-response');
  await expect(crisis).toHaveAttribute('data-status', 'complete', REPLY_DONE);
  await expect(crisis).toContainText('Help is available now');
  await expect(crisis).toContainText('stay with you');
  await expect(page.getByTestId('chat-message-reply')).toHaveCount(0);

  const lines = crisis.getByTestId('chat-crisis-lines');
  await expect(lines).toHaveAttribute('data-region', 'GB');
  await expect(lines.getByRole('link', { name: 'Call 116 123' })).toHaveAttribute('href', 'tel:116123');
  await expect(lines.getByRole('link', { name: 'Text SHOUT to 85258' })).toHaveAttribute('href', /^sms:85258/);
  await expect(lines.getByRole('link', { name: /call 999/ })).toHaveAttribute('href', 'tel:999');
  await expect(crisis.getByRole('link', { name: 'Get help now' }).first()).toHaveAttribute('href', '/get-support/crisis-help');

  // Another region's lines, at a tap.
  await lines.getByRole('button', { name: 'United States' }).click();
  await expect(lines.getByRole('link', { name: 'Call 988' })).toHaveAttribute('href', 'tel:988');
  await expect(lines.getByRole('link', { name: 'Text 988' })).toHaveAttribute('href', 'sms:988');

  // “Talk to a person” opens the ways to reach people in place (no code to fetch), and closes back to its button.
  const talk = page.getByTestId('talk-to-person');
  await expect(talk).toHaveAttribute('aria-expanded', 'false');
  await talk.click();
  await expect(talk).toHaveAttribute('aria-expanded', 'true');
  const people = page.getByRole('region', { name: 'Talk to a person' });
  await expect(talk).toHaveAttribute('aria-controls', (await people.getAttribute('id'))!);
  await expect(people.getByTestId('talk-crisis-lines')).toHaveAttribute('href', '/get-support/crisis-help');
  await expect(people.getByTestId('talk-find-professional')).toHaveAttribute('href', '/get-support/find-professional');
  await expect(people.getByTestId('talk-supporters')).toHaveAttribute('href', '/resources/for-supporters');
  await people.getByRole('button', { name: 'Close' }).click();
  await expect(people).toHaveCount(0);
  await expect(talk).toBeFocused();
  await expect(talk).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  await people.getByTestId('talk-find-professional').click();
  await expect(page).toHaveURL(/\/get-support\/find-professional$/);
});

test('on a phone the crisis response is not clipped inside the message box: it starts on screen and the page scrolls through it', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await loginAs(page, 'seeker', baseURL!);
  await openChat(page);
  await send(page, 'Work was long today');
  await expect(page.getByTestId('chat-message-reply').last()).toHaveAttribute('data-status', 'complete', REPLY_DONE);
  // The first message made the conversation (a new address, ?c=…): the page stayed with the message box
  // instead of jumping to its top.
  await expect(page).toHaveURL(/[?&]c=/);
  await expect(page.getByRole('textbox', { name: 'Your message' })).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await send(page, CRISIS_MESSAGE);
  const crisis = page.getByTestId('chat-crisis-response');
  await expect(crisis).toHaveAttribute('data-status', 'complete', REPLY_DONE);
  const box = page.getByRole('region', { name: 'Messages' });
  // Nothing of the response is hidden in a scroll inside the box (the page's own scroll reaches every line to
  // call), and the page shows the response from its first line.
  expect(await box.evaluate((element) => element.scrollHeight - element.clientHeight)).toBeLessThanOrEqual(1);
  await expect(crisis.getByText('Help is available now')).toBeInViewport();
  // The emergency number and the first line's call and text buttons are on screen as the response arrives,
  // without scrolling (they sat more than a screen down, under the words, before).
  for (const name of [/call 999/, 'Call 116 123', 'Text SHOUT to 85258']) await expect(crisis.getByRole('link', { name }).first()).toBeInViewport();
  await crisis.getByText('stay with you').scrollIntoViewIfNeeded();
  await expect(crisis.getByText('stay with you')).toBeInViewport();
});

test('on a phone, once the reply is in, the message box and Send are clear of the quick exit button and the reply is in view', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await loginAs(page, 'seeker', baseURL!);
  // The notice's button hands the focus to the message box, which the page scrolls into view.
  await openChat(page);
  await expect(page.getByRole('textbox', { name: 'Your message' })).toBeFocused();
  // Long enough that the new conversation's name takes two lines, as the messages box grows to its full height.
  await send(page, 'I can’t sleep, I lie awake until 3am every night and then I am exhausted all day at work');
  const reply = page.getByTestId('chat-message-reply').last();
  await expect(reply).toHaveAttribute('data-status', 'complete', REPLY_DONE);
  // Settled: the stored copy has taken over, the conversation has its name, Send is back.
  await expect(page.getByTestId('conversation-title')).toHaveText(/^I can’t sleep/);
  await expect(page.getByTestId('chat-stop')).toHaveCount(0);
  const exit = (await page.getByTestId('quick-exit').boundingBox())!;
  const covered: string[] = [];
  for (const [name, control] of [
    ['Send', page.getByTestId('chat-send')],
    ['the message box', page.getByRole('textbox', { name: 'Your message' })],
  ] as const) {
    await expect(control).toBeInViewport({ ratio: 1 });
    const box = (await control.boundingBox())!;
    if (overlaps(box, exit)) covered.push(`${name} (${Math.round(box.y)}–${Math.round(box.y + box.height)} px, the button ${exit.y}–${exit.y + exit.height} px)`);
  }
  expect(covered, 'under the quick exit button').toEqual([]);
  await expect(reply).toBeInViewport();
  await expect(reply).toContainText(/sleep/i);
});

test('Send pressed from the keyboard keeps the focus while it is Stop and when it is Send again', async ({ page, baseURL }) => {
  await loginAs(page, 'seeker', baseURL!);
  await openChat(page);
  await page.getByRole('textbox', { name: 'Your message' }).fill('I had a long day at work and I feel flat');
  // From here the page notes whether the focus ever fell to the page, at every change of the screen.
  await watchForStopWhileWriting(page);
  await page.evaluate(() => {
    const watch = window as unknown as { focusDropped?: boolean };
    watch.focusDropped = false;
    new MutationObserver(() => {
      if (document.activeElement === null || document.activeElement === document.body) watch.focusDropped = true;
    }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  });
  const send = page.getByTestId('chat-send');
  await send.focus();
  await page.keyboard.press('Enter');
  const reply = page.getByTestId('chat-message-reply').last();
  await expect(reply).toHaveAttribute('data-status', 'complete', REPLY_DONE);
  expect(await sawStopWhileWriting(page), 'Stop stood in for Send while the reply was written').toBe(true);
  await expect(send).toBeFocused();
  expect(await page.evaluate(() => (window as unknown as { focusDropped?: boolean }).focusDropped), 'the focus fell to the page').toBe(false);
});

test('deleting a conversation removes it', async ({ page, baseURL }) => {
  await loginAs(page, 'seeker', baseURL!);
  await openChat(page);
  await send(page, 'Work has been really stressful lately');
  await expect(page.getByTestId('chat-message-reply').last()).toHaveAttribute('data-status', 'complete', REPLY_DONE);
  const id = await openConversationId(page);
  const item = page.locator(`[data-testid="conversation-item"][data-id="${id}"]`);
  await expect(item).toBeVisible();

  await item.getByRole('button', { name: /^Options for/ }).click();
  await page.getByRole('menuitem', { name: 'Rename' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename conversation' });
  // An empty name: the field takes the focus from Save name, invalid, with its message as its description.
  await rename.getByLabel('Name').fill('');
  await rename.getByRole('button', { name: 'Save name' }).click();
  await expect(rename.getByRole('textbox', { name: 'Name' })).toBeFocused();
  await expect(rename.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
  await expect(rename.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(/.+/);
  await rename.getByLabel('Name').fill('Work worries');
  await rename.getByRole('button', { name: 'Save name' }).click();
  await expect(item).toContainText('Work worries');
  await expect(page.getByTestId('conversation-title')).toHaveText('Work worries');
  // Focus goes back to the conversation's options (the menu item that opened the dialog is gone).
  await expect(item.getByRole('button', { name: 'Options for “Work worries”' })).toBeFocused();
  // The new name is said too (only the options button's name changed where the focus went).
  await expect(page.getByTestId('conversation-list-announcer')).toHaveText('The conversation is now called “Work worries”.');

  await item.getByRole('button', { name: 'Options for “Work worries”' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  // The dialog opens on its safe choice.
  await expect(page.getByRole('dialog', { name: 'Delete this conversation?' }).getByRole('button', { name: 'Keep it' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(item.getByRole('button', { name: 'Options for “Work worries”' })).toBeFocused();
  await item.getByRole('button', { name: 'Options for “Work worries”' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  // A refused delete is an alert in the dialog, said as it appears.
  const refuse = (route: Route) =>
    route.request().method() === 'DELETE' ? route.fulfill({ status: 409, json: { code: 'server/error', message: 'Something went wrong. Please try again.' } }) : route.fallback();
  await page.route(`**/api/chat/conversations/${id}`, refuse);
  await page.getByTestId('confirm-delete-conversation').click();
  await expect(page.getByRole('dialog', { name: 'Delete this conversation?' }).getByRole('alert')).toHaveText('Something went wrong. Please try again.');
  await page.unroute(`**/api/chat/conversations/${id}`, refuse);
  await page.getByTestId('confirm-delete-conversation').click();
  await expect(item).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Your message' })).toBeFocused();
  // Its row just vanishes: a polite region that was in the page already says what happened.
  await expect(page.getByTestId('conversation-list-announcer')).toHaveRole('status');
  await expect(page.getByTestId('conversation-list-announcer')).toHaveText('“Work worries” has been deleted.');
  await expect(page.getByTestId('conversation-title')).toHaveText('New conversation');

  const res = await page.request.get(`${baseURL}/api/chat/conversations/${id}`);
  expect(res.status()).toBe(404);
  await page.goto(`/ai-chat?c=${id}`);
  await expect(page.getByTestId('conversation-not-found')).toBeVisible();
});

test('a conversation’s options, pressed before their code has come, open when it does; if it cannot be fetched, that is said, and they open on the next press', async ({ page, baseURL, consoleErrors }) => {
  // The options' code is refused from the start (offline), for the page and its service worker alike: the chat and
  // its list work without it, and a press says what went wrong.
  const optionsCode = /\/assets\/conversation-actions-[^/]+\.js$/;
  const context = page.context();
  await context.route(optionsCode, (route) => route.abort('internetdisconnected'));
  await loginAs(page, 'seeker', baseURL!);
  await openChat(page);
  await send(page, 'Is anyone there this evening');
  await expect(page.getByTestId('chat-message-reply').last()).toHaveAttribute('data-status', 'complete', REPLY_DONE);
  const id = await openConversationId(page);

  const item = page.locator(`[data-testid="conversation-item"][data-id="${id}"]`);
  const options = item.getByRole('button', { name: /^Options for/ });
  await expect(options).toHaveAttribute('aria-haspopup', 'menu');
  await options.click();
  const failed = item.getByTestId('conversation-options-error');
  await expect(failed).toHaveRole('alert');
  await expect(failed).toHaveText('The options could not be opened. Please check your connection and try again.');
  await expect(options).toHaveAccessibleDescription('The options could not be opened. Please check your connection and try again.');
  await expect(page.getByRole('menu')).toHaveCount(0);

  // Back online, the code held until the press: the menu opens when it comes, from the keyboard too.
  await context.unroute(optionsCode);
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await context.route(optionsCode, async (route) => {
    await released;
    await route.continue();
  });
  await options.focus();
  await page.keyboard.press('ArrowDown');
  await expect(failed).toHaveCount(0);
  await expect(options).toHaveAttribute('aria-busy', 'true');
  release();
  await expect(page.getByRole('menuitem', { name: 'Rename' })).toBeVisible();
  await expectStyledMenu(page);
  await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('[role="menu"]')))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(item.getByRole('button', { name: /^Options for/ })).toBeFocused();
  await expect(item.getByRole('button', { name: /^Options for/ })).toHaveAttribute('aria-expanded', 'false');
  // The refused fetches are the browser's only complaints (through the service worker they read as ERR_FAILED).
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !/^Failed to load resource: net::ERR_(FAILED|INTERNET_DISCONNECTED)$/.test(e)));
});

test('another person cannot open a conversation by its id', async ({ browser, page, baseURL }) => {
  await loginAs(page, 'seeker', baseURL!);
  await openChat(page);
  const secret = 'A private worry about my brother';
  await send(page, secret);
  await expect(page.getByTestId('chat-message-reply').last()).toHaveAttribute('data-status', 'complete', REPLY_DONE);
  const id = await openConversationId(page);

  const other = await browser.newContext({ baseURL: baseURL!, locale: 'en-GB' });
  const otherPage = await other.newPage();
  await loginAs(otherPage, 'supporter', baseURL!);
  await otherPage.goto(`/ai-chat?c=${id}`);
  await expectSingleH1(otherPage, 'AI chat');
  await expect(otherPage.getByTestId('conversation-not-found')).toBeVisible();
  await expect(otherPage.getByTestId('conversation-not-found')).toContainText('We couldn’t find this conversation');
  await expect(otherPage.locator('body')).not.toContainText(secret);
  await expect(otherPage.locator(`[data-testid="conversation-item"][data-id="${id}"]`)).toHaveCount(0);
  expect((await otherPage.request.get(`${baseURL}/api/chat/conversations/${id}`)).status()).toBe(404);
  await other.close();
});

test('the chat fits a 360 px wide phone, in the dark scheme too', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await loginAs(page, 'seeker', baseURL!);
  await openChat(page);
  await send(page, 'Feeling lonely since I moved to a new city');
  await expect(page.getByTestId('chat-message-reply').last()).toHaveAttribute('data-status', 'complete', REPLY_DONE);
  const id = await openConversationId(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  // The list folds away on a phone and opens on demand.
  await expect(page.getByTestId('conversation-list')).toBeHidden();
  await page.getByRole('button', { name: 'Your conversations' }).click();
  await expect(page.locator(`[data-testid="conversation-item"][data-id="${id}"]`)).toBeVisible();
  // “Talk to a person” open too: its panel fits and is checked with the rest.
  await page.getByTestId('talk-to-person').click();
  await expect(page.getByTestId('talk-to-person-panel')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  const axe = await new AxeBuilder({ page }).include('main').analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

test('a message written when the session ends stays in the box, and is there again after logging in from the header', async ({ page, baseURL }) => {
  await loginAs(page, 'seeker', baseURL!);
  await openChat(page);
  await markPageLoad(page);
  const box = page.getByRole('textbox', { name: 'Your message' });
  const words = 'I have been on edge all week and I cannot work out why';
  await box.fill(words);
  // The session ends on the server's side: this browser no longer holds it.
  await page.context().clearCookies();
  await box.press('Enter');
  await expect(page.getByTestId('chat-send-error')).toHaveText(LOST_SESSION_REFUSAL);
  // Whatever went wrong, the way to a person is beside the message.
  await expect(page.getByTestId('chat-send-error-crisis')).toHaveAttribute('href', '/get-support/crisis-help');
  await expect(box).toHaveValue(words);

  // The header's "Log in" comes back to the chat, and the message is still there to send.
  await logInFromHeader(page, 'seeker', /\/login\?returnTo=%2Fai-chat$/);
  await expect(page).toHaveURL(/\/ai-chat$/);
  await expect(box).toHaveValue(words);
  await expectSamePageLoad(page);

  // Once sent, it is not kept any more: leaving and coming back finds an empty box.
  await box.press('Enter');
  await expect(page.getByTestId('chat-message-reply').last()).toHaveAttribute('data-status', 'complete', REPLY_DONE);
  await page.getByRole('banner').getByRole('link', { name: 'Get support' }).first().click();
  await page.goBack();
  await expect(box).toHaveValue('');
});

test('a message sent while offline stays in the box, the refusal says so, and it sends once back online', async ({ page, baseURL, consoleErrors }) => {
  await loginAs(page, 'seeker', baseURL!);
  await openChat(page);
  const box = page.getByRole('textbox', { name: 'Your message' });
  // The conversation is not read again until the connection is back: the first exchange is on screen only as it
  // streamed in, as when the connection drops straight after a reply (it must not vanish with the refused send).
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/chat/conversations/*', async (route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    await held;
    return route.fallback();
  });
  await send(page, 'Hello, I would like to talk something through');
  await expect(page.getByTestId('chat-message-reply').last()).toHaveAttribute('data-status', 'complete', REPLY_DONE);

  const words = 'I keep going over what my manager said to me today';
  await page.context().setOffline(true);
  await box.fill(words);
  await box.press('Enter');
  await expect(page.getByTestId('chat-send-error')).toHaveText(
    'Failed to get document because the client is offline. What you wrote is still here. Send it again when you are back online.',
  );
  await expect(page.getByTestId('chat-send-error-crisis')).toHaveAttribute('href', '/get-support/crisis-help');
  await expect(box).toHaveValue(words);
  await expect(page.getByTestId('chat-message-reply')).toHaveCount(1);
  // The browser reports the request it could not make; that is this test's point, not a fault.
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !/ERR_INTERNET_DISCONNECTED/.test(e)));

  await page.context().setOffline(false);
  release();
  await box.press('Enter');
  await expect(page.getByTestId('chat-message-reply')).toHaveCount(2);
  await expect(page.getByTestId('chat-message-reply').last()).toHaveAttribute('data-status', 'complete', REPLY_DONE);
  await expect(page.getByTestId('chat-send-error')).toHaveCount(0);
  await expect(box).toHaveValue('');
});

test('on a phone, conversations that could not be loaded are said so beside the folded list, and open to try again', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await loginAs(page, 'seeker', baseURL!);
  await page.route('**/api/chat/conversations', (route) =>
    route.request().method() === 'GET' ? route.fulfill({ status: 429, contentType: 'application/json', body: JSON.stringify({ code: 'request/rate-limited', message: 'Too many requests. Please wait a moment and try again.' }) }) : route.fallback(),
  );
  // Reached from another screen, so the list is asked for (a fresh visit's page brings it along).
  await page.goto('/resources');
  await page.getByRole('link', { name: 'AI chat', exact: true }).last().click();
  await expectSingleH1(page, 'AI chat');
  await expect(page.getByTestId('conversation-list-folded-error')).toHaveText('Your conversations could not be loaded. Open the list to try again.');
  await page.getByRole('button', { name: 'Your conversations' }).click();
  await expect(page.getByTestId('conversation-list-folded-error')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
});
