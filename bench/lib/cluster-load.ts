// The load generator of `cluster.ts`, a process of its own (so its work does not slow the API nodes' event loops
// nor theirs it): started with `node --import tsx bench/lib/cluster-load.ts '<json task>'` and an IPC channel.
//
//   {"mode":"throughput", base, paths, seconds, connections}  → GETs the paths round robin for `seconds` with
//                                                               `connections` at a time; result: requests/s, p95
//   {"mode":"chats", base, pairs, seconds, password}          → people in pairs chat through the balancer while
//                                                               each also makes HTTP writes; the parent kills a node
//                                                               mid-load (messages "steady" → "killed"); result:
//                                                               what was acknowledged, what is stored and heard
//                                                               after catch-up, how fast sockets came back
//
// The result is one JSON line on stdout, prefixed `RESULT `.

import { io, type Socket } from 'socket.io-client';
import { CHAT_SEND_BURST, CHAT_SEND_WINDOW_SECONDS, ChatEvent } from '../../packages/domain/src/chats.ts';
import { percentile } from './load.ts';

type ThroughputTask = { mode: 'throughput'; base: string; paths: string[]; seconds: number; connections: number };
type ChatsTask = { mode: 'chats'; base: string; pairs: number; seconds: number; password: string; run: string };
type Task = ThroughputTask | ChatsTask;

const task = JSON.parse(process.argv[2] ?? '{}') as Task;
const now = () => performance.now();
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

function report(result: unknown): void {
  console.log(`RESULT ${JSON.stringify(result)}`);
}

async function throughput({ base, paths, seconds, connections }: ThroughputTask) {
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const until = now() + seconds * 1000;
  // A short warm-up: connections opened, statements prepared, caches filled, on every node.
  const warm = now() + 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (now() < until) {
        const path = paths[next++ % paths.length] as string;
        const started = now();
        try {
          const response = await fetch(`${base}${path}`);
          await response.arrayBuffer();
          if (!response.ok) errors += 1;
          else if (started >= warm) latencies.push(now() - started);
        } catch {
          errors += 1;
        }
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  report({
    requests: latencies.length,
    perSecond: latencies.length / (seconds - 1),
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    errors,
  });
}

type Person = { id: string; username: string; token: string };

async function json<T>(response: Response, what: string): Promise<T> {
  if (!response.ok) throw new Error(`${what}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function signUp(base: string, username: string, password: string): Promise<Person> {
  const body = await json<{ user: { id: string }; accessToken: string }>(
    await fetch(`${base}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password }),
    }),
    `sign up ${username}`,
  );
  return { id: body.user.id, username, token: body.accessToken };
}

const auth = (person: Person) => ({ authorization: `Bearer ${person.token}` });

/** A chats socket through the balancer with the product's reconnect settings (WebSocket, as the apps use it first). */
function chatsSocket(base: string, person: Person, node?: string): Socket {
  const socket = io(`${base}/chats`, {
    path: '/sockets',
    // The bench's balancer sends a socket asking for a node to it while that node is up (round robin otherwise).
    ...(node ? { query: { node } } : {}),
    transports: ['websocket'],
    auth: { token: person.token },
    reconnection: true,
    reconnectionDelay: 1000,
    reconnectionDelayMax: 5000,
    randomizationFactor: 0.5,
  });
  // Only the first connection is placed; a reconnect goes where the balancer sends it, as every real client's does.
  if (node) socket.once('connect', () => Object.assign(socket.io.opts, { query: {} }));
  return socket;
}

type Message = { id: string; clientId: string | null; createdAt: string };

