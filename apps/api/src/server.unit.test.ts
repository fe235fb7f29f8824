import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

// The real start command: listens, answers, and on SIGTERM finishes in-flight work, closes the database, exits 0.
describe('server process', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'mesto-server-test-'));
  let child: ChildProcess | undefined;
  afterAll(() => {
    child?.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('starts on the embedded database, prints where it listens, and stops gracefully on SIGTERM', async () => {
    child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./server.ts', import.meta.url))], {
      env: { ...process.env, DATA_DIR: dataDir, PORT: '0', SEED: 'never', LOG_LEVEL: 'warn', DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    const started = Date.now();
    while (!/Место API: (http:\/\/\S+)\/api/.test(output)) {
      if (Date.now() - started > 60_000) throw new Error(`server did not start:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const base = output.match(/Место API: (http:\/\/\S+)\/api/)?.[1];
    const health = await fetch(`${base}/api/health`);
    expect(await health.json()).toEqual({ status: 'ok', database: 'pglite' });

    const exited = new Promise<number | null>((resolve) => child?.on('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    await expect(fetch(`${base}/api/health`)).rejects.toThrow();
  }, 90_000);

  it('refuses a production start without real secrets, naming each, before it listens or opens a database', async () => {
    // All a container image sets (deploy/api.Dockerfile): NODE_ENV=production, and storage in a bucket with no keys.
    const refused = spawn(
      process.execPath,
      ['--import', 'tsx', fileURLToPath(new URL('./server.ts', import.meta.url))],
      {
        env: {
          PATH: process.env.PATH,
          NODE_ENV: 'production',
          DATA_DIR: dataDir,
          PORT: '0',
          STORAGE: 's3',
          S3_BUCKET: 'files',
          TELEGRAM_BOT_TOKEN: '123:abc',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    refused.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    refused.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    const code = await new Promise<number | null>((resolve) => refused.on('exit', (exit) => resolve(exit)));
    expect(code, output).not.toBe(0);
    for (const name of ['TOKEN_SECRET', 'BOT_INTERNAL_SECRET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']) {
      expect(output, name).toContain(name);
    }
    expect(output).not.toMatch(/Место API: http/);
  }, 90_000);
});
