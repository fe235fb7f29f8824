// Many API nodes on loopback, as in production: two compiled API nodes (`node dist/server.js`) on one PostgreSQL
// database and Redis, behind a real HAProxy (Debian's `haproxy` package) routing /api and /sockets round robin with
// no sticky sessions. The load generator is a process of its own (lib/cluster-load.ts).
//
//   1. requests/s and p95 of the events list and of search through one node, then through two (the ratio);
//   2. people chatting in pairs across the nodes while making HTTP writes; one node is killed (SIGKILL) a third of
//      the way in: every acknowledged message and write must be stored, every message heard by its receiver (live or
//      through the catch-up after reconnecting), and the time until the dropped sockets are back on the survivor.
//
// Run: pnpm --filter @mesto/bench cluster   (needs `apt-get install -y haproxy`, PostgreSQL and Redis)
// STOP=SIGTERM stops the node as a deploy does (it drains: readiness 503, sockets moved, requests finish) instead
// of killing it. ONLY=chats skips the throughput part.
// DURATION (seconds per throughput measurement, 8), CONNECTIONS (16), PAIRS (20), CHAT_SECONDS (30),
// BENCH_POSTGRES_URL (the local server), REDIS_URL (redis://127.0.0.1:6379).
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';

const root = fileURLToPath(new URL('..', import.meta.url));
const apiDir = join(root, 'apps/api');
const DURATION = Number(process.env.DURATION ?? 8);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 16);
const PAIRS = Number(process.env.PAIRS ?? 20);
const CHAT_SECONDS = Number(process.env.CHAT_SECONDS ?? 30);
const STOP = process.env.STOP === 'SIGTERM' ? 'SIGTERM' : 'SIGKILL';
const ONLY = process.env.ONLY ?? '';
const adminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const run = Date.now().toString(36);
const database = `mesto_bench_cluster_${run}`;
const databaseUrl = adminUrl.replace(/\/[^/]*$/, `/${database}`);
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

const nodeEnv = (port: number): NodeJS.ProcessEnv => ({
  NODE_ENV: 'production',
  MESTO_SERVE_APPS: 'off',
  MIGRATE_ON_START: 'off',
  SEED: 'never',
  HOST: '127.0.0.1',
  PORT: String(port),
  DATABASE_URL: databaseUrl,
  REDIS_URL: redisUrl,
  DATA_DIR: join(scratch, 'data'),
  TOKEN_SECRET: `bench-cluster-secret-${run}-0123456789abcdef`,
  TRUSTED_PROXIES: 'loopback',
  // Every bench person signs up from the same loopback address.
  SIGNUPS_PER_ADDRESS_PER_HOUR: '100000',
  LOG_LEVEL: 'warn',
});

async function startNode(name: string): Promise<ApiNode> {
  const port = await freePort();
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

if (spawnSync('haproxy', ['-v']).status !== 0) {
  console.error('haproxy is not installed: apt-get install -y haproxy');
  process.exit(1);
}
ensureBuilt();

const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
await admin.unsafe(`create database ${database}`);
try {
  console.log(`database ${database}: migrations and the demo city (node dist/migrate.js --seed-if-empty)`);
  const migrated = spawnSync(process.execPath, ['--enable-source-maps', 'dist/migrate.js', '--seed-if-empty'], {
    cwd: apiDir,
    env: { ...process.env, ...nodeEnv(0) },
    stdio: 'inherit',
  });
  if (migrated.status !== 0) throw new Error('migrate failed');

  const a = await startNode('api-1');
  const b = await startNode('api-2');
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

  console.log(
    `\nchats: ${PAIRS} pairs through HAProxy over both nodes for ${CHAT_SECONDS} s, HTTP writes beside; api-2 ${STOP === 'SIGKILL' ? 'killed (SIGKILL)' : 'stopped (SIGTERM: drained)'} a third of the way in`,
  );
  let before: Awaited<ReturnType<typeof sessionsPerNode>> = {};
  const chats = await load<Record<string, number | null>>(
    { mode: 'chats', base: two.base, pairs: PAIRS, seconds: CHAT_SECONDS, password: 'bench-cluster-password', run },
    (message, child) => {
      if (message.type !== 'steady') return;
      void sessionsPerNode(two.stats).then((sessions) => {
        before = sessions;
        b.child.kill(STOP);
        child.send({ type: 'killed' });
      });
    },
  );
  const after = await sessionsPerNode(two.stats);
  const open = (sessions: typeof before) =>
    Object.entries(sessions)
      .map(([name, s]) => `${name} ${s.now} open (${s.status})`)
      .join(', ');
  console.log(`  connections before the kill: ${open(before)}; after: ${open(after)}`);
  console.log(
    `  across nodes: ${chats.crossPairs} pairs with the sender on api-1 and the receiver on api-2; of their` +
      ` ${chats.crossAcked} messages acknowledged before the kill, ${chats.crossHeardLive} heard live on the other node`,
  );
  console.log(
    `  messages: ${chats.messagesAcked} acknowledged, ${chats.messagesStored} stored, lost ${chats.messagesLostStored}` +
      ` (acknowledged, not stored), not heard by the receiver after catch-up ${chats.messagesNotHeard}` +
      (chats.messagesRefused ? `, refused ${chats.messagesRefused}` : ''),
  );
  console.log(
    `  HTTP writes: ${chats.writesAcked} acknowledged, ${chats.writesFound} found afterwards, lost ${
      (chats.writesAcked ?? 0) - (chats.writesFound ?? 0)
    }; ${chats.writesFailed} not acknowledged (${chats.writesFailedAfterKill} after the kill), to retry by the client`,
  );
  const seconds = (ms: number | null | undefined) => (ms == null ? '—' : `${(ms / 1000).toFixed(1)} s`);
  console.log(
    `  recovery: ${chats.socketsDropped} of ${chats.sockets} sockets dropped with api-2, ${chats.socketsBack} back on api-1;` +
      ` reconnected p50 ${seconds(chats.recoverP50)}, all within ${seconds(chats.recoverMax)} of the kill;` +
      ` caught up within ${seconds(chats.catchUpMax)}`,
  );
  // For tooling/scripts/src/cluster.test.ts: the chat figures as one line.
  console.log(`cluster result: ${JSON.stringify(chats)}`);
} finally {
  stopAll();
  await admin.unsafe(`drop database if exists ${database} with (force)`);
  await admin.end();
  rmSync(scratch, { recursive: true, force: true });
}