/** Every message of a chat, newest first, through its pages. */
async function history(base: string, person: Person, chatId: string): Promise<Message[]> {
  const all: Message[] = [];
  let cursor: string | null = null;
  do {
    const query = new URLSearchParams({ chat: chatId, limit: '100', ...(cursor ? { cursor } : {}) });
    const page: { items: Message[]; nextCursor: string | null } = await json(
      await fetch(`${base}/api/chats/last-messages-by-chat?${query}`, { headers: auth(person) }),
      'history',
    );
    all.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return all;
}

async function chats({ base, pairs, seconds, password, run }: ChatsTask) {
  const people: Person[] = [];
  for (let index = 0; index < pairs * 2; index++) {
    people.push(await signUp(base, `bench_${run}_${index}`, password));
  }
  const links = await Promise.all(
    Array.from({ length: pairs }, async (_, pair) => {
      const sender = people[pair * 2] as Person;
      const receiver = people[pair * 2 + 1] as Person;
      const chat = await json<{ id: string }>(
        await fetch(`${base}/api/chats/private?user=${receiver.username}`, { headers: auth(sender) }),
        'open chat',
      );
      return { pair, chatId: chat.id, sender, receiver };
    }),
  );

  let killedAt: number | null = null;
  /** Set once the steady third is over: later messages are not counted as «acknowledged before the kill». */
  let beforeKillClosed = false;
  const disconnects: number[] = [];
  const reconnects: number[] = [];
  const catchUps: number[] = [];
  const watch = (socket: Socket) => {
    let lostAt: number | null = null;
    socket.on('disconnect', () => {
      lostAt = now();
      disconnects.push(lostAt);
    });
    socket.on(ChatEvent.READY, () => {
      if (lostAt !== null) reconnects.push(now());
      lostAt = null;
    });
  };
  const ready = (socket: Socket) =>
    new Promise<void>((resolve) => {
      if (socket.connected) resolve();
      socket.once(ChatEvent.READY, () => resolve());
    });

  const sockets: Socket[] = [];
  const state = await Promise.all(
    links.map(async (link) => {
      // Every other pair is split on purpose: its sender on api-1, its receiver on api-2, so their messages must cross
      // between the nodes (through Redis); the rest go where round robin puts them.
      const cross = link.pair % 2 === 0;
      const senderSocket = chatsSocket(base, link.sender, cross ? 'api-1' : undefined);
      const receiverSocket = chatsSocket(base, link.receiver, cross ? 'api-2' : undefined);
      sockets.push(senderSocket, receiverSocket);
      watch(senderSocket);
      watch(receiverSocket);
      const heard = new Set<string>();
      const heardLive = new Set<string>();
      let lastId: string | null = null;
      receiverSocket.on(ChatEvent.NEW, (event: { chatId: string; message: Message }) => {
        if (event.chatId !== link.chatId || !event.message.clientId) return;
        heard.add(event.message.clientId);
        heardLive.add(event.message.clientId);
        lastId = event.message.id;
      });
      // After a reconnect the receiver catches up from the last message it heard, as the apps do.
      let connectedOnce = false;
      receiverSocket.on(ChatEvent.READY, async () => {
        if (!connectedOnce) {
          connectedOnce = true;
          return;
        }
        let cursor: string | null = lastId;
        do {
          const query = new URLSearchParams({ chat: link.chatId, limit: '100', ...(cursor ? { after: cursor } : {}) });
          const response = await fetch(`${base}/api/chats/last-messages-by-chat?${query}`, {
            headers: auth(link.receiver),
          });
          if (!response.ok) break;
          const page = (await response.json()) as { items: Message[]; nextCursor: string | null };
          for (const message of page.items) if (message.clientId) heard.add(message.clientId);
          cursor = page.nextCursor;
        } while (cursor);
        catchUps.push(now());
      });
      await Promise.all([ready(senderSocket), ready(receiverSocket)]);
      return {
        ...link,
        cross,
        senderSocket,
        receiverSocket,
        heard,
        heardLive,
        acked: new Set<string>(),
        ackedBeforeKill: new Set<string>(),
        refused: 0,
      };
    }),
  );

  const writes = { acked: [] as { person: Person; id: string }[], failed: 0, failedAfterKill: 0 };
  let stopping = false;
  // A person sends within the limiter's allowance (CHAT_SEND_BURST per CHAT_SEND_WINDOW_SECONDS), a little under it.
  const gap = (CHAT_SEND_WINDOW_SECONDS * 1000) / (CHAT_SEND_BURST * 0.8);
  const senders = state.map(async (link) => {
    for (let sequence = 0; !stopping; sequence++) {
      const clientId = `${link.pair}-${sequence}`;
      // Until acknowledged: a message whose answer never came is sent again with its clientId after the reconnect;
      // the server stores it once.
      for (let attempt = 0; attempt < 10; attempt++) {
        await ready(link.senderSocket);
        try {
          const answer = (await link.senderSocket
            .timeout(5000)
            .emitWithAck(ChatEvent.SEND, { chatId: link.chatId, clientId, text: `Сообщение ${sequence}` })) as {
            ok: boolean;
          };
          if (answer.ok) {
            link.acked.add(clientId);
            if (!beforeKillClosed) link.ackedBeforeKill.add(clientId);
          } else link.refused += 1;
          break;
        } catch {
          // No answer (the node died with the message in flight): send again once connected.
        }
      }
      await sleep(gap);
    }
  });
  // HTTP writes beside the chat: each sender makes a group chat every second; a 2xx is an acknowledged write.
  const writers = state.map(async (link, index) => {
    for (let sequence = 0; !stopping; sequence++) {
      try {
        const response = await fetch(`${base}/api/chats/editor`, {
          method: 'POST',
          headers: { ...auth(link.sender), 'content-type': 'application/json' },
          body: JSON.stringify({ title: `Группа ${index}-${sequence}`, memberIds: [] }),
        });
        if (response.ok) writes.acked.push({ person: link.sender, id: ((await response.json()) as { id: string }).id });
        else {
          writes.failed += 1;
          if (killedAt !== null) writes.failedAfterKill += 1;
        }
      } catch {
        writes.failed += 1;
        if (killedAt !== null) writes.failedAfterKill += 1;
      }
      await sleep(1000);
    }
  });

  const started = now();
  process.on('message', (message: { type: string }) => {
    if (message.type === 'killed') killedAt = now();
  });
  // Steady load for a third of the time, then the parent kills a node; the rest runs on the survivor.
  await sleep((seconds * 1000) / 3);
  // The count of split pairs' messages «acknowledged before the kill» ends here, and the node goes once the other node
  // has passed each of them on (or after 10 s): a message acknowledged on api-1 a moment before api-2 died may
  // otherwise be counted as lost live when it was the kill that came first (it is still caught up afterwards).
  beforeKillClosed = true;
  const settleBy = now() + 10_000;
  const unheard = () =>
    state.some((link) => link.cross && [...link.ackedBeforeKill].some((id) => !link.heardLive.has(id)));
  while (unheard() && now() < settleBy) await sleep(50);
  process.send?.({ type: 'steady' });
  while (killedAt === null) await sleep(50);
  await sleep(Math.max(0, started + seconds * 1000 - now()));
  stopping = true;
  await Promise.all([...senders, ...writers]);

  // Every acknowledged message heard by its receiver, live or through the catch-up (waits on that, bounded).
  const deadline = now() + 30_000;
  const missing = () =>
    state.reduce((sum, link) => sum + [...link.acked].filter((id) => !link.heard.has(id)).length, 0);
  while (missing() > 0 && now() < deadline) await sleep(200);

  let stored = 0;
  let lostStored = 0;
  for (const link of state) {
    const ids = new Set((await history(base, link.sender, link.chatId)).map((message) => message.clientId));
    for (const clientId of link.acked) {
      if (ids.has(clientId)) stored += 1;
      else lostStored += 1;
    }
  }
  let writesFound = 0;
  const byPerson = new Map<string, { person: Person; ids: Set<string> }>();
  for (const write of writes.acked) {
    const entry = byPerson.get(write.person.id) ?? { person: write.person, ids: new Set<string>() };
    entry.ids.add(write.id);
    byPerson.set(write.person.id, entry);
  }
  for (const { person, ids } of byPerson.values()) {
    const seen = new Set<string>();
    let cursor: string | null = null;
    do {
      const query = new URLSearchParams({ type: 'GROUP', limit: '100', ...(cursor ? { cursor } : {}) });
      const page: { items: { id: string }[]; nextCursor: string | null } = await json(
        await fetch(`${base}/api/chats?${query}`, { headers: auth(person) }),
        'list groups',
      );
      for (const item of page.items) seen.add(item.id);
      cursor = page.nextCursor;
    } while (cursor);
    for (const id of ids) if (seen.has(id)) writesFound += 1;
  }

  const kill = killedAt as number;
  const afterKill = (times: number[]) => times.filter((time) => time >= kill).map((time) => time - kill);
  const back = afterKill(reconnects).sort((a, b) => a - b);
  report({
    pairs,
    sockets: sockets.length,
    messagesAcked: state.reduce((sum, link) => sum + link.acked.size, 0),
    messagesRefused: state.reduce((sum, link) => sum + link.refused, 0),
    messagesStored: stored,
    messagesLostStored: lostStored,
    messagesNotHeard: missing(),
    // Split pairs, before the kill: acknowledged on api-1, heard live by a device on api-2.
    crossPairs: state.filter((link) => link.cross).length,
    crossAcked: state.filter((link) => link.cross).reduce((sum, link) => sum + link.ackedBeforeKill.size, 0),
    crossHeardLive: state
      .filter((link) => link.cross)
      .reduce((sum, link) => sum + [...link.ackedBeforeKill].filter((id) => link.heardLive.has(id)).length, 0),
    writesAcked: writes.acked.length,
    writesFound,
    writesFailed: writes.failed,
    writesFailedAfterKill: writes.failedAfterKill,
    socketsDropped: afterKill(disconnects).length,
    socketsBack: back.length,
    recoverP50: back.length ? percentile(back, 0.5) : null,
    recoverMax: back.length ? back[back.length - 1] : null,
    catchUpMax: afterKill(catchUps).reduce((max, time) => Math.max(max, time), 0),
  });
  for (const socket of sockets) socket.close();
}

try {
  if (task.mode === 'throughput') await throughput(task);
  else if (task.mode === 'chats') await chats(task);
  else throw new Error(`unknown task ${JSON.stringify(task)}`);
  process.exit(0);
} catch (error) {
  console.error(error);
  process.exit(1);
}
