// What a public page's start-up does on the main thread, task by task: the page is loaded in Debian's Chromium as a
// phone would (390×844, a phone's user agent, so the server renders for a phone), traced with the JavaScript sampler
// on, and every task of at least MIN ms is printed with the functions its samples fell in, named from the build's
// sourcemaps — React's own phases ([flushPassiveEffects 20.4, renderRootSync 10.8, …]) apart from the app's code.
// Lighthouse's long-task list says only which script a task belongs to, or «Unattributable»; this says what it did.
// Times are the machine's own (Lighthouse's mobile simulation counts them about four times over).
//
// Run: MESTO_SOURCEMAP=1 pnpm --filter @mesto/visitor build; pnpm --filter @mesto/bench start-up:tasks
//   env: PAGE (a path; default: the best-rated place's page), RUNS (3, after one that warms the server),
//   MIN (12: the shortest task shown, in ms), TOP (8: functions shown per task)
import { existsSync, readFileSync } from 'node:fs';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { chromium } from 'playwright-core';
import { startSite, visitorDir } from './lib/site.ts';
import { startServer } from './lib/spawn-server.ts';

const runs = Number(process.env.RUNS ?? 3);
const minMs = Number(process.env.MIN ?? 12);
const top = Number(process.env.TOP ?? 8);
/** Lighthouse's mobile simulation: the CPU four times slower, and what a task takes beyond 50 ms blocks. */
const CPU_SLOWDOWN = 4;
const quiet = process.env.QUIET === '1';
const sampler = process.env.SAMPLER !== '0';
const baselineDir = process.env.BASELINE;
const assetsDir = `${visitorDir}dist/assets/`;
const PHONE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';
/** React's phases, shown apart: which of them a task was (render, commit, the effects' flush, a synchronous render). */
const REACT_PHASE =
  /^(renderRootConcurrent|renderRootSync|performSyncWorkOnRoot|commitRoot|flushPassiveEffects|flushSyncWorkAcrossRoots_impl) /;
const REACT_INTERNAL = /react-dom\/cjs|scheduler\/cjs|react\/cjs/;

type CallFrame = { functionName: string; url?: string; lineNumber: number; columnNumber: number };
type ProfileNode = { id: number; parent?: number; callFrame: CallFrame };
type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  id?: string;
  args?: {
    name?: string;
    data?: {
      startTime?: number;
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
  };
};

const maps = new Map<string, TraceMap | null>();
/** `name source:line` of a frame, from the chunk's sourcemap when there is one. */
function frameName(frame: CallFrame): string {
  const file = (frame.url ?? '').replace(/^.*\//, '');
  if (!file.endsWith('.js')) return `${frame.functionName || '(anonymous)'} [${file || 'native'}]`;
  if (!maps.has(file)) {
    const mapFile = `${assetsDir}${file}.map`;
    maps.set(file, existsSync(mapFile) ? new TraceMap(readFileSync(mapFile, 'utf8')) : null);
  }
  const map = maps.get(file);
  if (!map) return `${frame.functionName || '(anonymous)'} ${file}`;
  const position = originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber });
  const source = (position.source ?? '?')
    .replace(/^.*node_modules\/\.pnpm\/[^/]+\/node_modules\//, '')
    .replace(/^(\.\.\/)+/, '');
  return `${position.name ?? (frame.functionName || '(anonymous)')} ${source}:${position.line ?? 0}`;
}

type Task = {
  start: number;
  end: number;
  durationMs: number;
  jsMs: number;
  inclusive: Map<string, number>;
  /** The renderer's own work in the task, by kind (parsing, style, layout, paint, compiling): ms. */
  rendering: Map<string, number>;
};

/** The trace events of the renderer's own work, as the task's line names them. */
const RENDERING: Record<string, string> = {
  ParseHTML: 'parse HTML',
  ParseAuthorStyleSheet: 'parse CSS',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  PrePaint: 'pre-paint',
  Paint: 'paint',
  Layerize: 'layerize',
  'v8.compile': 'compile',
  'v8.compileModule': 'compile',
  'V8.GC_SCAVENGER': 'GC',
  MajorGC: 'GC',
  MinorGC: 'GC',
};

