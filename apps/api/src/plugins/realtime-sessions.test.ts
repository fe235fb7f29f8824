import { ChatEvent } from '@mesto/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, sessions } from '../db/schema.ts';
import { sessionOfRefreshToken } from '../features/auth/sessions.ts';
import { chatSocket, secondNode } from '../testing/nodes.ts';
import {
  APP_ORIGIN,
  bearer,
  createTestApp,
  grant,
  type Session,
  sessionOf,
  signUp,
  type TestApp,
} from '../testing/test-app.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** How long a socket may take to be closed once its session has ended; far above what it takes. */
const CLOSE_WITHIN_MS = 5_000;

type Person = Session & { username: string; password: string };
type NewMessage = { chatId: string; message: { text: string } };

// Two API nodes on one database and one Redis. Sessions end through node A (the HTTP side); the sockets that must
// close are connected to node B, so only the Redis adapter can carry the disconnect to them.
describe('a chat socket does not outlive its session (two API nodes joined by Redis)', () => {
  let nodeA: TestApp;
  let nodeB: FastifyInstance;
  const clients: Socket[] = [];
  let addresses = 0;

  const connect = (node: FastifyInstance, who: Session) => chatSocket(node, who, clients);

  /** Resolves with true once the socket is closed, or false if it is still open after CLOSE_WITHIN_MS. */
  const closedSoon = (socket: Socket) =>
    new Promise<boolean>((resolve) => {
      if (!socket.connected) return resolve(true);
      const timer = setTimeout(() => resolve(false), CLOSE_WITHIN_MS);
      socket.once('disconnect', () => {
        clearTimeout(timer);
        resolve(true);
      });
    });

  const heardBy = (socket: Socket) => {
    const heard: string[] = [];
    socket.on(ChatEvent.NEW, (event: NewMessage) => heard.push(event.message.text));
    return heard;
  };

  const nextMessage = (socket: Socket) =>
    new Promise<string>((resolve) => socket.once(ChatEvent.NEW, (event: NewMessage) => resolve(event.message.text)));

  const send = (socket: Socket, chatId: string, text: string) =>
    socket.timeout(5_000).emitWithAck(ChatEvent.SEND, { chatId, clientId: `c-${Math.random()}`, text });

  /** Another sign-in of the same person: a session of its own, as a second device would have. */
  const signIn = async (person: Person) => {
    addresses += 1;
    const response = await nodeA.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: `10.77.0.${addresses}`,
      payload: { login: person.username, password: person.password },
    });
    expect(response.statusCode).toBe(200);
    return sessionOf(response);
  };

  /**
   * Anna with two devices, both connected to node B (the laptop is the session each test ends), and Boris, who writes
   * to her through node A.
   */
  const scene = async () => {
    const anna = await signUp(nodeA.app, { displayName: 'Анна' });
    const boris = await signUp(nodeA.app, { displayName: 'Борис' });
    const phone = await signIn(anna);
    const opened = await nodeA.app.inject({
      method: 'GET',
      url: `/api/chats/private?user=${anna.userId}`,
      headers: bearer(boris),
    });
    const chatId = (opened.json() as { id: string }).id;
    return {
      anna,
      phone,
      boris,
      chatId,
      laptopSocket: await connect(nodeB, anna),
      phoneSocket: await connect(nodeB, phone),
      borisSocket: await connect(nodeA.app, boris),
    };
  };

  beforeAll(async () => {
    nodeA = await createTestApp({ REDIS_URL, REFRESH_GRACE_SECONDS: 0 });
    nodeB = await secondNode(nodeA);
    await nodeA.app.listen({ port: 0, host: '127.0.0.1' });
    await nodeB.listen({ port: 0, host: '127.0.0.1' });

    // Adapters learn about each other asynchronously: wait until node A reaches a socket of node B both ways the
    // tests use (a request such as a disconnect, and a broadcast such as a message).
    const probe = await signUp(nodeA.app);
    const probeSocket = await connect(nodeB, probe);
    let heard = false;
    probeSocket.on('probe', () => {
      heard = true;
    });
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const found = await nodeA.app.io.of('/chats').fetchSockets();
      nodeA.app.io.of('/chats').to(`user:${probe.userId}`).emit('probe');
      await new Promise((resolve) => setTimeout(resolve, 100));
      if (heard && found.some((socket) => socket.id === probeSocket.id)) break;
    }
    expect(heard).toBe(true);
  });

  afterAll(async () => {
    for (const client of clients) client.close();
    await nodeB?.close();
    await nodeA?.close();
  });

  it('logging out through one node closes that session’s socket on the other; the other device keeps chatting', async () => {
    const { anna, chatId, laptopSocket, phoneSocket, borisSocket } = await scene();
    const heardOnLaptop = heardBy(laptopSocket);
    const closed = closedSoon(laptopSocket);

    const logout = await nodeA.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(anna) });
    expect(logout.statusCode).toBe(200);
    expect(await closed).toBe(true);

    const onPhone = nextMessage(phoneSocket);
    expect((await send(borisSocket, chatId, 'После выхода')).ok).toBe(true);
    expect(await onPhone).toBe('После выхода');
    expect(heardOnLaptop).toEqual([]);
    expect((await send(phoneSocket, chatId, 'Я на телефоне')).ok).toBe(true);
  });

  it('a reused refresh token closes the sockets of its session on every node; the other device keeps chatting', async () => {
    const { anna, chatId, laptopSocket, phoneSocket, borisSocket } = await scene();
    const heardOnLaptop = heardBy(laptopSocket);
    const closed = closedSoon(laptopSocket);

    const refresh = () =>
      nodeA.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken: anna.refreshToken } });
    expect((await refresh()).statusCode).toBe(200);
    // The same token again, after the grace window (none here): stolen, so the whole session ends.
    const replay = await refresh();
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('REFRESH_REUSED');
    expect(await closed).toBe(true);

    const onPhone = nextMessage(phoneSocket);
    expect((await send(borisSocket, chatId, 'После кражи')).ok).toBe(true);
    expect(await onPhone).toBe('После кражи');
    expect(heardOnLaptop).toEqual([]);
    expect((await send(phoneSocket, chatId, 'Телефон на связи')).ok).toBe(true);
  });

  it('an administrator setting a new password closes every socket of that person; others keep chatting', async () => {
    const { anna, chatId, laptopSocket, phoneSocket, borisSocket } = await scene();
    const root = await signUp(nodeA.app);
    await grant(nodeA.app, root.userId, ['ROOT']);
    const closed = [closedSoon(laptopSocket), closedSoon(phoneSocket)];

    const saved = await nodeA.app.inject({
      method: 'POST',
      url: '/api/users/editor',
      payload: { id: anna.userId, password: 'brand-new-password-7' },
      headers: { ...bearer(root), origin: APP_ORIGIN },
    });
    expect(saved.statusCode).toBe(200);
    expect(await Promise.all(closed)).toEqual([true, true]);
    expect((await send(borisSocket, chatId, 'Ты здесь?')).ok).toBe(true);
  });

  it('an administrator setting their own new password stays signed in on that device; their other sessions end', async () => {
    const root = await signUp(nodeA.app);
    await grant(nodeA.app, root.userId, ['ROOT']);
    const otherDevice = await signIn(root);
    const here = await connect(nodeB, root);
    const there = await connect(nodeB, otherDevice);
    const closedThere = closedSoon(there);

    const saved = await nodeA.app.inject({
      method: 'POST',
      url: '/api/users/editor',
      payload: { id: root.userId, password: 'brand-new-password-8' },
      headers: { ...bearer(root), origin: APP_ORIGIN },
    });
    expect(saved.statusCode).toBe(200);
    expect(await closedThere).toBe(true);
    expect(here.connected).toBe(true);
    const me = await nodeA.app.inject({ method: 'POST', url: '/api/auth/init', headers: bearer(root) });
    expect(me.json().user?.id).toBe(root.userId);
  });

  it('hiding an account closes every socket of it; the person may sign in again', async () => {
    const { anna, chatId, laptopSocket, phoneSocket, borisSocket } = await scene();
    const moderator = await signUp(nodeA.app);
    await grant(nodeA.app, moderator.userId, ['MODERATION']);
    const closed = [closedSoon(laptopSocket), closedSoon(phoneSocket)];

    const decided = await nodeA.app.inject({
      method: 'POST',
      url: '/api/moderation/decisions',
      payload: { targetType: 'USER', targetId: anna.userId, action: 'HIDE', reason: 'Рассылка рекламы' },
      headers: bearer(moderator),
    });
    expect(decided.statusCode).toBe(200);
    expect(await Promise.all(closed)).toEqual([true, true]);
    expect((await send(borisSocket, chatId, 'Ты здесь?')).ok).toBe(true);

    const again = await signIn(anna);
    const back = await connect(nodeB, again);
    expect(back.connected).toBe(true);
  });

  it('a session revoked with no word to the sockets is refused at its next event, and nothing is stored', async () => {
    const { anna, chatId, laptopSocket, phoneSocket } = await scene();
    const sessionId = await sessionOfRefreshToken(nodeA.app.db, anna.refreshToken);
    await nodeA.app.db
      .update(sessions)
      .set({ revokedAt: new Date(), revokedReason: 'logout' })
      .where(eq(sessions.id, sessionId as string));
    const closed = closedSoon(laptopSocket);

    expect(await send(laptopSocket, chatId, 'Из закрытого сеанса')).toEqual({
      ok: false,
      error: { code: 'UNAUTHORIZED', message: 'Сеанс завершён: войдите снова, чтобы продолжить' },
    });
    expect(await closed).toBe(true);
    const stored = await nodeA.app.db
      .select({ id: messages.id })
      .from(messages)
      .where(and(eq(messages.chatId, chatId), eq(messages.text, 'Из закрытого сеанса')));
    expect(stored).toEqual([]);
    expect((await send(phoneSocket, chatId, 'С телефона можно')).ok).toBe(true);
  });

  it('a socket closes when its session expires', async () => {
    const person = await signUp(nodeA.app);
    const sessionId = await sessionOfRefreshToken(nodeA.app.db, person.refreshToken);
    await nodeA.app.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 1_500) })
      .where(eq(sessions.id, sessionId as string));
    const socket = await connect(nodeB, person);
    expect(await closedSoon(socket)).toBe(true);
  });
});
