import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

export type BenchServer = { address: string; bytes: Record<string, number>; stop(): Promise<void> };

const serverScript = fileURLToPath(new URL('./server.ts', import.meta.url));

/** Starts bench/lib/server.ts in a process of its own (optionally under the CPU profiler) and waits until it listens. */
export async function startServer(options: {
  databaseUrl?: string;
  routes: string[];
  seed?: boolean;
  cpuProfileDir?: string;
}): Promise<BenchServer> {
  const nodeOptions = options.cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${options.cpuProfileDir}`] : [];
  const child: ChildProcess = spawn(process.execPath, [...nodeOptions, '--import', 'tsx', serverScript], {
    env: {
      ...process.env,
      BENCH_DATABASE_URL: options.databaseUrl ?? '',
      BENCH_ROUTES: options.routes.join(','),
      BENCH_SEED: options.seed === false ? 'never' : 'auto',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  const ready = await new Promise<{ address: string; bytes: Record<string, number> }>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    lines.on('line', (line) => {
      if (line.startsWith('{')) resolve(JSON.parse(line));
    });
  });
  return {
    ...ready,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
