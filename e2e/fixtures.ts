import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { SERVER_NODE_FLAGS } from '../apps/server/src/test-support/node-flags';
import { TestMailbox } from '../apps/server/src/test-support/smtp';

const root = path.resolve(import.meta.dirname, '..');

export const DEMO_PASSWORD = 'harbour-demo-2026';
export type DemoRole = 'seeker' | 'supporter' | 'professional' | 'admin';

export interface AppServer {
  url: string;
  dataDir: string;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The app exited while starting:\n${output()}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`The app did not answer within 30 s:\n${output()}`);
}

/**
 * Each worker starts the real built server on its own port with a fresh data directory (SQLite), so
 * tests in different workers never share state.
 */
export const test = base.extend<{ consoleErrors: string[] }, { appServer: AppServer; mailbox: TestMailbox }>({
  // A real SMTP server in the test process: the app sends its e-mails here and tests read the links.
  mailbox: [
    async ({}, use) => {
      const mailbox = new TestMailbox();
      await mailbox.start();
      await use(mailbox);
      await mailbox.stop();
    },
    { scope: 'worker' },
  ],
  appServer: [
    async ({ mailbox }, use) => {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'harbour-e2e-'));
      const port = await freePort();
      let log = '';
      const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, path.join(root, 'apps/server/dist/server.js')], {
        cwd: root,
        env: { ...process.env, DEMO_PASSWORD, NODE_ENV: 'test', LOG_LEVEL: 'warn', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_URL: `http://localhost:${port}`, DATABASE_URL: '', SMTP_URL: `smtp://127.0.0.1:${mailbox.port}` },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout?.on('data', (d: Buffer) => (log += d.toString()));
      child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
      const url = `http://localhost:${port}`;
      await waitForHealth(url, child, () => log);
      await use({ url, dataDir });
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ appServer }, use) => {
    await use(appServer.url);
  },
  // Strict by default: an unexpected console error or page error fails the test.
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() !== 'error') return;
        // HTTP statuses are asserted by the tests themselves; the browser also logs them.
        if (/^Failed to load resource: the server responded with a status of 4\d\d/.test(msg.text())) return;
        errors.push(msg.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors during the test').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Waits for the app's own page. The crisis page's shell first paints a plain version (usable without JavaScript,
 * and without the quick exit button), which the app's first render replaces, and with it any place a click or Tab
 * had set there for the keyboard.
 */
export async function expectAppPage(page: Page) {
  await expect(page.getByTestId('quick-exit')).toBeVisible();
  await expect(page.getByTestId('crisis-page-plain')).toHaveCount(0);
}

export async function expectSingleH1(page: Page, text?: string) {
  const h1 = page.locator('h1');
  await expect(h1).toHaveCount(1);
  if (text !== undefined) await expect(h1).toHaveText(text);
}

/**
 * The open menu is drawn with its styles (a menu's styles come with its code, styles/mantine-menu.css): a bordered
 * box, its items laid out in a row each. Without them it is bare text wherever the popover put it.
 */
export async function expectStyledMenu(page: Page) {
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  const look = await menu.evaluate((element) => {
    const box = getComputedStyle(element);
    const item = element.querySelector('[role="menuitem"]');
    return { border: box.borderTopStyle, radius: parseFloat(box.borderTopLeftRadius), item: item ? getComputedStyle(item).display : null };
  });
  expect({ border: look.border, item: look.item }).toEqual({ border: 'solid', item: 'flex' });
  expect(look.radius).toBeGreaterThan(0);
}

/** Signs the browser context in as a demo account through the API (same cookie a login form gets). */
export async function loginAs(page: Page, role: DemoRole, baseURL: string) {
  const res = await page.request.post(`${baseURL}/api/session/login`, {
    data: { email: `${role}@example.com`, password: DEMO_PASSWORD },
    headers: { origin: baseURL },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** What a send says when the session has ended (the catalogue's text, then what to do). */
export const LOST_SESSION_REFUSAL = 'Not authenticated. Log in again to send it: what you wrote is kept until you do.';

/**
 * Logs in as a demo account the way a person does: the header's "Log in", then the form. `loginUrl`, when
 * given, is what the login page's address must be (its `returnTo`).
 */
export async function logInFromHeader(page: Page, role: DemoRole, loginUrl?: RegExp) {
  await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
  if (loginUrl) await expect(page).toHaveURL(loginUrl);
  await page.getByLabel('E-mail address').fill(`${role}@example.com`);
  await page.getByRole('textbox', { name: 'Password' }).fill(DEMO_PASSWORD);
  await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
}

interface PageLoadMark {
  harbourPageLoad?: boolean;
}

/** Marks the page as it is now; `expectSamePageLoad` then shows nothing reloaded it (what lives in its memory survived). */
export async function markPageLoad(page: Page) {
  await page.evaluate(() => ((window as unknown as PageLoadMark).harbourPageLoad = true));
}

export async function expectSamePageLoad(page: Page) {
  expect(await page.evaluate(() => (window as unknown as PageLoadMark).harbourPageLoad), 'the page was not reloaded').toBe(true);
}

/** WCAG relative luminance of a computed `rgb(…)`/`rgba(…)` colour. */
function luminance(color: string): number {
  const [r, g, b] = (color.match(/[\d.]+/g) ?? ['0', '0', '0']).slice(0, 3).map((c) => {
    const v = Number(c) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
/** WCAG contrast ratio of two computed colours. */
export const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

/** A box on the page, as Playwright's `boundingBox()` gives it. */
export interface PageBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Whether two boxes on the page cover any of the same area (e.g. a control and the fixed quick exit button). */
export function overlaps(a: PageBox, b: PageBox): boolean {
  return a.y + a.height > b.y && a.y < b.y + b.height && a.x + a.width > b.x && a.x < b.x + b.width;
}

/** WCAG 1.4.12's text spacing, as a reader's own style sheet sets it (added with `page.addStyleTag`). */
export const TEXT_SPACING_CSS =
  '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }';

/** 200 % text only (the browser's text size setting): the root font size doubled. */
export const DOUBLE_TEXT_CSS = 'html { font-size: 32px !important; }';

/** How far the page scrolls sideways, in pixels (0 or less when it fits its window). */
export function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** The page's own colours as drawn: in forced colours, the system's Canvas and CanvasText. */
export function pageColours(page: Page): Promise<{ canvas: string; text: string }> {
  return page.evaluate(() => ({ canvas: getComputedStyle(document.body).backgroundColor, text: getComputedStyle(document.body).color }));
}
