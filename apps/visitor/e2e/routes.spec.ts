import { DEMO_USERS, expect, test, testEveryRoute } from '@mesto/playwright-config/fixtures';

// docs/product.md#visitor-routes: the 19 visitor routes, the search results and a room's page, each with an address of the demo city and the title its
// screen shows (an item's page is headed by the item's name).
// Editors and chats need a user, so they are opened signed in (as the demo visitor).
const routes = [
  { name: 'index', path: '/', title: 'Место' },
  { name: 'auth-login', path: '/auth/login', title: 'Вход' },
  { name: 'auth-signup', path: '/auth/signup', title: 'Регистрация' },
  { name: 'events', path: '/events', title: 'События' },
  { name: 'event-eventCode', path: '/event/ev00001', title: 'Мастер-класс по латте-арту в «Зерно»' },
  { name: 'event-list-eventListCode', path: '/event-list/list0001', title: 'Афиша: Волжские кофейни' },
  { name: 'places', path: '/places', title: 'Места' },
  { name: 'place-placeCode', path: '/place/place001', title: 'Кофейня «Зерно»' },
  { name: 'organisation-organisationCode', path: '/organisation/org00001', title: 'Волжские кофейни' },
  { name: 'people', path: '/people', title: 'Люди' },
  { name: 'profile-userCodeOrUsername', path: '/profile/anna', title: 'Анна Смирнова' },
  { name: 'profile-editor', path: '/profile/editor', title: 'Редактирование профиля', signedIn: true },
  { name: 'opinions', path: '/opinions', title: 'Мнения' },
  { name: 'opinions-editor', path: '/opinions/editor', title: 'Мнение', signedIn: true },
  { name: 'rooms', path: '/rooms', title: 'Комнаты' },
  {
    name: 'room-roomCode',
    path: '/room/room0002',
    // The demo city's events follow the season, and the room is named after its event.
    title: /^Ищем компанию: /,
  },
  { name: 'rooms-editor', path: '/rooms/editor', title: 'Комната', signedIn: true },
  { name: 'chats', path: '/chats', title: 'Чаты', signedIn: true },
  { name: 'full-feed', path: '/full-feed', title: 'Лента' },
  { name: 'search', path: '/search', title: 'Поиск' },
  { name: 'test', path: '/test', title: 'Диагностика' },
] as const;

test('the route table has the 19 visitor routes of the specification, the search results and a room', () => {
  expect(new Set(routes.map((route) => route.name)).size).toBe(21);
});

// Every route on a desktop and a phone: a bottom navigation bar on phones, the sections under the header otherwise.
testEveryRoute(routes, {
  documentTitle: /Место/,
  account: (route) => ('signedIn' in route ? DEMO_USERS.visitor : null),
  checkLayout: async (page, device, route) => {
    if (route.path.startsWith('/auth/')) return;
    await expect(page.getByTestId('bottom-nav')).toBeVisible({ visible: device === 'phone' });
  },
});
