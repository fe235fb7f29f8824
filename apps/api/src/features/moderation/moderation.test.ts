import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  complaints,
  notificationOutbox,
  opinions,
  organisations,
  userOrganisationBinds,
  users,
} from '../../db/schema.ts';
import {
  APP_ORIGIN,
  bearer,
  createTestApp,
  grant,
  type Session,
  sessionOf,
  signUp,
  type TestApp,
} from '../../testing/test-app.ts';
import { sendMessage } from '../chats/chats.service.ts';

// Complaints, the moderation queue and decisions, and the automatic brakes, through HTTP as each person would meet
// them: the visitor who complains, the author, the team of the place, a stranger, a moderator and ROOT.

type Role = 'author' | 'stranger' | 'complainer' | 'team' | 'moderator' | 'root' | 'veteran';
type Item = Record<string, unknown> & {
  id: string;
  text: string;
  moderation: { state: string; reason: string } | null;
};

const DAY = 24 * 60 * 60 * 1000;

describe('moderation', () => {
  let t: TestApp;
  const as: Partial<Record<Role, Session>> = {};
  let organisationId = '';
  let seq = 0;

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, role?: Role, payload?: object) => {
    const session = role ? as[role] : undefined;
    return t.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: { origin: APP_ORIGIN, ...(session ? bearer(session) : {}) },
    });
  };
  const ok = async (method: 'GET' | 'POST' | 'DELETE', url: string, role?: Role, payload?: object) => {
    const response = await call(method, url, role, payload);
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
    return response.json();
  };
  const userId = (role: Role) => (as[role] as Session).userId;
  const newPlace = async () => {
    seq += 1;
    return (await ok('POST', '/api/places/editor', 'root', {
      organisationId,
      name: `Место модерации ${seq}`,
      latitude: 56.3,
      longitude: 44,
    })) as { id: string; code: string };
  };
  const write = async (role: Role, fields: object) => (await ok('POST', '/api/opinions/editor', role, fields)) as Item;
  const opinionIds = async (query: string, role?: Role) =>
    ((await ok('GET', `/api/opinions?${query}`, role)).items as Item[]).map((item) => item.id);
  const figures = async (placeId: string) => {
    const [place] = (await ok('GET', `/api/places?id=${placeId}`)).items;
    return { rating: place.rating, opinionCount: place.opinionCount };
  };
  const feedOpinionIds = async (role?: Role) => {
    const page = await ok('GET', '/api/feed/v2?limit=100', role);
    return (page.items as { type: string; opinion?: { id: string } }[])
      .filter((item) => item.type === 'opinion')
      .map((item) => item.opinion?.id);
  };
  const decide = (role: Role, payload: object) => call('POST', '/api/moderation/decisions', role, payload);
  /** Makes an account older than the brakes' new-account days, as if it had signed up a week ago. */
  const age = (role: Role) =>
    t.app.db
      .update(users)
      .set({ createdAt: new Date(Date.now() - 7 * DAY) })
      .where(eq(users.id, userId(role)));

  beforeAll(async () => {
    t = await createTestApp({ MODERATION_BRAKES: 'on' });
    for (const role of ['author', 'stranger', 'complainer', 'team', 'moderator', 'root', 'veteran'] as const) {
      as[role] = await signUp(t.app);
    }
    await grant(t.app, userId('root'), ['ROOT']);
    await grant(t.app, userId('moderator'), ['MODERATION']);
    for (const role of ['author', 'stranger', 'complainer', 'veteran'] as const) await age(role);
    const [organisation] = await t.app.db
      .insert(organisations)
      .values({ code: `modorg${Date.now()}`, name: 'Сеть для модерации' })
      .returning();
    organisationId = (organisation as { id: string }).id;
    await t.app.db.insert(userOrganisationBinds).values({ userId: userId('team'), organisationId, kind: 'TEAM' });
  });
  afterAll(() => t.close());

  // Each test starts a quarter of an hour after the last one: the opinions its people wrote are no burst any more.
  beforeEach(async () => {
    await t.app.db.update(opinions).set({ createdAt: sql`${opinions.createdAt} - interval '15 minutes'` });
  });

  describe('access', () => {
    const moderatorCalls = (targetId: string) =>
      [
        ['GET', '/api/moderation/queue'],
        ['GET', '/api/moderation/queue?status=HELD'],
        ['GET', `/api/moderation/items/OPINION/${targetId}`],
        ['GET', '/api/moderation/decisions'],
        ['POST', '/api/moderation/decisions', { targetType: 'OPINION', targetId, action: 'KEEP' }],
      ] as const;

    it('an anonymous caller gets 401 on every call, before the body is read', async () => {
      const calls = [
        ['POST', '/api/complaints', { targetType: 'OPINION' }],
        ['GET', '/api/complaints/mine?targetType=OPINION'],
        ...moderatorCalls('00000000-0000-4000-8000-000000000000'),
      ] as const;
      for (const [method, url, payload] of calls) {
        const response = await call(method, url, undefined, payload);
        expect(response.statusCode, `${method} ${url}`).toBe(401);
        expect(response.json().code).toBe('UNAUTHORIZED');
      }
    });

    it('a person gets 403 on the queue, items and decisions; a moderator and ROOT get them', async () => {
      const place = await newPlace();
      const opinion = await write('author', { placeId: place.id, rating: 4, text: 'Для проверки доступа' });
      // In moderation, so a moderator may open it by id.
      await ok('POST', '/api/complaints', 'complainer', {
        targetType: 'OPINION',
        targetId: opinion.id,
        reason: 'SPAM',
      });
      for (const [method, url, payload] of moderatorCalls(opinion.id)) {
        for (const role of ['author', 'stranger', 'team'] as const) {
          const response = await call(method, url, role, payload);
          expect(response.statusCode, `${method} ${url} as ${role}`).toBe(403);
          expect(response.json().message).toBe('Это доступно только модераторам');
        }
        for (const role of ['moderator', 'root'] as const) {
          expect((await call(method, url, role, payload)).statusCode, `${method} ${url} as ${role}`).toBe(200);
        }
      }
    });

    it('ROOT and MODERATION may delete anyone’s opinion (check_access), the team and strangers may not', async () => {
      const place = await newPlace();
      const opinion = await write('author', { placeId: place.id, rating: 3, text: 'Обычный отзыв' });
      const access = async (role: Role) =>
        (await ok('GET', `/api/opinions/check_access?opinion=${opinion.id}`, role)).canDelete;
      expect(await access('root')).toBe(true);
      expect(await access('moderator')).toBe(true);
      expect(await access('author')).toBe(true);
      expect(await access('team')).toBe(false);
      expect(await access('stranger')).toBe(false);
    });
  });

  describe('a hidden opinion', () => {
    it('leaves lists, search, the feed, the count and the rating at once; its author and the team see why; KEEP brings it back', async () => {
      const place = await newPlace();
      const bad = await write('author', { placeId: place.id, rating: 1, text: 'Ужасный персонал хамит гостям' });
      await write('veteran', { placeId: place.id, rating: 5, text: 'Прекрасный вечер' });
      expect(await figures(place.id)).toEqual({ rating: 3, opinionCount: 2 });
      expect(await opinionIds(`place=${place.id}`)).toContain(bad.id);
      expect(await opinionIds('q=персонал')).toContain(bad.id);
      expect(await feedOpinionIds()).toContain(bad.id);
      const toAnswer = async () =>
        (await ok('GET', `/api/opinions/unanswered-count?organisation=${organisationId}`, 'team')).count as number;
      const unansweredBefore = await toAnswer();

      await ok('POST', '/api/complaints', 'complainer', { targetType: 'OPINION', targetId: bad.id, reason: 'INSULT' });
      const hidden = await decide('moderator', {
        targetType: 'OPINION',
        targetId: bad.id,
        action: 'HIDE',
        reason: 'Оскорбления',
      });
      expect(hidden.statusCode, hidden.body).toBe(200);
      expect(hidden.json()).toMatchObject({
        action: 'HIDE',
        previousState: 'VISIBLE',
        newState: 'HIDDEN',
        reason: 'Оскорбления',
        moderator: { id: userId('moderator') },
      });

      // Everyone else: gone from the place's list, the text search, the feed, the figures.
      for (const role of [undefined, 'stranger', 'complainer'] as const) {
        expect(await opinionIds(`place=${place.id}`, role)).not.toContain(bad.id);
        expect(await opinionIds('q=персонал', role)).not.toContain(bad.id);
        expect(await feedOpinionIds(role)).not.toContain(bad.id);
        expect((await call('GET', `/api/opinions/check_access?opinion=${bad.id}`, role)).statusCode).toBe(404);
      }
      expect(await figures(place.id)).toEqual({ rating: 5, opinionCount: 1 });
      // The team sees it, marked, but is not asked to answer it.
      expect(await toAnswer()).toBe(unansweredBefore - 1);

      // The author and the team of the place still see it, marked with the moderator's reason.
      for (const role of ['author', 'team'] as const) {
        const mine = (await ok('GET', `/api/opinions?place=${place.id}`, role)).items as Item[];
        expect(mine.find((item) => item.id === bad.id)?.moderation).toEqual({
          state: 'HIDDEN',
          reason: 'Оскорбления',
        });
      }

      const kept = await decide('root', { targetType: 'OPINION', targetId: bad.id, action: 'KEEP' });
      expect(kept.json()).toMatchObject({ previousState: 'HIDDEN', newState: 'VISIBLE' });
      expect(await opinionIds(`place=${place.id}`)).toContain(bad.id);
      expect(await opinionIds('q=персонал', 'stranger')).toContain(bad.id);
      expect(await feedOpinionIds()).toContain(bad.id);
      expect(await figures(place.id)).toEqual({ rating: 3, opinionCount: 2 });
      expect(await toAnswer()).toBe(unansweredBefore);
      const back = ((await ok('GET', `/api/opinions?place=${place.id}`, 'author')).items as Item[]).find(
        (item) => item.id === bad.id,
      );
      expect(back?.moderation).toBeNull();

      // The log holds both decisions, latest first; the item's page shows them and the complaint.
      const log = await ok('GET', `/api/moderation/decisions?targetType=OPINION&targetId=${bad.id}`, 'moderator');
      expect(log.items.map((decision: { action: string }) => decision.action)).toEqual(['KEEP', 'HIDE']);
      const details = await ok('GET', `/api/moderation/items/OPINION/${bad.id}`, 'moderator');
      expect(details).toMatchObject({
        state: 'VISIBLE',
        text: 'Ужасный персонал хамит гостям',
        title: place.code ? expect.any(String) : '',
        link: `/place/${place.code}#opinion-${bad.id}`,
        author: { id: userId('author') },
        complaintsList: [{ reason: 'INSULT', author: { id: userId('complainer') } }],
      });
      expect(details.decisions).toHaveLength(2);
    });

    it('DELETE leaves it for moderators alone, the author included; the author is told why through the bot', async () => {
      await t.app.db
        .update(users)
        .set({ telegramId: 700_000_000 + Math.floor(Math.random() * 1_000_000) })
        .where(eq(users.id, userId('author')));
      const place = await newPlace();
      const bad = await write('author', { placeId: place.id, rating: 2, text: 'Реклама соседнего бара' });
      const deleted = await decide('moderator', {
        targetType: 'OPINION',
        targetId: bad.id,
        action: 'DELETE',
        reason: 'Реклама',
      });
      expect(deleted.json()).toMatchObject({ newState: 'DELETED' });
      for (const role of [undefined, 'author', 'team', 'stranger'] as const) {
        expect(await opinionIds(`place=${place.id}`, role)).not.toContain(bad.id);
      }
      expect(await opinionIds(`place=${place.id}`, 'moderator')).toContain(bad.id);
      expect(await figures(place.id)).toEqual({ rating: null, opinionCount: 0 });
      const outbox = await t.app.db
        .select()
        .from(notificationOutbox)
        .where(
          and(eq(notificationOutbox.userId, userId('author')), eq(notificationOutbox.kind, 'MODERATION_DECISION')),
        );
      expect(outbox.map((row) => row.payload)).toContainEqual(
        expect.objectContaining({ state: 'DELETED', reason: 'Реклама', targetId: bad.id }),
      );
    });

    it('a moderator’s DELETE of the opinion itself is a logged, reversible decision', async () => {
      const place = await newPlace();
      const opinion = await write('author', { placeId: place.id, rating: 4, text: 'Удалит модератор' });
      expect((await call('DELETE', `/api/opinions/${opinion.id}`, 'moderator')).statusCode).toBe(200);
      expect(await opinionIds(`place=${place.id}`, 'author')).not.toContain(opinion.id);
      const log = await ok('GET', `/api/moderation/decisions?targetId=${opinion.id}`, 'root');
      expect(log.items).toMatchObject([{ action: 'DELETE', newState: 'DELETED', reason: 'Удалено модератором' }]);
      await decide('root', { targetType: 'OPINION', targetId: opinion.id, action: 'KEEP' });
      expect(await opinionIds(`place=${place.id}`)).toContain(opinion.id);
    });
  });

  describe('decisions', () => {
    it('HIDE and DELETE need a reason; a profile is hidden, never deleted; an unknown item is a 404', async () => {
      const place = await newPlace();
      const opinion = await write('author', { placeId: place.id, rating: 4, text: 'Без причины' });
      const noReason = await decide('moderator', { targetType: 'OPINION', targetId: opinion.id, action: 'HIDE' });
      expect(noReason.statusCode).toBe(400);
      expect(noReason.json().fields).toHaveProperty('reason');
      const tooLong = await decide('moderator', {
        targetType: 'OPINION',
        targetId: opinion.id,
        action: 'HIDE',
        reason: 'я'.repeat(501),
      });
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json().fields).toHaveProperty('reason');
      const profile = await decide('moderator', {
        targetType: 'USER',
        targetId: userId('author'),
        action: 'DELETE',
        reason: 'Спам',
      });
      expect(profile.statusCode).toBe(400);
      expect(profile.json().fields).toHaveProperty('action');
      const unknown = await decide('moderator', {
        targetType: 'ROOM',
        targetId: '00000000-0000-4000-8000-000000000000',
        action: 'KEEP',
      });
      expect(unknown.statusCode).toBe(404);
    });

    it('a hidden profile keeps its name; its about is shown to its owner and moderators only', async () => {
      const person = await signUp(t.app);
      await t.app.inject({
        method: 'POST',
        url: '/api/users/editor',
        headers: { origin: APP_ORIGIN, ...bearer(person) },
        payload: { id: person.userId, about: 'Звоните, продам всё' },
      });
      const avatar = crypto.randomUUID();
      await t.app.db.update(users).set({ avatarFileId: avatar }).where(eq(users.id, person.userId));
      const place = await newPlace();
      const written = await t.app.inject({
        method: 'POST',
        url: '/api/opinions/editor',
        headers: { origin: APP_ORIGIN, ...bearer(person) },
        payload: { placeId: place.id, rating: 4, text: 'Неплохо' },
      });
      const authorAvatar = async () =>
        (
          (await ok('GET', `/api/opinions?id=${written.json().id}`, 'stranger')).items[0] as Item & {
            author: { avatarFileId: string | null };
          }
        ).author.avatarFileId;
      expect(await authorAvatar()).toBe(avatar);
      await ok('POST', '/api/moderation/decisions', 'moderator', {
        targetType: 'USER',
        targetId: person.userId,
        action: 'HIDE',
        reason: 'Реклама в профиле',
      });
      // Hiding the account ended its sessions; the person may sign in again, and sees below what became of the profile.
      const ended = await t.app.inject({ method: 'POST', url: '/api/auth/init', headers: bearer(person) });
      expect(ended.json().user).toBeNull();
      const back = sessionOf(
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { login: person.username, password: person.password },
        }),
      );
      // The picture leaves what the person wrote too; the opinion itself stays.
      expect(await authorAvatar()).toBeNull();
      const seenBy = async (session?: Session) => {
        const response = await t.app.inject({
          method: 'GET',
          url: `/api/users?id=${person.userId}`,
          headers: { origin: APP_ORIGIN, ...(session ? bearer(session) : {}) },
        });
        return response.json().items[0].about;
      };
      expect(await seenBy()).toBe('');
      expect(await seenBy(as.stranger)).toBe('');
      expect(await seenBy(back)).toBe('Звоните, продам всё');
      expect(await seenBy(as.moderator)).toBe('Звоните, продам всё');
      // The owner and moderators learn that it is hidden and why; nobody else learns anything.
      const markSeenBy = async (session?: Session) =>
        (
          await t.app.inject({
            method: 'GET',
            url: `/api/users?id=${person.userId}`,
            headers: { origin: APP_ORIGIN, ...(session ? bearer(session) : {}) },
          })
        ).json().items[0].moderation;
      const mark = { state: 'HIDDEN', reason: 'Реклама в профиле' };
      expect(await markSeenBy()).toBeNull();
      expect(await markSeenBy(as.stranger)).toBeNull();
      expect(await markSeenBy(back)).toEqual(mark);
      expect(await markSeenBy(as.moderator)).toEqual(mark);
      // Signed in again, the owner has their picture and text, with the mark.
      const own = await t.app.inject({
        method: 'POST',
        url: '/api/auth/init',
        headers: { origin: APP_ORIGIN, ...bearer(back) },
      });
      expect(own.json().user).toMatchObject({ about: 'Звоните, продам всё', avatarFileId: avatar, moderation: mark });
    });

    it('a hidden room leaves the rooms list and the feed; its owner and the team of its place still see it', async () => {
      const place = await newPlace();
      const room = await ok('POST', '/api/rooms/editor', 'author', {
        title: 'Сбор у входа',
        placeId: place.id,
        startsAt: new Date(Date.now() + 2 * DAY).toISOString(),
      });
      const listed = async (role?: Role) =>
        ((await ok('GET', `/api/rooms?place=${place.id}`, role)).items as Item[]).map((item) => item.id);
      expect(await listed()).toContain(room.id);
      await ok('POST', '/api/moderation/decisions', 'moderator', {
        targetType: 'ROOM',
        targetId: room.id,
        action: 'HIDE',
        reason: 'Не о месте',
      });
      expect(await listed()).not.toContain(room.id);
      expect(await listed('stranger')).not.toContain(room.id);
      const rooms = async (role: Role) =>
        ((await ok('GET', '/api/feed/v2?limit=100', role)).items as { room?: { id: string } }[]).map(
          (item) => item.room?.id,
        );
      expect(await rooms('stranger')).not.toContain(room.id);
      for (const role of ['author', 'team'] as const) {
        const seen = ((await ok('GET', `/api/rooms?place=${place.id}`, role)).items as Item[]).find(
          (item) => item.id === room.id,
        );
        expect(seen?.moderation).toEqual({ state: 'HIDDEN', reason: 'Не о месте' });
      }
    });

    it('a hidden answer leaves the opinion for others; the team that wrote it sees it marked', async () => {
      const place = await newPlace();
      const opinion = await write('author', { placeId: place.id, rating: 2, text: 'Долго ждали' });
      const answer = await ok('POST', '/api/feedbacks/editor', 'team', { opinionId: opinion.id, text: 'Сам дурак' });
      await ok('POST', '/api/complaints', 'author', { targetType: 'FEEDBACK', targetId: answer.id, reason: 'INSULT' });
      await ok('POST', '/api/moderation/decisions', 'moderator', {
        targetType: 'FEEDBACK',
        targetId: answer.id,
        action: 'HIDE',
        reason: 'Грубость',
      });
      const feedbackOf = async (role?: Role) =>
        ((await ok('GET', `/api/opinions?id=${opinion.id}`, role)).items as { feedback: unknown }[])[0]?.feedback;
      expect(await feedbackOf()).toBeNull();
      expect(await feedbackOf('author')).toBeNull();
      // The team still sees its answer under the opinion, marked, so nobody there takes it for a public one.
      expect(await feedbackOf('team')).toMatchObject({
        id: answer.id,
        moderation: { state: 'HIDDEN', reason: 'Грубость' },
      });
      const answers = async (role?: Role) =>
        ((await ok('GET', `/api/feedbacks?opinion=${opinion.id}`, role)).items as Item[]).map(
          (item) => item.moderation,
        );
      expect(await answers('stranger')).toEqual([]);
      expect(await answers('team')).toEqual([{ state: 'HIDDEN', reason: 'Грубость' }]);
    });

    it('a hidden chat message leaves the chat for its other members, and stays with its author, marked', async () => {
      const chat = await ok('POST', '/api/chats/editor', 'author', {
        title: 'Чат для модерации',
        memberIds: [userId('stranger')],
      });
      const viewer = (role: Role) => ({ id: userId(role), sessionId: '', permissions: [], via: 'bearer' as const });
      const { message } = await sendMessage(t.app.db, viewer('author'), {
        chatId: chat.id,
        clientId: 'moderation-1',
        text: 'Грубость',
      });
      await ok('POST', '/api/complaints', 'stranger', {
        targetType: 'CHAT_MESSAGE',
        targetId: message.id,
        reason: 'INSULT',
      });
      // Someone outside the chat cannot complain about what they cannot see.
      const outside = await call('POST', '/api/complaints', 'complainer', {
        targetType: 'CHAT_MESSAGE',
        targetId: message.id,
        reason: 'INSULT',
      });
      expect(outside.statusCode).toBe(404);
      // Unread for the other member until the moderator hides it: then nothing calls them to a message they cannot read.
      const unread = async () => ({
        badge: (await ok('GET', '/api/chats/unread-count', 'stranger')).chats,
        chat: ((await ok('GET', `/api/chats?id=${chat.id}`, 'stranger')).items as { unreadCount: number }[])[0]
          ?.unreadCount,
        onlyUnread: ((await ok('GET', '/api/chats?unread=true', 'stranger')).items as Item[]).map((item) => item.id),
      });
      expect(await unread()).toEqual({ badge: 1, chat: 1, onlyUnread: [chat.id] });
      await ok('POST', '/api/moderation/decisions', 'moderator', {
        targetType: 'CHAT_MESSAGE',
        targetId: message.id,
        action: 'HIDE',
        reason: 'Грубость',
      });
      expect(await unread()).toEqual({ badge: 0, chat: 0, onlyUnread: [] });
      const page = async (role: Role) =>
        (await ok('GET', `/api/chats/last-messages-by-chat?chat=${chat.id}`, role)).items as Item[];
      expect((await page('stranger')).map((item) => item.id)).not.toContain(message.id);
      expect((await page('author')).find((item) => item.id === message.id)?.moderation).toEqual({
        state: 'HIDDEN',
        reason: 'Грубость',
      });
    });
  });

  describe('complaints', () => {
    it('one per person and item; never about one’s own item; OTHER needs a text; the caller learns they complained', async () => {
      const place = await newPlace();
      const opinion = await write('author', { placeId: place.id, rating: 2, text: 'Спорный отзыв' });
      const mine = async () =>
        (await ok('GET', `/api/complaints/mine?targetType=OPINION&targetId=${opinion.id}`, 'stranger')).complained;
      expect(await mine()).toBe(false);
      const first = await call('POST', '/api/complaints', 'stranger', {
        targetType: 'OPINION',
        targetId: opinion.id,
        reason: 'FALSE_INFORMATION',
      });
      expect(first.statusCode).toBe(201);
      expect(first.json()).toMatchObject({ targetType: 'OPINION', targetId: opinion.id, reason: 'FALSE_INFORMATION' });
      expect(await mine()).toBe(true);
      const again = await call('POST', '/api/complaints', 'stranger', {
        targetType: 'OPINION',
        targetId: opinion.id,
        reason: 'SPAM',
      });
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe('ALREADY_COMPLAINED');
      const own = await call('POST', '/api/complaints', 'author', {
        targetType: 'OPINION',
        targetId: opinion.id,
        reason: 'SPAM',
      });
      expect(own.statusCode).toBe(400);
      expect(own.json()).toMatchObject({ code: 'OWN_ITEM', fields: { targetId: expect.any(String) } });
      const other = await call('POST', '/api/complaints', 'complainer', {
        targetType: 'OPINION',
        targetId: opinion.id,
        reason: 'OTHER',
      });
      expect(other.statusCode).toBe(400);
      expect(other.json().fields).toHaveProperty('text');
      const unknown = await call('POST', '/api/complaints', 'complainer', {
        targetType: 'OPINION',
        targetId: '00000000-0000-4000-8000-000000000000',
        reason: 'SPAM',
      });
      expect(unknown.statusCode).toBe(404);

      // The queue puts the most complained-about item first.
      await ok('POST', '/api/complaints', 'complainer', {
        targetType: 'OPINION',
        targetId: opinion.id,
        reason: 'OTHER',
        text: 'Это неправда',
      });
      const queue = await ok('GET', '/api/moderation/queue?status=OPEN', 'moderator');
      expect(queue.items[0]).toMatchObject({
        targetType: 'OPINION',
        targetId: opinion.id,
        complaints: 2,
        author: { id: userId('author') },
        authorHistory: { opinions: expect.any(Number) },
      });
      expect(queue.items[0].reasons).toEqual(
        expect.arrayContaining([
          { reason: 'FALSE_INFORMATION', count: 1 },
          { reason: 'OTHER', count: 1 },
        ]),
      );
      // A decision closes the open complaints: the item leaves the open queue for the decided one.
      await decide('moderator', { targetType: 'OPINION', targetId: opinion.id, action: 'KEEP' });
      const open = await ok('GET', '/api/moderation/queue?status=OPEN&limit=100', 'moderator');
      expect(open.items.map((item: { targetId: string }) => item.targetId)).not.toContain(opinion.id);
      const decided = await ok('GET', '/api/moderation/queue?status=DECIDED&limit=1', 'moderator');
      expect(decided.items[0].targetId).toBe(opinion.id);
    });

    it(`at most 20 complaints a day per person: the 21st is a 429; a day later they may complain again`, async () => {
      const person = await signUp(t.app);
      // Twenty complaints already sent today (about other items): written as the API would have.
      await t.app.db.insert(complaints).values(
        Array.from({ length: 20 }, () => ({
          authorId: person.userId,
          targetType: 'USER' as const,
          targetId: crypto.randomUUID(),
          reason: 'SPAM' as const,
        })),
      );
      const send = () =>
        t.app.inject({
          method: 'POST',
          url: '/api/complaints',
          headers: { origin: APP_ORIGIN, ...bearer(person) },
          payload: { targetType: 'USER', targetId: userId('author'), reason: 'SPAM' },
        });
      const refused = await send();
      expect(refused.statusCode).toBe(429);
      expect(refused.json().code).toBe('TOO_MANY_COMPLAINTS');
      await t.app.db
        .update(complaints)
        .set({ createdAt: sql`now() - interval '25 hours'` })
        .where(eq(complaints.authorId, person.userId));
      expect((await send()).statusCode).toBe(201);
    });
  });

  describe('the queue', () => {
    it('pages through every open item once, most complained about first; a forged cursor is a 400', async () => {
      const place = await newPlace();
      const items = [];
      for (let index = 0; index < 3; index++) {
        items.push(
          await write((['author', 'veteran', 'team'] as const)[index] as Role, {
            placeId: place.id,
            rating: 3,
            text: `Очередь ${index}`,
          }),
        );
      }
      // The second item gets two complaints, the others one.
      for (const [index, item] of items.entries()) {
        await ok('POST', '/api/complaints', 'complainer', { targetType: 'OPINION', targetId: item.id, reason: 'SPAM' });
        if (index === 1) {
          await ok('POST', '/api/complaints', 'stranger', { targetType: 'OPINION', targetId: item.id, reason: 'SPAM' });
        }
      }
      const seen: { targetId: string; complaints: number }[] = [];
      let cursor: string | null = null;
      do {
        const query: string = cursor ? `&cursor=${cursor}` : '';
        const page = await ok('GET', `/api/moderation/queue?status=OPEN&limit=2${query}`, 'moderator');
        seen.push(...page.items);
        cursor = page.nextCursor;
      } while (cursor);
      const ids = seen.map((item) => item.targetId);
      expect(new Set(ids).size).toBe(ids.length);
      for (const item of items) expect(ids).toContain(item.id);
      const counts = seen.map((item) => item.complaints);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
      expect(ids.indexOf(items[1]?.id as string)).toBeLessThan(ids.indexOf(items[2]?.id as string));
      const forged = await call('GET', '/api/moderation/queue?status=OPEN&cursor=bm90LWEtY3Vyc29y', 'moderator');
      expect(forged.statusCode).toBe(400);
      expect(forged.json().fields).toHaveProperty('cursor');
    });
  });

  describe('automatic brakes', () => {
    it('a new account’s opinion with a link, and its room with a phone number, wait for a moderator', async () => {
      const fresh = await signUp(t.app);
      const place = await newPlace();
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/opinions/editor',
        headers: { origin: APP_ORIGIN, ...bearer(fresh) },
        payload: { placeId: place.id, rating: 5, text: 'Скидки тут: https://spam.example/sale' },
      });
      expect(response.statusCode, response.body).toBe(200);
      const opinion = response.json() as Item;
      expect(opinion.moderation).toEqual({ state: 'HELD', reason: null });
      expect(await opinionIds(`place=${place.id}`)).not.toContain(opinion.id);
      expect(await figures(place.id)).toEqual({ rating: null, opinionCount: 0 });
      const own = await t.app.inject({
        method: 'GET',
        url: `/api/opinions?place=${place.id}`,
        headers: { origin: APP_ORIGIN, ...bearer(fresh) },
      });
      expect(own.json().items.map((item: Item) => item.id)).toContain(opinion.id);

      const room = await t.app.inject({
        method: 'POST',
        url: '/api/rooms/editor',
        headers: { origin: APP_ORIGIN, ...bearer(fresh) },
        payload: {
          title: 'Встреча',
          description: 'Пишите на +7 912 345-67-89',
          placeId: place.id,
          startsAt: new Date(Date.now() + 3 * DAY).toISOString(),
        },
      });
      expect(room.statusCode, room.body).toBe(200);
      expect(room.json().moderation).toEqual({ state: 'HELD', reason: null });
      expect((await call('GET', `/api/rooms/check_access?room=${room.json().id}`, 'stranger')).statusCode).toBe(404);

      const held = await ok('GET', '/api/moderation/queue?status=HELD&limit=100', 'moderator');
      const reasons = Object.fromEntries(
        held.items.map((item: { targetId: string; heldReason: string }) => [item.targetId, item.heldReason]),
      );
      expect(reasons[opinion.id]).toBe('LINKS');
      expect(reasons[room.json().id]).toBe('PHONES');

      // KEEP lets it through: it counts and shows, and the team of the place hears of it only now.
      await t.app.db
        .update(users)
        .set({ telegramId: 800_000_000 + Math.floor(Math.random() * 1_000_000) })
        .where(eq(users.id, userId('team')));
      const teamHeard = async () =>
        (
          await t.app.db
            .select({ payload: notificationOutbox.payload })
            .from(notificationOutbox)
            .where(and(eq(notificationOutbox.userId, userId('team')), eq(notificationOutbox.kind, 'BUSINESS_OPINION')))
        ).filter((row) => String(row.payload.text ?? '').includes('spam.example'));
      expect(await teamHeard()).toEqual([]);
      await decide('moderator', { targetType: 'OPINION', targetId: opinion.id, action: 'KEEP' });
      expect(await teamHeard()).toHaveLength(1);
      expect(await opinionIds(`place=${place.id}`)).toContain(opinion.id);
      expect(await figures(place.id)).toEqual({ rating: 5, opinionCount: 1 });
      const after = await ok('GET', '/api/moderation/queue?status=HELD&limit=100', 'moderator');
      expect(after.items.map((item: { targetId: string }) => item.targetId)).not.toContain(opinion.id);
    });

    it('an older account’s link passes; a burst of opinions is held from the sixth on', async () => {
      const places = [];
      for (let index = 0; index < 6; index++) places.push(await newPlace());
      const states = [];
      for (const [index, place] of places.entries()) {
        const text = index === 0 ? 'Подробнее на https://bar.example' : `Отзыв номер ${index}`;
        states.push((await write('veteran', { placeId: place.id, rating: 4, text })).moderation?.state ?? 'VISIBLE');
      }
      expect(states).toEqual(['VISIBLE', 'VISIBLE', 'VISIBLE', 'VISIBLE', 'VISIBLE', 'HELD']);
      const last = places[5] as { id: string };
      expect(await figures(last.id)).toEqual({ rating: null, opinionCount: 0 });
      const held = await ok('GET', '/api/moderation/queue?status=HELD&limit=100', 'root');
      expect(held.items).toContainEqual(expect.objectContaining({ heldReason: 'BURST', state: 'HELD' }));
    });
  });

  describe('what a moderator may open by id', () => {
    it('a note, and an opinion nobody complained about, are not theirs to read; one complained about is', async () => {
      const note = await write('author', {
        placeId: (await newPlace()).id,
        rating: 2,
        text: 'Только для себя',
        visibility: 'NOTES',
      });
      const quiet = await write('author', { placeId: (await newPlace()).id, rating: 4, text: 'Обычный отзыв' });
      for (const role of ['moderator', 'root'] as const) {
        for (const id of [note.id, quiet.id]) {
          const opened = await call('GET', `/api/moderation/items/OPINION/${id}`, role);
          expect(opened.statusCode, `${role} ${id}`).toBe(404);
          expect(opened.body).not.toContain('Только для себя');
        }
        // Nor can a decision reach the note (and so put it in front of them).
        expect(
          (await decide(role, { targetType: 'OPINION', targetId: note.id, action: 'HIDE', reason: 'x' })).statusCode,
        ).toBe(404);
      }
      await ok('POST', '/api/complaints', 'complainer', { targetType: 'OPINION', targetId: quiet.id, reason: 'SPAM' });
      const opened = await ok('GET', `/api/moderation/items/OPINION/${quiet.id}`, 'moderator');
      expect(opened.text).toBe('Обычный отзыв');
      // The author still has the note, untouched.
      expect((await opinionIds(`author=${userId('author')}`, 'author')).includes(note.id)).toBe(true);
    });

    it("the brakes hold no note: a new account's note with a link stays its author's and never reaches the queue", async () => {
      const newcomer = await signUp(t.app);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/opinions/editor',
        payload: {
          placeId: (await newPlace()).id,
          rating: 1,
          text: 'Заметка: https://example.com',
          visibility: 'NOTES',
        },
        headers: { origin: APP_ORIGIN, ...bearer(newcomer) },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().moderation).toBeNull();
      const queue = await ok('GET', '/api/moderation/queue?status=HELD&limit=100', 'moderator');
      expect(JSON.stringify(queue)).not.toContain('Заметка: https://example.com');
    });
  });
});
