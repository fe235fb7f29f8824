import { quoted } from '@mesto/domain';
import {
  DEMO_USERS,
  expect,
  expectFitsWidth,
  openAppPage,
  saveScreenshot,
  seriousA11yViolations,
  signInByApi,
  test,
} from '@mesto/playwright-config/fixtures';
import type { Page } from '@playwright/test';

// Rooms: a company gathering to go to a place or an event. Anna gathers one at a place with two seats, Ivan joins
// from another browser and the count goes up until the room is full; the owner has no way out; Anna deletes it.

const IVAN = { login: 'ivan', password: DEMO_USERS.visitor.password };
const MARIA = { login: 'maria', password: DEMO_USERS.visitor.password };

const toast = (page: Page, text: string) =>
  page.getByTestId('toast-viewport').getByRole('listitem').filter({ hasText: text });

/** A wall-clock time two days ahead in the city (the browser runs in Europe/Moscow), as datetime-local takes it. */
function twoDaysAhead(hour: number): string {
  const day = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000);
  const moscow = new Date(day.getTime() + 3 * 60 * 60 * 1000);
  return `${moscow.toISOString().slice(0, 10)}T${String(hour).padStart(2, '0')}:00`;
}

test.describe('rooms', () => {
  test('anna gathers a room at a place; ivan joins until it is full; the owner cannot leave; she deletes it', async ({
    page,
    browser,
    baseURL,
    consoleErrors,
  }) => {
    const title = `Кофе и настолки ${Date.now().toString(36)}`;
    await signInByApi(page, DEMO_USERS.visitor);

    // From a place: the editor starts at that place.
    await page.goto('/rooms/editor?place=place001');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Комната');
    // Its own title in the tab and history, not the site's «Место».
    await expect(page).toHaveTitle('Комната — Место');
    const form = page.getByRole('form', { name: 'Комната' });
    await expect(form.getByText('Кофейня «Зерно»')).toBeVisible();

    // The form's own checks, before anything is sent.
    await form.getByRole('button', { name: 'Создать комнату' }).click();
    await expect(form.getByLabel('Название')).toHaveAccessibleDescription('Укажите название');
    await expect(form.getByLabel('Название')).toBeFocused();
    await expect(form.getByLabel('Когда встречаемся')).toHaveAccessibleDescription('Укажите, когда встречаетесь');

    await form.getByLabel('Название').fill(title);
    await form.getByLabel('Описание').fill('Берём «Каркассон», встречаемся у окна.');
    await form.getByLabel('Когда встречаемся').fill(twoDaysAhead(19));
    await form.getByLabel('Сколько мест').fill('1');
    await form.getByLabel('Сколько мест').blur();
    await expect(form.getByLabel('Сколько мест')).toHaveAccessibleDescription(
      'Мест — от 2 до 500, или без ограничения',
    );
    await form.getByLabel('Сколько мест').fill('2');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'room-editor-desktop');

    // The server's own check comes back under its field (the place is swapped for one that does not exist on its
    // way out, past the form's check); nothing typed is lost.
    await page.route('**/api/rooms/editor', async (route) => {
      const body = route.request().postDataJSON() as Record<string, unknown>;
      await route.continue({
        postData: JSON.stringify({ ...body, placeId: '00000000-0000-4000-8000-00000000dead' }),
      });
    });
    await form.getByRole('button', { name: 'Создать комнату' }).click();
    await expect(form.getByText('Такого места нет или оно скрыто').first()).toBeVisible();
    await expect(form.getByLabel('Название')).toHaveValue(title);
    await page.unroute('**/api/rooms/editor');

    await form.getByRole('button', { name: 'Создать комнату' }).click();
    await expect(toast(page, 'Комната создана')).toBeVisible();
    await expect(page).toHaveURL('/rooms?mine=true');
    const list = page.getByRole('list', { name: 'Комнаты' });
    const card = list.getByRole('listitem').filter({ hasText: title });
    await expect(card).toContainText('1 из 2');
    await expect(card).toContainText('Кофейня «Зерно»');
    // The owner has no way out of the room (and the server refuses it too), but a way to edit it and its chat.
    await expect(card.getByRole('button', { name: /Выйти/ })).toHaveCount(0);
    await expect(card.getByRole('link', { name: `Чат комнаты ${quoted(title)}` })).toHaveAttribute(
      'href',
      /\/chats\?chat=/,
    );
    const roomId = new URL(
      (await card.getByRole('link', { name: `Изменить комнату ${quoted(title)}` }).getAttribute('href')) ?? '',
      'http://x',
    ).searchParams.get('id');
    expect(roomId).not.toBeNull();
    const ownerLeaves = await page.request.post('/api/rooms/toggle-participant', { data: { roomId } });
    expect(ownerLeaves.status()).toBe(400);
    expect(((await ownerLeaves.json()) as { message: string }).message).toContain('не можете из неё выйти');

    // Ivan, in a browser of his own, finds the room by its title and joins: the count goes up, the room is full.
    const { context: ivanContext, page: ivan } = await openAppPage(browser, { baseURL });
    await signInByApi(ivan, IVAN);
    await ivan.goto(`/rooms?q=${encodeURIComponent(title)}`);
    const ivanCard = ivan.getByRole('list', { name: 'Комнаты' }).getByRole('listitem').filter({ hasText: title });
    await expect(ivanCard).toContainText('1 из 2');
    await expect(ivanCard).toContainText('Собирает Анна Смирнова');
    await ivanCard.getByRole('button', { name: `Присоединиться к комнате ${quoted(title)}` }).click();
    await expect(toast(ivan, `Вы в комнате ${quoted(title)}`)).toBeVisible();
    await expect(ivanCard).toContainText('2 из 2');
    await expect(ivanCard).toContainText('Мест нет');
    await expect(ivanCard.getByRole('button', { name: `Выйти из комнаты ${quoted(title)}` })).toBeVisible();
    await expect(ivanCard.getByRole('link', { name: `Чат комнаты ${quoted(title)}` })).toBeVisible();

    // Maria comes too late: no seat left, and no button to try.
    const { context: mariaContext, page: maria } = await openAppPage(browser, { baseURL });
    await signInByApi(maria, MARIA);
    await maria.goto(`/rooms?q=${encodeURIComponent(title)}`);
    const mariaCard = maria.getByRole('list', { name: 'Комнаты' }).getByRole('listitem').filter({ hasText: title });
    await expect(mariaCard.getByRole('button', { name: 'Мест нет' })).toBeDisabled();
    // Had she pressed it a moment earlier, the server's refusal would have said why.
    const full = await maria.request.post('/api/rooms/toggle-participant', { data: { roomId } });
    expect(full.status()).toBe(409);

    // Ivan leaves again: a seat opens.
    await ivanCard.getByRole('button', { name: `Выйти из комнаты ${quoted(title)}` }).click();
    await expect(ivanCard).toContainText('1 из 2');
    await ivanContext.close();
    await mariaContext.close();

    // Anna sees the count change, then deletes the room after a question.
    await page.reload();
    await expect(card).toContainText('1 из 2');
    await card.getByRole('link', { name: `Изменить комнату ${quoted(title)}` }).click();
    await expect(page).toHaveURL(/\/rooms\/editor\?id=/);
    await expect(form.getByLabel('Название')).toHaveValue(title);
    await expect(form.getByLabel('Сколько мест')).toHaveValue('2');
    await form.getByRole('button', { name: 'Удалить комнату' }).click();
    const confirm = page.getByRole('alertdialog', { name: `Удалить комнату ${quoted(title)}?` });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Удалить' }).click();
    await expect(toast(page, 'Комната удалена')).toBeVisible();
    await expect(page).toHaveURL('/rooms?mine=true');
    await expect(list.getByRole('listitem').filter({ hasText: title })).toHaveCount(0);
    expect(consoleErrors.filter((line) => !/status of (400|404|409)/.test(line))).toEqual([]);
  });

  test('the list keeps its filters in the link, sends a signed-out visitor to log in, and fits a phone', async ({
    page,
    browser,
    baseURL,
  }) => {
    // A room at the place, gathered by Maria through the API.
    const title = `Завтрак ${Date.now().toString(36)}`;
    const { context: mariaContext, page: maria } = await openAppPage(browser, { baseURL });
    await signInByApi(maria, MARIA);
    const places = await maria.request.get('/api/places?code=place001&limit=1');
    const placeId = ((await places.json()) as { items: { id: string }[] }).items[0]?.id;
    const created = await maria.request.post('/api/rooms/editor', {
      data: { title, placeId, startsAt: new Date(Date.now() + 2 * 24 * 60 * 60 * 1000).toISOString(), capacity: 4 },
    });
    expect(created.ok()).toBe(true);
    await mariaContext.close();

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/rooms?place=place001');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Комнаты');
    await expect(page.getByText('Место: Кофейня «Зерно»')).toBeVisible();
    const card = page.getByRole('list', { name: 'Комнаты' }).getByRole('listitem').filter({ hasText: title });
    await expect(card).toContainText('1 из 4');
    // Signed out: joining leads to the login first, and back here.
    await expect(card.getByRole('link', { name: 'Присоединиться' })).toHaveAttribute(
      'href',
      `/auth/login?redirect=${encodeURIComponent('/rooms?place=place001')}`,
    );
    await expectFitsWidth(page, 390);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'rooms-phone');

    await page.getByRole('button', { name: 'Убрать фильтр по месту' }).click();
    await expect(page).toHaveURL('/rooms');
    await page.getByRole('searchbox', { name: 'Найти комнату' }).fill('никакой-такой-комнаты');
    await expect(page).toHaveURL(/q=/);
    await expect(page.getByRole('heading', { name: 'Таких комнат нет' })).toBeVisible();
    await page.getByRole('button', { name: 'Сбросить фильтры' }).click();
    await expect(page).toHaveURL('/rooms');
    await page.goBack();
    await expect(page).toHaveURL(/q=/);
  });
});
