import { expect, test } from '@mesto/playwright-config/fixtures';
import type { Page } from '@playwright/test';

// docs/product.md#build-check: when a lazy chunk fails and a newer build is deployed, the page reloads, but the same path is never
// reloaded twice within 10 s. The chunk of the events screen is made to fail; latest.json announces a newer build.

async function breakEventsChunk(page: Page, latestId: string | null) {
  await page.route('**/assets/events-route-*.js', (route) => route.abort());
  if (latestId !== null) {
    await page.route('**/builds/latest.json*', (route) =>
      route.fulfill({ json: { id: latestId, builtAt: new Date().toISOString() } }),
    );
  }
}

function documentRequests(page: Page): string[] {
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
  });
  return documents;
}

const errorHeading = (page: Page) => page.getByRole('heading', { level: 1, name: '500 Internal Server Error' });

test('a failed chunk with a newer build reloads the page once, then suppresses for 10 s', async ({ page }) => {
  // The page's clock says what the test says, while its timers run as usual: with a clock that runs on, a busy
  // machine took over 10 s to load the reloaded page and fail again, and the window was over before the test looked.
  const start = Date.now();
  await page.clock.setFixedTime(start);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Место');
  const current = (await (await page.request.get('/builds/latest.json')).json()) as { id: string };
  await breakEventsChunk(page, `${current.id}-next`);
  const documents = documentRequests(page);

  // A click on «События»: the chunk fails, a newer build exists → /events is loaded afresh (one document request).
  await page.getByRole('navigation', { name: 'Разделы', exact: true }).getByRole('link', { name: 'События' }).click();
  // The fresh page fails again on the same path within 10 s: no second reload, the error page instead.
  await expect(errorHeading(page)).toBeVisible();
  await expect(page).toHaveURL('/events');
  expect(documents).toEqual(['/events']);

  // Still inside the window: reloading by hand fails the same way and does not trigger another automatic reload.
  await page.clock.setFixedTime(start + 5_000);
  await page.reload();
  await expect(errorHeading(page)).toBeVisible();
  expect(documents).toEqual(['/events', '/events']);

  // Past the window (10 s since the automatic reload): the next failure reloads again, once.
  await page.clock.setFixedTime(start + 11_000);
  await page.reload();
  await expect(errorHeading(page)).toBeVisible();
  await expect.poll(() => documents.length).toBe(4);
  expect(documents).toEqual(['/events', '/events', '/events', '/events']);
});

test('a failed chunk without a newer build shows the 500 page and does not reload', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Место');
  await breakEventsChunk(page, null);
  const documents = documentRequests(page);
  await page.getByRole('navigation', { name: 'Разделы', exact: true }).getByRole('link', { name: 'События' }).click();
  await expect(errorHeading(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Обновить страницу' })).toBeVisible();
  // The header stays: the error is the route's, not the whole app's.
  await expect(page.getByRole('link', { name: 'Место' })).toBeVisible();
  expect(documents).toEqual([]);
});
