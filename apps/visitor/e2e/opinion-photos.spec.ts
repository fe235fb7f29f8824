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
import type { Locator, Page } from '@playwright/test';

// A visitor's opinion with a photo: uploaded in the editor (a file that is not an image is refused, saying why, and
// the photo still lands), shown on the place's page as a thumbnail that opens large and closes back to it, and among
// the place's «Фото посетителей», where it opens large with who took it and when.

const PLACE = 'place007';

const toast = (page: Page, text: string) =>
  page.getByTestId('toast-viewport').getByRole('listitem').filter({ hasText: text });

async function writeWithPhoto(page: Page) {
  const username = uniqueUsername('photo');
  await signUpByApi(page, username);
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
  return { form, words, username };
}

/** Publishes the opinion being written and opens the place's page as a browser arriving there does (rendered). */
async function publishAndReload(page: Page, form: Locator) {
  await form.getByRole('button', { name: 'Опубликовать' }).click();
  await expect(toast(page, 'Мнение опубликовано')).toBeVisible();
  await expect(page).toHaveURL(`/place/${PLACE}`);
  await page.reload();
}

/** The person's photo among the place's «Фото посетителей» (newest first: theirs, whoever else has written since). */
function visitorPhoto(page: Page, username: string) {
  const section = page.getByRole('region', { name: /^Фото посетителей/ });
  const list = section.getByRole('list', { name: 'Фото посетителей' });
  return { section, thumbnail: list.getByRole('button', { name: new RegExp(`^Открыть: Фото \\d+ — ${username}$`) }) };
}

/** A lazy image has come, once it is near the screen. */
async function expectLoaded(image: Locator) {
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
}

/** The viewer of a visitor photo names its author, linked to their profile, and says when it was taken. */
async function expectCaption(page: Page, username: string) {
  const viewer = page.getByRole('dialog');
  await expect(viewer.getByRole('img', { name: new RegExp(`— ${username}$`) })).toBeVisible();
  await expect(viewer.getByRole('link', { name: username })).toHaveAttribute('href', `/profile/${username}`);
  const when = viewer.locator('time');
  await expect(when).toHaveText(/^(только что|\d+ минут[аы]? назад)$/);
  // The whole date and time by the place's clock on hover: «22.11.2026, 19:05»-like, never a raw zone name.
  await expect(when).toHaveAttribute('title', /\d{2}:\d{2}/);
  return viewer;
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

test('the photo among the place’s «Фото посетителей» opens large with its author and date, from the keyboard too', async ({
  page,
  consoleErrors,
}) => {
  test.slow();
  const { form, username } = await writeWithPhoto(page);
  await publishAndReload(page, form);

  const { section, thumbnail } = visitorPhoto(page, username);
  await expect(thumbnail).toBeVisible();
  await expect(section.getByRole('heading', { level: 2 })).toContainText(/\d+ фото/);
  // Lazy, and its box known before it loads (nothing below moves).
  const small = thumbnail.locator('img');
  await expect(small).toHaveAttribute('loading', 'lazy');
  await expect(small).toHaveAttribute('width', /^\d+$/);
  await expect(small).toHaveAttribute('height', /^\d+$/);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await section.scrollIntoViewIfNeeded();
  await expectLoaded(small);
  await saveScreenshot(page, 'place-visitor-photos');

  await thumbnail.focus();
  await page.keyboard.press('Enter');
  const viewer = await expectCaption(page, username);
  // The author's link is one Tab away in the viewer; Escape goes back to the thumbnail.
  await expect(async () => {
    await page.keyboard.press('Tab');
    await expect(viewer.getByRole('link', { name: username })).toBeFocused({ timeout: 200 });
  }).toPass();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await saveScreenshot(page, 'place-visitor-photo-viewer');
  await page.keyboard.press('Escape');
  await expect(viewer).toHaveCount(0);
  await expect(thumbnail).toBeFocused();

  // The caption's link leads to the author's profile.
  await thumbnail.click();
  await page.getByRole('dialog').getByRole('link', { name: username }).click();
  await expect(page).toHaveURL(`/profile/${username}`);

  expect(consoleErrors).toEqual([]);
});

test.describe('on a phone, by touch', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('«Фото посетителей» fits the screen, and a tapped photo opens with its author and date', async ({
    page,
    consoleErrors,
  }) => {
    test.slow();
    const { form, username } = await writeWithPhoto(page);
    await publishAndReload(page, form);

    const { section, thumbnail } = visitorPhoto(page, username);
    await thumbnail.scrollIntoViewIfNeeded();
    await expect(section.getByRole('heading', { name: /^Фото посетителей/ })).toBeVisible();
    await expect(thumbnail).toBeVisible();
    // Three to a row on a phone.
    const width = (await thumbnail.boundingBox())?.width ?? 0;
    expect(width).toBeGreaterThan(80);
    expect(width).toBeLessThan(390 / 2);
    await expectFitsWidth(page, 390);
    await expectLoaded(thumbnail.locator('img'));
    await saveScreenshot(page, 'place-visitor-photos-phone');

    await thumbnail.tap();
    const viewer = await expectCaption(page, username);
    const box = await viewer.boundingBox();
    expect(box?.width ?? 0).toBeLessThanOrEqual(390);
    await expectFitsWidth(page, 390);
    await saveScreenshot(page, 'place-visitor-photo-viewer-phone');
    expect(consoleErrors).toEqual([]);
  });
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
