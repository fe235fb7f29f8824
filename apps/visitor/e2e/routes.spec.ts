import { DESKTOP_VIEWPORT, PHONE_VIEWPORT } from '@mesto/playwright-config';
import {
  DEMO_USERS,
  expect,
  saveScreenshot,
  seriousA11yViolations,
  signInByApi,
  test,
} from '@mesto/playwright-config/fixtures';

// Spec §2: the 19 visitor routes, each with a sample address and the title its screen shows.
// Editors and chats need a user, so they are opened signed in (as the demo visitor).
const routes = [
  { name: 'index', path: '/', title: 'Место' },
  { name: 'auth-login', path: '/auth/login', title: 'Вход' },
  { name: 'auth-signup', path: '/auth/signup', title: 'Регистрация' },
  { name: 'events', path: '/events', title: 'События' },
  { name: 'event-eventCode', path: '/event/jazz-na-naberezhnoy', title: 'Событие' },
  { name: 'event-list-eventListCode', path: '/event-list/weekend', title: 'Подборка событий' },
  { name: 'places', path: '/places', title: 'Места' },
  { name: 'place-placeCode', path: '/place/kofeynya-na-pokrovke', title: 'Место' },
  { name: 'organisation-organisationCode', path: '/organisation/gorod-kafe', title: 'Организация' },
  { name: 'people', path: '/people', title: 'Люди' },
  { name: 'profile-userCodeOrUsername', path: '/profile/anna', title: 'Профиль' },
  { name: 'profile-editor', path: '/profile/editor', title: 'Редактирование профиля', signedIn: true },
  { name: 'opinions', path: '/opinions', title: 'Мнения' },
  { name: 'opinions-editor', path: '/opinions/editor', title: 'Мнение', signedIn: true },
  { name: 'rooms', path: '/rooms', title: 'Комнаты' },
  { name: 'rooms-editor', path: '/rooms/editor', title: 'Комната', signedIn: true },
  { name: 'chats', path: '/chats', title: 'Чаты', signedIn: true },
  { name: 'full-feed', path: '/full-feed', title: 'Лента' },
  { name: 'test', path: '/test', title: 'Диагностика' },
] as const;

test('the route table has all 19 routes of spec §2', () => {
  expect(new Set(routes.map((route) => route.name)).size).toBe(19);
});

// One page per route, looked at on a desktop and then on a phone (the layout switches live on resize): the title,
// the layout of the size, no serious or critical axe finding, a screenshot of each, and no console error.
for (const route of routes) {
  test(`${route.name} (${route.path}) renders on desktop and phone, accessible, without console errors`, async ({
    page,
    consoleErrors,
  }) => {
    if ('signedIn' in route) await signInByApi(page, DEMO_USERS.visitor);
    await page.goto(route.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.title);
    expect(new URL(page.url()).pathname).toBe(route.path);
    await expect(page).toHaveTitle(/Место/);

    for (const [device, viewport] of [
      ['desktop', DESKTOP_VIEWPORT],
      ['phone', PHONE_VIEWPORT],
    ] as const) {
      await page.setViewportSize(viewport);
      // The phone layout: a bottom navigation bar on phones, the sections under the header otherwise.
      if (!route.path.startsWith('/auth/')) {
        await expect(page.getByTestId('bottom-nav')).toBeVisible({ visible: device === 'phone' });
      }
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.title);
      expect(await seriousA11yViolations(page), `${device}`).toEqual([]);
      await saveScreenshot(page, `${route.name}-${device}`);
    }
    expect(consoleErrors).toEqual([]);
  });
}
