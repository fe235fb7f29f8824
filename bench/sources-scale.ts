// Sources at a city's scale: SOURCES (2,000) calendars, feeds and pages of PLACES (50) venues, all due at once, polled
// by NODES (2) API nodes on one database. The venues' sites are fixture servers on loopback in a process of their own
// (lib/sources-fixtures.ts: several ports, as several hosts; stable answers with an ETag; requests counted per path),
// the nodes are processes of their own from the sources (lib/sources-nodes.ts: SOURCE_POLLING=on, SOURCE_FETCH_ALLOW
// for the fixtures (see FETCH_HOST), SOURCE_POLL_IDLE_MS=500, their log read), the load on the public lists is a
// process of its own (lib/sources-load.ts, autocannon). The database is a fresh one on the local PostgreSQL, dropped
// after.
//
// Measured: how long until every source has been fetched once; that each was fetched exactly once (the fixtures'
// counts per path, then QUIET_SECONDS more with the nodes running: nothing fetched again, the next fetch being 15 min
// ahead); the sources each node fetched (a trigger of the bench's database records every claim with the claiming
// worker, whose name holds the node's pid: claimed_by itself is cleared after each fetch); each node's CPU (user +
// system, /proc/<pid>/stat) and memory (VmRSS) per 1,000 sources; the announcements written and the events published
// (half the sources are trusted, AUTO, each with a place); and the p95 of `GET /api/places?limit=20` and
// `GET /api/events?limit=20` before polling (the nodes up, nothing due) and while it runs, as a ratio.
// Exits 1 when a source was fetched twice or never, a node crashed or logged an error.
// Run: pnpm --filter @mesto/bench sources:scale
//   env: SOURCES (2000), NODES (2), PLACES (50), FIXTURE_PORTS (4), LOAD_SECONDS (15: the baseline; the load while
//   polling lasts as long as the fetch), LOAD_RATE (100 requests/s in all, both phases), LOAD_CONNECTIONS (2 per list
//   and node), QUIET_SECONDS (60), FETCH_TIMEOUT (300 s), SPREAD_SECONDS (0: all due at once; e.g. SOURCES=400
//   SPREAD_SECONDS=180 for the steady 2.2 a second of 2,000 sources at 15 minutes), FETCH_HOST (127.0.0.1), BENCH_POSTGRES_URL (admin
//   URL, default the local server)
import { type ChildProcess, fork } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { cpuSecondsOf, rssOf } from './lib/socket-scale-nodes.ts';
import { backendPids, createCity, makeDue, outcomeOf, progressOf } from './lib/sources-city.ts';
import { type FromFixtures, type PathCount, pathOf, type ToFixtures } from './lib/sources-fixtures.ts';
import type { FromLoad, LoadTask, ToLoad } from './lib/sources-load.ts';
import { type PollingNode, startPollingNode } from './lib/sources-nodes.ts';

const sourceCount = Number(process.env.SOURCES ?? 2000);
const nodeCount = Number(process.env.NODES ?? 2);
const placeCount = Number(process.env.PLACES ?? 50);
const portCount = Number(process.env.FIXTURE_PORTS ?? 4);
const loadSeconds = Number(process.env.LOAD_SECONDS ?? 15);
const loadConnections = Number(process.env.LOAD_CONNECTIONS ?? 2);
const loadRate = Number(process.env.LOAD_RATE ?? 100);
const quietSeconds = Number(process.env.QUIET_SECONDS ?? 60);
const fetchTimeoutS = Number(process.env.FETCH_TIMEOUT ?? 300);
const spreadSeconds = Number(process.env.SPREAD_SECONDS ?? 0);
// The host the sources name: the fixtures' address (FETCH_HOST=localhost names them by a name instead).
const fetchHost = process.env.FETCH_HOST ?? '127.0.0.1';
const adminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const intervalMinutes = 15;
const lists = ['/api/places?limit=20', '/api/events?limit=20'];
const libDir = fileURLToPath(new URL('./lib/', import.meta.url));

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
const load = () => loadavg()[0]?.toFixed(2) ?? '?';
const clock = () => new Date().toISOString().slice(11, 19);
const say = (text: string) => console.log(`${clock()} ${text}`);
const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;
const fixed = (value: number, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : '—');

