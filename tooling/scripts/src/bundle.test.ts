// The compiled API as its container image runs it, without a container engine: the runtime stage's layout made by
// the same commands (`pnpm deploy --prod`, the bundle, the prune to the bundle's external packages), migrated by
// `node dist/migrate.js` (the migrations travel with the bundle), then started with plain
// `node --enable-source-maps dist/server.js`, which in production neither migrates nor seeds, answers readiness and
// drains on SIGTERM. The backup job's image (deploy/backup.Dockerfile) has the same layout: its `dist/backup.js`
// runs from it too, with nothing it imports missing.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, expect, it } from 'vitest';
// @ts-expect-error: a plain JavaScript module without types.
import { bundleNodeApp } from '../bundle-node-app.mjs';
// @ts-expect-error: a plain JavaScript module without types.
import { pruneNodeModules } from '../prune-node-modules.mjs';

const root = resolve(import.meta.dirname, '../../..');
const apiDir = join(root, 'apps/api');
const scratch = mkdtempSync(join(tmpdir(), 'mesto-bundle-'));
// The image's /app/apps/api.
const imageApp = join(scratch, 'app/apps/api');
const outdir = join(imageApp, 'dist');
const dataDir = join(scratch, 'data');
/** The entries of the API's build script, as the images' build runs it. */
const entries = (
  JSON.parse(readFileSync(join(apiDir, 'package.json'), 'utf8')) as { scripts: { build: string } }
).scripts.build
  .split(/\s+/)
  .filter((word) => /^src\/.+\.ts$/.test(word));
let server: ChildProcess | undefined;

// Removing the deployed tree (thousands of files) takes seconds on a busy disk: it runs off the event loop, under the
// hook limit every package shares (busyMachineTimeouts).
afterAll(async () => {
  server?.kill('SIGKILL');
  await rm(scratch, { recursive: true, force: true, maxRetries: 3 });
});

// The limits bound a hang, not a speed: at a load average of 25 on 2 cores the migration with the demo city's pictures
// and passwords alone took over two minutes, at 27 over five.
it('the bundled API, with only its external packages installed, migrates as a step, serves and drains', {
  timeout: 1_500_000,
}, async () => {
  const deployed = spawnSync('pnpm', ['--filter', '@mesto/api', 'deploy', '--prod', '--legacy', imageApp], {
    cwd: root,
    encoding: 'utf8',
    timeout: 300_000,
  });
  expect(deployed.status, deployed.stderr).toBe(0);
  expect(entries).toEqual(expect.arrayContaining(['src/server.ts', 'src/migrate.ts', 'src/backup.ts']));
  const { bytes, externals } = (await bundleNodeApp({
    appDir: apiDir,
    entries,
    outdir,
    copy: ['drizzle'],
  })) as { bytes: number; externals: string[] };
  expect(bytes).toBeGreaterThan(100_000);
  const { kept } = pruneNodeModules(imageApp, externals) as { kept: string[] };
  // Native addons and self-reading packages stay; what the bundle holds (fastify, drizzle, zod…) is gone.
  expect(kept).toEqual(expect.arrayContaining(['@node-rs/argon2', 'sharp', '@electric-sql/pglite']));
  expect(existsSync(join(imageApp, 'node_modules/fastify'))).toBe(false);
  expect(existsSync(join(imageApp, 'node_modules/drizzle-orm'))).toBe(false);
  expect(existsSync(join(outdir, 'server.js.map'))).toBe(true);
  expect(existsSync(join(outdir, 'drizzle/meta/_journal.json'))).toBe(true);

  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    TOKEN_SECRET: 'bundle-test-secret-0123456789abcdef0123456789',
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: '0',
    MESTO_SERVE_APPS: 'off',
    LOG_LEVEL: 'warn',
  };
  // The demo city's pictures go through sharp, its passwords through argon2: both native, both from the pruned tree.
  const migrated = spawnSync(
    process.execPath,
    ['--enable-source-maps', join(outdir, 'migrate.js'), '--seed-if-empty'],
    {
      env,
      encoding: 'utf8',
      timeout: 900_000,
    },
  );
  expect(migrated.status, migrated.stderr).toBe(0);
  expect(migrated.stdout).toContain('migrations applied (pglite');
  expect(migrated.stdout).toContain('demo data loaded');

  // The backup job from the same tree: it loads every module it imports (--help), and, the API stopped and no
  // DATABASE_URL set, takes a PGlite snapshot of DATA_DIR/db through the pruned tree's PGlite.
  const help = spawnSync(process.execPath, [join(outdir, 'backup.js'), '--help'], { env, encoding: 'utf8' });
  expect(help.status, help.stderr).toBe(0);
  expect(help.stdout).toContain('--once');
  const backup = spawnSync(process.execPath, ['--enable-source-maps', join(outdir, 'backup.js'), '--once'], {
    env,
    encoding: 'utf8',
    timeout: 300_000,
  });
  expect(backup.status, backup.stderr + backup.stdout).toBe(0);
  const logged = JSON.parse(backup.stdout.trim()) as { msg: string; snapshot: { file: string; bytes: number } };
  expect(logged.msg).toBe('backup done');
  expect(logged.snapshot.bytes).toBeGreaterThan(100_000);
  expect(readdirSync(join(dataDir, 'backups'))).toEqual([expect.stringMatching(/^pglite-\d{8}T\d{6}Z\.tar\.gz$/)]);

  server = spawn(process.execPath, ['--enable-source-maps', join(outdir, 'server.js')], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const address = await new Promise<string>((done, fail) => {
    server?.stdout?.on('data', (chunk) => {
      output += chunk;
      const found = /Место API: (http:\/\/[^/]+)\/api/.exec(output);
      if (found?.[1]) done(found[1]);
    });
    server?.once('exit', (code) => fail(new Error(`server exited with ${code}: ${output}`)));
  });
  expect((await fetch(`${address}/api/health/ready`)).status).toBe(200);
  const events = await fetch(`${address}/api/events?limit=1`);
  expect(events.status).toBe(200);
  expect(((await events.json()) as { items: unknown[] }).items).toHaveLength(1);
  const login = await fetch(`${address}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: 'anna', password: 'demo-mesto-2026' }),
  });
  expect(login.status).toBe(200);

  const exited = new Promise<number | null>((done) => server?.once('exit', (code) => done(code)));
  server.kill('SIGTERM');
  expect(await exited).toBe(0);
  expect(readdirSync(outdir).some((file) => file.startsWith('chunks'))).toBe(true);
});
