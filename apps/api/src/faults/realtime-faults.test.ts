// Realtime under faults, with two API processes on one PostgreSQL database and a private Redis between them:
// - Redis gone: people on the same node still talk, nothing crashes, HTTP keeps answering; Redis back on the same
//   port: delivery across the nodes works again, without restarting anything.
// - A node killed: its people reconnect to the other node and catch up on every message sent meanwhile, through the
//   chats' catch-up (`GET /api/chats/last-messages-by-chat?after=<last seen id>`).
import { rmSync } from 'node:fs';
import { ChatEvent } from '@mesto/domain';
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

type Message = { id: string; chatId: string; text: string; clientId: string | null };
type Device = { socket: Socket; heard: Message[] };

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

  function connect(node: ApiProcess, person: Person): Promise<Device> {
    const socket = io(`${node.base}/chats`, {
      path: '/sockets',
      transports: ['websocket'],
      auth: { token: person.token },
      reconnection: false,
    });
    const device: Device = { socket, heard: [] };
    devices.push(device);
    socket.on(ChatEvent.NEW, (event: { message: Message }) => device.heard.push(event.message));
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
    return answer.data as Message;
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
    const annaOnA = await connect(nodeA, anna);
    const borisOnA = await connect(nodeA, boris);
    const carolOnB = await connect(nodeB, carol);
    // Working across nodes first, so the test below sees Redis's absence, not a setup that never worked.
    await sendUntilHeard(annaOnA, carolOnB, farChat, 'Через Redis');

    await redis.kill();
    // Within node A, every message is delivered at once while Redis stays away (a few seconds of outage: the
    // Redis clients retry meanwhile; a message to carol on node B is stored and acknowledged all the same).
    const outageEnds = Date.now() + 4_000;
    await send(annaOnA, farChat, 'Без Redis, на другой узел');
    let index = 0;
    for (; index < 6 || Date.now() < outageEnds; index += 1) {
      // Both ways, paced: a person may send 20 messages in 10 s.
      const [from, to] = index % 2 === 0 ? [annaOnA, borisOnA] : [borisOnA, annaOnA];
      const message = await send(from, nearChat, `Без Redis ${index}`);
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
    await sendUntilHeard(annaOnA, carolOnB, farChat, 'Redis вернулся', 60_000);
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
    // Sent while carol has no connection at all.
    const missed: Message[] = [];
    for (let index = 0; index < 6; index += 1)
      missed.push(await send(borisOnA, lateChat, `Пока тебя не было ${index}`));

    // Carol's app reconnects (to the node that is left) and asks for what came after the last message it saw.
    const carolOnA = await connect(nodeA, carol);
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
