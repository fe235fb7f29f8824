import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventOccurrences, events } from '../../db/schema.ts';
import {
  APP_ORIGIN,
  bearer,
  createTestApp,
  grant,
  type Session,
  signUp,
  type TestApp,
} from '../../testing/test-app.ts';

type Role = 'root' | 'owner' | 'member' | 'otherMember' | 'stranger' | 'anonymous';

// Dates a few weeks ahead, so "upcoming" lists include them whatever day the suite runs. Monday 2030-01-07.
const MONDAY = '2030-01-07';

describe('event lists and events', () => {
  let t: TestApp;
  const as: Partial<Record<Role, Session>> = {};
  let organisationId = '';
  let moscowPlace = '';
  let yekaterinburgPlace = '';
  let list: { id: string; code: string };
  let event: { id: string; code: string };

  const call = (method: 'GET' | 'POST', url: string, role: Role, payload?: object) => {
    const session = as[role];
    return t.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: { origin: APP_ORIGIN, ...(session ? bearer(session) : {}) },
    });
  };
  const create = async (fields: object, role: Role = 'owner') => {
    const response = await call('POST', '/api/events/editor', role, { placeId: moscowPlace, ...fields });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const titles = async (query: string, role: Role = 'anonymous') => {
    const response = await call('GET', `/api/events?${query}`, role);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().items.map((item: { title: string }) => item.title) as string[];
  };

  beforeAll(async () => {
    t = await createTestApp();
    for (const role of ['root', 'owner', 'member', 'otherMember', 'stranger'] as const) as[role] = await signUp(t.app);
    await grant(t.app, (as.root as Session).userId, ['ROOT']);
    await grant(t.app, (as.owner as Session).userId, ['BUSINESS_PANEL']);
    await grant(t.app, (as.otherMember as Session).userId, ['BUSINESS_PANEL']);
    organisationId = (await call('POST', '/api/organisations/editor', 'owner', { name: 'Джаз-клуб' })).json().id;
    await call('POST', '/api/organisations/editor', 'otherMember', { name: 'Чужие' });
    await call('POST', '/api/user-organisation-binds/editor', 'owner', {
      userId: (as.member as Session).userId,
      organisationId,
    });
    moscowPlace = (
      await call('POST', '/api/places/editor', 'owner', {
        organisationId,
        name: 'Сцена',
        latitude: 56.32,
        longitude: 44.0,
      })
    ).json().id;
    yekaterinburgPlace = (
      await call('POST', '/api/places/editor', 'owner', {
        organisationId,
        name: 'Уральская сцена',
        timeZone: 'Asia/Yekaterinburg',
        latitude: 56.84,
        longitude: 60.6,
      })
    ).json().id;
    list = (
      await call('POST', '/api/event-lists/editor', 'owner', { name: 'Джаз по средам', placeId: moscowPlace })
    ).json();
    event = await create({
      title: 'Вечер джаза',
      eventListId: list.id,
      startsAt: `${MONDAY}T19:00:00+03:00`,
      endsAt: `${MONDAY}T22:00:00+03:00`,
      price: 500,
      tags: ['MUSIC'],
    });
  });
  afterAll(() => t.close());

  it('an event list takes its place’s organisation; an event takes its place’s time zone', async () => {
    expect(list).toMatchObject({ name: 'Джаз по средам', organisationId, place: { id: moscowPlace } });
    expect(event).toMatchObject({
      title: 'Вечер джаза',
      organisationId,
      eventList: { id: list.id, name: 'Джаз по средам' },
      place: { id: moscowPlace, name: 'Сцена' },
      timeZone: 'Europe/Moscow',
      startMinute: 19 * 60,
      startsAt: `${MONDAY}T16:00:00.000Z`,
    });
    const listed = (await call('GET', `/api/event-lists?id=${list.id}`, 'anonymous')).json().items[0];
    expect(listed.upcomingEventCount).toBe(1);
  });

  const matrix: Array<[string, (role: Role) => Promise<number>, Record<Role, number>]> = [
    [
      'GET events/check_access',
      (role) => call('GET', `/api/events/check_access?event=${event.code}`, role).then((r) => r.statusCode),
      { root: 200, owner: 200, member: 200, otherMember: 200, stranger: 200, anonymous: 200 },
    ],
    [
      'POST events/editor (update)',
      (role) => call('POST', '/api/events/editor', role, { id: event.id, description: role }).then((r) => r.statusCode),
      { root: 200, owner: 200, member: 200, otherMember: 403, stranger: 403, anonymous: 401 },
    ],
    [
      'POST events/editor (create at the place)',
      (role) =>
        call('POST', '/api/events/editor', role, {
          placeId: moscowPlace,
          title: `Событие ${role}`,
          startsAt: '2030-02-01T10:00:00Z',
        }).then((r) => r.statusCode),
      { root: 200, owner: 200, member: 200, otherMember: 403, stranger: 403, anonymous: 401 },
    ],
    [
      'GET events/blank',
      (role) => call('GET', '/api/events/blank', role).then((r) => r.statusCode),
      { root: 200, owner: 200, member: 403, otherMember: 200, stranger: 403, anonymous: 401 },
    ],
    [
      'GET event-lists/check_access',
      (role) => call('GET', `/api/event-lists/check_access?eventList=${list.code}`, role).then((r) => r.statusCode),
      { root: 200, owner: 200, member: 200, otherMember: 200, stranger: 200, anonymous: 200 },
    ],
    [
      'POST event-lists/editor (update)',
      (role) =>
        call('POST', '/api/event-lists/editor', role, { id: list.id, description: role }).then((r) => r.statusCode),
      { root: 200, owner: 200, member: 200, otherMember: 403, stranger: 403, anonymous: 401 },
    ],
    [
      'POST event-lists/editor (create in the organisation)',
      (role) =>
        call('POST', '/api/event-lists/editor', role, { organisationId, name: `Список ${role}` }).then(
          (r) => r.statusCode,
        ),
      { root: 200, owner: 200, member: 200, otherMember: 403, stranger: 403, anonymous: 401 },
    ],
  ];
  const rows = matrix.flatMap(([name, run, expected]) =>
    (Object.keys(expected) as Role[]).map((role) => [name, role, expected[role], run] as const),
  );
  it.each(rows)('%s as %s → %i', async (_name, role, status, run) => {
    expect(await run(role)).toBe(status);
  });

  it('check_access tells each role the truth', async () => {
    const access = async (role: Role) => (await call('GET', `/api/events/check_access?event=${event.id}`, role)).json();
    expect(await access('member')).toEqual({ canView: true, canEdit: true, canDelete: false });
    expect(await access('otherMember')).toEqual({ canView: true, canEdit: false, canDelete: false });
    expect(await access('anonymous')).toEqual({ canView: true, canEdit: false, canDelete: false });
    const listAccess = async (role: Role) =>
      (await call('GET', `/api/event-lists/check_access?eventList=${list.id}`, role)).json();
    expect(await listAccess('member')).toEqual({ canView: true, canEdit: true, canDelete: false });
    expect(await listAccess('stranger')).toEqual({ canView: true, canEdit: false, canDelete: false });
  });

  it('time-of-day slots and weekdays are read by the place’s clock, at the edges', async () => {
    await create({ title: 'Утро до полудня', startsAt: `${MONDAY}T11:59:00+03:00` });
    await create({ title: 'Ровно полдень', startsAt: `${MONDAY}T12:00:00+03:00` });
    await create({ title: 'Почти полночь', startsAt: `${MONDAY}T23:59:00+03:00` });
    // 00:30 on Tuesday in Yekaterinburg is 22:30 on Monday in Moscow: by the place's clock it is Tuesday morning.
    await create({ title: 'Уральская ночь', placeId: yekaterinburgPlace, startsAt: '2030-01-07T19:30:00Z' });
    const range = `from=${MONDAY}T00:00:00%2B03:00&to=2030-01-09T00:00:00%2B03:00`;
    expect(await titles(`${range}&slot=morning&weekdays=MONDAY`)).toEqual(['Утро до полудня']);
    expect(await titles(`${range}&slot=afternoon&weekdays=MONDAY`)).toEqual(['Ровно полдень']);
    expect(await titles(`${range}&slot=evening&weekdays=MONDAY`)).toEqual(['Вечер джаза', 'Почти полночь']);
    expect(await titles(`${range}&slot=morning&weekdays=TUESDAY`)).toEqual(['Уральская ночь']);
    expect(await titles(`${range}&weekdays=MONDAY&weekdays=TUESDAY&tags=MUSIC`)).toEqual(['Вечер джаза']);
    const urals = (await call('GET', `/api/events?${range}&q=уральская`, 'anonymous')).json().items[0];
    expect(urals).toMatchObject({ timeZone: 'Asia/Yekaterinburg', startMinute: 30 });
  });

  it('a weekly series is stored once and its occurrences appear in lists', async () => {
    const series = await create({
      title: 'Джем по средам и пятницам',
      startsAt: '2030-01-09T20:00:00+03:00',
      repeatWeekdays: ['WEDNESDAY', 'FRIDAY'],
      repeatUntil: '2030-01-25T23:59:00+03:00',
    });
    const listed = (await call('GET', `/api/events?event=${series.id}&past=true`, 'anonymous')).json().items as {
      startsAt: string;
      id: string;
      code: string;
    }[];
    expect(listed.map((item) => item.startsAt)).toEqual([
      '2030-01-09T17:00:00.000Z',
      '2030-01-11T17:00:00.000Z',
      '2030-01-16T17:00:00.000Z',
      '2030-01-18T17:00:00.000Z',
      '2030-01-23T17:00:00.000Z',
      '2030-01-25T17:00:00.000Z',
    ]);
    expect(new Set(listed.map((item) => item.code))).toEqual(new Set([series.code]));
    expect((await t.app.db.select().from(events).where(eq(events.id, series.id))).length).toBe(1);
    expect(await titles('weekdays=FRIDAY&q=джем&from=2030-01-01T00:00:00Z')).toHaveLength(3);
    // Shortening the series rewrites its occurrences.
    await call('POST', '/api/events/editor', 'owner', { id: series.id, repeatUntil: '2030-01-12T00:00:00+03:00' });
    const left = await t.app.db.select().from(eventOccurrences).where(eq(eventOccurrences.eventId, series.id));
    expect(left).toHaveLength(2);
  });

  it('a draft is seen by its team only; past events only when asked', async () => {
    await create({ title: 'Секретный концерт', startsAt: '2030-03-01T19:00:00+03:00', status: 'DRAFT' });
    expect(await titles('q=секретный')).toEqual([]);
    expect(await titles('q=секретный', 'member')).toEqual(['Секретный концерт']);
    const past = await create({ title: 'Прошедший вечер', startsAt: '2020-03-01T19:00:00+03:00' });
    expect(await titles('q=прошедший')).toEqual([]);
    expect(await titles('q=прошедший&past=true')).toEqual(['Прошедший вечер']);
    expect((await call('GET', `/api/events/check_access?event=${past.code}`, 'anonymous')).statusCode).toBe(200);
  });

  it('an event that started days ago and is still on is listed as not over; one that ended is not', async () => {
    const day = 24 * 60 * 60 * 1000;
    const now = Date.now();
    await create({
      title: 'Фестиваль трёх дней',
      startsAt: new Date(now - 2 * day).toISOString(),
      endsAt: new Date(now + day).toISOString(),
    });
    await create({
      title: 'Фестиваль вчерашний',
      startsAt: new Date(now - 3 * day).toISOString(),
      endsAt: new Date(now - day / 2).toISOString(),
    });
    expect(await titles('q=фестиваль')).toEqual(['Фестиваль трёх дней']);
    expect((await titles('q=фестиваль&past=true')).sort()).toEqual(['Фестиваль вчерашний', 'Фестиваль трёх дней']);
  });

  it('relation filters take an id or a code; mine keeps the caller’s organisations', async () => {
    const placeCode = (await call('GET', `/api/places?id=${moscowPlace}`, 'anonymous')).json().items[0].code;
    const range = 'from=2030-01-07T00:00:00Z&to=2030-01-08T00:00:00Z';
    const byId = await titles(`${range}&place=${moscowPlace}`);
    expect(byId.length).toBeGreaterThan(0);
    expect(await titles(`${range}&place=${placeCode}`)).toEqual(byId);
    expect(await titles(`${range}&eventList=${list.code}`)).toEqual(['Вечер джаза']);
    expect(await titles(`${range}&place=no-such-place`)).toEqual([]);
    const mine = await titles(`${range}&mine=true`, 'member');
    expect(mine.length).toBeGreaterThan(0);
    expect(mine).toEqual(await titles(`${range}&organisation=${organisationId}`, 'member'));
    expect(await titles(`${range}&mine=true`, 'otherMember')).toEqual([]);
    expect((await call('GET', `/api/event-lists?mine=true&place=${placeCode}`, 'member')).json().items).toHaveLength(1);
    expect((await call('GET', '/api/places?mine=true', 'stranger')).json().items).toEqual([]);
  });

  it('events near a point, ordered by start', async () => {
    const near = await titles('lat=56.84&lng=60.6&radius=10&from=2030-01-01T00:00:00Z');
    expect(near).toEqual(['Уральская ночь']);
    expect(await titles('lat=56.32&lng=44.0&radius=10&from=2030-01-07T00:00:00Z&to=2030-01-07T20:00:00Z')).toEqual([
      'Утро до полудня',
      'Ровно полдень',
      'Вечер джаза',
    ]);
  });

  it('events in a map’s view (bbox), ordered by start; a bad box is a 400 naming bbox', async () => {
    // Yekaterinburg's box has its one event; Nizhny Novgorod's has the others, not that one.
    expect(await titles('bbox=60.4,56.7,60.8,56.9&from=2030-01-01T00:00:00Z')).toEqual(['Уральская ночь']);
    const volga = await titles('bbox=43.8,56.2,44.2,56.4&from=2030-01-07T00:00:00Z&to=2030-01-07T20:00:00Z');
    expect(volga).toEqual(['Утро до полудня', 'Ровно полдень', 'Вечер джаза']);
    const bad = await call('GET', '/api/events?bbox=60.4,56.9,60.8,56.7', 'anonymous');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(['bbox']);
  });

  it('moving a place moves its events’ occurrences along', async () => {
    await call('POST', '/api/places/field-editor', 'owner', { id: yekaterinburgPlace, field: 'latitude', value: 57.0 });
    expect(await titles('lat=56.84&lng=60.6&radius=10&from=2030-01-01T00:00:00Z')).toEqual([]);
    expect(await titles('lat=57.0&lng=60.6&radius=10&from=2030-01-01T00:00:00Z')).toEqual(['Уральская ночь']);
  });

  it('bad input on every editor field names the field and writes nothing', async () => {
    const start = { startsAt: '2030-04-01T19:00:00+03:00' };
    const cases: Array<[object, string]> = [
      [{ ...start, title: '' }, 'title'],
      [{ ...start, title: 'x'.repeat(121) }, 'title'],
      [{ ...start, title: 'Ок', description: 'x'.repeat(5001) }, 'description'],
      [{ title: 'Ок' }, 'startsAt'],
      [{ title: 'Ок', startsAt: 'завтра' }, 'startsAt'],
      [{ ...start, title: 'Ок', endsAt: '2030-04-01T18:00:00+03:00' }, 'endsAt'],
      [{ ...start, title: 'Ок', placeId: 'nope' }, 'placeId'],
      [{ ...start, title: 'Ок', placeId: '00000000-0000-4000-8000-000000000000' }, 'placeId'],
      [{ ...start, title: 'Ок', eventListId: '00000000-0000-4000-8000-000000000000' }, 'eventListId'],
      [{ ...start, title: 'Ок', price: -1 }, 'price'],
      [{ ...start, title: 'Ок', price: 1.5 }, 'price'],
      [{ ...start, title: 'Ок', tags: ['DISCO'] }, 'tags.0'],
      [{ ...start, title: 'Ок', featureIds: ['00000000-0000-4000-8000-000000000000'] }, 'featureIds.0'],
      [{ ...start, title: 'Ок', coverFileId: '00000000-0000-4000-8000-000000000000' }, 'coverFileId'],
      [{ ...start, title: 'Ок', status: 'LIVE' }, 'status'],
      [{ ...start, title: 'Ок', repeatWeekdays: ['FUNDAY'] }, 'repeatWeekdays.0'],
      [{ ...start, title: 'Ок', repeatWeekdays: ['MONDAY'] }, 'repeatUntil'],
      [{ ...start, title: 'Ок', repeatWeekdays: ['MONDAY'], repeatUntil: '2030-03-01T00:00:00Z' }, 'repeatUntil'],
      [{ ...start, title: 'Ок', repeatWeekdays: ['MONDAY'], repeatUntil: '2032-04-01T00:00:00Z' }, 'repeatUntil'],
    ];
    const before = (await t.app.db.select().from(events)).length;
    for (const [payload, field] of cases) {
      const response = await call('POST', '/api/events/editor', 'owner', { placeId: moscowPlace, ...payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(response.json().fields), JSON.stringify(payload)).toContain(field);
    }
    const noPlace = await call('POST', '/api/events/editor', 'owner', { title: 'Нигде', ...start });
    expect(Object.keys(noPlace.json().fields)).toEqual(['placeId']);
    expect((await t.app.db.select().from(events)).length).toBe(before);
    const listCases: Array<[object, string]> = [
      [{ name: '' }, 'name'],
      [{ name: 'Список' }, 'organisationId'],
      [{ name: 'Список', placeId: '00000000-0000-4000-8000-000000000000' }, 'placeId'],
      [{ name: 'Список', organisationId: 'x' }, 'organisationId'],
    ];
    for (const [payload, field] of listCases) {
      const response = await call('POST', '/api/event-lists/editor', 'owner', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(response.json().fields), JSON.stringify(payload)).toContain(field);
    }
  });

  it('exports one event and feeds as iCalendar', async () => {
    const file = await call('GET', `/api/calendar/events/${event.code}`, 'anonymous');
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('text/calendar');
    expect(file.headers['content-disposition']).toContain('.ics');
    expect(file.body).toContain('BEGIN:VCALENDAR');
    expect(file.body).toContain('SUMMARY:Вечер джаза');
    expect(file.body).toContain('DTSTART:20300107T160000Z');
    // Feeds span the last month and the year ahead.
    const soon = new Date(Date.now() + 10 * 24 * 3600 * 1000).toISOString();
    await create({ title: 'Скоро джем', eventListId: list.id, startsAt: soon });
    const feed = await call('GET', `/api/calendar/event-lists/${list.code}`, 'anonymous');
    expect(feed.body.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(feed.body).toContain('SUMMARY:Скоро джем');
    const placeFeed = await call('GET', `/api/calendar/places/${moscowPlace}`, 'anonymous');
    expect(placeFeed.body).toContain('SUMMARY:Скоро джем');
    // Drafts never leave the building.
    expect(placeFeed.body).not.toContain('Секретный');
    expect((await call('GET', '/api/calendar/events/nothing-here', 'anonymous')).statusCode).toBe(404);
  });
});
