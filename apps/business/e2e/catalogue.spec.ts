import { readFile } from 'node:fs/promises';
import {
  alsoServedUrl,
  DEMO_USERS,
  expect,
  expectFitsWidth,
  saveScreenshot,
  seriousA11yViolations,
  signInByApi,
  test,
} from '@mesto/playwright-config/fixtures';
import type { Page } from '@playwright/test';

// The catalogue from both sides: a business user creates an organisation, a place with contacts and opening hours
// and a repeating event in the panel; a visitor finds the event on the public site, served beside the panel against
// the same API (appPlaywrightConfig's alsoServe), and the place on its map.

const MOSCOW = 'Europe/Moscow';
const TICKETS = 'https://polnoch.qtickets.events/12345-nochnoy-dzhem?utm_source=mesto';

const toast = (page: Page, text: string | RegExp) =>
  page.getByTestId('toast-viewport').getByRole('listitem').filter({ hasText: text });

const suffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

/** A Friday at least two days ahead, as a calendar date in Moscow ('YYYY-MM-DD'): its evening is still to come. */
function nextFriday(): string {
  const moscowNow = new Date(Date.now() + 3 * 3600 * 1000);
  const untilFriday = (5 - moscowNow.getUTCDay() + 7) % 7;
  const ahead = untilFriday < 2 ? untilFriday + 7 : untilFriday;
  const date = new Date(Date.UTC(moscowNow.getUTCFullYear(), moscowNow.getUTCMonth(), moscowNow.getUTCDate() + ahead));
  return date.toISOString().slice(0, 10);
}

const plusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** An iCalendar file as text with its folded lines joined (a long Cyrillic title is folded mid-word). */
const unfoldIcs = (text: string) => text.replace(/\r?\n[ \t]/g, '');

/**
 * A saved item's own editor address, not the form's address for a new one: `…/editor/new` may carry filters
 * (`?place=…`), which a pattern over the whole address would take for a code, so the path decides.
 */
const savedAddress =
  (section: 'organisations' | 'places' | 'events') =>
  ({ pathname }: URL) =>
    new RegExp(`^/business/${section}/editor/[^/]+$`).test(pathname) && !pathname.endsWith('/new');

