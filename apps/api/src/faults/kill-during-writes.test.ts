// kill -9 of the API in the middle of a stream of writes, then a restart on the same data: every write that was
// answered 2xx is there, and none is there twice. The writers are careful clients: one Idempotency-Key per logical
// write, sent again with every retry of it (after a lost connection, or a 5xx or 409 with Retry-After), until a
// definite answer. On the embedded PGlite (a data folder) and on PostgreSQL (a scratch database).
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { ADMIN_URL } from '../testing/test-app.ts';
import {
  type ApiProcess,
  call,
  drillBudget,
  groupIds,
  type Person,
  scratchDatabase,
  scratchDir,
  signUp,
  sleep,
  startApi,
  waitUntil,
} from './processes.ts';

const WRITERS = 4;
/** Acknowledged writes to collect before the kill; writes keep going while it lands. */
const BEFORE_KILL = 40;
/** Between tries while no API answers at all (it is being restarted). */
const RECONNECT_PAUSE_MS = 200;

type Settings = { DATA_DIR: string; DATABASE_URL?: string };
/** One logical write: what the person meant to create once, however many requests it took. */
type Write = {
  key: string;
  title: string;
  tries: number;
  id?: string;
  replayed?: boolean;
  /** The API said the write was done but its answer was lost (its node died between the two). */
  doneAnswerLost?: boolean;
};
/** How long a key's claim holds (IDEMPOTENCY_CLAIM_SECONDS): short, so the drill does not wait a minute for it. */
const CLAIM_SECONDS = 3;

/** Whether an answer leaves the write's outcome unknown, so the same write is sent again with the same key. */
const unsettled = (status: number, code: unknown) =>
  status >= 500 || status === 408 || status === 429 || (status === 409 && code === 'IDEMPOTENCY_KEY_IN_USE');

/**
 * Sends one logical write until it has a definite answer, to whichever API is up (`target()`; undefined while none
 * is), always with the same key. Waits as Retry-After says; a lost connection is tried again shortly.
 */
async function writeOnce(target: () => string | undefined, person: Person, write: Write) {
  for (;;) {
    const base = target();
    if (base === undefined) {
      await sleep(RECONNECT_PAUSE_MS);
      continue;
    }
    write.tries += 1;
    let answer: Awaited<ReturnType<typeof call>>;
    try {
      answer = await call(base, '/api/chats/editor', {
        token: person.token,
        headers: { 'Idempotency-Key': write.key },
        body: { title: write.title, memberIds: [] },
      });
    } catch {
      // The process died with the request in flight, or is not listening yet: the outcome is unknown.
      await sleep(RECONNECT_PAUSE_MS);
      continue;
    }
    if (unsettled(answer.status, answer.body.code)) {
      await sleep(Number(answer.headers.get('retry-after') ?? 1) * 1000);
      continue;
    }
    if (answer.status === 409 && answer.body.code === 'IDEMPOTENCY_KEY_DONE') {
      // Written before the node died, its answer not kept: done, and the count below says it is there once.
      write.doneAnswerLost = true;
      return;
    }
    if (answer.status < 200 || answer.status >= 300) {
      throw new Error(`write ${write.title} refused: ${answer.status} ${JSON.stringify(answer.body)}`);
    }
    write.id = answer.body.id as string;
    write.replayed = answer.headers.get('idempotent-replayed') === 'true';
    return;
  }
}

/** How many group chats of each title the database holds, read from the database itself (the API stopped). */
async function storedTitles(settings: Settings, prefix: string): Promise<Map<string, string[]>> {
  const query = 'select id, title from chats where title like $1';
  let rows: { id: string; title: string }[];
  if (settings.DATABASE_URL) {
    const sql = postgres(settings.DATABASE_URL, { max: 1, onnotice: () => {} });
    try {
      rows = await sql.unsafe(query, [`${prefix}%`]);
    } finally {
      await sql.end();
    }
  } else {
    const pglite = new PGlite(join(settings.DATA_DIR, 'db'), { extensions: { pg_trgm } });
    try {
      rows = (await pglite.query<{ id: string; title: string }>(query, [`${prefix}%`])).rows;
    } finally {
      await pglite.close();
    }
  }
  const byTitle = new Map<string, string[]>();
  for (const row of rows) byTitle.set(row.title, [...(byTitle.get(row.title) ?? []), row.id]);
  return byTitle;
}

