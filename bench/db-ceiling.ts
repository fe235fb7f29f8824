// The ceiling the database itself sets on a list route: the same statements `GET /api/places?limit=20` runs (the page
// and its related organisations and features), sent straight through postgres.js with the route's concurrency, with
// no HTTP, no app and no JSON. A route cannot serve more lists per second than this; compare the two in one run.
// Run: pnpm --filter @mesto/bench db:ceiling   (env: DURATION seconds, CONNECTIONS)
import autocannon from 'autocannon';
import postgres from 'postgres';
import { startServer } from './lib/spawn-server.ts';

const duration = Number(process.env.DURATION ?? 10);
const connections = Number(process.env.CONNECTIONS ?? 10);
const adminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const route = '/api/places?limit=20';

const name = `mesto_ceiling_${process.pid}`;
const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
await admin.unsafe(`create database ${name}`);
const databaseUrl = adminUrl.replace(/\/[^/]*$/, `/${name}`);
try {
  const server = await startServer({ databaseUrl, routes: [route] });
  let routeRate: number;
  try {
    await autocannon({ url: `${server.address}${route}`, connections, duration: 2 });
    const result = await autocannon({ url: `${server.address}${route}`, connections, duration });
    routeRate = result.requests.average;
  } finally {
    await server.stop();
  }
  // The API's pool and prepared statements, as its client is configured (apps/api/src/db/client.ts).
  const db = postgres(databaseUrl, { max: 10, prepare: true, onnotice: () => {} });
  const page = async () => {
    const rows = await db`select * from places where status = 'PUBLISHED' order by lower(name) asc, id asc limit 21`;
    const organisationIds = [...new Set(rows.flatMap((row) => (row.organisation_id ? [row.organisation_id] : [])))];
    const featureIds = [...new Set(rows.flatMap((row) => row.feature_ids as string[]))];
    await Promise.all([
      db`select id, code, name from organisations where id = any(${organisationIds}::uuid[])`,
      db`select id, name, icon from features where id = any(${featureIds}::uuid[])`,
    ]);
  };
  let done = 0;
  const until = Date.now() + duration * 1000;
  for (let index = 0; index < 200; index++) await page();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < until) {
        await page();
        done++;
      }
    }),
  );
  await db.end();
  const ceiling = done / duration;
  console.log(
    `\n${route}: route ${routeRate.toFixed(0)} req/s | its statements through postgres.js alone ${ceiling.toFixed(0)} pages/s | route / database alone ${(routeRate / ceiling).toFixed(3)}`,
  );
} finally {
  await admin.unsafe(`drop database if exists ${name} with (force)`);
  await admin.end();
}
