import {
  expect,
  expectFitsWidth,
  sampleJpeg,
  saveScreenshot,
  seriousA11yViolations,
  signUpByApi,
  test,
  uniqueUsername,
} from '@mesto/playwright-config/fixtures';
import type { Page } from '@playwright/test';

// A visitor's opinion with a photo: uploaded in the editor (a file that is not an image is refused, saying why, and
// the photo still lands), shown on the place's page as a thumbnail that opens large and closes back to it.

const PLACE = 'place007';

const toast = (page: Page, text: string) =>
  page.getByTestId('toast-viewport').getByRole('listitem').filter({ hasText: text });

async function writeWithPhoto(page: Page) {
  await signUpByApi(page, uniqueUsername('photo'));
  await page.goto(`/opinions/editor?place=${PLACE}`);
  const form = page.getByRole('form', { name: 'Мнение' });
  await form.getByRole('radio', { name: '5 звёзд' }).check({ force: true });
  const words = `Светлый зал и вкусный раф — e2e ${Date.now()}`;
  await form.getByLabel('Что расскажете?').fill(words);

  const photo = await sampleJpeg(page, { width: 1000, height: 750, color: '#3b4f8a', name: 'раф.jpg' });
  const notes = { name: 'заметки.txt', mimeType: 'text/plain', buffer: Buffer.from('не картинка') };
  await form.getByLabel('Добавить фото', { exact: true }).setInputFiles([notes, photo]);
  await expect(form.getByRole('alert').filter({ hasText: 'Можно загрузить только изображение' })).toBeVisible();
  const photos = form.getByRole('list', { name: 'Фото', exact: true });
  await expect(photos.getByRole('listitem')).toHaveCount(1);
  await expect(photos.getByRole('img', { name: 'Фото 1' })).toBeVisible();
  await expect(form.getByText('1 из 5')).toBeVisible();
  return { form, words };
}

test('an opinion with a photo: uploaded in the editor, a thumbnail on the place’s page that opens large', async ({
  page,
  consoleErrors,
}) => {
  test.slow();
  const { form, words } = await writeWithPhoto(page);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await form.getByRole('button', { name: 'Опубликовать' }).click();
  await expect(toast(page, 'Мнение опубликовано')).toBeVisible();
  await expect(page).toHaveURL(`/place/${PLACE}`);

  const card = page.getByRole('article').filter({ hasText: words });
  const thumbnails = card.getByRole('list', { name: 'Фото к мнению' });
  const thumbnail = thumbnails.getByRole('button', { name: 'Открыть: Фото 1 к мнению' });
  await expect(thumbnail).toBeVisible();
  // Below the fold: fetched only when about to be seen, in the width it is drawn at.
  const small = thumbnail.locator('img');
  await expect(small).toHaveAttribute('loading', 'lazy');
  await expect(small).toHaveAttribute('srcset', /w320\.webp 320w/);

  // From the keyboard: open, close with Escape, back on the thumbnail.
  await thumbnail.focus();
  await page.keyboard.press('Enter');
  const viewer = page.getByRole('dialog');
  await expect(viewer.getByRole('img', { name: 'Фото 1 к мнению' })).toBeVisible();
  await saveScreenshot(page, 'opinion-photo-viewer');
  await page.keyboard.press('Escape');
  await expect(viewer).toHaveCount(0);
  await expect(thumbnail).toBeFocused();

  expect(consoleErrors).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the opinion editor with a photo fits the screen', async ({ page }) => {
    test.slow();
    await writeWithPhoto(page);
    await expectFitsWidth(page, 390);
    await saveScreenshot(page, 'opinion-photo-editor-phone');
  });
});
