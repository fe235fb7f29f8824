import { expect, openAppPage, seriousA11yViolations, test, uniqueUsername } from '@mesto/playwright-config/fixtures';
import type { Page } from '@playwright/test';

// Blocking through the screens: one person blocks another from their profile, after a question that says what it
// does; the blocked person's message into their private chat is refused, and the chat says so; the blocker finds
// them in the profile settings and can unblock them there.

const toast = (page: Page, text: string | RegExp) =>
  page.getByTestId('toast-viewport').getByRole('listitem').filter({ hasText: text });

/** Signs the page's context up through the API and returns the new person. */
async function signUp(page: Page, username: string, displayName: string) {
  const response = await page.request.post('/api/auth/signup', {
    data: { username, displayName, password: 'e2e-password-2026' },
  });
  expect(response.ok(), `signup ${username}: ${response.status()}`).toBe(true);
  return ((await response.json()) as { user: { id: string } }).user;
}

test('a blocked person cannot write into the private chat, and is unblocked from the settings', async ({
  page,
  browser,
  baseURL,
  consoleErrors,
}) => {
  const blockerName = uniqueUsername('blocker');
  const strangerName = uniqueUsername('stranger');
  const blocker = await signUp(page, blockerName, 'Ольга Блокова');

  // A stranger opens a private chat with her and writes once.
  const { context: strangerContext, page: stranger } = await openAppPage(browser, { baseURL: baseURL ?? '' });
  const strangerUser = await signUp(stranger, strangerName, 'Пётр Назойливый');
  // He says he is a man: the words about him agree («заблокирован», «Он об этом не узнает»).
  const profile = await stranger.request.post('/api/users/editor', {
    data: { id: strangerUser.id, displayName: 'Пётр Назойливый', gender: 'MALE' },
  });
  expect(profile.ok(), `profile: ${profile.status()}`).toBe(true);
  const chatResponse = await stranger.request.get(`/api/chats/private?user=${blocker.id}`);
  expect(chatResponse.ok(), `private chat: ${chatResponse.status()}`).toBe(true);
  const chatId = ((await chatResponse.json()) as { id: string }).id;
  await stranger.goto(`/chats?chat=${chatId}`);
  const composer = stranger.getByRole('textbox', { name: 'Сообщение' });
  await composer.fill('Привет! Первое сообщение');
  await composer.press('Enter');
  const log = stranger.getByRole('log');
  await expect(log.getByText('Привет! Первое сообщение')).toBeVisible();
  await expect(log.getByText(/^Не отправлено/)).toHaveCount(0);

  // She blocks him from his profile, after reading what it does.
  await page.goto(`/profile/${strangerName}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Пётр Назойливый');
  await page.getByRole('button', { name: 'Заблокировать: Пётр Назойливый' }).click();
  const question = page.getByRole('alertdialog', { name: 'Заблокировать: Пётр Назойливый?' });
  await expect(question).toContainText('не сможет писать вам в личных сообщениях');
  await expect(question).toContainText('Он об этом не узнает');
  // «Отмена» is where a stray Enter lands: nobody is blocked by accident.
  await expect(question.getByRole('button', { name: 'Отмена' })).toBeFocused();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await question.getByRole('button', { name: 'Заблокировать' }).click();
  await expect(toast(page, 'Пётр Назойливый заблокирован')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Разблокировать: Пётр Назойливый' })).toBeFocused();

  // His next message is refused, and the chat says why.
  await composer.fill('Ответь, пожалуйста');
  await composer.press('Enter');
  await expect(log.getByText('Не отправлено: Нельзя написать этому человеку')).toBeVisible();
  await expect(stranger.getByRole('alert').filter({ hasText: 'Нельзя написать этому человеку' })).toBeVisible();
  await expect(composer).toHaveCount(0);

  // She finds him in her profile settings and unblocks him there.
  await page.goto('/profile/editor');
  const list = page.getByRole('list', { name: 'Заблокированные люди' });
  await expect(list.getByRole('link', { name: 'Пётр Назойливый' })).toBeVisible();
  await list.getByRole('button', { name: 'Разблокировать: Пётр Назойливый' }).click();
  // The list of the blocked does not know his gender: a phrase that needs none.
  await expect(toast(page, 'Вы разблокировали: Пётр Назойливый')).toBeVisible();
  await expect(page.getByText('Вы никого не блокировали')).toBeVisible();

  await strangerContext.close();
  expect(consoleErrors).toEqual([]);
});
