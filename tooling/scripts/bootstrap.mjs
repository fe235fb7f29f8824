#!/usr/bin/env node
// README's two commands on any machine with Node ≥ 18 and npm: `npm start` and `npm test` (and `pnpm start` /
// `pnpm test` for whoever has pnpm already) come here first. It makes sure of, in order, each step skipped when it
// is already so:
//
//   1. the Node.js the project pins (the major of `.nvmrc`): the running one if it matches, else `node-<os>-<cpu>@<major>`
//      from the npm registry into the tool cache (`MESTO_TOOLS_DIR`, default `~/.cache/mesto-tools`);
//   2. the pnpm of package.json's `packageManager`, into the same cache;
//   3. `pnpm install --frozen-lockfile`, only when the lockfile, the workspace file or node_modules changed since the
//      last install it made (a stamp in node_modules);
//
// then it runs the real command under that Node and pnpm (`start` → tooling/vite-config/bin/start.mjs, `test` →
// tooling/scripts/run-tests.mjs, with the arguments given) and exits with its code. Written for old Node on
// purpose: no `import.meta.dirname`, no newer APIs.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const COMMANDS = {
  start: ['tooling/vite-config/bin/start.mjs'],
  dev: ['tooling/vite-config/bin/start.mjs', '--dev'],
  test: ['tooling/scripts/run-tests.mjs'],
  // Provisions and installs, runs nothing: the fresh-clone check and container builds use it.
  setup: null,
};

const [command = 'start', ...rest] = process.argv.slice(2);
if (!(command in COMMANDS)) {
  console.error(`usage: bootstrap.mjs ${Object.keys(COMMANDS).join('|')} [arguments]`);
  process.exit(2);
}
// `pnpm test -- --filter=…` hands the separator on as well.
const args = rest.filter((arg) => arg !== '--');
const tools = resolve(process.env.MESTO_TOOLS_DIR || join(homedir(), '.cache', 'mesto-tools'));
const quiet = process.env.MESTO_BOOTSTRAP_QUIET === '1';

function say(message) {
  if (!quiet) console.error(`▷ ${message}`);
}

/**
 * The environment for everything started from here: without npm's own `npm_*` variables (an `npm start` sets its
 * prefix, user agent and config there, and pnpm would read them as its own settings).
 */
function cleanEnv(extraPath = []) {
  const env = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (!/^npm_/i.test(name)) env[name] = value;
  }
  env.PATH = [...extraPath, env.PATH ?? ''].filter(Boolean).join(delimiter);
  return env;
}

function runSync(file, fileArgs, options = {}) {
  const result = spawnSync(file, fileArgs, { stdio: 'inherit', cwd: root, ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function output(file, fileArgs, env) {
  const result = spawnSync(file, fileArgs, { cwd: root, env, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

function npmInstall(prefix, spec) {
  say(`installing ${spec} into ${prefix}`);
  mkdirSync(prefix, { recursive: true });
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const code = runSync(
    npm,
    [
      'install',
      '--no-save',
      '--no-audit',
      '--no-fund',
      '--no-package-lock',
      '--loglevel=error',
      '--prefix',
      prefix,
      spec,
    ],
    { env: cleanEnv(), stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (code !== 0) {
    console.error(`could not install ${spec} from the npm registry (npm exit ${code})`);
    process.exit(1);
  }
}

/** The Node major the project pins: `.nvmrc`, else the lowest major of package.json's engines. */
function pinnedNodeMajor() {
  const nvmrc = join(root, '.nvmrc');
  if (existsSync(nvmrc)) {
    const match = /(\d+)/.exec(readFileSync(nvmrc, 'utf8'));
    if (match) return Number(match[1]);
  }
  const engines = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).engines?.node ?? '';
  const match = /(\d+)/.exec(engines);
  return match ? Number(match[1]) : Number(process.versions.node.split('.')[0]);
}

/** The folder holding the pinned `node`; null when the running Node is the pinned major. */
function provisionNode() {
  const major = pinnedNodeMajor();
  if (Number(process.versions.node.split('.')[0]) === major) return null;
  const pkg = `node-${process.platform}-${process.arch}`;
  const bin = join(tools, 'node_modules', pkg, 'bin');
  const node = join(bin, process.platform === 'win32' ? 'node.exe' : 'node');
  const version = existsSync(node) ? output(node, ['--version']) : null;
  if (version === null || Number(version.replace(/^v/, '').split('.')[0]) !== major) {
    npmInstall(tools, `${pkg}@${major}`);
  }
  return bin;
}

/** The folder holding the pinned `pnpm`; null when the pnpm already on PATH is that version. */
function provisionPnpm(nodeBin) {
  const packageManager = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).packageManager ?? '';
  const [, version] = /^pnpm@([^+]+)/.exec(packageManager) ?? [];
  if (!version) throw new Error('package.json names no pnpm in "packageManager"');
  const env = cleanEnv(nodeBin ? [nodeBin] : []);
  if (output('pnpm', ['--version'], env) === version) return null;
  const prefix = join(tools, 'pnpm');
  const bin = join(prefix, 'node_modules', '.bin');
  if (output(join(bin, 'pnpm'), ['--version'], env) !== version) npmInstall(prefix, `pnpm@${version}`);
  return bin;
}

/** What the installed node_modules was made from: the lockfile, the workspace settings, the Node major. */
function installFingerprint() {
  const hash = createHash('sha256');
  for (const file of ['pnpm-lock.yaml', 'pnpm-workspace.yaml']) {
    const path = join(root, file);
    hash.update(existsSync(path) ? readFileSync(path) : '');
  }
  hash.update(String(pinnedNodeMajor()));
  return hash.digest('hex');
}

function mtime(path) {
  return existsSync(path) ? statSync(path).mtimeMs : 0;
}

function installIfNeeded(env) {
  const stamp = join(root, 'node_modules', '.mesto-install-stamp');
  // pnpm rewrites node_modules/.modules.yaml on every install or removal: newer than the stamp means someone
  // changed node_modules by hand since (an install with another flag, a removed package).
  const modules = join(root, 'node_modules', '.modules.yaml');
  const fingerprint = installFingerprint();
  const current =
    existsSync(stamp) &&
    existsSync(modules) &&
    readFileSync(stamp, 'utf8') === fingerprint &&
    mtime(modules) <= mtime(stamp);
  if (current) return;
  say('installing dependencies (pnpm install --frozen-lockfile)');
  const code = runSync('pnpm', ['install', '--frozen-lockfile'], { env });
  if (code !== 0) process.exit(code);
  writeFileSync(stamp, fingerprint);
}

const nodeBin = provisionNode();
const pnpmBin = provisionPnpm(nodeBin);
const env = cleanEnv([nodeBin, pnpmBin].filter(Boolean));
// CI never reports usage to turbo's telemetry nor waits on it; nor does a newcomer's first run.
env.TURBO_TELEMETRY_DISABLED ??= '1';
installIfNeeded(env);
say(`dependencies installed (node ${output('node', ['--version'], env)}, pnpm ${output('pnpm', ['--version'], env)})`);

const script = COMMANDS[command];
if (script === null) process.exit(0);
const node = nodeBin ? join(nodeBin, 'node') : process.execPath;
const child = spawn(node, [...script, ...args], { cwd: root, env, stdio: 'inherit' });
// Ctrl+C reaches the child through the terminal's process group; a SIGTERM sent to this process alone is passed on.
for (const signal of ['SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
process.on('SIGINT', () => {});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
