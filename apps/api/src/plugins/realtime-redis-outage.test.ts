import { Writable } from 'node:stream';
import { CHAT_SEND_BURST, ChatEvent } from '@mesto/domain';
import type { FastifyInstance } from 'fastify';
import { createClient } from 'redis';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { type PrivateRedis, privateRedis, sleep, waitUntil } from '../faults/processes.ts';
import { createTestApp, type Session, signUp, type TestApp } from '../testing/test-app.ts';
import { CATCH_UP_SOCKET_EVENT } from './realtime.ts';

type Message = { id: string; chatId: string; text: string; createdAt: string };

/**
 * A device as the app runs one: a socket.io client that reconnects by itself and, on every reconnect, asks over HTTP
 * for what came after the messages it holds. Where it starts from is the question, so it asks twice: from the newest
 * message it holds from before the time the server named when it closed the transport (CATCH_UP_SOCKET_EVENT), and,
 * for comparison, from the newest message it holds, its own acknowledged ones included (what the app does today).
 */
type Device = {
  socket: Socket;
  /** Message ids heard live (ChatEvent.NEW). */
  live: Set<string>;
  /** Message ids fetched by a catch-up from the server's hint, and from the newest held message (the app today). */
  caughtUp: Set<string>;
  caughtUpFromNewest: Set<string>;
  held: Message[];
  connects: number;
  catchUps: Promise<void>[];
};

