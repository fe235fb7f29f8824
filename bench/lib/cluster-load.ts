// The load generator of `cluster.ts`, a process of its own (so its work does not slow the API nodes' event loops
// nor theirs it): started with `node --import tsx bench/lib/cluster-load.ts '<json task>'` and an IPC channel.
//
//   {"mode":"throughput", base, paths, seconds, connections}  → GETs the paths round robin for `seconds` with
//                                                               `connections` at a time; result: requests/s, p95
//   {"mode":"chats", base, pairs, seconds, password, run,      → people in pairs chat through the balancer while
//    drill, databaseUrl}                                        each also makes HTTP writes, behaving as the apps do
//                                                               (reconnect, catch up, send again with the same
//                                                               clientId / Idempotency-Key); the parent runs the
//                                                               drill mid-load (messages "steady" → "disrupted" →
//                                                               "restored"); result: what was acknowledged, what the
//                                                               database holds, what was heard live or caught up,
//                                                               how fast sockets came back, the outage's longest
//                                                               request
//
// The result is one JSON line on stdout, prefixed `RESULT `.

import postgres from 'postgres';
import { io, type Socket } from 'socket.io-client';
import type { StoredMessage } from '../../packages/app-shell/src/chats/chat-types.ts';
import { addStored, emptyLog, lastStored, type MessageLog } from '../../packages/app-shell/src/chats/message-log.ts';
import { CHAT_SEND_BURST, CHAT_SEND_WINDOW_SECONDS, ChatEvent } from '../../packages/domain/src/chats.ts';
import { percentile } from './load.ts';

type ThroughputTask = { mode: 'throughput'; base: string; paths: string[]; seconds: number; connections: number };
type ChatsTask = {
  mode: 'chats';
  base: string;
  pairs: number;
  seconds: number;
  password: string;
  run: string;
  drill: string;
  databaseUrl: string;
};
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

/** A stored message as the API gives it (live, in an acknowledgement, in the history's pages). */
type Message = StoredMessage;

type Link = { pair: number; chatId: string; sender: Person; receiver: Person };

