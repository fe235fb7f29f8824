import { quoted } from '@mesto/domain';
import {
  DEMO_USERS,
  expect,
  openAppPage,
  saveScreenshot,
  seriousA11yViolations,
  signInByApi,
  test,
} from '@mesto/playwright-config/fixtures';
import type { APIRequestContext, Page } from '@playwright/test';

// Going to an event of the demo city: Anna marks «Пойду» and sees the count change and, after a reload, her mark;
// Ivan (her friend: they follow each other) marks it too and shows among «Идут друзья». The event's rooms are on its
// page; one opens its own page, also by its link and without JavaScript.

const IVAN = { login: 'ivan', password: DEMO_USERS.visitor.password };
// A room of the demo city («room0002», gathered by Ivan, Maria in it) on a single event a week ahead. The demo
// city's events follow the season, so the room's title and event are read from the API.
const ROOM = 'room0002';

async function demoRoom(request: APIRequestContext) {
  const response = await request.get(`/api/rooms?code=${ROOM}&limit=1`);
  expect(response.ok()).toBe(true);
  const [room] = (await response.json()).items as { title: string; event: { code: string; title: string } | null }[];
  if (!room?.event) throw new Error(`the demo city has no ${ROOM} on an event`);
  return { roomTitle: room.title, eventCode: room.event.code, eventTitle: room.event.title };
}

const toast = (page: Page, text: string) =>
  page.getByTestId('toast-viewport').getByRole('listitem').filter({ hasText: text });

const attendance = (page: Page) => page.getByRole('region', { name: 'Кто идёт' });
const goingButton = (page: Page) => attendance(page).getByRole('button', { name: /^Пойду/ });

/** The count the «Пойду» button carries (its name: «Пойду — отметили N»). */
async function goingCount(page: Page): Promise<number> {
  const name = (await goingButton(page).textContent()) ?? '';
  return Number(/\d+/.exec(name)?.[0] ?? Number.NaN);
}

/** «Пойду — отметили N», the name of the «Пойду» button. */
const goingName = (count: number) => new RegExp(`^Пойду\\s*—\\s*отметили\\s*${count}$`);