test('a business user creates an organisation, a place with contacts and hours, and a repeating event; a visitor finds it by weekday and evening, saves it to a calendar and sees the place on the map', async ({
  page,
  consoleErrors,
}) => {
  // Two apps, about fifteen screens and three accessibility scans on machines with two cores: three budgets.
  test.slow();
  const id = suffix();
  const organisationName = `Бар-группа «Полночь» ${id}`;
  const placeName = `Бар «Полночь» ${id}`;
  const eventTitle = `Ночной джем ${id}`;
  await signInByApi(page, DEMO_USERS.business);

  // The organisation: created from the blank, then its own editor with me as the owner.
  await page.goto('/business/editor/organisation');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Новая организация');
  const organisationForm = page.getByRole('form', { name: 'Организация' });
  await organisationForm.getByRole('textbox', { name: 'Название' }).fill(organisationName);
  await organisationForm.getByRole('textbox', { name: 'Описание' }).fill('Бары у Нижне-Волжской набережной');
  await organisationForm.getByRole('button', { name: 'Создать организацию' }).click();
  await expect(toast(page, 'Организация создана')).toBeVisible();
  await expect(page).toHaveURL(savedAddress('organisations'));
  const team = page.getByRole('list', { name: 'Участники' });
  await expect(team.getByRole('listitem')).toHaveCount(1);
  await expect(team.getByRole('combobox', { name: /^Роль:/ })).toHaveValue('DEFAULT');

  // The place, in that organisation.
  await page.goto('/business/editor/place');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Новое место');
  const placeForm = page.getByRole('form', { name: 'Место' });
  await placeForm.getByRole('combobox', { name: /^Организация/ }).selectOption({ label: organisationName });
  await placeForm.getByRole('textbox', { name: /^Название/ }).fill(placeName);
  await placeForm.getByRole('textbox', { name: 'Адрес' }).fill('Нижне-Волжская наб., 7');
  await placeForm.getByRole('textbox', { name: 'Широта' }).fill('56,3289');
  await placeForm.getByRole('textbox', { name: 'Долгота' }).fill('44.0102');
  await placeForm.getByRole('combobox', { name: 'Часовой пояс' }).selectOption(MOSCOW);

  // Friday: open in the evening, closing at three at night.
  await placeForm.getByRole('combobox', { name: 'Пятница: режим работы' }).selectOption('hours');
  await placeForm.getByLabel('Пятница, интервал 1: открытие').fill('18:00');
  await placeForm.getByLabel('Пятница, интервал 1: закрытие').fill('03:00');
  await expect(placeForm.getByText('до 03:00 следующего дня')).toBeVisible();

  // A wrong phone is named under the contact as soon as the box is left; the fixed one is saved normalised.
  await placeForm.getByRole('button', { name: 'Добавить контакт' }).click();
  const phone = placeForm.getByRole('textbox', { name: 'Контакт: Телефон' });
  await phone.fill('123-45');
  await phone.blur();
  const phoneError = placeForm.getByText('Неверный номер телефона: нужно 11 цифр, например +7 900 123-45-67');
  await expect(phoneError).toBeVisible();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(phone).toHaveAccessibleDescription(/Неверный номер телефона/);
  await placeForm.getByRole('button', { name: 'Создать место' }).click();
  await expect(page.getByRole('region', { name: 'Не сохранено: проверьте поля' })).toContainText('Контакт 1');
  await expect(page).toHaveURL('/business/editor/place');
  await phone.fill('8 (831) 123-45-67');
  await expect(phoneError).toBeHidden();

  // What guests ask first: the average bill and the menu. A link that is not a web page is refused in the form.
  await placeForm.getByRole('textbox', { name: 'Средний чек, ₽' }).fill('1 500');
  const menu = placeForm.getByRole('textbox', { name: 'Ссылка на меню' });
  await menu.fill('javascript:alert(1)');
  await menu.blur();
  // Said under the box, as the server would say it.
  await expect(menu).toHaveAccessibleDescription(
    /Ссылка на меню: подойдёт только адрес, начинающийся с http:\/\/ или https:\/\//,
  );
  await expect(menu).toHaveAttribute('aria-invalid', 'true');
  await menu.fill('https://polnoch-bar.example/menu.pdf');
  await expect(menu).not.toHaveAttribute('aria-invalid', 'true');

  await placeForm.getByRole('combobox', { name: 'Статус' }).selectOption('PUBLISHED');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await saveScreenshot(page, 'catalogue-place-editor-desktop');
  await placeForm.getByRole('button', { name: 'Создать место' }).click();
  await expect(toast(page, 'Место создано')).toBeVisible();
  await expect(page).toHaveURL(savedAddress('places'));
  const placeUrl = page.url();

  // After a reload the saved place comes back: the phone as a person writes it (the server keeps its 11 digits),
  // Friday 18:00–03:00.
  await page.reload();
  const savedPlace = page.getByRole('form', { name: 'Место' });
  await expect(savedPlace.getByRole('textbox', { name: 'Контакт: Телефон' })).toHaveValue('+7 831 123-45-67');
  await expect(savedPlace.getByLabel('Пятница, интервал 1: открытие')).toHaveValue('18:00');
  await expect(savedPlace.getByLabel('Пятница, интервал 1: закрытие')).toHaveValue('03:00');
  await expect(savedPlace.getByRole('combobox', { name: 'Четверг: режим работы' })).toHaveValue('closed');
  await expect(savedPlace.getByRole('textbox', { name: 'Средний чек, ₽' })).toHaveValue('1500');
  await expect(savedPlace.getByRole('textbox', { name: 'Ссылка на меню' })).toHaveValue(
    'https://polnoch-bar.example/menu.pdf',
  );
  // A place with a point opens on the map, its pin named by the coordinates.
  await expect(savedPlace.getByRole('button', { name: 'Метка: 56.3289, 44.0102' })).toBeVisible();
  const placeCode = new URL(placeUrl).pathname.split('/').at(-1) ?? '';
  const placeResponse = await page.request.get(`/api/places?code=${placeCode}`);
  const [place] = ((await placeResponse.json()) as { items: { id: string; schedule: unknown; contacts: unknown }[] })
    .items;
  expect(place?.schedule).toEqual([{ weekday: 'FRIDAY', from: 1080, to: 180 }]);
  expect(place?.contacts).toEqual([{ type: 'PHONE', value: '78311234567' }]);

  // The event: weekly on Friday and Saturday evenings, by the place's clock, with the next dates previewed.
  await page.getByRole('link', { name: 'Новое событие здесь' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Новое событие');
  const eventForm = page.getByRole('form', { name: 'Событие' });
  await expect(eventForm.getByRole('combobox', { name: /^Место/ })).toHaveValue(place?.id ?? '');
  await expect(eventForm.getByText('По часам места: московское время (UTC+3)')).toBeVisible();
  const friday = nextFriday();
  const until = plusDays(friday, 21);
  await eventForm.getByRole('textbox', { name: /^Название/ }).fill(eventTitle);
  await eventForm.getByLabel(/^Начало/).fill(`${friday}T19:30`);
  await eventForm.getByLabel('Окончание').fill(`${friday}T23:00`);
  await eventForm.getByRole('textbox', { name: 'Цена, ₽' }).fill('500');
  await eventForm.getByRole('textbox', { name: 'Ссылка на билеты' }).fill(TICKETS);
  await eventForm.getByRole('button', { name: 'Пт', exact: true }).click();
  await eventForm.getByRole('button', { name: 'Сб', exact: true }).click();
  await eventForm.getByLabel(/^Повторять до/).fill(until);
  const preview = eventForm.getByRole('region', { name: 'Ближайшие даты' });
  await expect(preview.getByRole('listitem')).toHaveCount(6);
  await expect(preview.getByRole('listitem').first()).toContainText('пятница');
  await expect(preview.getByRole('listitem').nth(1)).toContainText('суббота');
  await expect(preview).toContainText('Всего дат: 7');
  await eventForm.getByRole('combobox', { name: 'Статус' }).selectOption('PUBLISHED');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await eventForm.getByRole('button', { name: 'Создать событие' }).click();
  await expect(toast(page, 'Событие создано')).toBeVisible();
  await expect(page).toHaveURL(savedAddress('events'));
  const eventCode = new URL(page.url()).pathname.split('/').at(-1) ?? '';
  await expect(page.getByRole('form', { name: 'Событие' }).getByLabel(/^Начало/)).toHaveValue(`${friday}T19:30`);

  // The panel's list shows each date; the series says when it repeats.
  await page.goto(`/business/events?q=${encodeURIComponent(eventTitle)}`);
  const occurrences = page.getByRole('list', { name: 'События' }).getByRole('listitem');
  await expect(occurrences).toHaveCount(7);
  const [, month, day] = until.split('-');
  await expect(occurrences.first()).toContainText(`Повторяется: пт, сб до ${day}.${month}`);

  // The visitor: signed out, on the public site. Cookies do not tell ports apart, so the business user's session
  // would follow to the visitor's address; it goes first, once the panel is closed and cannot react to losing it.
  await page.goto('about:blank');
  await page.context().clearCookies();
  const visitorUrl = alsoServedUrl('visitor');
  await page.goto(`${visitorUrl}/events`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('События');
  await page.getByRole('group', { name: 'Дни недели' }).getByRole('button', { name: 'Пт', exact: true }).click();
  await expect(page).toHaveURL(/[?&]weekdays=FRIDAY/);
  await page.getByRole('radiogroup', { name: 'Время дня' }).getByText('Вечер', { exact: true }).click();
  await expect(page).toHaveURL(/[?&]slot=evening/);
  await page.getByRole('searchbox', { name: 'Найти событие' }).fill(eventTitle);
  await expect(page).toHaveURL(/[?&]q=/);

  // Four Fridays at 19:30 by the place's clock; the three Saturdays of the series are filtered out.
  const results = page.getByRole('region', { name: 'Найденные события' });
  const cards = results.getByRole('listitem');
  await expect(cards.filter({ hasText: eventTitle })).toHaveCount(4);
  // The list before the search may still show while the found one loads: only a settled list is read.
  await expect(results).toHaveAttribute('aria-busy', 'false');
  await expect(cards).toHaveCount(4);
  const days = results.getByRole('heading', { level: 2 });
  await expect(days).toHaveCount(4);
  for (const day of await days.allTextContents()) expect(day.toLowerCase()).toContain('пятница');
  for (const card of await cards.all()) await expect(card.locator('time')).toHaveText('19:30–23:00');
  await saveScreenshot(page, 'catalogue-visitor-events-desktop');

  await cards.first().getByRole('link', { name: eventTitle }).click();
  await expect(page).toHaveURL(new RegExp(`/event/${eventCode}\\?at=`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(eventTitle);
  await expect(page.getByText('Каждую неделю: пятница, суббота')).toBeVisible();
  // Tickets: the link the business user gave, among the event's first actions, to the seller's page.
  const buy = page
    .getByRole('complementary', { name: 'Действия с событием' })
    .getByRole('link', { name: /^Купить билет на сайте polnoch\.qtickets\.events/ });
  await expect(buy).toHaveAttribute('href', TICKETS);
  await expect(buy).toHaveAttribute('target', '_blank');
  await expect(page.getByText(/^500\s₽$/)).toBeVisible();
  await saveScreenshot(page, 'catalogue-visitor-event-tickets-desktop');
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Добавить в календарь' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.ics$/);
  const ics = unfoldIcs(await readFile(await download.path(), 'utf8'));
  expect(ics).toContain('BEGIN:VCALENDAR');
  expect(ics).toContain(`SUMMARY:${eventTitle}`);

  // The place from the event: its hours and phone as the business user entered them, and its pin on the map.
  await page.getByRole('link', { name: placeName, exact: true }).click();
  await expect(page).toHaveURL(`${visitorUrl}/place/${placeCode}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(placeName);
  const hours = page.getByRole('table', { name: 'Часы работы' });
  await expect(hours.getByRole('row').filter({ hasText: 'Пятница' })).toContainText('18:00–03:00');
  await expect(page.getByRole('link', { name: /^\+7 831/ })).toHaveAttribute('href', 'tel:+78311234567');
  await expect(page.getByText(/^Средний чек:\s1\s500\s₽$/)).toBeVisible();
  await expect(page.getByRole('link', { name: /^Меню на сайте polnoch-bar\.example/ })).toHaveAttribute(
    'href',
    'https://polnoch-bar.example/menu.pdf',
  );
  const placeMap = page.getByRole('region', { name: `Карта: ${placeName}` });
  await expect(placeMap.getByRole('button', { name: placeName, exact: true })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  // And on the catalogue's map, found by its name.
  await page.goto(`${visitorUrl}/places?q=${encodeURIComponent(placeName)}`);
  const catalogueMap = page.getByRole('region', { name: 'Карта мест' });
  await expect(catalogueMap.locator('.mesto-map-marker')).toHaveCount(1);
  await expect(catalogueMap.getByRole('button', { name: placeName, exact: true })).toBeVisible();
  await expect(page.getByText('В этой области: 1 место')).toBeVisible();

  expect(consoleErrors).toEqual([]);
});

test('the places list edits the status and the address in the row, and both stay after a reload', async ({ page }) => {
  await signInByApi(page, DEMO_USERS.business);
  const mine = await page.request.get('/api/organisations?mine=true&limit=1');
  const [organisation] = ((await mine.json()) as { items: { id: string }[] }).items;
  const name = `Кафе «Строка» ${suffix()}`;
  const created = await page.request.post('/api/places/editor', {
    data: { name, organisationId: organisation?.id, address: 'ул. Ильинская, 1', status: 'DRAFT' },
  });
  expect(created.ok()).toBe(true);

  await page.goto(`/business/places?q=${encodeURIComponent(name)}`);
  const status = page.getByRole('combobox', { name: `Статус: ${name}` });
  await expect(status).toHaveValue('DRAFT');
  await status.selectOption('PUBLISHED');
  await expect(status).toHaveAccessibleDescription('Сохранено');

  const address = page.getByRole('textbox', { name: `Адрес: ${name}` });
  await address.fill('ул. Ильинская, 12');
  await address.press('Enter');
  await expect(address).toHaveAccessibleDescription('Сохранено');

  // A refusal shows beside the field, and what was typed stays.
  await address.fill('д'.repeat(301));
  await address.press('Enter');
  await expect(address).toHaveAccessibleDescription('Адрес — не длиннее 300 символов');
  await expect(address).toHaveAttribute('aria-invalid', 'true');
  await address.press('Escape');

  await page.reload();
  await expect(page.getByRole('combobox', { name: `Статус: ${name}` })).toHaveValue('PUBLISHED');
  await expect(page.getByRole('textbox', { name: `Адрес: ${name}` })).toHaveValue('ул. Ильинская, 12');
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('the team: an owner adds a member by username, the last owner cannot step down, a member is removed', async ({
  page,
}) => {
  await signInByApi(page, DEMO_USERS.business);
  const created = await page.request.post('/api/organisations/editor', {
    data: { name: `Команда ${suffix()}` },
  });
  const { code } = (await created.json()) as { code: string };
  await page.goto(`/business/organisations/editor/${code}`);
  const team = page.getByRole('list', { name: 'Участники' });
  await expect(team.getByRole('listitem')).toHaveCount(1);

  // The only owner stepping down would leave nobody to manage the organisation: the server says so, clearly.
  await team.getByRole('combobox', { name: /^Роль:/ }).selectOption('TEAM');
  await expect(page.getByRole('alert').filter({ hasText: 'хотя бы один владелец' })).toBeVisible();
  await expect(team.getByRole('combobox', { name: /^Роль:/ })).toHaveValue('DEFAULT');

  const add = page.getByRole('form', { name: 'Добавить в команду' });
  await add.getByRole('textbox', { name: 'Имя пользователя' }).fill('nobody-such-user');
  await add.getByRole('button', { name: 'Добавить' }).click();
  await expect(add.getByText('Пользователя @nobody-such-user нет')).toBeVisible();
  await add.getByRole('textbox', { name: 'Имя пользователя' }).fill('@anna');
  await add.getByRole('button', { name: 'Добавить' }).click();
  await expect(team.getByRole('listitem')).toHaveCount(2);
  await expect(team.getByRole('combobox', { name: 'Роль: Анна Смирнова' })).toHaveValue('TEAM');

  await team.getByRole('button', { name: 'Убрать Анна Смирнова из команды' }).click();
  const confirm = page.getByRole('dialog', { name: 'Убрать Анна Смирнова из команды?' });
  await confirm.getByRole('button', { name: 'Убрать' }).click();
  await expect(team.getByRole('listitem')).toHaveCount(1);
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('ROOT replaces one feature by another after a confirmation naming what moves; a used one cannot be deleted', async ({
  page,
}) => {
  await signInByApi(page, DEMO_USERS.root);
  const id = suffix();
  const make = async (name: string) => {
    const response = await page.request.post('/api/features/editor', { data: { name } });
    return ((await response.json()) as { id: string }).id;
  };
  const oldId = await make(`Камин ${id}`);
  await make(`Печь ${id}`);
  const mine = await page.request.get('/api/places?limit=1&sort=name');
  const [place] = ((await mine.json()) as { items: { id: string; featureIds: string[] }[] }).items;
  await page.request.post('/api/places/field-editor', {
    data: { id: place?.id, field: 'featureIds', value: [...(place?.featureIds ?? []), oldId] },
  });

  await page.goto(`/business/features?q=${id}`);
  // A name that is taken (whatever its case) is refused under the field, and the typed name stays.
  const create = page.getByRole('form', { name: 'Новая особенность' });
  await create.getByRole('textbox', { name: /^Название/ }).fill(`печь ${id}`);
  await create.getByRole('button', { name: 'Добавить' }).click();
  await expect(create.getByText('Такая особенность уже есть')).toBeVisible();
  await expect(create.getByRole('textbox', { name: /^Название/ })).toHaveValue(`печь ${id}`);

  const list = page.getByRole('list', { name: 'Особенности' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('listitem').filter({ hasText: `Камин ${id}` })).toContainText('1 место');

  await page.getByRole('button', { name: `Удалить «Камин ${id}»` }).click();
  const remove = page.getByRole('dialog', { name: `Удалить «Камин ${id}»?` });
  await remove.getByRole('button', { name: 'Удалить' }).click();
  await expect(remove.getByRole('alert')).toContainText('Особенность используется');
  await remove.getByRole('button', { name: 'Отмена' }).click();

  await page.getByRole('button', { name: `Заменить «Камин ${id}» другой` }).click();
  const replace = page.getByRole('dialog', { name: `Заменить «Камин ${id}»` });
  await replace.getByRole('combobox', { name: 'Заменить на' }).selectOption({ label: `Печь ${id}` });
  await expect(replace.getByRole('status')).toContainText(`К «Печь ${id}» перейдут: 1 место`);
  await replace.getByRole('button', { name: 'Заменить' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('listitem')).toContainText(`Печь ${id}`);
  await expect(list.getByRole('listitem')).toContainText('1 место');
});

test('a place of another organisation opens read-only, and the dashboard points at what needs attention', async ({
  page,
}) => {
  await signInByApi(page, DEMO_USERS.business);
  // Клуб «Гараж» (the fifth demo organisation) is not one of the business user's: its places are theirs to see only.
  await page.goto('/business/places/editor/place006');
  await expect(page.getByRole('note')).toHaveText('Менять место может команда его организации.');
  const fields = page.getByRole('group', { name: 'Место' });
  await expect(fields.getByRole('textbox', { name: /^Название/ })).toBeDisabled();
  await expect(fields.getByRole('combobox', { name: 'Пятница: режим работы' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Сохранить' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Новое событие здесь' })).toHaveCount(0);

  const mine = await page.request.get('/api/organisations?mine=true&sort=name&limit=1');
  const [organisation] = ((await mine.json()) as { items: { id: string; name: string }[] }).items;
  const name = `Черновик ${suffix()}`;
  const created = await page.request.post('/api/places/editor', {
    data: { name, organisationId: organisation?.id, status: 'DRAFT' },
  });
  const { code } = (await created.json()) as { code: string };
  await page.goto('/business');
  const card = page.getByRole('region', { name: organisation?.name ?? '' });
  await expect(card.getByRole('link', { name: /\d+ мест/ })).toBeVisible();
  const attention = card.getByRole('listitem').filter({ hasText: 'Черновик места' });
  await expect(attention).toHaveCount(1);
  await attention.getByRole('link', { name }).click();
  await expect(page).toHaveURL(`/business/places/editor/${code}`);
  await expect(page.getByRole('form', { name: 'Место' }).getByRole('textbox', { name: /^Название/ })).toHaveValue(name);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the place editor and the events list fit the screen', async ({ page }) => {
    await signInByApi(page, DEMO_USERS.business);
    await page.goto('/business/editor/place');
    await page.getByRole('combobox', { name: 'Пятница: режим работы' }).selectOption('hours');
    await expect(page.getByLabel('Пятница, интервал 1: закрытие')).toBeVisible();
    await expectFitsWidth(page, 390);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'catalogue-place-editor-phone');

    await page.goto('/business/events');
    await expect(page.getByRole('list', { name: 'События' })).toBeVisible();
    await expectFitsWidth(page, 390);
    await saveScreenshot(page, 'catalogue-events-phone');
  });
});
