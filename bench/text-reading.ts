// Does the API stay responsive while it reads long announcements? The API runs in a process of its own
// (lib/reading-server.ts), a load process (lib/reading-load.ts) sends COUNT (10) announcements of 20,000 characters
// to POST /api/external-event-announcements/process-with-ai at once, and this process asks GET /api/health/live
// every INTERVAL (20) ms meanwhile. Printed: the health checks' p50 and p95 during the load against the same API idle
// just before, as ratios, and how long the readings took; for each kind of text (TEXTS: digits, lines, real) and for
// the reading on worker threads (as the API reads) and on the event loop (as it read before; READINGS=workers skips
// it). BASELINE=<another checkout> adds a third: on the event loop with that checkout's reader (e.g. the patterns
// before they were made linear: `git worktree add /tmp/before <commit>` and install there).
//
// Run: pnpm --filter @mesto/bench text:reading
// COUNT (10), TEXTS (digits,lines,real), READINGS (workers,loop[,baseline]), INTERVAL (20), IDLE_SECONDS (3),
// PROFILE=1 (a CPU profile of the API process and its worker threads into bench/profiles/).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import { createInterface } from 'node:readline';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { DEMO_PASSWORDS } from '../apps/api/src/demo/data.ts';
import { percentile, signIn } from './lib/load.ts';

const COUNT = Number(process.env.COUNT ?? 10);
const TEXTS = (process.env.TEXTS ?? 'digits,lines,real').split(',');
const BASELINE = process.env.BASELINE ?? '';
const READINGS = (process.env.READINGS ?? (BASELINE ? 'workers,loop,baseline' : 'workers,loop')).split(',');
const INTERVAL = Number(process.env.INTERVAL ?? 20);
const IDLE_SECONDS = Number(process.env.IDLE_SECONDS ?? 3);
const profiles = fileURLToPath(new URL('./profiles/', import.meta.url));

/** Starts a script of lib/ in a process of its own, with tsx; resolves with the child and its stdout lines. */
function startScript(script: string, env: Record<string, string>, nodeOptions: string[] = []) {
  const child: ChildProcess = spawn(
    process.execPath,
    [...nodeOptions, '--import', 'tsx', fileURLToPath(new URL(`./lib/${script}`, import.meta.url))],
    { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  const firstJson = new Promise<unknown>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
    lines.on('line', (line) => {
      if (line.startsWith('{') || line.startsWith('[')) resolve(JSON.parse(line));
    });
  });
  return { child, firstJson };
}

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

const probeErrors: string[] = [];

/** Health checks one after another, each at most every INTERVAL ms, until `until` settles; their milliseconds. */
async function probe(address: string, until: Promise<unknown>): Promise<number[]> {
  let done = false;
  until.finally(() => {
    done = true;
  });
  const times: number[] = [];
  while (!done) {
    const started = performance.now();
    try {
      const response = await fetch(`${address}/api/health/live`);
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`health: ${response.status}`);
    } catch (error) {
      // A server frozen past its keep-alive timeout drops the idle connection the check was sent on: the check
      // waited all the same, and is counted with what it waited.
      probeErrors.push(error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : '');
    }
    const ms = performance.now() - started;
    times.push(ms);
    await delay(Math.max(0, INTERVAL - ms));
  }
  return times;
}

const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95), max: sorted.at(-1) ?? 0, n: sorted.length };
};
const ms = (value: number) => `${value.toFixed(1)} ms`;

console.log(
  `text reading: ${COUNT} announcements of 20,000 characters at once, health every ${INTERVAL} ms; load ${loadavg()[0]?.toFixed(1)}`,
);
const rows: string[][] = [];
for (const reading of READINGS) {
  if (process.env.PROFILE === '1') mkdirSync(profiles, { recursive: true });
  const nodeOptions = process.env.PROFILE === '1' ? ['--cpu-prof', `--cpu-prof-dir=${profiles}`] : [];
  const env: Record<string, string> =
    reading === 'baseline' ? { READING: 'loop', READER: BASELINE } : { READING: reading };
  const server = startScript('reading-server.ts', env, nodeOptions);
  try {
    const { address } = (await server.firstJson) as { address: string };
    const token = await signIn(address, 'business@mesto.example', DEMO_PASSWORDS.business);
    // One short post first: the worker threads start with the first reading, which is not what is measured.
    const warmUp = await fetch(`${address}/api/external-event-announcements/process-with-ai`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, origin: address },
      body: JSON.stringify({ _announcement: 'Джазовый вечер 25 ноября в 19:00, вход 500 ₽' }),
    });
    if (!warmUp.ok) throw new Error(`warm-up reading: ${warmUp.status} ${await warmUp.text()}`);
    for (const text of TEXTS) {
      const idle = summary(await probe(address, delay(IDLE_SECONDS * 1000)));
      const load = startScript('reading-load.ts', { ADDRESS: address, TOKEN: token, COUNT: String(COUNT), TEXT: text });
      const answers = load.firstJson as Promise<{ status: number; ms: number }[]>;
      const during = summary(await probe(address, answers));
      const readings = await answers;
      await stop(load.child);
      const took = summary(readings.map((answer) => answer.ms));
      const statuses = [...new Set(readings.map((answer) => answer.status))].join('/');
      rows.push([
        reading,
        text,
        `${ms(idle.p50)} / ${ms(idle.p95)}`,
        `${ms(during.p50)} / ${ms(during.p95)} (max ${ms(during.max)}, ${during.n} checks)`,
        `×${(during.p50 / idle.p50).toFixed(2)} / ×${(during.p95 / idle.p95).toFixed(2)}`,
        `${ms(took.p50)} / ${ms(took.max)} (${statuses})`,
      ]);
      console.log(rows.at(-1)?.join(' | '));
    }
  } finally {
    await stop(server.child);
  }
}

const header = [
  'reading',
  'text',
  'health idle p50 / p95',
  'health during p50 / p95',
  'ratio p50 / p95',
  'readings p50 / max',
];
console.log(`\n| ${header.join(' | ')} |\n|${header.map(() => ' --- |').join('')}`);
for (const row of rows) console.log(`| ${row.join(' | ')} |`);
console.log(`load average after: ${loadavg()[0]?.toFixed(1)}`);
if (probeErrors.length > 0)
  console.log(`health checks that failed (counted with their wait): ${probeErrors.join(', ')}`);
