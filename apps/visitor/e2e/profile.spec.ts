import { crc32, deflateSync } from 'node:zlib';
import {
  DEMO_USERS,
  expect,
  openAppPage,
  saveScreenshot,
  seriousA11yViolations,
  signInByApi,
  signUpByApi,
  test,
  uniqueUsername,
} from '@mesto/playwright-config/fixtures';
import type { Page } from '@playwright/test';

// A person's profile: what they share (check-ins, opinions, rooms) and a follow button with the counts; one's own
// profile links to its editor, where the photo, the default audiences and the colour scheme are set.

const toast = (page: Page, text: string) =>
  page.getByTestId('toast-viewport').getByRole('listitem').filter({ hasText: text });

/** A plain-colour PNG of the given size: a real image for the upload to re-encode. */
function png(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, Buffer.from([0x3b, 0x5b, 0xdb]))]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** «12 подписчиков» → 12. */
async function followerCount(page: Page): Promise<number> {
  const text =
    (await page
      .getByText(/\d+\s+подписчик/)
      .first()
      .textContent()) ?? '';
  return Number(text.replace(/\D/g, ''));
}

test.describe('profiles', () => {
  test('another person’s profile: follow them and the count goes up; their check-ins, opinions and rooms', async ({
    page,
    consoleErrors,
  }) => {
    await signUpByApi(page, uniqueUsername('fan'));
    await page.goto('/profile/maria');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Мария Кузнецова');
    await expect(page).toHaveTitle('Мария Кузнецова — Место');
    await expect(page.getByRole('link', { name: 'Изменить профиль' })).toHaveCount(0);
    const before = await followerCount(page);

    await page.getByRole('button', { name: 'Подписаться' }).click();
    await expect(page.getByRole('button', { name: /Вы подписаны|Отписаться/ })).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => followerCount(page)).toBe(before + 1);
    // Still there after a reload: the server kept it.
    await page.reload();
    await expect(page.getByRole('button', { name: /Вы подписаны|Отписаться/ })).toBeVisible();
    await expect.poll(() => followerCount(page)).toBe(before + 1);

    // Check-ins first: a summary and the list (Maria checked in at a place of the demo city).
    const sections = page.getByRole('tablist', { name: 'Разделы профиля' });
    await expect(sections.getByRole('tab', { name: 'Отметки' })).toHaveAttribute('aria-selected', 'true');
    const visits = page.getByRole('list', { name: 'Отметки в местах' });
    await expect(visits.getByRole('listitem').first()).toBeVisible();
    await expect(page.getByText(/\d+ отмет/).first()).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'profile-desktop');

    // Each section is in the link; back returns to the previous one.
    await sections.getByRole('tab', { name: 'Комнаты' }).click();
    await expect(page).toHaveURL('/profile/maria?tab=rooms');
    await sections.getByRole('tab', { name: 'Мнения' }).click();
    await expect(page).toHaveURL('/profile/maria?tab=opinions');
    await page.goBack();
    await expect(sections.getByRole('tab', { name: 'Комнаты' })).toHaveAttribute('aria-selected', 'true');

    // Unfollowing puts the count back.
    await page.getByRole('button', { name: /Вы подписаны|Отписаться/ }).click();
    await expect(page.getByRole('button', { name: 'Подписаться' })).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(() => followerCount(page)).toBe(before);

    // Someone who has shared no check-ins: a friendly line, worded for him.
    await page.goto('/profile/artem');
    await expect(page.getByText('Артём пока не делился отметками')).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('one’s own profile: name, photo with progress, default audiences and the colour scheme', async ({
    page,
    consoleErrors,
  }) => {
    const username = uniqueUsername('self');
    await signUpByApi(page, username);
    await page.goto(`/profile/${username}`);
    // One's own profile: no follow button, a way to the editor instead.
    await expect(page.getByRole('button', { name: 'Подписаться' })).toHaveCount(0);
    await expect(page.getByText('Вы пока нигде не отмечались')).toBeVisible();
    await page.getByRole('link', { name: 'Изменить профиль' }).click();
    await expect(page).toHaveURL('/profile/editor');

    const form = page.getByRole('form', { name: 'Профиль' });
    await form.getByLabel('Имя', { exact: true }).fill('Лев Профилев');

    // The photo uploads with a progress bar: the upload is held until the bar has been seen (a fixed delay could end
    // before a busy machine draws it), then goes on.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/files/upload', async (route) => {
      await held;
      await route.continue();
    });
    await form
      .locator('input[type="file"]')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png(320, 320) });
    await expect(form.getByRole('progressbar', { name: 'Загрузка' })).toBeVisible();
    release();
    await expect(form.getByText('Изображение загружено')).toBeVisible();
    await page.unroute('**/api/files/upload');

    // Who sees new check-ins and opinions unless chosen otherwise.
    await form.getByRole('radiogroup', { name: 'Мои отметки в местах' }).getByText('Друзья').click();
    await form.getByRole('radiogroup', { name: 'Мои мнения' }).getByText('Только я').click();
    await form.getByRole('button', { name: 'Сохранить' }).click();
    await expect(toast(page, 'Профиль сохранён')).toBeVisible();
    await expect(form.getByRole('status')).toHaveText('');

    // The colour scheme of this device: applied at once, and kept.
    const appearance = page.getByRole('region', { name: 'Оформление' });
    await appearance.getByText('Тёмная').click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'profile-editor-dark');

    await page.reload();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(form.getByLabel('Имя', { exact: true })).toHaveValue('Лев Профилев');
    await expect(
      form.getByRole('radiogroup', { name: 'Мои отметки в местах' }).getByRole('radio', { name: 'Друзья' }),
    ).toBeChecked();
    await expect(
      form.getByRole('radiogroup', { name: 'Мои мнения' }).getByRole('radio', { name: 'Только я' }),
    ).toBeChecked();
    // A new check-in takes the default: the visits API reads the same setting.
    const checkIn = await page.request.post('/api/user-visits/check-in', { data: { placeId: 'place001' } });
    expect(checkIn.ok()).toBe(true);
    expect(((await checkIn.json()) as { visibility: string }).visibility).toBe('FRIENDS');

    // The public card shows the new name and the photo.
    await form.getByRole('link', { name: 'Открыть профиль' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Лев Профилев');
    await expect(page.getByRole('img', { name: 'Лев Профилев' })).toHaveAttribute('src', /.+/);
    await appearanceBackToLight(page);
    expect(consoleErrors).toEqual([]);
  });
});

