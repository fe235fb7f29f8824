// Where the global search spends its time at scale: every query of social-scale's search mix, each group's SQL run
// alone under EXPLAIN ANALYZE in the search's own transaction settings, on the database social-scale filled. Prints
// the milliseconds of each group per query, the totals per group, and the plan of the slowest group run.
// Run: pnpm --filter @mesto/bench search:groups   (after social:scale has filled mesto_social_scale)
//   env: BENCH_POSTGRES_URL (admin URL, default the local server), ROUNDS (2: the first warms the cache), LIMIT (5),
//   QUERIES (comma-separated, instead of the mix), GROUP (placeQuery, eventQuery…: the slowest plan of that group)
import postgres from 'postgres';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { searchQueries } from '../apps/api/src/features/feed/search.service.ts';
import { lookUpWords, planSearch, planTypos, searchSettings } from '../apps/api/src/lib/search.ts';
import { SEARCH_MIX } from './lib/search-mix.ts';

const adminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const databaseUrl = adminUrl.replace(/\/[^/]*$/, '/mesto_social_scale');
const rounds = Number(process.env.ROUNDS ?? 2);
const limit = Number(process.env.LIMIT ?? 5); // SEARCH_GROUP_LIMIT, the header's box;

type PlanNode = { 'Node Type': string; 'Actual Total Time': number; 'Actual Rows': number; Plans?: PlanNode[] };

const handle = openDatabase({ databaseUrl, dataDir: '' });
// The API's SQL as text and parameters, sent through a client of the bench's own.
const dialect = (
  handle.db as unknown as { dialect: { sqlToQuery(query: unknown): { sql: string; params: unknown[] } } }
).dialect;
const client = postgres(databaseUrl, { max: 1, onnotice: () => {}, connection: { jit: 'off' } });
const settings = dialect.sqlToQuery(searchSettings);
const explain = <T>(query: unknown, options: string) =>
  client.begin(async (tx) => {
    await tx.unsafe(settings.sql, settings.params as never[]);
    const { sql: text, params } = dialect.sqlToQuery(query);
    return (await tx.unsafe(`explain (${options}) ${text}`, params as never[])) as unknown as T[];
  });
const mix = process.env.QUERIES ? process.env.QUERIES.split(',') : SEARCH_MIX;
const totals = new Map<string, number>();
let slowest = { ms: 0, label: '', plan: '' };
for (let round = 1; round <= rounds; round += 1) {
  const last = round === rounds;
  if (last)
    console.log(
      `query                 ${['places', 'events', 'orgs', 'people', 'lists'].map((g) => g.padStart(7)).join('')}   sum`,
    );
  for (const q of mix) {
    const plan = planSearch(q);
    if (!plan) continue;
    const typos = planTypos(
      plan,
      await handle.db.transaction(async (tx) => {
        await tx.execute(searchSettings);
        return lookUpWords(tx, plan);
      }),
    );
    const groups = Object.entries(searchQueries(plan, typos, limit));
    const times: number[] = [];
    for (const [group, query] of groups) {
      const [explained] = await explain<{ 'QUERY PLAN': [{ Plan: PlanNode; 'Execution Time': number }] }>(
        query,
        'analyze, buffers, format json',
      );
      const result = explained?.['QUERY PLAN'][0];
      const ms = result?.['Execution Time'] ?? 0;
      times.push(ms);
      if (!last) continue;
      totals.set(group, (totals.get(group) ?? 0) + ms);
      if (ms > slowest.ms && (!process.env.GROUP || group === process.env.GROUP)) {
        const text = await explain<{ 'QUERY PLAN': string }>(query, 'analyze, buffers');
        slowest = { ms, label: `${group} «${q}»`, plan: text.map((row) => row['QUERY PLAN']).join('\n') };
      }
    }
    if (last)
      console.log(
        `${q.padEnd(22)}${times.map((ms) => ms.toFixed(1).padStart(7)).join('')}${times
          .reduce((a, b) => a + b, 0)
          .toFixed(1)
          .padStart(7)}`,
      );
  }
}
console.log(
  `\nper group over ${mix.length} queries (ms): ${[...totals].map(([group, ms]) => `${group} ${ms.toFixed(0)}`).join(', ')}`,
);
console.log(`\nslowest: ${slowest.label}, ${slowest.ms.toFixed(1)} ms\n${slowest.plan}`);
await client.end();
await handle.close();
