import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import {
  type ApiProcess,
  call,
  drillBudget,
  scratchDatabase,
  scratchDir,
  signUp,
  startApi,
} from '../faults/processes.ts';
import { ADMIN_URL, testDatabaseKind } from '../testing/test-app.ts';

// The drain drill with a real process: `src/server.ts` serving the built visitor app (MESTO_SERVE_APPS=on) on the
// machine's PostgreSQL, a burst of place pages, SIGTERM while they render. Each page goes out whole or as a 503
// nothing stores; a page the closed listener refused never reached the node (the balancer sends it elsewhere).
// Once, on the PostgreSQL run of the suite (the process is the same on both).

const VISITOR = resolve(import.meta.dirname, '../../../visitor');
if (!existsSync(join(VISITOR, 'dist/index.html')) || !existsSync(join(VISITOR, 'dist-ssr/entry-server.js'))) {
  throw new Error(`no built visitor app at ${VISITOR} (build it: pnpm --filter @mesto/visitor build)`);
}

const PAGES = 16;
const PLACE_NAME = 'Кофейня Зерно на Садовой';

type Outcome = 'full' | 'unavailable' | 'refused' | 'broken';

async function pageOutcome(url: string): Promise<{ outcome: Outcome; status: number | null }> {
  let response: Response;
  try {
    response = await fetch(url, { headers: { 'user-agent': 'Mozilla/5.0' } });
  } catch {
    return { outcome: 'refused', status: null };
  }
  const html = await response.text().catch(() => '');
  const full =
    html.includes(`<title>${PLACE_NAME} — Место</title>`) &&
    html.includes(`<meta property="og:title" content="${PLACE_NAME} — Место"/>`);
  if (response.status === 200 && full) return { outcome: 'full', status: 200 };
  const noStore = response.headers.get('cache-control') === 'no-store' && response.headers.has('retry-after');
  if (response.status === 503 && noStore) return { outcome: 'unavailable', status: 503 };
  return { outcome: 'broken', status: response.status };
}

describe.runIf(testDatabaseKind === 'postgres')('a real node drained on SIGTERM with pages in flight', () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it(`${PAGES} place pages in flight: each whole or 503 no-store, none an empty shell`, {
    timeout: drillBudget(1),
  }, async () => {
    const dir = scratchDir('site-drain');
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    // The business panel is not looked at here, but the server wants a build of it.
    mkdirSync(join(dir, 'business/dist'), { recursive: true });
    writeFileSync(join(dir, 'business/dist/index.html'), '<!doctype html><title>business</title>');
    const database = await scratchDatabase(ADMIN_URL);
    cleanups.push(database.drop);
    const settings = {
      DATA_DIR: join(dir, 'data'),
      DATABASE_URL: database.url,
      MESTO_SERVE_APPS: 'on',
      SITE_DIR: VISITOR,
      BUSINESS_DIR: join(dir, 'business'),
    };
    const api: ApiProcess = await startApi(settings);
    cleanups.push(() => api.kill());

    const owner = await signUp(api.base, `drain_${Date.now().toString(36)}`);
    const sql = postgres(database.url, { max: 1, onnotice: () => {} });
    await sql`update users set permissions = ${['BUSINESS_PANEL']} where id = ${owner.id}`;
    await sql.end();
    const organisation = await call(api.base, '/api/organisations/editor', {
      token: owner.token,
      body: { name: 'Кофейни Зерно' },
    });
    const place = await call(api.base, '/api/places/editor', {
      token: owner.token,
      body: { name: PLACE_NAME, address: 'Садовая, 1', organisationId: organisation.body.id },
    });
    expect(place.status, JSON.stringify(place.body)).toBe(200);
    const url = `${api.base}/place/${place.body.code as string}`;
    // A first burst loads the screens' modules and leaves a kept-alive connection per page, so the drill's pages
    // reach the node at once, as a balancer's pooled connections bring them.
    const warm = await Promise.all(Array.from({ length: PAGES }, () => pageOutcome(url)));
    expect(warm.map((page) => page.outcome)).toEqual(Array(PAGES).fill('full'));

    const answers = Promise.all(Array.from({ length: PAGES }, () => pageOutcome(url)));
    // The pages reach the node and start rendering (each reads the place, then its photos, opinions, events…).
    await new Promise((done) => setTimeout(done, 50));
    api.process.kill('SIGTERM');
    const results = await answers;
    const exit = await api.exited;
    const counts: Record<Outcome, number> = { full: 0, unavailable: 0, refused: 0, broken: 0 };
    for (const { outcome } of results) counts[outcome] += 1;
    console.info(`SIGTERM with ${PAGES} pages sent:`, counts, `exit ${String(exit)}`);
    expect(counts.broken, JSON.stringify(results)).toBe(0);
    // Rendered inside the process, the pages in flight get their data although the listener has closed (read over
    // HTTP from the node's own port, all 16 failed theirs: 503 at best, an empty shell before).
    expect(counts.full).toBeGreaterThan(0);
    expect(exit).toBe(0);
  });
});
