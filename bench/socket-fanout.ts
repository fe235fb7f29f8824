// Socket fan-out: a group chat of MEMBERS people (default 100; the group limit is CHAT_GROUP_MAX_MEMBERS), each
// connected with a real socket.io client to the /chats namespace of an API in a process of its own (on a fresh
// PostgreSQL database, dropped afterwards). SENDERS of them post MESSAGES each, one every INTERVAL ms (within the
// limiter's CHAT_SEND_BURST per CHAT_SEND_WINDOW_SECONDS). For every message: the time from sending to each member's
// device hearing it (p50 / p95 / max over all deliveries, and per message the slowest member), and loss (messages
// some member never heard). The baseline, measured in the same run before and after the group: each sender alone in
// a one-member chat, same pace, hearing its own message — the ratio says what fanning out to the group adds.
// All the clients live in this process, so their receiving costs are in the figures too (the same in the baseline).
// Run: pnpm --filter @mesto/bench socket:fanout
//   env: MEMBERS (100), SENDERS (5), MESSAGES (20 per sender), INTERVAL (600 ms), WAIT (15 s for late deliveries),
//   BENCH_POSTGRES_URL (admin URL, default the local server)
import { cpus, loadavg } from 'node:os';
import postgres from 'postgres';
import { io, type Socket } from 'socket.io-client';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { hashPassword } from '../apps/api/src/features/auth/passwords.ts';
import {
  CHAT_GROUP_MAX_MEMBERS,
  CHAT_SEND_BURST,
  CHAT_SEND_WINDOW_SECONDS,
  ChatEvent,
} from '../packages/domain/src/chats.ts';
import { percentile, signIn } from './lib/load.ts';
import { startServer } from './lib/spawn-server.ts';

const members = Number(process.env.MEMBERS ?? 100);
const senders = Math.min(members, Number(process.env.SENDERS ?? 5));
const messagesPerSender = Number(process.env.MESSAGES ?? 20);
const interval = Number(process.env.INTERVAL ?? 600);
const waitMs = Number(process.env.WAIT ?? 15) * 1000;
const adminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PASSWORD = 'fanout-password-2026';

if (members < 2 || members > CHAT_GROUP_MAX_MEMBERS) {
  throw new Error(`MEMBERS must be between 2 and ${CHAT_GROUP_MAX_MEMBERS} (the group limit)`);
}
// The limiter allows CHAT_SEND_BURST messages per window per person; stay under it with a margin of one.
if (interval * (CHAT_SEND_BURST - 1) < CHAT_SEND_WINDOW_SECONDS * 1000) {
  throw new Error(`INTERVAL ${interval} ms would exceed ${CHAT_SEND_BURST} messages per ${CHAT_SEND_WINDOW_SECONDS} s`);
}

type NewMessage = { chatId: string; message: { clientId: string | null } };

/** A connected member: their socket, and when it heard each message (by clientId) of the chats watched. */
type Member = { index: number; token: string; socket: Socket; heard: Map<string, number> };

