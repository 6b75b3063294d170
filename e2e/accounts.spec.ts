import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { linkIn } from '../apps/server/src/test-support/smtp';
import { contrast, expect, expectSamePageLoad, expectSingleH1, expectStyledMenu, loginAs, markPageLoad, test } from './fixtures';

const PASSWORD = 'quiet-harbour-lantern-31';
const person = () => {
  const tag = randomUUID().slice(0, 8);
  return { email: `e2e-${tag}@example.org`, username: `e2e_${tag}` };
};

async function fillLogin(page: Page, email: string, password: string) {
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
}

async function registerInBrowser(page: Page, who: { email: string; username: string }) {
  await page.goto('/register');
  await expectSingleH1(page, 'Create your account');
  await page.getByLabel('E-mail address').fill(who.email);
  await page.getByLabel('Username').fill(who.username);
  await page.getByRole('textbox', { name: 'Password' }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('main')).toContainText(/check your e-mail/i);
}

/**
 * On the reset form: a too-short password typed, then the button clicked at once. The click must submit: both
 * messages appear (the second field was never visited), and the first field with a problem has focus.
 */
async function expectClickShowsBothResetErrors(page: Page) {
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('short');
  await page.getByRole('button', { name: 'Set my new password' }).click();
  await expect(page.getByRole('main')).toContainText('Use at least 10 characters.');
  await expect(page.getByRole('main')).toContainText('The two new passwords are not the same.');
  await expect(page.getByRole('textbox', { name: 'New password', exact: true })).toBeFocused();
}

const storedUser = (page: Page) => page.evaluate(() => window.localStorage.getItem('currentUser'));

test('register → verify from the e-mail → log in → edit profile → change e-mail → change password → log out', async ({ page, mailbox }) => {
  test.setTimeout(60_000);
  const who = person();
  await registerInBrowser(page, who);

  // Logging in before verifying: the catalogue message, and a fresh link arrives.
  await page.goto('/login');
  await fillLogin(page, who.email, PASSWORD);
  await expect(page.getByTestId('login-error')).toHaveText('Please verify your email. We have sent you a new verification link.');
  await expect.poll(() => mailbox.count(who.email)).toBe(2);
  expect(await storedUser(page)).toBeNull();

  const verification = await mailbox.waitFor(who.email);
  await page.goto(linkIn(verification));
  await expect(page).toHaveURL(/\/login\?verified=1$/);
  await fillLogin(page, who.email, PASSWORD);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('account-menu').first()).toContainText(who.username);

  // currentUser mirrors the session user, survives a reload.
  expect(JSON.parse((await storedUser(page))!)).toMatchObject({ email: who.email, username: who.username, role: 'seeker' });
  await page.reload();
  await expect(page.getByTestId('account-menu').first()).toContainText(who.username);
  expect(JSON.parse((await storedUser(page))!)).toMatchObject({ email: who.email });

  // Edit the profile.
  await page.goto('/profile');
  await expectSingleH1(page, 'Your profile');
  await page.getByRole('button', { name: 'Edit details' }).click();
  await page.getByLabel('Gender (optional)').fill('prefer to self-describe');
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByRole('main')).toContainText('prefer to self-describe');
  // The outcome takes the focus the form had, so a screen reader says it.
  await expect(page.getByTestId('profile-details').getByRole('status')).toHaveText('Your details have been saved.');
  await expect(page.getByTestId('profile-details').getByRole('status')).toBeFocused();

  // Change the e-mail: nothing changes until the link sent to the new address is used.
  const newEmail = person().email;
  const emailSection = page.getByTestId('profile-email');
  await page.getByLabel('New e-mail address').fill(newEmail);
  // A refusal is an alert, said as it appears.
  await page.getByRole('textbox', { name: 'Your current password' }).fill(`${PASSWORD}-not`);
  await page.getByRole('button', { name: 'Send verification link' }).click();
  await expect(emailSection.getByRole('alert')).toHaveText('Invalid email or password.');
  await page.getByRole('textbox', { name: 'Your current password' }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Send verification link' }).click();
  await expect(page.getByRole('main')).toContainText('A verification link has been sent to the new email address. Please verify to complete the change.');
  await expect(emailSection.getByRole('status')).toBeFocused();
  const change = await mailbox.waitFor(newEmail);
  await page.goto(linkIn(change));
  await expect(page).toHaveURL(/\/login\?verified=1$/);
  await page.goto('/profile');
  await expect(page.getByRole('main')).toContainText(newEmail);

  // Change the password.
  const newPassword = 'another-quiet-lantern-47';
  await page.getByRole('textbox', { name: 'Current password', exact: true }).fill(PASSWORD);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
  await page.getByRole('textbox', { name: 'New password again' }).fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('main')).toContainText(/password (has been )?changed/i);
  await expect(page.getByTestId('profile-password').getByRole('status')).toBeFocused();

  // Log out: the stored user goes, and the new password works.
  await page.getByTestId('account-menu').first().click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect.poll(() => storedUser(page)).toBeNull();
  await page.goto('/login');
  await fillLogin(page, newEmail, newPassword);
  await expect(page).toHaveURL(/\/$/);
});

