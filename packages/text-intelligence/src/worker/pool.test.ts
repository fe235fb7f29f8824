import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import type { PlaceCandidate, PlaceLookup } from '../contract.ts';
import { createWorkerTextIntelligence, TextIntelligenceUnavailable, type WorkerTextIntelligence } from './pool.ts';

// The pool with real worker threads running the package's own TypeScript (through tsx, as `pnpm start` does).

const worker = new URL('./entry.ts', import.meta.url);
const spinning = new URL('./testing/spinning-entry.ts', import.meta.url);
/** The text the spinning worker never finishes. */
const SPIN = 'SPIN';
const execArgv = ['--import', pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href];
const POST = 'Джазовый вечер 25 ноября в 19:00 в «Синкопе», вход 500 ₽';
const SINKOPA: PlaceCandidate = { id: 'sinkopa', name: 'Джаз-клуб «Синкопа»', aliases: ['Синкопа'], address: null };
/** Far past the schema's cap (the pool has none): a worker needs seconds for it. */
const LONG = 'а\n'.repeat(150_000);

const read = (pool: WorkerTextIntelligence, text: string, places: PlaceLookup = async () => []) =>
  pool.extractAnnouncement({ text, publishedAt: new Date('2026-11-20T09:00:00Z'), timeZone: 'Europe/Moscow', places });

describe('text intelligence on worker threads', () => {
  let pool: WorkerTextIntelligence | undefined;
  afterEach(async () => {
    await pool?.close();
  });

  it('reads an announcement in a worker, asking the caller for the places its phrases may name', async () => {
    pool = createWorkerTextIntelligence({ worker, execArgv, size: 1, timeoutMs: 20_000 });
    const asked: string[][] = [];
    const { events } = await read(pool, POST, async (phrases) => {
      asked.push([...phrases]);
      return [SINKOPA];
    });
    expect(asked.flat()).toContain('Синкопе');
    expect(events[0]?.place.value).toEqual({ id: 'sinkopa', name: 'Джаз-клуб «Синкопа»' });
    expect(events[0]?.price.value).toMatchObject({ min: 500, max: 500 });
    const opinion = await pool.analyseOpinion({ text: 'Коктейли отличные, но очень шумно', rating: 4 });
    expect(opinion.aspects.map((a) => a.aspect)).toContain('COCKTAILS');
  });

  it('a failed catalogue lookup fails the call, as it would in the app thread', async () => {
    pool = createWorkerTextIntelligence({ worker, execArgv, size: 1, timeoutMs: 20_000 });
    await expect(
      read(pool, POST, async () => {
        throw new Error('database gone');
      }),
    ).rejects.toThrow('database gone');
    expect((await read(pool, POST)).events).toHaveLength(1);
  });

  it('a call past its budget ends its worker and fails as unavailable; the next call gets a fresh worker', {
    timeout: 90_000,
  }, async () => {
    // A worker that never finishes one text (testing/spinning-entry.ts): the call must end by the budget alone,
    // however fast or loaded the machine is. The budget is ample for the next, ordinary post on a fresh worker.
    pool = createWorkerTextIntelligence({ worker: spinning, execArgv, size: 1, timeoutMs: 5_000 });
    const slow = read(pool, SPIN);
    const next = read(pool, POST);
    await expect(slow).rejects.toSatisfy(
      (error) => error instanceof TextIntelligenceUnavailable && error.reason === 'timeout',
    );
    expect((await next).events[0]?.startsAt.value).toBe('2026-11-25T19:00:00+03:00');
  });

  it('refuses at once what the queue cannot hold, and close fails what still waits', async () => {
    pool = createWorkerTextIntelligence({ worker, execArgv, size: 1, maxQueued: 1, timeoutMs: 60_000 });
    const running = read(pool, LONG);
    running.catch(() => undefined);
    // The first call waits for the worker to start, so it takes the queue's one place until then.
    await expect(read(pool, POST)).rejects.toSatisfy(
      (error) => error instanceof TextIntelligenceUnavailable && error.reason === 'busy',
    );
    await pool.close();
    await expect(running).rejects.toSatisfy(
      (error) => error instanceof TextIntelligenceUnavailable && error.reason === 'closed',
    );
  });
});
