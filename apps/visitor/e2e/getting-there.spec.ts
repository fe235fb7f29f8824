import { expect, saveScreenshot, seriousA11yViolations, test } from '@mesto/playwright-config/fixtures';
import type { APIRequestContext } from '@playwright/test';
import { OPEN_STATUS } from './open-status.ts';

// «Как добраться» and «Рядом со мной»: what people of Yandex Maps and 2GIS expect of a city guide.

type ApiPlace = { name: string; code: string; latitude: number | null; longitude: number | null; distanceKm: number };

async function places(request: APIRequestContext, query: string): Promise<ApiPlace[]> {
  const response = await request.get(`/api/places?${query}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { items: ApiPlace[] }).items;
}

/** A distance as the cards word it (formatDistance of @mesto/domain): «350 м», «2.4 км». */
function distanceText(km: number): RegExp {
  const metres = Math.round(km * 100) * 10;
  const text = metres < 1000 ? `${metres} м` : `${km < 10 ? Math.round(km * 10) / 10 : Math.round(km)} км`;
  return new RegExp(`${text.replace(' ', '\\s')} от вас`);
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('«Рядом со мной» asks where the person is, sorts by distance and keeps the point in the link', async ({
    page,
    context,
    consoleErrors,
  }) => {
    test.slow();
    // A person standing about 30 m from one of the demo places in Нижний Новгород.
    const [some] = (await places(page.request, 'limit=50&sort=name')).filter((place) => place.latitude !== null);
    expect(some).toBeDefined();
    const here = { latitude: (some?.latitude ?? 0) + 0.0003, longitude: some?.longitude ?? 0 };
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(here);

    await page.goto('/places');
    const list = page.getByRole('list', { name: 'Найденные места' });
    await expect(list.getByRole('listitem').first()).toBeVisible();
    // On a phone the order is among the folded filters.
    await page.getByRole('button', { name: 'Фильтры', exact: true }).click();
    await page.getByRole('combobox', { name: 'Порядок' }).selectOption({ label: 'Рядом со мной' });
    const lat = Math.round(here.latitude * 1000) / 1000;
    const lng = Math.round(here.longitude * 1000) / 1000;
    await expect(page).toHaveURL(new RegExp(`[?&]sort=distance&lat=${lat}&lng=${lng}$`));

    // The nearest place from the point the link carries, as the API measures it, comes first with its distance.
    const [nearest] = await places(page.request, `lat=${lat}&lng=${lng}&radius=100&sort=distance&limit=1`);
    expect(nearest).toBeDefined();
    const first = list.getByRole('listitem').first();
    await expect(first.getByRole('heading')).toHaveText(nearest?.name ?? '');
    await expect(first).toContainText(distanceText(nearest?.distanceKm ?? 0));
    await expect(page.getByRole('status').filter({ hasText: 'Расстояние — от того места' })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'places-near-phone');

    // The link opens the same order without asking again: folded, it is a chip.
    await page.reload();
    await expect(page.getByRole('list', { name: 'Выбранные фильтры' }).getByRole('listitem')).toHaveText([
      'Рядом со мной',
    ]);
    await expect(list.getByRole('listitem').first().getByRole('heading')).toHaveText(nearest?.name ?? '');
    expect(consoleErrors).toEqual([]);
  });
});

test('a refused location is explained and the order stays', async ({ page, context }) => {
  await context.clearPermissions();
  await page.goto('/places?sort=rating');
  await expect(page.getByRole('list', { name: 'Найденные места' }).getByRole('listitem').first()).toBeVisible();
  await page.getByRole('combobox', { name: 'Порядок' }).selectOption({ label: 'Рядом со мной' });
  await expect(page.getByRole('alert').filter({ hasText: 'Нет доступа к вашему местоположению' })).toBeVisible();
  await expect(page).toHaveURL(/\/places\?sort=rating$/);
});

test('a place page says whether it is open and links to route planners with its point', async ({
  page,
  consoleErrors,
}) => {
  const [place] = (await places(page.request, 'limit=50&sort=name')).filter((item) => item.latitude !== null);
  expect(place).toBeDefined();
  const { code, name, latitude, longitude } = place as ApiPlace;
  // The name stands apart in «ёлочки» (quoteName of @mesto/domain).
  const quoted = name.includes('«') ? name : `«${name}»`;
  await page.goto(`/place/${code}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByText(OPEN_STATUS).first()).toBeVisible();

  const directions = page.getByRole('region', { name: 'Как добраться' });
  const yandex = directions.getByRole('link', {
    name: `Яндекс Карты: маршрут · ${quoted} (откроется в новой вкладке)`,
  });
  await expect(yandex).toHaveAttribute('href', `https://yandex.ru/maps/?rtext=~${latitude}%2C${longitude}`);
  await expect(yandex).toHaveAttribute('target', '_blank');
  const twoGis = directions.getByRole('link', { name: `2ГИС: маршрут · ${quoted} (откроется в новой вкладке)` });
  await expect(twoGis).toHaveAttribute('href', `https://2gis.ru/directions/points/%7C${longitude}%2C${latitude}`);
  await expect(twoGis).toHaveAttribute('rel', 'noopener noreferrer');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await directions.scrollIntoViewIfNeeded();
  await saveScreenshot(page, 'place-directions-desktop');
  // Server-rendered and hydrated alike: the status was rendered for the server's minute.
  expect(consoleErrors).toEqual([]);
});
