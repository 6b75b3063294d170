import { AREA_ROLES, ZONE_ROLES } from '../packages/shared/src/access-policy';
import { ROLES, type Role } from '../packages/shared/src/roles';
import { NOT_FOUND_HEADING, routeTable, type RouteEntry } from '../packages/shared/src/routes';
import { ZONES } from '../packages/shared/src/zones';
import { seedArticles } from '../apps/server/src/modules/articles/seed-articles';
import type { Page } from '@playwright/test';
import { expect, expectSingleH1, loginAs, test } from './fixtures';

type Principal = 'anonymous' | Role;
const PRINCIPALS: Principal[] = ['anonymous', ...ROLES];
const gated = (routeTable as readonly RouteEntry[]).filter((r) => r.requiresLogin || r.area);

type Outcome = { kind: 'page'; heading: string } | { kind: 'denied'; reason: string; mentions: string[] } | { kind: 'not-found' };

/** The expected cell, read straight from the policy table (spec section 6) and the route table. */
function expectedForRoute(route: RouteEntry, who: Principal): Outcome {
  if (route.area === 'admin') return who === 'admin' ? { kind: 'page', heading: route.heading } : { kind: 'not-found' };
  if (who === 'anonymous') return { kind: 'denied', reason: 'login_required', mentions: [route.page] };
  if (route.area && !AREA_ROLES[route.area].includes(who)) return { kind: 'denied', reason: 'insufficient_role', mentions: [route.page, who] };
  return { kind: 'page', heading: route.heading };
}

async function expectOutcome(page: Page, outcome: Outcome, label: string) {
  if (outcome.kind === 'page') {
    await expectSingleH1(page, outcome.heading);
  } else if (outcome.kind === 'not-found') {
    await expectSingleH1(page, NOT_FOUND_HEADING);
  } else {
    await expect(page, label).toHaveURL(/\/access-denied$/);
    await expect(page.getByTestId('access-denied'), label).toHaveAttribute('data-reason', outcome.reason);
    const reason = page.getByTestId('access-denied-reason');
    for (const text of outcome.mentions) await expect(reason, label).toContainText(text);
    await expect(reason).not.toContainText('_');
    // Never a dead end: what needs no account is offered on every refusal.
    const help = page.getByTestId('access-denied-help');
    await expect(help.getByRole('link', { name: 'Get help now' }), label).toHaveAttribute('href', '/get-support/crisis-help');
    await expect(help.getByRole('link', { name: 'breathing and grounding exercises' }), label).toHaveAttribute('href', '/get-support/interactive-tools');
  }
}

for (const who of PRINCIPALS) {
  test(`permission matrix in the browser: ${who}`, async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    if (who !== 'anonymous') await loginAs(page, who, baseURL!);
    for (const route of gated) {
      await page.goto(route.path);
      await expectOutcome(page, expectedForRoute(route, who), `${who} → ${route.path}`);
    }
    for (const zone of ZONES) {
      const article = seedArticles.find((a) => a.zone === zone)!;
      await page.goto(`/articles/${article.slug}`);
      const outcome: Outcome =
        who === 'anonymous'
          ? { kind: 'denied', reason: 'article_login_required', mentions: [article.title] }
          : ZONE_ROLES[zone].includes(who)
            ? { kind: 'page', heading: article.title }
            : { kind: 'denied', reason: 'article_insufficient_role', mentions: [article.title, who] };
      await expectOutcome(page, outcome, `${who} → ${zone} article`);
      if (outcome.kind === 'denied') await expect(page.locator('body')).not.toContainText(article.content.split('\n').find((l) => l.length > 60)!);
    }
  });
}

test('a visitor who logs in from the access-denied page returns to where they were going', async ({ page }) => {
  await page.goto('/resources/for-supporters');
  await expect(page).toHaveURL(/\/access-denied$/);
  await page.getByRole('link', { name: 'Log in' }).last().click();
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fresources%2Ffor-supporters$/);
  await page.getByLabel('E-mail address').fill('supporter@example.com');
  await page.getByRole('textbox', { name: 'Password' }).fill('harbour-demo-2026');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/resources\/for-supporters$/);
  await expectSingleH1(page, 'For supporters');
});

test('missing articles and unknown paths under /articles show the not-found page', async ({ page, baseURL }) => {
  await loginAs(page, 'admin', baseURL!);
  await page.goto('/articles/no-such-article');
  await expectSingleH1(page, NOT_FOUND_HEADING);
});
