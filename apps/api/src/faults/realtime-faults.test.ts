// Realtime under faults, with two API processes on one PostgreSQL database and a private Redis between them:
// - Redis gone: people on the same node still talk, nothing crashes, HTTP keeps answering; Redis back on the same
//   port: delivery across the nodes works again, without restarting anything, and every message acknowledged since
//   Redis went away reaches its recipient, live or by the catch-up after the reconnect the server asks for.
// - A node killed: its people reconnect to the other node and catch up on every message sent meanwhile, through the
//   chats' catch-up (`GET /api/chats/last-messages-by-chat?after=<last seen id>`).
import { rmSync } from 'node:fs';
import { CHAT_CATCH_UP_EVENT, ChatEvent } from '@mesto/domain';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_URL } from '../testing/test-app.ts';
import {
  type ApiProcess,
  call,
  canRunRedis,
  drillBudget,
  type Person,
  type PrivateRedis,
  privateRedis,
  scratchDatabase,
  scratchDir,
  signUp,
  sleep,
  startApi,
  waitUntil,
} from './processes.ts';

type Message = { id: string; chatId: string; text: string; clientId: string | null; createdAt: string };
/**
 * A device as the app runs one: a socket.io client that reconnects by itself (the client's defaults, with short
 * delays) and, on every reconnect, asks over HTTP for what came in each of its chats after the newest message it
 * holds, or, if the server named a time when it closed the transport (`server:catch-up`), after the newest one it
 * holds from before that time.
 */
type Device = {
  socket: Socket;
  /** Messages heard live (ChatEvent.NEW). */
  heard: Message[];
  /** Ids fetched by its catch-ups. */
  caughtUp: Set<string>;
  /** Everything it holds: heard, fetched, and its own acknowledged. */
  held: Message[];
  connects: number;
  /** How many `server:catch-up` hints it has been given. */
  hints: number;
  catchUps: Promise<void>[];
};

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

