// Public pages as people and crawlers meet them: Lighthouse (mobile, Debian's Chromium, median of RUNS) of `/`,
// `/events`, a place page and an event page, served rendered on the server and, in the same run, beside two baselines
// (a static HTML page and a bare React page: lib/public-pages-baselines.ts) and the bare app shell they were before
// (MESTO_SERVER_RENDER=off) — performance, SEO, accessibility and LCP side by side, and the product's score, TBT and
// LCP against the baselines', so a slower machine or another Chromium shows up as a change of the baselines and not
// of the product. Then the gzip JavaScript each page downloads before anyone touches it (script resources of
// Lighthouse's network log) against the 100 kB target, and the ten biggest chunks of `/` with what each is. Then the
// server render itself at scale: p50/p95 of place and event pages over the catalogue of `catalogue:scale` (100,000
// places, 1,000,000 events; run that first), with the time split into the loaders' API calls and React's render as
// the page's Server-Timing header reports them.
// Run: pnpm --filter @mesto/bench public:pages (the visitor app must be built: pnpm --filter @mesto/visitor build)
//   env: RUNS (5), ONLY=lighthouse|render, REQUESTS (1000), CONCURRENCY (4), BENCH_POSTGRES_URL (admin URL),
//   PAGES (home,events,place,event: which pages Lighthouse audits), BARE=0 (skip the bare shell), TASKS=1 (print the
//   main thread's long tasks of the median run of each page, as Lighthouse saw them, with the script each belongs to),
//   BASELINE=<another checkout, its visitor app built> (instead of the bare shell: that build's pages, audited in
//   turn with this one's, run for run, so both see the same moments of the machine), MAPS=<a build of the visitor
//   with MESTO_SOURCEMAP=1 in another outDir> (sourcemaps to say what the chunks of `/` hold when dist/ has none)
import { existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import postgres from 'postgres';
import { percentile } from './lib/load.ts';
import { startBaselines } from './lib/public-pages-baselines.ts';
import { CHROME_FLAGS, median, prioritisedChromium } from './lib/public-pages-chromium.ts';
import { describeChunks, kB, type PageScript, scriptUrls, weighScripts } from './lib/public-pages-scripts.ts';
import { publicPaths, startPublicApi } from './lib/public-pages-targets.ts';
import { startSite, visitorDir } from './lib/site.ts';
import { startServer } from './lib/spawn-server.ts';

const runs = Number(process.env.RUNS ?? 5);
const only = process.env.ONLY ?? '';
const requests = Number(process.env.REQUESTS ?? 1000);
const concurrency = Number(process.env.CONCURRENCY ?? 4);
const pageNames = (process.env.PAGES ?? 'home,events,place,event').split(',');
const withBare = process.env.BARE !== '0';
const showTasks = process.env.TASKS === '1';
const baselineDir = process.env.BASELINE;
const mapsDir = process.env.MAPS;
const adminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const scaleUrl = adminUrl.replace(/\/[^/]*$/, '/mesto_scale');

type Scores = {
  performance: number;
  seo: number;
  accessibility: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  /** The long tasks after the first paint that blocked input, as Lighthouse's simulation of a slower phone saw them. */
  tasks: { url: string; startMs: number; durationMs: number }[];
  /** The scripts the page fetched before anyone touched it (Lighthouse's network log). */
  scripts: string[];
  /** Why a run has no performance score (Lighthouse then counts it as 0): the run's or a metric's error. */
  error: string | null;
};

async function audit(url: string, port: number): Promise<Scores> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'seo', 'accessibility'],
  });
  if (!result) throw new Error(`no Lighthouse result for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  const failedMetric = Object.entries(audits).find(
    ([id, audit]) =>
      audit.scoreDisplayMode === 'error' && categories.performance?.auditRefs.some((ref) => ref.id === id),
  );
  const error =
    categories.performance?.score === null || categories.performance?.score === undefined
      ? (runtimeError?.message ?? (failedMetric ? `${failedMetric[0]}: ${failedMetric[1].errorMessage}` : 'no score'))
      : null;
  return {
    error,
    scripts: scriptUrls(audits['network-requests']?.details),
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    seo: Math.round((categories.seo?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
    fcpMs: Math.round(audits['first-contentful-paint']?.numericValue ?? 0),
    // Blocking time is CPU time: on a loaded machine it grows with the load, the rest hardly.
    tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
    cls: Math.round((audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
    tasks: (
      (audits['long-tasks']?.details as { items?: { url: string; startTime: number; duration: number }[] })?.items ?? []
    ).map((task) => ({
      url: task.url.replace(/^https?:\/\/[^/]+/, ''),
      startMs: Math.round(task.startTime),
      durationMs: Math.round(task.duration),
    })),
  };
}

type Site = { label: string; url: string };

/** The medians of a site's runs of one page, and every run's score (and why a run had none). */
function summary(label: string, own: Scores[]) {
  const pick = (key: Exclude<keyof Scores, 'tasks' | 'error' | 'scripts'>) => median(own.map((result) => result[key]));
  const errors = own.flatMap((result) => (result.error === null ? [] : [result.error]));
  console.log(
    `    ${label.padEnd(11)} performance ${pick('performance')}  SEO ${pick('seo')}  accessibility ${pick('accessibility')}  LCP ${pick('lcpMs')} ms  FCP ${pick('fcpMs')} ms  TBT ${pick('tbtMs')} ms  CLS ${pick('cls')}  (performance of each run: ${own.map((result) => result.performance).join(', ')})${errors.length > 0 ? `; runs without a score: ${errors.join('; ')}` : ''}`,
  );
  if (showTasks) {
    const middle = [...own].sort((a, b) => a.tbtMs - b.tbtMs)[Math.floor(own.length / 2)];
    for (const task of middle?.tasks ?? []) {
      console.log(`      long task at ${task.startMs} ms: ${task.durationMs} ms  ${task.url || '(no script)'}`);
    }
  }
  return { performance: pick('performance'), tbtMs: pick('tbtMs'), lcpMs: pick('lcpMs') };
}

/** The product's medians against a baseline's: score points lost, blocking time added, LCP as a multiple. */
const against = (name: string, product: ReturnType<typeof summary>, baseline: ReturnType<typeof summary>) =>
  `${name}: performance ${product.performance - baseline.performance >= 0 ? '+' : ''}${product.performance - baseline.performance}, TBT +${product.tbtMs - baseline.tbtMs} ms, LCP ×${(product.lcpMs / Math.max(1, baseline.lcpMs)).toFixed(2)}`;

async function lighthouseRun() {
  const api = await startPublicApi();
  const rendered = await startSite(api.address, true);
  const baselines = await startBaselines();
  // The comparison: the bare app shell of this build, or another checkout's build (BASELINE).
  const other =
    baselineDir === undefined
      ? { label: 'bare shell', site: withBare ? await startSite(api.address, false) : null }
      : {
          label: 'baseline',
          site: await startSite(api.address, true, `${baselineDir.replace(/\/$/, '')}/apps/visitor/`),
        };
  const chrome = await chromeLauncher.launch({ chromePath: prioritisedChromium(), chromeFlags: CHROME_FLAGS });
  const firstLoadJs = new Map<string, PageScript[]>();
  try {
    const paths: Record<string, string> = await publicPaths(api.address);
    const pages = pageNames.map((name) => {
      const path = paths[name];
      if (path === undefined) throw new Error(`PAGES: unknown page ${name} (home, events, place, event)`);
      return path;
    });
    const [load] = loadavg();
    console.log(
      `Lighthouse (mobile, simulated throttling), median of ${runs}; served rendered beside a static page and a bare React page${other.site === null ? '' : baselineDir === undefined ? ' and the bare app shell' : ` and the build of ${baselineDir}`}, run for run (load average ${load?.toFixed(1)} on ${cpus().length} cores):`,
    );
    for (const path of pages) {
      const sites: Site[] = [
        { label: 'static', url: `${baselines.url}${baselines.paths.static}` },
        { label: 'bare React', url: `${baselines.url}${baselines.paths.react}` },
        ...(other.site === null ? [] : [{ label: other.label, url: `${other.site.url}${path}` }]),
        { label: baselineDir === undefined ? 'rendered' : 'this build', url: `${rendered.url}${path}` },
      ];
      const results = sites.map((): Scores[] => []);
      // The first run warms the server's caches and the browser's; it is not counted.
      for (const site of sites) await audit(site.url, chrome.port);
      // In turn, run for run: a slower stretch of the machine falls on all, not on one.
      for (let run = 0; run < runs; run += 1) {
        for (const [index, site] of sites.entries()) results[index]?.push(await audit(site.url, chrome.port));
      }
      console.log(`  ${path}`);
      const medians = sites.map((site, index) => summary(site.label, results[index] ?? []));
      const [staticPage, bareReact] = medians;
      const product = medians.at(-1);
      if (staticPage && bareReact && product) {
        console.log(
          `    rendered against ${against('static', product, staticPage)}; ${against('bare React', product, bareReact)}`,
        );
      }
      // The baselines' scripts are the same on every page: weighed once; the product's, page by page.
      for (const [index, site] of sites.entries()) {
        const baseline = index < 2;
        const last = index === sites.length - 1;
        if ((baseline && path === pages[0]) || last) {
          const key = baseline ? site.label : `${site.label} ${path}`;
          firstLoadJs.set(key, await weighScripts(results[index]?.[0]?.scripts ?? []));
        }
      }
    }
    printFirstLoadJs(firstLoadJs, paths.home ?? '/');
  } finally {
    chrome.kill();
    rendered.stop();
    baselines.stop();
    other.site?.stop();
    await api.stop();
  }
}

/** The target of the issue «Light on any phone»: what an anonymous visitor's page downloads before a tap, gzipped. */
const FIRST_LOAD_TARGET = 100_000;

function printFirstLoadJs(firstLoadJs: Map<string, PageScript[]>, homePath: string) {
  console.log(
    `\nJavaScript downloaded before any interaction (script resources of the first counted run, gzip level 9; target ${kB(FIRST_LOAD_TARGET)} kB):`,
  );
  for (const [key, scripts] of firstLoadJs) {
    const total = scripts.reduce((sum, script) => sum + script.gzip, 0);
    console.log(
      `  ${key.padEnd(32)} ${kB(total).padStart(6)} kB in ${scripts.length} scripts (${(total / FIRST_LOAD_TARGET).toFixed(2)} × the target)`,
    );
  }
  const home = firstLoadJs.get(`rendered ${homePath}`) ?? firstLoadJs.get(`this build ${homePath}`);
  if (!home) return;
  const describe = describeChunks(join(visitorDir, 'dist'), mapsDir);
  console.log(`\nThe ten biggest scripts of ${homePath} (gzip), and what each is:`);
  for (const script of [...home].sort((a, b) => b.gzip - a.gzip).slice(0, 10)) {
    console.log(`  ${kB(script.gzip).padStart(6)} kB  ${script.path}  ${describe(script.path)}`);
  }
}

async function renderRun() {
  const sql = postgres(scaleUrl, { max: 1, onnotice: () => {} });
  let counts: { places: number; events: number };
  try {
    [counts] = (await sql`select (select count(*) from places)::int as places,
      (select count(*) from events)::int as events`) as unknown as [{ places: number; events: number }];
  } catch {
    console.log('\n(no render figures: the database mesto_scale is missing; run catalogue:scale first)');
    return;
  }
  // Published ones only: a draft's page is a 404 by design, not a failure of the render.
  const eventCodes = (
    await sql`select code from events where starts_at > now() and status = 'PUBLISHED' order by random() limit 2000`
  ).map((row) => row.code as string);
  const placeCodes = (await sql`select code from places where status = 'PUBLISHED' order by random() limit 2000`).map(
    (row) => row.code as string,
  );
  await sql.end();
  const api = await startServer({ databaseUrl: scaleUrl, routes: [], seed: false });
  const site = await startSite(api.address, true);
  try {
    console.log(
      `\nServer render at scale (${counts.places} places, ${counts.events} events), ${requests} pages each, ${concurrency} at a time:`,
    );
    const scenarios = [
      { name: 'place page', url: () => `/place/${placeCodes[Math.floor(Math.random() * placeCodes.length)]}` },
      { name: 'event page', url: () => `/event/${eventCodes[Math.floor(Math.random() * eventCodes.length)]}` },
      { name: 'events list', url: () => '/events' },
    ];
    for (const scenario of scenarios) {
      const total: number[] = [];
      const data: number[] = [];
      const render: number[] = [];
      let failures = 0;
      let next = 0;
      const worker = async () => {
        while (next < requests) {
          next += 1;
          const started = performance.now();
          const response = await fetch(`${site.url}${scenario.url()}`);
          await response.arrayBuffer();
          total.push(performance.now() - started);
          if (response.status !== 200) failures += 1;
          const timing = response.headers.get('server-timing') ?? '';
          data.push(Number(/data;dur=([\d.]+)/.exec(timing)?.[1] ?? Number.NaN));
          render.push(Number(/render;dur=([\d.]+)/.exec(timing)?.[1] ?? Number.NaN));
        }
      };
      await Promise.all(Array.from({ length: concurrency }, worker));
      const line = (values: number[]) => {
        const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
        return `p50 ${percentile(sorted, 0.5).toFixed(1)} / p95 ${percentile(sorted, 0.95).toFixed(1)} ms`;
      };
      console.log(
        `  ${scenario.name.padEnd(12)} whole page ${line(total)}; loaders (API) ${line(data)}; React render ${line(render)}; failures ${failures}`,
      );
    }
  } finally {
    site.stop();
    await api.stop();
  }
}

if (!existsSync(`${visitorDir}dist-ssr/entry-server.js`)) {
  throw new Error('build the visitor site first: pnpm --filter @mesto/visitor build');
}
if (only !== 'render') await lighthouseRun();
if (only !== 'lighthouse') await renderRun();