test('forgot the password: a link by e-mail, a new password, every device signed out, and the link works once', async ({ page, browser, mailbox }) => {
  test.setTimeout(120_000);
  const who = person();
  await registerInBrowser(page, who);
  await page.goto(linkIn(await mailbox.waitFor(who.email)));
  await expect(page).toHaveURL(/\/login\?verified=1$/);
  await fillLogin(page, who.email, PASSWORD);
  await expect(page).toHaveURL(/\/$/);

  // On another device, from the login page.
  const other = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const device = await other.newPage();
  await device.goto('/login');
  await device.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(device).toHaveURL(/\/auth\/action\?mode=reset-password$/);
  await expectSingleH1(device, 'Account action');
  await expect(device.getByRole('heading', { level: 2 })).toHaveText('Forgot your password?');
  await device.getByRole('button', { name: 'Send me a link' }).click();
  await expect(device.getByLabel('E-mail address')).toBeFocused();
  const arriving = mailbox.next(who.email);
  await device.getByLabel('E-mail address').fill(who.email);
  await device.getByRole('button', { name: 'Send me a link' }).click();
  await expect(device.getByRole('main').getByRole('status')).toContainText(`If an account uses ${who.email}, we have sent it a link`);
  // The outcome takes the focus from the form it replaced (focus fell to the page before).
  await expect(device.getByRole('main').getByRole('status')).toBeFocused();
  const link = linkIn(await arriving);

  await device.goto(link);
  await expect(device.getByRole('heading', { level: 2 })).toHaveText('Choose a new password');
  const axe = await new AxeBuilder({ page: device }).include('main').analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
  const newPassword = 'river-lantern-quiet-73';
  await device.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
  await device.getByRole('textbox', { name: 'New password again' }).fill(`${newPassword}x`);
  await device.getByRole('button', { name: 'Set my new password' }).click();
  await expect(device.getByRole('main')).toContainText('The two new passwords are not the same.');
  await device.getByRole('textbox', { name: 'New password again' }).fill(newPassword);
  await device.getByRole('button', { name: 'Set my new password' }).click();
  await expect(device.getByRole('main').getByRole('status')).toContainText('Your password has been changed');
  await expect(device.getByRole('main').getByRole('status')).toBeFocused();

  // The first device was signed out; the old password no longer works, the new one does.
  await expect.poll(async () => (await (await page.request.get('/api/session')).json()).user).toBeNull();
  await page.goto('/login');
  await fillLogin(page, who.email, PASSWORD);
  await expect(page.getByTestId('login-error')).toHaveText('Invalid email or password.');
  await fillLogin(page, who.email, newPassword);
  await expect(page).toHaveURL(/\/$/);

  // The same link again: it has been used.
  await device.goto(link);
  await device.getByRole('textbox', { name: 'New password', exact: true }).fill('yet-another-lantern-19');
  await device.getByRole('textbox', { name: 'New password again' }).fill('yet-another-lantern-19');
  await device.getByRole('button', { name: 'Set my new password' }).click();
  await expect(device.getByTestId('password-reset')).toHaveAttribute('data-step', 'link-unusable');
  await expect(device.getByRole('main').getByRole('status')).toContainText('This link to choose a new password has expired or was already used. Please ask for a new one.');
  await device.getByRole('link', { name: 'Ask for a new link' }).click();
  await expect(device.getByRole('heading', { level: 2 })).toHaveText('Forgot your password?');

  // A link cut short is told at once.
  await device.goto('/auth/action?mode=reset-password&token=abc');
  await expect(device.getByTestId('password-reset')).toHaveAttribute('data-step', 'link-unusable');
  await expect(device.getByRole('main').getByRole('status')).toContainText('This link is incomplete. Please ask for a new one.');
  await other.close();
});