describe.skipIf(!canRunRedis)('realtime under faults (two API nodes, a private Redis)', () => {
  let redis: PrivateRedis;
  let database: Awaited<ReturnType<typeof scratchDatabase>>;
  const dataDir = scratchDir('realtime');
  let nodeA: ApiProcess;
  let nodeB: ApiProcess;
  let anna: Person;
  let boris: Person;
  let carol: Person;
  /** anna–boris (both on node A), anna–carol and boris–carol (carol on node B). */
  let nearChat: string;
  let farChat: string;
  let lateChat: string;
  const devices: Device[] = [];

  /** Every message of the chat after `after` (oldest first, every page), or its newest page without `after`. */
  async function fetchAfter(node: ApiProcess, person: Person, chatId: string, after: string | undefined) {
    const found: Message[] = [];
    let cursor = after;
    for (;;) {
      const query = `chat=${chatId}&limit=50${cursor ? `&after=${cursor}` : ''}`;
      const page = await call(node.base, `/api/chats/last-messages-by-chat?${query}`, { token: person.token });
      if (page.status !== 200) throw new Error(`catch-up: ${page.status} ${JSON.stringify(page.body)}`);
      const body = page.body as { items: Message[]; nextCursor: string | null };
      found.push(...body.items);
      if (!cursor || !body.nextCursor || body.items.length === 0) return found;
      cursor = (body.items.at(-1) as Message).id;
    }
  }

  function connect(node: ApiProcess, person: Person, chatIds: string[]): Promise<Device> {
    const socket = io(`${node.base}/chats`, {
      path: '/sockets',
      transports: ['websocket'],
      auth: { token: person.token },
      reconnectionDelay: 100,
      reconnectionDelayMax: 500,
    });
    const device: Device = { socket, heard: [], caughtUp: new Set(), held: [], connects: 0, hints: 0, catchUps: [] };
    devices.push(device);
    let since: string | undefined;
    socket.on(ChatEvent.NEW, (event: { message: Message }) => {
      device.heard.push(event.message);
      device.held.push(event.message);
    });
    socket.on(CHAT_CATCH_UP_EVENT, (hint: { since: string }) => {
      device.hints += 1;
      if (!since || hint.since < since) since = hint.since;
    });
    socket.on('connect', () => {
      device.connects += 1;
      if (device.connects === 1) return;
      const hint = since;
      since = undefined;
      for (const chatId of chatIds) {
        const inChat = device.held.filter((message) => message.chatId === chatId);
        const from = newest(hint === undefined ? inChat : inChat.filter((message) => message.createdAt < hint));
        device.catchUps.push(
          fetchAfter(node, person, chatId, from?.id).then((messages) => {
            for (const message of messages) device.caughtUp.add(message.id);
            device.held.push(...messages);
          }),
        );
      }
    });
    return new Promise((resolve, reject) => {
      socket.once(ChatEvent.READY, () => resolve(device));
      socket.once('connect_error', reject);
    });
  }

  let sequence = 0;
  async function send(device: Device, chatId: string, text: string): Promise<Message> {
    sequence += 1;
    const answer = await device.socket
      .timeout(15_000)
      .emitWithAck(ChatEvent.SEND, { chatId, clientId: `faults-${sequence}`, text });
    if (!answer.ok) throw new Error(`send refused: ${JSON.stringify(answer)}`);
    const message = answer.data as Message;
    device.held.push(message);
    return message;
  }

  /** Sends until the receiver hears one (adapters find each other asynchronously); the messages sent. */
  async function sendUntilHeard(from: Device, to: Device, chatId: string, label: string, timeoutMs = 30_000) {
    const sent: Message[] = [];
    const heard = () => to.heard.some((message) => sent.some((mine) => mine.id === message.id));
    await waitUntil(
      `${label} to be heard`,
      async () => {
        sent.push(await send(from, chatId, `${label} ${sent.length}`));
        await waitUntil('an answer', heard, 500).catch(() => {});
        return heard();
      },
      timeoutMs,
    );
    return sent;
  }

  beforeAll(async () => {
    redis = await privateRedis();
    await redis.start();
    database = await scratchDatabase(ADMIN_URL);
    const settings = { DATA_DIR: dataDir, DATABASE_URL: database.url, REDIS_URL: redis.url };
    // One after the other: the first applies the migrations.
    nodeA = await startApi(settings);
    nodeB = await startApi(settings);
    const run = Date.now().toString(36);
    anna = await signUp(nodeA.base, `faults_anna_${run}`);
    boris = await signUp(nodeA.base, `faults_boris_${run}`);
    carol = await signUp(nodeA.base, `faults_carol_${run}`);
    const open = async (with_: Person, by = anna) => {
      const answer = await call(nodeA.base, `/api/chats/private?user=${with_.id}`, { token: by.token });
      if (answer.status !== 200) throw new Error(`open chat: ${answer.status} ${JSON.stringify(answer.body)}`);
      return answer.body.id as string;
    };
    nearChat = await open(boris);
    farChat = await open(carol);
    lateChat = await open(carol, boris);
  }, drillBudget(2));

  afterAll(async () => {
    for (const device of devices) device.socket.close();
    await nodeA?.kill('SIGKILL');
    await nodeB?.kill('SIGKILL');
    await redis?.kill();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('without Redis people on one node still talk and HTTP answers; with Redis back, across nodes again', async () => {
    const annaOnA = await connect(nodeA, anna, [nearChat, farChat]);
    const borisOnA = await connect(nodeA, boris, [nearChat, lateChat]);
    const carolOnB = await connect(nodeB, carol, [farChat, lateChat]);
    // Working across nodes first, so the test below sees Redis's absence, not a setup that never worked.
    await sendUntilHeard(annaOnA, carolOnB, farChat, 'Через Redis');

    /** Every message acknowledged from the moment Redis goes away, with the device of its recipient. */
    const acknowledged: { message: Message; to: Device }[] = [];
    await redis.kill();
    // Within node A, every message is delivered at once while Redis stays away (a few seconds of outage: the
    // Redis clients retry meanwhile; a message to carol on node B is stored and acknowledged all the same).
    const outageEnds = Date.now() + 4_000;
    acknowledged.push({ message: await send(annaOnA, farChat, 'Без Redis, на другой узел'), to: carolOnB });
    let index = 0;
    for (; index < 6 || Date.now() < outageEnds; index += 1) {
      // Both ways, paced: a person may send 20 messages in 10 s.
      const [from, to] = index % 2 === 0 ? [annaOnA, borisOnA] : [borisOnA, annaOnA];
      const message = await send(from, nearChat, `Без Redis ${index}`);
      acknowledged.push({ message, to });
      await waitUntil('the other person to hear it on the same node', () =>
        to.heard.some((heard) => heard.id === message.id),
      );
      await sleep(400);
    }
    const lastLocal = `Без Redis ${index - 1}`;
    // HTTP on both nodes: no 5xx (the chat list and the catch-up read the database, not Redis).
    for (const node of [nodeA, nodeB]) {
      const list = await call(node.base, '/api/chats', { token: carol.token });
      expect(list.status).toBe(200);
      expect((await call(node.base, '/api/health/ready')).status).toBe(200);
    }
    const stored = await call(nodeB.base, `/api/chats/last-messages-by-chat?chat=${nearChat}&limit=5`, {
      token: boris.token,
    });
    expect(stored.status).toBe(200);
    expect((stored.body.items as Message[]).map((message) => message.text)).toContain(lastLocal);

    await redis.start();
    // The adapters' clients reconnect by themselves: a message from node A reaches carol on node B again.
    const afterwards = await sendUntilHeard(annaOnA, carolOnB, farChat, 'Redis вернулся', 60_000);
    acknowledged.push(...afterwards.map((message) => ({ message, to: carolOnB })));
    // Each node has the sockets it held through the outage reconnect to catch up: every device is told so and
    // comes back by itself.
    const all = [annaOnA, borisOnA, carolOnB];
    await waitUntil(
      'every device to be asked to catch up and to be connected again',
      () => all.every((device) => device.hints > 0 && device.connects > 1 && device.socket.connected),
      30_000,
    );
    // Every message acknowledged since Redis went away has reached its recipient, live or by the catch-up.
    const reached = ({ message, to }: { message: Message; to: Device }) =>
      to.heard.some((heard) => heard.id === message.id) || to.caughtUp.has(message.id);
    await waitUntil(
      'every acknowledged message to reach its recipient',
      async () => {
        await Promise.all(all.flatMap((device) => device.catchUps));
        return acknowledged.every(reached);
      },
      15_000,
    ).catch(() => {});
    const live = acknowledged.filter(({ message, to }) => to.heard.some((heard) => heard.id === message.id)).length;
    console.log(
      `faults: Redis outage: ${acknowledged.length} acknowledged, ${live} live, ` +
        `${acknowledged.filter(reached).length - live} caught up; reconnects ${all.map((device) => device.connects - 1)}`,
    );
    expect(acknowledged.filter((entry) => !reached(entry)).map(({ message }) => message.text)).toEqual([]);
    expect(nodeA.alive()).toBe(true);
    expect(nodeB.alive()).toBe(true);
  });

  it('a person whose node is killed reconnects to the other node and catches up on every message missed', async () => {
    const borisOnA = devices[1] as Device;
    const carolOnB = devices[2] as Device;
    // The last message carol's app saw in the chat with boris (heard live from the other node).
    const lastSeen = (await sendUntilHeard(borisOnA, carolOnB, lateChat, 'Привет, Карина')).at(-1) as Message;
    expect(carolOnB.heard.map((message) => message.id)).toContain(lastSeen.id);

    await nodeB.kill('SIGKILL');
    await waitUntil('carol’s socket to notice', () => !carolOnB.socket.connected);
    // Her app goes on with the node that is left (below, as a new connection); this one stops knocking at the dead one.
    carolOnB.socket.close();
    // Sent while carol has no connection at all.
    const missed: Message[] = [];
    for (let index = 0; index < 6; index += 1)
      missed.push(await send(borisOnA, lateChat, `Пока тебя не было ${index}`));

    // Carol's app reconnects (to the node that is left) and asks for what came after the last message it saw.
    const carolOnA = await connect(nodeA, carol, [farChat, lateChat]);
    const caughtUp: Message[] = [];
    let after = lastSeen.id;
    for (;;) {
      const page = await call(nodeA.base, `/api/chats/last-messages-by-chat?chat=${lateChat}&after=${after}&limit=4`, {
        token: carol.token,
      });
      expect(page.status).toBe(200);
      const body = page.body as { items: Message[]; nextCursor: string | null };
      caughtUp.push(...body.items);
      if (!body.nextCursor || body.items.length === 0) break;
      after = (body.items.at(-1) as Message).id;
    }
    // Every missed message, once each, oldest first: nothing lost, nothing twice.
    expect(caughtUp.map((message) => message.id)).toEqual(missed.map((message) => message.id));

    // And live delivery goes on on the new connection.
    const next = await send(borisOnA, lateChat, 'Снова на связи');
    await waitUntil('carol to hear it live again', () => carolOnA.heard.some((heard) => heard.id === next.id));
  });
});
