import {
  DEMO_USERS,
  expect,
  expectFailedLoginToast,
  FIRST_LOAD_BUDGET_BYTES,
  firstLoadJavaScript,
  logOutThroughMenu,
  signInByApi,
  test,
} from '@mesto/playwright-config/fixtures';

test('an unmatched path shows the 404 page with the path', async ({ page }) => {
  await page.goto('/business/no-such-section');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
  await expect(page.getByText('Page not found: /business/no-such-section', { exact: true })).toBeVisible();
});

test('a wrong password shows the catalogue message in a toast at the bottom centre', async ({ page }) => {
  await expectFailedLoginToast(page);
});

test('logout clears the user and both tokens and goes to the login screen', async ({ page }) => {
  // Signing in through the form is covered by access.spec.ts.
  await signInByApi(page, DEMO_USERS.business);
  await page.goto('/business');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Обзор');
  await logOutThroughMenu(page);
  await page.goto('/business/opinions');
  await expect(page).toHaveURL('/auth/login?redirect=%2Fbusiness%2Fopinions');
});

test('the colour scheme is kept across a reload', async ({ page }) => {
  await signInByApi(page, DEMO_USERS.business);
  await page.goto('/business');
  await page.getByText('Тёмная', { exact: true }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Обзор');
  await expect(page.locator('html')).toHaveClass(/dark/);
});

test.describe('phone layout', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a phone gets a menu button that opens the sections', async ({ page }) => {
    await signInByApi(page, DEMO_USERS.business);
    await page.goto('/business');
    await expect(page.getByRole('complementary')).toHaveCount(0);
    await page.getByRole('button', { name: 'Открыть меню' }).click();
    const sheet = page.getByRole('dialog', { name: 'Меню' });
    await sheet.getByRole('link', { name: 'Внешние анонсы' }).click();
    await expect(sheet).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Внешние анонсы');
  });
});

test('the analytics tag is absent outside PRODUCTION', async ({ page }) => {
  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Вход в бизнес-панель');
  expect(await page.locator('script[src*="mc.yandex"]').count()).toBe(0);
  expect(await page.evaluate(() => 'ym' in window)).toBe(false);
});

test('a failed chunk with a newer build reloads to the target once', async ({ page }) => {
  await signInByApi(page, DEMO_USERS.business);
  await page.goto('/business');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Обзор');
  await page.route('**/assets/opinions-route-*.js', (route) => route.abort());
  await page.route('**/builds/latest.json*', (route) =>
    route.fulfill({ json: { id: 'a-newer-build', builtAt: new Date().toISOString() } }),
  );
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
  });
  await page.getByRole('navigation', { name: 'Разделы панели' }).getByRole('link', { name: 'Мнения' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '500 Internal Server Error' })).toBeVisible();
  expect(documents).toEqual(['/business/opinions']);
});

test('a first visit of the panel downloads at most 150 kB of JavaScript (gzip) before any screen', () => {
  const { bytes, chunks } = firstLoadJavaScript();
  expect(bytes, `the first load: ${chunks.join(', ')}`).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_BYTES);
});
