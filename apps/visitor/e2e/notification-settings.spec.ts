import { PHONE } from '@mesto/playwright-config';
import { expect, saveScreenshot, signUpByApi, testWithOwnApi, uniqueUsername } from '@mesto/playwright-config/fixtures';
import type { Page } from '@playwright/test';
import {
  browserSubscription,
  type PushService,
  startPushService,
  vapidClaims,
} from '../../api/src/testing/push-service.ts';

// The notification settings of the profile editor, on a phone and by keyboard: nothing to set before a channel
// reaches the person (the bot bound, or notifications on in a browser); then each kind a switch saved at once, and
// quiet hours with their time zone saved by one button. Notifications in the browser: «Включить» asks the browser,
// the API sends the outbox's messages to a push service (here one of the test's own) and the site's service worker
// shows them.
const BOT_SECRET = 'e2e-notifications-secret-0123456789';
const test = testWithOwnApi({
  TELEGRAM_BOT_TOKEN: '555000222:e2e-notifications-token',
  TELEGRAM_BOT_NAME: 'mesto_e2e_notify_bot',
  BOT_INTERNAL_SECRET: BOT_SECRET,
  // The demo city: a room meets at one of its places.
  SEED: 'auto',
  // The test's push service listens on a port of its own on this machine.
  PUSH_ALLOW_HTTP_ENDPOINTS: 'http://127.0.0.1',
});

/** The person asks for a binding token and the bot binds it, as `/start <token>` does. */
async function bindTelegram(page: Page, id: number) {
  const token = await page.request.get('/api/auth/generate-binding-token');
  expect(token.status(), await token.text()).toBe(200);
  const response = await page.request.post('/api/internal/bot/bind', {
    data: { token: (await token.json()).token, telegram: { id, firstName: 'Тест', username: `tg_${id}` } },
    headers: { 'x-mesto-bot-secret': BOT_SECRET },
  });
  expect(response.status(), await response.text()).toBe(200);
}

test.describe('notification settings', () => {
  test.use(PHONE);

  test('ask to bind the bot first, then are switched and saved by keyboard on a phone', async ({ page }) => {
    await signUpByApi(page, uniqueUsername('notify'));
    await page.goto('/profile/editor');
    const block = page.getByRole('region', { name: 'Уведомления', exact: true });
    await expect(block).toContainText('Сначала привяжите Telegram выше или включите уведомления в браузере');
    await expect(block.getByRole('switch')).toHaveCount(0);

    await bindTelegram(page, 700_900 + Math.floor(Math.random() * 1000));
    await page.reload();
    const chats = block.getByRole('switch', { name: 'Новые сообщения в чатах' });
    await expect(chats).toBeChecked();
    // Telegram reaches the person; no browser does yet.
    await expect(block.getByRole('switch', { name: 'В Telegram' })).toBeChecked();
    await expect(block.getByRole('switch', { name: 'В браузере' })).toBeDisabled();
    // A person without business access sees no business kinds.
    await expect(block.getByRole('switch', { name: 'Мнения о моих местах' })).toHaveCount(0);

    const saved = page.waitForResponse(
      (response) => response.url().endsWith('/api/notification-settings') && response.request().method() === 'POST',
    );
    await chats.focus();
    await page.keyboard.press('Space');
    expect((await saved).status()).toBe(200);
    await expect(chats).not.toBeChecked();

    const quiet = block.getByRole('switch', { name: 'Тихие часы' });
    await quiet.focus();
    await page.keyboard.press('Space');
    await block.getByLabel('С', { exact: true }).fill('23:00');
    await block.getByLabel('До', { exact: true }).fill('23:00');
    await block.getByRole('button', { name: 'Сохранить' }).focus();
    await page.keyboard.press('Enter');
    await expect(block).toContainText('Начало и конец тихих часов не могут совпадать');

    await block.getByLabel('До', { exact: true }).fill('07:30');
    await block.getByRole('button', { name: 'Сохранить' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('toast-viewport').getByText('Настройки уведомлений сохранены')).toBeVisible();

    await page.reload();
    await expect(block.getByRole('switch', { name: 'Новые сообщения в чатах' })).not.toBeChecked();
    await expect(block.getByRole('switch', { name: 'Тихие часы' })).toBeChecked();
    await expect(block.getByLabel('С', { exact: true })).toHaveValue('23:00');
    await expect(block.getByLabel('До', { exact: true })).toHaveValue('07:30');
    const settings = await (await page.request.get('/api/notification-settings')).json();
    expect(settings).toMatchObject({ chatMessages: false, quietHours: { start: 1380, end: 450 } });

    await block.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'notification-settings-phone');
    // Nothing of the block is wider than the phone's screen.
    const box = await block.boundingBox();
    expect(box?.width ?? 0).toBeLessThanOrEqual(390);
  });
});

