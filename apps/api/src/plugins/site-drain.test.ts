import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEnv } from '../env.ts';
import { APP_ORIGIN, bearer, createTestApp, grant, type Session, signUp, type TestApp } from '../testing/test-app.ts';
import { drain } from './lifecycle.ts';
import { sitePlugin } from './site.ts';

// A node that stops (a deploy's SIGTERM) or whose API fails never serves a broken page a CDN would keep: the pages it
// is rendering when the drain starts go out whole, and a page whose data could not be had is a 503 nothing stores.
// The built visitor app's real server entry renders them (`pnpm --filter @mesto/visitor build`), served by the
// production server over a real listener; the drain is lifecycle.ts's own, called as server.ts calls it on SIGTERM.

const VISITOR = resolve(import.meta.dirname, '../../../visitor');
if (!existsSync(join(VISITOR, 'dist/index.html')) || !existsSync(join(VISITOR, 'dist-ssr/entry-server.js'))) {
  throw new Error(`no built visitor app at ${VISITOR} (build it: pnpm --filter @mesto/visitor build)`);
}

const PAGES_IN_FLIGHT = 16;
/** How long each of the render's API calls is held while `slow` is on: the drain starts while pages wait for data. */
const API_DELAY_MS = 150;
const PLACE_NAME = 'Кофейня Зерно на Садовой';

const buildRoot = mkdtempSync(join(tmpdir(), 'mesto-site-drain-'));
let t: TestApp;
let owner: Session;
let placeCode: string;
/** Holds the API's answers (the place page's data) while on. */
let slow = false;
/** What the API answers the place's own call with while set (the API failing), instead of the place. */
let failPlaces: number | null = null;
/** Pages received by the listener and not yet answered. */
let pagesStarted = 0;
/** The client address of each API call after setup (the tests make none themselves: all are the render's). */
const apiCallers: string[] = [];

async function post<T = { id: string; code: string }>(url: string, payload: object): Promise<T> {
  const response = await t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { origin: APP_ORIGIN, ...bearer(owner) },
  });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json() as T;
}

type Answer = { status: number; cacheControl: string | null; retryAfter: string | null; html: string };

/** What the page is: the place's own (its name in the title and the link preview's), a 503 nobody keeps, or broken. */
function kindOf(answer: Answer): 'full' | 'unavailable' | 'broken' {
  const full =
    answer.html.includes(`<title>${PLACE_NAME} — Место</title>`) &&
    answer.html.includes(`<meta property="og:title" content="${PLACE_NAME} — Место"/>`);
  if (answer.status === 200 && full) return 'full';
  if (answer.status === 503 && answer.cacheControl === 'no-store' && answer.retryAfter !== null) return 'unavailable';
  return 'broken';
}

beforeAll(async () => {
  // The business panel is not looked at here, but the server wants a build of it.
  mkdirSync(join(buildRoot, 'business/dist'), { recursive: true });
  writeFileSync(join(buildRoot, 'business/dist/index.html'), '<!doctype html><title>business</title>');
  t = await createTestApp({}, (app) => {
    app.register(sitePlugin, { env: testEnv({ SITE_DIR: VISITOR, BUSINESS_DIR: join(buildRoot, 'business') }) });
    app.addHook('onRequest', async (request, reply) => {
      if (!request.url.startsWith('/api/')) {
        if (request.url.startsWith('/place/')) pagesStarted += 1;
        return;
      }
      apiCallers.push(request.ip);
      if (slow) await new Promise((done) => setTimeout(done, API_DELAY_MS));
      if (failPlaces !== null && request.url.startsWith('/api/places?')) {
        return reply.status(failPlaces).send({ message: 'Сервис недоступен' });
      }
    });
  });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  owner = await signUp(t.app);
  await grant(t.app, owner.userId, ['BUSINESS_PANEL']);
  const organisation = await post('/api/organisations/editor', { name: 'Кофейни Зерно' });
  const place = await post('/api/places/editor', {
    name: PLACE_NAME,
    description: 'Кофе и выпечка у сада.',
    address: 'Садовая, 1',
    organisationId: organisation.id,
  });
  placeCode = place.code;
});

afterAll(async () => {
  await t.close();
  rmSync(buildRoot, { recursive: true, force: true });
});

async function page(base: string): Promise<Answer> {
  const response = await fetch(`${base}/place/${placeCode}`, { headers: { 'user-agent': 'Mozilla/5.0' } });
  return {
    status: response.status,
    cacheControl: response.headers.get('cache-control'),
    retryAfter: response.headers.get('retry-after'),
    html: await response.text(),
  };
}

const tally = (answers: Answer[]) => {
  const counts = { full: 0, unavailable: 0, broken: 0 };
  for (const answer of answers) counts[kindOf(answer)] += 1;
  return counts;
};

// The drill ends the app: it runs last.
describe('a failing or draining node never serves a broken page to be kept', () => {
  it('the render reads the API inside the process, as the visitor: their address, no forwarded one believed', async () => {
    apiCallers.length = 0;
    const answer = await t.app.inject({
      method: 'GET',
      url: `/place/${placeCode}`,
      remoteAddress: '203.0.113.7',
      headers: { 'x-forwarded-for': '10.0.0.1' },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain(`<title>${PLACE_NAME} — Место</title>`);
    expect(apiCallers.length).toBeGreaterThan(0);
    expect(new Set(apiCallers)).toEqual(new Set(['203.0.113.7']));
  });

  it.each([503, 500])(
    'the API answers %i for the page’s data: 503, no-store, Retry-After, a page in Russian',
    async (code) => {
      failPlaces = code;
      try {
        const answer = await page(`http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`);
        expect(kindOf(answer)).toBe('unavailable');
        expect(answer.html).toContain('Страница временно недоступна');
        expect(answer.html).not.toContain(PLACE_NAME);
      } finally {
        failPlaces = null;
      }
      // The same page with its data is the full page again, kept a minute by a CDN.
      const again = await page(`http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`);
      expect(kindOf(again)).toBe('full');
      expect(again.cacheControl).toBe('public, max-age=0, s-maxage=60');
    },
  );

  it(`a drain with ${PAGES_IN_FLIGHT} pages in flight: each goes out whole (or 503 no-store), none as an empty shell`, async () => {
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    slow = true;
    pagesStarted = 0;
    const answers = Promise.all(Array.from({ length: PAGES_IN_FLIGHT }, () => page(base)));
    // Every page has reached the node and waits for its data when the signal comes.
    for (let waited = 0; pagesStarted < PAGES_IN_FLIGHT; waited += 10) {
      if (waited > 30_000) throw new Error(`only ${pagesStarted} pages reached the node`);
      await new Promise((done) => setTimeout(done, 10));
    }
    const clean = await drain(t.app, { timeoutMs: 60_000 });
    const counts = tally(await answers);
    console.info(`drain with ${PAGES_IN_FLIGHT} pages in flight:`, counts, { clean });
    expect(counts).toEqual({ full: PAGES_IN_FLIGHT, unavailable: 0, broken: 0 });
    expect(clean).toBe(true);
  });
});
