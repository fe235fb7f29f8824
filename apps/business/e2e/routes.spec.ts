import { DEMO_USERS, expect, test, testEveryRoute } from '@mesto/playwright-config/fixtures';

// docs/product.md#business-routes: the business routes, each with an address of the demo city and its screen's title, opened by the demo business
// user (the moderation queue by the administrator); plus the panel's own login screen.
const routes = [
  { name: 'business', path: '/business', title: 'Обзор' },
  { name: 'business-chats', path: '/business/chats', title: 'Чаты' },
  { name: 'business-events', path: '/business/events', title: 'События' },
  { name: 'business-events-editor-eventCode', path: '/business/events/editor/ev00001', title: 'Редактор события' },
  { name: 'business-event-lists', path: '/business/event-lists', title: 'Подборки событий' },
  {
    name: 'business-event-lists-editor-eventListCode',
    path: '/business/event-lists/editor/list0001',
    title: 'Редактор подборки',
  },
  { name: 'business-places', path: '/business/places', title: 'Места' },
  { name: 'business-places-editor-placeCode', path: '/business/places/editor/place001', title: 'Редактор места' },
  { name: 'business-organisations', path: '/business/organisations', title: 'Организации' },
  {
    name: 'business-organisations-editor-organisationCode',
    path: '/business/organisations/editor/org00001',
    title: 'Редактор организации',
  },
  { name: 'business-editor-event-list', path: '/business/editor/event-list', title: 'Новая подборка событий' },
  { name: 'business-editor-organisation', path: '/business/editor/organisation', title: 'Новая организация' },
  { name: 'business-editor-place', path: '/business/editor/place', title: 'Новое место' },
  { name: 'business-editor-user', path: '/business/editor/user', title: 'Права администратора' },
  {
    name: 'business-external-event-announcements',
    path: '/business/external-event-announcements',
    title: 'Внешние анонсы',
  },
  { name: 'business-sources', path: '/business/sources', title: 'Источники' },
  { name: 'business-sources-editor-new', path: '/business/sources/editor/new', title: 'Подключить источник' },
  // A source nobody has: the page says so under its title.
  {
    name: 'business-sources-editor-sourceId',
    path: '/business/sources/editor/00000000-0000-4000-8000-000000000001',
    title: 'Источник',
  },
  { name: 'business-features', path: '/business/features', title: 'Особенности мест' },
  { name: 'business-opinions', path: '/business/opinions', title: 'Мнения' },
  // The moderation queue is ROOT's and moderators'; an item the demo user opens says it is for moderators only.
  { name: 'business-moderation', path: '/business/moderation', title: 'Модерация', root: true },
  {
    name: 'business-moderation-targetType-targetId',
    path: '/business/moderation/OPINION/00000000-0000-4000-8000-000000000001',
    title: 'Жалоба',
  },
  { name: 'auth-login', path: '/auth/login', title: 'Вход в бизнес-панель', signedOut: true },
] as const;

test('the route table has every business path and the login screen', () => {
  expect(new Set(routes.map((route) => route.path)).size).toBe(23);
});

// Every route on a desktop and a phone: the sidebar on larger screens, a menu button on phones.
testEveryRoute(routes, {
  documentTitle: /Место для бизнеса/,
  account: (route) => ('signedOut' in route ? null : 'root' in route ? DEMO_USERS.root : DEMO_USERS.business),
  checkLayout: async (page, device, route) => {
    if ('signedOut' in route) return;
    await expect(page.getByRole('button', { name: 'Открыть меню' })).toBeVisible({ visible: device === 'phone' });
    await expect(page.getByRole('complementary')).toBeVisible({ visible: device === 'desktop' });
  },
});
