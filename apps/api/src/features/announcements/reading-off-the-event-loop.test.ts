import { setTimeout as delay } from 'node:timers/promises';
import { builtinProvider } from '@mesto/text-intelligence';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APP_ORIGIN,
  bearer,
  createTestApp,
  grant,
  type Session,
  signUp,
  type TestApp,
} from '../../testing/test-app.ts';
import { announcementMessages } from './announcements.messages.ts';

// An announcement is read on a worker thread within a time budget, so that no post, however long or odd, holds the
// API: its health checks and other requests go on meanwhile, and a reading past the budget is stopped.

/** At the schema's cap: 20,000 characters of one-letter lines, each read for dates (the slowest kind of post known). */
const LONG_POST = 'а\n'.repeat(10_000).trim();
const POST = 'Джазовый вечер 25 ноября 2030 года в 19:00, вход 500 ₽';

async function managerOf(t: TestApp): Promise<Session> {
  const manager = await signUp(t.app);
  await grant(t.app, manager.userId, ['EXTERNAL_EVENT_ANNOUNCEMENT_MANAGEMENT']);
  return manager;
}

const read = (t: TestApp, manager: Session, text: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/external-event-announcements/process-with-ai',
    headers: { origin: APP_ORIGIN, ...bearer(manager) },
    payload: { _announcement: text },
  });

describe('reading announcements off the event loop', () => {
  let t: TestApp;
  let manager: Session;
  beforeAll(async () => {
    // The budget as long as it goes: this test is about the API answering meanwhile, not about the budget (tested
    // below), and the long post took over the default 10 s on a machine running the other suites beside it.
    t = await createTestApp({ TEXT_INTELLIGENCE_WORKERS: 1, TEXT_INTELLIGENCE_TIMEOUT_MS: 300_000 });
    manager = await managerOf(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('the liveness check answers while a long announcement is being read, before the reading ends', async () => {
    const finished: string[] = [];
    const reading = read(t, manager, LONG_POST).then((response) => {
      finished.push('reading');
      return response;
    });
    // Time for the request to get past its session check to the reading itself; on the event loop, this timer
    // could not fire before the reading ended.
    await delay(100);
    const live = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    finished.push('liveness');
    expect(live.statusCode).toBe(200);
    const response = await reading;
    expect(response.statusCode, response.body).toBe(200);
    expect(finished).toEqual(['liveness', 'reading']);
  });

  describe('with a time budget the long post does not fit in', () => {
    let tight: TestApp;
    let tightManager: Session;
    beforeAll(async () => {
      // Between what the short post and the long post take on this machine now, measured here, on a log scale (the
      // geometric mean): the long post is 60–70 times the work (35 ms and 2.3 s with two busy loops beside), so the
      // budget is ~8 times the short post's reading and ~1/8 of the long one's, a margin on each side against the
      // machine's load changing after the measurement. A quarter of the long one's left a fresh worker's first short
      // reading only a narrow margin.
      const timed = async (text: string) => {
        const started = performance.now();
        await builtinProvider.extractAnnouncement({
          text,
          publishedAt: new Date(),
          timeZone: 'Europe/Moscow',
          places: async () => [],
        });
        return performance.now() - started;
      };
      await timed(POST);
      const budget = Math.max(25, Math.round(Math.sqrt((await timed(POST)) * (await timed(LONG_POST)))));
      tight = await createTestApp({ TEXT_INTELLIGENCE_WORKERS: 1, TEXT_INTELLIGENCE_TIMEOUT_MS: budget });
      tightManager = await managerOf(tight);
    });
    afterAll(async () => {
      await tight?.close();
    });

    it('a reading past the budget answers 503 with a message to act on, and the next reading works', async () => {
      const stopped = await read(tight, tightManager, LONG_POST);
      expect(stopped.statusCode).toBe(503);
      expect(stopped.json()).toMatchObject({ message: announcementMessages.readTooLong, code: 'READ_TIMEOUT' });

      // The stopped worker is gone; the pool starts a fresh one for the next reading, which is what this checks.
      // Its budget was measured on this machine before the test, and a loaded machine (a CPU hog and another test
      // file beside this one) can stall a thread past it for a reading or two: then the answer is the same clear
      // 503 and the next try reads it. A pool that did not recover would never answer 200.
      const answers: number[] = [];
      let next = await read(tight, tightManager, POST);
      answers.push(next.statusCode);
      while (next.statusCode === 503 && answers.length < 5) {
        expect(next.json()).toMatchObject({ code: 'READ_TIMEOUT' });
        next = await read(tight, tightManager, POST);
        answers.push(next.statusCode);
      }
      expect(next.statusCode, `${answers.join(', ')}: ${next.body}`).toBe(200);
      expect(next.json().events[0]).toMatchObject({
        startsAt: { value: '2030-11-25T19:00:00+03:00' },
        price: { value: { min: 500, max: 500 } },
      });
    });
  });
});
