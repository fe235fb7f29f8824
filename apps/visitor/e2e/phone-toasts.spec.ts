import { PHONE } from '@mesto/playwright-config';
import { DEMO_USERS, expect, signInByApi, test } from '@mesto/playwright-config/fixtures';

// On a phone the header swaps its parts while the first calls are under way, so React Query cancels some of them
// (the unread badge's count among them). A cancelled call is nothing to tell anyone: no toast, no console error.

declare global {
  interface Window {
    shownToasts?: string[];
  }
}

test.use(PHONE);

test('signed in on a phone, five pages load without a single toast or console error', async ({
  page,
  consoleErrors,
}) => {
  // Every toast that ever shows, even one that is gone by the time the test looks.
  await page.addInitScript(() => {
    const shown: string[] = [];
    window.shownToasts = shown;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          // A toast is an item of the toast region (the region mounts with the first toast).
          const element = node instanceof Element ? node : node.parentElement;
          if (element?.closest('[data-testid="toast-viewport"] li')) shown.push(node.textContent ?? '');
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  const underWay = new Set<string>();
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) underWay.add(`${request.method()} ${request.url()}`);
  });
  const settled = (request: { method(): string; url(): string }) =>
    underWay.delete(`${request.method()} ${request.url()}`);
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);

  await signInByApi(page, DEMO_USERS.visitor);
  const places = await page.request.get('/api/places?limit=1');
  const [place] = ((await places.json()) as { items: Array<{ code: string }> }).items;
  if (!place) throw new Error('the demo data has no place');

  for (const path of ['/', '/events', '/places', `/place/${place.code}`, '/chats']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: /Чаты/ }).first()).toBeVisible();
    // Every call of the page has ended (answered, or called off) before the toasts are counted.
    await expect.poll(() => [...underWay]).toEqual([]);
    expect(await page.evaluate(() => window.shownToasts ?? []), path).toEqual([]);
    await expect(page.getByTestId('toast-viewport').getByRole('listitem')).toHaveCount(0);
  }
  expect(consoleErrors).toEqual([]);
});
