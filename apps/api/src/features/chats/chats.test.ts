import type { AddressInfo } from 'node:net';
import { CHAT_MESSAGE_RULE, CHAT_SEND_BURST, ChatEvent } from '@mesto/domain';
import { eq } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages as messagesTable, opinions, organisations, places, userOrganisationBinds } from '../../db/schema.ts';
import { bearer, createTestApp, type Session, signUp, type TestApp } from '../../testing/test-app.ts';

type Person = { id: string; displayName: string };
type Message = {
  id: string;
  chatId: string;
  clientId: string | null;
  text: string;
  author: Person | null;
  createdAt: string;
};
type Chat = {
  id: string;
  type: string;
  title: string;
  organisation: { id: string } | null;
  place: { id: string; code: string; name: string } | null;
  counterpart: Person | null;
  memberCount: number;
  members: Person[];
  lastMessage: Message | null;
  unreadCount: number;
  lastReadMessageId: string | null;
  othersReadAt: string | null;
  asTeam: boolean;
};
type Ack<T> = { ok: true; data: T } | { ok: false; error: { message: string; code?: string; fields?: object } };

describe('chats', () => {
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

  const get = (path: string, session?: Session) =>
    t.app.inject({ method: 'GET', url: path, headers: session ? bearer(session) : {} });
  const post = (path: string, session: Session, payload: object) =>
    t.app.inject({ method: 'POST', url: path, headers: bearer(session), payload });
  const json = async <T>(response: Promise<{ statusCode: number; body: string; json(): unknown }>, status = 200) => {
    const result = await response;
    expect(result.statusCode, result.body).toBe(status);
    return result.json() as T;
  };
  const person = (name: string) => signUp(t.app, { displayName: name });
  const openWith = (session: Session, target: string) => json<Chat>(get(`/api/chats/private?${target}`, session));
  const myChats = (session: Session, query = '') =>
    json<{ items: Chat[] }>(get(`/api/chats?${query}`, session)).then((page) => page.items);

  /** A connected socket of this person: resolves once the server said it is ready. */
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
  const send = <T = Message>(socket: Socket, payload: object) =>
    socket.timeout(5_000).emitWithAck(ChatEvent.SEND, payload) as Promise<Ack<T>>;
  const clientId = () => {
    n += 1;
    return `c-${n}-${Math.random().toString(36).slice(2)}`;
  };
  /** The next event of this name on the socket (or null after a while, to prove nothing came). */
  const next = <T>(socket: Socket, event: string, waitMs = 3_000) =>
    new Promise<T | null>((resolve) => {
      const timer = setTimeout(() => {
        socket.off(event, listener);
        resolve(null);
      }, waitMs);
      const listener = (payload: T) => {
        clearTimeout(timer);
        socket.off(event, listener);
        resolve(payload);
      };
      socket.on(event, listener);
    });

  it('is for signed-in people: lists and messages are 401 without a session', async () => {
    expect((await get('/api/chats')).statusCode).toBe(401);
    expect((await get('/api/chats/private?user=someone')).statusCode).toBe(401);
  });

  it('opens one private chat per pair, also when both open it at once, titled with the other person', async () => {
    const anna = await person('Анна Смирнова');
    const boris = await person('Борис Петров');
    const opened = await Promise.all([
      ...Array.from({ length: 5 }, () => openWith(anna, `user=${boris.username}`)),
      ...Array.from({ length: 5 }, () => openWith(boris, `user=${anna.userId}`)),
    ]);
    expect(new Set(opened.map((chat) => chat.id)).size).toBe(1);
    const [asAnna] = opened;
    expect(asAnna).toMatchObject({ type: 'PRIVATE', title: 'Борис Петров', memberCount: 2, unreadCount: 0 });
    expect(asAnna?.counterpart?.displayName).toBe('Борис Петров');
    expect((await openWith(boris, `user=${anna.userId}`)).title).toBe('Анна Смирнова');
    const self = await get(`/api/chats/private?user=${anna.userId}`, anna);
    expect(self.statusCode).toBe(400);
    expect(self.json().fields).toHaveProperty('user');
    const nobody = await get('/api/chats/private?user=nobody-at-all', anna);
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json().fields.user).toBe('Такого человека нет');
    expect((await get('/api/chats/private', anna)).statusCode).toBe(400);
  });

  it('delivers a message to every device of the other member after storing it, once per client id', async () => {
    const anna = await person('Анна');
    const boris = await person('Борис');
    const chat = await openWith(anna, `user=${boris.userId}`);
    const annaSocket = await connect(anna);
    const borisPhone = await connect(boris);
    const borisLaptop = await connect(boris);
    const onPhone = next<{ chatId: string; message: Message }>(borisPhone, ChatEvent.NEW);
    const onLaptop = next<{ chatId: string; message: Message }>(borisLaptop, ChatEvent.NEW);
    const id = clientId();
    const sent = await send(annaSocket, { chatId: chat.id, clientId: id, text: '  Привет! Идём сегодня?  ' });
    expect(sent.ok).toBe(true);
    const message = (sent as { data: Message }).data;
    expect(message).toMatchObject({ chatId: chat.id, clientId: id, text: 'Привет! Идём сегодня?' });
    expect(message.author?.displayName).toBe('Анна');
    expect((await onPhone)?.message.id).toBe(message.id);
    expect((await onLaptop)?.message.id).toBe(message.id);
    // The acknowledgement was lost, the device sends again: the same message, stored once. It is told again (the
    // node that stored it may have gone before telling anyone), the same id, which a device holding it drops.
    const again = next<{ chatId: string; message: Message }>(borisPhone, ChatEvent.NEW, 800);
    const resent = await send(annaSocket, { chatId: chat.id, clientId: id, text: 'Привет! Идём сегодня?' });
    expect((resent as { data: Message }).data.id).toBe(message.id);
    expect((await again)?.message).toEqual(message);
    const stored = await t.app.db.select().from(messagesTable);
    expect(stored.filter((row) => row.clientId === id)).toHaveLength(1);

    // Boris's list: the chat with Anna, her message last, one unread; Anna has none unread.
    const [borisChat] = (await myChats(boris)).filter((item) => item.id === chat.id);
    expect(borisChat).toMatchObject({ title: 'Анна', unreadCount: 1 });
    expect(borisChat?.lastMessage?.text).toBe('Привет! Идём сегодня?');
    expect((await myChats(anna)).find((item) => item.id === chat.id)).toMatchObject({
      unreadCount: 0,
      othersReadAt: null,
    });

    // Boris reads it: his other device and Anna hear it; his unread count is gone.
    const readSeen = next<{ userId: string; messageId: string }>(annaSocket, ChatEvent.READ);
    const read = await borisPhone
      .timeout(5_000)
      .emitWithAck(ChatEvent.READ, { chatId: chat.id, messageId: message.id });
    expect(read.ok).toBe(true);
    expect(await readSeen).toMatchObject({ userId: boris.userId, messageId: message.id });
    const after = (await myChats(boris)).find((item) => item.id === chat.id);
    expect(after).toMatchObject({ unreadCount: 0, lastReadMessageId: message.id });
    // Anna's message now shows as read by the other side.
    expect((await myChats(anna)).find((item) => item.id === chat.id)?.othersReadAt).toBe(message.createdAt);
  });

  it('refuses outsiders and bad messages with a reason, and the socket lives on', async () => {
    const anna = await person('Анна');
    const boris = await person('Борис');
    const stranger = await person('Чужой');
    const chat = await openWith(anna, `user=${boris.userId}`);
    const strangerSocket = await connect(stranger);
    const refused = await send(strangerSocket, { chatId: chat.id, clientId: clientId(), text: 'Можно к вам?' });
    expect(refused).toEqual({ ok: false, error: { message: 'Вы не участник этого чата', code: 'FORBIDDEN' } });
    expect((await get(`/api/chats/last-messages-by-chat?chat=${chat.id}`, stranger)).statusCode).toBe(403);
    // As for anything one may not see: not found, so a chat's existence tells nothing either.
    expect((await get(`/api/chats/check_access?chat=${chat.id}`, stranger)).statusCode).toBe(404);
    expect((await get(`/api/chats/check_access?chat=${chat.id}`, boris)).json()).toMatchObject({ canView: true });
    expect((await myChats(stranger)).map((item) => item.id)).not.toContain(chat.id);

    const annaSocket = await connect(anna);
    const empty = await send(annaSocket, { chatId: chat.id, clientId: clientId(), text: '   ' });
    expect(empty.ok).toBe(false);
    expect((empty as { error: { fields: object } }).error.fields).toHaveProperty('text', 'Напишите сообщение');
    const long = await send(annaSocket, {
      chatId: chat.id,
      clientId: clientId(),
      text: 'а'.repeat(CHAT_MESSAGE_RULE.max + 1),
    });
    expect((long as { error: { fields: object } }).error.fields).toHaveProperty('text');
    for (const payload of [null, 'text', 42, [], { chatId: 'not-a-uuid', clientId: 'x', text: 'привет' }]) {
      const answer = await send(annaSocket, payload as object);
      expect(answer.ok).toBe(false);
    }
    const missing = await send(annaSocket, {
      chatId: '00000000-0000-4000-8000-000000000000',
      clientId: clientId(),
      text: 'привет',
    });
    expect(missing).toEqual({ ok: false, error: { message: 'Чат не найден', code: 'NOT_FOUND' } });
    // Still connected and working.
    expect((await send(annaSocket, { chatId: chat.id, clientId: clientId(), text: 'Всё ещё здесь' })).ok).toBe(true);
  });

  it('lists the chat with the latest message first, and a new message moves its chat to the top', async () => {
    const anna = await person('Анна');
    const [boris, vera] = [await person('Борис'), await person('Вера')];
    const withBoris = await openWith(anna, `user=${boris.userId}`);
    const withVera = await openWith(anna, `user=${vera.userId}`);
    const socket = await connect(anna);
    const order = async () => (await myChats(anna)).map((item) => item.title).slice(0, 2);
    await send(socket, { chatId: withBoris.id, clientId: clientId(), text: 'Борису' });
    await send(socket, { chatId: withVera.id, clientId: clientId(), text: 'Вере' });
    expect(await order()).toEqual(['Вера', 'Борис']);
    await send(socket, { chatId: withBoris.id, clientId: clientId(), text: 'Ещё Борису' });
    expect(await order()).toEqual(['Борис', 'Вера']);
    // The author's own message never counts as unread for them.
    expect((await myChats(anna)).slice(0, 2).map((item) => item.unreadCount)).toEqual([0, 0]);
  });

  it('pages history newest first and catches a reconnecting device up oldest first', async () => {
    const anna = await person('Анна');
    const boris = await person('Борис');
    const chat = await openWith(anna, `user=${boris.userId}`);
    const socket = await connect(anna);
    const sent: string[] = [];
    for (let index = 1; index <= 7; index++) {
      const answer = await send(socket, { chatId: chat.id, clientId: clientId(), text: `Сообщение ${index}` });
      sent.push((answer as { data: Message }).data.id);
    }
    const history = (cursor?: string) =>
      json<{ items: Message[]; nextCursor: string | null }>(
        get(`/api/chats/last-messages-by-chat?chat=${chat.id}&limit=3${cursor ? `&cursor=${cursor}` : ''}`, boris),
      );
    const first = await history();
    expect(first.items.map((message) => message.text)).toEqual(['Сообщение 7', 'Сообщение 6', 'Сообщение 5']);
    const second = await history(first.nextCursor ?? undefined);
    expect(second.items.map((message) => message.text)).toEqual(['Сообщение 4', 'Сообщение 3', 'Сообщение 2']);
    const third = await history(second.nextCursor ?? undefined);
    expect(third.items.map((message) => message.text)).toEqual(['Сообщение 1']);
    expect(third.nextCursor).toBeNull();
    // A device that had message 3 asks what came after it.
    const caught = await json<{ items: Message[]; nextCursor: string | null }>(
      get(`/api/chats/last-messages-by-chat?chat=${chat.id}&after=${sent[2]}&limit=10`, boris),
    );
    expect(caught.items.map((message) => message.text)).toEqual([
      'Сообщение 4',
      'Сообщение 5',
      'Сообщение 6',
      'Сообщение 7',
    ]);
    expect(caught.nextCursor).toBeNull();
    const broken = await get(`/api/chats/last-messages-by-chat?chat=${chat.id}&cursor=not-a-cursor`, boris);
    expect(broken.statusCode).toBe(400);
    expect(broken.json().fields).toHaveProperty('cursor');
  });

  it('a chat with an organisation reaches its team, who answer as the organisation', async () => {
    const [organisation] = await t.app.db
      .insert(organisations)
      .values({ code: `org${Date.now()}`, name: 'Кофейня «Зерно»' })
      .returning();
    const organisationId = organisation?.id as string;
    const guest = await person('Гость Иванов');
    const barista = await person('Бариста');
    const outsider = await person('Сосед');
    await t.app.db.insert(userOrganisationBinds).values({ userId: barista.userId, organisationId });
    const chat = await openWith(guest, `organisation=${organisationId}`);
    expect(chat).toMatchObject({ type: 'PRIVATE', title: 'Кофейня «Зерно»', asTeam: false, memberCount: 1 });

    const baristaSocket = await connect(barista);
    const guestSocket = await connect(guest);
    const heard = next<{ message: Message }>(baristaSocket, ChatEvent.NEW);
    await send(guestSocket, { chatId: chat.id, clientId: clientId(), text: 'Есть столик на четверых?' });
    expect((await heard)?.message.text).toBe('Есть столик на четверых?');

    // The dashboard's figure: one chat of the team waits; the guest has nothing unread; unread=true lists it.
    const unread = (session: Session, query: string) =>
      json<{ chats: number }>(get(`/api/chats/unread-count?${query}`, session)).then((body) => body.chats);
    expect(await unread(barista, 'team=true')).toBe(1);
    expect(await unread(barista, `team=true&organisation=${organisationId}`)).toBe(1);
    expect(await unread(barista, '')).toBe(0);
    expect(await unread(guest, '')).toBe(0);
    expect(await unread(outsider, 'team=true')).toBe(0);
    expect((await myChats(barista, `organisation=${organisationId}&unread=true`)).map((item) => item.id)).toEqual([
      chat.id,
    ]);
    // The business panel's list: the person's name, one unread, answered as the team.
    const teamList = await myChats(barista, `organisation=${organisationId}`);
    expect(teamList.map((item) => item.id)).toEqual([chat.id]);
    expect(teamList[0]).toMatchObject({ title: 'Гость Иванов', asTeam: true, unreadCount: 1 });
    // The team's chats are not among the barista's own.
    expect((await myChats(barista)).map((item) => item.id)).not.toContain(chat.id);
    expect((await get(`/api/chats?organisation=${organisationId}`, outsider)).statusCode).toBe(403);

    const answer = next<{ message: Message }>(guestSocket, ChatEvent.NEW);
    await send(baristaSocket, { chatId: chat.id, clientId: clientId(), text: 'Да, ждём вас!' });
    expect((await answer)?.message).toMatchObject({ text: 'Да, ждём вас!', author: { displayName: 'Бариста' } });
    const guestView = (await myChats(guest)).find((item) => item.id === chat.id);
    expect(guestView).toMatchObject({ unreadCount: 1, title: 'Кофейня «Зерно»' });
    // Reading as the team keeps the barista's marker without making them a member.
    const last = guestView?.lastMessage?.id as string;
    const read = await baristaSocket.timeout(5_000).emitWithAck(ChatEvent.READ, { chatId: chat.id, messageId: last });
    expect(read.ok).toBe(true);
    const again = await myChats(barista, `organisation=${organisationId}`);
    expect(again[0]).toMatchObject({ unreadCount: 0, memberCount: 1, asTeam: true });
    // The guest sees their question read (by the team). For the team, only the guest's reading counts: the guest
    // has read up to their own question, not yet the answer — a colleague's reading does not make it read.
    expect((await myChats(guest)).find((item) => item.id === chat.id)?.othersReadAt).not.toBeNull();
    const answeredAt = guestView?.lastMessage?.createdAt as string;
    expect(again[0]?.othersReadAt ?? '').not.toBe('');
    expect((again[0]?.othersReadAt ?? '') < answeredAt).toBe(true);
    expect(await unread(barista, 'team=true')).toBe(0);
    expect(await unread(guest, '')).toBe(1);
  });

  it('a chat with an organisation keeps the place the guest wrote from, the latest one, for the team to see', async () => {
    const stamp = Date.now().toString(36);
    const [organisation, other] = await t.app.db
      .insert(organisations)
      .values([
        { code: `orgp${stamp}`, name: 'Волжские кофейни' },
        { code: `orgq${stamp}`, name: 'Бар-группа «Кремль»' },
      ])
      .returning();
    const organisationId = organisation?.id as string;
    const [zerno, embankment, foreign] = await t.app.db
      .insert(places)
      .values([
        { code: `zer${stamp}`, name: 'Кофейня «Зерно»', organisationId },
        { code: `nab${stamp}`, name: 'Кофейня на набережной', organisationId },
        { code: `bar${stamp}`, name: 'Бар «Кремль»', organisationId: other?.id as string },
      ])
      .returning();
    const guest = await person('Гость Сидоров');
    const barista = await person('Бариста Зерна');
    await t.app.db.insert(userOrganisationBinds).values({ userId: barista.userId, organisationId });

    // From a place's page, by its code: the chat says which place it is about, to the guest and to the team.
    const chat = await openWith(guest, `organisation=${organisationId}&place=${zerno?.code}`);
    const zernoRef = { id: zerno?.id, code: zerno?.code, name: 'Кофейня «Зерно»' };
    expect(chat.place).toEqual(zernoRef);
    expect((await myChats(barista, `organisation=${organisationId}`))[0]).toMatchObject({
      id: chat.id,
      place: zernoRef,
    });
    // Opened again from the organisation's page (no place), the place stays; from another of its places (by id), it
    // follows the guest there: still the one chat.
    expect((await openWith(guest, `organisation=${organisationId}`)).place).toEqual(zernoRef);
    const moved = await openWith(guest, `organisation=${organisation?.code}&place=${embankment?.id}`);
    expect(moved).toMatchObject({ id: chat.id, place: { id: embankment?.id, name: 'Кофейня на набережной' } });
    expect((await myChats(barista, `organisation=${organisationId}`))[0]?.place?.name).toBe('Кофейня на набережной');

    // A place of another organisation, a missing one, or a place without an organisation: 400 naming `place`.
    for (const query of [
      `organisation=${organisationId}&place=${foreign?.id}`,
      `organisation=${organisationId}&place=nope${stamp}`,
      `user=${barista.userId}&place=${zerno?.id}`,
    ]) {
      const refused = await get(`/api/chats/private?${query}`, guest);
      expect(refused.statusCode, query).toBe(400);
      expect(refused.json().fields, query).toHaveProperty('place');
    }
    expect((await get(`/api/chats/private?organisation=${organisationId}&place=${zerno?.id}`)).statusCode).toBe(401);
    // The place gone, the chat stays, without a place.
    await t.app.db.delete(places).where(eq(places.id, embankment?.id as string));
    expect((await myChats(barista, `organisation=${organisationId}`))[0]).toMatchObject({ id: chat.id, place: null });
  });

  it('a team writes to the author of an opinion about its place: the same chat the author would open', async () => {
    const [organisation] = await t.app.db
      .insert(organisations)
      .values({ code: `orgo${Date.now()}`, name: 'Бар «Маяк»' })
      .returning();
    const organisationId = organisation?.id as string;
    const [place] = await t.app.db
      .insert(places)
      .values({ code: `pl${Date.now()}`, name: 'Бар «Маяк»', organisationId })
      .returning();
    const author = await person('Критик Петров');
    const manager = await person('Управляющий');
    const outsider = await person('Сосед');
    await t.app.db.insert(userOrganisationBinds).values({ userId: manager.userId, organisationId });
    const [opinion] = await t.app.db
      .insert(opinions)
      .values({ code: `op${Date.now()}`, authorId: author.userId, placeId: place?.id as string, rating: 2 })
      .returning();
    const fromTeam = await openWith(manager, `opinion=${opinion?.id}`);
    expect(fromTeam).toMatchObject({ type: 'PRIVATE', title: 'Критик Петров', asTeam: true, memberCount: 1 });
    // The author finds it among their chats, titled with the organisation, and opening it themselves is the same chat.
    expect((await myChats(author)).find((item) => item.id === fromTeam.id)?.title).toBe('Бар «Маяк»');
    expect((await openWith(author, `organisation=${organisationId}`)).id).toBe(fromTeam.id);
    // Nobody outside the team may, nor to a missing opinion.
    expect((await get(`/api/chats/private?opinion=${opinion?.id}`, outsider)).statusCode).toBe(403);
    const missing = await get('/api/chats/private?opinion=00000000-0000-4000-8000-000000000000', manager);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toHaveProperty('opinion');
    expect((await get(`/api/chats/private?opinion=${opinion?.id}&user=${author.userId}`, manager)).statusCode).toBe(
      400,
    );
  });

  it('groups: the owner names them and chooses members; members write and leave; outsiders cannot edit', async () => {
    const owner = await person('Организатор');
    const [first, second, third] = [await person('Первый'), await person('Второй'), await person('Третий')];
    const blank = await json<{ title: string; memberIds: string[] }>(get('/api/chats/blank', owner));
    expect(blank).toEqual({ title: '', memberIds: [] });
    const untitled = await post('/api/chats/editor', owner, { title: '  ', memberIds: [] });
    expect(untitled.statusCode).toBe(400);
    expect(untitled.json().fields).toHaveProperty('title', 'Укажите название');
    const unknown = await post('/api/chats/editor', owner, {
      title: 'Квиз',
      memberIds: ['00000000-0000-4000-8000-000000000000'],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toHaveProperty('memberIds');
    const group = await json<Chat>(
      post('/api/chats/editor', owner, { title: 'Квиз в четверг', memberIds: [first.userId, second.userId] }),
    );
    expect(group).toMatchObject({ type: 'GROUP', title: 'Квиз в четверг', memberCount: 3 });
    expect((await myChats(first)).map((item) => item.id)).toContain(group.id);

    const notOwner = await post('/api/chats/editor', first, { id: group.id, title: 'Мой квиз' });
    expect(notOwner.statusCode).toBe(403);
    const changed = await json<Chat>(
      post('/api/chats/editor', owner, {
        id: group.id,
        title: 'Квиз в пятницу',
        memberIds: [second.userId, third.userId],
      }),
    );
    expect(changed).toMatchObject({ title: 'Квиз в пятницу', memberCount: 3 });
    expect(changed.members.map((member) => member.displayName).sort()).toEqual(['Второй', 'Организатор', 'Третий']);
    // Removed: no longer sees it or writes to it.
    expect((await myChats(first)).map((item) => item.id)).not.toContain(group.id);
    const firstSocket = await connect(first);
    expect((await send(firstSocket, { chatId: group.id, clientId: clientId(), text: 'Эй' })).ok).toBe(false);

    expect((await json<{ ok: true }>(post('/api/chats/leave', second, { chatId: group.id }))).ok).toBe(true);
    expect((await myChats(second)).map((item) => item.id)).not.toContain(group.id);
    const ownerLeaves = await post('/api/chats/leave', owner, { chatId: group.id });
    expect(ownerLeaves.statusCode).toBe(400);
    // A private chat is not edited through the editor.
    const pair = await openWith(owner, `user=${third.userId}`);
    expect((await post('/api/chats/editor', owner, { id: pair.id, title: 'Переименую' })).statusCode).toBe(403);
  });

  it(`lets a person send ${CHAT_SEND_BURST} messages in a burst, then asks them to wait`, async () => {
    const anna = await person('Анна');
    const boris = await person('Борис');
    const chat = await openWith(anna, `user=${boris.userId}`);
    const socket = await connect(anna);
    const answers = await Promise.all(
      Array.from({ length: CHAT_SEND_BURST + 3 }, (_, index) =>
        send(socket, { chatId: chat.id, clientId: clientId(), text: `Флуд ${index}` }),
      ),
    );
    expect(answers.filter((answer) => answer.ok)).toHaveLength(CHAT_SEND_BURST);
    const refused = answers.filter((answer) => !answer.ok);
    expect(refused).toHaveLength(3);
    expect((refused[0] as { error: { message: string } }).error.message).toContain('Слишком много сообщений');
  });
});
