import {
  alsoServedUrl,
  DEMO_USERS,
  expect,
  sampleJpeg,
  saveScreenshot,
  seriousA11yViolations,
  signInByApi,
  test,
} from '@mesto/playwright-config/fixtures';
import type { Page } from '@playwright/test';

// A place's gallery from the business panel to the public page: two photos uploaded at once, the second made the
// cover from the keyboard, saved, and first on the place's page — served in several widths, fetched at once.

type StoredFile = { id: string; width: number; height: number };

const toast = (page: Page, text: string) =>
  page.getByTestId('toast-viewport').getByRole('listitem').filter({ hasText: text });

const suffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

test('two photos uploaded at once, the second made the cover, are saved and shown cover first on the place’s page', async ({
  page,
  consoleErrors,
}) => {
  // Two apps, two image uploads and an accessibility scan on machines with two cores.
  test.slow();
  await signInByApi(page, DEMO_USERS.business);
  const mine = await page.request.get('/api/organisations?mine=true&limit=1');
  const [organisation] = ((await mine.json()) as { items: { id: string }[] }).items;
  const name = `Галерея «Свет» ${suffix()}`;
  const created = await page.request.post('/api/places/editor', {
    data: { name, organisationId: organisation?.id, address: 'ул. Рождественская, 20', status: 'PUBLISHED' },
  });
  expect(created.ok()).toBe(true);
  const { code } = (await created.json()) as { code: string };

  await page.goto(`/business/places/editor/${code}`);
  const form = page.getByRole('form', { name: 'Место' });
  await expect(form.getByRole('textbox', { name: /^Название/ })).toHaveValue(name);
  await expect(form.getByText('Фото пока нет')).toBeVisible();

  // A landscape photo and a portrait one, so the answers of the upload tell them apart.
  const landscape = await sampleJpeg(page, { width: 1200, height: 800, color: '#2f6f5e', name: 'зал.jpg' });
  const portrait = await sampleJpeg(page, { width: 800, height: 1200, color: '#8a4b2f', name: 'вход.jpg' });
  const uploaded: StoredFile[] = [];
  page.on('response', async (response) => {
    if (response.url().endsWith('/api/files/upload') && response.ok()) uploaded.push(await response.json());
  });
  await form.getByLabel('Добавить фото', { exact: true }).setInputFiles([landscape, portrait]);

  const photos = form.getByRole('list', { name: 'Фото места', exact: true });
  await expect(photos.getByRole('listitem')).toHaveCount(2);
  await expect(photos.getByRole('listitem').first().getByText('Обложка')).toBeVisible();
  await expect.poll(() => uploaded.length).toBe(2);
  const second = photos.getByRole('listitem').nth(1);
  await expect(second.getByRole('img')).toBeVisible();
  const secondId = (await second.getByRole('img').getAttribute('srcset'))?.match(/([0-9a-f-]{36})\/w\d+\.webp/)?.[1];
  expect(secondId).toBeDefined();

  // «Сделать обложкой» from the keyboard moves the second photo first.
  const makeCover = form.getByRole('button', { name: 'Фото 2: Сделать обложкой' });
  await makeCover.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Фото 2 теперь обложка')).toBeAttached();
  const cover = photos.getByRole('listitem').first();
  await expect(cover.getByText('Обложка')).toBeVisible();
  await expect(cover.getByRole('img')).toHaveAttribute('srcset', new RegExp(secondId as string));
  expect(await seriousA11yViolations(page)).toEqual([]);
  await saveScreenshot(page, 'place-gallery-editor');

  await form.getByRole('button', { name: 'Сохранить' }).click();
  await expect(toast(page, 'Место сохранено')).toBeVisible();
  const saved = await page.request.get(`/api/places?code=${code}`);
  const [place] = ((await saved.json()) as { items: { photoFileIds: string[] }[] }).items;
  expect(place?.photoFileIds).toHaveLength(2);
  expect(place?.photoFileIds[0]).toBe(secondId);
  // Each upload answered its own photo's size. A photo joins the list when its upload ends, and two sent at once may
  // end in either order, so which of them came second is read from the answers, not assumed.
  expect(uploaded.map((file) => `${file.width}×${file.height}`).sort()).toEqual(['1200×800', '800×1200']);
  expect(uploaded.some((file) => file.id === secondId)).toBe(true);

  // The public page: the cover first, in several widths, fetched at once; the other one waits to be scrolled to.
  await page.goto(`${alsoServedUrl('visitor')}/place/${code}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  const gallery = page.getByRole('list', { name: 'Фото', exact: true });
  const first = gallery.getByRole('listitem').first().locator('img');
  await expect(first).toHaveAttribute(
    'srcset',
    new RegExp(`${secondId}/w320\\.webp 320w, .*${secondId}/w800\\.webp 800w`),
  );
  await expect(first).toHaveAttribute('loading', 'eager');
  await expect(first).toHaveAttribute('fetchpriority', 'high');
  await expect(gallery.getByRole('listitem').nth(1).locator('img')).toHaveAttribute('loading', 'lazy');

  // The cover opens large; the arrow key goes on to the other photo.
  await gallery.getByRole('button', { name: `Открыть: ${name}, фото 1` }).click();
  const viewer = page.getByRole('dialog');
  await expect(viewer.getByRole('img', { name: `${name}, фото 1` })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(viewer.getByRole('img', { name: `${name}, фото 2` })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(viewer).toHaveCount(0);

  expect(consoleErrors).toEqual([]);
});
