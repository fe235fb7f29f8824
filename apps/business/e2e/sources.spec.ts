import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
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

// Sources end to end: the demo business user (in the team of «Галерея «Литера»»'s organisation, and an announcement
// manager, apps/api/src/demo/seed.ts) connects an iCalendar feed served by this test on loopback (the shared API may
// fetch 127.0.0.1 in tests). A trusted one publishes its events straight onto the place's public page on the visitor
// site; one sent for review fills the work stream.

const PLACE_CODE = 'place005';
const PLACE_NAME = 'Галерея «Литера»';

const toast = (page: Page, text: string | RegExp) =>
  page.getByTestId('toast-viewport').getByRole('listitem').filter({ hasText: text });

const suffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

/** 'YYYYMMDDTHHMMSSZ' of an instant, as iCalendar writes UTC times. */
const icsTime = (at: Date) => `${at.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;

/** Today + `days` at `hour`:00 in Moscow (UTC+3, no daylight saving), as an instant. */
function moscowEvening(days: number, hour: number): Date {
  const moscowNow = new Date(Date.now() + 3 * 3600_000);
  return new Date(
    Date.UTC(moscowNow.getUTCFullYear(), moscowNow.getUTCMonth(), moscowNow.getUTCDate() + days, hour - 3, 0, 0),
  );
}

type CalendarEvent = { uid: string; title: string; startsAt: Date };

/** A calendar as venues publish them: a name, and events with a start, an end, a place and a few words. */
function calendar(name: string, events: CalendarEvent[]): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Mesto e2e//RU', `X-WR-CALNAME:${name}`];
  for (const event of events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `DTSTAMP:${icsTime(new Date())}`,
      `DTSTART:${icsTime(event.startsAt)}`,
      `DTEND:${icsTime(new Date(event.startsAt.getTime() + 2 * 3600_000))}`,
      `SUMMARY:${event.title}`,
      `LOCATION:${PLACE_NAME}\\, Нижний Новгород`,
      'DESCRIPTION:Встреча с художниками галереи.',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.join('\r\n')}\r\n`;
}

/** A tiny HTTP server on loopback answering each path with its calendar (anything else with a plain HTML page). */
async function serveCalendars(calendars: Record<string, string>): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    const body = calendars[request.url ?? ''];
    if (body === undefined) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end('<!doctype html><html><head><title>Не календарь</title></head><body>Привет</body></html>');
      return;
    }
    response.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, server };
}

/** The connect form, filled up to the preview: the calendar's address, the gallery as its place, the trust. */
async function fillConnectForm(page: Page, address: string, trust: 'Всё на проверку' | 'Публиковать уверенные') {
  const form = page.getByRole('form', { name: 'Подключение источника' });
  await expect(form.getByRole('combobox', { name: /^Вид источника/ })).toHaveValue('ICAL');
  await form.getByRole('textbox', { name: /^Адрес/ }).fill(address);
  const place = form.getByRole('combobox', { name: /^Место/ });
  const option = place.locator('option', { hasText: PLACE_NAME });
  await expect(option).toHaveCount(1);
  await place.selectOption((await option.getAttribute('value')) ?? '');
  // The choice is a native radio under its label, which takes the click.
  await form.getByRole('radiogroup').getByText(trust, { exact: true }).click();
  await expect(form.getByRole('radio', { name: trust })).toBeChecked();
  return form;
}

