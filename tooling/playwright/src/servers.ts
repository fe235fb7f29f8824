import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

/** The repository root, from this file (tooling/playwright/src). */
export const repoRoot = resolve(import.meta.dirname, '../../..');

/** Waits until `url` answers with a status below 500, or fails after `timeoutMs`. */
export async function waitForUrl(url: string, timeoutMs: number, child?: ChildProcess): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${url}: the process exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((next) => setTimeout(next, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

const running = new Set<ChildProcess>();
// An interrupted run may skip the global teardown; the servers must not outlive the test runner all the same.
process.on('exit', () => {
  for (const child of running) {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
});

/**
 * Starts a process in its own process group, so stopping it stops its children (pnpm → tsx → node) too. With
 * `watch`, its output is read as it comes (and still shown) instead of passed straight on.
 */
function start(
  command: string,
  args: string[],
  cwd: string,
  env: Record<string, string>,
  watch?: (chunk: string) => void,
): ChildProcess {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', watch ? 'pipe' : 'inherit', 'inherit'],
    detached: true,
  });
  child.stdout?.on('data', (chunk: Buffer) => {
    process.stdout.write(chunk);
    watch?.(chunk.toString());
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  return child;
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.pid === undefined || child.exitCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    return;
  }
  const timer = setTimeout(() => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }, 5000);
  await exited;
  clearTimeout(timer);
}

export type RunningApi = { url: string; stop: () => Promise<void> };

export type ApiOptions = {
  allowedOrigins?: string[];
  /** Settings of apps/api/src/env.ts to change for this API, e.g. `{ ACCESS_TOKEN_TTL_SECONDS: '4' }`. */
  env?: Record<string, string>;
};

/** Waits until a server started on port 0 has said where it listens (`address()` is set from its output). */
async function waitForAddress(address: () => string | undefined, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (address() === undefined) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode} before it listened`);
    if (Date.now() > deadline) throw new Error(`the server did not say where it listens within ${timeoutMs} ms`);
    await new Promise((next) => setTimeout(next, 100));
  }
}

/** The line `vite preview` prints with its address. */
const PREVIEW_LISTENING = /Local:\s+(http:\/\/127\.0\.0\.1:\d+)\//;

/** The line the API prints once it listens, with the address the kernel gave it. */
const API_LISTENING = /Место API: (http:\/\/127\.0\.0\.1:\d+)\/api/;

/** The real API on an embedded PGlite database in a fresh folder, seeded with the demo city. */
export async function startApi(options: ApiOptions = {}): Promise<RunningApi> {
  const dataDir = await mkdtemp(join(tmpdir(), 'mesto-e2e-api-'));
  // Port 0: the kernel gives the API its port as it binds, and the API prints which (apps/api/src/server.ts). A port
  // picked beforehand is free only until someone else binds it, and a start on a busy machine takes a minute.
  let url: string | undefined;
  let printed = '';
  const child = start(
    'pnpm',
    ['start'],
    join(repoRoot, 'apps/api'),
    {
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      SEED: 'auto',
      LOG_LEVEL: 'warn',
      // Sources a test connects are fixture servers on loopback (refused to any API without this list).
      SOURCE_FETCH_ALLOW: '127.0.0.1',
      SOURCE_POLL_IDLE_MS: '500',
      ...(options.allowedOrigins ? { ALLOWED_ORIGINS: options.allowedOrigins.join(',') } : {}),
      ...options.env,
    },
    (chunk) => {
      printed = (printed + chunk).slice(-1000);
      url ??= API_LISTENING.exec(printed)?.[1];
    },
  );
  try {
    await waitForAddress(() => url, child, 120_000);
    await waitForUrl(`${url}/api/health`, 120_000, child);
  } catch (error) {
    await stop(child);
    throw error;
  }
  return {
    url: url as string,
    stop: async () => {
      await stop(child);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type RunningApp = { url: string; stop: () => Promise<void> };

/** The built app (`dist/`, built first when missing) served by `vite preview`, proxying to the given API. */
export async function startPreview(appDir: string, apiUrl: string): Promise<RunningApp> {
  const vite = join(appDir, 'node_modules/.bin/vite');
  if (!existsSync(join(appDir, 'dist/index.html'))) {
    const build = start(vite, ['build', '--logLevel', 'warn'], appDir, {});
    const code = await new Promise((done) => build.once('exit', done));
    if (code !== 0) throw new Error(`vite build failed in ${appDir}`);
  }
  // Port 0, as for the API: Vite prints the address it got (`Local:   http://127.0.0.1:<port>/`, maybe coloured).
  let url: string | undefined;
  let printed = '';
  const child = start(
    vite,
    ['preview', '--port', '0', '--strictPort', '--host', '127.0.0.1'],
    appDir,
    { MESTO_API_TARGET: apiUrl },
    (chunk) => {
      printed = (printed + stripVTControlCharacters(chunk)).slice(-1000);
      url ??= PREVIEW_LISTENING.exec(printed)?.[1];
    },
  );
  try {
    await waitForAddress(() => url, child, 30_000);
    await waitForUrl(url as string, 30_000, child);
  } catch (error) {
    await stop(child);
    throw error;
  }
  return { url: url as string, stop: () => stop(child) };
}

/** The front ends under apps/ that a stack can serve. */
export type FrontEnd = 'visitor' | 'business';

/** The variable the global setup leaves a served front end's address in, e.g. E2E_VISITOR_URL. */
export const frontEndUrlVariable = (name: FrontEnd) => `E2E_${name.toUpperCase()}_URL`;

export type RunningStack = {
  url: string;
  apiUrl: string;
  /** The address of each front end served beside the app against the same API (`alsoServe`). */
  alsoServed: Partial<Record<FrontEnd, string>>;
  stop: () => Promise<void>;
};

/**
 * An API of its own and the app in front of it, for tests that need settings the shared run does not have (a
 * short access-token lifetime). The global setup's pair stays as it is for every other test. `alsoServe` adds other
 * built front ends against the same API, so a test can follow data from one app into another (what the business
 * panel creates, on the visitor site).
 */
export async function startStack(
  appDir: string,
  api: ApiOptions = {},
  alsoServe: readonly FrontEnd[] = [],
): Promise<RunningStack> {
  const started = await startApi(api);
  const apps: RunningApp[] = [];
  const stopAll = async () => {
    for (const app of [...apps].reverse()) await app.stop();
    await started.stop();
  };
  try {
    const app = await startPreview(appDir, started.url);
    apps.push(app);
    const alsoServed: RunningStack['alsoServed'] = {};
    // One after another: each may have to build its dist/ first, and these machines have two cores.
    for (const name of alsoServe) {
      const other = await startPreview(join(repoRoot, 'apps', name), started.url);
      apps.push(other);
      alsoServed[name] = other.url;
    }
    return { url: app.url, apiUrl: started.url, alsoServed, stop: stopAll };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
