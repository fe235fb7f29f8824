import {
  DEMO_USERS,
  expect,
  OFF_SITE_REDIRECTS,
  saveScreenshot,
  seriousA11yViolations,
  signInByApi,
  signInWithForm,
  signUpByApi,
  test,
  uniqueUsername,
} from '@mesto/playwright-config/fixtures';

test('signed out: the panel sends to its login screen and back to the same path and query', async ({ page }) => {
  await page.goto('/business/places?status=draft&page=2');
  await expect(page).toHaveURL(`/auth/login?redirect=${encodeURIComponent('/business/places?status=draft&page=2')}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Вход в бизнес-панель');

  await signInWithForm(page, DEMO_USERS.business);
  await expect(page).toHaveURL('/business/places?status=draft&page=2');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Места');
});

for (const redirect of OFF_SITE_REDIRECTS) {
  test(`signing in with ?redirect=${JSON.stringify(redirect)} opens the panel, not another host`, async ({ page }) => {
    await page.goto(`/auth/login?redirect=${encodeURIComponent(redirect)}`);
    await signInWithForm(page, DEMO_USERS.business);
    await expect(page).toHaveURL('/business');
  });
}

test('the bare address opens the panel (and so the login screen when signed out)', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL('/auth/login?redirect=%2Fbusiness');
});

test('every business route needs a user', async ({ page }) => {
  for (const path of ['/business', '/business/chats', '/business/events/editor/x', '/business/editor/user']) {
    await page.goto(path);
    await expect(page).toHaveURL(`/auth/login?redirect=${encodeURIComponent(path)}`);
  }
});

test('a signed-in user without business access gets a clear 403, and can switch accounts', async ({
  page,
  consoleErrors,
}) => {
  await signUpByApi(page, uniqueUsername('visitor'));
  await page.goto('/business/events');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('403 Недостаточно доступа');
  await expect(page.getByText('Бизнес-панель открыта администраторам')).toBeVisible();
  await expect(page.getByRole('complementary')).toHaveCount(0);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await saveScreenshot(page, 'forbidden-desktop');
  expect(consoleErrors).toEqual([]);

  await page.getByRole('button', { name: 'Войти другим аккаунтом' }).click();
  await expect(page).toHaveURL('/auth/login');
  await signInWithForm(page, DEMO_USERS.business);
  await expect(page).toHaveURL('/business');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Обзор');
});

test('the demo business user and the administrator get the panel', async ({ page }) => {
  for (const account of [DEMO_USERS.business, DEMO_USERS.root]) {
    // Accounts are switched between pages: the last one's calls still under way would meet the next one's cookies.
    await page.goto('about:blank');
    await page.context().clearCookies();
    await signInByApi(page, account);
    await page.goto('/business');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Обзор');
    await expect(page.getByRole('navigation', { name: 'Разделы панели' })).toBeVisible();
  }
  // Only the administrator grants administrator's rights: the section is shown to ROOT alone; the moderation
  // queue to ROOT and moderators.
  await expect(page.getByRole('link', { name: 'Права администратора' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Модерация' })).toBeVisible();
  await page.goto('about:blank');
  await page.context().clearCookies();
  await signInByApi(page, DEMO_USERS.business);
  await page.goto('/business');
  await expect(page.getByRole('link', { name: 'Новое место' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Права администратора' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Модерация' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Новый пользователь' })).toHaveCount(0);
});