test.describe('going to an event', () => {
  test('anna marks «Пойду», sees the count change and her mark after a reload; her friend ivan shows', async ({
    page,
    browser,
    baseURL,
    consoleErrors,
  }) => {
    const { eventCode } = await demoRoom(page.request);
    // Signed out: the counts and a way in, no buttons.
    await page.goto(`/event/${eventCode}`);
    await expect(attendance(page).getByText(/^Идут: \d+ · Интересно: \d+$/)).toBeVisible();
    await expect(attendance(page).getByRole('link', { name: 'Войти и отметить' })).toBeVisible();

    await signInByApi(page, DEMO_USERS.visitor);
    await page.goto(`/event/${eventCode}`);
    await expect(goingButton(page)).toHaveAttribute('aria-pressed', 'false');
    const before = await goingCount(page);

    await goingButton(page).click();
    await expect(goingButton(page)).toHaveAttribute('aria-pressed', 'true');
    await expect(goingButton(page)).toHaveAccessibleName(goingName(before + 1));
    await expect(toast(page, 'Вы идёте')).toBeVisible();
    await expect(attendance(page)).toContainText('Отметку видят: все');

    await page.reload();
    await expect(goingButton(page)).toHaveAttribute('aria-pressed', 'true');
    await expect(goingButton(page)).toHaveAccessibleName(goingName(before + 1));

    // Ivan marks it from his own browser; Anna, his friend, sees him among those who go.
    const { context: ivanContext, page: ivan } = await openAppPage(browser, { baseURL });
    await signInByApi(ivan, IVAN);
    const marked = await ivan.request.post('/api/event-attendance/mark', {
      data: { event: eventCode, status: 'GOING' },
    });
    expect(marked.status()).toBe(200);
    await page.reload();
    await expect(goingButton(page)).toHaveAccessibleName(goingName(before + 2));
    const friends = attendance(page).getByRole('list', { name: 'Идут друзья' });
    await expect(friends.getByRole('link', { name: 'Иван Петров' })).toHaveAttribute('href', '/profile/ivan');

    // By keyboard: «Интересно» instead, then nothing.
    const interested = attendance(page).getByRole('button', { name: /^Интересно/ });
    await interested.focus();
    await page.keyboard.press('Enter');
    await expect(interested).toHaveAttribute('aria-pressed', 'true');
    await expect(goingButton(page)).toHaveAttribute('aria-pressed', 'false');
    await expect(goingButton(page)).toHaveAccessibleName(goingName(before + 1));
    await expect(toast(page, 'Вам интересно')).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(interested).toHaveAttribute('aria-pressed', 'false');
    await expect(toast(page, 'Отметка снята')).toBeVisible();

    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'event-attendance-desktop');
    expect(consoleErrors).toEqual([]);
    await ivanContext.close();
  });

  test('the event lists its rooms; one opens its own page, by the card and by its link', async ({
    page,
    consoleErrors,
  }) => {
    const { roomTitle, eventCode, eventTitle } = await demoRoom(page.request);
    await signInByApi(page, DEMO_USERS.visitor);
    await page.goto(`/event/${eventCode}`);
    const rooms = page.getByRole('region', { name: 'Компании на событие' });
    await expect(rooms.getByRole('link', { name: /Создать комнату на событие/ })).toHaveAttribute(
      'href',
      `/rooms/editor?event=${eventCode}`,
    );
    const card = rooms.getByRole('listitem').filter({ hasText: roomTitle });
    await expect(card.getByRole('button', { name: `Присоединиться к комнате ${quoted(roomTitle)}` })).toBeVisible();
    await card.getByRole('link', { name: roomTitle }).click();

    await expect(page).toHaveURL(`/room/${ROOM}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(roomTitle);
    await expect(page).toHaveTitle(`${roomTitle} — Место`);
    const people = page.getByRole('region', { name: 'Кто идёт' });
    await expect(people.getByRole('link', { name: 'Иван Петров' })).toBeVisible();
    await expect(people.getByRole('link', { name: 'Мария Кузнецова' })).toBeVisible();
    await expect(page.getByRole('link', { name: eventTitle, exact: true }).first()).toHaveAttribute(
      'href',
      `/event/${eventCode}`,
    );

    // Joining from the room's page: the chat opens to her.
    await page.getByRole('button', { name: `Присоединиться к комнате ${quoted(roomTitle)}` }).click();
    await expect(toast(page, `Вы в комнате ${quoted(roomTitle)}`)).toBeVisible();
    await expect(page.getByRole('link', { name: `Чат комнаты ${quoted(roomTitle)}` })).toHaveAttribute(
      'href',
      /\/chats\?chat=/,
    );
    await expect(people.getByRole('link', { name: 'Анна Смирнова' })).toBeVisible();
    await page.getByRole('button', { name: `Выйти из комнаты ${quoted(roomTitle)}` }).click();
    await expect(toast(page, `Вы вышли из комнаты ${quoted(roomTitle)}`)).toBeVisible();

    // By its own link, in a fresh load.
    await page.goto(`/room/${ROOM}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(roomTitle);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'room-desktop');
    expect(consoleErrors).toEqual([]);
  });

  test('a room page is in the HTML without JavaScript; a missing room is a real 404', async ({ request }) => {
    const { roomTitle } = await demoRoom(request);
    const response = await request.get(`/room/${ROOM}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<title>${roomTitle.replace(/«/g, '«')} — Место</title>`);
    expect(html).toContain('<h1');
    expect(html).toContain('Иван Петров');
    const missing = await request.get('/room/no-such-room');
    expect(missing.status()).toBe(404);
    expect(await missing.text()).toContain('Такой комнаты нет');
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

    test('marking and the rooms fit a phone', async ({ page }) => {
      const { roomTitle, eventCode } = await demoRoom(page.request);
      await signInByApi(page, DEMO_USERS.visitor);
      await page.goto(`/event/${eventCode}`);
      await expect(goingButton(page)).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await saveScreenshot(page, 'event-attendance-phone');
      await page.goto(`/room/${ROOM}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(roomTitle);
      await expect(page.getByRole('button', { name: `Присоединиться к комнате ${quoted(roomTitle)}` })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
      await saveScreenshot(page, 'room-phone');
    });
  });
});