// A session can end while someone writes (it expired, or a password change elsewhere ended it). The save then
// answers "not signed in" and the page asks them to log in: what they wrote must be waiting after they do.
test('an entry written when the session ends is kept until the person logs in again, and a deliberate log out drops it', async ({ page, mailbox }) => {
  test.setTimeout(90_000);
  const journal = '/get-support/interactive-tools?tool=journal';
  const who = person();
  await registerInBrowser(page, who);
  await page.goto(linkIn(await mailbox.waitFor(who.email)));
  await fillLogin(page, who.email, PASSWORD);
  await expect(page).toHaveURL(/\/$/);

  await page.goto(journal);
  await markPageLoad(page);
  let form = page.getByTestId('journal-form');
  await form.getByRole('radio', { name: '2 · Low' }).check();
  await form.getByRole('checkbox', { name: 'Work' }).check();
  const words = 'Couldn’t face the meeting. Sat in the car for twenty minutes before going in.';
  await form.getByRole('textbox', { name: /Note/ }).fill(words);
  // The session ends on the server's side: this browser no longer holds it.
  await page.context().clearCookies();
  await form.getByRole('button', { name: 'Save entry' }).click();

  await expect(page.getByTestId('journal-sign-in')).toBeVisible();
  await expect(page.getByTestId('journal-unsaved')).toContainText('Log in again and it will be here for you to save.');
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    const axe = await new AxeBuilder({ page }).include('main').analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), `the unsaved-entry notice (${colorScheme})`).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.getByTestId('journal-sign-in').getByRole('link', { name: 'Log in' }).click();
  await fillLogin(page, who.email, PASSWORD);
  await expect(page).toHaveURL(new RegExp(`${journal.replace(/[?]/g, '\\?')}$`));
  form = page.getByTestId('journal-form');
  await expect(form.getByTestId('journal-restored')).toBeVisible();
  await expect(form.getByRole('textbox', { name: /Note/ })).toHaveValue(words);
  await expect(form.getByRole('radio', { name: '2 · Low' })).toBeChecked();
  await expect(form.getByRole('checkbox', { name: 'Work' })).toBeChecked();
  await form.getByRole('button', { name: 'Save entry' }).click();
  await expect(page.getByTestId('journal-message')).toContainText('has been added');
  await expect(page.getByTestId('journal-entry-note')).toHaveText(words);

  // An edit left unsaved at a deliberate log out is gone after logging in again: that was "I am done here".
  await page.getByTestId('journal-entry').getByRole('button', { name: /^Edit the entry for/ }).click();
  await page.getByTestId('journal-form').getByRole('textbox', { name: /Note/ }).fill('not for anyone else to see');
  await page.getByTestId('account-menu').first().click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect.poll(() => storedUser(page)).toBeNull();
  await page.evaluate((path) => {
    window.history.pushState(null, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, journal);
  await expect(page.getByTestId('journal-sign-in')).toBeVisible();
  await expect(page.getByTestId('journal-unsaved')).toHaveCount(0);
  await page.getByTestId('journal-sign-in').getByRole('link', { name: 'Log in' }).click();
  await fillLogin(page, who.email, PASSWORD);
  await expect(page.getByTestId('journal-entry-note')).toHaveText(words);
  await expect(page.getByTestId('journal-form')).toHaveCount(0);
  await expect(page.getByTestId('journal-restored')).toHaveCount(0);

  // The same for a day missed earlier, added once today has its entry: that form opens again with the words.
  await page.getByRole('button', { name: 'Add an entry for an earlier day' }).click();
  form = page.getByTestId('journal-form');
  const earlierDay = await form.getByLabel('Day').inputValue();
  const earlierWords = 'Forgot to write this down yesterday.';
  await form.getByRole('radio', { name: '3 · Okay' }).check();
  await form.getByRole('textbox', { name: /Note/ }).fill(earlierWords);
  await page.context().clearCookies();
  await form.getByRole('button', { name: 'Save entry' }).click();
  await expect(page.getByTestId('journal-unsaved')).toBeVisible();
  await page.getByTestId('journal-sign-in').getByRole('link', { name: 'Log in' }).click();
  await fillLogin(page, who.email, PASSWORD);
  form = page.getByTestId('journal-form');
  await expect(form.getByTestId('journal-restored')).toBeVisible();
  await expect(form.getByRole('heading', { name: 'Add an entry for an earlier day' })).toBeVisible();
  await expect(form.getByLabel('Day')).toHaveValue(earlierDay);
  await expect(form.getByRole('textbox', { name: /Note/ })).toHaveValue(earlierWords);
  await form.getByRole('button', { name: 'Save entry' }).click();
  await expect(page.getByTestId('journal-entry')).toHaveCount(2);
  await expect(page.getByTestId('journal-entry-note').last()).toHaveText(earlierWords);
  // All of it in one page load: what was kept (or dropped) was in this tab's memory, as it should be.
  await expectSamePageLoad(page);
});

