import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMembers, chats, roomParticipants, rooms, userSubscriptions } from '../../db/schema.ts';
import {
  APP_ORIGIN,
  bearer,
  createTestApp,
  grant,
  type Session,
  signUp,
  type TestApp,
} from '../../testing/test-app.ts';

type Role = 'root' | 'owner' | 'stranger' | 'follower' | 'mutual' | 'participant' | 'anonymous';
type RoomItem = {
  id: string;
  code: string;
  title: string;
  placeId: string | null;
  place: { id: string; code: string; name: string } | null;
  eventId: string | null;
  event: { id: string; code: string; title: string; startsAt: string } | null;
  startsAt: string;
  capacity: number | null;
  participantCount: number;
  joined: boolean;
  chatId: string | null;
  visibility: string;
  owner: { id: string; username: string | null };
};

const DAY = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

describe('rooms', () => {
  let t: TestApp;
  const as: Partial<Record<Role, Session & { username: string }>> = {};
  let place: { id: string; code: string; name: string; timeZone: string };
  let hiddenPlace: { id: string };
  let event: { id: string; code: string; title: string; startsAt: string };
  let draftEvent: { id: string };

  const headers = (session?: Session) => ({ origin: APP_ORIGIN, ...(session ? bearer(session) : {}) });
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, role: Role | Session, payload?: object) => {
    const session = typeof role === 'string' ? as[role] : role;
    return t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: headers(session) });
  };
  const create = async (fields: object, role: Role | Session = 'owner'): Promise<RoomItem> => {
    const response = await call('POST', '/api/rooms/editor', role, {
      title: 'Идём вместе',
      placeId: place.id,
      startsAt: inDays(2),
      ...fields,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const toggle = (roomId: string, role: Role | Session) =>
    call('POST', '/api/rooms/toggle-participant', role, { roomId });
  const chatMemberIds = async (chatId: string) =>
    (await t.app.db.select().from(chatMembers).where(eq(chatMembers.chatId, chatId))).map((row) => row.userId).sort();
  const id = (role: Role) => (as[role] as Session).userId;

  beforeAll(async () => {
    t = await createTestApp();
    for (const role of ['root', 'owner', 'stranger', 'follower', 'mutual', 'participant'] as const) {
      as[role] = await signUp(t.app);
    }
    await grant(t.app, id('root'), ['ROOT']);
    // Follows are written directly: the subscriptions API is not what is tested here.
    await t.app.db.insert(userSubscriptions).values([
      { subscriberId: id('follower'), userId: id('owner') },
      { subscriberId: id('mutual'), userId: id('owner') },
      { subscriberId: id('owner'), userId: id('mutual') },
    ]);
    const placeResponse = await call('POST', '/api/places/editor', 'root', { name: 'Бар «Полночь»' });
    expect(placeResponse.statusCode, placeResponse.body).toBe(200);
    place = placeResponse.json();
    hiddenPlace = (await call('POST', '/api/places/editor', 'root', { name: 'Закрытый бар', status: 'DRAFT' })).json();
    const eventResponse = await call('POST', '/api/events/editor', 'root', {
      title: 'Джаз на крыше',
      placeId: place.id,
      startsAt: inDays(3),
    });
    expect(eventResponse.statusCode, eventResponse.body).toBe(200);
    event = eventResponse.json();
    draftEvent = (
      await call('POST', '/api/events/editor', 'root', {
        title: 'Черновик концерта',
        placeId: place.id,
        startsAt: inDays(4),
        status: 'DRAFT',
      })
    ).json();
  });
  afterAll(() => t.close());

  it('creating a room makes its ROOM chat with the owner as the first participant and member', async () => {
    const room = await create({ title: 'Пятничный бар', capacity: 6, description: '  У входа  ' });
    expect(room).toMatchObject({
      title: 'Пятничный бар',
      description: 'У входа',
      placeId: place.id,
      place: { id: place.id, code: place.code, name: place.name },
      eventId: null,
      event: null,
      capacity: 6,
      participantCount: 1,
      joined: true,
      visibility: 'PUBLIC',
      owner: { id: id('owner'), username: as.owner?.username },
    });
    expect(room.chatId).toBeTruthy();
    const [chat] = await t.app.db
      .select()
      .from(chats)
      .where(eq(chats.id, room.chatId as string));
    expect(chat).toMatchObject({ type: 'ROOM', title: 'Пятничный бар' });
    expect(await chatMemberIds(room.chatId as string)).toEqual([id('owner')]);
    // Others see the room but not its chat.
    const seen = (await call('GET', `/api/rooms?id=${room.id}`, 'stranger')).json().items[0];
    expect(seen).toMatchObject({ id: room.id, joined: false, chatId: null, participantCount: 1 });
    // By its code too, with the clock of its place.
    const byCode = (await call('GET', `/api/rooms?code=${room.code}`, 'stranger')).json().items;
    expect(byCode).toEqual([expect.objectContaining({ id: room.id, timeZone: place.timeZone })]);
  });

  it('an event room takes the event’s place and start when they are not given', async () => {
    const room = await create({ title: 'На джаз', placeId: undefined, startsAt: undefined, eventId: event.id });
    expect(room).toMatchObject({
      eventId: event.id,
      event: { id: event.id, code: event.code, title: 'Джаз на крыше', startsAt: event.startsAt },
      placeId: place.id,
      startsAt: event.startsAt,
    });
  });

  it('the editor refuses what cannot be a room, naming the field, and writes nothing', async () => {
    const before = (await t.app.db.select().from(rooms)).length;
    const cases: Array<[object, string]> = [
      [{ title: '' }, 'title'],
      [{ title: 'x'.repeat(121) }, 'title'],
      [{ placeId: null }, 'placeId'],
      [{ placeId: '00000000-0000-4000-8000-000000000000' }, 'placeId'],
      [{ placeId: hiddenPlace.id }, 'placeId'],
      [{ placeId: null, eventId: draftEvent.id }, 'eventId'],
      [{ placeId: null, eventId: '00000000-0000-4000-8000-000000000000' }, 'eventId'],
      [{ startsAt: undefined }, 'startsAt'],
      [{ startsAt: new Date(Date.now() - 60 * 60 * 1000).toISOString() }, 'startsAt'],
      [{ startsAt: '2027-01-01T19:00:00' }, 'startsAt'],
      [{ startsAt: inDays(365 * 3) }, 'startsAt'],
      [{ capacity: 1 }, 'capacity'],
      [{ capacity: 501 }, 'capacity'],
      [{ capacity: 2.5 }, 'capacity'],
      [{ visibility: 'EVERYONE' }, 'visibility'],
    ];
    for (const [fields, field] of cases) {
      const response = await call('POST', '/api/rooms/editor', 'stranger', {
        title: 'Комната',
        placeId: place.id,
        startsAt: inDays(1),
        ...fields,
      });
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect(Object.keys(response.json().fields), JSON.stringify(fields)).toContain(field);
    }
    expect((await t.app.db.select().from(rooms)).length).toBe(before);
    // A start a couple of minutes ago is still fine: the form was filled in a moment before.
    await create({ startsAt: new Date(Date.now() - 2 * 60 * 1000).toISOString() }, 'stranger');
  });

  it('the blank is for signed-in people; the editor needs a session', async () => {
    expect((await call('GET', '/api/rooms/blank', 'anonymous')).statusCode).toBe(401);
    const blank = await call('GET', '/api/rooms/blank', 'stranger');
    expect(blank.statusCode).toBe(200);
    expect(blank.json()).toMatchObject({ title: '', visibility: 'PUBLIC', capacity: null, placeId: null });
    const anonymous = await call('POST', '/api/rooms/editor', 'anonymous', {
      title: 'Без входа',
      placeId: place.id,
      startsAt: inDays(1),
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('only the owner (or ROOT) edits; a new title renames the chat', async () => {
    const room = await create({ title: 'Старое название' });
    for (const role of ['stranger', 'mutual'] as const) {
      const response = await call('POST', '/api/rooms/editor', role, { id: room.id, title: 'Чужое' });
      expect(response.statusCode, role).toBe(403);
    }
    expect((await call('POST', '/api/rooms/editor', 'anonymous', { id: room.id, title: 'Аноним' })).statusCode).toBe(
      401,
    );
    const renamed = await call('POST', '/api/rooms/editor', 'owner', { id: room.id, title: 'Новое название' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ title: 'Новое название', startsAt: room.startsAt });
    const [chat] = await t.app.db
      .select()
      .from(chats)
      .where(eq(chats.id, room.chatId as string));
    expect(chat?.title).toBe('Новое название');
    const byRoot = await call('POST', '/api/rooms/editor', 'root', { id: room.id, description: 'Модерация' });
    expect(byRoot.statusCode, byRoot.body).toBe(200);
    const access = await call('GET', `/api/rooms/check_access?room=${room.code}`, 'stranger');
    expect(access.json()).toEqual({ canView: true, canEdit: false, canDelete: false });
    const own = await call('GET', `/api/rooms/check_access?room=${room.code}`, 'owner');
    expect(own.json()).toEqual({ canView: true, canEdit: true, canDelete: true });
  });

  it('a form sending back a start already passed still saves; moving the start into the past does not', async () => {
    const room = await create({});
    const past = new Date(Date.now() - DAY);
    await t.app.db.update(rooms).set({ startsAt: past }).where(eq(rooms.id, room.id));
    const same = await call('POST', '/api/rooms/editor', 'owner', {
      id: room.id,
      title: 'Было вчера',
      startsAt: past.toISOString(),
    });
    expect(same.statusCode, same.body).toBe(200);
    const moved = await call('POST', '/api/rooms/editor', 'owner', {
      id: room.id,
      startsAt: new Date(Date.now() - 2 * DAY).toISOString(),
    });
    expect(moved.statusCode).toBe(400);
    expect(Object.keys(moved.json().fields)).toEqual(['startsAt']);
  });

  it('capacity cannot fall below the people already in the room', async () => {
    const room = await create({ capacity: 5 });
    for (const role of ['stranger', 'mutual'] as const) expect((await toggle(room.id, role)).statusCode).toBe(200);
    const lower = await call('POST', '/api/rooms/editor', 'owner', { id: room.id, capacity: 2 });
    expect(lower.statusCode).toBe(400);
    expect(Object.keys(lower.json().fields)).toEqual(['capacity']);
    const exact = await call('POST', '/api/rooms/editor', 'owner', { id: room.id, capacity: 3 });
    expect(exact.statusCode, exact.body).toBe(200);
    expect(exact.json()).toMatchObject({ capacity: 3, participantCount: 3 });
    const unlimited = await call('POST', '/api/rooms/editor', 'owner', { id: room.id, capacity: null });
    expect(unlimited.json()).toMatchObject({ capacity: null, participantCount: 3 });
  });

  it('toggling joins and leaves, and the chat membership follows', async () => {
    const room = await create({ capacity: 3 });
    const joined = await toggle(room.id, 'stranger');
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json()).toEqual({ joined: true, participants: 2, capacity: 3 });
    expect(await chatMemberIds(room.chatId as string)).toEqual([id('owner'), id('stranger')].sort());
    const item = (await call('GET', `/api/rooms?id=${room.id}`, 'stranger')).json().items[0];
    expect(item).toMatchObject({ joined: true, chatId: room.chatId, participantCount: 2 });
    const mine = (await call('GET', '/api/rooms?mine=true', 'stranger')).json().items as RoomItem[];
    expect(mine.map((r) => r.id)).toContain(room.id);

    const left = await toggle(room.id, 'stranger');
    expect(left.json()).toEqual({ joined: false, participants: 1, capacity: 3 });
    expect(await chatMemberIds(room.chatId as string)).toEqual([id('owner')]);
    const after = (await call('GET', `/api/rooms?id=${room.id}`, 'stranger')).json().items[0];
    expect(after).toMatchObject({ joined: false, chatId: null, participantCount: 1 });
  });

  it('the owner cannot leave their own room; they delete it instead', async () => {
    const room = await create({});
    const response = await toggle(room.id, 'owner');
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields)).toEqual(['roomId']);
    expect(response.json().message).toMatch(/удалите/);
    expect(await chatMemberIds(room.chatId as string)).toEqual([id('owner')]);
  });

  it('joining needs a session, a room one may see, and a meeting not long over', async () => {
    const room = await create({});
    expect((await toggle(room.id, 'anonymous')).statusCode).toBe(401);
    const unknown = await toggle('00000000-0000-4000-8000-000000000000', 'stranger');
    expect(unknown.statusCode).toBe(404);
    expect(Object.keys(unknown.json().fields)).toEqual(['roomId']);
    expect((await call('POST', '/api/rooms/toggle-participant', 'stranger', { roomId: 'nope' })).statusCode).toBe(400);

    const hidden = await create({ visibility: 'FRIENDS' });
    expect((await toggle(hidden.id, 'stranger')).statusCode).toBe(404);
    expect((await toggle(hidden.id, 'mutual')).statusCode).toBe(200);

    const old = await create({});
    await t.app.db
      .update(rooms)
      .set({ startsAt: new Date(Date.now() - 7 * 60 * 60 * 1000) })
      .where(eq(rooms.id, old.id));
    const late = await toggle(old.id, 'stranger');
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toMatch(/Встреча уже прошла/);
  });

  it('a full room refuses with 409 naming roomId', async () => {
    const room = await create({ capacity: 2 });
    expect((await toggle(room.id, 'stranger')).json()).toMatchObject({ joined: true, participants: 2 });
    const full = await toggle(room.id, 'mutual');
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toMatch(/^Мест нет/);
    expect(Object.keys(full.json().fields)).toEqual(['roomId']);
  });

  it('twenty people joining at once never exceed the capacity', async () => {
    const room = await create({ capacity: 5 });
    const people = await Promise.all(Array.from({ length: 20 }, () => signUp(t.app)));
    const responses = await Promise.all(people.map((person) => toggle(room.id, person)));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(4);
    expect(statuses.filter((status) => status === 409)).toHaveLength(16);
    const participants = await t.app.db.select().from(roomParticipants).where(eq(roomParticipants.roomId, room.id));
    expect(participants).toHaveLength(5);
    expect(await chatMemberIds(room.chatId as string)).toHaveLength(5);
    const item = (await call('GET', `/api/rooms?id=${room.id}`, 'anonymous')).json().items[0];
    expect(item.participantCount).toBe(5);
  });

  it('lists filter by place, event, owner, mine and time, and sort by start or by creation', async () => {
    const lister = await signUp(t.app, { username: `lister${Date.now().toString(36)}` });
    const later = await create({ title: 'Позже', startsAt: inDays(10) }, lister);
    const sooner = await create({ title: 'Раньше', startsAt: inDays(5) }, lister);
    const onEvent = await create({ title: 'На событие', placeId: undefined, eventId: event.id }, lister);
    const past = await create({ title: 'Прошедшая' }, lister);
    await t.app.db
      .update(rooms)
      .set({ startsAt: new Date(Date.now() - 5 * 60 * 60 * 1000) })
      .where(eq(rooms.id, past.id));
    const titles = async (query: string, role: Role | Session = 'anonymous') => {
      const response = await call('GET', `/api/rooms?${query}`, role);
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().items as RoomItem[]).map((item) => item.title);
    };
    expect(await titles(`owner=${lister.username}`)).toEqual(['На событие', 'Раньше', 'Позже']);
    expect(await titles(`owner=${lister.userId}&upcoming=false`)).toEqual([
      'Прошедшая',
      'На событие',
      'Раньше',
      'Позже',
    ]);
    expect(await titles(`owner=${lister.userId}&sort=newest`)).toEqual(['На событие', 'Раньше', 'Позже']);
    expect(await titles(`owner=${lister.userId}&event=${event.code}`)).toEqual(['На событие']);
    expect(await titles(`owner=${lister.userId}&event=${event.id}`)).toEqual(['На событие']);
    expect(await titles(`owner=${lister.userId}&place=${place.code}`)).toEqual(['На событие', 'Раньше', 'Позже']);
    expect(await titles(`owner=${lister.userId}&q=позж`)).toEqual(['Позже']);
    expect(await titles('mine=true', lister)).toEqual(['На событие', 'Раньше', 'Позже']);
    expect(await titles('mine=true')).toEqual([]);
    expect(await titles('owner=nobody-at-all')).toEqual([]);
    // A room asked for by id is found however long ago it started.
    expect(await titles(`id=${past.id}`)).toEqual(['Прошедшая']);
    // Keyset pages over the default sort.
    const first = (await call('GET', `/api/rooms?owner=${lister.userId}&limit=2`, 'anonymous')).json();
    expect(first.items.map((item: RoomItem) => item.id)).toEqual([onEvent.id, sooner.id]);
    const second = (
      await call('GET', `/api/rooms?owner=${lister.userId}&limit=2&cursor=${first.nextCursor}`, 'anonymous')
    ).json();
    expect(second.items.map((item: RoomItem) => item.id)).toEqual([later.id]);
    expect(second.nextCursor).toBeNull();
  });

  it('deleting a room is for its owner or ROOT, and its chat goes with it', async () => {
    const room = await create({});
    expect((await toggle(room.id, 'stranger')).statusCode).toBe(200);
    expect((await call('DELETE', `/api/rooms/${room.id}`, 'stranger')).statusCode).toBe(403);
    expect((await call('DELETE', `/api/rooms/${room.id}`, 'anonymous')).statusCode).toBe(401);
    const deleted = await call('DELETE', `/api/rooms/${room.id}`, 'owner');
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(
      await t.app.db
        .select()
        .from(chats)
        .where(eq(chats.id, room.chatId as string)),
    ).toEqual([]);
    expect(await chatMemberIds(room.chatId as string)).toEqual([]);
    expect(await t.app.db.select().from(roomParticipants).where(eq(roomParticipants.roomId, room.id))).toEqual([]);
    expect((await call('GET', `/api/rooms/check_access?room=${room.id}`, 'owner')).statusCode).toBe(404);

    const moderated = await create({});
    expect((await call('DELETE', `/api/rooms/${moderated.id}`, 'root')).statusCode).toBe(200);
  });

  describe('visibility', () => {
    const visibilities = ['PUBLIC', 'FRIENDS', 'PRIVATE', 'NOTES'] as const;
    const viewers: Role[] = ['anonymous', 'stranger', 'follower', 'mutual', 'owner', 'root', 'participant'];
    // Who sees a room of each visibility. The participant joined while the room was public and follows no one.
    const sees: Record<(typeof visibilities)[number], Role[]> = {
      PUBLIC: viewers,
      FRIENDS: ['mutual', 'owner', 'root'],
      PRIVATE: ['owner', 'root', 'participant'],
      NOTES: ['owner'],
    };
    let owner: Session;
    const roomsBy: Record<string, RoomItem[]> = {};

    beforeAll(async () => {
      owner = as.owner as Session;
      for (const visibility of visibilities) {
        roomsBy[visibility] = [];
        for (const index of [1, 2]) {
          const room = await create({ title: `Матрица ${visibility} ${index}`, startsAt: inDays(20 + index) }, owner);
          expect((await toggle(room.id, 'participant')).statusCode).toBe(200);
          const changed = await call('POST', '/api/rooms/editor', owner, { id: room.id, visibility });
          expect(changed.statusCode, changed.body).toBe(200);
          roomsBy[visibility]?.push(room);
        }
      }
    });

    it('lists show each viewer exactly the rooms they may see, in full pages', async () => {
      for (const viewer of viewers) {
        const expected = visibilities
          .filter((visibility) => sees[visibility].includes(viewer))
          .flatMap((visibility) => (roomsBy[visibility] ?? []).map((room) => room.id))
          .sort();
        const seen: string[] = [];
        let cursor: string | null = null;
        do {
          const query = `owner=${owner.userId}&q=матрица&limit=3${cursor ? `&cursor=${cursor}` : ''}`;
          const response = await call('GET', `/api/rooms?${encodeURI(query)}`, viewer);
          expect(response.statusCode, response.body).toBe(200);
          const body = response.json() as { items: RoomItem[]; nextCursor: string | null };
          // Rows are filtered in the query, so every page but the last is full.
          if (body.nextCursor) expect(body.items, viewer).toHaveLength(3);
          seen.push(...body.items.map((item) => item.id));
          cursor = body.nextCursor;
        } while (cursor);
        expect(seen.sort(), viewer).toEqual(expected);
      }
    });

    it('check_access agrees with the lists, and only the owner and ROOT may edit', async () => {
      for (const visibility of visibilities) {
        const room = roomsBy[visibility]?.[0] as RoomItem;
        for (const viewer of viewers) {
          const response = await call('GET', `/api/rooms/check_access?room=${room.code}`, viewer);
          const visible = sees[visibility].includes(viewer);
          expect(response.statusCode, `${visibility} ${viewer}`).toBe(visible ? 200 : 404);
          if (visible) {
            const editor = viewer === 'owner' || viewer === 'root';
            expect(response.json(), `${visibility} ${viewer}`).toEqual({
              canView: true,
              canEdit: editor,
              canDelete: editor,
            });
          }
        }
      }
    });

    it('who is in a room is shown to exactly those who see the room, the owner first', async () => {
      for (const visibility of visibilities) {
        const room = roomsBy[visibility]?.[0] as RoomItem;
        for (const viewer of viewers) {
          const response = await call('GET', `/api/rooms/participants?room=${room.code}`, viewer);
          const visible = sees[visibility].includes(viewer);
          expect(response.statusCode, `${visibility} ${viewer}`).toBe(visible ? 200 : 404);
          if (visible) {
            expect(response.json().items.map((person: { id: string }) => person.id)).toEqual([
              id('owner'),
              id('participant'),
            ]);
            expect(response.json().total).toBe(2);
          } else {
            expect(response.body).not.toContain(id('participant'));
          }
        }
      }
    });

    it('a participant sees the chat of a private room; may leave a room hidden from them', async () => {
      const privateRoom = roomsBy.PRIVATE?.[0] as RoomItem;
      const item = (await call('GET', `/api/rooms?id=${privateRoom.id}`, 'participant')).json().items[0];
      expect(item).toMatchObject({ joined: true, chatId: privateRoom.chatId, visibility: 'PRIVATE' });
      const notes = roomsBy.NOTES?.[0] as RoomItem;
      const left = await toggle(notes.id, 'participant');
      expect(left.statusCode, left.body).toBe(200);
      expect(left.json()).toMatchObject({ joined: false });
      expect((await toggle(notes.id, 'participant')).statusCode).toBe(404);
      const membership = await t.app.db
        .select()
        .from(chatMembers)
        .where(and(eq(chatMembers.chatId, notes.chatId as string), eq(chatMembers.userId, id('participant'))));
      expect(membership).toEqual([]);
    });
  });
});
