import {
  alsoServedUrl,
  DEMO_USERS,
  expect,
  openAppPage,
  signInByApi,
  test,
  uniqueUsername,
} from '@mesto/playwright-config/fixtures';
import type { Page } from '@playwright/test';

// The social layer from both sides, through the screens: a newcomer signs up on the public site, follows a place,
// checks in and writes an opinion; the business answers it in its panel; the newcomer sees the answer on the place's
// page; the place's new event appears in the newcomer's feed. The visitor site runs beside the panel against the
// same API, in a browser context of its own (cookies do not tell ports apart).

// Кофейня «Зерно»: a place of «Волжские кофейни», whose team the demo business user is in.
const PLACE_CODE = 'place001';
const PLACE_NAME = 'Кофейня «Зерно»';

const toast = (page: Page, text: string | RegExp) =>
  page.getByTestId('toast-viewport').getByRole('listitem').filter({ hasText: text });

test('sign up, follow, check in, write an opinion; the business answers; the answer and the new event reach the author', async ({
  page,
  browser,
  playwright,
  baseURL,
  consoleErrors,
}) => {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  const opinionText = `Капучино как в Милане, беру ещё ${id}`;
  const answerText = `Спасибо! Заходите на новый сорт ${id}`;
  const eventTitle = `Дегустация нового зерна ${id}`;

  // The newcomer, on the public site.
  const { context: visitorContext, page: visitor } = await openAppPage(browser, { baseURL: alsoServedUrl('visitor') });
  await visitor.goto('/auth/signup');
  await visitor.getByLabel('Имя пользователя').fill(uniqueUsername('newcomer'));
  await visitor.getByLabel('Как вас называть').fill('Вера Новикова');
  await visitor.getByLabel('Пароль').fill('e2e-password-2026');
  await visitor.getByRole('button', { name: 'Создать учётную запись' }).click();
  await expect(visitor.getByRole('button', { name: 'Учётная запись: Вера Новикова' })).toBeVisible();

  // Follows the place and checks in there.
  await visitor.goto(`/place/${PLACE_CODE}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(PLACE_NAME);
  await visitor.getByRole('button', { name: 'Подписаться', exact: true }).click();
  await expect(visitor.getByRole('button', { name: 'Вы подписаны', pressed: true })).toBeVisible();
  const panel = visitor.getByRole('region', { name: 'Отметка «Я здесь»' });
  await panel.getByRole('button', { name: 'Я здесь' }).click();
  await expect(panel.getByText(/^Вы здесь до \d{2}:\d{2}$/)).toBeVisible();

  // Writes an opinion: after the check-in it carries the «был здесь» mark.
  await visitor.getByRole('link', { name: 'Написать мнение' }).click();
  const form = visitor.getByRole('form', { name: 'Мнение' });
  await form.getByRole('radio', { name: '5 звёзд' }).check({ force: true });
  await form.getByLabel('Что расскажете?').fill(opinionText);
  await form.getByRole('button', { name: 'Опубликовать' }).click();
  await expect(visitor).toHaveURL(new RegExp(`/place/${PLACE_CODE}$`));
  const mine = visitor.getByRole('list', { name: 'Мнения о месте' }).getByRole('article').filter({
    hasText: opinionText,
  });
  await expect(mine).toBeVisible();
  await expect(mine.getByText(/^Был(а)? здесь$/)).toBeVisible();

  // The business answers it in its panel.
  await signInByApi(page, DEMO_USERS.business);
  await page.goto('/business/opinions?answered=false');
  const card = page.getByRole('list', { name: 'Мнения гостей' }).getByRole('listitem').filter({ hasText: opinionText });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Ответить' }).click();
  const answer = card.getByRole('form', { name: /^Ответ на мнение/ });
  await answer.getByRole('textbox', { name: /^Ответ/ }).fill(answerText);
  await answer.getByRole('button', { name: 'Опубликовать ответ' }).click();
  await expect(toast(page, 'Ответ опубликован')).toBeVisible();
  // Beyond the public answer, the business can write to the guest privately, from the opinion.
  await card.getByRole('button', { name: 'Написать гостю: Вера Новикова' }).click();
  await expect(page).toHaveURL(/\/business\/chats\?organisation=[0-9a-f-]{36}&chat=[0-9a-f-]{36}$/);
  const privately = page.getByRole('region', { name: 'Вера Новикова' });
  await expect(privately.getByText(/^Вы отвечаете от лица организации: /)).toBeVisible();
  await privately.getByRole('textbox', { name: 'Сообщение' }).fill(`Ждём вас снова ${id}`);
  await privately.getByRole('textbox', { name: 'Сообщение' }).press('Enter');
  await expect(privately.getByRole('log').getByRole('img', { name: 'Отправлено' })).toBeVisible();

  // The author sees the answer under their opinion.
  await visitor.reload();
  await expect(mine).toContainText(answerText);
  // The private message waits in the author's chats, from the place's organisation.
  await visitor.goto('/chats');
  await expect(visitor.getByRole('region', { name: 'Список чатов' })).toContainText(`Ждём вас снова ${id}`);

  // The followed place announces a new event; it reaches the author's feed.
  const business = await playwright.request.newContext({ baseURL });
  const login = await business.post('/api/auth/login', {
    data: { login: DEMO_USERS.business.login, password: DEMO_USERS.business.password },
  });
  expect(login.ok(), `login: ${login.status()}`).toBe(true);
  const place = (await (await business.get(`/api/places?code=${PLACE_CODE}`)).json()) as { items: { id: string }[] };
  const created = await business.post('/api/events/editor', {
    data: {
      placeId: place.items[0]?.id,
      title: eventTitle,
      startsAt: new Date(Date.now() + 3 * 24 * 3600 * 1000).toISOString(),
      status: 'PUBLISHED',
    },
  });
  expect(created.ok(), `event: ${created.status()} ${await created.text()}`).toBe(true);
  await business.dispose();

  await visitor.goto('/full-feed?view=following');
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Лента');
  await expect(visitor.getByRole('link', { name: eventTitle }).first()).toBeVisible();

  await visitorContext.close();
  expect(consoleErrors).toEqual([]);
});
