// GET /api/users?limit=20 against a route that returns a constant JSON body of the same size from the same process,
// on PGlite and on PostgreSQL, in one run. Prints requests per second and their ratio.
// Run: pnpm --filter @mesto/bench api:users   (env: DURATION seconds per measurement, default 10)
import autocannon from 'autocannon';
import postgres from 'postgres';
import { buildApp } from '../apps/api/src/app.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { users } from '../apps/api/src/db/schema.ts';
import { seedIfEmpty } from '../apps/api/src/db/seed.ts';
import { testEnv } from '../apps/api/src/env.ts';

const duration = Number(process.env.DURATION ?? 10);
const connections = Number(process.env.CONNECTIONS ?? 10);
const adminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

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
  const database = openDatabase({ databaseUrl, dataDir: 'memory://' });
  let constantBody = '';
  const app = await buildApp({ env: testEnv(), database });
  app.get('/api/bench/constant', async (_request, reply) => reply.type('application/json').send(constantBody));
  await app.ready();
  await seedIfEmpty(app.db);
  await app.db.insert(users).values(
    Array.from({ length: 40 }, (_, index) => ({
      code: `bench${String(index).padStart(3, '0')}`,
      username: `bench_user_${index}`,
      displayName: `Участник нагрузки ${index}`,
    })),
  );
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const sample = await fetch(`${address}/api/users?limit=20`);
  constantBody = await sample.text();
  const items = (JSON.parse(constantBody) as { items: unknown[] }).items.length;

  await measure(`${address}/api/bench/constant`); // warm-up of the constant route
  const constant = await measure(`${address}/api/bench/constant`);
  const list = await measure(`${address}/api/users?limit=20`);
  await app.close();
  await drop();
  return { kind, items, bytes: Buffer.byteLength(constantBody), constant, list };
}

const results = [];
for (const kind of ['pglite', 'postgres'] as const) results.push(await run(kind));
console.log(`\n${duration} s per measurement, ${connections} connections, one process, loopback\n`);
for (const r of results) {
  console.log(
    `${r.kind.padEnd(8)} users?limit=20: ${r.list.toFixed(0)} req/s (${r.items} items, ${r.bytes} B) | ` +
      `constant body: ${r.constant.toFixed(0)} req/s | ratio list/constant = ${(r.list / r.constant).toFixed(3)}`,
  );
}
const [pglite, pg] = results;
if (pglite && pg) console.log(`postgres/pglite on the list route = ${(pg.list / pglite.list).toFixed(2)}`);
