// Many API nodes on loopback, as in production: two compiled API nodes (`node dist/server.js`) on one PostgreSQL
// database and Redis, behind a real HAProxy (Debian's `haproxy` package) routing /api and /sockets round robin with
// no sticky sessions. PostgreSQL and Redis are the bench's own (a private cluster and server on free ports), so the
// drills may stop them. The load generator is a process of its own (lib/cluster-load.ts).
//
//   1. requests/s and p95 of the events list and of search through one node, then through two (the ratio);
//   2. drills: people chatting in pairs across the nodes while making HTTP writes, each client behaving as the apps
//      do (reconnect, catch up, send again with the same clientId or Idempotency-Key); a third of the way in:
//        kill      api-2 killed (SIGKILL);
//        drain     api-2 stopped as a deploy does (SIGTERM: readiness 503, sockets moved, requests finish);
//        postgres  PostgreSQL restarted (`pg_ctl -m fast`, down POSTGRES_DOWN_SECONDS);
//        redis     Redis stopped for REDIS_DOWN_SECONDS and started again on its port.
//      Each prints what was acknowledged, stored (counted in the database), delivered live and caught up, and what
//      was lost (acknowledged, not stored), unseen (stored, never heard by the receiver) or stored twice; the exit
//      code is 1 when any of those is above 0.
//
// Run: pnpm --filter @mesto/bench cluster   (needs `apt-get install -y haproxy`, a PostgreSQL server and redis-server)
// DRILL (kill, drain, postgres, redis or all, default all; several with commas), ONLY=chats skips the throughput
// part. DURATION (seconds per throughput measurement, 8), CONNECTIONS (16), PAIRS (20), CHAT_SECONDS (30),
// POSTGRES_DOWN_SECONDS (5), REDIS_DOWN_SECONDS (20).
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { type PrivatePostgres, type PrivateRedis, startPostgres, startRedis } from './lib/cluster-services.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const apiDir = join(root, 'apps/api');
const DURATION = Number(process.env.DURATION ?? 8);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 16);
const PAIRS = Number(process.env.PAIRS ?? 20);
const CHAT_SECONDS = Number(process.env.CHAT_SECONDS ?? 30);
const POSTGRES_DOWN_SECONDS = Number(process.env.POSTGRES_DOWN_SECONDS ?? 5);
const REDIS_DOWN_SECONDS = Number(process.env.REDIS_DOWN_SECONDS ?? 20);
const DRILLS = ['kill', 'drain', 'postgres', 'redis'] as const;
type Drill = (typeof DRILLS)[number];
const asked = (process.env.DRILL ?? 'all').split(',').map((name) => name.trim());
const drills = asked.includes('all') ? [...DRILLS] : DRILLS.filter((drill) => asked.includes(drill));
if (drills.length === 0) {
  console.error(`DRILL=${process.env.DRILL}: one of ${DRILLS.join(', ')} or all (several with commas)`);
  process.exit(1);
}
const ONLY = process.env.ONLY ?? '';
const run = Date.now().toString(36);
const scratch = mkdtempSync(join(tmpdir(), 'mesto-cluster-'));
const children = new Set<ChildProcess>();

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Waits for a node to answer; the limit is on a hang (a cold start on a loaded machine took over 60 s, 3 s idle). */
async function waitFor(url: string, timeoutMs = 300_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(2000) })).ok) return;
    } catch {
      // Not yet.
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

function start(command: string, args: string[], options: { env?: NodeJS.ProcessEnv; cwd?: string; ipc?: boolean }) {
  const child = spawn(command, args, {
    cwd: options.cwd ?? root,
    env: { ...process.env, ...options.env },
    stdio: options.ipc ? ['ignore', 'pipe', 'inherit', 'ipc'] : ['ignore', 'inherit', 'inherit'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

function stopAll() {
  for (const child of children) child.kill('SIGKILL');
  rmSync(scratch, { recursive: true, force: true });
}
process.on('exit', stopAll);
process.on('SIGINT', () => process.exit(130));

/** The compiled API, built when missing or older than its sources. */
function ensureBuilt() {
  const bundle = join(apiDir, 'dist/server.js');
  const newest = spawnSync('find', [join(apiDir, 'src'), join(root, 'packages'), '-newer', bundle, '-name', '*.ts'], {
    encoding: 'utf8',
  });
  if (existsSync(bundle) && statSync(bundle).size > 0 && newest.stdout.trim() === '') return;
  console.log('building the API (pnpm --filter @mesto/api build)…');
  const built = spawnSync('pnpm', ['--filter', '@mesto/api', 'build'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('the API did not build');
}

type ApiNode = { name: string; port: number; child: ChildProcess };

/** The bench's own PostgreSQL and Redis, started before the nodes. */
let database: PrivatePostgres;
let redis: PrivateRedis;
const databaseUrl = () => database.adminUrl.replace(/\/[^/]*$/, '/mesto_bench_cluster');

const nodeEnv = (port: number): NodeJS.ProcessEnv => ({
  NODE_ENV: 'production',
  MESTO_SERVE_APPS: 'off',
  MIGRATE_ON_START: 'off',
  SEED: 'never',
  HOST: '127.0.0.1',
  PORT: String(port),
  DATABASE_URL: databaseUrl(),
  REDIS_URL: redis.url,
  DATA_DIR: join(scratch, 'data'),
  TOKEN_SECRET: `bench-cluster-secret-${run}-0123456789abcdef`,
  TRUSTED_PROXIES: 'loopback',
  // Every bench person signs up from the same loopback address.
  SIGNUPS_PER_ADDRESS_PER_HOUR: '100000',
  LOG_LEVEL: 'warn',
});

/** A node on a free port, or again on `port` (where the balancer expects it after a drill stopped it). */
async function startNode(name: string, wanted?: number): Promise<ApiNode> {
  const port = wanted ?? (await freePort());
  const child = start(process.execPath, ['--enable-source-maps', 'dist/server.js'], {
    cwd: apiDir,
    env: nodeEnv(port),
  });
  await waitFor(`http://127.0.0.1:${port}/api/health/ready`);
  return { name, port, child };
}

/** A HAProxy of deploy/haproxy.cfg's shape in front of the given nodes, with its stats as CSV. */
async function startBalancer(nodes: ApiNode[], label: string) {
  const port = await freePort();
  const statsPort = await freePort();
  const config = join(scratch, `haproxy-${label}.cfg`);
  writeFileSync(
    config,
    `global
  maxconn 8000
defaults
  mode http
  option redispatch
  option forwardfor
  retries 3
  retry-on conn-failure
  timeout connect 3s
  timeout client 60s
  timeout server 60s
  timeout tunnel 1h
  timeout http-keep-alive 10s
frontend web
  bind 127.0.0.1:${port}
  default_backend api
frontend stats
  bind 127.0.0.1:${statsPort}
  stats enable
  stats uri /stats
backend api
  balance roundrobin
  option httpchk GET /api/health/ready
  http-check expect status 200
  default-server inter 1s fall 2 rise 2 on-marked-down shutdown-sessions
${nodes.map((node) => `  use-server ${node.name} if { url_param(node) -m str ${node.name} }`).join('\n')}
${nodes.map((node) => `  server ${node.name} 127.0.0.1:${node.port} check`).join('\n')}
`,
  );
  const child = start('haproxy', ['-db', '-f', config], {});
  await waitFor(`http://127.0.0.1:${port}/api/health/ready`);
  return { base: `http://127.0.0.1:${port}`, stats: `http://127.0.0.1:${statsPort}/stats;csv`, child };
}

/** Sessions each node of the balancer holds now (open WebSocket tunnels among them) and has served in all. */
async function sessionsPerNode(stats: string): Promise<Record<string, { now: number; total: number; status: string }>> {
  const csv = await (await fetch(stats)).text();
  const [header = '', ...rows] = csv.replace(/^# /, '').trim().split('\n');
  const columns = header.split(',');
  const at = (row: string[], name: string) => row[columns.indexOf(name)] ?? '';
  const result: Record<string, { now: number; total: number; status: string }> = {};
  for (const line of rows) {
    const row = line.split(',');
    if (at(row, 'pxname') !== 'api' || ['FRONTEND', 'BACKEND'].includes(at(row, 'svname'))) continue;
    result[at(row, 'svname')] = {
      now: Number(at(row, 'scur')),
      total: Number(at(row, 'stot')),
      status: at(row, 'status'),
    };
  }
  return result;
}

/** Runs the load generator in a process of its own; resolves its result line. */
function load<T>(task: object, onMessage?: (message: { type: string }, child: ChildProcess) => void): Promise<T> {
  const child = start(
    process.execPath,
    ['--import', import.meta.resolve('tsx'), join(root, 'bench/lib/cluster-load.ts'), JSON.stringify(task)],
    { ipc: true },
  );
  let result: T | null = null;
  child.stdout?.setEncoding('utf8');
  let buffered = '';
  child.stdout?.on('data', (chunk: string) => {
    buffered += chunk;
    for (let index = buffered.indexOf('\n'); index >= 0; index = buffered.indexOf('\n')) {
      const line = buffered.slice(0, index);
      buffered = buffered.slice(index + 1);
      if (line.startsWith('RESULT ')) result = JSON.parse(line.slice(7)) as T;
      else if (line.trim()) console.log(`  load: ${line}`);
    }
  });
  if (onMessage) child.on('message', (message) => onMessage(message as { type: string }, child));
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => (result ? resolve(result) : reject(new Error(`load generator exited with ${code}`))));
  });
}

type Throughput = { requests: number; perSecond: number; p50: number; p95: number; errors: number };

/** Resolves once the balancer has both nodes up (after a drill stopped one, it must pass two checks again). */
async function bothUp(stats: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const sessions = await sessionsPerNode(stats);
    if (sessions['api-1']?.status === 'UP' && sessions['api-2']?.status === 'UP') return;
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error('the balancer did not see both nodes up');
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((done) => child.once('exit', () => done()));

const drillText: Record<Drill, string> = {
  kill: 'api-2 killed (SIGKILL)',
  drain: 'api-2 stopped as a deploy does (SIGTERM: drained)',
  postgres: `PostgreSQL restarted (pg_ctl -m fast, down ${POSTGRES_DOWN_SECONDS} s)`,
  redis: `Redis stopped for ${REDIS_DOWN_SECONDS} s, then started again on its port`,
};

/** What the drill does once the load is steady; resolves when what it stopped is back (or, for a node, gone). */
async function disrupt(drill: Drill, node: ApiNode): Promise<void> {
  if (drill === 'kill' || drill === 'drain') {
    node.child.kill(drill === 'kill' ? 'SIGKILL' : 'SIGTERM');
    await exited(node.child);
  } else if (drill === 'postgres') await database.restart(POSTGRES_DOWN_SECONDS * 1000);
  else await redis.outage(REDIS_DOWN_SECONDS * 1000);
}

/** The load generator's chat result (lib/cluster-load.ts). */
type ChatsResult = {
  sockets: number;
  outageMs: number;
  messagesAcked: number;
  messagesRefused: number;
  messagesRefusedCodes: Record<string, number>;
  messagesUnacked: number;
  messagesStored: number;
  messagesStoredUnacked: number;
  messagesLive: number;
  messagesCaughtUp: number;
  messagesLostStored: number;
  messagesNotHeard: number;
  messagesDuplicated: number;
  lost: string[];
  unseen: string[];
  crossPairs: number;
  crossAcked: number;
  crossHeardLive: number;
  writesAcked: number;
  writesFound: number;
  writesStored: number;
  writesDuplicated: number;
  writesLost: number;
  writesUnacked: number;
  writesRefused: number;
  writesRetried: number;
  writesFailures: Record<string, number>;
  writesDuplicatedDetails: { title: string; stored: string[]; attempts: string[] }[];
  socketsDropped: number;
  socketsBack: number;
  recoverP50: number | null;
  recoverMax: number | null;
  catchUpMax: number;
  longestHttpMs: number;
  longestSendMs: number;
};
type DrillSummary = { drill: Drill; result: ChatsResult; lost: number; unseen: number; duplicates: number };

const failuresOf = (counts: Record<string, number>) => {
  const listed = Object.entries(counts).map(([reason, count]) => `${reason} ×${count}`);
  return listed.length ? ` (after ${listed.join(', ')})` : '';
};
const clock = () => new Date().toISOString().slice(11, 23);
const seconds = (ms: number | null | undefined) => (ms == null ? '—' : `${(ms / 1000).toFixed(1)} s`);

/** One drill with the chat load through the balancer; prints its figures. */
async function runDrill(drill: Drill, balancer: { base: string; stats: string }, node: ApiNode): Promise<DrillSummary> {
  console.log(
    `\ndrill ${drill}: ${PAIRS} pairs chat through HAProxy over both nodes for ${CHAT_SECONDS} s (and a third of it` +
      ` after the outage at least), HTTP writes beside; ${drillText[drill]} a third of the way in`,
  );
  let before: Awaited<ReturnType<typeof sessionsPerNode>> = {};
  let action = Promise.resolve();
  /** The outage in UTC, to read the nodes' logs (above, as they came) beside the figures. */
  const span = { from: '', to: '' };
  const result = await load<ChatsResult>(
    {
      mode: 'chats',
      base: balancer.base,
      pairs: PAIRS,
      seconds: CHAT_SECONDS,
      password: 'bench-cluster-password',
      run,
      drill,
      databaseUrl: databaseUrl(),
    },
    (message, child) => {
      if (message.type !== 'steady') return;
      action = sessionsPerNode(balancer.stats).then(async (sessions) => {
        before = sessions;
        child.send({ type: 'disrupted' });
        span.from = clock();
        try {
          await disrupt(drill, node);
        } finally {
          child.send({ type: 'restored' });
          span.to = clock();
        }
      });
    },
  );
  await action;
  const after = await sessionsPerNode(balancer.stats);
  const open = (sessions: typeof before) =>
    Object.entries(sessions)
      .map(([name, s]) => `${name} ${s.now} open (${s.status})`)
      .join(', ');
  const r = result;
  const lost = r.messagesLostStored + r.writesLost;
  const unseen = r.messagesNotHeard;
  const duplicates = r.messagesDuplicated + r.writesDuplicated;
  console.log(`  outage ${span.from}–${span.to} UTC`);
  console.log(`  connections before the drill: ${open(before)}; after: ${open(after)}`);
  console.log(
    `  across nodes before the drill: of the ${r.crossAcked} messages of the ${r.crossPairs} split pairs (sender on` +
      ` api-1, receiver on api-2), ${r.crossHeardLive} heard live on the other node`,
  );
  const refused = Object.entries(r.messagesRefusedCodes)
    .map(([code, count]) => `${code} ${count}`)
    .join(', ');
  console.log(
    `  chat messages: acknowledged ${r.messagesAcked}, stored ${r.messagesStored} (counted in the database),` +
      ` delivered live ${r.messagesLive}, caught up ${r.messagesCaughtUp}; lost ${r.messagesLostStored}` +
      ` (acknowledged, not stored), unseen ${r.messagesNotHeard} (stored, never heard by the receiver),` +
      ` duplicates ${r.messagesDuplicated}` +
      (r.messagesStoredUnacked ? `; stored without an acknowledgement ${r.messagesStoredUnacked}` : '') +
      (r.messagesUnacked ? `; given up unacknowledged ${r.messagesUnacked}` : '') +
      (refused ? `; refused ${refused}` : ''),
  );
  if (r.lost.length) console.log(`    lost (clientIds, pair-sequence): ${r.lost.join(' ')}`);
  if (r.unseen.length) console.log(`    unseen (clientIds, pair-sequence): ${r.unseen.join(' ')}`);
  console.log(
    `  HTTP writes (a group chat each, Idempotency-Key reused on retry): acknowledged ${r.writesAcked},` +
      ` stored ${r.writesStored} (counted in the database); lost ${r.writesLost}, duplicates ${r.writesDuplicated};` +
      ` ${r.writesRetried} retries${failuresOf(r.writesFailures)}, given up unacknowledged ${r.writesUnacked}` +
      (r.writesRefused ? `, refused ${r.writesRefused}` : ''),
  );
  for (const { title, stored, attempts } of r.writesDuplicatedDetails) {
    console.log(
      `    stored ${stored.length}× «${title}» at ${stored.join(', ')}; its attempts: ${attempts.join('; ')}`,
    );
  }
  console.log(
    `  recovery: outage ${seconds(r.outageMs)}; ${r.socketsDropped} of ${r.sockets} sockets dropped, ${r.socketsBack}` +
      ` back, p50 ${seconds(r.recoverP50)}, all within ${seconds(r.recoverMax)} of the drill's start;` +
      ` caught up within ${seconds(r.catchUpMax || null)}; longest during the outage: HTTP request` +
      ` ${seconds(r.longestHttpMs)}, chat send until answered ${seconds(r.longestSendMs)}`,
  );
  // For tooling/scripts/src/cluster.test.ts: the chat figures as one line.
  console.log(`cluster result: ${JSON.stringify({ drill, ...r })}`);
  return { drill, result: r, lost, unseen, duplicates };
}

/** The drills side by side, as a Markdown table (bench/README.md keeps one). */
function printSummaries(summaries: DrillSummary[]) {
  console.log(`\ndrills (${PAIRS} pairs, ${CHAT_SECONDS} s; load average ${loadavg()[0]?.toFixed(1)}):`);
  console.log(
    '| drill | messages acknowledged / stored / live / caught up | lost | unseen | HTTP writes acknowledged / stored' +
      ' | lost | duplicates | sockets dropped → back within | longest request (HTTP / chat send) |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const { drill, result: r } of summaries) {
    console.log(
      `| ${drill} | ${r.messagesAcked} / ${r.messagesStored} / ${r.messagesLive} / ${r.messagesCaughtUp}` +
        ` | ${r.messagesLostStored} | ${r.messagesNotHeard} | ${r.writesAcked} / ${r.writesStored} | ${r.writesLost}` +
        ` | ${r.messagesDuplicated + r.writesDuplicated} | ${r.socketsDropped} → ${seconds(r.recoverMax)}` +
        ` | ${seconds(r.longestHttpMs)} / ${seconds(r.longestSendMs)} |`,
    );
  }
}

if (spawnSync('haproxy', ['-v']).status !== 0) {
  console.error('haproxy is not installed: apt-get install -y haproxy');
  process.exit(1);
}
ensureBuilt();

database = startPostgres(await freePort());
process.on('exit', () => database.stop());
redis = await startRedis(await freePort(), (child) => {
  children.add(child);
  child.once('exit', () => children.delete(child));
});
const admin = postgres(database.adminUrl, { max: 1, onnotice: () => {} });
await admin.unsafe('create database mesto_bench_cluster');
await admin.end();
let failed = false;
try {
  console.log(
    `private PostgreSQL ${database.adminUrl}, Redis ${redis.url}; migrations and the demo city (node dist/migrate.js --seed-if-empty)`,
  );
  const migrated = spawnSync(process.execPath, ['--enable-source-maps', 'dist/migrate.js', '--seed-if-empty'], {
    cwd: apiDir,
    env: { ...process.env, ...nodeEnv(0) },
    stdio: 'inherit',
  });
  if (migrated.status !== 0) throw new Error('migrate failed');

  const a = await startNode('api-1');
  let b = await startNode('api-2');
  const one = await startBalancer([a], 'one');
  const two = await startBalancer([a, b], 'two');
  console.log(`nodes: api-1 :${a.port}, api-2 :${b.port}; HAProxy (one node) ${one.base}, (two nodes) ${two.base}\n`);

  const routes = [
    { name: 'events list', paths: ['/api/events?limit=20'] },
    {
      name: 'search',
      paths: ['кофе', 'джаз', 'бар', 'зерно', 'концерт', 'выставка', 'кино', 'Волжские'].map(
        (q) => `/api/feed/global-search?q=${encodeURIComponent(q)}`,
      ),
    },
  ];
  console.log(
    `throughput: ${CONNECTIONS} connections, ${DURATION} s each, through HAProxy; this machine: ${cpus().length} cores,` +
      ` load ${loadavg()[0]?.toFixed(1)} (nodes, PostgreSQL, HAProxy and the load generator share them)`,
  );
  for (const route of ONLY === 'chats' ? [] : routes) {
    const results: Throughput[] = [];
    for (const balancer of [one, two]) {
      results.push(
        await load<Throughput>({
          mode: 'throughput',
          base: balancer.base,
          paths: route.paths,
          seconds: DURATION,
          connections: CONNECTIONS,
        }),
      );
    }
    const [single, double] = results as [Throughput, Throughput];
    console.log(
      `  ${route.name.padEnd(12)} one node ${single.perSecond.toFixed(0).padStart(5)} req/s p95 ${single.p95.toFixed(1).padStart(6)} ms` +
        ` | two nodes ${double.perSecond.toFixed(0).padStart(5)} req/s p95 ${double.p95.toFixed(1).padStart(6)} ms` +
        ` | ×${(double.perSecond / single.perSecond).toFixed(2)} req/s, p95 ×${(double.p95 / single.p95).toFixed(2)}` +
        (single.errors + double.errors > 0 ? ` (errors ${single.errors}/${double.errors})` : ''),
    );
  }
  one.child.kill('SIGTERM');

  const summaries: DrillSummary[] = [];
  for (const drill of drills) {
    // A drill that stopped api-2 leaves it stopped: the next one starts it again where the balancer expects it.
    if (b.child.exitCode !== null || b.child.signalCode !== null) b = await startNode('api-2', b.port);
    await bothUp(two.stats);
    const summary = await runDrill(drill, two, b);
    summaries.push(summary);
    if (summary.lost + summary.unseen + summary.duplicates > 0) failed = true;
  }
  printSummaries(summaries);
} finally {
  stopAll();
}
if (failed) {
  console.log('\nFAILED: a drill lost, left unseen or stored twice what was acknowledged (above)');
  process.exit(1);
}
