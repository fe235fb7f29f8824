// The global search's dictionary lookup (lib/search.ts: lookUpWords) against a dictionary of real size: social-scale's
// generated names hold only a couple of hundred distinct words, while a country's names hold hundreds of thousands.
// Fills a database of its own, `mesto_search_words`, with WORDS pseudo-words (three quarters Cyrillic, a quarter
// Latin, 3–11 letters, random letters: the worst case for trigram indexes, whose trigrams are all rare and all
// different), then times the lookup of every query of the search mix (lib/search-mix.ts): milliseconds per query
// (the median of ROUNDS), and the slowest statement's plan.
// Run: pnpm --filter @mesto/bench search:words
//   env: WORDS (200000), ROUNDS (5), REGENERATE=1 (fill anew), QUERIES (comma-separated, instead of the mix),
//   BENCH_POSTGRES_URL (admin URL, default the local server)
import postgres from 'postgres';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { lookUpWords, planSearch, searchSettings } from '../apps/api/src/lib/search.ts';
import { SEARCH_MIX } from './lib/search-mix.ts';

const adminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = 'mesto_search_words';
const databaseUrl = adminUrl.replace(/\/[^/]*$/, `/${name}`);
const words = Number(process.env.WORDS ?? 200_000);
const rounds = Number(process.env.ROUNDS ?? 5);
const mix = process.env.QUERIES ? process.env.QUERIES.split(',') : SEARCH_MIX;

const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
const [exists] = await admin`select 1 from pg_database where datname = ${name}`;
if (exists && process.env.REGENERATE) await admin.unsafe(`drop database ${name} with (force)`);
if (!exists || process.env.REGENERATE) await admin.unsafe(`create database ${name}`);
await admin.end();

const handle = openDatabase({ databaseUrl, dataDir: '' });
await handle.migrate();
const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
const [{ count }] = (await sql`select count(*)::int as count from search_words`) as unknown as [{ count: number }];
if (count < words * 0.9) {
  const started = performance.now();
  // Vowels weigh more, so the words are pronounceable enough to share some trigrams with real ones.
  await sql`insert into search_words (word)
    select string_agg(substr(letters, 1 + floor(random() * length(letters))::int, 1), '')
    from (select g, case when g % 4 = 0 then 'abcdefghijklmnopqrstuvwxyzaeiouaeiouaeiou'
        else 'абвгдежзийклмнопрстуфхцчшщыьэюяаеиоуаеиоуаеиоу' end as letters
      from generate_series(1, ${words}) as g) as w, generate_series(1, 3 + (g % 9)) as l
    group by g
    on conflict do nothing`;
  await sql`analyze search_words`;
  console.log(`Filled the dictionary in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
const [{ total }] = (await sql`select count(*)::int as total from search_words`) as unknown as [{ total: number }];
console.log(`Dictionary: ${total} words; ${rounds} rounds, the median of each query\n`);

const timings: number[] = [];
for (const q of mix) {
  const plan = planSearch(q);
  if (!plan) continue;
  const times: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const started = performance.now();
    await handle.db.transaction(async (tx) => {
      await Promise.all([tx.execute(searchSettings), lookUpWords(tx, plan)]);
    });
    times.push(performance.now() - started);
  }
  const median = times.sort((a, b) => a - b)[Math.floor(times.length / 2)] as number;
  timings.push(median);
  console.log(`${q.padEnd(26)}${median.toFixed(1).padStart(7)} ms`);
}
const sorted = [...timings].sort((a, b) => a - b);
const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
console.log(`\nlookup over ${timings.length} queries: p50 ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms`);
await sql.end();
await handle.close();
