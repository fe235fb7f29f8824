import {
  DEMO_USERS,
  expect,
  expectFitsWidth,
  seriousA11yViolations,
  signInByApi,
  test,
} from '@mesto/playwright-config/fixtures';
import type { Page } from '@playwright/test';

// The review of an announcement before it becomes an event, end to end with the demo announcement manager
// (apps/api/src/db/seed.ts): a post pasted by hand is worked next and any announcement opens from the list; an
// event whose start has passed is published only when the manager says so; a title quoted whole loses its quotes;
// an unsure start waits for «Верно»; a day without a time asks for the time; a postponement moves the event it
// concerns instead of publishing another.

const MONTHS = [
  'января',
  'февраля',
  'марта',
  'апреля',
  'мая',
  'июня',
  'июля',
  'августа',
  'сентября',
  'октября',
  'ноября',
  'декабря',
];

/** A day some days from now by Moscow's clock: as a post writes it («14 декабря») and as a date input holds it. */
function moscowDay(daysAhead: number) {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Moscow',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(Date.now() + daysAhead * 24 * 60 * 60 * 1000);
  const part = (type: string) => Number(parts.find((one) => one.type === type)?.value);
  const [year, month, day] = [part('year'), part('month'), part('day')];
  const iso = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return {
    words: `${day} ${MONTHS[month - 1]} ${year}`,
    iso,
    at: (time: string) => new Date(`${iso}T${time}:00+03:00`),
  };
}

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

async function paste(page: Page, post: string) {
  await page.getByRole('button', { name: 'Добавить анонс' }).click();
  const dialog = page.getByRole('dialog', { name: 'Новый анонс' });
  await dialog.getByRole('textbox', { name: /^Источник/ }).fill('t.me/zerno_coffee');
  await dialog.getByRole('textbox', { name: /^Текст анонса/ }).fill(post);
  await dialog.getByRole('button', { name: 'Добавить' }).click();
  await expect(dialog).toBeHidden();
}

/** Pastes a post and takes it from the stream: its draft, ready for review. */
async function pasteAndTake(page: Page, post: string) {
  await paste(page, post);
  await page.getByRole('button', { name: 'Взять следующий' }).click();
  await expect(page.getByRole('region', { name: 'Текст анонса' })).toContainText(post.split('\n')[0] ?? '');
  return page.getByRole('form', { name: 'Черновик события' });
}

type Listed = { id: string; status: string; eventId: string | null; event: { title: string; startsAt: string } | null };

async function announcementsWith(page: Page, word: string): Promise<Listed[]> {
  const response = await page.request.get(`/api/external-event-announcements?q=${encodeURIComponent(word)}`);
  return ((await response.json()) as { items: Listed[] }).items;
}

test.beforeEach(async ({ page }) => {
  await signInByApi(page, DEMO_USERS.business);
  await page.goto('/business/external-event-announcements');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Внешние анонсы');
});

