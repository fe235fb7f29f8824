import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_ORIGIN, bearer, createTestApp, grant, type Session, signUp, type TestApp } from '../testing/test-app.ts';

// The lists' free-text filter finds what the header's global search finds: a typo («кафейня»), another form of the
// word («кофейни»), capitals, the Latin layout («rjatqyz» is «кофейня» typed on QWERTY), a word being typed, a name
// in Latin typed in Cyrillic and back, a hyphenated name typed joined, a slip in a short word.
describe('lists searched by text', () => {
  let t: TestApp;
  let owner: Session;
  let organisationId = '';

  const get = async (url: string, session?: Session) => {
    const response = await t.app.inject({
      method: 'GET',
      url,
      headers: { origin: APP_ORIGIN, ...(session ? bearer(session) : {}) },
    });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return response.json().items as { name?: string; title?: string }[];
  };
  const names = async (path: string, q: string, session?: Session, extra = '') =>
    (await get(`${path}?q=${encodeURIComponent(q)}${extra}`, session)).map((item) => item.name ?? item.title);
  const post = async (path: string, payload: object) => {
    const response = await t.app.inject({
      method: 'POST',
      url: path,
      payload,
      headers: { origin: APP_ORIGIN, ...bearer(owner) },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { id: string };
  };

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUp(t.app);
    await grant(t.app, owner.userId, ['BUSINESS_PANEL']);
    organisationId = (await post('/api/organisations/editor', { name: 'Кофейня Зерно и партнёры' })).id;
    const place = await post('/api/places/editor', {
      organisationId,
      name: 'Кофейня «Зерно»',
      address: 'Большая Покровская, 10',
      latitude: 56.32,
      longitude: 44.0,
    });
    await post('/api/places/editor', {
      organisationId,
      name: 'Кофейня у моста',
      address: 'Рождественская, 2',
      latitude: 56.33,
      longitude: 44.01,
      status: 'DRAFT',
    });
    await post('/api/places/editor', {
      organisationId,
      name: 'Бар «Полночь»',
      address: 'Рождественская, 5',
      latitude: 56.33,
      longitude: 44.02,
    });
    for (const [name, longitude] of [
      ['Coffee House', 44.03],
      ['Пианино-бар', 44.04],
      ['Супер-Фуд', 44.05],
      ['Чёрный кот', 44.06],
    ] as const)
      await post('/api/places/editor', { organisationId, name, address: 'Ильинская, 1', latitude: 56.31, longitude });
    const list = await post('/api/event-lists/editor', { organisationId, name: 'Джазовые пятницы' });
    await post('/api/events/editor', {
      placeId: place.id,
      eventListId: list.id,
      title: 'Джазовый вечер',
      startsAt: '2035-03-02T19:00:00+03:00',
    });
    await post('/api/events/editor', {
      placeId: place.id,
      title: 'Лекция о кофе',
      startsAt: '2035-03-03T19:00:00+03:00',
    });
  });
  afterAll(() => t.close());

  it('finds places by a typo, another form, capitals and the Latin layout, on the public list', async () => {
    for (const q of ['кафейня', 'кофейни', 'КОФЕЙНЯ', 'rjatqyz', 'коф', 'кофеиня', 'зерно']) {
      const found = await names('/api/places', q);
      expect(found, q).toContain('Кофейня «Зерно»');
      expect(found, q).not.toContain('Бар «Полночь»');
    }
    expect(await names('/api/places', 'полночь')).toEqual(['Бар «Полночь»']);
    expect(await names('/api/places', 'театр')).toEqual([]);
  });

  it('finds a name in Latin typed in Cyrillic and back, a hyphenated name typed joined, a slip in a short word', async () => {
    const cases = {
      'кофи хаус': 'Coffee House',
      хаус: 'Coffee House',
      'pianino bar': 'Пианино-бар',
      суперфуд: 'Супер-Фуд',
      'супер фуд': 'Супер-Фуд',
      'чёрный кит': 'Чёрный кот',
    };
    for (const [q, name] of Object.entries(cases)) expect(await names('/api/places', q), q).toEqual([name]);
    // A list is a filter, not a ranking: a word no name or text holds still has to be there.
    expect(await names('/api/places', 'чёрный абырвалг')).toEqual([]);
  });

  it('finds events by a mistyped adjective', async () => {
    expect(await names('/api/events', 'джазовй')).toEqual(['Джазовый вечер']);
    expect(await names('/api/events', 'джаз')).toEqual(['Джазовый вечер']);
    expect(await names('/api/events', 'кофе')).toEqual(['Лекция о кофе']);
  });

  it('finds by the same rules in the business panel: drafts of my places, my events, lists and organisations', async () => {
    expect((await names('/api/places', 'кафейня', owner, '&mine=true&sort=name')).sort()).toEqual([
      'Кофейня «Зерно»',
      'Кофейня у моста',
    ]);
    expect(await names('/api/places', 'rjatqyz', owner, '&mine=true&status=DRAFT')).toEqual(['Кофейня у моста']);
    expect(await names('/api/events', 'джазовй', owner, '&mine=true')).toEqual(['Джазовый вечер']);
    expect(await names('/api/event-lists', 'джазовй', owner, '&mine=true')).toEqual(['Джазовые пятницы']);
    expect(await names('/api/organisations', 'кафейня', owner, '&mine=true')).toEqual(['Кофейня Зерно и партнёры']);
    expect(await names('/api/organisations', 'ПАРТНЕРЫ', owner, '&mine=true')).toEqual(['Кофейня Зерно и партнёры']);
  });

  it('keeps the list order and its pages with a text filter', async () => {
    const first = await get('/api/places?q=кафейня&mine=true&sort=name&limit=1', owner);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/places?q=${encodeURIComponent('кафейня')}&mine=true&sort=name&limit=1`,
      headers: { origin: APP_ORIGIN, ...bearer(owner) },
    });
    const cursor = response.json().nextCursor as string;
    expect(cursor).toBeTruthy();
    const second = await get(
      `/api/places?q=${encodeURIComponent('кафейня')}&mine=true&sort=name&limit=1&cursor=${encodeURIComponent(cursor)}`,
      owner,
    );
    expect([...first, ...second].map((item) => item.name)).toEqual(['Кофейня «Зерно»', 'Кофейня у моста']);
  });

  it('answers hostile text safely on every list with a text box', async () => {
    const hostile = [
      'a & | ! :*',
      "'",
      '"кофейня"',
      '\\',
      "кофейня\\' & !",
      '(((',
      '!!!',
      'кофе:* | !бар',
      '% _ %',
      'ё'.repeat(200),
      'кафейня '.repeat(25).trim(),
    ];
    const lists = [
      '/api/places',
      '/api/events',
      '/api/event-lists',
      '/api/organisations',
      '/api/users',
      '/api/rooms',
      '/api/opinions',
      '/api/feedbacks',
      '/api/features',
    ];
    for (const path of lists) {
      for (const q of hostile) {
        const response = await t.app.inject({
          method: 'GET',
          url: `${path}?q=${encodeURIComponent(q)}`,
          headers: { origin: APP_ORIGIN, ...bearer(owner) },
        });
        expect(response.statusCode, `${path} ${q}: ${response.body}`).toBe(200);
      }
      // Longer than a search box holds: the field is named, nothing breaks.
      const long = await t.app.inject({ method: 'GET', url: `${path}?q=${'к'.repeat(500)}`, headers: bearer(owner) });
      expect(long.statusCode, `${path}: ${long.body}`).toBe(400);
      expect(long.body).toContain('q');
    }
    const chats = await t.app.inject({
      method: 'GET',
      url: `/api/chats?q=${encodeURIComponent('a & | ! :*')}`,
      headers: bearer(owner),
    });
    expect(chats.statusCode, chats.body).toBe(200);
  });
});
