// The social layer at country scale on PostgreSQL: the catalogue of catalogue-scale (100,000 places, 1,000,000
// events) plus 100,000 people, ~2.5 million follows, 1,000,000 check-ins, 1,000,000 opinions (one place far busier
// than the rest), answers and ~50,000 rooms, all generated inside PostgreSQL (lib/social-generator.ts). Then p50 and
// p95 over 1,000 requests each of the global search (one word, two words, typos, prefixes), the feed of a signed-in
// person who follows 200 things, and the opinions of the busiest place, with the API in a process of its own, and
// the query plans PostgreSQL chose for them (through auto_explain, read from the server's log).
// Run: pnpm --filter @mesto/bench social:scale
//   env: USERS (100000), OPINIONS (1000000), VISITS (1000000), ROOMS (USERS / 2), FOLLOWS (20 people per user),
//   PLACES (100000), EVENTS (1000000), ORGANISATIONS (5000), REQUESTS (1000), CONCURRENCY (4), REGENERATE=1 to fill
//   the database anew, BENCH_POSTGRES_URL (admin URL, default the local server), PG_LOG (the server log, for the plans),
//   ONLY (a word of the scenarios' names to run those alone: search, feed, opinions), PROFILE=1 (a CPU profile of the
//   API process into bench/profiles/; read it with `node lib/profile-top.mjs bench/profiles/<file>.cpuprofile`),
//   PLANS=0 (no plans)
import { existsSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { generateCatalogue } from './lib/catalogue-generator.ts';
import { latencies, signIn } from './lib/load.ts';
import { SEARCH_MIX, SEARCHES } from './lib/search-mix.ts';
import { BENCH_PASSWORD, BUSIEST_PLACE_CODE, generateSocial, userCode } from './lib/social-generator.ts';
import { startServer } from './lib/spawn-server.ts';

const adminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const catalogueSize = {
  places: Number(process.env.PLACES ?? 100_000),
  events: Number(process.env.EVENTS ?? 1_000_000),
  organisations: Number(process.env.ORGANISATIONS ?? 5_000),
};
const users = Number(process.env.USERS ?? 100_000);
const socialSize = {
  users,
  opinions: Number(process.env.OPINIONS ?? 1_000_000),
  visits: Number(process.env.VISITS ?? 1_000_000),
  rooms: Number(process.env.ROOMS ?? Math.round(users / 2)),
  followsPerUser: Number(process.env.FOLLOWS ?? 20),
};
const requests = Number(process.env.REQUESTS ?? 1000);
const concurrency = Number(process.env.CONCURRENCY ?? 4);
const pgLog = process.env.PG_LOG ?? '/var/log/postgresql/postgresql-15-main.log';
const name = 'mesto_social_scale';
const databaseUrl = adminUrl.replace(/\/[^/]*$/, `/${name}`);
const TARGET_P95_MS = 50;

/** The signed-in person of the feed: a generated user in the middle of the popularity range, with a username. */
const viewerNumber = (() => {
  let n = Math.floor(users / 2) + 7;
  while (n % 10 === 3) n += 1;
  return n;
})();
const VIEWER_FOLLOWS = { people: 120, places: 50, organisations: 15, eventLists: 15 };

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;

type Context = { token: string; busiestPlaceId: string };
type Scenario = { name: string; url: (context: Context) => string; signedIn: boolean; probes: string[] };

const scenarios: Scenario[] = [
  {
    name: 'GET feed/global-search (mixed queries)',
    url: () => `/api/feed/global-search?q=${encodeURIComponent(pick(SEARCH_MIX))}`,
    signedIn: false,
    // The plans: one query of each kind.
    probes: [SEARCHES['one word'][0], SEARCHES['two words'][0], SEARCHES.typo[0], SEARCHES.prefix[0]].map(
      (q) => `/api/feed/global-search?q=${encodeURIComponent(q as string)}`,
    ),
  },
  {
    name: 'GET feed/v2 (signed in, follows 200)',
    url: () => '/api/feed/v2?limit=20',
    signedIn: true,
    probes: ['/api/feed/v2?limit=20'],
  },
  {
    name: 'GET opinions of the busiest place',
    url: (context) => `/api/opinions?place=${context.busiestPlaceId}&limit=20`,
    signedIn: true,
    probes: ['/api/opinions?place={busiest}&limit=20'],
  },
];

async function prepareDatabase() {
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  const [exists] = await admin`select 1 from pg_database where datname = ${name}`;
  if (exists && process.env.REGENERATE) await admin.unsafe(`drop database ${name} with (force)`);
  const fresh = !exists || Boolean(process.env.REGENERATE);
  if (fresh) await admin.unsafe(`create database ${name}`);
  await admin.end();
  const database = openDatabase({ databaseUrl, dataDir: 'memory://' });
  await database.migrate();
  await database.close();
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  const [present] = (await sql`select (select count(*) from events)::int as events,
    (select count(*) from users)::int as users, (select count(*) from opinions)::int as opinions`) as unknown as [
    { events: number; users: number; opinions: number },
  ];
  if (
    present.events < catalogueSize.events ||
    present.users < socialSize.users ||
    present.opinions < socialSize.opinions
  ) {
    const started = performance.now();
    console.log(`Generating ${catalogueSize.places} places and ${catalogueSize.events} events…`);
    await sql`truncate users, organisations, places, event_lists, events, event_occurrences cascade`;
    await generateCatalogue(sql, catalogueSize, (line) => console.log(`  ${line}`));
    console.log(
      `Generating ${socialSize.users} users, ${socialSize.opinions} opinions, ${socialSize.visits} visits, ` +
        `${socialSize.rooms} rooms…`,
    );
    await generateSocial(sql, socialSize, (line) => console.log(`  ${line}`));
    console.log(`  in all: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } else {
    console.log(`Reusing ${name} (${present.users} users, ${present.opinions} opinions); REGENERATE=1 fills it anew.`);
  }
  const [counts] = await sql`select (select count(*) from places)::int as places,
    (select count(*) from events)::int as events, (select count(*) from users)::int as users,
    (select count(*) from user_subscriptions)::int as follows, (select count(*) from user_visits)::int as visits,
    (select count(*) from opinions)::int as opinions, (select count(*) from feedbacks)::int as feedbacks,
    (select count(*) from rooms)::int as rooms, (select count(*) from room_participants)::int as participants`;
  console.log(`Database: ${JSON.stringify(counts)}`);
  const [busiest] = (await sql`select p.id, p.name, count(o.id)::int as opinions
    from places p left join opinions o on o.place_id = p.id
    where p.code = ${BUSIEST_PLACE_CODE} group by p.id`) as unknown as [{ id: string; name: string; opinions: number }];
  console.log(`Busiest place: ${busiest.name} (${busiest.opinions} opinions)`);
  const viewer = await prepareViewer(sql);
  await sql.end();
  return { busiestPlaceId: busiest.id, viewer };
}

/** One generated person who follows 200 things (people, some of whom follow back, places, organisations, lists). */
async function prepareViewer(sql: postgres.Sql) {
  const [viewer] = (await sql`select id, username from users where code = ${userCode(viewerNumber)}`) as unknown as [
    { id: string; username: string } | undefined,
  ];
  if (!viewer?.username) throw new Error(`user ${userCode(viewerNumber)} is missing; REGENERATE=1`);
  // People: the most popular forty and random others.
  const popular = Array.from({ length: 40 }, (_, index) => index + 1);
  const others = new Set<number>();
  while (others.size < VIEWER_FOLLOWS.people - popular.length) {
    const n = 41 + Math.floor(Math.random() * (users - 41));
    if (n !== viewerNumber) others.add(n);
  }
  const codes = [...popular, ...others].filter((n) => n !== viewerNumber).map(userCode);
  await sql.begin(async (tx) => {
    await tx`delete from user_subscriptions where subscriber_id = ${viewer.id}`;
    const at = sql`now() - random() * interval '30 days'`;
    await tx`insert into user_subscriptions (subscriber_id, user_id, created_at)
      select ${viewer.id}, id, ${at} from users where code = any(${codes})`;
    // Half of them follow back: FRIENDS opinions and check-ins of theirs are the viewer's to see.
    await tx`insert into user_subscriptions (subscriber_id, user_id, created_at)
      select id, ${viewer.id}, ${at} from users where code = any(${codes}) and random() < 0.5
      on conflict do nothing`;
    await tx`insert into user_subscriptions (subscriber_id, place_id, created_at)
      select ${viewer.id}, id, ${at} from (
        (select id from places where code = ${BUSIEST_PLACE_CODE})
        union (select id from places where status = 'PUBLISHED' and code <> ${BUSIEST_PLACE_CODE}
          order by random() limit ${VIEWER_FOLLOWS.places - 1})) p`;
    await tx`insert into user_subscriptions (subscriber_id, organisation_id, created_at)
      select ${viewer.id}, id, ${at} from organisations order by random() limit ${VIEWER_FOLLOWS.organisations}`;
    await tx`insert into user_subscriptions (subscriber_id, event_list_id, created_at)
      select ${viewer.id}, id, ${at} from event_lists order by random() limit ${VIEWER_FOLLOWS.eventLists}`;
  });
  const [follows] = (await sql`select count(*)::int as count from user_subscriptions
    where subscriber_id = ${viewer.id}`) as unknown as [{ count: number }];
  console.log(`Signed-in viewer: @${viewer.username}, follows ${follows.count} (people, places, organisations, lists)`);
  return { username: viewer.username };
}

/** A logged auto_explain entry, shortened: its duration, the query's first words and the plan. */
function describe(entry: string) {
  const duration = Number(/duration: ([\d.]+) ms/.exec(entry)?.[1] ?? 0);
  const body = entry.replace(/^.*?Query Text:\s*/s, '');
  const lines = body.split('\n');
  const planStart = lines.findIndex(
    (line, index) => index > 0 && /^\s*(->\s*)?[A-Z][A-Za-z ]+(\s\(|\son\s|$)/.test(line),
  );
  const query = lines
    .slice(0, planStart > 0 ? planStart : 1)
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
  const plan = planStart > 0 ? lines.slice(planStart).join('\n') : body;
  return { duration, query, plan };
}

async function plans(context: Context, username: string) {
  if (!existsSync(pgLog)) {
    console.log(`\n(no plans: ${pgLog} not found; set PG_LOG)`);
    return;
  }
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  const setting = (key: string, value: string) => admin.unsafe(`alter database ${name} set ${key} = '${value}'`);
  await setting('session_preload_libraries', 'auto_explain');
  await setting('auto_explain.log_min_duration', '0');
  await setting('auto_explain.log_analyze', 'on');
  await setting('auto_explain.log_buffers', 'on');
  const server = await startServer({ databaseUrl, routes: [], seed: false });
  try {
    const token = await signIn(server.address, username, BENCH_PASSWORD);
    for (const scenario of scenarios) {
      for (const probe of scenario.probes) {
        const url = probe.replace('{busiest}', context.busiestPlaceId);
        const headers: Record<string, string> = scenario.signedIn ? { authorization: `Bearer ${token}` } : {};
        // Once to warm the caches, once logged.
        await (await fetch(`${server.address}${url}`, { headers })).arrayBuffer();
        await new Promise((resolve) => setTimeout(resolve, 300));
        const offset = statSync(pgLog).size;
        const started = performance.now();
        await (await fetch(`${server.address}${url}`, { headers })).arrayBuffer();
        const took = performance.now() - started;
        await new Promise((resolve) => setTimeout(resolve, 500));
        const logged = readFileSync(pgLog).subarray(offset).toString('utf8');
        const entries = logged
          .split(/\n(?=\S)/)
          .filter((entry) => entry.includes('Query Text:'))
          .map(describe)
          // Leave out the transaction's setting and the planner folding mesto_search_key over a constant.
          .filter((entry) => !/^(select set_config|begin|commit|SELECT btrim)/.test(entry.query));
        console.log(`\n--- ${scenario.name}: ${decodeURIComponent(url)} (${took.toFixed(1)} ms with EXPLAIN ANALYZE)`);
        for (const entry of entries) {
          console.log(`  ${entry.duration.toFixed(2).padStart(8)} ms  ${entry.query.slice(0, 110)}`);
        }
        const slowest = [...entries].sort((a, b) => b.duration - a.duration).slice(0, scenario.signedIn ? 1 : 2);
        for (const entry of slowest) console.log(`\n  plan of the ${entry.duration.toFixed(2)} ms one:\n${entry.plan}`);
        if (entries.length === 0) console.log('(no plans found in the log)');
      }
    }
  } finally {
    await server.stop();
    for (const key of [
      'session_preload_libraries',
      'auto_explain.log_min_duration',
      'auto_explain.log_analyze',
      'auto_explain.log_buffers',
    ]) {
      await admin.unsafe(`alter database ${name} reset ${key}`);
    }
    await admin.end();
  }
}

const { busiestPlaceId, viewer } = await prepareDatabase();
const server = await startServer({
  databaseUrl,
  routes: [],
  seed: false,
  ...(process.env.PROFILE ? { cpuProfileDir: fileURLToPath(new URL('./profiles', import.meta.url)) } : {}),
});
console.log(`\n${requests} requests per scenario, ${concurrency} at a time; API in its own process\n`);
try {
  for (const scenario of scenarios.filter((each) => each.name.includes(process.env.ONLY ?? ''))) {
    // A fresh token per scenario: access tokens live 15 minutes, a slow scenario must not outlive one.
    const context = { token: await signIn(server.address, viewer.username, BENCH_PASSWORD), busiestPlaceId };
    const headers: Record<string, string> = scenario.signedIn ? { authorization: `Bearer ${context.token}` } : {};
    const url = () => scenario.url(context);
    const load = { requests, concurrency };
    await latencies(server.address, url, headers, load); // warm the caches and the prepared statements
    const result = await latencies(server.address, url, headers, load);
    const verdict = result.p95 <= TARGET_P95_MS ? 'ok' : 'OVER';
    console.log(
      `${scenario.name.padEnd(44)} p50 ${result.p50.toFixed(1).padStart(6)} ms   p95 ${result.p95.toFixed(1).padStart(6)} ms` +
        `   (target p95 ≤ ${TARGET_P95_MS} ms: ${verdict})   (${result.count} requests, ${result.failures} failed)`,
    );
    if (result.failures) console.log(`  first failure: ${result.firstFailure}`);
  }
} finally {
  await server.stop();
}
if (process.env.PLANS !== '0') await plans({ token: '', busiestPlaceId }, viewer.username);
