// The cluster bench's own PostgreSQL and Redis: private instances on free ports, so a drill may restart or stop them
// without touching the machine's shared servers (other work uses those).
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** The newest PostgreSQL server installed the Debian way (/usr/lib/postgresql/<version>/bin). */
function postgresBin(): string {
  const listed = spawnSync('ls', ['/usr/lib/postgresql'], { encoding: 'utf8' }).stdout.trim().split('\n');
  const version = listed.filter((name) => /^\d+$/.test(name)).sort((a, b) => Number(b) - Number(a))[0];
  if (!version) throw new Error('no PostgreSQL server in /usr/lib/postgresql (apt-get install -y postgresql)');
  return `/usr/lib/postgresql/${version}/bin`;
}

/** initdb and the server refuse to run as root: as root they run as the `postgres` account. */
function runAs(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const uid = Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim());
  const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim());
  if (!uid) throw new Error('running as root needs a `postgres` account for the private PostgreSQL');
  return { uid, gid };
}

export type PrivatePostgres = {
  /** The `postgres` database of the cluster (trust authentication, user postgres). */
  adminUrl: string;
  /**
   * A restart as `pg_ctl restart -m fast` does it (open connections ended, a clean shutdown), with the server kept down
   * `downMs` between its stop and its start: a bare restart of an idle cluster takes 0.2 s here, a real one longer.
   */
  restart(downMs: number): Promise<{ downMs: number }>;
  stop(): void;
};

/** A PostgreSQL cluster of its own in a temporary folder, on `port`. */
export function startPostgres(port: number): PrivatePostgres {
  const bin = postgresBin();
  const user = runAs();
  const dir = mkdtempSync(join(tmpdir(), 'mesto-cluster-pg-'));
  if (user) chownSync(dir, user.uid, user.gid);
  const run = (command: string, args: string[]) => {
    const result = spawnSync(join(bin, command), args, { cwd: dir, encoding: 'utf8', ...(user ?? {}) });
    if (result.status !== 0) throw new Error(`${command} ${args.join(' ')}: ${result.stderr || result.stdout}`);
  };
  run('initdb', ['-D', join(dir, 'data'), '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200`;
  run('pg_ctl', ['-D', join(dir, 'data'), '-o', options, '-l', join(dir, 'log'), '-w', 'start']);
  // Asynchronous, so the event loop of the bench (and its IPC with the load) keeps running meanwhile.
  const pgCtl = (args: string[]) =>
    new Promise<void>((done, fail) => {
      const child = spawn(join(bin, 'pg_ctl'), ['-D', join(dir, 'data'), ...args], {
        cwd: dir,
        stdio: 'ignore',
        ...(user ?? {}),
      });
      child.once('exit', (code) => (code === 0 ? done() : fail(new Error(`pg_ctl ${args.join(' ')}: ${code}`))));
    });
  return {
    adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async restart(downMs) {
      const started = performance.now();
      await pgCtl(['-m', 'fast', '-w', 'stop']);
      await sleep(downMs);
      await pgCtl(['-o', options, '-l', join(dir, 'log'), '-w', 'start']);
      return { downMs: performance.now() - started };
    },
    stop() {
      if (!existsSync(dir)) return;
      spawnSync(join(bin, 'pg_ctl'), ['-D', join(dir, 'data'), '-m', 'immediate', 'stop'], {
        cwd: dir,
        stdio: 'ignore',
        ...(user ?? {}),
      });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Resolves once something accepts TCP connections on the port. */
async function listening(port: number, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const open = await new Promise<boolean>((done) => {
      const socket = createConnection({ host: '127.0.0.1', port }, () => {
        socket.end();
        done(true);
      });
      socket.once('error', () => done(false));
    });
    if (open) return;
    await sleep(100);
  }
  throw new Error(`nothing listens on port ${port} after ${timeoutMs} ms`);
}

export type PrivateRedis = {
  url: string;
  /** Stopped (SIGTERM, nothing saved) for `ms`, then started again on the same port. */
  outage(ms: number): Promise<void>;
  stop(): void;
};

/** A redis-server of its own on `port`, keeping nothing on disk; `track` is told of each process it starts. */
export async function startRedis(port: number, track: (child: ChildProcess) => void): Promise<PrivateRedis> {
  let child: ChildProcess;
  const launch = async () => {
    child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    track(child);
    await listening(port);
  };
  await launch();
  return {
    url: `redis://127.0.0.1:${port}`,
    async outage(ms) {
      const stopped = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await stopped;
      await sleep(ms);
      await launch();
    },
    stop() {
      child.kill('SIGKILL');
    },
  };
}
