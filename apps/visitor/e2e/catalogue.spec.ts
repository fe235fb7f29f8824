import { readFile } from 'node:fs/promises';
import { PHONE } from '@mesto/playwright-config';
import {
  expect,
  expectFitsWidth,
  saveScreenshot,
  seriousA11yViolations,
  test,
} from '@mesto/playwright-config/fixtures';
import type { Page } from '@playwright/test';
import { OPEN_STATUS } from './open-status.ts';

// The visitor's catalogue on the demo city: events filtered in the link, an event with its schema.org data and
// calendar file, places on a map, a place's week with today marked. Map tiles come from the internet, which the
// test machines do not have: they are answered with a blank image, and the tests look at pins, not at tiles.

const CITY_ZONE = 'Europe/Moscow';
const BLANK_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mP8/x8AAwMCAO+ip1sAAAAASUVORK5CYII=',
  'base64',
);

test.beforeEach(async ({ page }) => {
  await page.route('https://tile.openstreetmap.org/**', (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: BLANK_PNG }),
  );
});

/** Tomorrow's weekday in the city, as the API names it and as the picker labels it: there are events every day. */
function tomorrowInCity(): { weekday: string; short: string; name: string } {
  const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000);
  const english = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: CITY_ZONE }).format(tomorrow);
  const russian = new Intl.DateTimeFormat('ru-RU', { weekday: 'long', timeZone: CITY_ZONE }).format(tomorrow);
  const short = {
    MONDAY: 'Пн',
    TUESDAY: 'Вт',
    WEDNESDAY: 'Ср',
    THURSDAY: 'Чт',
    FRIDAY: 'Пт',
    SATURDAY: 'Сб',
    SUNDAY: 'Вс',
  };
  const weekday = english.toUpperCase() as keyof typeof short;
  return { weekday, short: short[weekday], name: russian };
}

/** An iCalendar file as text: folded lines joined, escaped commas and semicolons read back. */
function unfoldIcs(text: string): string {
  return text.replace(/\r?\n[ \t]/g, '').replace(/\\([,;\\])/g, '$1');
}

/** The page's schema.org data about its subject (its breadcrumbs come as a data block of their own). */
async function jsonLd(page: Page): Promise<Record<string, unknown>> {
  const scripts = page.locator('script[type="application/ld+json"]');
  await expect(scripts).toHaveCount(2);
  const blocks = (await scripts.allTextContents()).map((text) => JSON.parse(text) as Record<string, unknown>);
  expect(blocks.map((block) => block['@type'])).toContain('BreadcrumbList');
  return blocks.find((block) => block['@type'] !== 'BreadcrumbList') ?? {};
}

