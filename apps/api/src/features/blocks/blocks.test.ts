import type { AddressInfo } from 'node:net';
import { ChatEvent } from '@mesto/domain';
import { sql } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organisations, places, userBlocks, userOrganisationBinds, users } from '../../db/schema.ts';
import { bearer, createTestApp, type Session, signUp, type TestApp } from '../../testing/test-app.ts';
import { BLOCKS_MAX } from './blocks.constants.ts';

type Ack =
  | { ok: true; data: { id: string; clientId: string } }
  | { ok: false; error: { message: string; code?: string } };
type Response = { statusCode: number; body: string; json(): unknown };
type Listed = { id: string; authorBlocked: boolean };
type FeedItem = { type: string; id: string };

const UNAVAILABLE = { message: 'Нельзя написать этому человеку', code: 'CHAT_UNAVAILABLE' };
const ROOM_AT = () => new Date(Date.now() + 3 * 86_400_000).toISOString();

describe('blocking people', () => {
  let t: TestApp;
  let url = '';
  const sockets: Socket[] = [];
  let n = 0;

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t.close();
  });

  const call = (method: 'GET' | 'POST' | 'DELETE', path: string, session?: Session, payload?: object) =>
    t.app.inject({ method, url: path, headers: session ? bearer(session) : {}, ...(payload ? { payload } : {}) });
  const json = async <T>(response: Promise<Response>, status = 200) => {
    const result = await response;
    expect(result.statusCode, result.body).toBe(status);
    return result.json() as T;
  };
  const person = (displayName: string) => signUp(t.app, { displayName });
  const blockBy = (blocker: Session, key: string) =>
    json<{ userId: string; blockedAt: string }>(call('POST', '/api/blocks', blocker, { userId: key }));
  const isBlocked = (viewer: Session, key: string) =>
    json<{ blocked: boolean }>(call('GET', `/api/blocks/${key}`, viewer)).then((body) => body.blocked);
  const blockedList = (viewer: Session, query = '') =>
    json<{
      items: { user: { id: string; name: string; username: string | null }; blockedAt: string }[];
      nextCursor: string | null;
    }>(call('GET', `/api/blocks${query}`, viewer));

  /** A connected socket of this person, once the server said it is ready. */
  const connect = async (session: Session) => {
    const socket = io(`${url}/chats`, {
      path: '/sockets',
      transports: ['websocket'],
      extraHeaders: { cookie: session.cookie },
      reconnection: false,
    });
    sockets.push(socket);
    await new Promise((resolve, reject) => {
      socket.on(ChatEvent.READY, resolve);
      socket.on('connect_error', reject);
    });
    return socket;
  };
  const send = (socket: Socket, chatId: string, text: string, clientId?: string) => {
    n += 1;
    return socket
      .timeout(5_000)
      .emitWithAck(ChatEvent.SEND, { chatId, clientId: clientId ?? `b-${n}-${Date.now()}`, text }) as Promise<Ack>;
  };

  /** The next event of this name on the socket, or null after a while (to prove nothing came). */
  const next = (socket: Socket, event: string, waitMs = 3_000) =>
    new Promise<unknown>((resolve) => {
      const timer = setTimeout(() => {
        socket.off(event, listener);
        resolve(null);
      }, waitMs);
      const listener = (payload: unknown) => {
        clearTimeout(timer);
        socket.off(event, listener);
        resolve(payload);
      };
      socket.on(event, listener);
    });

  const newPlace = async () => {
    n += 1;
    const [organisation] = await t.app.db
      .insert(organisations)
      .values({ code: `blk${n}${Date.now().toString(36)}`, name: `Заведение ${n}` })
      .returning();
    const [place] = await t.app.db
      .insert(places)
      .values({ code: `blp${n}${Date.now().toString(36)}`, name: `Кофейня ${n}`, organisationId: organisation?.id })
      .returning();
    return { placeId: place?.id as string, organisationId: organisation?.id as string };
  };

  it('is for signed-in people: every call answers 401 without a session', async () => {
    const someone = await person('Кто-то');
    for (const [method, path, payload] of [
      ['POST', '/api/blocks', { userId: someone.userId }],
      ['DELETE', `/api/blocks/${someone.userId}`, undefined],
      ['GET', '/api/blocks', undefined],
      ['GET', `/api/blocks/${someone.userId}`, undefined],
    ] as const) {
      const response = await call(method, path, undefined, payload);
      expect(response.statusCode, `${method} ${path}`).toBe(401);
    }
    expect((await call('GET', '/api/blocks', someone)).statusCode).toBe(200);
  });

  it('blocks by id, code or username, once however often, lists newest first and unblocks', async () => {
    const anna = await person('Анна');
    const [boris, vera, gleb] = [await person('Борис'), await person('Вера'), await person('Глеб')];
    const [borisRow] = await t.app.db
      .select({ code: users.code })
      .from(users)
      .where(sql`${users.id} = ${boris.userId}`);

    const first = await blockBy(anna, boris.userId);
    expect(first.userId).toBe(boris.userId);
    // Again, by code and by username: still one block, since the first time.
    expect(await blockBy(anna, borisRow?.code as string)).toEqual(first);
    expect(await blockBy(anna, boris.username.toUpperCase())).toEqual(first);
    await Promise.all([blockBy(anna, vera.userId), blockBy(anna, vera.userId), blockBy(anna, vera.userId)]);
    await blockBy(anna, gleb.username);
    const rows = await t.app.db.select().from(userBlocks).where(sql`${userBlocks.blockerId} = ${anna.userId}`);
    expect(rows).toHaveLength(3);

    expect(await isBlocked(anna, boris.userId)).toBe(true);
    expect(await isBlocked(anna, boris.username)).toBe(true);
    // The blocked person learns nothing: their own status and list say nothing of Anna.
    expect(await isBlocked(boris, anna.userId)).toBe(false);
    expect((await blockedList(boris)).items).toEqual([]);
    expect(await isBlocked(anna, anna.userId)).toBe(false);

    // Newest first, page by page.
    const one = await blockedList(anna, '?limit=2');
    expect(one.items.map((item) => item.user.name)).toEqual(['Глеб', 'Вера']);
    expect(one.items[0]?.user).toMatchObject({ id: gleb.userId, username: gleb.username });
    const two = await blockedList(anna, `?limit=2&cursor=${one.nextCursor}`);
    expect(two.items.map((item) => item.user.name)).toEqual(['Борис']);
    expect(two.nextCursor).toBeNull();
    expect(two.items[0]?.blockedAt).toBe(first.blockedAt);
    const forged = await call('GET', '/api/blocks?cursor=not-a-cursor', anna);
    expect(forged.statusCode).toBe(400);
    expect((forged.json() as { fields: object }).fields).toHaveProperty('cursor');

    // Unblocking, twice: fine both times.
    expect(await json(call('DELETE', `/api/blocks/${vera.userId}`, anna))).toEqual({ ok: true });
    expect(await json(call('DELETE', `/api/blocks/${vera.username}`, anna))).toEqual({ ok: true });
    expect(await isBlocked(anna, vera.userId)).toBe(false);
    expect((await blockedList(anna)).items.map((item) => item.user.name)).toEqual(['Глеб', 'Борис']);
  });

  it('refuses oneself by name, a person who does not exist with a 404, and a body without a person', async () => {
    const anna = await person('Анна');
    const self = await call('POST', '/api/blocks', anna, { userId: anna.userId });
    expect(self.statusCode).toBe(400);
    expect(self.json()).toMatchObject({ code: 'SELF', fields: { userId: 'Нельзя заблокировать самого себя' } });
    expect((await call('POST', '/api/blocks', anna, { userId: anna.username })).statusCode).toBe(400);
    expect((await call('DELETE', `/api/blocks/${anna.userId}`, anna)).statusCode).toBe(400);
    for (const key of ['nobody-at-all', '00000000-0000-4000-8000-000000000000']) {
      const missing = await call('POST', '/api/blocks', anna, { userId: key });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ code: 'USER_NOT_FOUND', message: 'Такого человека нет' });
      expect((await call('DELETE', `/api/blocks/${key}`, anna)).statusCode).toBe(404);
      expect((await call('GET', `/api/blocks/${key}`, anna)).statusCode).toBe(404);
    }
    const empty = await call('POST', '/api/blocks', anna, {});
    expect(empty.statusCode).toBe(400);
    expect((empty.json() as { fields: object }).fields).toHaveProperty('userId');
    expect((await blockedList(anna)).items).toEqual([]);
  });

  it(`blocks at most ${BLOCKS_MAX} people; blocking one already blocked still answers`, async () => {
    const anna = await person('Анна');
    const stamp = Date.now().toString(36);
    const many = await t.app.db
      .insert(users)
      .values(
        Array.from({ length: BLOCKS_MAX }, (_, index) => ({ code: `9m${stamp}${index}`, displayName: `№${index}` })),
      )
      .returning({ id: users.id });
    await t.app.db.insert(userBlocks).values(many.map((row) => ({ blockerId: anna.userId, blockedId: row.id })));
    const extra = await person('Лишний');
    const refused = await call('POST', '/api/blocks', anna, { userId: extra.userId });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'TOO_MANY_BLOCKS' });
    expect((refused.json() as { fields: object }).fields).toHaveProperty('userId');
    expect(await isBlocked(anna, extra.userId)).toBe(false);
    expect((await call('POST', '/api/blocks', anna, { userId: many[0]?.id })).statusCode).toBe(200);
    await json(call('DELETE', `/api/blocks/${many[0]?.id}`, anna));
    expect((await blockBy(anna, extra.userId)).userId).toBe(extra.userId);
  });

  it('a blocked pair cannot open a private chat nor write into theirs, over HTTP and the socket, whichever side blocked', async () => {
    const anna = await person('Анна');
    const boris = await person('Борис');
    const chat = await json<{ id: string }>(call('GET', `/api/chats/private?user=${boris.userId}`, anna));
    const annaSocket = await connect(anna);
    const borisSocket = await connect(boris);
    const before = await send(borisSocket, chat.id, 'Привет до блокировки', `before-${Date.now()}`);
    expect(before.ok).toBe(true);
    const typingBefore = next(annaSocket, ChatEvent.TYPING);
    borisSocket.emit(ChatEvent.TYPING, { chatId: chat.id });
    expect(await typingBefore).toMatchObject({ chatId: chat.id, user: { id: boris.userId } });
    const beforeId = before.ok ? before.data : { id: '', clientId: '' };

    await blockBy(anna, boris.userId);
    // A device resending what it sent before the block gets its stored message back, not a copy nor an error.
    const resent = await send(borisSocket, chat.id, 'Привет до блокировки', beforeId.clientId);
    expect(resent).toMatchObject({ ok: true, data: { id: beforeId.id } });
    // The blocked person, and the one who blocked: the same refusal, word for word.
    const opened = [
      await call('GET', `/api/chats/private?user=${anna.userId}`, boris),
      await call('GET', `/api/chats/private?user=${anna.username}`, boris),
      await call('GET', `/api/chats/private?user=${boris.userId}`, anna),
    ];
    for (const response of opened) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject(UNAVAILABLE);
    }
    expect(opened[0]?.body).toBe(opened[2]?.body);
    const fromBoris = await send(borisSocket, chat.id, 'Почему не отвечаешь?');
    const fromAnna = await send(annaSocket, chat.id, 'Не пиши мне');
    expect(fromBoris).toEqual({ ok: false, error: UNAVAILABLE });
    expect(fromAnna).toEqual(fromBoris);
    // Nor is anyone shown as writing. Once Boris's «typing» is acknowledged, anything it sent Anna is queued on her
    // connection ahead of the answer to her own round trip.
    const heard: unknown[] = [];
    const hear = (payload: unknown) => heard.push(payload);
    annaSocket.on(ChatEvent.TYPING, hear);
    expect(await borisSocket.timeout(5_000).emitWithAck(ChatEvent.TYPING, { chatId: chat.id })).toEqual({ ok: true });
    await annaSocket.timeout(5_000).emitWithAck(ChatEvent.TYPING, { chatId: 'not-a-chat' });
    annaSocket.off(ChatEvent.TYPING, hear);
    expect(heard).toEqual([]);
    // Nothing was stored; what was written before stays readable.
    const history = await json<{ items: { text: string }[] }>(
      call('GET', `/api/chats/last-messages-by-chat?chat=${chat.id}`, anna),
    );
    expect(history.items.map((message) => message.text)).toEqual(['Привет до блокировки']);

    // A stranger's private chats go on as before.
    const vera = await person('Вера');
    const withVera = await json<{ id: string }>(call('GET', `/api/chats/private?user=${vera.userId}`, boris));
    expect((await send(borisSocket, withVera.id, 'Привет, Вера')).ok).toBe(true);

    // Unblocked: the chat opens and takes messages again.
    await json(call('DELETE', `/api/blocks/${boris.userId}`, anna));
    expect((await json<{ id: string }>(call('GET', `/api/chats/private?user=${anna.userId}`, boris))).id).toBe(chat.id);
    expect((await send(borisSocket, chat.id, 'Мир?')).ok).toBe(true);
  });

  it('a chat with an organisation stays open to a person its team member blocked', async () => {
    const { organisationId } = await newPlace();
    const guest = await person('Гость');
    const barista = await person('Бариста');
    await t.app.db.insert(userOrganisationBinds).values({ userId: barista.userId, organisationId });
    await blockBy(barista, guest.userId);
    const chat = await json<{ id: string }>(call('GET', `/api/chats/private?organisation=${organisationId}`, guest));
    expect((await send(await connect(guest), chat.id, 'Есть столик?')).ok).toBe(true);
  });

  it('nobody brings into a group chat someone they blocked or who blocked them', async () => {
    const anna = await person('Анна');
    const boris = await person('Борис');
    const vera = await person('Вера');
    await blockBy(anna, boris.userId);

    for (const [owner, invited] of [
      [boris, anna],
      [anna, boris],
    ] as const) {
      const refused = await call('POST', '/api/chats/editor', owner, {
        title: 'Квиз',
        memberIds: [vera.userId, invited.userId],
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        code: 'MEMBER_UNAVAILABLE',
        fields: { memberIds: 'Этого человека нельзя пригласить' },
      });
    }
    // Nothing half-made: Boris has no group.
    const borisChats = await json<{ items: { type: string }[] }>(call('GET', '/api/chats?type=GROUP', boris));
    expect(borisChats.items).toEqual([]);

    const group = await json<{ id: string }>(
      call('POST', '/api/chats/editor', boris, { title: 'Квиз', memberIds: [vera.userId] }),
    );
    const added = await call('POST', '/api/chats/editor', boris, {
      id: group.id,
      memberIds: [vera.userId, anna.userId],
    });
    expect(added.statusCode).toBe(403);
    expect((added.json() as { fields: object }).fields).toHaveProperty('memberIds');
    const annaGroups = await json<{ items: { id: string }[] }>(call('GET', '/api/chats?type=GROUP', anna));
    expect(annaGroups.items.map((item) => item.id)).not.toContain(group.id);
  });

  it('nobody joins the room of someone they blocked or who blocked them', async () => {
    const { placeId } = await newPlace();
    const anna = await person('Анна');
    const boris = await person('Борис');
    const vera = await person('Вера');
    const annasRoom = await json<{ id: string }>(
      call('POST', '/api/rooms/editor', anna, { title: 'Настолки', placeId, startsAt: ROOM_AT() }),
    );
    const borisRoom = await json<{ id: string }>(
      call('POST', '/api/rooms/editor', boris, { title: 'Джем', placeId, startsAt: ROOM_AT() }),
    );
    await blockBy(anna, boris.userId);
    for (const [who, room] of [
      [boris, annasRoom],
      [anna, borisRoom],
    ] as const) {
      const refused = await call('POST', '/api/rooms/toggle-participant', who, { roomId: room.id });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        code: 'ROOM_UNAVAILABLE',
        fields: { roomId: 'К этой комнате нельзя присоединиться' },
      });
    }
    const participants = await json<{ total: number }>(call('GET', `/api/rooms/participants?room=${annasRoom.id}`));
    expect(participants.total).toBe(1);
    expect(
      (await json<{ joined: boolean }>(call('POST', '/api/rooms/toggle-participant', vera, { roomId: annasRoom.id })))
        .joined,
    ).toBe(true);
  });

  it('the blocker sees the blocked author’s opinions, answers and rooms marked, and the feed leaves them out', async () => {
    const { placeId, organisationId } = await newPlace();
    const anna = await person('Анна');
    const boris = await person('Борис');
    const vera = await person('Вера');
    const write = (author: Session, text: string) =>
      json<{ id: string }>(call('POST', '/api/opinions/editor', author, { placeId, rating: 4, text }));
    const borisOpinion = await write(boris, 'Вкусный кофе и тихо');
    const veraOpinion = await write(vera, 'Хорошая музыка по вечерам');
    // Boris also answers for the place's team.
    await t.app.db.insert(userOrganisationBinds).values({ userId: boris.userId, organisationId });
    const answer = await json<{ id: string }>(
      call('POST', '/api/feedbacks/editor', boris, { opinionId: veraOpinion.id, text: 'Спасибо, приходите ещё' }),
    );
    const borisRoom = await json<{ id: string }>(
      call('POST', '/api/rooms/editor', boris, { title: 'Джем у Бориса', placeId, startsAt: ROOM_AT() }),
    );
    const veraRoom = await json<{ id: string }>(
      call('POST', '/api/rooms/editor', vera, { title: 'Настолки у Веры', placeId, startsAt: ROOM_AT() }),
    );
    // Anna follows Boris: his things are in her own feed too.
    await json(call('POST', '/api/user-subscriptions/subscribe', anna, { userId: boris.userId }));

    const marks = async (path: string, viewer?: Session) => {
      const page = await json<{ items: Listed[] }>(call('GET', path, viewer));
      return Object.fromEntries(page.items.map((item) => [item.id, item.authorBlocked]));
    };
    const feed = async (path: string, viewer: Session) =>
      (await json<{ items: FeedItem[] }>(call('GET', `${path}?limit=100`, viewer))).items.map((item) => item.id);
    const opinionsPath = `/api/opinions?place=${placeId}`;
    const roomsPath = `/api/rooms?place=${placeId}`;
    const feedbacksPath = `/api/feedbacks?opinion=${veraOpinion.id}`;

    expect(await marks(opinionsPath, anna)).toEqual({ [borisOpinion.id]: false, [veraOpinion.id]: false });
    expect(await feed('/api/feed/v2', anna)).toEqual(expect.arrayContaining([borisOpinion.id, borisRoom.id]));
    expect(await feed('/api/feed', anna)).toEqual(expect.arrayContaining([borisOpinion.id, borisRoom.id]));

    await blockBy(anna, boris.userId);
    expect(await marks(opinionsPath, anna)).toEqual({ [borisOpinion.id]: true, [veraOpinion.id]: false });
    expect(await marks(roomsPath, anna)).toEqual({ [borisRoom.id]: true, [veraRoom.id]: false });
    expect(await marks(feedbacksPath, anna)).toEqual({ [answer.id]: true });
    // One item by its id is marked too.
    expect(await marks(`/api/opinions?id=${borisOpinion.id}`, anna)).toEqual({ [borisOpinion.id]: true });
    // Only for Anna: Boris himself, Vera and an anonymous visitor see nothing marked.
    for (const viewer of [boris, vera, undefined]) {
      expect(Object.values(await marks(opinionsPath, viewer))).toEqual([false, false]);
      expect(Object.values(await marks(roomsPath, viewer))).toEqual([false, false]);
    }
    const annasFeed = await feed('/api/feed/v2', anna);
    expect(annasFeed).not.toContain(borisOpinion.id);
    expect(annasFeed).not.toContain(borisRoom.id);
    expect(annasFeed).toEqual(expect.arrayContaining([veraOpinion.id, veraRoom.id]));
    const ownFeed = await feed('/api/feed', anna);
    expect(ownFeed).not.toContain(borisOpinion.id);
    expect(ownFeed).not.toContain(borisRoom.id);
    expect(await feed('/api/feed/v2', vera)).toEqual(expect.arrayContaining([borisOpinion.id, borisRoom.id]));

    await json(call('DELETE', `/api/blocks/${boris.userId}`, anna));
    expect(await marks(opinionsPath, anna)).toEqual({ [borisOpinion.id]: false, [veraOpinion.id]: false });
    expect(await feed('/api/feed/v2', anna)).toEqual(expect.arrayContaining([borisOpinion.id, borisRoom.id]));
  });
});
