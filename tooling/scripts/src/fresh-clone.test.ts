// README's first command on a fresh machine: a copy of the working tree (tracked and new files, no node_modules, no
// builds) and an empty tool cache, with only the machine's own Node on PATH. `npm start` must provision the pinned
// Node and pnpm, install, build and start the platform; a second run must find everything in place and install
// nothing. Needs the npm registry (Node and pnpm come from it): without it the test is skipped, not failed.
import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join, resolve } from 'node:path';
import { afterAll, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../..');
const MINUTE = 60_000;

/** PATH without the provisioned Node and pnpm and without node_modules/.bin: what a fresh machine has. */
function machinePath(): string {
  const own = dirname(process.execPath);
  return (process.env.PATH ?? '')
    .split(delimiter)
    .filter((entry) => entry && entry !== own && !entry.includes('mesto-tools') && !entry.includes('node_modules'))
    .join(delimiter);
}

function machineEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (!/^(npm_|pnpm_|turbo_|vitest|node_options)/i.test(name)) env[name] = value;
  }
  return { ...env, PATH: machinePath(), ...extra };
}

async function registryAnswers(): Promise<boolean> {
  const found = spawnSync('npm', ['config', 'get', 'registry'], { env: machineEnv({}), encoding: 'utf8' });
  const registry = found.status === 0 ? found.stdout.trim() : 'https://registry.npmjs.org/';
  try {
    const response = await fetch(new URL('pnpm', registry.endsWith('/') ? registry : `${registry}/`), {
      method: 'HEAD',
      signal: AbortSignal.timeout(10_000),
    });
    return response.status < 500;
  } catch {
    return false;
  }
}

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

/** The working tree as a fresh clone would have it, with what is not yet committed. */
function copyTree(target: string): void {
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
    .split('\0')
    .filter(Boolean);
  for (const file of new Set(files)) {
    const source = join(root, file);
    if (!existsSync(source)) continue;
    mkdirSync(dirname(join(target, file)), { recursive: true });
    cpSync(source, join(target, file));
  }
}

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
    return response.ok;
  } catch {
    return false;
  }
}

const scratch = mkdtempSync(join(tmpdir(), 'mesto-fresh-'));
let started: ChildProcess | undefined;

afterAll(() => {
  if (started?.pid && started.exitCode === null) {
    try {
      process.kill(-started.pid, 'SIGKILL');
    } catch {
      // Gone already.
    }
  }
  rmSync(scratch, { recursive: true, force: true });
}, 5 * MINUTE);

it('npm start on a fresh clone with an empty tool cache starts the platform; a second run installs nothing', {
  timeout: 20 * MINUTE,
}, async (context) => {
  if (!(await registryAnswers())) context.skip('the npm registry does not answer: nothing to provision from');
  const clone = join(scratch, 'clone');
  const tools = join(scratch, 'tools');
  copyTree(clone);
  const [api, site, business] = [await freePort(), await freePort(), await freePort()];
  const env = machineEnv({
    MESTO_TOOLS_DIR: tools,
    PORT: String(api),
    MESTO_SITE_PORT: String(site),
    MESTO_BUSINESS_PORT: String(business),
  });

  let log = '';
  const child = spawn('npm', ['start'], { cwd: clone, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  started = child;
  child.stdout.on('data', (chunk) => {
    log += chunk;
  });
  child.stderr.on('data', (chunk) => {
    log += chunk;
  });
  const deadline = Date.now() + 15 * MINUTE;
  let up = false;
  while (!up && Date.now() < deadline && child.exitCode === null) {
    up =
      (await answers(`http://127.0.0.1:${api}/api/health`)) &&
      (await answers(`http://127.0.0.1:${site}/`)) &&
      (await answers(`http://127.0.0.1:${business}/`));
    if (!up) await new Promise((done) => setTimeout(done, 1000));
  }
  expect(up, `npm start did not bring the platform up:\n${log.slice(-4000)}`).toBe(true);
  // The demo city is there: the public list of places is not empty.
  const places = (await (await fetch(`http://127.0.0.1:${api}/api/places?limit=1`)).json()) as { items?: unknown[] };
  expect(places.items?.length).toBe(1);
  expect(existsSync(join(tools, 'pnpm/node_modules/.bin/pnpm'))).toBe(true);

  const stopped = new Promise((done) => child.once('exit', done));
  if (child.pid) process.kill(-child.pid, 'SIGTERM');
  await stopped;

  // Second run: the tools and dependencies are in place, nothing is installed again.
  const again = Date.now();
  const second = spawnSync('node', ['tooling/scripts/bootstrap.mjs', 'setup'], { cwd: clone, env, encoding: 'utf8' });
  expect(second.status, second.stderr).toBe(0);
  expect(second.stderr).not.toContain('installing');
  expect(Date.now() - again).toBeLessThan(30_000);
});
