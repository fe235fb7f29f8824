// The compiled API as production runs it: bundled by bundle-node-app.mjs, migrated by `node migrate.js` (the
// migrations travel with the bundle), then started with plain `node --enable-source-maps server.js`, which in
// production neither migrates nor seeds, answers readiness and drains on SIGTERM.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, expect, it } from 'vitest';
// @ts-expect-error: a plain JavaScript module without types.
import { bundleNodeApp } from '../bundle-node-app.mjs';

const root = resolve(import.meta.dirname, '../../..');
const apiDir = join(root, 'apps/api');
// Inside the app's node_modules: the bundle's external packages resolve from there, as from apps/api/dist.
const outdir = join(apiDir, 'node_modules/.cache/bundle-test');
const dataDir = mkdtempSync(join(tmpdir(), 'mesto-bundle-'));
let server: ChildProcess | undefined;

afterAll(() => {
  server?.kill('SIGKILL');
  rmSync(outdir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

it('the bundled API migrates as a step of its own, serves without tsx and drains on SIGTERM', {
  timeout: 180_000,
}, async () => {
  const { bytes } = (await bundleNodeApp({
    appDir: apiDir,
    entries: ['src/server.ts', 'src/migrate.ts'],
    outdir,
    copy: ['drizzle'],
  })) as { bytes: number };
  expect(bytes).toBeGreaterThan(100_000);
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
  const migrated = spawnSync(process.execPath, ['--enable-source-maps', join(outdir, 'migrate.js')], {
    env,
    encoding: 'utf8',
    timeout: 120_000,
  });
  expect(migrated.status, migrated.stderr).toBe(0);
  expect(migrated.stdout).toContain('migrations applied (pglite');

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
  // The migrate step made the schema; the node did not seed (its list is empty) and answers from the bundle.
  const events = await fetch(`${address}/api/events?limit=1`);
  expect(events.status).toBe(200);
  expect(((await events.json()) as { items: unknown[] }).items).toEqual([]);

  const exited = new Promise<number | null>((done) => server?.once('exit', (code) => done(code)));
  server.kill('SIGTERM');
  expect(await exited).toBe(0);
  expect(readdirSync(outdir).some((file) => file.startsWith('chunks'))).toBe(true);
});
