// Interaction to Next Paint of three taps an anonymous visitor makes on the public pages, on a phone's CPU (Chromium's
// CPU throttling ×4, as Lighthouse's mobile preset), beside the same kind of tap on the static and the bare React page
// of lib/public-pages-baselines.ts (a button that shows a block of text), measured in turn, run for run:
// - «Пойду» on an event page: signed out, the card offers «Войти и отметить», a link to the sign-in screen; the tap is
//   measured as a visitor makes it, until the next paint (the router's navigation starts in it; the sign-in screen's
//   chunk arrives after that paint and is not part of the interaction);
// - «Фильтры» on `/events` (on a phone the filters are folded behind it);
// - a photo of the best-rated place that has photos, which opens the photo viewer (a dialog).
// A tap's duration is the longest of its 'event' performance entries (pointerdown, pointerup, click…; the observer's
// durationThreshold is 16 ms, so a tap below that reads «<16»), the median of RUNS (5) runs, each in a fresh browser
// context (a first visit: nothing cached, nobody signed in), after the page has loaded and gone quiet. Target ≤ 200 ms.
// Beside it, the medians of where the product's tap spent its time: waiting for the main thread, in the handlers
// (React's render and commit), and after them until the paint (style, layout, paint, image decoding).
// Run: pnpm --filter @mesto/bench inp (the visitor app must be built: pnpm --filter @mesto/visitor build)
//   env: RUNS (5), TAPS (going,filters,photo), SLOWDOWN (4: the CPU throttling rate)
import { existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { type Browser, chromium, type Page } from 'playwright-core';
import { BASELINE_BUTTON, startBaselines } from './lib/public-pages-baselines.ts';
import { CHROME_FLAGS, median, prioritisedChromium } from './lib/public-pages-chromium.ts';
import { publicPaths, startPublicApi } from './lib/public-pages-targets.ts';
import { startSite, visitorDir } from './lib/site.ts';

const runs = Number(process.env.RUNS ?? 5);
const tapNames = (process.env.TAPS ?? 'going,filters,photo').split(',');
const slowdown = Number(process.env.SLOWDOWN ?? 4);
const TARGET_MS = 200;
/** The shortest entry the observer reports (the Event Timing API's minimum is 16 ms). */
const THRESHOLD_MS = 16;

type Tap = {
  name: string;
  label: string;
  path: (paths: Awaited<ReturnType<typeof publicPaths>>) => string;
  /** What the visitor taps, once the page is ready for it. */
  target: (page: Page) => ReturnType<Page['locator']>;
  /** Resolves once the tap has done what it is for (a tap that did nothing would measure nothing). */
  done: (page: Page) => Promise<unknown>;
};

const TAPS: Tap[] = [
  {
    name: 'going',
    label: '«Пойду» (signed out: «Войти и отметить»), event page',
    path: (paths) => paths.event,
    target: (page) => page.getByRole('link', { name: 'Войти и отметить' }),
    done: (page) => page.waitForURL(/\/login/, { timeout: 30_000 }),
  },
  {
    name: 'filters',
    label: '«Фильтры», /events',
    path: (paths) => paths.events,
    target: (page) => page.getByRole('button', { name: /^Фильтры/ }),
    done: (page) => page.locator('button[aria-expanded="true"]', { hasText: 'Фильтры' }).waitFor({ timeout: 30_000 }),
  },
  {
    name: 'photo',
    label: 'a photo (the viewer opens), place page',
    path: (paths) => paths.place,
    target: (page) => page.locator('section[aria-labelledby="place-photos"] button').first(),
    done: (page) => page.getByRole('dialog').waitFor({ timeout: 30_000 }),
  },
];

/** Lighthouse's mobile screen (Moto G Power): the same layout the audits see, the phone's folded filters included. */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

/**
 * Collects every 'event' entry of the page from its start, for the tap to be read from afterwards. A string: the page's
 * code, not the bench's (which has no DOM types).
 */
const OBSERVE_EVENTS = `window.__events = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    window.__events.push({ startTime: entry.startTime, duration: entry.duration,
      processingStart: entry.processingStart, processingEnd: entry.processingEnd });
  }
}).observe({ type: 'event', buffered: true, durationThreshold: ${THRESHOLD_MS} });`;

/** Resolves once the main thread has had an idle moment (hydration and the first fetches' renders are over). */
const idle = (page: Page) =>
  page.evaluate('new Promise((resolve) => requestIdleCallback(() => resolve(true), { timeout: 10000 }))');

/** The visitor app marks its root once it has taken the page over (AppProvider); a tap before that would miss. */
const appReady = (page: Page) =>
  page.evaluate(`new Promise((resolve) => {
    const ready = () => document.documentElement.hasAttribute('data-app-ready');
    if (ready()) return resolve(true);
    new MutationObserver((_, observer) => { if (ready()) { observer.disconnect(); resolve(true); } })
      .observe(document.documentElement, { attributes: true });
  })`);

/**
 * The longest of a tap's event entries (all zero when every entry was below the threshold), and the tap split as the
 * Event Timing API splits an entry: waiting for the main thread, the handlers (React's render and commit when it
 * flushes in the event), and the frame after them (style, layout, paint, decoding, and any work React scheduled for
 * later) until the next paint.
 */
type TapTiming = { duration: number; delay: number; processing: number; presentation: number };

/** One tap in a fresh context. */
async function measure(
  browser: Browser,
  url: string,
  { target, done }: Pick<Tap, 'target' | 'done'>,
  isApp: boolean,
): Promise<TapTiming> {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    await page.addInitScript(OBSERVE_EVENTS);
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    const element = target(page);
    if (isApp) await appReady(page);
    await element.waitFor({ state: 'visible', timeout: 60_000 });
    await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => undefined);
    await element.scrollIntoViewIfNeeded();
    await idle(page);
    const before = Number(await page.evaluate('performance.now()'));
    await element.tap({ timeout: 30_000 });
    await done(page);
    // The entries of an interaction are reported after its next paint: two frames and a moment, slowed down.
    await page.waitForTimeout(1000);
    await idle(page);
    const entries = (await page.evaluate(`window.__events.filter((entry) => entry.startTime >= ${before})`)) as {
      startTime: number;
      duration: number;
      processingStart: number;
      processingEnd: number;
    }[];
    if (entries.length === 0) return { duration: 0, delay: 0, processing: 0, presentation: 0 };
    // The tap's events (pointerdown, pointerup, click…) share its frame: the handlers of all of them run before its
    // paint, so the split is over all of them, not the longest alone.
    const started = Math.min(...entries.map((entry) => entry.startTime));
    const handled = Math.max(...entries.map((entry) => entry.processingEnd));
    return {
      duration: Math.max(...entries.map((entry) => entry.duration)),
      delay: Math.min(...entries.map((entry) => entry.processingStart)) - started,
      processing: entries.reduce((sum, entry) => sum + entry.processingEnd - entry.processingStart, 0),
      presentation: Math.max(...entries.map((entry) => entry.startTime + entry.duration)) - handled,
    };
  } finally {
    await context.close();
  }
}

