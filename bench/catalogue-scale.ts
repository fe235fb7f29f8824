// The catalogue at country scale on PostgreSQL: 100,000 places and 1,000,000 events (generated inside PostgreSQL),
// then p50 and p95 over 1,000 requests each of the lists people use most, with the API in a process of its own,
// and the query plans PostgreSQL chose for them (through auto_explain, read from the server's log).
// Run: pnpm --filter @mesto/bench catalogue:scale
//   env: PLACES (100000), EVENTS (1000000), REQUESTS (1000), CONCURRENCY (4), REGENERATE=1 to fill the database anew,
//   BENCH_POSTGRES_URL (admin URL, default the local server), PG_LOG (the server log, for the plans)
import { existsSync, readFileSync, statSync } from 'node:fs';
import postgres from 'postgres';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { CITY_POINTS, generateCatalogue } from './lib/catalogue-generator.ts';
import { startServer } from './lib/spawn-server.ts';

const adminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const size = {
  places: Number(process.env.PLACES ?? 100_000),
  events: Number(process.env.EVENTS ?? 1_000_000),
  organisations: Number(process.env.ORGANISATIONS ?? 5_000),
};
const requests = Number(process.env.REQUESTS ?? 1000);
const concurrency = Number(process.env.CONCURRENCY ?? 4);
const pgLog = process.env.PG_LOG ?? '/var/log/postgresql/postgresql-15-main.log';
const name = 'mesto_scale';
const databaseUrl = adminUrl.replace(/\/[^/]*$/, `/${name}`);

const WEEKDAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'];
const SLOTS = ['morning', 'afternoon', 'evening'];
const TAGS = ['BAR', 'MUSIC', 'OUTDOOR'];
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;
const jitter = (value: number, spread: number) => (value + (Math.random() - 0.5) * spread).toFixed(4);

const scenarios: Array<{ name: string; url: () => string }> = [
  {
    name: 'GET events: weekday + time of day + tag',
    url: () => `/api/events?limit=20&weekdays=${pick(WEEKDAYS)}&slot=${pick(SLOTS)}&tags=${pick(TAGS)}`,
  },
  {
    name: 'GET events near a point (3 km)',
    url: () => {
      const city = pick(CITY_POINTS);
      return `/api/events?limit=20&lat=${jitter(city.lat, 0.1)}&lng=${jitter(city.lng, 0.1)}&radius=3`;
    },
  },
  {
    name: 'GET places near a point (2 km), open now',
    url: () => {
      const city = pick(CITY_POINTS);
      return `/api/places?limit=20&lat=${jitter(city.lat, 0.1)}&lng=${jitter(city.lng, 0.1)}&radius=2&openNow=true&sort=distance`;
    },
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
  const [{ count }] = (await sql`select count(*)::int as count from events`) as unknown as [{ count: number }];
  if (count < size.events) {
    console.log(`Generating ${size.places} places and ${size.events} events…`);
    await sql`truncate organisations, places, event_lists, events, event_occurrences cascade`;
    await generateCatalogue(sql, size, (line) => console.log(`  ${line}`));
  } else {
    console.log(`Reusing ${name} (${count} events); REGENERATE=1 fills it anew.`);
  }
  const [counts] =
    await sql`select (select count(*) from places)::int as places, (select count(*) from events)::int as events,
    (select count(*) from event_occurrences)::int as occurrences`;
  console.log(`Database: ${JSON.stringify(counts)}`);
  await sql.end();
}

async function latencies(address: string, url: () => string) {
  const times: number[] = [];
  let failures = 0;
  let next = 0;
  const worker = async () => {
    while (next < requests) {
      next += 1;
      const started = performance.now();
      const response = await fetch(`${address}${url()}`);
      await response.arrayBuffer();
      times.push(performance.now() - started);
      if (!response.ok) failures += 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  times.sort((a, b) => a - b);
  const at = (share: number) => times[Math.min(times.length - 1, Math.floor(share * times.length))] as number;
  return { p50: at(0.5), p95: at(0.95), failures, count: times.length };
}

async function plans() {
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
    for (const scenario of scenarios) {
      const offset = statSync(pgLog).size;
      const response = await fetch(`${server.address}${scenario.url()}`);
      await response.arrayBuffer();
      await new Promise((resolve) => setTimeout(resolve, 300));
      const logged = readFileSync(pgLog).subarray(offset).toString('utf8');
      const list = logged.split(/\n(?=\S)/).filter((entry) => entry.includes('Query Text:') && / limit /i.test(entry));
      const plan = list.find(
        (entry) => /from "(events|event_occurrences|places)"/.test(entry) && /order by/i.test(entry),
      );
      console.log(
        `\n--- ${scenario.name}\n${plan ? plan.replace(/^.*?duration:/s, 'duration:').trim() : '(plan not found in the log)'}`,
      );
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

await prepareDatabase();
const server = await startServer({ databaseUrl, routes: [], seed: false });
console.log(`\n${requests} requests per scenario, ${concurrency} at a time; API in its own process\n`);
try {
  for (const scenario of scenarios) {
    await latencies(server.address, scenario.url); // warm the caches and the prepared statements
    const result = await latencies(server.address, scenario.url);
    console.log(
      `${scenario.name.padEnd(44)} p50 ${result.p50.toFixed(1).padStart(6)} ms   p95 ${result.p95.toFixed(1).padStart(6)} ms` +
        `   (${result.count} requests, ${result.failures} failed)`,
    );
  }
} finally {
  await server.stop();
}
await plans();
