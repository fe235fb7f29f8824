// The ceiling the database itself sets on a list route: the same statements `GET /api/places?limit=20` runs (the page
// and its related organisations and features), sent straight through postgres.js with the route's concurrency, with
// no HTTP, no app and no JSON. A route cannot serve more lists per second than this; compare the two in one run.
// The two are measured in turns (ROUNDS of each, the API idle while the statements run alone), so that a change in
// the machine's load between them shows as a spread of the rounds' ratios rather than as one wrong ratio.
// Run: pnpm --filter @mesto/bench db:ceiling   (env: DURATION seconds of each turn, CONNECTIONS, ROUNDS)
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import postgres from 'postgres';
import { startServer } from './lib/spawn-server.ts';

const duration = Number(process.env.DURATION ?? 10);
const connections = Number(process.env.CONNECTIONS ?? 10);
const rounds = Number(process.env.ROUNDS ?? 3);
const adminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const route = '/api/places?limit=20';

const name = `mesto_ceiling_${process.pid}`;
const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
await admin.unsafe(`create database ${name}`);
const databaseUrl = adminUrl.replace(/\/[^/]*$/, `/${name}`);
try {
  const server = await startServer({ databaseUrl, routes: [route] });
  // The API's pool and prepared statements, as its client is configured (apps/api/src/db/client.ts).
  const db = postgres(databaseUrl, { max: 10, prepare: true, onnotice: () => {} });
  try {
    const url = `${server.address}${route}`;
    // The route's statements as it sends them: every column, the summary as its text (places.collection.ts), the
    // sort key for the cursor; then the page's organisations and features, one statement each (checked against the
    // texts the route sends on 2026-11-29: the same three, apart from quoting and the anonymous caller's `or false`).
    const page = async () => {
      const rows = await db`
        select id, code, organisation_id, name, description, address, latitude, longitude, time_zone, schedule, tags,
          feature_ids, contacts, photo_file_ids, average_bill, menu_url, status, rating, opinion_count,
          opinion_tag_counts, upcoming_event_count, processed_at, opinion_summary::text as opinion_summary, created_at,
          updated_at, lower(name) as _k0
        from places where status = ${'PUBLISHED'} order by lower(name) asc, id asc limit ${21}`;
      const organisationIds = [...new Set(rows.flatMap((row) => (row.organisation_id ? [row.organisation_id] : [])))];
      const featureIds = [...new Set(rows.flatMap((row) => row.feature_ids as string[]))];
      await Promise.all([
        db`select id, code, name from organisations where id = any(${organisationIds}::uuid[])`,
        db`select id, name, icon from features where id = any(${featureIds}::uuid[])`,
      ]);
    };
    const ceilingRate = async () => {
      let done = 0;
      const until = Date.now() + duration * 1000;
      await Promise.all(
        Array.from({ length: connections }, async () => {
          while (Date.now() < until) {
            await page();
            done++;
          }
        }),
      );
      return done / duration;
    };
    await autocannon({ url, connections, duration: 2 });
    for (let index = 0; index < 200; index++) await page();
    const ratios: number[] = [];
    for (let round = 1; round <= rounds; round++) {
      const result = await autocannon({ url, connections, duration });
      if (result.non2xx > 0 || result.errors > 0)
        throw new Error(`${route}: ${result.non2xx} non-2xx, ${result.errors} errors`);
      const routeRate = result.requests.average;
      const ceiling = await ceilingRate();
      ratios.push(routeRate / ceiling);
      // The machine's load beside each round: on a shared machine it says how much of it the round had.
      console.log(
        `round ${round}: route ${routeRate.toFixed(0)} req/s | its statements through postgres.js alone ${ceiling.toFixed(0)} pages/s | route / database alone ${(routeRate / ceiling).toFixed(3)} | load ${(loadavg()[0] ?? 0).toFixed(1)}`,
      );
    }
    const sorted = [...ratios].sort((a, b) => a - b);
    console.log(
      `\n${route}: route / database alone, median of ${rounds} rounds ${(sorted[Math.floor((rounds - 1) / 2)] ?? Number.NaN).toFixed(3)} (${sorted.map((ratio) => ratio.toFixed(3)).join(', ')})`,
    );
  } finally {
    await db.end();
    await server.stop();
  }
} finally {
  await admin.unsafe(`drop database if exists ${name} with (force)`);
  await admin.end();
}
