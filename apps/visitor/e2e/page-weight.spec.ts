import { PHONE, PHONE_VIEWPORT } from '@mesto/playwright-config';
import { expect, FIRST_LOAD_BUDGET_BYTES, firstLoadJavaScript, test } from '@mesto/playwright-config/fixtures';

// What a phone downloads for a page: the heavy parts below the fold wait until the person goes there.

test.use(PHONE);

test('a place page on a phone loads its map only when the person scrolls to it', async ({ page }) => {
  const response = await page.request.get('/api/places?limit=20&sort=rating');
  const { items } = (await response.json()) as {
    items: { code: string; name: string; latitude: number | null; contacts: unknown[] }[];
  };
  const place = items.find((item) => item.latitude !== null);
  if (place === undefined) throw new Error('the demo city has no place with coordinates');
  const mapChunk: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('leaflet')) mapChunk.push(request.url());
  });
  // The page view is counted once the page has started in the browser: by then a map loaded with the page would
  // have been asked for.
  const started = page.waitForRequest((request) => request.url().includes('/api/page-views'));
  await page.goto(`/place/${place.code}`);
  await started;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(place.name);
  const map = page.getByRole('region', { name: `Карта: ${place.name}` });
  // Below the fold by more than the 300 px a map is loaded ahead of (NEAR_VIEWPORT_MARGIN of @mesto/ui).
  expect(await map.evaluate((element) => element.getBoundingClientRect().top)).toBeGreaterThan(
    PHONE_VIEWPORT.height + 300,
  );
  expect(mapChunk).toEqual([]);

  await map.scrollIntoViewIfNeeded();
  await expect(map.getByRole('button', { name: place.name })).toBeVisible();
  expect(mapChunk.length).toBeGreaterThan(0);
});

test('a first visit downloads at most 150 kB of JavaScript (gzip) before any screen', () => {
  const { bytes, chunks } = firstLoadJavaScript();
  expect(bytes, `the first load: ${chunks.join(', ')}`).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_BYTES);
});