test('a self-assessment result shown before logging in is waiting to save after logging in from “Log in” under it', async ({ page, mailbox }) => {
  test.setTimeout(90_000);
  const who = person();
  await registerInBrowser(page, who);
  await page.goto(linkIn(await mailbox.waitFor(who.email)));
  await expect(page).toHaveURL(/\/login\?verified=1$/);

  await page.goto('/get-support/interactive-tools?tool=gad7');
  await markPageLoad(page);
  const questions = page.getByTestId('assessment-question');
  await expect(questions).toHaveCount(7);
  for (let i = 0; i < 7; i++) await questions.nth(i).getByRole('radio', { name: i < 4 ? 'More than half the days' : 'Several days', exact: true }).check();
  await page.getByRole('button', { name: 'See my result' }).click();
  await expect(page.getByTestId('assessment-result')).toHaveAttribute('data-total', '11');
  await page.getByTestId('assessment-not-saved').getByRole('link', { name: 'Log in' }).click();
  await fillLogin(page, who.email, PASSWORD);

  await expect(page).toHaveURL(/\/get-support\/interactive-tools\?tool=gad7$/);
  await expect(page.getByTestId('assessment-restored')).toBeVisible();
  await expect(page.getByTestId('assessment-result')).toHaveAttribute('data-total', '11');
  await page.getByRole('button', { name: 'Save to my history' }).click();
  await expect(page.getByText('Saved to your history.')).toBeVisible();
  await expect(page.getByTestId('assessment-history')).toContainText('Moderate');
  await expectSamePageLoad(page);
});

// A message appearing when a field is left moves the button below it. Leaving a field for its form's submit button
// must not show that message first, or the button moves between mouse-down and mouse-up and the click is lost:
// every field's message then appears at once, and the first field with a problem has focus.
test('a click on a form’s button straight after typing is not lost to the field’s message, and password fields in error say so (registration, profile, reset)', async ({ page, baseURL }) => {
  // Tall enough that the whole registration form is in view: scrolled, the browser's scroll anchoring can hide the shift.
  await page.setViewportSize({ width: 1280, height: 1800 });
  await page.goto('/register');
  await page.getByLabel('E-mail address').fill('not-an-address');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('main')).toContainText('Invalid email address.');
  await expect(page.getByRole('main')).toContainText('Usernames have at least 3 characters.');
  await expect(page.getByRole('main')).toContainText('Use at least 10 characters.');
  await expect(page.getByLabel('E-mail address')).toBeFocused();
  // Password fields in error say so to assistive technology, as the other fields do.
  await expect(page.getByRole('textbox', { name: 'Password' })).toHaveAttribute('aria-invalid', 'true');

  await loginAs(page, 'seeker', baseURL!);
  await page.goto('/profile');
  const passwordForm = page.getByTestId('password-change-form');
  await passwordForm.getByRole('textbox', { name: 'New password', exact: true }).fill('short');
  await expect(passwordForm.getByRole('textbox', { name: 'Current password' })).not.toHaveAttribute('aria-invalid');
  await passwordForm.getByRole('button', { name: 'Change password' }).click();
  await expect(passwordForm).toContainText('Use at least 10 characters.');
  await expect(passwordForm).toContainText('Enter your password.');
  await expect(passwordForm).toContainText('The two new passwords are not the same.');
  await expect(passwordForm.getByRole('textbox', { name: 'Current password' })).toBeFocused();
  await expect(passwordForm.getByRole('textbox', { name: 'Current password' })).toHaveAttribute('aria-invalid', 'true');
  await expect(passwordForm.getByRole('textbox', { name: 'New password again' })).toHaveAttribute('aria-invalid', 'true');

  await page.goto(`/auth/action?mode=reset-password&token=${'A'.repeat(24)}`);
  await expectClickShowsBothResetErrors(page);
});