async function killDuringWrites(settings: Settings) {
  const apiSettings = { ...settings, IDEMPOTENCY_CLAIM_SECONDS: String(CLAIM_SECONDS) };
  let api: ApiProcess | undefined = await startApi(apiSettings);
  const person = await signUp(api.base, `faults_${Date.now().toString(36)}`);
  const prefix = `Группа ${randomUUID().slice(0, 8)}`;
  const writes: Write[] = [];
  let killed = false;
  const target = () => api?.base;
  const writers = Array.from({ length: WRITERS }, async (_, writer) => {
    for (let sequence = 0; !killed; sequence += 1) {
      const write: Write = { key: randomUUID(), title: `${prefix} ${writer}-${sequence}`, tries: 0 };
      writes.push(write);
      await writeOnce(target, person, write);
    }
  });
  const acked = () => writes.filter((write) => write.id !== undefined);
  await waitUntil('writes to be acknowledged', () => acked().length >= BEFORE_KILL, 60_000);
  // Requests are in flight at this moment (four writers, each always waiting on one); no new write starts after it.
  killed = true;
  const dying = api;
  api = undefined;
  await dying.kill('SIGKILL');
  const ackedBeforeKill = acked().map((write) => write.id as string);

  // The writes in flight are sent again to the restarted API, with their keys, until each has its answer. One whose
  // first try had taken its key gets 409s until that claim lapses (CLAIM_SECONDS after it was taken); then it runs,
  // unless that first try's write had committed (409 IDEMPOTENCY_KEY_DONE).
  api = await startApi(apiSettings);
  const restartedAt = Date.now();
  let settledMs: number;
  try {
    await Promise.all(writers);
    settledMs = Date.now() - restartedAt;
    const stored = await groupIds(api.base, person);
    const lost = ackedBeforeKill.filter((id) => !stored.has(id));
    expect(ackedBeforeKill.length).toBeGreaterThanOrEqual(BEFORE_KILL);
    expect(lost, `acknowledged writes missing after the restart (of ${ackedBeforeKill.length})`).toEqual([]);
    // The database took the crash in its stride: it still takes writes.
    const after = await call(api.base, '/api/chats/editor', {
      token: person.token,
      headers: { 'Idempotency-Key': randomUUID() },
      body: { title: 'После перезапуска', memberIds: [] },
    });
    expect(after.status).toBe(200);
  } finally {
    await api.kill('SIGTERM');
  }
  // Every logical write, counted in the database itself: one row each, the one its answer named.
  const byTitle = await storedTitles(settings, prefix);
  const notOnce = writes.filter((write) =>
    write.doneAnswerLost
      ? (byTitle.get(write.title) ?? []).length !== 1
      : (byTitle.get(write.title) ?? []).join() !== write.id,
  );
  expect(
    notOnce.map((write) => `${write.title} (${write.tries} tries): ${byTitle.get(write.title)?.length ?? 0} rows`),
    'logical writes not stored exactly once',
  ).toEqual([]);
  const retried = writes.filter((write) => write.tries > 1);
  return {
    ackedBeforeKill: ackedBeforeKill.length,
    writes: writes.length,
    retried: retried.length,
    replayed: writes.filter((write) => write.replayed).length,
    doneAnswerLost: writes.filter((write) => write.doneAnswerLost).length,
    tries: retried.map((write) => write.tries),
    settledMs,
  };
}

// The two drills side by side: a drill may spend most of its time waiting for the killed node's claims to lapse.
describe.concurrent('kill -9 during acknowledged writes', () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });

  it('PGlite: every acknowledged write survives the kill and the restart on the same data folder, once', {
    timeout: drillBudget(2),
  }, async () => {
    const dataDir = scratchDir('pglite');
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const result = await killDuringWrites({ DATA_DIR: join(dataDir, 'data') });
    console.log(`faults: PGlite kill -9: ${JSON.stringify(result)}`);
    expect(result.ackedBeforeKill).toBeGreaterThan(0);
  });

  it('PostgreSQL: every acknowledged write survives the kill and the restart, once', {
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
    expect(result.ackedBeforeKill).toBeGreaterThan(0);
  });
});
