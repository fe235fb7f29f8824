import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventLists, organisations, places, userSubscriptions } from '../../db/schema.ts';
import { APP_ORIGIN, bearer, createTestApp, type Session, signUp, type TestApp } from '../../testing/test-app.ts';

type Status = { subscribed: boolean; followedBack: boolean; friends: boolean; followers: number };

describe('user-subscriptions', () => {
  let t: TestApp;
  let anna: Session & { username: string };
  let boris: Session & { username: string };
  let vera: Session & { username: string };
  let place: { id: string; code: string };
  let draft: { id: string; code: string };
  let organisation: { id: string; code: string };
  let eventList: { id: string; code: string };

  const post = (url: string, payload: object, session?: Session) =>
    t.app.inject({
      method: 'POST',
      url: `/api/user-subscriptions/${url}`,
      payload,
      headers: { origin: APP_ORIGIN, ...(session ? bearer(session) : {}) },
    });
  const get = (url: string, session?: Session) =>
    t.app.inject({ method: 'GET', url, headers: session ? bearer(session) : {} });
  const rowsOf = async (subscriberId: string) =>
    t.app.db.select().from(userSubscriptions).where(eq(userSubscriptions.subscriberId, subscriberId));

  beforeAll(async () => {
    t = await createTestApp();
    anna = await signUp(t.app, { username: 'anna_follows', displayName: 'Анна' });
    boris = await signUp(t.app, { username: 'boris_follows', displayName: 'Борис' });
    vera = await signUp(t.app, { username: 'vera_follows', displayName: 'Вера' });
    const [org] = await t.app.db.insert(organisations).values({ code: 'orgsub01', name: 'Кофейни' }).returning();
    organisation = org as typeof organisation;
    const [published, hidden] = await t.app.db
      .insert(places)
      .values([
        { code: 'placesub1', name: 'Кофейня', organisationId: organisation.id },
        { code: 'placesub2', name: 'Черновик', organisationId: organisation.id, status: 'DRAFT' },
      ])
      .returning();
    place = published as typeof place;
    draft = hidden as typeof draft;
    const [list] = await t.app.db.insert(eventLists).values({ code: 'listsub01', name: 'Джаз' }).returning();
    eventList = list as typeof eventList;
  });
  afterAll(() => t.close());

  it('subscribing twice leaves one subscription, and the answer says so', async () => {
    const first = await post('subscribe', { userId: boris.userId }, anna);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ subscribed: true, followedBack: false, friends: false, followers: 1 });
    const again = await post('subscribe', { userId: 'boris_follows' }, anna);
    expect(again.json()).toEqual({ subscribed: true, followedBack: false, friends: false, followers: 1 });
    const rows = (await rowsOf(anna.userId)).filter((row) => row.userId === boris.userId);
    expect(rows).toHaveLength(1);
  });

  it('ten parallel subscribes leave one subscription', async () => {
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => post('subscribe', { placeId: place.code }, vera)),
    );
    for (const response of responses) expect(response.statusCode, response.body).toBe(200);
    const rows = (await rowsOf(vera.userId)).filter((row) => row.placeId === place.id);
    expect(rows).toHaveLength(1);
    expect(responses.map((response) => (response.json() as Status).followers)).toEqual(Array(10).fill(1));
  });

  it('unsubscribing is idempotent, also when one never followed', async () => {
    await post('subscribe', { organisationId: organisation.id }, boris);
    const first = await post('unsubscribe', { organisationId: organisation.code }, boris);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ subscribed: false, followedBack: false, friends: false, followers: 0 });
    const again = await post('unsubscribe', { organisationId: organisation.code }, boris);
    expect(again.statusCode).toBe(200);
    expect(again.json().subscribed).toBe(false);
    const never = await post('unsubscribe', { eventListId: eventList.id }, boris);
    expect(never.statusCode).toBe(200);
    expect((await rowsOf(boris.userId)).filter((row) => row.organisationId !== null)).toHaveLength(0);
  });

  it('nobody follows themself', async () => {
    for (const key of [anna.userId, 'anna_follows']) {
      const response = await post('subscribe', { userId: key }, anna);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({ userId: 'Нельзя подписаться на самого себя' });
    }
    expect((await rowsOf(anna.userId)).filter((row) => row.userId === anna.userId)).toHaveLength(0);
  });

  it('a body names exactly one existing target, and only a signed-in caller subscribes', async () => {
    const none = await post('subscribe', {}, anna);
    expect(none.statusCode).toBe(400);
    expect(Object.keys(none.json().fields).sort()).toEqual(['eventListId', 'organisationId', 'placeId', 'userId']);
    const two = await post('subscribe', { userId: boris.userId, placeId: place.id }, anna);
    expect(two.statusCode).toBe(400);
    expect(Object.keys(two.json().fields)).toEqual(['placeId']);
    const missing = await post('subscribe', { eventListId: '00000000-0000-4000-8000-000000000000' }, anna);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ eventListId: 'Список событий не найден' });
    const anonymous = await post('subscribe', { userId: boris.userId });
    expect(anonymous.statusCode).toBe(401);
    // A draft place is not there for those outside its organisation.
    const hidden = await post('subscribe', { placeId: draft.code }, anna);
    expect(hidden.statusCode).toBe(400);
    expect(hidden.json().fields).toEqual({ placeId: 'Место не найдено' });
  });

  it('friends are mutual followers, as the status and the people list tell', async () => {
    const cyril = await signUp(t.app, { username: 'cyril_follows' });
    const dina = await signUp(t.app, { username: 'dina_follows' });
    await post('subscribe', { userId: dina.userId }, cyril);
    const oneWay = await get(`/api/user-subscriptions/status?user=dina_follows`, cyril);
    expect(oneWay.json()).toEqual({ subscribed: true, followedBack: false, friends: false, followers: 1 });
    const seenByDina = await get(`/api/user-subscriptions/status?user=cyril_follows`, dina);
    expect(seenByDina.json()).toEqual({ subscribed: false, followedBack: true, friends: false, followers: 0 });

    const back = await post('subscribe', { userId: cyril.userId }, dina);
    expect(back.json()).toEqual({ subscribed: true, followedBack: true, friends: true, followers: 1 });
    expect((await get(`/api/user-subscriptions/status?user=${dina.userId}`, cyril)).json()).toEqual({
      subscribed: true,
      followedBack: true,
      friends: true,
      followers: 1,
    });
    const person = (await get(`/api/users?id=${dina.userId}`, cyril)).json().items[0];
    expect(person).toMatchObject({ followers: 1, following: 1, subscribed: true, friends: true });
    const asStranger = (await get(`/api/users?id=${dina.userId}`, anna)).json().items[0];
    expect(asStranger).toMatchObject({ followers: 1, following: 1, subscribed: false, friends: false });
    const anonymous = (await get(`/api/users?id=${dina.userId}`)).json().items[0];
    expect(anonymous).toMatchObject({ subscribed: false, friends: false });

    await post('unsubscribe', { userId: cyril.userId }, dina);
    expect((await get(`/api/user-subscriptions/status?user=${dina.userId}`, cyril)).json().friends).toBe(false);
  });

  it('status counts the followers of places and lists for anyone, and names a bad query', async () => {
    const anonymous = await get(`/api/user-subscriptions/status?place=${place.code}`);
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toEqual({ subscribed: false, followedBack: false, friends: false, followers: 1 });
    expect((await get(`/api/user-subscriptions/status?place=${place.id}`, vera)).json().subscribed).toBe(true);
    const none = await get('/api/user-subscriptions/status');
    expect(none.statusCode).toBe(400);
    expect(none.json().fields).toHaveProperty('user');
    const two = await get(`/api/user-subscriptions/status?user=${anna.userId}&place=${place.id}`);
    expect(Object.keys(two.json().fields)).toEqual(['place']);
    const unknown = await get('/api/user-subscriptions/status?organisation=nothing-here');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual({ organisation: 'Организация не найдена' });
  });

  it('lists what someone follows and who follows something, newest first, page by page', async () => {
    const fan = await signUp(t.app, { username: 'fan_follows', displayName: 'Фанат' });
    await post('subscribe', { userId: anna.userId }, fan);
    await post('subscribe', { placeId: place.id }, fan);
    await post('subscribe', { organisationId: organisation.id }, fan);
    await post('subscribe', { eventListId: eventList.code }, fan);

    const mine = await get('/api/user-subscriptions', fan);
    expect(mine.statusCode, mine.body).toBe(200);
    const items = mine.json().items as { kind: string }[];
    expect(items.map((item) => item.kind)).toEqual(['EVENT_LIST', 'ORGANISATION', 'PLACE', 'USER']);
    expect(mine.json().items[0]).toMatchObject({
      subscriber: { id: fan.userId, username: 'fan_follows', displayName: 'Фанат', avatarFileId: null },
      eventList: { id: eventList.id, code: 'listsub01', name: 'Джаз' },
      user: null,
      place: null,
      organisation: null,
    });
    expect(mine.json().items[3].user).toMatchObject({ id: anna.userId, displayName: 'Анна' });

    const pages: string[] = [];
    let cursor: string | null = null;
    do {
      const response = await get(
        `/api/user-subscriptions?subscriber=fan_follows&limit=3${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(response.statusCode).toBe(200);
      pages.push(...response.json().items.map((item: { kind: string }) => item.kind));
      cursor = response.json().nextCursor;
    } while (cursor);
    expect(pages).toEqual(['EVENT_LIST', 'ORGANISATION', 'PLACE', 'USER']);

    const places = await get(`/api/user-subscriptions?subscriber=${fan.userId}&kind=PLACE`);
    expect(places.json().items.map((item: { place: { code: string } }) => item.place.code)).toEqual([place.code]);

    const followers = await get(`/api/user-subscriptions?place=${place.code}`);
    expect(followers.json().items.map((item: { subscriber: { id: string } }) => item.subscriber.id)).toEqual([
      fan.userId,
      vera.userId,
    ]);
    const annaFollowers = await get(`/api/user-subscriptions?user=anna_follows`);
    expect(annaFollowers.json().items.map((item: { subscriber: { id: string } }) => item.subscriber.id)).toEqual([
      fan.userId,
    ]);
  });

  it('a list needs someone to be about, and hides draft places from strangers', async () => {
    const anonymous = await get('/api/user-subscriptions');
    expect(anonymous.statusCode).toBe(400);
    expect(anonymous.json().fields).toHaveProperty('subscriber');
    expect((await get('/api/user-subscriptions?subscriber=no_such_person')).json()).toEqual({
      items: [],
      nextCursor: null,
    });
    const twoTargets = await get(`/api/user-subscriptions?user=${anna.userId}&place=${place.id}`);
    expect(twoTargets.statusCode).toBe(400);
    expect(Object.keys(twoTargets.json().fields)).toEqual(['place']);

    // Someone followed the place while it was published; then it became a draft.
    await t.app.db.insert(userSubscriptions).values({ subscriberId: boris.userId, placeId: draft.id });
    const borisList = await get(`/api/user-subscriptions?subscriber=${boris.userId}&kind=PLACE`);
    expect(borisList.json().items).toEqual([]);
    expect((await get(`/api/user-subscriptions?place=${draft.id}`)).json().items).toEqual([]);
    // Leaving it still works.
    const leave = await post('unsubscribe', { placeId: draft.id }, boris);
    expect(leave.statusCode).toBe(200);
    const left = await t.app.db
      .select()
      .from(userSubscriptions)
      .where(and(eq(userSubscriptions.subscriberId, boris.userId), eq(userSubscriptions.placeId, draft.id)));
    expect(left).toHaveLength(0);
  });
});
