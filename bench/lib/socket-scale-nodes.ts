// The API nodes of socket-scale.ts, started from the sources (`node --import tsx apps/api/src/server.ts`, so no build
// of the day is needed) as production starts them, each a process of its own; and what /proc says of a process:
// its resident memory and the CPU time it has used.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const benchDir = fileURLToPath(new URL('..', import.meta.url));
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const clockTicks = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Resident memory of a process, in bytes (VmRSS). */
export function rssOf(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((row) => row.startsWith('VmRSS:'));
  return Number(line?.match(/(\d+)/)?.[1] ?? 0) * 1024;
}

/** CPU seconds (user + system) a process has used so far. */
export function cpuSecondsOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command name may hold spaces; the fields after it start with the state (field 3): utime is 14, stime 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / clockTicks;
}

export type ApiNode = { name: string; pid: number; address: string; stop(): Promise<void> };

/**
 * An API node on a free port, from this checkout's sources or from `root`'s (another checkout, to compare a change
 * with what came before it in one run); `cpuProfileDir` runs it under the CPU profiler (written when it exits).
 */
export async function startApiNode(options: {
  name: string;
  env: NodeJS.ProcessEnv;
  cpuProfileDir?: string | undefined;
  root?: string | undefined;
}): Promise<ApiNode> {
  const port = await freePort();
  const serverScript = join(options.root ?? repoRoot, 'apps/api/src/server.ts');
  const profiler = options.cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${options.cpuProfileDir}`] : [];
  const child: ChildProcess = spawn(process.execPath, [...profiler, '--import', 'tsx', serverScript], {
    cwd: benchDir,
    env: { ...process.env, ...options.env, HOST: '127.0.0.1', PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const address = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${options.name} exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error(`${options.name} did not get ready within 180 s`);
    try {
      if ((await fetch(`${address}/api/health/ready`, { signal: AbortSignal.timeout(2000) })).ok) break;
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  return {
    name: options.name,
    pid: child.pid as number,
    address,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
