import { createHash, createHmac } from 'node:crypto';
import { expect, signUpByApi, testWithOwnApi, uniqueUsername } from '@mesto/playwright-config/fixtures';
import type { Page } from '@playwright/test';

// Telegram on the site: the profile editor binds and unbinds an account (the bot's part is played by the test,
// through the API's internal route, as the bot process would), and the login page signs in with Telegram. Telegram's
// own servers are the only thing replaced: its login widget script is served by the test.
const BOT_TOKEN = '555000111:e2e-token-of-this-test';
const BOT_NAME = 'mesto_e2e_bot';
const BOT_SECRET = 'e2e-bot-internal-secret-0123456789';
const test = testWithOwnApi({
  TELEGRAM_BOT_TOKEN: BOT_TOKEN,
  TELEGRAM_BOT_NAME: BOT_NAME,
  BOT_INTERNAL_SECRET: BOT_SECRET,
  SEED: 'never',
});

/** What the bot does on `/start <token>`: the internal binding route with the shared secret. */
async function botBinds(page: Page, token: string, telegram: { id: number; firstName: string; username: string }) {
  const response = await page.request.post('/api/internal/bot/bind', {
    data: { token, telegram },
    headers: { 'x-mesto-bot-secret': BOT_SECRET },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The Login Widget's payload for this account, signed as Telegram signs it (with the bot token). */
function signedPayload(fields: Record<string, string | number>) {
  const check = Object.entries(fields)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([key, value]) => `${key}=${value}`)
    .join('\n');
  const secret = createHash('sha256').update(BOT_TOKEN).digest();
  return { ...fields, hash: createHmac('sha256', secret).update(check).digest('hex') };
}

test.describe('Telegram', () => {
  test('the profile editor shows the binding the moment the bot makes it, and unbinds it', async ({ page }) => {
    await signUpByApi(page, uniqueUsername('tg'));
    await page.goto('/profile/editor');
    const state = page.getByTestId('telegram-binding-state');
    await expect(state).toContainText('Привяжите Telegram');

    await page.getByRole('button', { name: 'Привязать Telegram' }).click();
    await expect(page.getByRole('link', { name: 'Открыть бота' })).toHaveAttribute(
      'href',
      new RegExp(`^https://t\\.me/${BOT_NAME}\\?start=`),
    );
    const command = await page.getByLabel('Или отправьте боту команду:').inputValue();
    const token = command.replace('/start ', '');

    // The person presses «Старт» in Telegram; the page is not reloaded.
    await botBinds(page, token, { id: 700_123, firstName: 'Тест', username: 'tg_tester' });
    await expect(state).toContainText('Telegram привязан', { timeout: 15_000 });
    await expect(state).toContainText('@tg_tester');
    await expect(page.getByRole('link', { name: 'Открыть бота' })).toBeHidden();

    await page.getByRole('button', { name: 'Отвязать Telegram' }).click();
    await expect(state).toContainText('Привяжите Telegram');
    const binding = await page.request.get('/api/auth/telegram-binding');
    expect(await binding.json()).toEqual({ bound: false, username: null });
  });

  test('the login page signs in with the Telegram button of the API’s bot', async ({ page }) => {
    const payload = signedPayload({
      id: 700_456,
      first_name: 'Ольга',
      last_name: 'Телеграмова',
      username: 'olga_tg',
      auth_date: Math.floor(Date.now() / 1000),
    });
    // Telegram's widget: a button that hands the signed payload to the page's callback, as the real one does.
    await page.route('https://telegram.org/js/telegram-widget.js*', (route) =>
      route.fulfill({
        contentType: 'application/javascript',
        body: `(function () {
          var script = document.currentScript;
          var button = document.createElement('button');
          button.type = 'button';
          button.textContent = 'Log in as ' + script.dataset.telegramLogin;
          button.onclick = function () { window.mestoTelegramAuth(${JSON.stringify(payload)}); };
          script.after(button);
        })();`,
      }),
    );
    await page.goto('/auth/login');
    await expect(page.getByTestId('telegram-login')).toHaveAttribute('data-bot', BOT_NAME);
    await page.getByRole('button', { name: `Log in as ${BOT_NAME}` }).click();
    await expect(page).not.toHaveURL(/\/auth\/login/);
    const me = await page.request.post('/api/auth/init', { data: {} });
    expect((await me.json()).user).toMatchObject({ displayName: 'Ольга Телеграмова', telegramBound: true });
  });
});