const ms = (value: number) => (value < THRESHOLD_MS ? `<${THRESHOLD_MS}` : String(Math.round(value)));

if (!existsSync(`${visitorDir}dist-ssr/entry-server.js`)) {
  throw new Error('build the visitor site first: pnpm --filter @mesto/visitor build');
}
const api = await startPublicApi();
const site = await startSite(api.address, true);
const baselines = await startBaselines();
const browser = await chromium.launch({ executablePath: prioritisedChromium(), args: CHROME_FLAGS });
try {
  const paths = await publicPaths(api.address);
  const [load] = loadavg();
  console.log(
    `INP of a tap, CPU ×${slowdown}, phone screen, median of ${runs} fresh visits, beside the same tap on the baselines (load average ${load?.toFixed(1)} on ${cpus().length} cores; target ${TARGET_MS} ms):`,
  );
  const baseline: Pick<Tap, 'target' | 'done'> = {
    target: (page) => page.getByRole('button', { name: BASELINE_BUTTON }),
    done: (page) => page.getByRole('button', { name: BASELINE_BUTTON, expanded: true }).waitFor({ timeout: 30_000 }),
  };
  for (const tap of TAPS.filter((candidate) => tapNames.includes(candidate.name))) {
    const sides = [
      { label: 'static', url: `${baselines.url}${baselines.paths.static}`, tap: baseline, isApp: false },
      { label: 'bare React', url: `${baselines.url}${baselines.paths.react}`, tap: baseline, isApp: false },
      { label: 'product', url: `${site.url}${tap.path(paths)}`, tap, isApp: true },
    ];
    const results = sides.map((): TapTiming[] => []);
    // The first visit warms the server and the disk cache; it is not counted.
    for (const side of sides) await measure(browser, side.url, side.tap, side.isApp);
    // In turn, run for run: a slower stretch of the machine falls on all three.
    for (let run = 0; run < runs; run += 1) {
      for (const [index, side] of sides.entries())
        results[index]?.push(await measure(browser, side.url, side.tap, side.isApp));
    }
    const [staticRuns = [], reactRuns = [], productRuns = []] = results.map((timings) =>
      timings.map((timing) => timing.duration),
    );
    const product = median(productRuns);
    const part = (key: Exclude<keyof TapTiming, 'duration'>) =>
      Math.round(median((results[2] ?? []).map((timing) => timing[key])));
    console.log(
      `  ${tap.label}: ${ms(product)} ms (runs ${productRuns.map(ms).join(', ')}) ${product <= TARGET_MS ? 'within' : 'OVER'} the target; static ${ms(median(staticRuns))} ms (${staticRuns.map(ms).join(', ')}), bare React ${ms(median(reactRuns))} ms (${reactRuns.map(ms).join(', ')})`,
    );
    console.log(
      `    the product's tap, medians: input delay ${part('delay')} ms, handlers ${part('processing')} ms, until the paint ${part('presentation')} ms`,
    );
  }
} finally {
  await browser.close();
  baselines.stop();
  site.stop();
  await api.stop();
}
