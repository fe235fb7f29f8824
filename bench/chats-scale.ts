// Chats at scale on PostgreSQL, on the database social-scale filled (run it first): 200,000 private chats and about a
// million messages among its 100,000 people (lib/chat-generator.ts). Then, with the API in a process of its own:
// - p50 and p95 over 1,000 requests each of my chats (a person in many chats), a chat's newest messages and my
//   unread count, 4 at a time;
// - realtime: PAIRS people each send CHAT_SEND_BURST messages to their partner through the /chats socket, all pairs
//   at once: the time from sending to the acknowledgement (stored) and to the partner's device hearing it.
// Run: pnpm --filter @mesto/bench chats:scale
//   env: CHATS (200000), MESSAGES_PER_CHAT (6), PAIRS (50), REQUESTS (1000), CONCURRENCY (4), REGENERATE=1 to make
//   the chats anew, BENCH_POSTGRES_URL (admin URL, default the local server), ONLY=realtime (skip the requests),
//   PROFILE=1 (a CPU profile of the API process into bench/profiles/)

import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { io, type Socket } from 'socket.io-client';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { CHAT_SEND_BURST, ChatEvent } from '../packages/domain/src/chats.ts';
import { generateChats } from './lib/chat-generator.ts';
import { latencies, percentile, signIn } from './lib/load.ts';
import { BENCH_PASSWORD, userCode } from './lib/social-generator.ts';
import { startServer } from './lib/spawn-server.ts';

const adminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const databaseUrl = adminUrl.replace(/\/[^/]*$/, '/mesto_social_scale');
const size = {
  chats: Number(process.env.CHATS ?? 200_000),
  messagesPerChat: Number(process.env.MESSAGES_PER_CHAT ?? 6),
};
const pairs = Number(process.env.PAIRS ?? 50);
const load = { requests: Number(process.env.REQUESTS ?? 1000), concurrency: Number(process.env.CONCURRENCY ?? 4) };
/** The person whose list is read: one with a heavy list (HEAVY_CHATS chats with messages). */
const VIEWER = 777;
/** The people of the realtime pairs (generated people numbered n % 10 = 3 have no username to sign in with). */
const PEOPLE = Array.from({ length: 5000 }, (_, index) => 1001 + index)
  .filter((n) => n % 10 !== 3)
  .slice(0, pairs * 2);
const HEAVY_CHATS = 200;

async function prepare() {
  const database = openDatabase({ databaseUrl, dataDir: 'memory://' });
  await database.migrate();
  await database.close();
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  const [{ users }] = (await sql`select count(*)::int as users from users`) as unknown as [{ users: number }];
  if (users < 1000) throw new Error('mesto_social_scale has no people: run `pnpm --filter @mesto/bench social:scale`');
  const [{ generated }] = (await sql`select count(*)::int as generated from chats
    where private_key like 'bench:%'`) as unknown as [{ generated: number }];
  if (generated < size.chats || process.env.REGENERATE) {
    console.log(`Generating ${size.chats} chats…`);
    await generateChats(sql, size, (line) => console.log(`  ${line}`));
  } else {
    console.log(`Reusing ${generated} generated chats; REGENERATE=1 makes them anew.`);
  }
  // The viewer's heavy list: chats with HEAVY_CHATS people, each with a few messages.
  await sql`delete from chats where private_key like 'bench-heavy:%'`;
  await sql`with viewer as (select id from users where code = ${userCode(VIEWER)}),
      partners as (select id, row_number() over (order by id) as n from users
        where code <> ${userCode(VIEWER)} order by id limit ${HEAVY_CHATS}),
      made as (insert into chats (type, private_key, created_at)
        select 'PRIVATE', 'bench-heavy:' || p.id, now() - interval '10 days' from partners as p returning id, private_key)
    insert into chat_members (chat_id, user_id)
      select made.id, v.id from made, viewer as v
      union all select made.id, substr(made.private_key, 13)::uuid from made`;
  await sql`insert into messages (chat_id, author_id, text, created_at)
    select m.chat_id, m.user_id, 'Привет ' || k, now() - random() * interval '10 days'
    from chat_members as m join chats as c on c.id = m.chat_id and c.private_key like 'bench-heavy:%'
    cross join generate_series(1, 3) as k`;
  await sql`update chats as c set last_message_at = x.at
    from (select chat_id, max(created_at) as at from messages group by chat_id) as x
    where x.chat_id = c.id and c.private_key like 'bench-heavy:%'`;
  const counts = await sql`select (select count(*) from chats)::int as chats,
    (select count(*) from messages)::int as messages, (select count(*) from chat_members)::int as members`;
  console.log(`Database: ${JSON.stringify(counts[0])}`);
  const rows =
    (await sql`select code, username from users where code = any(${[VIEWER, ...PEOPLE].map(userCode)})`) as unknown as {
      code: string;
      username: string;
    }[];
  const usernames = new Map(rows.map((row) => [row.code, row.username]));
  const [busiest] = (await sql`select c.id from chats as c
    join chat_members as m on m.chat_id = c.id join users as u on u.id = m.user_id and u.code = ${userCode(VIEWER)}
    order by c.last_message_at desc limit 1`) as unknown as [{ id: string }];
  await sql.end();
  const login = (n: number) => {
    const username = usernames.get(userCode(n));
    if (!username) throw new Error(`generated person ${userCode(n)} has no username`);
    return username;
  };
  return { chatId: busiest.id, login };
}

