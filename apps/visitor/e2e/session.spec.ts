import { expect, signUpByApi, testWithOwnApi, uniqueUsername } from '@mesto/playwright-config/fixtures';
import type { BrowserContext, Page } from '@playwright/test';
import { request as apiRequest } from '@playwright/test';

// An API whose access tokens live a few seconds, so a test can outlive one. The access-token cookie has the same
// lifetime: once it is gone, the next call comes back 401 and the client has to renew the session by itself.
// The tests sign up people of their own, so the API starts without the demo data.
const ACCESS_TOKEN_TTL_SECONDS = 4;
const test = testWithOwnApi({ ACCESS_TOKEN_TTL_SECONDS: String(ACCESS_TOKEN_TTL_SECONDS), SEED: 'never' });

/** Every refresh the page asks for, however many calls are waiting on it. */
function countRefreshes(page: Page): { count: () => number } {
  let refreshes = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/auth/refresh') refreshes += 1;
  });
  return { count: () => refreshes };
}

/** Statuses of the profile saves, in order (a retried save shows up twice). */
function watchSaves(page: Page): number[] {
  const statuses: number[] = [];
  page.on('response', (response) => {
    const request = response.request();
    if (request.method() === 'POST' && new URL(response.url()).pathname === '/api/users/editor') {
      statuses.push(response.status());
    }
  });
  return statuses;
}

/** Waits until the browser has dropped the access-token cookie: its lifetime (and the token's) is over. */
async function outliveAccessToken(context: BrowserContext): Promise<void> {
  await expect
    .poll(async () => (await context.cookies()).some((cookie) => cookie.name === 'access-token'), {
      timeout: (ACCESS_TOKEN_TTL_SECONDS + 5) * 1000,
      intervals: [250],
    })
    .toBe(false);
}

test.describe('sessions that outlive the access token', () => {
  test('a save after the access token expired renews the session once, then succeeds', async ({ page, context }) => {
    await signUpByApi(page, uniqueUsername('renew'));
    await page.goto('/profile/editor');
    const name = page.getByRole('textbox', { name: 'Имя', exact: true });
    await expect(name).toBeVisible();

    const refreshes = countRefreshes(page);
    const saves = watchSaves(page);
    await outliveAccessToken(context);

    await name.fill('Долгая Сессия');
    await page.getByRole('button', { name: 'Сохранить' }).click();

    const toasts = page.getByTestId('toast-viewport');
    await expect(toasts.getByText('Профиль сохранён')).toBeVisible();
    expect(saves).toEqual([401, 200]);
    expect(refreshes.count()).toBe(1);
    await expect(toasts.getByText(/Не авторизован/)).toHaveCount(0);

    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Имя', exact: true })).toHaveValue('Долгая Сессия');
    await expect(page.getByRole('button', { name: 'Учётная запись: Долгая Сессия' })).toBeVisible();
    expect(refreshes.count()).toBe(1);
  });

  test('two tabs saving after the access token expired share one refresh', async ({ page, context }) => {
    await signUpByApi(page, uniqueUsername('tabs'));
    const second = await context.newPage();
    const tabs = [page, second];
    for (const tab of tabs) {
      await tab.goto('/profile/editor');
      await expect(tab.getByRole('textbox', { name: 'Имя', exact: true })).toBeVisible();
    }
    let refreshes = 0;
    context.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/auth/refresh') refreshes += 1;
    });
    // Both saves must fail before either tab has renewed the session, so both need the renewal. Clicks on a busy
    // machine can land seconds apart, longer than a renewed token lives here: the renewal is held until both
    // saves have come back 401 (it then goes to the real API as it was sent).
    let refused = 0;
    let bothRefused: () => void = () => {};
    const bothSavesRefused = new Promise<void>((resolve) => {
      bothRefused = resolve;
    });
    context.on('response', (response) => {
      const request = response.request();
      if (request.method() !== 'POST' || new URL(response.url()).pathname !== '/api/users/editor') return;
      if (response.status() === 401 && ++refused === tabs.length) bothRefused();
    });
    await context.route('**/api/auth/refresh', async (route) => {
      await bothSavesRefused;
      await route.continue();
    });
    await outliveAccessToken(context);

    for (const [index, tab] of tabs.entries()) {
      await tab.getByRole('textbox', { name: 'Имя', exact: true }).fill(`Вкладка ${index + 1}`);
    }
    await Promise.all(tabs.map((tab) => tab.getByRole('button', { name: 'Сохранить' }).click()));

    for (const tab of tabs) {
      await expect(tab.getByTestId('toast-viewport').getByText('Профиль сохранён')).toBeVisible();
    }
    expect(refreshes).toBe(1);
  });

  test('a session revoked elsewhere ends on the next save: the guarded screen goes to login and back', async ({
    page,
    context,
    baseURL,
  }) => {
    // The page asks for the unread chats once on load and once more when its realtime connection comes up. Any
    // call after the revocation ends the session, so the page has to have settled first for the save to be the one
    // that finds out (on a busy machine the connection can come up long after the form).
    let unreadAsked = 0;
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/api/chats/unread-count') unreadAsked += 1;
    });
    await signUpByApi(page, uniqueUsername('revoked'));
    await page.goto('/profile/editor');
    await expect(page.getByRole('textbox', { name: 'Имя', exact: true })).toBeVisible();
    await expect.poll(() => unreadAsked).toBeGreaterThanOrEqual(2);
    const refreshes = countRefreshes(page);

    // Signing out on another device: that device presents the refresh token of this very session.
    const refreshToken = (await context.cookies()).find((cookie) => cookie.name === 'refresh-token')?.value;
    expect(refreshToken).toBeTruthy();
    const elsewhere = await apiRequest.newContext({ baseURL });
    expect((await elsewhere.post('/api/auth/logout', { data: { refreshToken } })).ok()).toBe(true);
    await elsewhere.dispose();

    await page.getByRole('textbox', { name: 'Имя', exact: true }).fill('Уже не сохранится');
    await page.getByRole('button', { name: 'Сохранить' }).click();

    await expect(page).toHaveURL(`/auth/login?redirect=${encodeURIComponent('/profile/editor')}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Вход');
    expect(refreshes.count()).toBe(1);
    expect(
      await page.evaluate(() => [localStorage.getItem('access-token'), localStorage.getItem('refresh-token')]),
    ).toEqual([null, null]);
  });
});