test('a profile a moderator hid: its owner sees why, everyone else sees a name alone', async ({
  page,
  browser,
  baseURL,
  consoleErrors,
}) => {
  const username = uniqueUsername('hidden');
  await signUpByApi(page, username);
  const me = (await (await page.request.post('/api/auth/init')).json()) as { user: { id: string } };
  const about = `Звоните, продам всё ${username}`;
  expect((await page.request.post('/api/users/editor', { data: { id: me.user.id, about } })).ok()).toBe(true);
  const reason = `Реклама в профиле ${username}`;
  const { context: moderatorContext, page: moderator } = await openAppPage(browser, { baseURL: baseURL ?? '' });
  await signInByApi(moderator, DEMO_USERS.root);
  const decided = await moderator.request.post('/api/moderation/decisions', {
    data: { targetType: 'USER', targetId: me.user.id, action: 'HIDE', reason },
  });
  expect(decided.ok(), `decision: ${decided.status()}`).toBe(true);
  // Hiding an account ends its sessions (docs/security.md): the owner is signed out and signs in again to see why.
  expect(((await (await page.request.post('/api/auth/init')).json()) as { user: unknown }).user).toBeNull();
  await signInByApi(page, { login: username, password: 'e2e-password-2026' });

  await page.goto(`/profile/${username}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(username);
  await expect(page.getByText(`Скрыто модератором: ${reason}`)).toBeVisible();
  await expect(page.getByText('Остальные видят только имя: фото, «О себе» и контакты скрыты.')).toBeVisible();
  await expect(page.getByText(about)).toBeVisible();

  const { context: strangerContext, page: stranger } = await openAppPage(browser, { baseURL: baseURL ?? '' });
  await stranger.goto(`/profile/${username}`);
  await expect(stranger.getByRole('heading', { level: 1 })).toHaveText(username);
  await expect(stranger.getByText(/Скрыто модератором/)).toHaveCount(0);
  await expect(stranger.getByText(about)).toHaveCount(0);
  await moderatorContext.close();
  await strangerContext.close();
  expect(consoleErrors).toEqual([]);
});

/** Later tests of the run expect the light scheme. */
async function appearanceBackToLight(page: Page) {
  await page.evaluate(() => localStorage.removeItem('appSettings'));
}
