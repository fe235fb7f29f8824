import { PHONE_VIEWPORT } from '@mesto/playwright-config';
import {
  alsoServedUrl,
  DEMO_USERS,
  expect,
  saveScreenshot,
  seriousA11yViolations,
  signInByApi,
  test,
} from '@mesto/playwright-config/fixtures';

// Page views from the visitor site to the business dashboard: a guest opens a place's public page (the visitor app
// counts the view once it is shown), and the business sees it among today's views of its organisation's places.

// Кофейня «Зерно»: a place of «Волжские кофейни», whose team the demo business user is in.
const PLACE_CODE = 'place001';

test('a view of a place’s public page shows on the business dashboard as today’s view', async ({
  page,
  browser,
  consoleErrors,
}) => {
  const place = (await (await page.request.get(`/api/places?code=${PLACE_CODE}`)).json()) as {
    items: { organisation: { id: string; name: string } | null }[];
  };
  const organisation = place.items[0]?.organisation;
  expect(organisation, 'the demo place belongs to an organisation').toBeTruthy();

  // A guest, signed out, in a browser of their own: the page is counted once it is shown.
  const guest = await browser.newPage();
  const counted = guest.waitForResponse(
    (response) => response.url().endsWith('/api/page-views') && response.request().method() === 'POST',
  );
  await guest.goto(new URL(`/place/${PLACE_CODE}`, alsoServedUrl('visitor')).href);
  await expect(guest.getByRole('heading', { level: 1 })).toContainText('Зерно');
  expect((await counted).status()).toBe(200);
  await guest.close();

  await signInByApi(page, DEMO_USERS.business);
  await page.goto(`/business?organisation=${organisation?.id}&days=7`);
  const stats = page.getByTestId('business-stats');
  await expect(stats.getByRole('radio', { name: '7 дней' })).toBeChecked();
  const views = stats.getByRole('figure', { name: /Просмотры страниц мест/ });
  // The hidden table has a row a day, today last: at least the view just made.
  await expect(views.getByRole('row')).toHaveCount(8);
  const today = views.getByRole('row').last().getByRole('cell');
  await expect(today).not.toHaveText('0');
  expect(Number.parseInt((await today.textContent()) ?? '0', 10)).toBeGreaterThanOrEqual(1);
  // The chart itself draws once the chart library has loaded.
  await expect(views.locator('.recharts-surface')).toBeVisible();
  await expect(stats.getByRole('figure', { name: 'Средняя оценка по неделям' })).toBeVisible();

  // Another period is a new address: a reload shows the same figures.
  await stats.getByText('30 дней', { exact: true }).click();
  await expect(page).toHaveURL(/days=30/);
  await expect(views.getByRole('row')).toHaveCount(31);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await saveScreenshot(page, 'stats-dashboard-desktop');

  // On a phone the charts stack and nothing runs off the screen.
  await page.setViewportSize(PHONE_VIEWPORT);
  await expect(views.locator('.recharts-surface')).toBeVisible();
  // The charts measure their box when it changes (a resize observer), a frame or more after the resize.
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
  await saveScreenshot(page, 'stats-dashboard-phone');
  expect(consoleErrors).toEqual([]);
});