/** Pairs of people, each pair with a private chat, signed up through the balancer. */
async function pairsOf(base: string, pairs: number, password: string, tag: string): Promise<Link[]> {
  const people: Person[] = [];
  for (let index = 0; index < pairs * 2; index++) people.push(await signUp(base, `bench_${tag}_${index}`, password));
  return Promise.all(
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
}

/** Seconds of a Retry-After header as milliseconds, `fallback` without one. */
const retryAfterMs = (response: Response, fallback = 1000) => {
  const seconds = Number(response.headers.get('retry-after'));
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : fallback;
};
/** Answers worth asking again for: the server or the balancer could not serve now, or the same key is still running. */
const retryable = (status: number) => status === 409 || status === 429 || status >= 500;
/** Socket answers worth sending again (with the same clientId): down for now, too often, an unexpected failure. */
const RETRYABLE_CODES = new Set(['UNAVAILABLE', 'TOO_MANY_REQUESTS', 'SERVER_ERROR']);
/** How long a client keeps sending one message or write again before it gives up (shows it failed). */
const GIVE_UP_MS = 90_000;

/**
 * A page of a chat's history as the apps fetch it (use-conversation's `fetchPage`), asked again while the API cannot
 * answer (503 with Retry-After during a database restart, 502 from the balancer while a node goes).
 */
async function pageOf(
  base: string,
  person: Person,
  query: Record<string, string>,
  timed: (started: number) => void,
): Promise<{ items: Message[]; nextCursor: string | null }> {
  const giveUpAt = now() + GIVE_UP_MS;
  for (;;) {
    const started = now();
    try {
      const response = await fetch(`${base}/api/chats/last-messages-by-chat?${new URLSearchParams(query)}`, {
        headers: auth(person),
        signal: AbortSignal.timeout(30_000),
      });
      timed(started);
      if (response.ok) return (await response.json()) as { items: Message[]; nextCursor: string | null };
      await response.arrayBuffer();
      if (!retryable(response.status) || now() > giveUpAt) throw new Error(`history: ${response.status}`);
      await sleep(retryAfterMs(response));
    } catch (error) {
      timed(started);
      if (now() > giveUpAt) throw error;
      await sleep(1000);
    }
  }
}

async function chats({ base, pairs, seconds, password, run, drill, databaseUrl }: ChatsTask) {
  const tag = `${run}_${drill}`;
  const links = await pairsOf(base, pairs, password, tag);

  /** When the parent began the drill and when what it stopped was back (set by its messages). */
  const drillAt: { disrupted: number | null; restored: number | null } = { disrupted: null, restored: null };
  /** Set once the steady third is over: later messages are not counted as «acknowledged before the drill». */
  let beforeClosed = false;
  /** Per socket: when it last dropped and when it was last back (authenticated again), for the recovery figures. */
  const socketTimes: { droppedAt: number | null; lastDropAt: number | null; backAt: number | null }[] = [];
  const catchUps: number[] = [];
  /** Every HTTP request and socket send: when it started and how long it took (the outage's longest are reported). */
  const timings: { kind: 'http' | 'socket'; started: number; ms: number }[] = [];
  const timed = (kind: 'http' | 'socket') => (started: number) => timings.push({ kind, started, ms: now() - started });
  const watch = (socket: Socket) => {
    const times = {
      droppedAt: null as number | null,
      lastDropAt: null as number | null,
      backAt: null as number | null,
    };
    socketTimes.push(times);
    socket.on('disconnect', () => {
      // Dropped since the drill began, and when last: «back» is a reconnect after the last drop.
      if (drillAt.disrupted !== null && times.droppedAt === null) times.droppedAt = now();
      times.lastDropAt = now();
    });
    socket.on(ChatEvent.READY, () => {
      if (times.lastDropAt !== null) times.backAt = now();
    });
  };
  /** Resolves once the socket is connected and authenticated (false if not within `ms`). */
  const ready = (socket: Socket, ms = GIVE_UP_MS) =>
    new Promise<boolean>((resolve) => {
      if (socket.connected) return resolve(true);
      const timer = setTimeout(() => resolve(false), ms);
      socket.once(ChatEvent.READY, () => {
        clearTimeout(timer);
        resolve(true);
      });
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
      const heardLive = new Set<string>();
      const caughtUp = new Set<string>();
      // The receiver holds its messages as the apps do (message-log.ts), so its catch-up starts where theirs would.
      let held: MessageLog = emptyLog;
      let since: string | undefined;
      receiverSocket.on(ChatEvent.NEW, (event: { chatId: string; message: StoredMessage }) => {
        if (event.chatId !== link.chatId || !event.message.clientId) return;
        heardLive.add(event.message.clientId);
        held = addStored(held, [event.message]);
      });
      receiverSocket.on(ChatEvent.CATCH_UP, (event: { since?: unknown }) => {
        if (typeof event?.since === 'string' && !Number.isNaN(Date.parse(event.since))) {
          since = since && since < event.since ? since : event.since;
        }
      });
      const take = (items: Message[]) => {
        for (const message of items) {
          if (message.clientId && !heardLive.has(message.clientId)) caughtUp.add(message.clientId);
        }
        held = addStored(held, items);
      };
      // After a reconnect the receiver catches up over HTTP from the newest message it holds (from before `since`
      // when the server said live delivery failed from then on); holding none, it reads the whole chat.
      let connectedOnce = false;
      receiverSocket.on(ChatEvent.READY, async () => {
        if (!connectedOnce) {
          connectedOnce = true;
          return;
        }
        const from = lastStored(held, since);
        since = undefined;
        try {
          if (from) {
            let after: string | null = from.id;
            while (after) {
              const page = await pageOf(base, link.receiver, { chat: link.chatId, after, limit: '100' }, timed('http'));
              take(page.items);
              after = page.nextCursor;
            }
          } else {
            let cursor: string | null = null;
            do {
              const query: Record<string, string> = { chat: link.chatId, limit: '100', ...(cursor ? { cursor } : {}) };
              const page = await pageOf(base, link.receiver, query, timed('http'));
              take(page.items);
              cursor = page.nextCursor;
            } while (cursor);
          }
          catchUps.push(now());
        } catch (error) {
          console.log(`catch-up of pair ${link.pair} failed: ${error}`);
        }
      });
      await Promise.all([ready(senderSocket), ready(receiverSocket)]);
      return {
        ...link,
        cross,
        senderSocket,
        receiverSocket,
        heardLive,
        caughtUp,
        acked: new Set<string>(),
        ackedBefore: new Set<string>(),
        refused: new Map<string, number>(),
        unacked: 0,
      };
    }),
  );
  type State = (typeof state)[number];

  /** Sends one message until acknowledged, as the apps do: again with its clientId after no answer or a reconnect. */
  const deliver = async (link: State, clientId: string, text: string) => {
    const giveUpAt = now() + GIVE_UP_MS;
    while (now() < giveUpAt) {
      if (!(await ready(link.senderSocket, giveUpAt - now()))) break;
      const started = now();
      try {
        const answer = (await link.senderSocket
          .timeout(5000)
          .emitWithAck(ChatEvent.SEND, { chatId: link.chatId, clientId, text })) as {
          ok: boolean;
          error?: { code?: string };
        };
        timed('socket')(started);
        if (answer.ok) {
          link.acked.add(clientId);
          if (!beforeClosed) link.ackedBefore.add(clientId);
          return;
        }
        const code = answer.error?.code ?? 'UNKNOWN';
        if (!RETRYABLE_CODES.has(code)) {
          link.refused.set(code, (link.refused.get(code) ?? 0) + 1);
          return;
        }
        await sleep(1000);
      } catch {
        // No answer in time (the node went with the message in flight): sent again once connected.
        timed('socket')(started);
      }
    }
    link.unacked += 1;
  };

  /** HTTP writes beside the chat: each sender makes a group chat every second, its key the same on every retry. */
  const writes = { acked: new Set<string>(), unacked: new Set<string>(), refused: 0, retried: 0 };
  /** Why attempts failed (a status, or the error's cause): what the retries were for. */
  const failures = new Map<string, number>();
  const failure = (reason: string) => failures.set(reason, (failures.get(reason) ?? 0) + 1);
  /** Each write's attempts (when, what came back, the API's request id): shown for a write stored twice. */
  const attempts = new Map<string, string[]>();
  const write = async (link: State, key: string, title: string) => {
    const giveUpAt = now() + GIVE_UP_MS;
    const tried: string[] = [];
    attempts.set(title, tried);
    for (let attempt = 0; now() < giveUpAt; attempt++) {
      if (attempt > 0) writes.retried += 1;
      const started = now();
      const at = new Date().toISOString().slice(11, 23);
      try {
        const response = await fetch(`${base}/api/chats/editor`, {
          method: 'POST',
          headers: { ...auth(link.sender), 'content-type': 'application/json', 'idempotency-key': key },
          body: JSON.stringify({ title, memberIds: [] }),
          signal: AbortSignal.timeout(30_000),
        });
        await response.arrayBuffer();
        timed('http')(started);
        tried.push(
          `${at} ${response.status} in ${(now() - started).toFixed(0)} ms (${response.headers.get('x-request-id')})`,
        );
        if (response.ok) {
          writes.acked.add(title);
          return;
        }
        // A 503 from the balancer (no node up) is HTML; the API's is JSON with Retry-After.
        const fromBalancer = !response.headers.get('content-type')?.includes('json');
        failure(`${response.status}${fromBalancer ? ' from HAProxy' : ''}`);
        if (!retryable(response.status)) {
          writes.refused += 1;
          return;
        }
        await sleep(retryAfterMs(response));
      } catch (error) {
        // The connection failed or the answer never came: the same key again.
        timed('http')(started);
        const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).name ?? 'error';
        tried.push(`${at} ${cause} after ${(now() - started).toFixed(0)} ms`);
        failure(cause);
        await sleep(1000);
      }
    }
    writes.unacked.add(title);
  };

  let stopping = false;
  // A person sends within the limiter's allowance (CHAT_SEND_BURST per CHAT_SEND_WINDOW_SECONDS), a little under it.
  const gap = (CHAT_SEND_WINDOW_SECONDS * 1000) / (CHAT_SEND_BURST * 0.8);
  const senders = state.map(async (link) => {
    for (let sequence = 0; !stopping; sequence++) {
      await deliver(link, `${link.pair}-${sequence}`, `Сообщение ${sequence}`);
      await sleep(gap);
    }
  });
  const writers = state.map(async (link, index) => {
    for (let sequence = 0; !stopping; sequence++) {
      // The key is ASCII (a header's value), the title Russian as people write them.
      await write(link, `${tag}-${index}-${sequence}`, `Группа ${tag}-${index}-${sequence}`);
      await sleep(1000);
    }
  });

  const started = now();
  process.on('message', (message: { type: string }) => {
    if (message.type === 'disrupted') drillAt.disrupted = now();
    if (message.type === 'restored') drillAt.restored = now();
  });
  // Steady load for a third of the time, then the parent disrupts (a node, PostgreSQL, Redis).
  await sleep((seconds * 1000) / 3);
  // The count of split pairs' messages «acknowledged before the drill» ends here, and the drill starts once the other
  // node has passed each of them on (or after 10 s): a message acknowledged on api-1 a moment before api-2 died may
  // otherwise be counted as not heard live when it was the drill that came first (it is still caught up afterwards).
  beforeClosed = true;
  const settleBy = now() + 10_000;
  const unheard = () => state.some((link) => link.cross && [...link.ackedBefore].some((id) => !link.heardLive.has(id)));
  while (unheard() && now() < settleBy) await sleep(50);
  process.send?.({ type: 'steady' });
  while (drillAt.restored === null) await sleep(50);
  // The load goes on to the end of its time, and at least a third of it after the outage ended.
  const restored = drillAt.restored;
  await sleep(Math.max(0, started + seconds * 1000 - now(), restored + (seconds * 1000) / 3 - now()));
  stopping = true;
  await Promise.all([...senders, ...writers]);

  // Every acknowledged message heard by its receiver, live or through the catch-up (waits on that, bounded).
  const deadline = now() + 30_000;
  const heard = (link: State, id: string) => link.heardLive.has(id) || link.caughtUp.has(id);
  const missing = () => state.reduce((sum, link) => sum + [...link.acked].filter((id) => !heard(link, id)).length, 0);
  while (missing() > 0 && now() < deadline) await sleep(200);

  // What the database holds: counted there, not through the API.
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  const rows = await sql<{ chat_id: string; client_id: string; copies: number }[]>`
    select chat_id, client_id, count(*)::int as copies from messages
    where chat_id in ${sql(state.map((link) => link.chatId))} group by chat_id, client_id`;
  const groups = await sql<{ title: string; copies: number; created: string[] }[]>`
    select title, count(*)::int as copies, array_agg(to_char(created_at at time zone 'UTC', 'HH24:MI:SS.MS')) as created
    from chats where type = 'GROUP' and title like ${`Группа ${tag}-%`} group by title`;
  await sql.end();

  const storedBy = new Map(state.map((link) => [link.chatId, new Set<string>()]));
  let messageCopies = 0;
  for (const row of rows) {
    storedBy.get(row.chat_id)?.add(row.client_id);
    messageCopies += row.copies - 1;
  }
  const unseen: string[] = [];
  const lost: string[] = [];
  let storedUnacked = 0;
  let live = 0;
  let caught = 0;
  for (const link of state) {
    const stored = storedBy.get(link.chatId) ?? new Set<string>();
    for (const id of link.acked) if (!stored.has(id)) lost.push(id);
    for (const id of stored) {
      if (!link.acked.has(id)) storedUnacked += 1;
      if (link.heardLive.has(id)) live += 1;
      else if (link.caughtUp.has(id)) caught += 1;
      else unseen.push(id);
    }
  }
  const storedTitles = new Map(groups.map((row) => [row.title, row.copies]));
  const writesLost = [...writes.acked].filter((title) => !storedTitles.has(title));

  const from = drillAt.disrupted ?? restored;
  const outageEnd = restored + 5000;
  const afterDrill = (times: number[]) => times.filter((time) => time >= from).map((time) => time - from);
  const dropped = socketTimes.filter((times) => times.droppedAt !== null);
  const back = dropped
    .filter((times) => times.backAt !== null && times.backAt > (times.lastDropAt as number))
    .map((times) => (times.backAt as number) - from)
    .sort((a, b) => a - b);
  const longest = (kind: 'http' | 'socket') =>
    timings
      .filter((timing) => timing.kind === kind && timing.started <= outageEnd && timing.started + timing.ms >= from)
      .reduce((max, timing) => Math.max(max, timing.ms), 0);
  const storedCount = [...storedBy.values()].reduce((sum, ids) => sum + ids.size, 0);
  report({
    drill,
    pairs,
    sockets: sockets.length,
    outageMs: restored - from,
    messagesAcked: state.reduce((sum, link) => sum + link.acked.size, 0),
    messagesRefused: state.reduce((sum, link) => sum + [...link.refused.values()].reduce((a, b) => a + b, 0), 0),
    messagesRefusedCodes: Object.fromEntries(
      state
        .flatMap((link) => [...link.refused.entries()])
        .reduce((codes, [code, count]) => {
          codes.set(code, (codes.get(code) ?? 0) + count);
          return codes;
        }, new Map<string, number>()),
    ),
    messagesUnacked: state.reduce((sum, link) => sum + link.unacked, 0),
    messagesStored: storedCount,
    messagesStoredUnacked: storedUnacked,
    messagesLive: live,
    messagesCaughtUp: caught,
    messagesLostStored: lost.length,
    messagesNotHeard: unseen.length,
    messagesDuplicated: messageCopies,
    lost: lost.slice(0, 20),
    unseen: unseen.slice(0, 20),
    // Split pairs, before the drill: acknowledged on api-1, heard live by a device on api-2.
    crossPairs: state.filter((link) => link.cross).length,
    crossAcked: state.filter((link) => link.cross).reduce((sum, link) => sum + link.ackedBefore.size, 0),
    crossHeardLive: state
      .filter((link) => link.cross)
      .reduce((sum, link) => sum + [...link.ackedBefore].filter((id) => link.heardLive.has(id)).length, 0),
    writesAcked: writes.acked.size,
    writesFound: writes.acked.size - writesLost.length,
    writesStored: storedTitles.size,
    writesDuplicated: [...storedTitles.values()].reduce((sum, copies) => sum + copies - 1, 0),
    // A write stored more than once: its rows' times and its attempts (UTC), to read beside the nodes' logs.
    writesDuplicatedDetails: groups
      .filter((row) => row.copies > 1)
      .slice(0, 10)
      .map((row) => ({ title: row.title, stored: row.created, attempts: attempts.get(row.title) ?? [] })),
    writesLost: writesLost.length,
    writesUnacked: writes.unacked.size,
    writesRefused: writes.refused,
    writesRetried: writes.retried,
    writesFailures: Object.fromEntries(failures),
    socketsDropped: dropped.length,
    socketsBack: back.length,
    recoverP50: back.length ? percentile(back, 0.5) : null,
    recoverMax: back.length ? back[back.length - 1] : null,
    catchUpMax: afterDrill(catchUps).reduce((max, time) => Math.max(max, time), 0),
    longestHttpMs: longest('http'),
    longestSendMs: longest('socket'),
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