function connect(address: string, token: string): Promise<Socket> {
  const socket = io(`${address}/chats`, {
    path: '/sockets',
    transports: ['websocket'],
    auth: { token },
    reconnection: false,
  });
  return new Promise((resolve, reject) => {
    socket.once(ChatEvent.READY, () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

async function createGroup(address: string, owner: Member, others: string[], title: string): Promise<string> {
  const response = await fetch(`${address}/api/chats/editor`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${owner.token}` },
    body: JSON.stringify({ title, memberIds: others }),
  });
  if (!response.ok) throw new Error(`create chat: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { id: string }).id;
}

type Sent = { clientId: string; chatId: string; at: number; acked: boolean };

/**
 * Each sender posts `count` messages to its chat, one every `interval` ms (staggered so the senders interleave); each
 * send waits for its acknowledgement only as long as the pace allows before the next goes.
 */
async function post(label: string, plan: { sender: Member; chatId: string }[], count: number): Promise<Sent[]> {
  const sent: Sent[] = [];
  await Promise.all(
    plan.map(async ({ sender, chatId }, position) => {
      await new Promise((resolve) => setTimeout(resolve, (interval / plan.length) * position));
      const pending: Promise<void>[] = [];
      for (let index = 0; index < count; index += 1) {
        const started = performance.now();
        const entry: Sent = {
          clientId: `${label}-${sender.index}-${index}-${Date.now()}`,
          chatId,
          at: started,
          acked: false,
        };
        sent.push(entry);
        pending.push(
          sender.socket
            .timeout(20_000)
            .emitWithAck(ChatEvent.SEND, { chatId, clientId: entry.clientId, text: `Сообщение ${index}` })
            .then((answer: { ok?: boolean }) => {
              entry.acked = answer.ok !== false;
            })
            .catch(() => {}),
        );
        const next = started + interval - performance.now();
        if (next > 0) await new Promise((resolve) => setTimeout(resolve, next));
      }
      await Promise.all(pending);
    }),
  );
  return sent;
}

/** Waits until every listener heard every acknowledged message, or WAIT ms passed. */
async function settle(sent: Sent[], listenersOf: (entry: Sent) => Member[]) {
  const deadline = performance.now() + waitMs;
  while (performance.now() < deadline) {
    const missing = sent.some(
      (entry) => entry.acked && listenersOf(entry).some((member) => !member.heard.has(entry.clientId)),
    );
    if (!missing) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function summarise(sent: Sent[], listenersOf: (entry: Sent) => Member[]) {
  const deliveries: number[] = [];
  const slowest: number[] = [];
  let lost = 0;
  let missingDeliveries = 0;
  for (const entry of sent) {
    let worst = 0;
    let missed = 0;
    for (const member of listenersOf(entry)) {
      const at = member.heard.get(entry.clientId);
      if (at === undefined) {
        missed += 1;
        continue;
      }
      deliveries.push(at - entry.at);
      worst = Math.max(worst, at - entry.at);
    }
    if (missed > 0 || !entry.acked) lost += 1;
    missingDeliveries += missed;
    if (missed === 0) slowest.push(worst);
  }
  deliveries.sort((a, b) => a - b);
  slowest.sort((a, b) => a - b);
  return {
    messages: sent.length,
    refused: sent.filter((entry) => !entry.acked).length,
    lost,
    missingDeliveries,
    deliveries: deliveries.length,
    p50: percentile(deliveries, 0.5),
    p95: percentile(deliveries, 0.95),
    max: deliveries.at(-1) ?? Number.NaN,
    slowestP50: percentile(slowest, 0.5),
    slowestP95: percentile(slowest, 0.95),
  };
}

const name = `mesto_bench_fanout_${process.pid}`;
const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
await admin.unsafe(`create database ${name}`);
const databaseUrl = adminUrl.replace(/\/[^/]*$/, `/${name}`);
let server: Awaited<ReturnType<typeof startServer>> | undefined;
const people: Member[] = [];
try {
  // The people, straight into the database (signing up goes through a per-address limit meant for people).
  const database = openDatabase({ databaseUrl, dataDir: 'memory://' });
  await database.migrate();
  await database.close();
  const passwordHash = await hashPassword(PASSWORD);
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  await sql`insert into users (code, username, display_name, password_hash)
    select (2 + g % 8)::text || 'f' || g, 'fanout_' || g, 'Участник ' || g, ${passwordHash}
    from generate_series(1, ${members}) as g`;
  const ids = new Map(
    (
      (await sql`select id, username from users where username like 'fanout_%'`) as unknown as {
        id: string;
        username: string;
      }[]
    ).map((row) => [row.username, row.id]),
  );
  await sql.end();

  server = await startServer({ databaseUrl, routes: [], seed: false });
  const { address } = server;
  const started = performance.now();
  for (let index = 1; index <= members; index += 1) {
    const token = await signIn(address, `fanout_${index}`, PASSWORD);
    people.push({ index, token, socket: undefined as unknown as Socket, heard: new Map() });
  }
  // Ten connections at a time, as people arriving.
  for (let from = 0; from < people.length; from += 10) {
    await Promise.all(
      people.slice(from, from + 10).map(async (member) => {
        member.socket = await connect(address, member.token);
        member.socket.on(ChatEvent.NEW, (event: NewMessage) => {
          if (event.message.clientId) member.heard.set(event.message.clientId, performance.now());
        });
      }),
    );
  }
  console.log(
    `${members} people signed in and connected in ${((performance.now() - started) / 1000).toFixed(1)} s; ` +
      `API in its own process on PostgreSQL`,
  );

  const talkers = people.slice(0, senders);
  const groupId = await createGroup(
    address,
    people[0] as Member,
    people.slice(1).map((member) => ids.get(`fanout_${member.index}`) as string),
    'Большая группа',
  );
  const soloIds = await Promise.all(talkers.map((member) => createGroup(address, member, [], 'Заметки')));
  const soloPlan = talkers.map((sender, position) => ({ sender, chatId: soloIds[position] as string }));
  const groupPlan = talkers.map((sender) => ({ sender, chatId: groupId }));
  const soloListeners = (entry: Sent) => [talkers[soloIds.indexOf(entry.chatId)] as Member];
  const groupListeners = () => people;

  // A few messages each way first, not counted: the API's and the clients' code paths warm up.
  await settle(await post('warm-solo', soloPlan, 2), soloListeners);
  await settle(await post('warm-group', groupPlan, 2), groupListeners);

  const [loadBefore] = loadavg();
  const half = Math.max(1, Math.floor(messagesPerSender / 2));
  const soloFirst = await post('solo-a', soloPlan, half);
  await settle(soloFirst, soloListeners);
  const group = await post('group', groupPlan, messagesPerSender);
  await settle(group, groupListeners);
  const soloSecond = await post('solo-b', soloPlan, messagesPerSender - half);
  await settle(soloSecond, soloListeners);
  const [loadAfter] = loadavg();

  const solo = summarise([...soloFirst, ...soloSecond], soloListeners);
  const fan = summarise(group, groupListeners);
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  console.log(
    `\n${senders} senders × ${messagesPerSender} messages, one every ${interval} ms each; load average ` +
      `${loadBefore?.toFixed(1)} → ${loadAfter?.toFixed(1)} on ${cpus().length} cores\n`,
  );
  const rows = [
    ['chat', 'messages', 'deliveries', 'p50', 'p95', 'max', 'slowest member p95', 'refused', 'lost'],
    [
      'one member (baseline)',
      String(solo.messages),
      String(solo.deliveries),
      ms(solo.p50),
      ms(solo.p95),
      ms(solo.max),
      ms(solo.slowestP95),
      String(solo.refused),
      String(solo.lost),
    ],
    [
      `group of ${members}`,
      String(fan.messages),
      String(fan.deliveries),
      ms(fan.p50),
      ms(fan.p95),
      ms(fan.max),
      ms(fan.slowestP95),
      String(fan.refused),
      `${fan.lost} (${fan.missingDeliveries} deliveries)`,
    ],
  ];
  const widths = (rows[0] as string[]).map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length)));
  for (const [position, row] of rows.entries()) {
    console.log(`| ${row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`);
    if (position === 0) console.log(`| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`);
  }
  console.log(
    `\nfan-out to ${members} / one member: p50 ×${(fan.p50 / solo.p50).toFixed(2)}, p95 ×${(fan.p95 / solo.p95).toFixed(2)}; ` +
      `${fan.lost} of ${fan.messages} messages not heard by every member`,
  );
} finally {
  for (const member of people) member.socket?.close();
  await server?.stop();
  await admin.unsafe(`drop database if exists ${name} with (force)`);
  await admin.end();
}