test.describe('events', () => {
  test('filters by weekday and evening stay in the link and a reload; an event has JSON-LD and an .ics file', async ({
    page,
    consoleErrors,
  }) => {
    // A long walk (two pages, a reload, a download, two accessibility scans) on machines with two cores.
    test.slow();
    const day = tomorrowInCity();
    await page.goto('/events');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('События');
    const results = page.getByRole('region', { name: 'Найденные события' });
    await expect(results.getByRole('link').first()).toBeVisible();

    await page.getByRole('group', { name: 'Дни недели' }).getByRole('button', { name: day.short, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]weekdays=${day.weekday}`));
    const filtered = page.waitForRequest(
      (request) =>
        request.url().includes('/api/events?') &&
        new URL(request.url()).searchParams.get('slot') === 'evening' &&
        new URL(request.url()).searchParams.getAll('weekdays').includes(day.weekday),
    );
    await page.getByRole('radiogroup', { name: 'Время дня' }).getByText('Вечер', { exact: true }).click();
    await expect(page).toHaveURL(/[?&]slot=evening/);
    await filtered;

    // The link is the view: after a reload the same filters are chosen and the list is the same.
    await page.reload();
    await expect(
      page.getByRole('group', { name: 'Дни недели' }).getByRole('button', { name: day.short, exact: true }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('radio', { name: 'Вечер' })).toBeChecked();
    const headings = results.getByRole('heading', { level: 2 });
    await expect(headings.first()).toBeVisible();
    for (const heading of await headings.allTextContents()) expect(heading.toLowerCase()).toContain(day.name);
    // Every start is in the evening by the place's clock (17:00 or later).
    const times = await results.locator('time').allTextContents();
    expect(times.length).toBeGreaterThan(0);
    for (const time of times) expect(Number(time.slice(0, 2))).toBeGreaterThanOrEqual(17);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'events-filtered-desktop');

    // Back undoes a filter; forward brings it back.
    await page.goBack();
    await expect(page).not.toHaveURL(/slot=evening/);
    await page.goForward();
    await expect(page).toHaveURL(/slot=evening/);

    const first = results.getByRole('listitem').first().getByRole('link');
    const title = (await first.textContent()) ?? '';
    await first.click();
    await expect(page).toHaveURL(/\/event\/ev\d+\?at=/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page).toHaveTitle(`${title} — Место`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', new RegExp(day.name));

    const data = await jsonLd(page);
    expect(data).toMatchObject({ '@context': 'https://schema.org', '@type': 'Event', name: title });
    // By the place's clock, with its offset, in the evening.
    expect(String(data.startDate)).toMatch(/T(1[7-9]|2\d):\d\d:00\+03:00$/);
    expect(data.location).toMatchObject({
      '@type': 'Place',
      address: { '@type': 'PostalAddress' },
      geo: { '@type': 'GeoCoordinates' },
    });
    expect(data.organizer).toMatchObject({ '@type': 'Organization' });
    if ('offers' in data) expect(data.offers).toMatchObject({ '@type': 'Offer', priceCurrency: 'RUB' });

    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Добавить в календарь' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.ics$/);
    const ics = unfoldIcs(await readFile((await download.path()) as string, 'utf8'));
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toContain(`SUMMARY:${title}`);

    await expect(page.getByRole('button', { name: 'Поделиться' })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'event-desktop');
    expect(consoleErrors).toEqual([]);
  });

  test('a list of events shows its upcoming dates and offers its calendar feed', async ({ page, consoleErrors }) => {
    await page.goto('/event-list/list0001');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Афиша: Волжские кофейни');
    const feed = page.getByRole('link', { name: 'Подписаться в календаре' });
    await expect(feed).toHaveAttribute('href', /^webcal:\/\/[^/]+\/api\/calendar\/event-lists\/list0001$/);
    const upcoming = page.getByRole('region', { name: 'Ближайшие события' });
    await expect(upcoming.getByRole('link').first()).toBeVisible();
    await page.getByRole('link', { name: 'Волжские кофейни', exact: true }).click();
    await expect(page).toHaveURL('/organisation/org00001');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Волжские кофейни');
    await expect(page.getByRole('list', { name: 'Места' }).getByRole('link').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Подписаться в календаре' })).toHaveAttribute(
      'href',
      /\/api\/calendar\/organisations\/org00001$/,
    );
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('an event that does not exist says so', async ({ page }) => {
    await page.goto('/event/no-such-event');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Событие');
    await expect(page.getByRole('heading', { name: 'Такого события нет' })).toBeVisible();
    await page.getByRole('link', { name: 'Все события' }).click();
    await expect(page).toHaveURL('/events');
  });
});

test.describe('places', () => {
  test('the map shows every place in its view, pins grouped where they crowd, asked again as it moves; a place shows its week with today marked', async ({
    page,
    consoleErrors,
  }) => {
    // Two pages, a map on each and two accessibility scans on machines with two cores.
    test.slow();
    const asked: { bbox: string; count: number }[] = [];
    page.on('response', async (response) => {
      const url = new URL(response.url());
      if (url.pathname !== '/api/places' || !url.searchParams.has('bbox') || !response.ok()) return;
      // A response still arriving when the test follows a pin to its page has no body left to read: it is not counted.
      const body = (await response.json().catch(() => null)) as { items: unknown[]; nextCursor: string | null } | null;
      if (body !== null && body.nextCursor === null)
        asked.push({ bbox: url.searchParams.get('bbox') ?? '', count: body.items.length });
    });
    // Every place of the city with a point, whatever page of the list it is on (the list shows 20 at a time).
    const { items: all } = (await (await page.request.get('/api/places?sort=name&limit=100')).json()) as {
      items: { name: string; code: string; latitude: number | null; longitude: number | null }[];
    };
    const withPoint = all.filter((place) => place.latitude !== null && place.longitude !== null);
    expect(withPoint.length).toBeGreaterThan(20);

    await page.goto('/places');
    const map = page.getByRole('region', { name: 'Карта мест' });
    const status = page.getByText(/^В этой области: \d+ мест/);
    await expect(status).toBeVisible();
    await expect(map.locator('.mesto-map-marker').first()).toBeVisible();
    await expect(page.getByRole('list', { name: 'Найденные места' }).getByRole('listitem')).toHaveCount(20);

    /** How many places the map's pins and groups stand for, and the count it says. */
    const shown = () =>
      map.evaluate((element) => {
        const pins = element.querySelectorAll('.mesto-map-marker').length;
        const grouped = [...element.querySelectorAll('.mesto-map-cluster')].map((group) =>
          Number(group.querySelector('[aria-hidden="true"]')?.textContent),
        );
        return pins + grouped.reduce((sum, count) => sum + count, 0);
      });
    const said = async () => Number((await status.textContent())?.match(/\d+/)?.[0]);
    // What the map shows is what the API has for the map's box: every page of it, not the list's first page.
    await expect
      .poll(async () => (await shown()) === (await said()) && asked.at(-1)?.count === (await said()))
      .toBe(true);

    // Zoomed out, the map asks for its new box and shows the whole city, crowded pins as groups with their count.
    const before = asked.length;
    await map.locator('.leaflet-container').focus();
    for (const _ of [1, 2, 3]) await page.keyboard.press('Minus');
    await expect.poll(() => asked.length).toBeGreaterThan(before);
    await expect(status).toHaveText(new RegExp(`^В этой области: ${withPoint.length} мест`));
    await expect.poll(shown).toBe(withPoint.length);
    const group = map.locator('.mesto-map-cluster').first();
    await expect(group).toBeVisible();
    await expect(group).toHaveAccessibleName(/^Группа из \d+ мест(а)?, приблизить$/);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'places-map-desktop');

    // A group opens with Enter: the map zooms in and asks for its smaller box.
    const beforeGroup = asked.length;
    await group.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => asked.length).toBeGreaterThan(beforeGroup);
    await expect(map.locator('.leaflet-container')).toBeFocused();

    // A pin is reachable by keyboard: Enter opens its popup with the focus on the link, Enter follows it.
    const pin = map.locator('.mesto-map-marker').first();
    const name = (await pin.getAttribute('title')) ?? '';
    const target = withPoint.find((place) => place.name === name) as (typeof withPoint)[number];
    expect(target).toBeDefined();
    await pin.focus();
    await page.keyboard.press('Enter');
    const popupLink = map.getByRole('link', { name: target.name, exact: true });
    await expect(popupLink).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`/place/${target.code}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.name);

    // The week by the place's clock, today marked; «open now» by the same clock.
    const today = new Intl.DateTimeFormat('ru-RU', { weekday: 'long', timeZone: CITY_ZONE }).format(new Date());
    const schedule = page.getByRole('table', { name: 'Часы работы' });
    await expect(schedule.getByRole('row')).toHaveCount(8);
    const current = schedule.locator('tr[aria-current="date"]');
    await expect(current).toHaveCount(1);
    await expect(current.getByRole('rowheader')).toContainText(today, { ignoreCase: true });
    await expect(current.getByRole('rowheader')).toContainText('сегодня');
    await expect(page.getByText(OPEN_STATUS).first()).toBeVisible();

    await expect(page.getByRole('link', { name: /^\+7 \d{3}/ })).toHaveAttribute('href', /^tel:\+7\d{10}$/);
    await expect(page.getByRole('link', { name: /^@place_/ })).toHaveAttribute('href', /^https:\/\/t\.me\/place_\d+$/);
    await expect(page.getByRole('region', { name: `Карта: ${target.name}` }).locator('.mesto-map-marker')).toHaveCount(
      1,
    );
    await expect(page.getByRole('link', { name: 'Подписаться в календаре' })).toHaveAttribute(
      'href',
      new RegExp(`^webcal://[^/]+/api/calendar/places/${target.code}$`),
    );
    const data = await jsonLd(page);
    expect(data).toMatchObject({
      '@type': 'LocalBusiness',
      name: target.name,
      geo: { '@type': 'GeoCoordinates', latitude: target.latitude, longitude: target.longitude },
      address: { '@type': 'PostalAddress' },
    });
    expect(data.openingHoursSpecification).toHaveLength(7);
    await expect(page).toHaveTitle(`${target.name} — Место`);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'place-desktop');
    expect(consoleErrors).toEqual([]);
  });

  test('«open now» and a tag are kept in the link', async ({ page }) => {
    await page.goto('/places');
    await page.getByRole('switch', { name: 'Открыто сейчас' }).click();
    await expect(page).toHaveURL(/[?&]openNow=true/);
    await page.getByRole('group', { name: 'Теги' }).getByRole('button', { name: 'Бар' }).click();
    await expect(page).toHaveURL(/[?&]tags=BAR/);
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Открыто сейчас' })).toBeChecked();
    await expect(page.getByRole('group', { name: 'Теги' }).getByRole('button', { name: 'Бар' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  test('the search box finds a coffee shop typed with a typo, as the header search does', async ({ page }) => {
    await page.goto('/places');
    const box = page.getByRole('searchbox', { name: 'Найти место' });
    await box.fill('кафейня');
    await box.press('Enter');
    await expect(page).toHaveURL(/[?&]q=%D0%BA%D0%B0%D1%84%D0%B5%D0%B9%D0%BD%D1%8F/);
    const found = page.getByRole('list', { name: 'Найденные места' }).getByRole('listitem');
    await expect(found.filter({ hasText: 'Кофейня «Зерно»' })).toHaveCount(1);
    await expect(found.filter({ hasText: 'Кофейня «Обжарка»' })).toHaveCount(1);
  });

  test.describe('on a phone', () => {
    test.use(PHONE);

    test('the list comes first; the map loads only when asked for, with the same pins', async ({
      page,
      consoleErrors,
    }) => {
      const leaflet: string[] = [];
      page.on('request', (request) => {
        if (/leaflet-runtime/.test(request.url())) leaflet.push(request.url());
      });
      await page.goto('/places?sort=rating');
      // The filters are folded behind one button, the order chosen as a chip; the places start on the first screen.
      await expect(page.getByRole('button', { name: 'Фильтры: 1 выбрано' })).toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByRole('list', { name: 'Выбранные фильтры' }).getByRole('listitem')).toHaveText([
        'По рейтингу',
      ]);
      await expect(page.getByRole('combobox', { name: 'Порядок' })).toBeHidden();
      const firstPlace = page.getByRole('list', { name: 'Найденные места' }).getByRole('link').first();
      await expect(firstPlace).toBeVisible();
      expect((await firstPlace.boundingBox())?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(PHONE.viewport.height);
      await page.getByRole('button', { name: 'Убрать «По рейтингу»' }).click();
      await expect(page).not.toHaveURL(/sort=rating/);
      await expect(page.getByRole('button', { name: 'Фильтры', exact: true })).toBeVisible();
      // The list is faded while it is asked for again; contrast is judged once it is back.
      await expect(page.getByRole('list', { name: 'Найденные места' })).not.toHaveAttribute('aria-busy', 'true');
      await expectFitsWidth(page, 390);
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(leaflet).toEqual([]);

      await page.getByRole('radiogroup', { name: 'Показать' }).getByText('На карте').click();
      await expect(page).toHaveURL(/[?&]view=map/);
      const map = page.getByRole('region', { name: 'Карта мест' });
      await expect(map.locator('.mesto-map-marker').first()).toBeVisible();
      expect(leaflet.length).toBeGreaterThan(0);
      await expect(page.getByRole('list', { name: 'Найденные места' })).toHaveCount(0);
      // The map fills the screen between the header and the bottom bar; the filters wait behind it.
      const frame = await map.boundingBox();
      expect(frame?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(140);
      expect((frame?.y ?? 0) + (frame?.height ?? 0)).toBeGreaterThan(PHONE.viewport.height - 200);
      await expect(page.getByRole('button', { name: /^Фильтры/ })).toBeHidden();
      // Under it, a sheet says how many places are in view and, opened, lists them.
      const sheet = page.getByRole('button', { name: /^В этой области: \d+ мест/ });
      await expect(sheet).toHaveAttribute('aria-expanded', 'false');
      const count = Number((await sheet.textContent())?.match(/\d+/)?.[0]);
      expect(count).toBeGreaterThan(0);
      await sheet.click();
      const inView = page.getByRole('list', { name: 'Места в этой области' });
      // The list shows what the sheet counts (at most 100), as it is when looked at: the map may still be settling its
      // box, and a new box may hold a place more or less than the count read above.
      await expect
        .poll(async () => {
          const shown = Number((await sheet.textContent())?.match(/\d+/)?.[0]);
          return (await inView.getByRole('link').count()) - Math.min(shown, 100);
        })
        .toBe(0);
      await expectFitsWidth(page, 390);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await saveScreenshot(page, 'places-map-phone');
      // Back to the list from the map itself.
      await sheet.click();
      await page.getByRole('radiogroup', { name: 'Показать' }).getByText('Списком').click();
      await expect(page).not.toHaveURL(/[?&]view=map/);
      await expect(page.getByRole('list', { name: 'Найденные места' })).toBeVisible();
      expect(consoleErrors).toEqual([]);
    });

    test('the events filters are folded, the chosen ones as chips, and the events start on the first screen', async ({
      page,
    }) => {
      await page.goto('/events?when=tomorrow&slot=evening');
      const fold = page.getByRole('button', { name: 'Фильтры: 2 выбрано' });
      await expect(fold).toHaveAttribute('aria-expanded', 'false');
      const chips = page.getByRole('list', { name: 'Выбранные фильтры' });
      await expect(chips.getByRole('listitem')).toHaveText(['Завтра', 'Вечер']);
      await expect(page.getByRole('button', { name: 'Завтра', exact: true })).toBeHidden();
      const results = page.getByRole('region', { name: 'Найденные события' });
      await expect(results.getByRole('heading', { level: 2 }).first()).toHaveText(/^Завтра, /);
      const first = await results.getByRole('listitem').first().boundingBox();
      expect(first?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(PHONE.viewport.height);
      await expectFitsWidth(page, 390);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await saveScreenshot(page, 'events-phone');
      // A chip's × takes its filter off, in the link too.
      await chips.getByRole('button', { name: 'Убрать «Вечер»' }).click();
      await expect(page).not.toHaveURL(/slot=/);
      await expect(page.getByRole('button', { name: 'Фильтры: 1 выбрано' })).toBeVisible();
      // Unfolded, the filters themselves.
      await page.getByRole('button', { name: /^Фильтры/ }).click();
      await expect(page.getByRole('button', { name: 'Завтра', exact: true })).toHaveAttribute('aria-pressed', 'true');
      await expect(chips).toBeHidden();
      await expectFitsWidth(page, 390);
      await saveScreenshot(page, 'events-filters-open-phone');
      await results.getByRole('listitem').first().getByRole('link').click();
      // The event's main actions are on the first screen, right under its title; following its place comes later.
      const actions = page.getByRole('complementary', { name: 'Действия с событием' });
      await expect(actions.getByRole('region', { name: 'Кто идёт' })).toBeVisible();
      const calendar = actions.getByRole('link', { name: 'Добавить в календарь' });
      await expect(calendar).toBeVisible();
      const calendarBox = await calendar.boundingBox();
      expect((calendarBox?.y ?? Number.POSITIVE_INFINITY) + (calendarBox?.height ?? 0)).toBeLessThan(
        PHONE.viewport.height,
      );
      const follow = page.getByRole('button', { name: /^Подписаться/ }).first();
      if ((await follow.count()) > 0) {
        expect((await follow.boundingBox())?.y ?? 0).toBeGreaterThan(calendarBox?.y ?? 0);
      }
      await expectFitsWidth(page, 390);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await saveScreenshot(page, 'event-phone');
    });
  });
});

// What people expect from Afisha and 2GIS: «Купить билет» among an event's first actions, with the offer in its
// schema.org data; a place's average bill and menu under its name. The demo city's ticketed venues sell online, and
// its cafés, bars and restaurants give a bill and a menu.
test.describe('tickets and a place’s essentials', () => {
  type Listed = { code: string; occurrenceId: string; title: string; price: number | null; ticketUrl: string | null };

  /** An upcoming demo event with tickets on sale online. */
  async function ticketedEvent(page: Page): Promise<Listed & { ticketUrl: string }> {
    const { items } = (await (await page.request.get('/api/events?limit=100')).json()) as { items: Listed[] };
    const ticketed = items.find((item): item is Listed & { ticketUrl: string } => item.ticketUrl !== null);
    expect(ticketed, 'a demo event with a ticket link').toBeDefined();
    return ticketed as Listed & { ticketUrl: string };
  }

  /** «Купить билет» among the event's main actions: the seller's page in a new tab, said in its name. */
  async function expectTicketLink(page: Page, event: Listed & { ticketUrl: string }) {
    const actions = page.getByRole('complementary', { name: 'Действия с событием' });
    const buy = actions.getByRole('link', { name: /^Купить билет на сайте .+ \(откроется в новой вкладке\)$/ });
    await expect(buy).toBeVisible();
    await expect(buy).toHaveText('Купить билет');
    await expect(buy).toHaveAttribute('href', event.ticketUrl);
    await expect(buy).toHaveAttribute('target', '_blank');
    await expect(buy).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    // The first of the actions.
    await expect(actions.getByRole('link').first()).toHaveText('Купить билет');
    return buy;
  }

  test('an event with tickets: «Купить билет» at the top, the price, and the offer in its schema.org data', async ({
    page,
    consoleErrors,
  }) => {
    const event = await ticketedEvent(page);
    await page.goto(`/event/${event.code}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(event.title);
    await expectTicketLink(page, event);
    // The price as the site writes prices: «1 500 ₽» (a paid demo event is the one with tickets online).
    const price = (event.price ?? 0).toLocaleString('ru-RU').replace(/\s/g, '\\s');
    await expect(page.getByText(new RegExp(`^${price}\\s₽$`)).first()).toBeVisible();
    const data = await jsonLd(page);
    expect(data.offers).toMatchObject({
      '@type': 'Offer',
      url: event.ticketUrl,
      priceCurrency: 'RUB',
      availability: 'https://schema.org/InStock',
    });
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'event-tickets-desktop');
    expect(consoleErrors).toEqual([]);
  });

  test('a place shows its average bill and a menu that opens in a new tab, also in its schema.org data', async ({
    page,
    consoleErrors,
  }) => {
    // Кофейня «Зерно», the first place of the demo city: 450 ₽ a guest, its menu on its own site.
    await page.goto('/place/place001');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Кофейня «Зерно»');
    await expect(page.getByText(/^Средний чек:\s450\s₽$/)).toBeVisible();
    const menu = page.getByRole('link', { name: 'Меню на сайте zerno-coffee.example (откроется в новой вкладке)' });
    await expect(menu).toHaveText('Меню');
    await expect(menu).toHaveAttribute('href', 'https://zerno-coffee.example/menu');
    await expect(menu).toHaveAttribute('target', '_blank');
    const data = await jsonLd(page);
    expect(data).toMatchObject({ priceRange: '~450 ₽', hasMenu: 'https://zerno-coffee.example/menu' });
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'place-essentials-desktop');
    expect(consoleErrors).toEqual([]);
  });

  test.describe('on a phone', () => {
    test.use(PHONE);

    test('«Купить билет» is on the first screen, right under the title; the place’s bill and menu under its name', async ({
      page,
      consoleErrors,
    }) => {
      const event = await ticketedEvent(page);
      await page.goto(`/event/${event.code}`);
      const title = page.getByRole('heading', { level: 1 });
      await expect(title).toHaveText(event.title);
      const buy = await expectTicketLink(page, event);
      const box = await buy.boundingBox();
      expect((box?.y ?? Number.POSITIVE_INFINITY) + (box?.height ?? 0)).toBeLessThan(PHONE.viewport.height);
      expect(box?.y ?? 0).toBeGreaterThan((await title.boundingBox())?.y ?? 0);
      // Before the facts of the event: the first block under the title.
      const facts = page.getByText('Когда', { exact: true });
      expect(box?.y ?? Number.POSITIVE_INFINITY).toBeLessThan((await facts.boundingBox())?.y ?? 0);
      await expectFitsWidth(page, 390);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await saveScreenshot(page, 'event-tickets-phone');

      await page.goto('/place/place001');
      const bill = page.getByText(/^Средний чек:\s450\s₽$/);
      await expect(bill).toBeVisible();
      const menu = page.getByRole('link', { name: /^Меню на сайте/ });
      await expect(menu).toBeVisible();
      expect((await menu.boundingBox())?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(PHONE.viewport.height);
      await expectFitsWidth(page, 390);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await saveScreenshot(page, 'place-essentials-phone');
      expect(consoleErrors).toEqual([]);
    });
  });
});
