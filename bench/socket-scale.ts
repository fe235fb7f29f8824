// Realtime at a city's evening: CLIENTS people (default 1,000), each connected with a real socket.io client to the
// /chats namespace, each in two private chats and one group of GROUP people; RATES messages per second in all (1, then
// 5 as the burst), from random senders to one of their chats, for DURATION s each. Measured on one API node, then on
// two nodes over a private Redis (never the machine's own) with the clients split between them.
// The clients live in CLIENT_PROCESSES processes of their own (bench/lib/socket-scale-clients.ts), the nodes in theirs
// (from the sources, production settings); this process only plans and counts. Figures per rate and topology:
// delivery from send to each recipient's device (p50/p95/p99/max over all deliveries), acknowledgement p95, lost
// (an expected delivery not heard within WAIT s, or a send not acknowledged), each node's memory before the clients
// connect and after (→ per socket), and the CPU the nodes and the clients used during each phase.
// Per phase also the database's work per message sent: transactions (each statement outside a transaction is one, so
// this counts round trips) and reads of the sessions table (the check that the sender's session lives, wherever it
// is made), from PostgreSQL's statistics of the bench's own database, less what the idle nodes did in as long. BASELINE=<another checkout> runs each topology ROUNDS times on
// that checkout's API and on this one's (or API_ROOT's), alternating (ABBA), so a change is compared under the same
// load.
// ROUNDS > 1 repeats the topologies in alternating order (one, two, two, one, ...), so the load of the machine meets
// both alike, and prints each round's two-node figures against its one-node ones and their median.
// On two nodes the deliveries are also told apart by where the recipient is: on the sender's node (local) or on the
// other (remote, through Redis); and a watcher on the private Redis (MONITOR, bench/lib/socket-scale-probe.ts; PROBE=0
// leaves it out) takes Redis's times of each send's limit script and of its publish, cutting a send into its legs:
// send → limit taken → published (stored and emitted) → acknowledged, and published → the remote device.
// INTERLEAVE=1 runs one node and two nodes at once instead (three nodes; every person with a socket on the one node and
// one on the pair, 2,000 sockets), the sends taking turns between them at RATE each: the load of the machine, which
// moves from second to second, meets both alike; ROUNDS repeats it.
// Exits 1 on any loss. PROFILE=1 runs the nodes under `node --cpu-prof` and prints each profile's top self time.
// Run: pnpm --filter @mesto/bench socket:scale
//   env: CLIENTS (1000), GROUP (20), RATES (1,5), DURATION (30 s), WAIT (10 s), CLIENT_PROCESSES (2),
//   TOPOLOGIES (one,two; one-redis is one node using the Redis for its limits and adapter), INTERLEAVE (off),
//   PROFILE (off), PROBE (on), BASELINE (off), ROUNDS (1), API_ROOT (this checkout),
//   BENCH_POSTGRES_URL (admin URL, default the local server)
import { type ChildProcess, fork, spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { hashPassword } from '../apps/api/src/features/auth/passwords.ts';
import { signAccessToken } from '../apps/api/src/lib/tokens.ts';
import { CHAT_GROUP_MAX_MEMBERS } from '../packages/domain/src/chats.ts';
import { type PrivateRedis, startRedis } from './lib/cluster-services.ts';
import { percentile } from './lib/load.ts';
import type {
  Arrival,
  FromClients,
  PlannedSend,
  ScaleClient,
  SendRecord,
  ToClients,
} from './lib/socket-scale-clients.ts';
import { type ApiNode, cpuSecondsOf, freePort, rssOf, startApiNode } from './lib/socket-scale-nodes.ts';
import { probeRedis, type RedisProbe } from './lib/socket-scale-probe.ts';

const clientCount = Number(process.env.CLIENTS ?? 1000);
const groupSize = Number(process.env.GROUP ?? 20);
const rates = (process.env.RATES ?? '1,5').split(',').map(Number);
const durationS = Number(process.env.DURATION ?? 30);
const waitMs = Number(process.env.WAIT ?? 10) * 1000;
const processCount = Number(process.env.CLIENT_PROCESSES ?? 2);
/** `one-redis`: one node with the Redis the two nodes use (limits counted there, the adapter publishing to nobody). */
type Topology = 'one' | 'one-redis' | 'two';
const interleave = process.env.INTERLEAVE === '1';
const topologies: Topology[] = interleave
  ? ['one', 'two']
  : ((process.env.TOPOLOGIES ?? 'one,two').split(',') as Topology[]);
const topologyNames: Record<Topology, string> = {
  one: 'one node',
  'one-redis': 'one node + Redis',
  two: 'two nodes + Redis',
};
const profile = process.env.PROFILE === '1';
const probing = process.env.PROBE !== '0';
const baseline = process.env.BASELINE || undefined;
const apiRoot = process.env.API_ROOT || undefined;
const rounds = Number(process.env.ROUNDS ?? 1);
const adminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const benchDir = fileURLToPath(new URL('.', import.meta.url));
const tokenSecret = `socket-scale-secret-${process.pid}-0123456789abcdef`;

if (groupSize < 2 || groupSize > CHAT_GROUP_MAX_MEMBERS) {
  throw new Error(`GROUP must be between 2 and ${CHAT_GROUP_MAX_MEMBERS} (the group limit)`);
}
if (clientCount < groupSize) throw new Error('CLIENTS must be at least GROUP');

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
const now = () => performance.timeOrigin + performance.now();
const load = () => loadavg()[0]?.toFixed(2) ?? '?';

/** A deterministic shuffle (the same chats every run). */
function shuffled<T>(items: T[]): T[] {
  let seed = 20261129;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

type Person = { index: number; id: string; token: string; chats: string[] };
type Chat = { id: string; members: number[] };

/**
 * The people, their sessions and chats, straight into the database: signing up and in go through per-address limits
 * meant for people, and a thousand password checks would take minutes. The tokens are signed the way the API signs
 * them, with the nodes' secret, for sessions that exist.
 */
async function createCity(databaseUrl: string): Promise<{ people: Person[]; chats: Map<string, Chat> }> {
  const database = openDatabase({ databaseUrl, dataDir: 'memory://' });
  await database.migrate();
  await database.close();
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  const passwordHash = await hashPassword('scale-password-2026');
  const rows = (await sql`insert into users (code, username, display_name, password_hash)
    select (2 + g % 8)::text || 's' || g, 'scale_' || g, 'Горожанин ' || g, ${passwordHash}
    from generate_series(1, ${clientCount}) as g
    returning id, username`) as unknown as { id: string; username: string }[];
  const idOf = new Map(rows.map((row) => [Number(row.username.slice('scale_'.length)) - 1, row.id]));
  const sessions = (await sql`insert into sessions (user_id, expires_at)
    select id, now() + interval '1 day' from users where username like 'scale_%'
    returning id, user_id`) as unknown as { id: string; user_id: string }[];
  const sessionOf = new Map(sessions.map((row) => [row.user_id, row.id]));
  const exp = Math.floor(Date.now() / 1000) + 86_400;
  const people: Person[] = Array.from({ length: clientCount }, (_, index) => {
    const id = idOf.get(index) as string;
    return {
      index,
      id,
      token: signAccessToken({ sub: id, sid: sessionOf.get(id) as string, exp }, tokenSecret),
      chats: [],
    };
  });

  // A ring over a shuffled order: each person has a private chat with the one before and the one after them;
  // groups of GROUP consecutive people of another shuffle.
  const plans: { type: 'PRIVATE' | 'GROUP'; members: number[] }[] = [];
  const ring = shuffled(people.map((person) => person.index));
  for (const [position, index] of ring.entries()) {
    plans.push({ type: 'PRIVATE', members: [index, ring[(position + 1) % ring.length] as number] });
  }
  const order = shuffled([...ring].reverse());
  for (let from = 0; from < order.length; from += groupSize) {
    const members = order.slice(from, from + groupSize);
    // A last group of one joins the group before it.
    const previous = plans.at(-1);
    if (members.length < 2 && previous) previous.members.push(...members);
    else plans.push({ type: 'GROUP', members });
  }
  const chats = new Map<string, Chat>();
  for (let from = 0; from < plans.length; from += 500) {
    const batch = plans.slice(from, from + 500);
    const values = batch.map((plan, position) => {
      const ids = plan.members.map((index) => (people[index] as Person).id);
      return plan.type === 'PRIVATE'
        ? { type: plan.type, title: '', private_key: [...ids].sort().join(':'), owner_id: null }
        : { type: plan.type, title: `Компания ${from + position}`, private_key: null, owner_id: ids[0] as string };
    });
    const inserted = (await sql`insert into chats ${sql(values)} returning id`) as unknown as { id: string }[];
    const members: { chat_id: string; user_id: string }[] = [];
    for (const [position, row] of inserted.entries()) {
      const plan = batch[position] as (typeof plans)[number];
      chats.set(row.id, { id: row.id, members: plan.members });
      for (const index of plan.members) {
        (people[index] as Person).chats.push(row.id);
        members.push({ chat_id: row.id, user_id: (people[index] as Person).id });
      }
    }
    for (let start = 0; start < members.length; start += 5000) {
      await sql`insert into chat_members ${sql(members.slice(start, start + 5000))}`;
    }
  }
  await sql.end();
  return { people, chats };
}

/** A process of clients: a typed request/answer over its IPC channel. */
type ClientProcess = {
  child: ChildProcess;
  ask<T extends FromClients['type']>(message: ToClients, answer: T): Promise<Extract<FromClients, { type: T }>>;
};

function startClients(): ClientProcess {
  const child = fork(join(benchDir, 'lib/socket-scale-clients.ts'), [], {
    cwd: benchDir,
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return {
    child,
    ask: (message, answer) =>
      new Promise((resolve, reject) => {
        const onExit = (code: number | null) => reject(new Error(`a client process exited with ${code}`));
        const onMessage = (reply: FromClients) => {
          if (reply.type !== answer) return;
          child.off('message', onMessage);
          child.off('exit', onExit);
          resolve(reply as never);
        };
        child.on('message', onMessage);
        child.once('exit', onExit);
        child.send(message);
      }),
  };
}

type PhaseResult = {
  topology: string;
  variant: string;
  rate: number;
  messages: number;
  deliveries: number;
  expected: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  ackP50: number;
  ackP95: number;
  ackP99: number;
  refused: number;
  lost: number;
  /** Two nodes: deliveries to a device on the sender's node, and on the other node (through Redis). */
  local?: Spread | undefined;
  remote?: Spread | undefined;
  /** How long after the sender's acknowledgement a remote device heard the message. */
  remoteAfterAck?: Spread | undefined;
  /** From Redis's times (the probe): send → limit script, limit → publish, publish → ack, publish → remote device. */
  toLimit?: Spread | undefined;
  limitToPublish?: Spread | undefined;
  publishToAck?: Spread | undefined;
  publishToRemote?: Spread | undefined;
  nodeCpu: number[];
  clientsCpu: number;
  load: string;
  transactionsPerSend: number;
  sessionChecksPerSend: number;
};

/** Percentiles of a set of durations (ms), and how many there were. */
type Spread = { count: number; p50: number; p95: number; p99: number; max: number };

function spreadOf(values: number[]): Spread | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    max: sorted.at(-1) as number,
  };
}

const showSpread = (spread: Spread | undefined) =>
  spread
    ? `${spread.p50.toFixed(1)} / ${spread.p95.toFixed(1)} / ${spread.p99.toFixed(1)} (max ${spread.max.toFixed(1)}, n ${spread.count})`
    : '—';

/** What PostgreSQL's statistics say the bench's database has done so far. */
type DatabaseCounts = { at: number; transactions: number; sessionChecks: number };

/**
 * A backend publishes its statistics when it goes idle, but at most once a second: one that was busy a moment before
 * publishes after 10 s of idleness (PostgreSQL's PGSTAT_IDLE_INTERVAL). Readings are taken this long after the
 * database's last work, so that they hold all of it.
 */
const STATS_SETTLE_MS = 11_000;

/** The counts of the bench's database. */
async function databaseCounts(stats: postgres.Sql): Promise<DatabaseCounts> {
  const [row] = await stats<{ transactions: string; sessionChecks: string }[]>`select
    (select xact_commit + xact_rollback from pg_stat_database where datname = current_database()) as transactions,
    (select coalesce(seq_scan, 0) + coalesce(idx_scan, 0) from pg_stat_user_tables where relname = 'sessions')
      as "sessionChecks"`;
  return { at: now(), transactions: Number(row?.transactions), sessionChecks: Number(row?.sessionChecks) };
}

/** Per second, what the database did between two readings. */
const ratesBetween = (from: DatabaseCounts, to: DatabaseCounts) => {
  const seconds = (to.at - from.at) / 1000;
  return {
    transactions: (to.transactions - from.transactions) / seconds,
    sessionChecks: (to.sessionChecks - from.sessionChecks) / seconds,
  };
};

/** RATE messages per second for `seconds`: random senders, each to one of their chats; counted once settled. */
async function runPhase(
  label: string,
  rate: number,
  seconds: number,
  context: {
    people: Person[];
    chats: Map<string, Chat>;
    processes: ClientProcess[];
    owner: (index: number) => number;
    /** The sets of sockets the sends take turns on (INTERLEAVE: one node's and two nodes'), or one, unnamed. */
    sets: (Topology | undefined)[];
    /** Which node of its set a person's socket is on. */
    nodeOf: (index: number, set: Topology | undefined) => number;
    probe: RedisProbe | undefined;
  },
) {
  const { people, chats, processes, owner, sets, nodeOf, probe } = context;
  // RATE messages per second on each set, sent in turns.
  const count = Math.max(1, Math.round(rate * seconds)) * sets.length;
  const start = now() + 1000;
  const plans: PlannedSend[][] = processes.map(() => []);
  for (let position = 0; position < count; position += 1) {
    const sender = people[Math.floor(Math.random() * people.length)] as Person;
    const chatId = sender.chats[Math.floor(Math.random() * sender.chats.length)] as string;
    const set = sets[position % sets.length];
    const send: PlannedSend = {
      sender: sender.index,
      chatId,
      clientId: `${label}-${position}`,
      at: start + (position * 1000) / (rate * sets.length),
      ...(set ? { set } : {}),
    };
    (plans[owner(sender.index)] as PlannedSend[]).push(send);
  }
  const senderOf = new Map(plans.flat().map((send) => [send.clientId, send]));
  const records: SendRecord[] = (
    await Promise.all(
      processes.map((process, position) =>
        process.ask({ type: 'phase', sends: plans[position] as PlannedSend[], ackTimeoutMs: waitMs }, 'sent'),
      ),
    )
  ).flatMap((answer) => answer.records);

  // Gathers what the devices heard until every expected delivery of an acknowledged send is in, or WAIT passed.
  const heard = new Map<string, Map<number, number>>();
  const expected = (record: SendRecord) => {
    const send = senderOf.get(record.clientId) as PlannedSend;
    return (chats.get(send.chatId) as Chat).members.filter((index) => index !== send.sender);
  };
  const missing = () =>
    records.some((record) => expected(record).some((index) => !heard.get(record.clientId)?.has(index)));
  const deadline = now() + waitMs;
  do {
    const collected = await Promise.all(processes.map((process) => process.ask({ type: 'collect' }, 'collected')));
    for (const [clientId, index, at] of collected.flatMap((answer) => answer.arrivals) as Arrival[]) {
      if (!heard.has(clientId)) heard.set(clientId, new Map());
      heard.get(clientId)?.set(index, at);
    }
    if (!missing()) break;
    await sleep(250);
  } while (now() < deadline);

  const timeline = probe?.take() ?? { publishes: new Map<string, number>(), limits: new Map<string, number[]>() };
  return sets.map((set) => ({
    set,
    ...figuresOf(
      records.filter((record) => senderOf.get(record.clientId)?.set === set),
      set,
    ),
  }));

  function figuresOf(records: SendRecord[], set: Topology | undefined) {
    const deliveries: number[] = [];
    const local: number[] = [];
    const remote: number[] = [];
    const remoteAfterAck: number[] = [];
    const toLimit: number[] = [];
    const limitToPublish: number[] = [];
    const publishToAck: number[] = [];
    const publishToRemote: number[] = [];
    let expectedCount = 0;
    for (const record of [...records].sort((a, b) => a.sentAt - b.sentAt)) {
      const sender = (senderOf.get(record.clientId) as PlannedSend).sender;
      const publishedAt = timeline.publishes.get(record.clientId);
      // The sender's first limit script since the send (their sends are taken in order); a millisecond early for the
      // clocks of two processes.
      // One node without Redis takes no limit there (with INTERLEAVE the same person's limits on two nodes would match).
      const limits = set === 'one' ? [] : (timeline.limits.get((people[sender] as Person).id) ?? []);
      const limitAt = limits.find((at) => at >= record.sentAt - 1);
      if (limitAt !== undefined) {
        limits.splice(limits.indexOf(limitAt), 1);
        toLimit.push(limitAt - record.sentAt);
        if (publishedAt !== undefined) limitToPublish.push(publishedAt - limitAt);
      }
      if (publishedAt !== undefined && record.ackMs !== null)
        publishToAck.push(record.sentAt + record.ackMs - publishedAt);
      for (const index of expected(record)) {
        expectedCount += 1;
        const at = heard.get(record.clientId)?.get(index);
        if (at === undefined) continue;
        deliveries.push(at - record.sentAt);
        if (nodeOf(index, set) === nodeOf(sender, set)) local.push(at - record.sentAt);
        else {
          remote.push(at - record.sentAt);
          if (record.ackMs !== null) remoteAfterAck.push(at - record.sentAt - record.ackMs);
          if (publishedAt !== undefined) publishToRemote.push(at - publishedAt);
        }
      }
    }
    deliveries.sort((a, b) => a - b);
    const acks = records.flatMap((record) => (record.ackMs === null ? [] : [record.ackMs])).sort((a, b) => a - b);
    const refused = records.filter((record) => !record.ok).length;
    const split = remote.length > 0;
    return {
      local: split ? spreadOf(local) : undefined,
      remote: split ? spreadOf(remote) : undefined,
      remoteAfterAck: split ? spreadOf(remoteAfterAck) : undefined,
      toLimit: spreadOf(toLimit),
      limitToPublish: spreadOf(limitToPublish),
      publishToAck: spreadOf(publishToAck),
      publishToRemote: spreadOf(publishToRemote),
      ackP99: percentile(acks, 0.99),
      messages: records.length,
      deliveries: deliveries.length,
      expected: expectedCount,
      p50: percentile(deliveries, 0.5),
      p95: percentile(deliveries, 0.95),
      p99: percentile(deliveries, 0.99),
      max: deliveries.at(-1) ?? Number.NaN,
      ackP50: percentile(acks, 0.5),
      ackP95: percentile(acks, 0.95),
      refused,
      lost: expectedCount - deliveries.length + refused,
    };
  }
}

type TopologyResult = {
  round?: number;
  topology: string;
  variant: string;
  nodes: { name: string; rssBeforeMB: number; rssAfterMB: number; sockets: number; perSocketKB: number }[];
  connectSeconds: number;
  phases: PhaseResult[];
};

/** Whose API the nodes run: this checkout's, or the one BASELINE names. */
type Variant = { name: string; root: string | undefined };

/**
 * Runs of this process so far: part of every message's clientId, which a person may use once (the same one again is
 * a resend, answered with the stored message and delivered to nobody).
 */
let runs = 0;

/**
 * Runs a topology's nodes and clients through the warm-up and the phases. `interleaved`: one node (no Redis) and two
 * nodes (over Redis) at once, every person with a socket on each, the sends taking turns between them: both meet the
 * same moments of the machine's load. Answers one result per topology.
 */
async function runTopology(
  topology: Topology | 'interleaved',
  variant: Variant,
  city: { people: Person[]; chats: Map<string, Chat> },
  database: { url: string; stats: postgres.Sql },
  redis: PrivateRedis | undefined,
): Promise<TopologyResult[]> {
  const databaseUrl = database.url;
  runs += 1;
  const run = runs;
  const profileDir = profile
    ? join(benchDir, 'profiles', `socket-scale-${topology}-${variant.name}-${Date.now()}`)
    : undefined;
  if (profileDir) mkdirSync(profileDir, { recursive: true });
  const env = (withRedis: boolean): NodeJS.ProcessEnv => {
    const settings: NodeJS.ProcessEnv = {
      NODE_ENV: 'production',
      MESTO_SERVE_APPS: 'off',
      MIGRATE_ON_START: 'off',
      SEED: 'never',
      DATABASE_URL: databaseUrl,
      REDIS_URL: redis?.url,
      DATA_DIR: join('/tmp', `mesto-socket-scale-${process.pid}`),
      TOKEN_SECRET: tokenSecret,
      LOG_LEVEL: 'warn',
      DRAIN_TIMEOUT_SECONDS: '2',
    };
    if (!withRedis) delete settings.REDIS_URL;
    return settings;
  };
  /** The sets of nodes: each topology's, and which set a person's socket of it belongs to (none when one topology). */
  const plan: { topology: Topology; set: Topology | undefined; names: string[]; withRedis: boolean }[] =
    topology === 'interleaved'
      ? [
          { topology: 'one', set: 'one', names: ['api-1'], withRedis: false },
          { topology: 'two', set: 'two', names: ['api-2', 'api-3'], withRedis: true },
        ]
      : [
          {
            topology,
            set: undefined,
            names: topology === 'two' ? ['api-1', 'api-2'] : ['api-1'],
            withRedis: topology !== 'one',
          },
        ];
  const groups: { topology: Topology; set: Topology | undefined; nodes: ApiNode[] }[] = [];
  const processes: ClientProcess[] = [];
  let probe: RedisProbe | undefined;
  const allNodes = () => groups.flatMap((group) => group.nodes);
  try {
    for (const planned of plan) {
      const group = { topology: planned.topology, set: planned.set, nodes: [] as ApiNode[] };
      groups.push(group);
      for (const name of planned.names) {
        group.nodes.push(
          await startApiNode({ name, env: env(planned.withRedis), cpuProfileDir: profileDir, root: variant.root }),
        );
      }
    }
    await sleep(3000);
    const rssBefore = allNodes().map((node) => rssOf(node.pid));
    const groupOf = (set: Topology | undefined) => groups.find((group) => group.set === set) as (typeof groups)[number];
    const nodeOf = (index: number, set: Topology | undefined) => index % groupOf(set).nodes.length;
    const owner = (index: number) => index % processCount;
    for (let position = 0; position < processCount; position += 1) processes.push(startClients());
    const started = now();
    const connected = await Promise.all(
      processes.map((process, position) =>
        process.ask(
          {
            type: 'connect',
            concurrency: 10,
            clients: city.people
              .filter((person) => owner(person.index) === position)
              .flatMap((person) =>
                groups.map(
                  (group): ScaleClient => ({
                    index: person.index,
                    token: person.token,
                    address: (group.nodes[nodeOf(person.index, group.set)] as ApiNode).address,
                    ...(group.set ? { set: group.set } : {}),
                  }),
                ),
              ),
          },
          'connected',
        ),
      ),
    );
    const connectSeconds = (now() - started) / 1000;
    const sockets = clientCount * groups.length;
    const failed = connected.reduce((sum, answer) => sum + answer.failed, 0);
    console.log(
      `${topology} node(s), ${variant.name}: ${sockets - failed} of ${sockets} clients connected in ${connectSeconds.toFixed(1)} s` +
        ` (load ${load()})${failed ? `; ${failed} failed, first: ${connected.find((a) => a.firstError)?.firstError}` : ''}`,
    );
    if (failed > 0) throw new Error(`${failed} clients could not connect`);
    await sleep(5000);
    const rssAfter = allNodes().map((node) => rssOf(node.pid));
    if (topology !== 'one' && redis && probing) probe = await probeRedis(redis.url);
    const context = { ...city, processes, owner, sets: groups.map((group) => group.set), nodeOf, probe };
    // What the idle nodes ask of the database by themselves, taken off each phase's count.
    await sleep(STATS_SETTLE_MS);
    const idleFrom = await databaseCounts(database.stats);
    await sleep(5000);
    const idle = ratesBetween(idleFrom, await databaseCounts(database.stats));

    // Not counted: the code paths of the nodes and the clients warm up.
    await runPhase(`warm-${topology}-${run}`, 5, 4, context);

    const phases = new Map<Topology, PhaseResult[]>(groups.map((group) => [group.topology, []]));
    for (const rate of rates) {
      await sleep(STATS_SETTLE_MS);
      const countsBefore = await databaseCounts(database.stats);
      const [loadBefore] = loadavg();
      const nodeCpuBefore = new Map(allNodes().map((node) => [node, cpuSecondsOf(node.pid)]));
      const clientsBefore = processes.reduce((sum, process) => sum + cpuSecondsOf(process.child.pid as number), 0);
      const wallStarted = now();
      const results = await runPhase(`${topology}-${run}-${rate}`, rate, durationS, context);
      const wall = (now() - wallStarted) / 1000;
      const nodeCpu = (nodes: ApiNode[]) =>
        nodes.map((node) => (cpuSecondsOf(node.pid) - (nodeCpuBefore.get(node) ?? 0)) / wall);
      const clientsCpu =
        (processes.reduce((sum, process) => sum + cpuSecondsOf(process.child.pid as number), 0) - clientsBefore) / wall;
      const loadAfter = load();
      await sleep(STATS_SETTLE_MS);
      const done = ratesBetween(countsBefore, await databaseCounts(database.stats));
      const countedSeconds = (now() - countsBefore.at) / 1000;
      // With INTERLEAVE the database's work is of both sets' sends together.
      const messages = results.reduce((sum, result) => sum + result.messages, 0);
      const perSend = (measured: number, idleRate: number) =>
        ((measured - idleRate) * countedSeconds) / Math.max(1, messages);
      for (const { set, ...result } of results) {
        const group = groupOf(set);
        const phase: PhaseResult = {
          topology: group.topology,
          variant: variant.name,
          rate,
          ...result,
          nodeCpu: nodeCpu(group.nodes),
          clientsCpu,
          load: `${loadBefore?.toFixed(2)} → ${loadAfter}`,
          transactionsPerSend: perSend(done.transactions, idle.transactions),
          sessionChecksPerSend: perSend(done.sessionChecks, idle.sessionChecks),
        };
        phases.get(group.topology)?.push(phase);
        console.log(
          `  ${set ? `${topologyNames[set]}: ` : ''}${rate} msg/s × ${durationS} s: ${phase.deliveries}/${phase.expected} deliveries, p50 ${phase.p50.toFixed(1)}` +
            ` p95 ${phase.p95.toFixed(1)} p99 ${phase.p99.toFixed(1)} max ${phase.max.toFixed(1)} ms, ack p50 / p95` +
            ` ${phase.ackP50.toFixed(1)} / ${phase.ackP95.toFixed(1)} ms, lost ${phase.lost}; database per send` +
            ` ${phase.transactionsPerSend.toFixed(2)} transactions, ${phase.sessionChecksPerSend.toFixed(2)} session` +
            ` checks; load ${phase.load}`,
        );
        if (phase.remote) {
          console.log(
            `    p50 / p95 / p99 ms: local ${showSpread(phase.local)}; remote ${showSpread(phase.remote)}; remote after` +
              ` the ack ${showSpread(phase.remoteAfterAck)}; ack p99 ${phase.ackP99.toFixed(1)}`,
          );
        }
        if (phase.toLimit || phase.publishToAck) {
          console.log(
            `    by Redis's clock: send → limit ${showSpread(phase.toLimit)}; limit → publish` +
              ` ${showSpread(phase.limitToPublish)}; publish → ack ${showSpread(phase.publishToAck)}; publish → remote` +
              ` device ${showSpread(phase.publishToRemote)}`,
          );
        }
      }
    }
    const allOf = allNodes();
    return groups.map((group) => ({
      topology: group.topology,
      variant: variant.name,
      connectSeconds,
      phases: phases.get(group.topology) ?? [],
      nodes: group.nodes.map((node, position) => {
        const sockets = city.people.filter((person) => nodeOf(person.index, group.set) === position).length;
        const before = rssBefore[allOf.indexOf(node)] ?? 0;
        const after = rssAfter[allOf.indexOf(node)] ?? 0;
        return {
          name: node.name,
          rssBeforeMB: before / 2 ** 20,
          rssAfterMB: after / 2 ** 20,
          sockets,
          perSocketKB: (after - before) / 1024 / sockets,
        };
      }),
    }));
  } finally {
    probe?.stop();
    await Promise.all(
      processes.map(
        (process) =>
          new Promise<void>((done) => {
            if (process.child.exitCode !== null) return done();
            process.child.once('exit', () => done());
            process.child.send({ type: 'close' } satisfies ToClients);
          }),
      ),
    );
    await Promise.all(allNodes().map((node) => node.stop()));
    if (profileDir) {
      for (const file of readdirSync(profileDir)) {
        console.log(`\nprofile ${topology} ${variant.name} ${file}:`);
        spawnSync(process.execPath, [join(benchDir, 'lib/profile-top.mjs'), join(profileDir, file)], {
          stdio: 'inherit',
        });
      }
    }
  }
}

const name = `mesto_bench_scale_${process.pid}`;
const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
await admin.unsafe(`create database ${name}`);
const databaseUrl = adminUrl.replace(/\/[^/]*$/, `/${name}`);
const stats = postgres(databaseUrl, { max: 1, onnotice: () => {} });
const current: Variant = { name: baseline ? 'this' : 'api', root: apiRoot };
/**
 * Each round runs every topology, in the order of TOPOLOGIES, then reversed in the next round (one, two, two, one,
 * ...); within a topology the baseline and this checkout, the one that went first going second in the next round.
 */
const schedule = Array.from({ length: rounds }, (_, round) => {
  const topologyOrder: (Topology | 'interleaved')[] = interleave
    ? ['interleaved']
    : round % 2 === 0
      ? topologies
      : [...topologies].reverse();
  const before: Variant = { name: 'baseline', root: baseline };
  const variants = !baseline ? [current] : round % 2 === 0 ? [before, current] : [current, before];
  return topologyOrder.flatMap((topology) => variants.map((variant) => ({ round, topology, variant })));
}).flat();
const redisChildren = new Set<ChildProcess>();
let redis: PrivateRedis | undefined;
const results: TopologyResult[] = [];
try {
  const started = now();
  const city = await createCity(databaseUrl);
  console.log(
    `${clientCount} people, ${city.chats.size} chats (private pairs and groups of ${groupSize}) in ` +
      `${((now() - started) / 1000).toFixed(1)} s; ${processCount} client processes; ${cpus().length} cores, load ${load()}`,
  );
  if (topologies.some((topology) => topology !== 'one')) {
    redis = await startRedis(await freePort(), (child) => redisChildren.add(child));
    console.log(`private Redis ${redis.url}`);
  }
  for (const { round, topology, variant } of schedule) {
    if (rounds > 1) console.log(`round ${round + 1} of ${rounds}`);
    for (const result of await runTopology(topology, variant, city, { url: databaseUrl, stats }, redis)) {
      results.push({ ...result, round });
    }
  }
} finally {
  redis?.stop();
  await stats.end();
  await admin.unsafe(`drop database if exists ${name} with (force)`);
  await admin.end();
}

const ms = (value: number) => value.toFixed(1);
const rows = [
  [
    'round',
    'topology',
    'API',
    'msg/s',
    'deliveries',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'max ms',
    'ack p50 / p95 ms',
    'lost',
    'db tx / send',
    'session checks / send',
    'node CPU',
    'clients CPU',
    'load',
  ],
  ...results.flatMap((result) =>
    result.phases.map((phase) => [
      String((result.round ?? 0) + 1),
      topologyNames[result.topology as Topology],
      result.variant,
      String(phase.rate),
      `${phase.deliveries}/${phase.expected}`,
      ms(phase.p50),
      ms(phase.p95),
      ms(phase.p99),
      ms(phase.max),
      `${ms(phase.ackP50)} / ${ms(phase.ackP95)}`,
      String(phase.lost),
      phase.transactionsPerSend.toFixed(2),
      phase.sessionChecksPerSend.toFixed(2),
      phase.nodeCpu.map((share) => `${(share * 100).toFixed(1)} %`).join(' + '),
      `${(phase.clientsCpu * 100).toFixed(1)} %`,
      phase.load,
    ]),
  ),
];
const widths = (rows[0] as string[]).map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length)));
console.log('');
for (const [position, row] of rows.entries()) {
  console.log(`| ${row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`);
  if (position === 0) console.log(`| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`);
}
for (const result of results) {
  for (const node of result.nodes) {
    console.log(
      `${result.topology} / ${result.variant} / ${node.name}: RSS ${node.rssBeforeMB.toFixed(1)} MB → ${node.rssAfterMB.toFixed(1)} MB with` +
        ` ${node.sockets} sockets: ${node.perSocketKB.toFixed(1)} kB per socket (connect ${result.connectSeconds.toFixed(1)} s)`,
    );
  }
}
const median = (values: number[]) =>
  percentile(
    [...values].sort((x, y) => x - y),
    0.5,
  );
