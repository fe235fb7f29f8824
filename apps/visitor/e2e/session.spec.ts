import { expect, signUpByApi, testWithOwnApi, uniqueUsername } from '@mesto/playwright-config/fixtures';
import type { BrowserContext, Page, Request, WebSocket } from '@playwright/test';
import { request as apiRequest } from '@playwright/test';

// A session that outlives its access token. The access token lives in an httpOnly cookie with the token's own
// lifetime: when it is over, the browser drops the cookie, the next call comes back 401 and the client has to renew
// the session by itself. The tests end the token's life when they choose, by dropping that cookie, rather than
// with a token that lives a few seconds: a short life ran out while a busy machine was still loading the page, and
// the page renewed before the test began to count. The tests sign up people of their own, so the API starts
// without the demo data.
const test = testWithOwnApi({ SEED: 'never' });

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

/**
 * Opens the profile editor and waits until the page has settled: its realtime connection is up (when it comes up,
 * the page asks for the unread chats again; on a busy machine long after the form) and no API call has been under
 * way for a second. A call made after the token's end would renew (or, once revoked, end) the session before the
 * save the test is about.
 */
async function openEditor(page: Page): Promise<void> {
  let inFlight = 0;
  let lastActivity = Date.now();
  let connected = false;
  const isApi = (request: Request) => new URL(request.url()).pathname.startsWith('/api/');
  const started = (request: Request) => {
    if (!isApi(request)) return;
    inFlight += 1;
    lastActivity = Date.now();
  };
  const ended = (request: Request) => {
    if (!isApi(request)) return;
    inFlight -= 1;
    lastActivity = Date.now();
  };
  // socket.io's answer to joining a namespace: `40/chats,{"sid":…}`.
  const onSocket = (socket: WebSocket) =>
    socket.on('framereceived', ({ payload }) => {
      if (typeof payload === 'string' && payload.startsWith('40')) connected = true;
    });
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  page.on('websocket', onSocket);
  await page.goto('/profile/editor');
  await expect(page.getByRole('textbox', { name: 'Имя', exact: true })).toBeVisible();
  await expect.poll(() => connected && inFlight === 0 && Date.now() - lastActivity > 1_000).toBe(true);
  page.off('request', started);
  page.off('requestfinished', ended);
  page.off('requestfailed', ended);
  page.off('websocket', onSocket);
}

/** The access token's lifetime is over: the browser no longer has its cookie (the session's cookies stay). */
async function outliveAccessToken(context: BrowserContext): Promise<void> {
  await context.clearCookies({ name: 'access-token' });
  expect((await context.cookies()).map((cookie) => cookie.name)).toContain('refresh-token');
}

test.describe('sessions that outlive the access token', () => {
  test('a save after the access token expired renews the session once, then succeeds', async ({ page, context }) => {
    await signUpByApi(page, uniqueUsername('renew'));
    await openEditor(page);
    const name = page.getByRole('textbox', { name: 'Имя', exact: true });

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
    for (const tab of tabs) await openEditor(tab);
    let refreshes = 0;
    context.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/auth/refresh') refreshes += 1;
    });
    // Both saves must fail before either tab has renewed the session, so both need the renewal: clicks on a busy
    // machine can land seconds apart, and a renewed cookie would carry the later one. The renewal is held until
    // both saves have come back 401 (it then goes to the real API as it was sent).
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
    await signUpByApi(page, uniqueUsername('revoked'));
    await openEditor(page);
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
