import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationOutbox, userSubscriptions, users } from '../../db/schema.ts';
import { BOT_SECRET_HEADER } from '../../lib/internal-auth.ts';
import {
  APP_ORIGIN,
  bearer,
  createTestApp,
  grant,
  type Session,
  signUp,
  type TestApp,
} from '../../testing/test-app.ts';
import { makeDue, sendChatMessage } from './notifications.testing.ts';
import { sweepRoomStarts } from './outbox.service.ts';

// Who hears of what: each producer writes rows for the people concerned who bound the bot and want that kind.

const SECRET = 'producers-secret-for-tests-0123456789';

describe('notification producers', () => {
  let t: TestApp;
  let telegramIds = 6_000_000 + Math.floor(Math.random() * 1_000_000);
  let owner: Session;
  let member: Session;
  let organisationId = '';
  let place: { id: string; code: string };

  const call = (method: 'GET' | 'POST', url: string, session: Session | null, payload?: object) =>
    t.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: { origin: APP_ORIGIN, ...(session ? bearer(session) : {}) },
    });
  const ok = async (response: Promise<{ statusCode: number; body: string; json(): unknown }>) => {
    const result = await response;
    expect(result.statusCode, result.body).toBe(200);
    return result.json() as { id: string; code: string };
  };
  const bound = async (name: string, session?: Session) => {
    const person = session ?? (await signUp(t.app, { displayName: name }));
    telegramIds += 1;
    await t.app.db.update(users).set({ telegramId: telegramIds }).where(eq(users.id, person.userId));
    return person;
  };
  const rowsOf = (session: Session) =>
    t.app.db.select().from(notificationOutbox).where(eq(notificationOutbox.userId, session.userId));
  const claim = async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/internal/notifications/claim',
      headers: { [BOT_SECRET_HEADER]: SECRET },
      payload: { worker: 'test', limit: 100 },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().notifications as { userId: string; kind: string; text: string; link: object }[];
  };

  beforeAll(async () => {
    t = await createTestApp({ BOT_INTERNAL_SECRET: SECRET });
    owner = await bound('Владелец', await signUp(t.app, { displayName: 'Владелец' }));
    member = await bound('Сотрудник', await signUp(t.app, { displayName: 'Сотрудник' }));
    await grant(t.app, owner.userId, ['BUSINESS_PANEL']);
    organisationId = (await ok(call('POST', '/api/organisations/editor', owner, { name: 'Кофейни' }))).id;
    await ok(call('POST', '/api/user-organisation-binds/editor', owner, { userId: member.userId, organisationId }));
    place = await ok(call('POST', '/api/places/editor', owner, { organisationId, name: 'Кофейня у моста' }));
  });
  afterAll(() => t.close());

  it('a new opinion about the organisation’s place reaches its team, once; notes reach nobody', async () => {
    const author = await signUp(t.app, { displayName: 'Гость' });
    const opinion = await ok(
      call('POST', '/api/opinions/editor', author, { placeId: place.id, rating: 4, text: 'Хороший кофе' }),
    );
    for (const person of [owner, member]) {
      const rows = (await rowsOf(person)).filter((row) => row.kind === 'BUSINESS_OPINION');
      expect(rows).toHaveLength(1);
      expect(rows[0]?.payload).toMatchObject({ subject: 'Кофейня у моста', rating: 4, text: 'Хороший кофе' });
    }
    // Rewriting the opinion does not repeat it.
    await ok(call('POST', '/api/opinions/editor', author, { placeId: place.id, rating: 5, text: 'Отличный кофе' }));
    expect((await rowsOf(owner)).filter((row) => row.kind === 'BUSINESS_OPINION')).toHaveLength(1);
    const secret = await signUp(t.app);
    await ok(call('POST', '/api/opinions/editor', secret, { placeId: place.id, rating: 1, visibility: 'NOTES' }));
    expect((await rowsOf(owner)).filter((row) => row.kind === 'BUSINESS_OPINION')).toHaveLength(1);

    // The team answers: the author hears of it, if they bound the bot.
    await bound('Гость', author);
    await ok(call('POST', '/api/feedbacks/editor', member, { opinionId: opinion.id, text: 'Спасибо!' }));
    const answers = (await rowsOf(author)).filter((row) => row.kind === 'OPINION_ANSWER');
    expect(answers).toHaveLength(1);
    expect(answers[0]?.payload).toMatchObject({
      subject: 'Кофейня у моста',
      text: 'Спасибо!',
      path: `/place/${place.code}`,
    });
    const mine = (await claim()).filter((n) => n.userId === author.userId);
    expect(mine).toEqual([
      expect.objectContaining({ kind: 'OPINION_ANSWER', link: { app: 'visitor', path: `/place/${place.code}` } }),
    ]);
  });

  it('a published event of a followed place reaches its followers once; a draft only when published', async () => {
    const follower = await bound('Подписчик');
    const stranger = await bound('Прохожий');
    await t.app.db.insert(userSubscriptions).values({ subscriberId: follower.userId, placeId: place.id });
    const startsAt = new Date(Date.now() + 3 * 24 * 3600_000).toISOString();
    const draft = await ok(
      call('POST', '/api/events/editor', owner, { placeId: place.id, title: 'Джаз', startsAt, status: 'DRAFT' }),
    );
    expect((await rowsOf(follower)).filter((row) => row.kind === 'FOLLOWED_EVENT')).toHaveLength(0);
    await ok(call('POST', '/api/events/editor', owner, { id: draft.id, status: 'PUBLISHED' }));
    await ok(call('POST', '/api/events/editor', owner, { id: draft.id, title: 'Джаз у моста' }));
    const rows = (await rowsOf(follower)).filter((row) => row.kind === 'FOLLOWED_EVENT');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.payload).toMatchObject({ place: 'Кофейня у моста', title: 'Джаз' });
    expect(await rowsOf(stranger)).toHaveLength(0);
  });

  it('a room starting within the hour reminds each participant once', async () => {
    const guest = await bound('Участник');
    const room = await ok(
      call('POST', '/api/rooms/editor', owner, {
        title: 'Кофе и разговоры',
        placeId: place.id,
        startsAt: new Date(Date.now() + 30 * 60_000).toISOString(),
      }),
    );
    await ok(call('POST', '/api/rooms/toggle-participant', guest, { roomId: room.id }));
    const later = await ok(
      call('POST', '/api/rooms/editor', owner, {
        title: 'Завтра',
        placeId: place.id,
        startsAt: new Date(Date.now() + 24 * 3600_000).toISOString(),
      }),
    );
    await ok(call('POST', '/api/rooms/toggle-participant', guest, { roomId: later.id }));
    await sweepRoomStarts(t.app.db);
    await sweepRoomStarts(t.app.db);
    const rows = (await rowsOf(guest)).filter((row) => row.kind === 'ROOM_STARTS');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.payload).toMatchObject({ roomCode: room.code, title: 'Кофе и разговоры' });
    const [reminder] = (await claim()).filter((n) => n.userId === guest.userId);
    expect(reminder?.text).toMatch(/Кофе и разговоры.*через (29|30) мин/);
  });

  it('a visitor writing to the organisation reaches its team as a business chat, the answer the visitor', async () => {
    const visitor = await bound('Посетитель');
    const chat = await ok(call('GET', `/api/chats/private?organisation=${organisationId}`, visitor));
    await sendChatMessage(t.app, visitor.userId, chat.id, 'Есть свободные столики?');
    for (const person of [owner, member]) {
      expect((await rowsOf(person)).filter((row) => row.kind === 'BUSINESS_CHAT')).toHaveLength(1);
    }
    await sendChatMessage(t.app, member.userId, chat.id, 'Да, ждём вас');
    const answers = (await rowsOf(visitor)).filter((row) => row.kind === 'CHAT_MESSAGE');
    expect(answers).toHaveLength(1);
    // The team does not hear of its own answer.
    expect((await rowsOf(owner)).filter((row) => row.kind === 'BUSINESS_CHAT')).toHaveLength(1);
    await makeDue(t.app, owner.userId);
    const [business] = (await claim()).filter((n) => n.userId === owner.userId && n.kind === 'BUSINESS_CHAT');
    expect(business?.link).toEqual({ app: 'business', path: '/business/chats' });
    expect(business?.text).toContain('Есть свободные столики?');
  });
});
