import type { AddressInfo } from 'node:net';
import { ChatEvent } from '@mesto/domain';
import type { FastifyInstance } from 'fastify';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { BOT_SECRET_HEADER } from '../../lib/internal-auth.ts';
import { bearer, createTestApp, type Session, signUp, type TestApp } from '../../testing/test-app.ts';
import { bindTelegram, makeDue, outboxRowsOf, sendChatMessage } from './notifications.testing.ts';

// «A new message while I have no open socket»: a chat row waits a minute, and when it comes due the API asks the
// realtime server (every node, through the Redis adapter when there is one) whether the person has the site open.

const SECRET = 'presence-secret-for-tests-0123456789';

describe('chat notifications and presence', () => {
  let t: TestApp;
  let url = '';
  const sockets: Socket[] = [];

  beforeAll(async () => {
    t = await createTestApp({ BOT_INTERNAL_SECRET: SECRET });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t.close();
  });

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
  const claim = async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/internal/notifications/claim',
      headers: { [BOT_SECRET_HEADER]: SECRET },
      payload: { worker: 'test', limit: 100 },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().notifications as { userId: string; text: string }[];
  };

  it('a person with the site open gets no Telegram message; once they leave, they do', async () => {
    const anna = await signUp(t.app, { displayName: 'Анна' });
    const boris = await signUp(t.app, { displayName: 'Борис' });
    await bindTelegram(t.app, boris.userId, 5_000_000 + Math.floor(Math.random() * 1_000_000));
    const chat = await t.app.inject({ url: `/api/chats/private?user=${boris.userId}`, headers: bearer(anna) });
    const chatId = chat.json().id as string;

    const socket = await connect(boris);
    await sendChatMessage(t.app, anna.userId, chatId, 'ты на сайте?');
    await makeDue(t.app, boris.userId);
    expect((await claim()).filter((n) => n.userId === boris.userId)).toHaveLength(0);
    expect((await outboxRowsOf(t.app, boris.userId)).map((row) => row.failure)).toEqual(['ONLINE']);

    socket.close();
    // The server notices the socket is gone.
    for (let i = 0; i < 200; i += 1) {
      if ((await t.app.io.of('/chats').in(`user:${boris.userId}`).fetchSockets()).length === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await sendChatMessage(t.app, anna.userId, chatId, 'а теперь?');
    await makeDue(t.app, boris.userId);
    const [notification] = (await claim()).filter((n) => n.userId === boris.userId);
    expect(notification?.text).toContain('а теперь?');
  });
});

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

// Two API nodes on one database and one Redis: the bot claims through node B while the person's site is open on A.
describe('chat notifications and presence across two API nodes (Redis adapter)', () => {
  let nodeA: TestApp;
  let nodeB: FastifyInstance;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    nodeA = await createTestApp({ REDIS_URL, BOT_INTERNAL_SECRET: SECRET });
    nodeB = await buildApp({
      env: nodeA.env,
      database: { db: nodeA.app.db, kind: nodeA.app.dbKind, migrate: async () => {}, close: async () => {} },
      closeDatabase: false,
    });
    await nodeB.ready();
    await nodeA.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await nodeB.close();
    await nodeA.close();
  });

  it('a socket open on another node counts as the site being open', async () => {
    const anna = await signUp(nodeA.app, { displayName: 'Анна' });
    const boris = await signUp(nodeA.app, { displayName: 'Борис' });
    await bindTelegram(nodeA.app, boris.userId, 4_000_000 + Math.floor(Math.random() * 1_000_000));
    const chat = await nodeA.app.inject({ url: `/api/chats/private?user=${boris.userId}`, headers: bearer(anna) });
    const chatId = chat.json().id as string;
    const port = (nodeA.app.server.address() as AddressInfo).port;
    const socket = io(`http://127.0.0.1:${port}/chats`, {
      path: '/sockets',
      transports: ['websocket'],
      extraHeaders: { cookie: boris.cookie },
      reconnection: false,
    });
    sockets.push(socket);
    await new Promise((resolve, reject) => {
      socket.on(ChatEvent.READY, resolve);
      socket.on('connect_error', reject);
    });
    // Adapters learn about each other asynchronously: node B sees the socket of node A once they have.
    for (let i = 0; i < 100; i += 1) {
      if ((await nodeB.io.of('/chats').in(`user:${boris.userId}`).fetchSockets()).length > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await sendChatMessage(nodeA.app, anna.userId, chatId, 'ты тут?');
    await makeDue(nodeA.app, boris.userId);
    const claimed = await nodeB.inject({
      method: 'POST',
      url: '/api/internal/notifications/claim',
      headers: { [BOT_SECRET_HEADER]: SECRET },
      payload: { worker: 'node-b', limit: 100 },
    });
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json().notifications.filter((n: { userId: string }) => n.userId === boris.userId)).toEqual([]);
    expect((await outboxRowsOf(nodeA.app, boris.userId)).map((row) => row.failure)).toEqual(['ONLINE']);
  });
});
