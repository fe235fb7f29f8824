// kill -9 of the API in the middle of a stream of writes, then a restart on the same data: every write that was
// answered 2xx is there. On the embedded PGlite (a data folder) and on PostgreSQL (a scratch database).
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ADMIN_URL } from '../testing/test-app.ts';
import {
  type ApiProcess,
  call,
  drillBudget,
  groupIds,
  scratchDatabase,
  scratchDir,
  signUp,
  startApi,
  waitUntil,
} from './processes.ts';

const WRITERS = 4;
/** Acknowledged writes to collect before the kill; writes keep going while it lands. */
const BEFORE_KILL = 40;

async function killDuringWrites(settings: { DATA_DIR: string; DATABASE_URL?: string }) {
  let api: ApiProcess = await startApi(settings);
  const person = await signUp(api.base, `faults_${Date.now().toString(36)}`);
  const acked: string[] = [];
  let failed = 0;
  let killed = false;
  const writers = Array.from({ length: WRITERS }, async (_, writer) => {
    for (let sequence = 0; !killed; sequence += 1) {
      try {
        const answer = await call(api.base, '/api/chats/editor', {
          token: person.token,
          body: { title: `Группа ${writer}-${sequence}`, memberIds: [] },
        });
        if (answer.status >= 200 && answer.status < 300) acked.push(answer.body.id as string);
        else failed += 1;
      } catch {
        // The process died with the request in flight: not acknowledged, so nothing is promised about it.
        failed += 1;
      }
    }
  });
  await waitUntil('writes to be acknowledged', () => acked.length >= BEFORE_KILL, 60_000);
  // Requests are in flight at this moment (four writers, each always waiting on one).
  await api.kill('SIGKILL');
  killed = true;
  await Promise.all(writers);
  const ackedBeforeRestart = [...acked];

  api = await startApi(settings);
  try {
    const stored = await groupIds(api.base, person);
    const lost = ackedBeforeRestart.filter((id) => !stored.has(id));
    expect(ackedBeforeRestart.length).toBeGreaterThanOrEqual(BEFORE_KILL);
    expect(lost, `acknowledged writes missing after the restart (of ${ackedBeforeRestart.length})`).toEqual([]);
    // The database took the crash in its stride: it still takes writes.
    const after = await call(api.base, '/api/chats/editor', {
      token: person.token,
      body: { title: 'После перезапуска', memberIds: [] },
    });
    expect(after.status).toBe(200);
    return { acked: ackedBeforeRestart.length, failedInFlight: failed };
  } finally {
    await api.kill('SIGTERM');
  }
}

describe('kill -9 during acknowledged writes', () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });

  it('PGlite: every acknowledged write survives the kill and the restart on the same data folder', {
    timeout: drillBudget(2),
  }, async () => {
    const dataDir = scratchDir('pglite');
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const result = await killDuringWrites({ DATA_DIR: join(dataDir, 'data') });
    console.log(`faults: PGlite kill -9: ${JSON.stringify(result)}`);
    expect(result.acked).toBeGreaterThan(0);
  });

  it('PostgreSQL: every acknowledged write survives the kill and the restart', {
    timeout: drillBudget(2),
  }, async () => {
    const database = await scratchDatabase(ADMIN_URL);
    const dataDir = scratchDir('postgres');
    cleanups.push(async () => {
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    });
    const result = await killDuringWrites({ DATA_DIR: dataDir, DATABASE_URL: database.url });
    console.log(`faults: PostgreSQL kill -9: ${JSON.stringify(result)}`);
    expect(result.acked).toBeGreaterThan(0);
  });
});