/** A helper process of the bench (fixtures, load), with its JSON task as the argument and an IPC channel. */
function startHelper(file: string, task: unknown): ChildProcess {
  return fork(join(libDir, file), [JSON.stringify(task)], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
}

/** The next message of a type from a helper; rejects if the helper exits first. */
function nextMessage<T extends { type: string }>(child: ChildProcess, type: T['type']): Promise<T> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`a helper exited with ${code} before '${type}'`));
    const onMessage = (message: T) => {
      if (message.type !== type) return;
      child.off('message', onMessage);
      child.off('exit', onExit);
      resolve(message);
    };
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

async function fixtureCounts(fixtures: ChildProcess): Promise<Map<string, PathCount>> {
  const answer = nextMessage<Extract<FromFixtures, { type: 'counts' }>>(fixtures, 'counts');
  fixtures.send({ type: 'counts' } satisfies ToFixtures);
  return new Map((await answer).counts.map((count) => [count.path, count]));
}

/** The public lists on every node at LOAD_RATE requests/s in all, for `seconds` or until `stop` is called. */
function startLoad(nodes: PollingNode[], seconds: number) {
  const urls = nodes.flatMap((node) => lists.map((path) => `${node.address}${path}`));
  const task: LoadTask = {
    urls,
    seconds,
    connections: loadConnections,
    rate: Math.max(1, Math.round(loadRate / urls.length)),
  };
  const child = startHelper('sources-load.ts', task);
  const result = nextMessage<FromLoad>(child, 'result');
  return {
    result,
    stop: () => {
      if (child.connected) child.send({ type: 'stop' } satisfies ToLoad);
    },
    kill: () => {
      if (child.exitCode === null) child.kill('SIGTERM');
    },
  };
}

/** CPU seconds of processes that may have ended meanwhile (a backend whose connection closed counts 0). */
function cpuOfPids(pids: number[]): Map<number, number> {
  const seconds = new Map<number, number>();
  for (const pid of pids) {
    try {
      seconds.set(pid, cpuSecondsOf(pid));
    } catch {
      // Gone.
    }
  }
  return seconds;
}

/** The machine's CPU time so far, busy and all, in clock ticks (/proc/stat's first line). */
function machineTicks(): { busy: number; total: number } {
  const fields = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/).slice(1).map(Number);
  const total = sum(fields);
  // idle and iowait are the 4th and 5th fields.
  return { busy: total - (fields[3] ?? 0) - (fields[4] ?? 0), total };
}

const cpuOf = (nodes: PollingNode[]) => nodes.map((node) => (node.alive() ? cpuSecondsOf(node.pid) : Number.NaN));
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

function describeLatencies({ paths, seconds }: FromLoad): string {
  return paths
    .map(
      (p) =>
        `${p.path} p50 ${fixed(p.p50)} / p95 ${fixed(p.p95)} ms (${fixed(p.requests / seconds, 0)} req/s, ${p.failures} failed)`,
    )
    .join('; ');
}

