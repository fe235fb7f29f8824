import { PHONE } from '@mesto/playwright-config';
import { expect, saveScreenshot, signUpByApi, testWithOwnApi, uniqueUsername } from '@mesto/playwright-config/fixtures';
import type { Page } from '@playwright/test';

// The notification settings of the profile editor, on a phone and by keyboard: nothing to set before the bot is
// bound; then each kind a switch saved at once, and quiet hours with their time zone saved by one button.
const BOT_SECRET = 'e2e-notifications-secret-0123456789';
const test = testWithOwnApi({
  TELEGRAM_BOT_TOKEN: '555000222:e2e-notifications-token',
  TELEGRAM_BOT_NAME: 'mesto_e2e_notify_bot',
  BOT_INTERNAL_SECRET: BOT_SECRET,
  SEED: 'never',
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
    const block = page.getByRole('region', { name: 'Уведомления в Telegram' });
    await expect(block).toContainText('Сначала привяжите Telegram');
    await expect(block.getByRole('switch')).toHaveCount(0);

    await bindTelegram(page, 700_900 + Math.floor(Math.random() * 1000));
    await page.reload();
    const chats = block.getByRole('switch', { name: 'Новые сообщения в чатах' });
    await expect(chats).toBeChecked();
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