test('the click is not lost either where the browser does not focus a clicked button (as Safari does)', async ({ page }) => {
  await page.goto(`/auth/action?mode=reset-password&token=${'A'.repeat(24)}`);
  // As in Safari: pressing the button takes focus from the field (no relatedTarget) and the button never gets it.
  await page.evaluate(() => {
    document.addEventListener(
      'mousedown',
      (event) => {
        if (!(event.target instanceof Element) || !event.target.closest('button[type="submit"]')) return;
        event.preventDefault();
        (document.activeElement as HTMLElement | null)?.blur();
      },
      true,
    );
  });
  await expectClickShowsBothResetErrors(page);
});

test('the password reset pages, with their errors and outcomes, pass axe in light and dark colours', async ({ page }) => {
  test.setTimeout(120_000);
  const expectAccessible = async (label: string) => {
    const axe = await new AxeBuilder({ page }).include('main').analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), label).toEqual([]);
  };
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.goto('/auth/action?mode=reset-password');
    await page.getByRole('button', { name: 'Send me a link' }).click();
    await expect(page.getByLabel('E-mail address')).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(`request form with an error (${colorScheme})`);
    await page.getByLabel('E-mail address').fill(`nobody-${randomUUID()}@example.org`);
    await page.getByRole('button', { name: 'Send me a link' }).click();
    await expect(page.getByTestId('password-reset')).toHaveAttribute('data-step', 'sent');
    await expectAccessible(`link sent (${colorScheme})`);

    // A well-formed token that was never sent: the form, its errors, then the answer that the link cannot be used.
    await page.goto(`/auth/action?mode=reset-password&token=${'A'.repeat(24)}`);
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill('short');
    await page.getByRole('button', { name: 'Set my new password' }).click();
    await expect(page.getByRole('main')).toContainText('Use at least 10 characters.');
    await expect(page.getByRole('main')).toContainText('The two new passwords are not the same.');
    await expectAccessible(`new password form with errors (${colorScheme})`);
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill('quiet-lantern-meadow-58');
    await page.getByRole('textbox', { name: 'New password again' }).fill('quiet-lantern-meadow-58');
    await page.getByRole('button', { name: 'Set my new password' }).click();
    await expect(page.getByTestId('password-reset')).toHaveAttribute('data-step', 'link-unusable');
    await expectAccessible(`link unusable (${colorScheme})`);
  }
});

test('the account menu’s code loads only when the button is reached for, and the first press opens it by keyboard too', async ({ page, baseURL }) => {
  const menuCode: string[] = [];
  page.on('request', (request) => {
    if (!request.serviceWorker() && /\/assets\/(account-menu|Menu)-/.test(new URL(request.url()).pathname)) menuCode.push(request.url());
  });
  await loginAs(page, 'seeker', baseURL!);
  await page.goto('/articles/getting-through-a-panic-attack');
  await expectSingleH1(page, 'Getting through a panic attack, one breath at a time');
  const button = page.getByTestId('account-menu').first();
  await expect(button).toHaveAttribute('aria-haspopup', 'menu');
  await page.waitForLoadState('networkidle');
  expect(menuCode, 'nothing of the menu before anyone reaches for it').toEqual([]);

  const focusInMenu = () => page.evaluate(() => Boolean(document.activeElement?.closest('[role="menu"]')));
  // Keyboard: focus loads it; Enter opens it with focus inside, as the loaded menu does; Escape gives focus back.
  await button.focus();
  await expect.poll(() => menuCode.length).toBeGreaterThan(0);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toContainText('Logged in as demo-seeker');
  await expectStyledMenu(page);
  await expect.poll(focusInMenu).toBe(true);
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Your profile' })).toBeFocused();
  // The admin dashboard is offered to admins only (admin.spec.ts).
  await expect(page.getByRole('menuitem')).toHaveText(['Your profile', 'Log out']);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  // The locator finds the menu's own button now, which took the place of the first one.
  await expect(button).toBeFocused();
  // From then on it is the menu itself: a press opens it again, the same way.
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeVisible();
  await expect.poll(focusInMenu).toBe(true);
});

