import {
  DEMO_USERS,
  expect,
  expectFitsWidth,
  saveScreenshot,
  seriousA11yViolations,
  signInByApi,
  test,
} from '@mesto/playwright-config/fixtures';
import type { Page } from '@playwright/test';

// The administrator grants and removes the administrator role through the users editor; the search and the
// chosen user live in the link. Ivan (a demo visitor) gets the role and loses it again.

const toast = (page: Page, text: string) =>
  page.getByTestId('toast-viewport').getByRole('listitem').filter({ hasText: text });

async function ivanPermissions(page: Page): Promise<string[]> {
  const response = await page.request.get('/api/users?username=ivan');
  expect(response.ok()).toBe(true);
  const { items } = (await response.json()) as { items: { permissions?: string[] }[] };
  return items[0]?.permissions ?? [];
}

test('the administrator grants ROOT to a user and removes it again', async ({ page, consoleErrors }) => {
  await signInByApi(page, DEMO_USERS.root);
  await page.goto('/business/editor/user');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Права администратора');
  await expect(page).toHaveTitle('Права администратора — Место для бизнеса');
  await expect(page.getByText('Выберите пользователя в списке')).toBeVisible();

  const search = page.getByRole('searchbox', { name: 'Найти пользователя' });
  await search.fill('Иван');
  await expect(page).toHaveURL(`/business/editor/user?q=${encodeURIComponent('Иван')}`);
  const results = page.getByRole('list', { name: 'Пользователи' });
  await results.getByRole('button', { name: /Иван Петров/ }).click();
  await expect(page).toHaveURL(/\?q=%D0%98%D0%B2%D0%B0%D0%BD&user=[0-9a-f-]{36}$/);
  const chosenUrl = page.url();

  const form = page.getByRole('form', { name: 'Права пользователя Иван Петров' });
  const admin = form.getByRole('switch', { name: 'Администратор' });
  await expect(admin).not.toBeChecked();
  await admin.click();
  await expect(form.getByRole('status')).toHaveText('Есть несохранённые изменения');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await saveScreenshot(page, 'users-editor-desktop');

  // Choosing someone else with the change unsaved asks first.
  await search.fill('Анна');
  await results.getByRole('button', { name: /Анна Смирнова/ }).click();
  const leave = page.getByRole('alertdialog', { name: 'Уйти без сохранения?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Остаться' }).click();
  await expect(admin).toBeChecked();

  await form.getByRole('button', { name: 'Сохранить' }).click();
  await expect(toast(page, 'Права сохранены')).toBeVisible();
  await expect(form.getByRole('status')).toHaveText('');
  expect(await ivanPermissions(page)).toContain('ROOT');

  // The link reproduces the view; the saved role is there after a reload.
  await page.goto(chosenUrl);
  await expect(search).toHaveValue('Иван');
  await expect(admin).toBeChecked();
  await expect(results.getByRole('button', { name: /Иван Петров/ })).toContainText('Администратор');

  await admin.click();
  await form.getByRole('button', { name: 'Сохранить' }).click();
  await expect(toast(page, 'Права сохранены')).toBeVisible();
  await expect(admin).not.toBeChecked();
  expect(await ivanPermissions(page)).not.toContain('ROOT');
  expect(consoleErrors).toEqual([]);
});

test('the administrator cannot take the role from themselves', async ({ page }) => {
  await signInByApi(page, DEMO_USERS.root);
  await page.goto('/business/editor/user?q=admin');
  await page
    .getByRole('list', { name: 'Пользователи' })
    .getByRole('button', { name: /@admin/ })
    .click();
  const admin = page.getByRole('switch', { name: 'Администратор' });
  await expect(admin).toBeChecked();
  await expect(admin).toBeDisabled();
});

test('anyone else is told that only the administrator changes permissions', async ({ page }) => {
  await signInByApi(page, DEMO_USERS.business);
  await page.goto('/business/editor/user');
  await expect(page.getByText('Выдавать и снимать права может только администратор «Места».')).toBeVisible();
  await expect(page.getByRole('searchbox')).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the list and the form fit, and choosing brings the form into view', async ({ page }) => {
    await signInByApi(page, DEMO_USERS.root);
    await page.goto(`/business/editor/user?q=${encodeURIComponent('Мария')}`);
    await page.getByRole('list', { name: 'Пользователи' }).getByRole('button', { name: /Мария/ }).click();
    const admin = page.getByRole('switch', { name: 'Администратор' });
    await expect(admin).toBeInViewport();
    await expectFitsWidth(page, 390);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'users-editor-phone');
  });
});
