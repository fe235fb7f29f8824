import { PHONE } from '@mesto/playwright-config';
import {
  DEMO_USERS,
  expect,
  saveScreenshot,
  seriousA11yViolations,
  signInByApi,
  test,
} from '@mesto/playwright-config/fixtures';

test('an unmatched path shows the 404 page with the path', async ({ page }) => {
  await page.goto('/no/such/page?x=1');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
  await expect(page.getByText('Page not found: /no/such/page', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/');
});

test.describe('colour scheme', () => {
  test('a chosen scheme is kept across a reload, in localStorage appSettings', async ({ page }) => {
    await page.goto('/places');
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    await page.getByText('Тёмная', { exact: true }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('appSettings'))) ?? '{}')).toMatchObject({
      colorScheme: 'DARK',
    });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Места');
    await expect(page.locator('html')).toHaveClass(/dark/);
    // Native controls and scrollbars go dark with it.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe('dark');
    await expect(page.getByRole('radio', { name: 'Тёмная' })).toBeChecked();
    // The dark scheme keeps its contrast.
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'places-dark-desktop');

    // LIGHT stays light even when the system turns dark.
    await page.getByText('Светлая', { exact: true }).click();
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe('light');
  });

  test('AUTO (the default) follows the system live', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await expect(page.getByRole('radio', { name: 'Авто' })).toBeChecked();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveClass(/dark/);
  });
});

test.describe('phone layout', () => {
  test.use(PHONE);

  test('a phone gets the bottom navigation and a menu sheet with every section and the scheme', async ({ page }) => {
    await page.goto('/');
    const bottom = page.getByTestId('bottom-nav');
    await expect(bottom).toBeVisible();
    const box = await bottom.boundingBox();
    expect(box && box.y + box.height).toBeCloseTo(844, 0);
    await bottom.getByRole('link', { name: 'События' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('События');
    await expect(bottom.getByRole('link', { name: 'События' })).toHaveAttribute('aria-current', 'page');

    await page.getByRole('button', { name: 'Открыть меню' }).click();
    const sheet = page.getByRole('dialog', { name: 'Меню' });
    await expect(sheet.getByRole('radiogroup', { name: 'Тема оформления' })).toBeVisible();
    await sheet.getByRole('link', { name: 'Комнаты' }).click();
    await expect(sheet).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Комнаты');
  });
});

test.describe('a phone whose browser does not say «mobile»', () => {
  // A tablet's or an embedded browser's agent, a narrow desktop window: the server guesses «desktop» from the agent.
  const DESKTOP_AGENT =
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
  test.use({ viewport: PHONE.viewport, userAgent: DESKTOP_AGENT });

  test('the first paint is already the phone layout: the server page alone, before any script', async ({ browser }) => {
    const bare = await browser.newPage({
      viewport: PHONE.viewport,
      userAgent: DESKTOP_AGENT,
      javaScriptEnabled: false,
      locale: 'ru-RU',
    });
    try {
      await bare.goto(`${process.env.E2E_BASE_URL}/events`);
      await expect(bare.getByRole('heading', { level: 1 })).toHaveText('События');
      await expect(bare.getByTestId('bottom-nav')).toBeVisible();
      await expect(bare.getByRole('button', { name: 'Открыть меню' })).toBeVisible();
      await expect(bare.getByRole('navigation', { name: 'Разделы', exact: true })).toBeHidden();
      await expect(bare.getByRole('radiogroup', { name: 'Тема оформления' })).toBeHidden();
      const header = await bare.locator('header').boundingBox();
      expect(header?.width).toBeLessThanOrEqual(PHONE.viewport.width);
      expect(header?.height).toBeLessThanOrEqual(72);
    } finally {
      await bare.close();
    }
  });

  test('the page comes alive in the phone layout without anything moving', async ({ page, consoleErrors }) => {
    await page.addInitScript(() => {
      const shifts = { total: 0 };
      Object.assign(window, { layoutShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) shifts.total += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/events');
    await expect(page.getByRole('link', { name: 'Войти' })).toBeInViewport();
    await expect(page.getByTestId('bottom-nav')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Разделы', exact: true })).toHaveCount(0);
    // Once the page has started, the layout that was painted first is the one kept.
    await page.waitForTimeout(500);
    const shifted = await page.evaluate(() => (window as unknown as { layoutShifts: { total: number } }).layoutShifts);
    expect(shifted.total).toBeLessThan(0.01);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.viewport.width);
    await saveScreenshot(page, 'events-desktop-agent-phone');
    expect(consoleErrors).toEqual([]);
  });
});

test('a desktop gets the sections under the header and no bottom bar', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Разделы', exact: true })).toBeVisible();
  await expect(page.getByTestId('bottom-nav')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Открыть меню' })).toHaveCount(0);
});

test('the analytics tag is absent outside PRODUCTION', async ({ page }) => {
  const analyticsRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('mc.yandex')) analyticsRequests.push(request.url());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Место');
  await page.getByRole('navigation', { name: 'Разделы', exact: true }).getByRole('link', { name: 'Места' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Места');
  expect(await page.locator('script[src*="mc.yandex"]').count()).toBe(0);
  expect(await page.evaluate(() => 'ym' in window)).toBe(false);
  expect(analyticsRequests).toEqual([]);
});

test('/test shows the API, the user, the realtime connection and the build', async ({ page }) => {
  const latest = (await (await page.request.get('/builds/latest.json')).json()) as { id: string; builtAt: string };
  expect(latest.id).toMatch(/^\d{14}-[0-9a-f]{6}$/);
  const meta = await page.request.get(`/builds/meta/${latest.id}.json`);
  expect(await meta.json()).toEqual(latest);

  await page.goto('/test');
  await expect(page.getByTestId('diagnostics-api')).toHaveText(/^доступен \(pglite\), ответ за \d+(\.\d)? мс$/);
  await expect(page.getByTestId('diagnostics-user')).toHaveText('вход не выполнен');
  await expect(page.getByTestId('diagnostics-realtime')).toHaveText('отключено');
  await expect(page.getByTestId('diagnostics-build')).toHaveText(latest.id);
  await expect(page.getByTestId('diagnostics-latest-build')).toHaveText(latest.id);

  await signInByApi(page, DEMO_USERS.visitor);
  await page.reload();
  await expect(page.getByTestId('diagnostics-user')).toHaveText(/^.+ \(@anna\)$/);
  await expect(page.getByTestId('diagnostics-realtime')).toHaveText('подключено');
});