test.describe('sources', () => {
  let calendars: Record<string, string>;
  let feeds: { url: string; server: Server };
  const id = suffix();
  const autoName = `Афиша Литеры ${id}`;
  const reviewName = `Лекторий Литеры ${id}`;
  const autoEvents = [
    { uid: `a1-${id}@e2e`, title: `Вечер гравюры ${id}`, startsAt: moscowEvening(2, 19) },
    { uid: `a2-${id}@e2e`, title: `Встреча с иллюстратором ${id}`, startsAt: moscowEvening(3, 18) },
  ];
  const reviewEvents = [
    { uid: `r1-${id}@e2e`, title: `Лекция о плакате ${id}`, startsAt: moscowEvening(4, 19) },
    { uid: `r2-${id}@e2e`, title: `Мастер-класс по линогравюре ${id}`, startsAt: moscowEvening(5, 17) },
  ];

  test.beforeAll(async () => {
    calendars = {
      [`/auto-${id}.ics`]: calendar(autoName, autoEvents),
      [`/review-${id}.ics`]: calendar(reviewName, reviewEvents),
    };
    feeds = await serveCalendars(calendars);
  });

  test.afterAll(async () => {
    await new Promise((resolve) => feeds.server.close(resolve));
  });

  test('a trusted calendar is checked, connected, and its events appear on the place’s public page', async ({
    page,
    consoleErrors,
  }) => {
    test.slow();
    await signInByApi(page, DEMO_USERS.business);
    await page.goto('/business');
    await page.getByRole('navigation', { name: 'Разделы панели' }).getByRole('link', { name: 'Источники' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Источники');
    await page.getByRole('link', { name: 'Подключить источник' }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Подключить источник');

    // «Подключить» before «Проверить»: the form says to check first, and nothing is saved.
    const form = await fillConnectForm(page, `${feeds.url}/not-a-calendar`, 'Публиковать уверенные');
    await form.getByRole('button', { name: 'Подключить' }).click();
    await expect(form.getByText('Сначала проверьте источник: нажмите «Проверить»').first()).toBeVisible();

    // An address that is no calendar: the API's words show under the address.
    const address = form.getByRole('textbox', { name: /^Адрес/ });
    await form.getByRole('button', { name: 'Проверить' }).click();
    await expect(address).toHaveAttribute('aria-invalid', 'true');
    const addressError = page.locator(`#${await address.getAttribute('aria-describedby')}`);
    await expect(addressError).not.toBeEmpty();

    // The calendar itself: its name and both upcoming events, each read with its time and place, published at once.
    const autoAddress = `${feeds.url}/auto-${id}.ics`;
    await address.fill(autoAddress);
    await expect(address).not.toHaveAttribute('aria-invalid', 'true');
    await form.getByRole('button', { name: 'Проверить' }).click();
    const preview = form.getByRole('region', { name: autoName });
    await expect(preview).toBeVisible();
    const read = preview.getByRole('list', { name: 'Что прочитано' }).getByRole('listitem').filter({ hasText: id });
    await expect(read).toHaveCount(2);
    for (const event of autoEvents) {
      const item = read.filter({ hasText: event.title });
      await expect(item).toContainText(PLACE_NAME);
      await expect(item).toContainText(/\d{1,2} [а-я]+ в \d\d:00/);
      await expect(item).toContainText('Опубликуется сразу');
    }
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'sources-preview-desktop');

    await form.getByRole('button', { name: 'Подключить' }).click();
    await expect(toast(page, 'Источник подключён')).toBeVisible();
    await expect(page).toHaveURL(/\/business\/sources$/);
    // Until its first fetch a source is named by its address; the fetch gives it the calendar's name.
    const card = page.getByRole('listitem').filter({ hasText: autoAddress });
    await expect(card).toContainText('Календарь (iCal)');
    await expect(card).toContainText(PLACE_NAME);
    await expect(card).toContainText('Работает');

    // «Обновить сейчас» fetches it at once; when the poller was first (a busy machine), the answer waits for the
    // poller's fetch and shows what it brought. Either way both events are published.
    await card.getByRole('button', { name: /^Обновить сейчас/ }).click();
    await expect(toast(page, 'Источник обновлён')).toBeVisible();
    await expect(card).toContainText('Опубликовано сразу: 2');
    await expect(card).toContainText(/Проверен \d/);

    // The source's page: what each item became, with the event on the site.
    await card.getByRole('link', { name: autoName }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Источник');
    const items = page.getByRole('list', { name: 'Записи источника' }).getByRole('listitem');
    await expect(items).toHaveCount(2);
    for (const event of autoEvents) {
      const item = items.filter({ hasText: event.title });
      await expect(item).toContainText('Опубликовано');
      await expect(item.getByRole('link', { name: 'Событие на сайте' })).toHaveAttribute('href', /\/event\/[^/]+$/);
    }
    expect(await seriousA11yViolations(page)).toEqual([]);
    // The browser logs the refused preview's 400 itself; nothing else went wrong.
    expect(consoleErrors).toEqual([expect.stringMatching(/status of 400 .*\/api\/sources\/preview\)$/)]);

    // The place's public page on the visitor site, served beside the panel against the same API.
    await page.goto('about:blank');
    await page.context().clearCookies();
    await page.goto(`${alsoServedUrl('visitor')}/place/${PLACE_CODE}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(PLACE_NAME);
    const upcoming = page.getByRole('region', { name: 'Ближайшие события' });
    for (const event of autoEvents) await expect(upcoming.getByText(event.title)).toBeVisible();
  });

  test('a calendar sent for review fills the work stream; it is paused, resumed and deleted from the list', async ({
    page,
    consoleErrors,
  }) => {
    test.slow();
    await signInByApi(page, DEMO_USERS.business);
    await page.goto('/business/sources/editor/new');
    // A Telegram channel says what it takes first, and has no interval: its posts come by themselves.
    const kind = page.getByRole('combobox', { name: /^Вид источника/ });
    await kind.selectOption('TELEGRAM_CHANNEL');
    await expect(page.getByRole('note').filter({ hasText: 'Как подключить телеграм-канал' })).toContainText(
      'администратором канала',
    );
    await expect(page.getByRole('combobox', { name: /^Как часто проверять/ })).toHaveCount(0);
    await kind.selectOption('ICAL');
    const reviewAddress = `${feeds.url}/review-${id}.ics`;
    const form = await fillConnectForm(page, reviewAddress, 'Всё на проверку');
    await expect(form.getByText('Каждое событие сначала попадёт в поток анонсов')).toBeVisible();
    await form.getByRole('button', { name: 'Проверить' }).click();
    const read = form
      .getByRole('region', { name: reviewName })
      .getByRole('list', { name: 'Что прочитано' })
      .getByRole('listitem')
      .filter({ hasText: id });
    await expect(read).toHaveCount(2);
    await expect(read.filter({ hasText: 'На проверку' })).toHaveCount(2);
    await form.getByRole('button', { name: 'Подключить' }).click();
    await expect(toast(page, 'Источник подключён')).toBeVisible();

    const card = page.getByRole('listitem').filter({ hasText: reviewAddress });
    await card.getByRole('button', { name: /^Обновить сейчас/ }).click();
    await expect(card.getByRole('link', { name: reviewName })).toBeVisible();
    await expect(card).toContainText('Найдено: 2');
    await expect(card).toContainText('Опубликовано сразу: 0');

    // On a phone the cards stack and the screen fits its width.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(card.getByRole('button', { name: `Удалить источник: ${reviewName}` })).toBeVisible();
    await expectFitsWidth(page, 390);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'sources-list-phone');
    await page.setViewportSize({ width: 1280, height: 800 });

    // Each item waits in the work stream; its link opens the announcement there.
    await card.getByRole('link', { name: reviewName }).click();
    const items = page.getByRole('list', { name: 'Записи источника' }).getByRole('listitem');
    await expect(items).toHaveCount(2);
    await expect(items.filter({ hasText: 'На проверке' })).toHaveCount(2);
    const first = reviewEvents[0] as CalendarEvent;
    await items.filter({ hasText: first.title }).getByRole('link', { name: 'Анонс в потоке' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Внешние анонсы');
    await expect(page.getByText(first.title).first()).toBeVisible();
    // The list of the work stream has both.
    await page.goto(`/business/external-event-announcements?view=list&q=${encodeURIComponent(id)}`);
    const announcements = page.getByRole('list', { name: 'Анонсы' }).getByRole('listitem');
    for (const event of reviewEvents) await expect(announcements.filter({ hasText: event.title })).toHaveCount(1);

    // Back in the list: pause, resume, and delete after confirming.
    await page.goto('/business/sources');
    await card.getByRole('button', { name: `Пауза: ${reviewName}` }).click();
    await expect(toast(page, 'Источник на паузе')).toBeVisible();
    await expect(card).toContainText('На паузе');
    await card.getByRole('button', { name: `Возобновить: ${reviewName}` }).click();
    await expect(card).toContainText('Работает');
    await card.getByRole('button', { name: `Удалить источник: ${reviewName}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Удалить источник?' });
    await expect(dialog).toContainText(reviewName);
    await dialog.getByRole('button', { name: 'Удалить' }).click();
    await expect(toast(page, 'Источник удалён')).toBeVisible();
    await expect(card).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });
});