test('a log out made offline is finished once back online: a reload does not find the person logged in again', async ({ page, context, baseURL, consoleErrors }) => {
  // The notice card's code has not been kept yet (the service worker may not have finished installing): the words
  // are still shown.
  const cardCode = /\/assets\/session-notice-card-[^/]+\.js$/;
  await context.route(cardCode, (route) => route.abort('internetdisconnected'));
  await loginAs(page, 'seeker', baseURL!);
  await page.goto('/profile');
  await expectSingleH1(page, 'Your profile');
  await page.getByTestId('account-menu').first().click();
  await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeVisible();
  await context.setOffline(true);
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  // Logged out here at once, though the server, which holds the session, could not be told.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(page.getByTestId('session-notice')).toHaveText('You’re logged out. Take care.');
  await expect(page.getByTestId('session-notice')).toHaveRole('status');
  await expect.poll(() => storedUser(page)).toBeNull();
  await context.unroute(cardCode);
  // The refused fetches are the browser's only complaints (through the service worker they read as ERR_FAILED).
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !/^Failed to load resource: net::ERR_(FAILED|INTERNET_DISCONNECTED)$/.test(e)));

  // Back online, the log out still owed reaches the server without a reload.
  await context.setOffline(false);
  await expect.poll(async () => (await (await page.request.get('/api/session')).json()) as unknown).toEqual({ user: null });
  await page.reload();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(page.getByTestId('account-menu')).toHaveCount(0);
});

test('someone too young for an account is told so and shown where to get help now', async ({ page }) => {
  await page.goto('/register');
  const dateOfBirth = page.getByLabel('Date of birth');
  await dateOfBirth.fill('2015-03-01');
  await dateOfBirth.blur();
  await expect(page.getByRole('main')).toContainText('You need to be 16 or over to have a Harbour account.');
  const help = page.getByTestId('register-under-age-help');
  await expect(help).toContainText('including lines for young people');
  await expect(help.getByRole('link', { name: 'Get help now' })).toHaveAttribute('href', '/get-support/crisis-help');
  // Only for that message: an old enough date takes it away.
  await dateOfBirth.fill('1990-03-01');
  await dateOfBirth.blur();
  await expect(help).toHaveCount(0);
});

test('the registration form checks usernames while typing and shows the catalogue messages', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('Username').fill('demo-seeker');
  await expect(page.getByRole('main')).toContainText('Username already exists.');
  const who = person();
  await page.getByLabel('E-mail address').fill('seeker@example.com');
  await page.getByLabel('Username').fill(who.username);
  await page.getByRole('textbox', { name: 'Password' }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('main')).toContainText('Email already exists.');
});

test('wrong credentials, then too many attempts, show the catalogue messages', async ({ page }) => {
  await page.goto('/login');
  const nobody = `nobody-${randomUUID()}@example.org`;
  await fillLogin(page, nobody, 'not-the-right-password');
  await expect(page.getByTestId('login-error')).toHaveText('Invalid email or password.');
  for (let i = 0; i < 8; i++) {
    await fillLogin(page, nobody, `wrong-password-${i}`);
    await expect(page.getByTestId('login-error')).toBeVisible();
  }
  await expect(page.getByTestId('login-error')).toHaveText('Too many attempts. Please try again later.');
});

test('a button at work keeps the focus and takes no second press: the log-in button while the server answers', async ({ page }) => {
  await page.goto('/login');
  let attempts = 0;
  let answer: () => void = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/api/session/login', async (route) => {
    attempts += 1;
    await answered;
    await route.continue();
  });
  await page.getByLabel('E-mail address').fill(`nobody-${randomUUID()}@example.org`);
  await page.getByRole('textbox', { name: 'Password' }).fill('not-the-right-password');
  const logIn = page.getByRole('main').getByRole('button', { name: 'Log in' });
  await logIn.focus();
  await page.keyboard.press('Enter');
  // Busy: still focused (a disabled button would drop the focus to the page), and it says it is unavailable.
  await expect(logIn).toHaveAttribute('aria-disabled', 'true');
  await expect(logIn).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Space');
  await page.getByRole('textbox', { name: 'Password' }).press('Enter');
  answer();
  await expect(page.getByTestId('login-error')).toHaveText('Invalid email or password.');
  expect(attempts, 'presses while busy send nothing').toBe(1);
  await expect(logIn).not.toHaveAttribute('aria-disabled');
});