test.describe('notifications in the browser', () => {
  test.use(PHONE);
  let service: PushService;
  test.beforeAll(async () => {
    service = await startPushService();
  });
  test.afterAll(async () => {
    await service?.close();
  });

  test('are turned on without Telegram, sent by the API and shown by the service worker', async ({
    page,
    context,
    baseURL,
  }) => {
    const origin = new URL(baseURL ?? '').origin;
    await context.grantPermissions(['notifications'], { origin });
    await signUpByApi(page, uniqueUsername('push'));
    await page.goto('/profile/editor');
    const block = page.getByRole('region', { name: 'Уведомления', exact: true });
    const browser = block.getByRole('region', { name: 'Уведомления в браузере' });
    await expect(browser).toContainText('Выключены на этом устройстве.');
    await expect(block).toContainText('Сначала привяжите Telegram выше или включите уведомления в браузере');

    // «Включить»: the permission is granted already; the browser registers the service worker and asks its push
    // service for a subscription. This Chromium has no way to its push service (no internet): it says so in the
    // block. Where it does get one, the block says notifications are on.
    await browser.getByRole('button', { name: 'Включить' }).click();
    const enabled = browser.getByText('Включены на этом устройстве.');
    const failed = browser.getByRole('alert').filter({ hasText: 'не смог подключиться к своему сервису уведомлений' });
    await expect(enabled.or(failed)).toBeVisible();
    const realSubscription = await enabled.isVisible();
    expect(
      await page.evaluate(async () => Boolean(await navigator.serviceWorker.getRegistration('/'))),
      'the service worker is registered',
    ).toBe(true);

    // The API is to reach a push service of the test's own: the browser's subscription there, as a browser would post it.
    const subscription = browserSubscription(service);
    const posted = await page.request.post('/api/notifications/push/subscriptions', { data: subscription.json });
    expect(posted.status(), await posted.text()).toBe(200);
    await page.reload();
    await expect(block.getByRole('switch', { name: 'В браузере' })).toBeChecked();
    await expect(block.getByRole('switch', { name: 'В Telegram' })).toBeDisabled();
    await expect(block.getByRole('switch', { name: 'Начало комнат' })).toBeChecked();
    await expect(browser.getByRole('button', { name: 'Убрать уведомления: Chrome, Android' })).toBeVisible();

    // A room of mine starts within the hour: the API's sender posts the reminder to the push service.
    const places = await (await page.request.get('/api/places?limit=1')).json();
    const startsAt = new Date(Date.now() + 30 * 60_000 + 30_000).toISOString();
    const room = await page.request.post('/api/rooms/editor', {
      data: { title: 'Кофе в парке', startsAt, placeId: places.items[0].id },
    });
    expect(room.status(), await room.text()).toBe(200);
    await expect
      .poll(() => service.received.filter((push) => push.path === subscription.path).length, {
        timeout: 90_000,
      })
      .toBe(1);
    const [push] = service.received.filter((received) => received.path === subscription.path);
    if (!push) throw new Error('no push');
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    const key = await (await page.request.get('/api/notifications/push/key')).json();
    expect(vapidClaims(push.headers.authorization).publicKey).toBe(key.publicKey);
    const plain = subscription.decrypt(push.body);
    const message = JSON.parse(plain);
    expect(message).toMatchObject({ title: 'Место', url: `/room/${(await room.json()).code}` });
    expect(message.body).toMatch(/^⏰ Комната «Кофе в парке» начнётся через (30|31) мин\.$/);

    // The same message delivered to this browser's service worker (DevTools' «Push»): it shows the notification.
    const cdp = await context.newCDPSession(page);
    const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
    cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => registrations.push(...event.registrations));
    await cdp.send('ServiceWorker.enable');
    await expect
      .poll(() => registrations.some((entry) => entry.scopeURL === `${origin}/` && !entry.isDeleted))
      .toBe(true);
    const registration = registrations.find((entry) => entry.scopeURL === `${origin}/` && !entry.isDeleted);
    const shown = () =>
      page.evaluate(async () => {
        const worker = await navigator.serviceWorker.getRegistration('/');
        const notifications = (await worker?.getNotifications()) ?? [];
        return notifications.map((notification) => ({
          title: notification.title,
          body: notification.body,
          tag: notification.tag,
          icon: notification.icon,
        }));
      });
    // Delivered again while nothing is shown: one run on a loaded machine, right after a build, saw the DevTools push
    // not reach the worker (never again in runs since). The tag keeps it one notification however often it comes.
    await expect
      .poll(
        async () => {
          const now = await shown();
          if (now.length === 0) {
            await cdp.send('ServiceWorker.deliverPushMessage', {
              origin,
              registrationId: registration?.registrationId ?? '',
              data: plain,
            });
          }
          return now;
        },
        { intervals: [500, 1000, 5000], timeout: 60_000 },
      )
      .toEqual([{ title: 'Место', body: message.body, tag: message.tag, icon: `${origin}/notification-icon.png` }]);
    // Nothing more was sent for it.
    expect(service.received.filter((received) => received.path === subscription.path)).toHaveLength(1);

    await browser.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'notification-settings-push-phone');
    const box = await block.boundingBox();
    expect(box?.width ?? 0).toBeLessThanOrEqual(390);

    // The browser in the list is removed: nothing reaches the person any more, and the block says so.
    if (!realSubscription) {
      await browser.getByRole('button', { name: 'Убрать уведомления: Chrome, Android' }).click();
      await expect(block).toContainText('Сначала привяжите Telegram выше или включите уведомления в браузере');
      expect((await (await page.request.get('/api/notifications/push/subscriptions')).json()).items).toEqual([]);
    }
  });
});
