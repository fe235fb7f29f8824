// The API nodes of sources-scale.ts, from the sources (`node --import tsx apps/api/src/server.ts`), each a process of
// its own, as lib/socket-scale-nodes.ts starts them, but with their log read: every warning and error line a node
// writes is counted and printed with the node's name, since an error of the poller is a finding of the bench.
import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { freePort } from './socket-scale-nodes.ts';

const benchDir = fileURLToPath(new URL('..', import.meta.url));
const serverScript = fileURLToPath(new URL('../../apps/api/src/server.ts', import.meta.url));

/** pino's levels: 40 warn, 50 error, 60 fatal. */
const WARN = 40;
const ERROR = 50;
/** Lines printed per node and level at most: a failing poller would otherwise flood the output. */
const PRINTED = 10;

export type LogCounts = { warnings: number; errors: number; messages: Map<string, number> };

export type PollingNode = {
  name: string;
  pid: number;
  address: string;
  log: LogCounts;
  /** Whether the process is still running (a crash is a finding). */
  alive(): boolean;
  stop(): Promise<void>;
};

function readLog(name: string, child: ChildProcess, log: LogCounts): void {
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  lines.on('line', (line) => {
    let entry: { level?: number; msg?: string; err?: { message?: string } };
    try {
      entry = JSON.parse(line);
    } catch {
      console.log(`[${name}] ${line}`);
      return;
    }
    const level = entry.level ?? 0;
    if (level < WARN) return;
    const error = level >= ERROR;
    if (error) log.errors += 1;
    else log.warnings += 1;
    const seen = error ? log.errors : log.warnings;
    const message = `${entry.msg ?? ''}${entry.err?.message ? `: ${entry.err.message}` : ''}`.slice(0, 300);
    log.messages.set(message, (log.messages.get(message) ?? 0) + 1);
    if (seen <= PRINTED) console.log(`[${name}] ${error ? 'ERROR' : 'warn'} ${line.slice(0, 600)}`);
  });
  createInterface({ input: child.stderr as NodeJS.ReadableStream }).on('line', (line) =>
    console.log(`[${name} stderr] ${line}`),
  );
}

/** An API node on a free port; resolves once it answers its readiness check. */
export async function startPollingNode(name: string, env: NodeJS.ProcessEnv): Promise<PollingNode> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', serverScript], {
    cwd: benchDir,
    env: { ...process.env, ...env, HOST: '127.0.0.1', PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log: LogCounts = { warnings: 0, errors: 0, messages: new Map() };
  readLog(name, child, log);
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const address = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error(`${name} did not get ready within 180 s`);
    try {
      if ((await fetch(`${address}/api/health/ready`, { signal: AbortSignal.timeout(2000) })).ok) break;
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  return {
    name,
    pid: child.pid as number,
    address,
    log,
    alive: () => child.exitCode === null && child.signalCode === null,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
