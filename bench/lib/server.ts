// One API process for a benchmark, started by the bench in a process of its own so the load generator never shares
// its event loop. It serves the real routes plus, for each route named in BENCH_ROUTES, a constant copy of that
// route's first answer (the same bytes, from the same process): the ceiling a route is compared against.
// Prints one JSON line `{ "address": … }` on stdout when ready; exits on SIGTERM.
import { buildApp } from '../../apps/api/src/app.ts';
import { openDatabase } from '../../apps/api/src/db/client.ts';
import { seedIfEmpty } from '../../apps/api/src/demo/seed.ts';
import { testEnv } from '../../apps/api/src/env.ts';

const databaseUrl = process.env.BENCH_DATABASE_URL || undefined;
const routes = (process.env.BENCH_ROUTES ?? '').split(',').filter(Boolean);

const database = openDatabase({ databaseUrl, dataDir: 'memory://' });
const app = await buildApp({
  env: testEnv({ LOG_LEVEL: 'silent', CHECK_RESPONSES: 'off', TEXT_INTELLIGENCE_WORKERS: undefined }),
  database,
});
const constants = new Map<string, string>();
app.get('/bench/constant', async (request, reply) => {
  const { route } = request.query as { route: string };
  return reply.type('application/json; charset=utf-8').send(constants.get(route) ?? '{}');
});
await app.ready();
if (process.env.BENCH_SEED !== 'never') await seedIfEmpty(app.db);
const address = await app.listen({ port: 0, host: '127.0.0.1' });
for (const route of routes) {
  const response = await fetch(`${address}${route}`);
  if (!response.ok) throw new Error(`${route}: ${response.status} ${await response.text()}`);
  constants.set(route, await response.text());
}
console.log(
  JSON.stringify({ address, bytes: Object.fromEntries([...constants].map(([k, v]) => [k, Buffer.byteLength(v)])) }),
);

const stop = async () => {
  await app.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
