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
});
