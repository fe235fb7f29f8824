import { DESKTOP_VIEWPORT, PHONE_VIEWPORT } from '@mesto/playwright-config';
import {
  DEMO_USERS,
  expect,
  saveScreenshot,
  seriousA11yViolations,
  signInByApi,
  test,
} from '@mesto/playwright-config/fixtures';

// Spec §2: the business routes, each with a sample address and its screen's title, opened by the demo business
// user; plus the panel's own login screen.
const routes = [
  { name: 'business', path: '/business', title: 'Обзор' },
  { name: 'business-chats', path: '/business/chats', title: 'Чаты' },
  { name: 'business-events', path: '/business/events', title: 'События' },
  { name: 'business-events-editor-eventCode', path: '/business/events/editor/jazz-night', title: 'Редактор события' },
  { name: 'business-event-lists', path: '/business/event-lists', title: 'Подборки событий' },
  {
    name: 'business-event-lists-editor-eventListCode',
    path: '/business/event-lists/editor/weekend',
    title: 'Редактор подборки',
  },
  { name: 'business-places', path: '/business/places', title: 'Места' },
  { name: 'business-places-editor-placeCode', path: '/business/places/editor/kofeynya', title: 'Редактор места' },
  { name: 'business-organisations', path: '/business/organisations', title: 'Организации' },
  {
    name: 'business-organisations-editor-organisationCode',
    path: '/business/organisations/editor/gorod-kafe',
    title: 'Редактор организации',
  },
  { name: 'business-editor-event-list', path: '/business/editor/event-list', title: 'Новая подборка событий' },
  { name: 'business-editor-organisation', path: '/business/editor/organisation', title: 'Новая организация' },
  { name: 'business-editor-place', path: '/business/editor/place', title: 'Новое место' },
  { name: 'business-editor-user', path: '/business/editor/user', title: 'Новый пользователь' },
  {
    name: 'business-external-event-announcements',
    path: '/business/external-event-announcements',
    title: 'Внешние анонсы',
  },
  { name: 'business-features', path: '/business/features', title: 'Особенности мест' },
  { name: 'business-opinions', path: '/business/opinions', title: 'Мнения' },
  { name: 'auth-login', path: '/auth/login', title: 'Вход в бизнес-панель', signedOut: true },
] as const;

test('the route table has every business path of spec §2 and the login screen', () => {
  expect(new Set(routes.map((route) => route.path)).size).toBe(18);
});

for (const route of routes) {
  test(`${route.name} (${route.path}) renders on desktop and phone, accessible, without console errors`, async ({
    page,
    consoleErrors,
  }) => {
    if (!('signedOut' in route)) await signInByApi(page, DEMO_USERS.business);
    await page.goto(route.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.title);
    expect(new URL(page.url()).pathname).toBe(route.path);
    await expect(page).toHaveTitle(/Место для бизнеса/);

    for (const [device, viewport] of [
      ['desktop', DESKTOP_VIEWPORT],
      ['phone', PHONE_VIEWPORT],
    ] as const) {
      await page.setViewportSize(viewport);
      // The phone layout: a menu button instead of the sidebar.
      if (!('signedOut' in route)) {
        await expect(page.getByRole('button', { name: 'Открыть меню' })).toBeVisible({ visible: device === 'phone' });
        await expect(page.getByRole('complementary')).toBeVisible({ visible: device === 'desktop' });
      }
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.title);
      expect(await seriousA11yViolations(page), device).toEqual([]);
      await saveScreenshot(page, `${route.name}-${device}`);
    }
    expect(consoleErrors).toEqual([]);
  });
}
