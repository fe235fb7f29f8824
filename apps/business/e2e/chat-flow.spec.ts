import {
  alsoServedUrl,
  DEMO_USERS,
  expect,
  openAppPage,
  signInByApi,
  test,
  uniqueUsername,
} from '@mesto/playwright-config/fixtures';

// Chats from both sides, live: a guest writes to a place's organisation from the public site; the business sees the
// chat appear in its panel with the unread message, without reloading, and answers as the team; the guest sees the
// answer arrive in the open chat, also without reloading; after a reload both still see the whole conversation.

// Кофейня «Зерно»: a place of «Волжские кофейни», whose team the demo business user is in.
const PLACE_CODE = 'place001';
const PLACE_NAME = 'Кофейня «Зерно»';
const ORGANISATION_NAME = 'Волжские кофейни';

test('a guest writes to a place, the business answers live in its panel, the guest sees the answer live', async ({
  page,
  browser,
}) => {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  const question = `Есть столик на четверых в пятницу? ${id}`;
  const answer = `Да, оставили у окна ${id}`;

  // The business panel first, open on its chats: the guest's chat must appear here by itself.
  await signInByApi(page, DEMO_USERS.business);
  await page.goto('/business/chats');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Чаты');
  // The demo business user is in several organisations' teams: the screen opens on the one whose chat waits (the
  // demo guest's question to the place's organisation), not on the first by name, and the link keeps it.
  await expect(page.getByRole('combobox', { name: 'Организация' })).toHaveText(ORGANISATION_NAME);
  await expect(page).toHaveURL(/organisation=[0-9a-f-]{36}/);

  // The guest signs up on the public site and writes from the place's page.
  const { context: visitorContext, page: visitor } = await openAppPage(browser, { baseURL: alsoServedUrl('visitor') });
  await visitor.goto('/auth/signup');
  await visitor.getByLabel('Имя пользователя').fill(uniqueUsername('guest'));
  await visitor.getByLabel('Как вас называть').fill('Гость Иванов');
  await visitor.getByLabel('Пароль').fill('e2e-password-2026');
  await visitor.getByRole('button', { name: 'Создать учётную запись' }).click();
  await expect(visitor.getByRole('button', { name: 'Учётная запись: Гость Иванов' })).toBeVisible();
  await visitor.goto(`/place/${PLACE_CODE}`);
  await visitor.getByRole('button', { name: `Написать: ${ORGANISATION_NAME}` }).click();
  await expect(visitor).toHaveURL(/\/chats\?chat=[0-9a-f-]{36}$/);
  const guestChat = visitor.getByRole('region', { name: ORGANISATION_NAME });
  await expect(guestChat.getByRole('heading', { name: ORGANISATION_NAME })).toBeVisible();
  await expect(guestChat.getByText('Сообщений пока нет. Напишите первым!')).toBeVisible();
  const guestField = guestChat.getByRole('textbox', { name: 'Сообщение' });
  await guestField.fill(question);
  await guestField.press('Enter');
  const guestLog = guestChat.getByRole('log');
  await expect(guestLog.getByText(question)).toBeVisible();
  await expect(guestLog.getByRole('img', { name: 'Отправлено' })).toBeVisible();

  // The panel's navigation counts it at once: the demo guest's question and this one wait.
  const chatsLink = page.getByRole('complementary').getByRole('link', { name: /^Чаты/ });
  await expect(chatsLink).toHaveAccessibleName(/2 чата с непрочитанными/);
  // The business's list shows the chat by itself, with the guest's name and one unread message.
  const list = page.getByRole('region', { name: 'Список чатов' });
  const row = list.getByRole('link', { name: /Гость Иванов/ });
  await expect(row).toBeVisible();
  await expect(row).toContainText(question);
  await expect(row).toContainText('1 непрочитанн');
  // The team sees which of its places the guest wrote from, in the list and in the open chat.
  await expect(row).toContainText(`Из места: ${PLACE_NAME}`);
  await row.click();
  const businessChat = page.getByRole('region', { name: 'Гость Иванов' });
  await expect(businessChat.getByText(`Вы отвечаете от лица организации: «${ORGANISATION_NAME}»`)).toBeVisible();
  await expect(businessChat.getByText(`Из места: ${PLACE_NAME}`)).toBeVisible();
  await expect(businessChat.getByRole('log').getByText(question)).toBeVisible();
  // Opened, it is read: the unread badge goes.
  await expect(list.getByRole('link', { name: /Гость Иванов/ })).not.toContainText('непрочитанн');
  await expect(chatsLink).toHaveAccessibleName(/1 чат с непрочитанными/);
  // The guest's question now shows as read, on the guest's screen, without a reload.
  await expect(guestLog.getByRole('img', { name: 'Прочитано' })).toBeVisible();
  const businessField = businessChat.getByRole('textbox', { name: 'Сообщение' });
  await businessField.fill(answer);
  await businessField.press('Enter');
  await expect(businessChat.getByRole('log').getByText(answer)).toBeVisible();

  // The guest sees the answer arrive without reloading.
  await expect(guestLog.getByText(answer)).toBeVisible();

  // After a reload, both sides still have the whole conversation, in order.
  await visitor.reload();
  const reloaded = visitor.getByRole('region', { name: ORGANISATION_NAME }).getByRole('log');
  await expect(reloaded.getByText(question)).toBeVisible();
  await expect(reloaded.getByText(answer)).toBeVisible();
  const texts = await reloaded.locator('[data-message-id]').allInnerTexts();
  const questionAt = texts.findIndex((text) => text.includes(question));
  const answerAt = texts.findIndex((text) => text.includes(answer));
  expect(questionAt).toBeGreaterThanOrEqual(0);
  expect(answerAt).toBeGreaterThan(questionAt);
  // The guest's list: the organisation's chat, the answer as its last message.
  await visitor.goto('/chats');
  await expect(
    visitor.getByRole('region', { name: 'Список чатов' }).getByRole('link', { name: new RegExp(ORGANISATION_NAME) }),
  ).toContainText(answer);
  await visitorContext.close();
});
