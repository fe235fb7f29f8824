// Real processes for the fault tests: the API started from its sources as a child process, a private PostgreSQL
// cluster and a private Redis on free ports, so killing or restarting them disturbs nobody else on the machine.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { cutTextEnd } from '@mesto/domain';

const apiDir = resolve(import.meta.dirname, '../..');
const children = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

export const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** A failure that ends a wait at once instead of being tried again. */
class StartFailed extends Error {}

/** The line the API prints once it listens (src/server.ts), with the address the kernel gave it. */
const LISTENING = /Место API: (http:\/\/127\.0\.0\.1:\d+)\/api/;

/** Polls `check` until it holds; throws with `what` when `timeoutMs` passes first, or at once on a StartFailed. */
export async function waitUntil(what: string, check: () => Promise<boolean> | boolean, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if (await check()) return;
    } catch (error) {
      if (error instanceof StartFailed) throw error;
      // Not yet.
    }
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(100);
  }
}

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

export type Child = {
  process: ChildProcess;
  /** The last lines it printed (stdout and stderr), for a failure message. */
  output(): string;
  exited: Promise<number | string | null>;
  alive(): boolean;
  kill(signal?: NodeJS.Signals): Promise<void>;
};

function start(command: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv }): Child {
  const child = spawn(command, args, { cwd: options.cwd, env: options.env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  let output = '';
  const keep = (chunk: Buffer) => {
    output = cutTextEnd(output + chunk.toString(), 8000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let running = true;
  const exited = new Promise<number | string | null>((done) => {
    child.once('exit', (code, signal) => {
      running = false;
      children.delete(child);
      done(code ?? signal);
    });
  });
  return {
    process: child,
    output: () => output,
    exited,
    alive: () => running,
    kill: async (signal = 'SIGKILL') => {
      if (!running) return;
      child.kill(signal);
      await exited;
    },
  };
}

export type ApiProcess = Child & { port: number; base: string };

/**
 * How long a starting API may take before the drill calls it hung. A limit on a hang, not a speed: a cold start
 * (tsx compiling the server, PGlite's WebAssembly, every migration) took over 150 s on a two-core machine at a load
 * average of 29 (a loaded suite run beside other work), and failed a drill that had nothing wrong.
 */
export const API_START_BUDGET_MS = 300_000;

/** A drill's own limit: this many API starts, plus `workMs` for what it does between them. */
export const drillBudget = (starts: number, workMs = 120_000) => starts * API_START_BUDGET_MS + workMs;

/**
 * `src/server.ts` in a process of its own (as `pnpm start` runs it), on the port the kernel gives it; resolves once /api/health/ready
 * answers 200. Without DATABASE_URL it uses the embedded PGlite in `<DATA_DIR>/db`.
 */
export async function startApi(env: {
  DATA_DIR: string;
  DATABASE_URL?: string;
  REDIS_URL?: string;
  /** Other settings of the API (env.ts). */
  [setting: string]: string | undefined;
}): Promise<ApiProcess> {
  const { DATABASE_URL: _database, REDIS_URL: _redis, ...inherited } = process.env;
  // Port 0: the kernel gives the API its port as it binds, and the API says which. A port picked beforehand is only
  // free until someone else binds it: under load a start takes minutes, another test's server took the port meanwhile,
  // this API exited on EADDRINUSE, and the drill went on talking to that other server (a 401 for its own token).
  const child = start(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: {
      ...inherited,
      ...env,
      PORT: '0',
      HOST: '127.0.0.1',
      SEED: 'never',
      LOG_LEVEL: 'warn',
      // The tests sign people up from one address.
      SIGNUPS_PER_ADDRESS_PER_HOUR: '100000',
    },
  });
  let base: string | undefined;
  let printed = '';
  const readAddress = (chunk: Buffer) => {
    printed = cutTextEnd(printed + chunk.toString(), 1000);
    base ??= LISTENING.exec(printed)?.[1];
    if (base !== undefined) child.process.stdout?.off('data', readAddress);
  };
  child.process.stdout?.on('data', readAddress);
  try {
    await waitUntil(
      'the API to be ready',
      async () => {
        // While this child lives, nobody else listens on the port it was given: whatever answers there is this API.
        if (!child.alive()) throw new StartFailed('exited');
        return base !== undefined && (await fetch(`${base}/api/health/ready`)).status === 200;
      },
      API_START_BUDGET_MS,
    );
  } catch (error) {
    await child.kill();
    throw new Error(`the API did not start: ${(error as Error).message}\n${child.output()}`);
  }
  if (base === undefined || !child.alive()) throw new Error(`the API exited on start:\n${child.output()}`);
  const port = Number(new URL(base).port);
  return { ...child, port, base };
}

const postgresBin = (() => {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const version = readdirSync(root)
    .filter((name) => existsSync(join(root, name, 'bin/initdb')))
    .sort((a, b) => Number(b) - Number(a))[0];
  return version ? join(root, version, 'bin') : undefined;
})();
/** PostgreSQL refuses to run as root: as root, its tools run as the `postgres` user. */
const asRoot = process.getuid?.() === 0;
const postgresUser = asRoot ? spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }) : undefined;
export const canRunPostgres =
  postgresBin !== undefined && (!asRoot || (postgresUser?.status === 0 && existsSync('/usr/sbin/runuser')));

/** Runs a PostgreSQL tool without blocking the event loop (the load on the API goes on meanwhile). */
async function postgresTool(tool: string, args: string[]) {
  const command = join(postgresBin as string, tool);
  const [file, fileArgs] = asRoot ? ['/usr/sbin/runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  // pg_ctl start leaves the server running with our pipes: only the tool's own exit is awaited, output to a file.
  const child = spawn(file, fileArgs, { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  const code = await new Promise<number | null>((done) => child.once('exit', done));
  if (code !== 0) throw new Error(`${tool} ${args.join(' ')} failed (${code}):\n${errors}`);
}

export type PrivatePostgres = {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  destroy(): Promise<void>;
};

/** A PostgreSQL cluster of this test's own (initdb in a temporary folder, a free port, trust auth on loopback). */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const dir = mkdtempSync(join(tmpdir(), 'mesto-faults-pg-'));
  if (asRoot) {
    const uid = Number(postgresUser?.stdout.trim());
    chownSync(dir, uid, uid);
  }
  const data = join(dir, 'data');
  const port = await freePort();
  await postgresTool('initdb', [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--no-sync',
    '--no-locale',
  ]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=50`;
  const startCluster = () => postgresTool('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', 'start']);
  const stopCluster = () => postgresTool('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  await startCluster();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start: startCluster,
    stop: stopCluster,
    destroy: async () => {
      await stopCluster().catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export const canRunRedis = spawnSync('redis-server', ['--version']).status === 0;

export type PrivateRedis = {
  url: string;
  start(): Promise<void>;
  kill(): Promise<void>;
  /** Stops the server without closing its connections (SIGSTOP): a Redis that hangs rather than goes away. */
  freeze(): void;
};

/** A redis-server of this test's own on a free port, with no persistence; `start` again after `kill` reuses the port. */
export async function privateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  let server: Child | undefined;
  return {
    url: `redis://127.0.0.1:${port}`,
    start: async () => {
      server = start(
        'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--daemonize', 'no'],
        {},
      );
      const running = server;
      await waitUntil('redis to answer', () => {
        if (!running.alive()) throw new Error(`redis-server exited:\n${running.output()}`);
        return spawnSync('redis-cli', ['-p', String(port), 'ping'], { encoding: 'utf8' }).stdout.trim() === 'PONG';
      });
    },
    kill: async () => {
      await server?.kill('SIGKILL');
    },
    freeze: () => {
      server?.process.kill('SIGSTOP');
    },
  };
}

export function scratchDir(label: string) {
  return mkdtempSync(join(tmpdir(), `mesto-faults-${label}-`));
}

type Json = Record<string, unknown>;

export async function call(
  base: string,
  path: string,
  options: {
    method?: string;
    token?: string;
    body?: unknown;
    timeoutMs?: number;
    headers?: Record<string, string>;
  } = {},
): Promise<{ status: number; body: Json; headers: Headers }> {
  const response = await fetch(`${base}${path}`, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...options.headers,
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
  });
  const text = await response.text();
  let body: Json = {};
  try {
    body = JSON.parse(text) as Json;
  } catch {
    body = { text };
  }
  return { status: response.status, body, headers: response.headers };
}

export type Person = { id: string; username: string; token: string };

export async function signUp(base: string, username: string): Promise<Person> {
  const answer = await call(base, '/api/auth/signup', { body: { username, password: 'Faults-password-1' } });
  if (answer.status !== 200 && answer.status !== 201) {
    throw new Error(`sign up ${username}: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  const body = answer.body as { user: { id: string }; accessToken: string };
  return { id: body.user.id, username, token: body.accessToken };
}

/** Ids of every group chat the person is in, through all pages. */
export async function groupIds(base: string, person: Person): Promise<Set<string>> {
  const seen = new Set<string>();
  let cursor: string | null = null;
  do {
    const query = new URLSearchParams({ type: 'GROUP', limit: '100', ...(cursor ? { cursor } : {}) });
    const page = await call(base, `/api/chats?${query}`, { token: person.token });
    if (page.status !== 200) throw new Error(`list groups: ${page.status} ${JSON.stringify(page.body)}`);
    const body = page.body as { items: { id: string }[]; nextCursor: string | null };
    for (const item of body.items) seen.add(item.id);
    cursor = body.nextCursor;
  } while (cursor);
  return seen;
}

/** A scratch database on a PostgreSQL server (given by its admin URL), dropped by `drop`. */
export async function scratchDatabase(adminUrl: string) {
  const { default: postgres } = await import('postgres');
  const name = `mesto_faults_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  return {
    url: adminUrl.replace(/\/[^/]*$/, `/${name}`),
    drop: async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`).catch(() => {});
      await admin.end();
    },
  };
}