if (topologies.includes('one')) {
  // Each other topology against one node, round by round (the phases of one round ran minutes apart, in alternating
  // order), per variant and rate: each figure's ratio in each round and their median.
  for (const other of topologies.filter((topology) => topology !== 'one')) {
    for (const variant of new Set(results.map((result) => result.variant))) {
      for (const rate of rates) {
        const phaseOf = (topology: string, round: number) =>
          results
            .find((result) => result.topology === topology && result.variant === variant && result.round === round)
            ?.phases.find((phase) => phase.rate === rate);
        const pairs = Array.from({ length: rounds }, (_, round) => [
          phaseOf('one', round),
          phaseOf(other, round),
        ]).filter((pair): pair is [PhaseResult, PhaseResult] => pair[0] !== undefined && pair[1] !== undefined);
        if (pairs.length === 0) continue;
        const show = (label: string, pick: (phase: PhaseResult) => number) => {
          const each = pairs.map(([one, them]) => pick(them) / pick(one));
          return `${label} ×${median(each).toFixed(2)} (${each.map((ratio) => ratio.toFixed(2)).join(', ')})`;
        };
        console.log(
          `${topologyNames[other]} / one node, ${variant}, ${rate} msg/s, median of ${pairs.length} rounds: ` +
            `${show('delivery p50', (phase) => phase.p50)}, ${show('p95', (phase) => phase.p95)}, ` +
            `${show('p99', (phase) => phase.p99)}, ${show('ack p50', (phase) => phase.ackP50)}, ` +
            `${show('ack p95', (phase) => phase.ackP95)}; p99 one / other ms: ` +
            pairs.map(([one, them]) => `${one.p99.toFixed(1)} / ${them.p99.toFixed(1)}`).join(', '),
        );
      }
    }
  }
}
if (baseline) {
  // This checkout against the baseline, phase by phase: the ratio in each round and their median, as the load moved
  // between the runs of one round far less than between rounds.
  for (const topology of topologies) {
    for (const rate of rates) {
      const phasesOf = (variant: string) =>
        results
          .filter((result) => result.topology === topology && result.variant === variant)
          .flatMap((result) => result.phases.filter((phase) => phase.rate === rate));
      const ours = phasesOf('this');
      const theirs = phasesOf('baseline');
      const ratios = (pick: (phase: PhaseResult) => number) =>
        ours.map((phase, round) => pick(phase) / pick(theirs[round] as PhaseResult));
      const show = (label: string, pick: (phase: PhaseResult) => number) => {
        const each = ratios(pick);
        return `${label} ×${median(each).toFixed(2)} (${each.map((ratio) => ratio.toFixed(2)).join(', ')})`;
      };
      console.log(
        `this / baseline, ${topology}, ${rate} msg/s, median of ${ours.length} rounds: ` +
          `${show('delivery p50', (phase) => phase.p50)}, ${show('p99', (phase) => phase.p99)}, ` +
          `${show('ack p50', (phase) => phase.ackP50)}, ${show('ack p95', (phase) => phase.ackP95)}; ` +
          `db transactions per send ${median(theirs.map((phase) => phase.transactionsPerSend)).toFixed(2)} → ` +
          `${median(ours.map((phase) => phase.transactionsPerSend)).toFixed(2)}, session checks per send ` +
          `${median(theirs.map((phase) => phase.sessionChecksPerSend)).toFixed(2)} → ` +
          `${median(ours.map((phase) => phase.sessionChecksPerSend)).toFixed(2)}`,
      );
    }
  }
}
const lost = results.reduce((sum, result) => sum + result.phases.reduce((total, phase) => total + phase.lost, 0), 0);
console.log(
  `socket scale result: ${JSON.stringify({ clients: clientCount, group: groupSize, durationS, lost, results })}`,
);
process.exit(lost > 0 ? 1 : 0);
