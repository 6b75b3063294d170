import { expect, loginAs, test } from './fixtures';

test('rating an article by pointer and by keyboard (arrows, Home, End): saved in the order chosen, kept after a reload; a failed save keeps the score and offers a retry', async ({ page, baseURL, consoleErrors }) => {
  await loginAs(page, 'seeker', baseURL!);
  const featured = (await (await page.request.get(`${baseURL}/api/articles/featured`)).json()) as { articles: { id: string; zone: string }[] };
  const article = featured.articles.find((a) => a.zone !== 'for-professionals');
  expect(article, 'a featured article a seeker may read').toBeDefined();
  await page.goto(`/articles/${article!.id}`);
  const rating = page.getByRole('radiogroup', { name: 'Was this helpful?' });
  const star = (n: number) => rating.getByRole('radio', { name: `${n} ${n === 1 ? 'star' : 'stars'}` });
  const saved = page.getByRole('status').filter({ hasText: 'Thank you — your rating is saved.' });
  await expect(star(1)).toHaveAttribute('tabindex', '0');

  await star(3).click();
  await expect(star(3)).toHaveAttribute('aria-checked', 'true');
  await expect(saved).toBeVisible();

  // Every key press saves; the first of these saves is held up on the way, so saves sent side by side would
  // reach the server out of order and keep 5 or 1 instead of the 2 on screen.
  let held = false;
  let heldSent!: () => void;
  const heldDone = new Promise<void>((resolve) => (heldSent = resolve));
  await page.route(`**/api/articles/${article!.id}/rating`, async (route) => {
    if (route.request().method() !== 'PUT' || held) return route.continue();
    held = true;
    await new Promise((r) => setTimeout(r, 800));
    await route.continue();
    heldSent();
  });
  await star(3).focus();
  await page.keyboard.press('End');
  await expect(star(5)).toBeFocused();
  await expect(star(5)).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Home');
  await expect(star(1)).toBeFocused();
  await expect(star(1)).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(star(2)).toBeFocused();
  await expect(star(2)).toHaveAttribute('aria-checked', 'true');
  await expect(star(2)).toHaveAttribute('tabindex', '0');
  await expect(saved).toBeVisible();
  await heldDone;
  await page.unroute(`**/api/articles/${article!.id}/rating`);
  await expect.poll(async () => ((await (await page.request.get(`${baseURL}/api/articles/${article!.id}/rating`)).json()) as { mine: number | null }).mine).toBe(2);
  await page.reload();
  await expect(star(2)).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByTestId('rating-summary')).toContainText(/out of 5 from \d+ ratings?/);

  // Offline: the chosen score stays on screen with the catalogue's message and a retry that works once back online.
  await page.context().setOffline(true);
  await star(2).focus();
  await page.keyboard.press('End');
  await expect(page.getByTestId('rating-error')).toContainText('Failed to save rating.');
  await expect(star(5)).toHaveAttribute('aria-checked', 'true');
  // The browser reports the request it could not make; that is this part's point, not a fault.
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !/ERR_INTERNET_DISCONNECTED/.test(e)));
  await page.context().setOffline(false);
  await page.getByTestId('rating-error').getByRole('button', { name: 'Try again' }).click();
  await expect(saved).toBeVisible();
  await expect(page.getByTestId('rating-error')).toBeHidden();
  await page.reload();
  await expect(star(5)).toHaveAttribute('aria-checked', 'true');
});