async function main(): Promise<void> {
  const loadAtStart = load();
  say(
    `sources:scale — ${sourceCount} sources, ${placeCount} places, ${nodeCount} nodes, ${cpus().length} cores, load ${loadAtStart}`,
  );
  const databaseName = `mesto_sources_scale_${process.pid}_${Date.now().toString(36)}`;
  const databaseUrl = adminUrl.replace(/\/[^/]*$/, `/${databaseName}`);
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  const dataDir = mkdtempSync(join(tmpdir(), 'mesto-sources-scale-'));
  const nodes: PollingNode[] = [];
  let fixtures: ChildProcess | undefined;
  let loadRun: ReturnType<typeof startLoad> | undefined;
  let sql: postgres.Sql | undefined;
  const findings: string[] = [];
  try {
    await admin.unsafe(`create database ${databaseName}`);
    const database = openDatabase({ databaseUrl, dataDir: 'memory://' });
    await database.migrate();
    await database.close();
    sql = postgres(databaseUrl, { max: 2, onnotice: () => {} });

    fixtures = startHelper('sources-fixtures.ts', { ports: portCount, places: placeCount });
    const { ports } = await nextMessage<Extract<FromFixtures, { type: 'ready' }>>(fixtures, 'ready');
    await createCity(sql, { places: placeCount, sources: sourceCount, host: fetchHost, ports, intervalMinutes });
    say(`database ${databaseName} migrated and filled; fixtures on ports ${ports.join(', ')}`);

    const env: NodeJS.ProcessEnv = {
      MESTO_SERVE_APPS: 'off',
      MIGRATE_ON_START: 'off',
      SEED: 'never',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      TOKEN_SECRET: `sources-scale-secret-${process.pid}-0123456789abcdef`,
      LOG_LEVEL: 'warn',
      DRAIN_TIMEOUT_SECONDS: '2',
      SOURCE_POLLING: 'on',
      SOURCE_FETCH_ALLOW: fetchHost === 'localhost' ? ports.map((port) => `localhost:${port}`).join(',') : fetchHost,
      SOURCE_POLL_IDLE_MS: '500',
      // SOURCE_FETCH_ALLOW is refused in production: the nodes run with the local defaults (empty counts as unset).
      NODE_ENV: '',
      APP_ENV: '',
    };
    const started = await Promise.all(
      Array.from({ length: nodeCount }, (_, index) => startPollingNode(`api-${index + 1}`, env)),
    );
    nodes.push(...started);
    say(`nodes up: ${nodes.map((node) => `${node.name} pid ${node.pid}`).join(', ')}; settling 3 s`);
    await sleep(3000);

    // Before: the nodes poll (every 500 ms) but nothing is due.
    const cpuBeforeLoad = cpuOf(nodes);
    const before = await startLoad(nodes, loadSeconds).result;
    const cpuAfterLoad = cpuOf(nodes);
    const baselineRequests = sum(before.paths.map((p) => p.requests));
    const cpuPerRequest = (sum(cpuAfterLoad) - sum(cpuBeforeLoad)) / Math.max(1, baselineRequests);
    say(`before polling (${fixed(before.seconds)} s): ${describeLatencies(before)}`);
    if ((await progressOf(sql)).claims > 0) findings.push('a source was claimed before any was due');

    // While: every source due at once, the load running meanwhile.
    const rssAtDue = nodes.map((node) => rssOf(node.pid));
    const rssPeak = [...rssAtDue];
    const cpuAtDue = cpuOf(nodes);
    const backends = await backendPids(sql);
    const backendCpuAtDue = cpuOfPids(backends);
    const machineAtDue = machineTicks();
    const dueAt = await makeDue(sql, spreadSeconds);
    const dueClock = performance.now();
    // The same traffic for as long as the fetch lasts (stopped when every source has been fetched).
    loadRun = startLoad(nodes, fetchTimeoutS);
    let loadEndedAt: number | undefined;
    const whileResult = loadRun.result.then((result) => {
      loadEndedAt = performance.now();
      return result;
    });
    say(
      spreadSeconds > 0
        ? `${sourceCount} sources due over ${spreadSeconds} s from ${dueAt.toISOString()} (${fixed(sourceCount / spreadSeconds, 1)} a second)`
        : `all ${sourceCount} sources due at ${dueAt.toISOString()}`,
    );
    let progress = await progressOf(sql);
    let lastReport = 0;
    while (progress.fetched < sourceCount) {
      const elapsed = (performance.now() - dueClock) / 1000;
      if (elapsed > fetchTimeoutS) break;
      if (nodes.some((node) => !node.alive())) break;
      for (const [index, node] of nodes.entries()) rssPeak[index] = Math.max(rssPeak[index] ?? 0, rssOf(node.pid));
      if (elapsed - lastReport >= 15) {
        lastReport = elapsed;
        say(
          `${fixed(elapsed, 0)} s: ${progress.fetched} fetched (${progress.failed} failed), ${progress.claims} claims, load ${load()}`,
        );
      }
      await sleep(250);
      progress = await progressOf(sql);
    }
    const fetchSeconds = (performance.now() - dueClock) / 1000;
    const cpuAtDone = cpuOf(nodes);
    const machineAtDone = machineTicks();
    const backendCpuAtDone = cpuOfPids([...new Set([...backends, ...(await backendPids(sql))])]);
    const postgresCpu = sum([...backendCpuAtDone].map(([pid, seconds]) => seconds - (backendCpuAtDue.get(pid) ?? 0)));
    const machineBusy =
      (machineAtDone.busy - machineAtDue.busy) / Math.max(1, machineAtDone.total - machineAtDue.total);
    const rssAtDone = nodes.map((node) => (node.alive() ? rssOf(node.pid) : 0));
    const allFetched = progress.fetched >= sourceCount;
    if (!allFetched) findings.push(`only ${progress.fetched} of ${sourceCount} sources fetched within the wait`);
    if (loadEndedAt !== undefined) say(`the load ended ${fixed((performance.now() - loadEndedAt) / 1000)} s before`);
    loadRun.stop();
    const during = await whileResult;
    loadRun = undefined;
    const duringRequests = sum(during.paths.map((p) => p.requests));
    say(
      `every source fetched in ${fixed(fetchSeconds)} s; during it (${fixed(during.seconds)} s of load): ${describeLatencies(during)}`,
    );

    const countsAtDone = await fixtureCounts(fixtures);
    const claimsAtDone = (await progressOf(sql)).claims;
    say(`keeping the nodes running ${quietSeconds} s more`);
    const cpuQuietStart = cpuOf(nodes);
    await sleep(quietSeconds * 1000);
    const cpuQuietEnd = cpuOf(nodes);
    const countsAfterQuiet = await fixtureCounts(fixtures);
    const outcome = await outcomeOf(sql);

    // Each source's path answered in full exactly once, never 304 (the second fetch that should not happen).
    const requestsOf = (counts: Map<string, PathCount>, n: number, path: string) => {
      const count = counts.get(path);
      return { n, full: count?.full ?? 0, notModified: count?.notModified ?? 0 };
    };
    const perSource = Array.from({ length: sourceCount }, (_, n) => requestsOf(countsAtDone, n, pathOf(n)));
    const once = perSource.filter((s) => s.full === 1 && s.notModified === 0).length;
    const never = perSource.filter((s) => s.full + s.notModified === 0).length;
    const twice = perSource.filter((s) => s.full + s.notModified > 1);
    const totalAtDone = sum([...countsAtDone.values()].map((c) => c.full + c.notModified + c.other));
    const totalAfterQuiet = sum([...countsAfterQuiet.values()].map((c) => c.full + c.notModified + c.other));
    const unknownPaths = sum([...countsAfterQuiet.values()].map((c) => c.other));
    const quietRequests = totalAfterQuiet - totalAtDone;
    if (twice.length > 0) findings.push(`${twice.length} sources requested more than once by the fetch`);
    if (never > 0) findings.push(`${never} sources never requested`);
    if (quietRequests > 0) findings.push(`${quietRequests} requests in the quiet ${quietSeconds} s`);
    if (outcome.claimedTwice.length > 0) findings.push(`${outcome.claimedTwice.length}+ sources claimed twice`);
    if (outcome.stillClaimed > 0) findings.push(`${outcome.stillClaimed} sources still claimed at the end`);
    for (const node of nodes) {
      if (!node.alive()) findings.push(`${node.name} is not running (crashed?)`);
      if (node.log.errors > 0) findings.push(`${node.name} logged ${node.log.errors} errors`);
    }

    // Per node: the sources it claimed (worker `api-<pid>-…`), its CPU over the fetch less what serving the lists
    // cost at the baseline's CPU per request (shared out by the node's share of claims: the load is even across
    // nodes), its memory at the peak and its growth.
    const claimsOfNode = (node: PollingNode) =>
      sum([...outcome.claimsByWorker].filter(([worker]) => worker.startsWith(`api-${node.pid}-`)).map(([, c]) => c));
    const listCpu = (duringRequests * cpuPerRequest) / nodes.length;
    const rows = nodes.map((node, index) => {
      const claims = claimsOfNode(node);
      const cpu = (cpuAtDone[index] ?? 0) - (cpuAtDue[index] ?? 0);
      const perThousand = (value: number) => (claims ? (value * 1000) / claims : Number.NaN);
      return {
        node,
        claims,
        cpu,
        cpuPerThousand: perThousand(cpu),
        cpuPollingPerThousand: perThousand(cpu - listCpu),
        rssAtDue: rssAtDue[index] ?? 0,
        rssPeak: rssPeak[index] ?? 0,
        rssAtDone: rssAtDone[index] ?? 0,
        rssGrowthPerThousand: perThousand((rssPeak[index] ?? 0) - (rssAtDue[index] ?? 0)),
        quietCpu: (cpuQuietEnd[index] ?? 0) - (cpuQuietStart[index] ?? 0),
      };
    });
    const items = sum([...outcome.items.values()]);
    const announcements = sum([...outcome.announcements.values()]);
    const ratio = (path: string) => {
      const a = before.paths.find((p) => p.path === path);
      const b = during.paths.find((p) => p.path === path);
      return a && b ? b.p95 / a.p95 : Number.NaN;
    };
    const loadAtEnd = load();

    console.log('');
    console.log('──── sources:scale summary ────');
    console.log(
      `sources ${sourceCount} (ICAL/RSS/WEB_PAGE 70/20/10 %, half AUTO), ${placeCount} places, ${nodeCount} nodes, ${ports.length} fixture hosts, interval ${intervalMinutes} min`,
    );
    console.log(`load average (1 min): ${loadAtStart} at start → ${loadAtEnd} at end`);
    console.log(
      `every source fetched once in ${fixed(fetchSeconds)} s (${fixed(sourceCount / fetchSeconds)} sources/s, ${fixed(items / fetchSeconds)} items/s); ${progress.failed} failed${outcome.failures.length ? ` (${outcome.failures.map((f) => `${f.code} ×${f.count}: ${f.example}`).join('; ')})` : ''}`,
    );
    console.log(
      `requests per source: exactly once ${once} of ${sourceCount}, never ${never}, more than once ${twice.length}${
        twice.length
          ? ` (e.g. ${twice
              .slice(0, 5)
              .map((s) => `#${s.n} 200×${s.full} 304×${s.notModified}`)
              .join(', ')})`
          : ''
      }; unknown paths ${unknownPaths}`,
    );
    console.log(
      `claims recorded: ${claimsAtDone} at the end of the fetch, ${sum([...outcome.claimsByWorker.values()])} after ${quietSeconds} s more; requests in those ${quietSeconds} s: ${quietRequests}; sources claimed twice: ${outcome.claimedTwice.length}${
        outcome.claimedTwice.length
          ? ` (e.g. ${outcome.claimedTwice
              .slice(0, 3)
              .map((s) => `${s.sourceId}: ${s.claims.map((c) => `${c.worker} ${c.at.toISOString()}`).join(' / ')}`)
              .join('; ')})`
          : ''
      }`,
    );
    console.log(
      `next fetch after the last: ${fixed(outcome.nextFetch.minMinutes)}–${fixed(outcome.nextFetch.maxMinutes)} min; still claimed at the end: ${outcome.stillClaimed}`,
    );
    console.log(
      `items ${items} (${[...outcome.items].map(([k, v]) => `${k} ${v}`).join(', ')}); announcements ${announcements} (${[...outcome.announcements].map(([k, v]) => `${k} ${v}`).join(', ')}); events published ${outcome.eventsPublished}`,
    );
    for (const [source, outcomes] of outcome.itemsBySource) {
      console.log(`  items of ${source} sources: ${[...outcomes].map(([k, v]) => `${k} ${v}`).join(', ')}`);
    }
    console.log(
      `machine CPU busy over the fetch: ${fixed(machineBusy * 100, 0)} % of ${cpus().length} cores; PostgreSQL backends of the bench's database: ${fixed(postgresCpu)} s (${fixed((postgresCpu * 1000) / sourceCount)} s per 1,000 sources; those connected at the start or the end)`,
    );
    for (const row of rows) {
      console.log(
        `${row.node.name} (pid ${row.node.pid}): fetched ${row.claims} sources (${fixed((row.claims * 100) / sourceCount, 0)} %); CPU ${fixed(row.cpu)} s over the fetch = ${fixed(row.cpuPerThousand)} s per 1,000 sources (${fixed(row.cpuPollingPerThousand)} s less the lists served); RSS ${mib(row.rssAtDue)} → peak ${mib(row.rssPeak)} (+${mib(row.rssGrowthPerThousand)} per 1,000 sources), ${mib(row.rssAtDone)} at the end; idle CPU over the quiet ${quietSeconds} s ${fixed(row.quietCpu, 2)} s; log: ${row.node.log.errors} errors, ${row.node.log.warnings} warnings`,
      );
    }
    console.log(`lists' CPU at the baseline: ${fixed(cpuPerRequest * 1000, 2)} ms per request (all nodes)`);
    console.log(`public lists before polling (${fixed(before.seconds)} s, nothing due): ${describeLatencies(before)}`);
    console.log(`public lists while polling (${fixed(during.seconds)} s): ${describeLatencies(during)}`);
    console.log(`p95 while / before: ${lists.map((path) => `${path} ×${fixed(ratio(path), 2)}`).join(', ')}`);
    for (const node of nodes) {
      for (const [message, count] of node.log.messages) console.log(`${node.name} log: ${count} × ${message}`);
    }
    console.log(
      findings.length ? `FINDINGS: ${findings.join('; ')}` : 'no findings: each source fetched exactly once, no errors',
    );
    console.log('───────────────────────────────');
    if (findings.length) process.exitCode = 1;
  } finally {
    loadRun?.kill();
    await Promise.all(nodes.map((node) => node.stop()));
    if (fixtures?.exitCode === null) fixtures.kill('SIGTERM');
    await sql?.end();
    await admin.unsafe(`drop database if exists ${databaseName} with (force)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