/** A socket of one signed-in person, resolved once the server said it is ready. */
function connect(address: string, token: string): Promise<Socket> {
  const socket = io(`${address}/chats`, {
    path: '/sockets',
    transports: ['websocket'],
    auth: { token },
    reconnection: false,
  });
  return new Promise((resolve, reject) => {
    socket.on(ChatEvent.READY, () => resolve(socket));
    socket.on('connect_error', reject);
  });
}

async function realtime(address: string, login: (n: number) => string) {
  // PAIRS pairs of people, each pair's private chat opened through the API.
  const people = PEOPLE;
  const tokens = new Map<number, string>();
  for (const n of people) tokens.set(n, await signIn(address, login(n), BENCH_PASSWORD));
  const links = await Promise.all(
    Array.from({ length: pairs }, async (_, index) => {
      const from = people[index * 2] as number;
      const to = people[index * 2 + 1] as number;
      const opened = await fetch(`${address}/api/chats/private?user=${userCode(to)}`, {
        headers: { authorization: `Bearer ${tokens.get(from)}` },
      });
      if (!opened.ok) throw new Error(`open chat: ${opened.status} ${await opened.text()}`);
      const chat = (await opened.json()) as { id: string };
      return {
        chatId: chat.id,
        sender: await connect(address, tokens.get(from) as string),
        receiver: await connect(address, tokens.get(to) as string),
      };
    }),
  );
  const acked: number[] = [];
  const heard: number[] = [];
  let failed = 0;
  const started = performance.now();
  await Promise.all(
    links.map(async ({ chatId, sender, receiver }, pair) => {
      const sentAt = new Map<string, number>();
      const arrived = new Promise<void>((resolve) => {
        let count = 0;
        receiver.on(ChatEvent.NEW, (event: { message: { clientId: string } }) => {
          const at = sentAt.get(event.message.clientId);
          if (at !== undefined) heard.push(performance.now() - at);
          count += 1;
          if (count === CHAT_SEND_BURST) resolve();
        });
      });
      // The burst the limiter allows, one after another as a person types fast: each waits for its answer.
      for (let index = 0; index < CHAT_SEND_BURST; index++) {
        const clientId = `bench-${pair}-${index}-${Date.now()}`;
        const at = performance.now();
        sentAt.set(clientId, at);
        const answer = (await sender
          .timeout(20_000)
          .emitWithAck(ChatEvent.SEND, { chatId, clientId, text: `Сообщение ${index}` })) as { ok: boolean };
        if (answer.ok) acked.push(performance.now() - at);
        else failed += 1;
      }
      await Promise.race([arrived, new Promise((resolve) => setTimeout(resolve, 20_000))]);
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  for (const { sender, receiver } of links) {
    sender.close();
    receiver.close();
  }
  acked.sort((a, b) => a - b);
  heard.sort((a, b) => a - b);
  const total = pairs * CHAT_SEND_BURST;
  console.log(
    `realtime: ${pairs} pairs × ${CHAT_SEND_BURST} messages (${total}) in ${seconds.toFixed(1)} s, ` +
      `${(total / seconds).toFixed(0)} messages/s; ${failed} refused, ${total - heard.length} not heard`,
  );
  console.log(
    `  sent → stored (ack)      p50 ${percentile(acked, 0.5).toFixed(1)} ms   p95 ${percentile(acked, 0.95).toFixed(1)} ms`,
  );
  console.log(
    `  sent → partner hears it  p50 ${percentile(heard, 0.5).toFixed(1)} ms   p95 ${percentile(heard, 0.95).toFixed(1)} ms`,
  );
}

const { chatId, login } = await prepare();
const server = await startServer({
  databaseUrl,
  routes: [],
  seed: false,
  ...(process.env.PROFILE ? { cpuProfileDir: fileURLToPath(new URL('./profiles', import.meta.url)) } : {}),
});
try {
  const token = await signIn(server.address, login(VIEWER), BENCH_PASSWORD);
  const headers = { authorization: `Bearer ${token}` };
  console.log(`\n${load.requests} requests per scenario, ${load.concurrency} at a time; API in its own process\n`);
  const scenarios: Array<[string, () => string]> = [
    [`GET chats (a person in ${HEAVY_CHATS}+ chats)`, () => '/api/chats?limit=30'],
    ['GET chats/last-messages-by-chat', () => `/api/chats/last-messages-by-chat?chat=${chatId}&limit=50`],
    ['GET chats/unread-count', () => '/api/chats/unread-count'],
  ];
  for (const [name, url] of process.env.ONLY === 'realtime' ? [] : scenarios) {
    await latencies(server.address, url, headers, load);
    const result = await latencies(server.address, url, headers, load);
    console.log(
      `${name.padEnd(44)} p50 ${result.p50.toFixed(1).padStart(6)} ms   p95 ${result.p95.toFixed(1).padStart(6)} ms` +
        `   (${result.count} requests, ${result.failures} failed)`,
    );
    if (result.failures) console.log(`  first failure: ${result.firstFailure}`);
  }
  console.log('');
  await realtime(server.address, login);
} finally {
  await server.stop();
}