test('keyboard focus stands out in both colour schemes: the ring around a button and the border of a field (3:1 at least)', async ({ page }) => {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.goto('/login');
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const field = page.getByLabel('E-mail address');
    const unfocused = await field.evaluate((el) => getComputedStyle(el).borderColor);
    await field.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(field).toBeFocused();
    // The border changes colour over 100 ms (Mantine's transition): read it once it has arrived.
    const focusedBorder = () => field.evaluate((el) => getComputedStyle(el).borderColor);
    await expect.poll(async () => contrast(await focusedBorder(), background), `${colorScheme}: focused field's border on the page`).toBeGreaterThanOrEqual(3);
    const focused = await focusedBorder();
    expect(contrast(focused, unfocused), `${colorScheme}: focused against unfocused border`).toBeGreaterThanOrEqual(1.5);

    const button = page.getByRole('main').getByRole('button', { name: 'Log in' });
    await button.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(button).toBeFocused();
    const ring = await button.evaluate((el) => {
      const style = getComputedStyle(el);
      return { color: style.outlineColor, width: parseFloat(style.outlineWidth), style: style.outlineStyle };
    });
    expect(ring.style, colorScheme).not.toBe('none');
    expect(ring.width, colorScheme).toBeGreaterThanOrEqual(2);
    expect(contrast(ring.color, background), `${colorScheme}: focus ring on the page`).toBeGreaterThanOrEqual(3);

    // A control that is not the component library's takes the page's own ring (styles/base.css): the skip link
    // (the first stop from the top of a fresh page), then "Get help now" in the header, reached after a key press.
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    const ringOf = async (name: string, control: Locator) => {
      await expect(control).toBeFocused();
      const outline = await control.evaluate((el) => (el.matches(':focus-visible') ? { color: getComputedStyle(el).outlineColor, style: getComputedStyle(el).outlineStyle } : null));
      expect(outline, `${colorScheme}: ${name} shows that it has the focus`).not.toBeNull();
      expect(outline!.style, `${colorScheme}: ${name}`).not.toBe('none');
      expect(contrast(outline!.color, background), `${colorScheme}: the focus ring of "${name}" on the page`).toBeGreaterThanOrEqual(3);
    };
    await ringOf('Skip to content', skip);
    const getHelp = page.getByTestId('get-help-now');
    await getHelp.focus();
    await ringOf('Get help now', getHelp);
  }
});

test('in the dark scheme the marks that say what is chosen hold 3:1 against the page: the chosen tab, a ticked box, a chosen answer', async ({ page, baseURL }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await loginAs(page, 'seeker', baseURL!);
  const onPage = async () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

  await page.goto('/community/events-webinars');
  const tab = page.getByRole('tab', { selected: true });
  await expect(tab).toHaveText('Upcoming');
  // The chosen tab is marked by its bottom border only.
  const underline = await tab.evaluate((el) => getComputedStyle(el).borderBottomColor);
  expect(contrast(underline, await onPage()), 'the chosen tab\'s underline').toBeGreaterThanOrEqual(3);

  await page.goto('/get-support/find-professional');
  const box = page.getByRole('checkbox', { name: 'Free or low cost only' });
  await box.check();
  await expect(box).toBeChecked();
  await expect.poll(async () => contrast(await box.evaluate((el) => getComputedStyle(el).backgroundColor), await onPage()), 'a ticked box').toBeGreaterThanOrEqual(3);

  await page.goto('/get-support/interactive-tools?tool=phq9');
  const answer = page.getByTestId('assessment-question').first().getByRole('radio', { name: 'Several days' });
  await answer.check();
  await expect.poll(async () => contrast(await answer.evaluate((el) => getComputedStyle(el).backgroundColor), await onPage()), 'a chosen answer').toBeGreaterThanOrEqual(3);
});