describe('realtime across two API nodes when Redis goes away and comes back', () => {
  let redis: PrivateRedis;
  let redisUrl: string;
  let nodeA: TestApp;
  let nodeB: FastifyInstance;
  /** Log lines of node A and of node B. */
  const lines: [string[], string[]] = [[], []];
  const devices: Device[] = [];
  const rejections: unknown[] = [];
  const onRejection = (reason: unknown) => rejections.push(reason);

  beforeAll(async () => {
    process.on('unhandledRejection', onRejection);
    redis = await privateRedis();
    redisUrl = redis.url;
    await redis.start();
    const logs = (into: string[]) =>
      new Writable({
        write(chunk, _encoding, done) {
          into.push(String(chunk));
          done();
        },
      });
    nodeA = await createTestApp({ REDIS_URL: redisUrl, LOG_LEVEL: 'info' }, undefined, logs(lines[0]));
    nodeB = await buildApp({
      env: nodeA.env,
      database: { db: nodeA.app.db, kind: nodeA.app.dbKind, migrate: async () => {}, close: async () => {} },
      closeDatabase: false,
      logStream: logs(lines[1]),
    });
    await nodeA.app.listen({ port: 0, host: '127.0.0.1' });
    await nodeB.listen({ port: 0, host: '127.0.0.1' });
  }, 120_000);

  afterAll(async () => {
    for (const device of devices) device.socket.close();
    await nodeB?.close();
    await nodeA?.close();
    await redis.kill();
    process.off('unhandledRejection', onRejection);
  });

  const base = (node: FastifyInstance) => {
    const address = node.server.address() as { port: number };
    return `http://127.0.0.1:${address.port}`;
  };

  /** Messages of the chat after `after`, oldest first, every page (as the app's catch-up reads them). */
  async function fetchAfter(node: FastifyInstance, who: Session, chatId: string, after: string | undefined) {
    const found: Message[] = [];
    let cursor = after;
    for (let page = 0; page < 20; page += 1) {
      const query = `chat=${chatId}&limit=100${cursor ? `&after=${cursor}` : ''}`;
      const response = await fetch(`${base(node)}/api/chats/last-messages-by-chat?${query}`, {
        headers: { authorization: `Bearer ${who.accessToken}` },
      });
      expect(response.status).toBe(200);
      const body = (await response.json()) as { items: Message[]; nextCursor: string | null };
      found.push(...body.items);
      if (!cursor || !body.nextCursor) break;
      cursor = body.nextCursor;
    }
    return found;
  }

  const newest = (messages: Message[]) =>
    messages.reduce<Message | undefined>(
      (latest, message) =>
        !latest ||
        message.createdAt > latest.createdAt ||
        (message.createdAt === latest.createdAt && message.id > latest.id)
          ? message
          : latest,
      undefined,
    );

  function device(node: FastifyInstance, who: Session, chatId: string): Promise<Device> {
    const socket = io(`${base(node)}/chats`, {
      path: '/sockets',
      transports: ['websocket'],
      extraHeaders: { cookie: who.cookie },
      reconnectionDelay: 50,
      reconnectionDelayMax: 200,
    });
    const held: Message[] = [];
    const made: Device = {
      socket,
      live: new Set(),
      caughtUp: new Set(),
      caughtUpFromNewest: new Set(),
      held,
      connects: 0,
      catchUps: [],
    };
    devices.push(made);
    let since: string | undefined;
    socket.on(ChatEvent.NEW, (event: { message: Message }) => {
      made.live.add(event.message.id);
      held.push(event.message);
    });
    socket.on(CATCH_UP_SOCKET_EVENT, (hint: { since: string }) => {
      if (!since || hint.since < since) since = hint.since;
    });
    socket.on('connect', () => {
      made.connects += 1;
      if (made.connects === 1) return;
      const hint = since;
      since = undefined;
      const fromNewest = newest(held);
      // Without the server's word the device can only start where the app does today.
      const hintedFrom = hint === undefined ? fromNewest : newest(held.filter((message) => message.createdAt < hint));
      made.catchUps.push(
        (async () => {
          const [hinted, today] = await Promise.all([
            fetchAfter(node, who, chatId, hintedFrom?.id),
            fetchAfter(node, who, chatId, fromNewest?.id),
          ]);
          for (const message of hinted) made.caughtUp.add(message.id);
          for (const message of today) made.caughtUpFromNewest.add(message.id);
          held.push(...hinted);
        })(),
      );
    });
    return new Promise((resolve, reject) => {
      socket.once(ChatEvent.READY, () => resolve(made));
      socket.once('connect_error', reject);
    });
  }

  let sequence = 0;
  async function send(from: Device, chatId: string, text: string): Promise<Message> {
    sequence += 1;
    const answer = await from.socket
      .timeout(10_000)
      .emitWithAck(ChatEvent.SEND, { chatId, clientId: `outage-${sequence}`, text });
    if (!answer.ok) throw new Error(`send refused: ${JSON.stringify(answer)}`);
    const message = answer.data as Message;
    from.held.push(message);
    return message;
  }

  async function privateChat(between: Session, and: Session) {
    const response = await nodeA.app.inject({
      method: 'GET',
      url: `/api/chats/private?user=${and.userId}`,
      headers: { authorization: `Bearer ${between.accessToken}` },
    });
    return (response.json() as { id: string }).id;
  }

  /** Sends until the other device hears one: the adapters of the two nodes find each other asynchronously. */
  async function sendUntilHeard(from: Device, to: Device, chatId: string) {
    await waitUntil(
      'a message across nodes',
      async () => {
        const message = await send(from, chatId, 'Проверка связи');
        await sleep(100);
        return to.live.has(message.id);
      },
      15_000,
    );
  }

  /** How many times a node (0: A, 1: B) said Redis is away, and that it is back. */
  const said = (node: 0 | 1, level: 30 | 40, words: string) =>
    lines[node].filter((line) => line.includes(`"level":${level}`) && line.includes(words)).length;
  const warnings = (node: 0 | 1) => said(node, 40, 'Redis is away: chat messages');
  const recoveries = (node: 0 | 1) => said(node, 30, 'Redis is back: chat messages');

  it('every message acknowledged while Redis was away reaches its recipient, live or by a catch-up', async () => {
    const anna = await signUp(nodeA.app, { displayName: 'Анна' });
    const boris = await signUp(nodeA.app, { displayName: 'Борис' });
    const chatId = await privateChat(anna, boris);
    const annaOnA = await device(nodeA.app, anna, chatId);
    const borisOnB = await device(nodeB, boris, chatId);
    await sendUntilHeard(annaOnA, borisOnB, chatId);
    await sendUntilHeard(borisOnB, annaOnA, chatId);

    // Both ways, paced under the send limit (CHAT_SEND_BURST in 10 s per person): first while Redis hangs (the
    // publishes wait for an answer), then once it is gone (those fail with the connection, the next ones at once).
    const sent: Array<{ message: Message; to: Device }> = [];
    const exchange = async (count: number) => {
      for (let index = 0; index < count; index += 1) {
        const [from, to] = sent.length % 2 === 0 ? [annaOnA, borisOnB] : [borisOnB, annaOnA];
        sent.push({ message: await send(from, chatId, `Без Redis ${sent.length}`), to });
        await sleep(150);
      }
    };
    redis.freeze();
    await exchange(4);
    await redis.kill();
    await exchange(8);
    const [annaBefore, borisBefore] = [annaOnA.connects, borisOnB.connects];
    await redis.start();
    // Each node closes its sockets' transports within a few seconds of being connected to Redis again.
    await waitUntil(
      'both devices to be reconnected',
      () => annaOnA.connects > annaBefore && borisOnB.connects > borisBefore,
      15_000,
    );
    await waitUntil(
      'both devices to be connected',
      () => annaOnA.socket.connected && borisOnB.socket.connected,
      15_000,
    );
    // A message after the recovery goes across nodes live again.
    await sleep(2_500);
    await Promise.all([...annaOnA.catchUps, ...borisOnB.catchUps]);
    const after = await send(annaOnA, chatId, 'Redis вернулся');
    await waitUntil('a live message after the recovery', () => borisOnB.live.has(after.id), 15_000);

    const reached = (entry: { message: Message; to: Device }) =>
      entry.to.live.has(entry.message.id) || entry.to.caughtUp.has(entry.message.id);
    const live = sent.filter((entry) => entry.to.live.has(entry.message.id)).length;
    const caughtUp = sent.filter((entry) => !entry.to.live.has(entry.message.id) && reached(entry)).length;
    const missedByTodaysCursor = sent.filter(
      (entry) => !entry.to.live.has(entry.message.id) && !entry.to.caughtUpFromNewest.has(entry.message.id),
    ).length;
    console.info(
      `outage: ${sent.length} acknowledged, ${live} delivered live, ${caughtUp} caught up, ` +
        `${sent.length - live - caughtUp} lost; a catch-up from the newest held message would miss ${missedByTodaysCursor}; ` +
        `reconnects anna ${annaOnA.connects - annaBefore}, boris ${borisOnB.connects - borisBefore}; ` +
        `unhandled rejections ${rejections.length}; warnings ${warnings(0)} + ${warnings(1)}`,
    );
    expect(sent.filter((entry) => !reached(entry)).map((entry) => entry.message.text)).toEqual([]);
    expect(rejections).toEqual([]);
    // One warning per node for the outage, however many messages failed to go across, and one line on its end.
    expect([warnings(0), warnings(1), recoveries(0), recoveries(1)]).toEqual([1, 1, 1, 1]);
  }, 60_000);

  it('publishes that fail with every connection up (nothing for the other node to notice) are caught up there', async () => {
    const anna = await signUp(nodeA.app, { displayName: 'Анна' });
    const boris = await signUp(nodeA.app, { displayName: 'Борис' });
    const chatId = await privateChat(anna, boris);
    const annaOnA = await device(nodeA.app, anna, chatId);
    const borisOnB = await device(nodeB, boris, chatId);
    await sendUntilHeard(annaOnA, borisOnB, chatId);
    const [annaBefore, borisBefore] = [annaOnA.connects, borisOnB.connects];
    const [warnedA, warnedB] = [warnings(0), warnings(1)];
    // Redis refuses PUBLISH for a moment: node A's messages do not go across, and no connection drops.
    const probe = createClient({ url: redisUrl });
    probe.on('error', () => {});
    await probe.connect();
    await probe.sendCommand(['ACL', 'SETUSER', 'default', '-publish']);
    const sent: Message[] = [];
    for (let index = 0; index < 3; index += 1) sent.push(await send(annaOnA, chatId, `Не дошло ${index}`));
    await probe.sendCommand(['ACL', 'SETUSER', 'default', '+publish']);
    await probe.quit();
    await waitUntil('the device on node B to be reconnected', () => borisOnB.connects > borisBefore, 15_000);
    await waitUntil('the device on node B to be connected', () => borisOnB.socket.connected, 15_000);
    await Promise.all(borisOnB.catchUps);
    const live = sent.filter((message) => borisOnB.live.has(message.id)).length;
    console.info(
      `failed publishes: ${sent.length} acknowledged, ${live} delivered live, ` +
        `${sent.filter((message) => borisOnB.caughtUp.has(message.id)).length} caught up on node B; ` +
        `reconnects anna ${annaOnA.connects - annaBefore}, boris ${borisOnB.connects - borisBefore}`,
    );
    expect(live).toBe(0);
    expect(sent.filter((message) => !borisOnB.caughtUp.has(message.id))).toEqual([]);
    // Node A saw its publishes fail (once in the log); node B saw nothing and caught up because node A asked it to.
    expect([warnings(0) - warnedA, warnings(1) - warnedB]).toEqual([1, 0]);
    expect(rejections).toEqual([]);
  }, 30_000);

  it('the send limit is one for a person on every node', async () => {
    const anna = await signUp(nodeA.app, { displayName: 'Анна' });
    const boris = await signUp(nodeA.app, { displayName: 'Борис' });
    const chatId = await privateChat(anna, boris);
    const annaOnA = await device(nodeA.app, anna, chatId);
    const annaOnB = await device(nodeB, anna, chatId);
    for (let index = 0; index < CHAT_SEND_BURST; index += 1) {
      await send(index % 2 === 0 ? annaOnA : annaOnB, chatId, `Сообщение ${index}`);
    }
    const refused = await annaOnB.socket
      .timeout(10_000)
      .emitWithAck(ChatEvent.SEND, { chatId, clientId: `outage-limit-${sequence}`, text: 'Лишнее' });
    expect(refused).toMatchObject({ ok: false, error: { code: 'TOO_MANY_REQUESTS' } });
  });
});