test('a pasted post is the manager’s next, before one taken earlier, and every row of the list opens its announcement', async ({
  page,
  consoleErrors,
}) => {
  const id = unique();
  // One taken from the stream earlier stays the manager's, unfinished, across a reload.
  await page.getByRole('button', { name: 'Взять следующий' }).click();
  const source = page.getByRole('region', { name: 'Текст анонса' });
  await expect(source).toBeVisible();
  await page.reload();

  const post = `Лекция о кофе ${id}\nЗавтра в 19:00 в кофейне «Зерно». Вход свободный.`;
  await paste(page, post);
  await expect(page.getByText('Анонс добавлен и закреплён за вами: он следующий в потоке').first()).toBeVisible();
  await page.getByRole('button', { name: 'Взять следующий' }).click();
  await expect(source).toContainText(`Лекция о кофе ${id}`);

  // The list: the row opens the announcement, by keyboard too, and the draft is there to work on.
  await page.getByText('Все анонсы', { exact: true }).click();
  await page.getByRole('searchbox', { name: 'Найти в тексте' }).fill(id);
  // The search is in the link once typed (debounced): the list is the one found.
  await expect(page).toHaveURL(new RegExp(`[?&]q=${id}`));
  const row = page.getByRole('list', { name: 'Анонсы' }).getByRole('listitem').filter({ hasText: id });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('В работе');
  const open = row.getByRole('link', { name: /^Открыть анонс: t\.me\/zerno_coffee, получен/ });
  await open.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/announcement=[0-9a-f-]{36}/);
  await expect(page.getByRole('heading', { name: 'Анонс в работе' })).toBeFocused();
  const draft = page.getByRole('form', { name: 'Черновик события' });
  await expect(draft.getByRole('textbox', { name: /^Название/ })).toHaveValue(`Лекция о кофе ${id}`);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectFitsWidth(page, 390);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Given back to the stream, it waits for anyone; «Взять в работу» makes it the manager's again.
  await page.getByRole('button', { name: 'Вернуть в поток' }).click();
  await expect(page.getByRole('heading', { name: 'Анонс', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Взять в работу' }).click();
  await expect(draft.getByRole('textbox', { name: /^Название/ })).toHaveValue(`Лекция о кофе ${id}`);
  await page.getByRole('button', { name: 'Вернуть в поток' }).click();
  await expect(page.getByRole('button', { name: 'Взять в работу' })).toBeVisible();

  // Back to the list, with its search kept.
  await page.getByRole('link', { name: 'Все анонсы' }).click();
  await expect(row).toContainText('Новый');
  await expect(page.getByRole('searchbox', { name: 'Найти в тексте' })).toHaveValue(id);
  expect(consoleErrors).toEqual([]);
});

test('a start that has passed is published only when confirmed, and a title quoted whole loses its quotes', async ({
  page,
}) => {
  const id = unique();
  const draft = await pasteAndTake(page, `Ночь джаза ${id}\n25 ноября 2025 в 19:00, кофейня «Зерно». Вход 300 ₽`);
  const title = draft.getByRole('textbox', { name: /^Название/ });
  await title.fill(`«Ночь джаза ${id}»`);
  await draft.getByRole('button', { name: 'Опубликовать' }).click();

  const question = page.getByRole('dialog', { name: 'Событие в прошлом' });
  await expect(question).toContainText('Начало уже прошло: 25 ноября в 19:00. Всё равно опубликовать?');
  await question.getByRole('button', { name: 'Исправить дату' }).click();
  await expect(question).toBeHidden();
  await expect(
    draft.getByText('Начало уже прошло: укажите другую дату или подтвердите публикацию').first(),
  ).toBeVisible();
  expect((await announcementsWith(page, id))[0]?.status).toBe('IN_WORK');

  await draft.getByRole('button', { name: 'Опубликовать' }).click();
  await question.getByRole('button', { name: 'Опубликовать' }).click();
  const outcome = page.getByRole('status').filter({ hasText: 'Событие опубликовано' });
  await expect(outcome).toContainText(`Событие опубликовано: «Ночь джаза ${id}»`);
  const [published] = await announcementsWith(page, id);
  expect(published?.event).toMatchObject({ title: `Ночь джаза ${id}`, startsAt: '2025-11-25T16:00:00.000Z' });
});

test('an unsure start waits for the manager’s «Верно» before it is published', async ({ page }) => {
  const id = unique();
  // «В 20:00» without a day: the reader takes today, unsure.
  const draft = await pasteAndTake(page, `Квиз ${id}\nВ 20:00 в кофейне «Зерно», вход свободный`);
  const start = draft.locator('[data-field="startsAt"]');
  await expect(start).toHaveAttribute('data-low-confidence', 'true');
  await draft.getByRole('button', { name: 'Опубликовать' }).click();
  await expect(
    start.getByText('Разбор не уверен: проверьте значение и нажмите «Верно» — или исправьте его'),
  ).toBeVisible();
  expect((await announcementsWith(page, id))[0]?.status).toBe('IN_WORK');
  const confirm = start.getByRole('button', { name: 'Верно: Начало' });
  await confirm.focus();
  await page.keyboard.press('Space');
  await expect(confirm).toHaveAttribute('aria-pressed', 'true');
  await expect(start).not.toHaveAttribute('data-low-confidence', 'true');
  await expect(start).toContainText('проверено вами');
  await draft.getByRole('button', { name: 'Опубликовать' }).click();
  // Tonight's 20:00 has passed when the test runs late in the evening: then it is asked about too.
  const question = page.getByRole('dialog', { name: 'Событие в прошлом' });
  const outcome = page.getByRole('status').filter({ hasText: 'Событие опубликовано' });
  await expect(question.or(outcome)).toBeVisible();
  if (await question.isVisible()) await question.getByRole('button', { name: 'Опубликовать' }).click();
  await expect(outcome).toContainText(`Квиз ${id}`);
});

test('a day without a time shows the day and asks for the time before publishing', async ({ page }) => {
  const id = unique();
  const day = moscowDay(20);
  const fair = await pasteAndTake(page, `Книжный базар ${id}\n${day.words}, кофейня «Зерно». Вход свободный`);
  const fairStart = fair.locator('[data-field="startsAt"]');
  await expect(fair.getByLabel(/^Начало/)).toHaveValue(day.iso);
  const time = fair.getByLabel('Время начала');
  await expect(time).toHaveValue('');
  await expect(fairStart).toContainText('В тексте нет времени начала — укажите его');
  await fair.getByRole('button', { name: 'Опубликовать' }).click();
  await expect(fairStart.getByRole('alert')).toHaveText('В тексте нет времени начала — укажите его');
  expect((await announcementsWith(page, `Книжный базар ${id}`))[0]?.status).toBe('IN_WORK');
  await time.fill('11:30');
  await expect(fairStart.getByRole('alert')).toBeHidden();
  await fair.getByRole('button', { name: 'Опубликовать' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Книжный базар ${id}` })).toContainText(
    'Событие опубликовано',
  );
  const [fairPublished] = await announcementsWith(page, `Книжный базар ${id}`);
  expect(fairPublished?.event?.startsAt).toBe(day.at('11:30').toISOString());
});

test('a postponement moves the event it concerns to the new date instead of publishing another', async ({ page }) => {
  const id = unique();
  const title = `Квартирник ${id}`;
  // The event announced before, published from an announcement of its own.
  const places = await page.request.get(`/api/places?q=${encodeURIComponent('Зерно')}`);
  const zerno = ((await places.json()) as { items: { id: string; name: string }[] }).items.find(
    (place) => place.name === 'Кофейня «Зерно»',
  );
  const before = moscowDay(10).at('19:00');
  const created = await page.request.post('/api/external-event-announcements/editor', {
    data: {
      source: 't.me/zerno_coffee',
      rawText: `${title}\n19:00, кофейня «Зерно»`,
      status: 'PUBLISHED',
      draft: {
        title,
        description: '',
        startsAt: before.toISOString(),
        endsAt: null,
        price: null,
        placeId: zerno?.id,
        tags: [],
      },
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const eventId = ((await created.json()) as { eventId: string }).eventId;

  const day = moscowDay(40);
  const draft = await pasteAndTake(
    page,
    `Переносим «${title}»!\nНовая дата — ${day.words} в 19:00, кофейня «Зерно». Билеты действительны.`,
  );
  await expect(page.getByRole('note').filter({ hasText: 'Анонс о переносе' })).toContainText(
    `похоже, переносится событие «${title}»`,
  );
  const choice = draft.getByRole('radiogroup', { name: 'Анонс о переносе' });
  await expect(choice.getByRole('radio', { name: 'Перенести событие' })).toBeChecked();
  await expect(draft.getByRole('combobox', { name: /^Какое событие переносится/ })).toHaveValue(eventId);
  await draft.getByRole('button', { name: 'Перенести событие' }).click();

  const outcome = page.getByRole('status').filter({ hasText: 'Событие перенесено на новую дату' });
  await expect(outcome).toContainText(`«${title}»`);
  const events = await page.request.get(`/api/events?q=${encodeURIComponent(id)}`);
  const found = ((await events.json()) as { items: { id: string; startsAt: string }[] }).items;
  expect(found).toEqual([expect.objectContaining({ id: eventId, startsAt: day.at('19:00').toISOString() })]);
});