/** The renderer main thread's tasks, each with the samples that fell in it, counted for every frame on their stacks. */
function tasksOf(events: TraceEvent[]): { tasks: Task[]; origin: number; firstPaint: number } {
  const mains = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const calls = (pid: number, tid: number) =>
    events.filter((e) => e.pid === pid && e.tid === tid && e.name === 'FunctionCall').length;
  const main = mains
    .map((m) => ({ pid: m.pid, tid: m.tid, calls: calls(m.pid, m.tid) }))
    .sort((a, b) => b.calls - a.calls)[0];
  if (main === undefined) throw new Error('no renderer main thread in the trace');
  // The thread's outermost slices: its tasks, whatever ran them (the scheduler, a microtask checkpoint, a module's
  // evaluation after its import resolved).
  const tasks: Task[] = [];
  const slices = events
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && (e.dur ?? 0) > 0)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  for (const slice of slices) {
    const last = tasks.at(-1);
    if (last !== undefined && slice.ts < last.end) continue;
    const end = slice.ts + (slice.dur ?? 0);
    tasks.push({
      start: slice.ts,
      end,
      durationMs: (slice.dur ?? 0) / 1000,
      jsMs: 0,
      inclusive: new Map(),
      rendering: new Map(),
    });
  }
  let into = 0;
  for (const slice of slices) {
    const kind = RENDERING[slice.name];
    if (kind === undefined) continue;
    while (into < tasks.length && (tasks[into] as Task).end < slice.ts) into += 1;
    const task = tasks[into];
    if (task === undefined || task.start > slice.ts) continue;
    task.rendering.set(kind, (task.rendering.get(kind) ?? 0) + (slice.dur ?? 0) / 1000);
  }
  const origin = events.find((e) => e.name === 'navigationStart' && e.pid === main.pid)?.ts ?? tasks[0]?.start ?? 0;
  const firstPaint = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === main.pid)?.ts ?? origin;

  const profile = events.find((e) => e.name === 'Profile' && e.pid === main.pid);
  const nodes = new Map<number, ProfileNode>();
  const samples: { at: number; node: number }[] = [];
  let at = profile?.args?.data?.startTime ?? 0;
  const chunks = events
    .filter((e) => e.name === 'ProfileChunk' && e.pid === main.pid && e.id === profile?.id)
    .sort((a, b) => a.ts - b.ts);
  for (const chunk of chunks) {
    const data = chunk.args?.data;
    for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const deltas = data?.timeDeltas ?? [];
    for (const [index, node] of (data?.cpuProfile?.samples ?? []).entries()) {
      at += deltas[index] ?? 0;
      samples.push({ at, node });
    }
  }
  samples.sort((a, b) => a.at - b.at);
  let taskIndex = 0;
  for (const [index, sample] of samples.entries()) {
    const ms = ((samples[index + 1]?.at ?? sample.at) - sample.at) / 1000;
    while (taskIndex < tasks.length && (tasks[taskIndex] as Task).end < sample.at) taskIndex += 1;
    const task = tasks[taskIndex];
    const leaf = nodes.get(sample.node)?.callFrame.functionName;
    if (task === undefined || task.start > sample.at || leaf === '(idle)' || leaf === '(program)' || leaf === '(root)')
      continue;
    task.jsMs += ms;
    const seen = new Set<string>();
    for (
      let node = nodes.get(sample.node);
      node !== undefined;
      node = node.parent === undefined ? undefined : nodes.get(node.parent)
    ) {
      if (node.callFrame.functionName === '(root)') continue;
      const name = frameName(node.callFrame);
      if (seen.has(name)) continue;
      seen.add(name);
      task.inclusive.set(name, (task.inclusive.get(name) ?? 0) + ms);
    }
  }
  return { tasks, origin, firstPaint };
}

