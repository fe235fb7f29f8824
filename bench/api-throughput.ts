// Throughput of list routes as a ratio to a constant JSON body of the same size served by the same API process, on
// PGlite and on PostgreSQL, in one run. The API runs in a process of its own; autocannon runs here.
// Run: pnpm --filter @mesto/bench api:throughput   (env: DURATION seconds per measurement, CONNECTIONS, PROFILE=1
// writes a CPU profile of each API process into bench/profiles/)
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import postgres from 'postgres';
import { startServer } from './lib/spawn-server.ts';

const duration = Number(process.env.DURATION ?? 10);
const connections = Number(process.env.CONNECTIONS ?? 10);
const adminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const routes = (process.env.ROUTES ?? '/api/places?limit=20,/api/events?limit=20,/api/users?limit=20').split(',');
const profileDir = process.env.PROFILE ? fileURLToPath(new URL('./profiles', import.meta.url)) : undefined;

async function measure(url: string): Promise<number> {
  const result = await autocannon({ url, connections, duration });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

async function run(kind: 'pglite' | 'postgres') {
  let databaseUrl: string | undefined;
  let drop = async () => {};
  if (kind === 'postgres') {
    const name = `mesto_bench_${process.pid}`;
    const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name}`);
    databaseUrl = adminUrl.replace(/\/[^/]*$/, `/${name}`);
    drop = async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  }
  const server = await startServer({
    ...(databaseUrl ? { databaseUrl } : {}),
    routes,
    ...(profileDir ? { cpuProfileDir: profileDir } : {}),
  });
  const rows = [];
  try {
    for (const route of routes) {
      const constantUrl = `${server.address}/bench/constant?route=${encodeURIComponent(route)}`;
      // ONLY_ROUTES=1 skips the constant body, so a CPU profile shows the route alone.
      if (!process.env.ONLY_ROUTES) await measure(constantUrl); // warm-up
      const constant = process.env.ONLY_ROUTES ? Number.NaN : await measure(constantUrl);
      const list = await measure(`${server.address}${route}`);
      rows.push({ route, bytes: server.bytes[route] ?? 0, list, constant });
    }
  } finally {
    await server.stop();
    await drop();
  }
  return { kind, rows };
}

const results = [];
const kinds = (process.env.KINDS ?? 'pglite,postgres').split(',') as ('pglite' | 'postgres')[];
for (const kind of kinds) results.push(await run(kind));
console.log(`\n${duration} s per measurement, ${connections} connections; API in its own process, loopback\n`);
for (const result of results) {
  for (const row of result.rows) {
    console.log(
      `${result.kind.padEnd(8)} ${row.route.padEnd(24)} ${row.list.toFixed(0).padStart(6)} req/s (${row.bytes} B) | ` +
        `constant ${row.constant.toFixed(0).padStart(6)} req/s | ratio ${(row.list / row.constant).toFixed(3)}`,
    );
  }
}