if (!existsSync(`${visitorDir}dist-ssr/entry-server.js`)) {
  throw new Error('build the visitor site first: MESTO_SOURCEMAP=1 pnpm --filter @mesto/visitor build');
}
/** The blocking time Lighthouse's mobile simulation would count for these tasks: each one's excess over 50 ms, ×4. */
function simulatedBlocking(tasks: Task[], firstPaint: number): number {
  return tasks
    .filter((task) => task.start >= firstPaint)
    .reduce((sum, task) => sum + Math.max(0, task.durationMs * CPU_SLOWDOWN - 50), 0);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const api = await startServer({ routes: [] });
const sites = [{ name: 'this build', site: await startSite(api.address, true) }];
if (baselineDir !== undefined) {
  sites.push({ name: 'baseline', site: await startSite(api.address, true, `${baselineDir}/apps/visitor/`) });
}
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  let path = process.env.PAGE;
  if (path === undefined) {
    const places = (await (await fetch(`${api.address}/api/places?limit=1&sort=rating`)).json()) as {
      items: { code: string }[];
    };
    path = `/place/${places.items[0]?.code}`;
  }
  console.log(`Start-up tasks of ${path} on a phone (390×844), ${runs} loads:`);
  const blocking = new Map<string, number[]>(sites.map(({ name }) => [name, []]));
  for (let run = 0; run <= runs; run += 1) {
    for (const { name, site } of sites) {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        userAgent: PHONE_USER_AGENT,
      });
      const page = await context.newPage();
      await browser.startTracing(page, {
        categories: [
          'toplevel',
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'v8.execute',
          'loading',
          ...(sampler ? ['disabled-by-default-v8.cpu_profiler'] : []),
        ],
      });
      await page.goto(`${site.url}${path}`, { waitUntil: 'commit' });
      // Once the app has taken the page over (AppProvider's mark) and its first requests have settled. One question
      // to the page, answered by its own observer: polling from outside would put the driver's scripts among the tasks.
      await page.evaluate(`new Promise((resolve) => {
        const ready = () => document.documentElement.hasAttribute('data-app-ready');
        if (ready()) return resolve(true);
        new MutationObserver((_, observer) => { if (ready()) { observer.disconnect(); resolve(true); } })
          .observe(document.documentElement, { attributes: true });
      })`);
      await page.waitForLoadState('networkidle');
      const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] })
        .traceEvents;
      await context.close();
      // The first load warms the server's caches; it is not shown.
      if (run === 0) continue;
      const { tasks, origin, firstPaint } = tasksOf(events);
      const blocked = simulatedBlocking(tasks, firstPaint);
      blocking.get(name)?.push(blocked);
      const shown = tasks.filter((task) => task.durationMs >= minMs);
      console.log(
        `${quiet ? '' : '\n'}run ${run}${sites.length > 1 ? ` (${name})` : ''}: ${shown.length} tasks of ${minMs} ms and more, ${shown.reduce((sum, task) => sum + task.durationMs, 0).toFixed(0)} ms in all; blocking time as Lighthouse would simulate it ${blocked.toFixed(0)} ms`,
      );
      if (quiet) continue;
      for (const task of shown) {
        const entries = [...task.inclusive].sort((a, b) => b[1] - a[1]);
        const phases = entries
          .filter(([entry]) => REACT_PHASE.test(entry))
          .map(([entry, ms]) => `${entry.split(' ')[0]} ${ms.toFixed(1)}`);
        const rendering = [...task.rendering]
          .filter(([, ms]) => ms >= 0.5)
          .sort((a, b) => b[1] - a[1])
          .map(([kind, ms]) => `${kind} ${ms.toFixed(1)}`);
        const own = entries
          .filter(([entry]) => !REACT_INTERNAL.test(entry) && !REACT_PHASE.test(entry))
          .slice(0, top)
          .map(([entry, ms]) => `${entry} ${ms.toFixed(1)}`);
        console.log(
          `  at ${((task.start - origin) / 1000).toFixed(0).padStart(5)} ms  ${task.durationMs.toFixed(1).padStart(5)} ms (script ${task.jsMs.toFixed(1)}${rendering.length > 0 ? `; ${rendering.join(', ')}` : ''})${phases.length > 0 ? `  [${phases.join(', ')}]` : ''}`,
        );
        if (own.length > 0) console.log(`      ${own.join(' | ')}`);
      }
    }
  }
  console.log('');
  for (const [name, values] of blocking) {
    console.log(
      `${name}: simulated blocking time median ${median(values).toFixed(0)} ms (each run: ${values.map((value) => value.toFixed(0)).join(', ')})`,
    );
  }
  if (sampler && [...maps.values()].every((map) => map === null)) {
    console.log('\n(no sourcemaps beside the chunks: build with MESTO_SOURCEMAP=1 for source names)');
  }
} finally {
  await browser.close();
  for (const { site } of sites) site.stop();
  await api.stop();
}
