#!/usr/bin/env node
// Prints what a visitor downloads: the first-load JavaScript of a built app (its entry and every chunk the entry
// imports statically, gzip) and the largest route chunk (a lazily loaded route plus the chunks only it adds).
// Targets (issue 4): at most 150 kB first load and 30 kB per route. A measurement, not a test: it exits non-zero
// only with --check when a target is exceeded.
//
//   node tooling/vite-config/bin/bundle-size.mjs apps/visitor/dist apps/business/dist [--check] [--json]
//   pnpm --filter @mesto/visitor bundle-size        (after a build)
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const FIRST_LOAD_TARGET = 150 * 1024;
const ROUTE_TARGET = 30 * 1024;

const args = process.argv.slice(2);
const check = args.includes('--check');
const asJson = args.includes('--json');
const dists = args.filter((arg) => !arg.startsWith('--'));
if (dists.length === 0) dists.push('dist');

const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

function measure(dist) {
  const manifestPath = join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`${manifestPath} not found: build the app first (vite build)`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const sizes = new Map();
  const gzipped = (file) => {
    if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
    return sizes.get(file);
  };
  // Everything a chunk pulls in before it can run: itself and its static imports, recursively.
  const closure = (key, into = new Set()) => {
    if (into.has(key)) return into;
    into.add(key);
    for (const imported of manifest[key]?.imports ?? []) closure(imported, into);
    return into;
  };
  const js = (keys) => [...keys].reduce((sum, key) => sum + gzipped(manifest[key].file), 0);
  const css = (keys) =>
    [...new Set([...keys].flatMap((key) => manifest[key].css ?? []))].reduce((sum, file) => sum + gzipped(file), 0);

  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  const firstLoad = new Set(entries.flatMap((key) => [...closure(key)]));
  const lazy = Object.keys(manifest)
    .filter((key) => manifest[key].isDynamicEntry)
    .map((key) => {
      const added = [...closure(key)].filter((chunk) => !firstLoad.has(chunk));
      return { route: key, chunk: gzipped(manifest[key].file), withShared: js(added) };
    })
    .sort((a, b) => b.withShared - a.withShared);
  // Route screens live in `src/features/<name>/routes/`; other lazy chunks are parts of the shell loaded on demand
  // (the account menu, the phone menu, the toaster, the realtime client).
  const isRoute = (entry) => entry.route.includes('/routes/');
  const routes = lazy.filter(isRoute);
  const others = lazy.filter((entry) => !isRoute(entry));

  return {
    dist,
    firstLoadJs: js(firstLoad),
    firstLoadCss: css(firstLoad),
    firstLoadChunks: [...firstLoad].map((key) => ({ file: manifest[key].file, gzip: gzipped(manifest[key].file) })),
    routes,
    others,
    largestRoute: routes[0] ?? null,
  };
}

let failed = false;
const results = dists.map((dist) => measure(resolve(dist)));
if (asJson) {
  console.log(JSON.stringify(results, null, 2));
} else {
  for (const result of results) {
    const largest = result.largestRoute;
    const firstOk = result.firstLoadJs <= FIRST_LOAD_TARGET;
    const routeOk = largest === null || largest.withShared <= ROUTE_TARGET;
    failed ||= !firstOk || !routeOk;
    console.log(`\n${result.dist}`);
    console.log(
      `  first-load JS (gzip): ${kB(result.firstLoadJs)}  target ≤ ${kB(FIRST_LOAD_TARGET)}  ${firstOk ? 'ok' : 'OVER'}`,
    );
    for (const chunk of result.firstLoadChunks.sort((a, b) => b.gzip - a.gzip)) {
      console.log(`    ${kB(chunk.gzip).padStart(9)}  ${chunk.file}`);
    }
    console.log(`  first-load CSS (gzip): ${kB(result.firstLoadCss)}`);
    if (largest !== null) {
      console.log(
        `  largest route (gzip, with chunks only it adds): ${kB(largest.withShared)}  ${largest.route}  target ≤ ${kB(ROUTE_TARGET)}  ${routeOk ? 'ok' : 'OVER'}`,
      );
      console.log(`  routes: ${result.routes.length}; each route's own chunk, gzip:`);
      for (const route of result.routes) {
        console.log(`    ${kB(route.chunk).padStart(9)} (${kB(route.withShared)} with shared)  ${route.route}`);
      }
    }
    if (result.others.length > 0) {
      console.log('  other lazy chunks (loaded on demand after the first render), gzip:');
      for (const other of result.others) {
        console.log(`    ${kB(other.chunk).padStart(9)} (${kB(other.withShared)} with shared)  ${other.route}`);
      }
    }
  }
}
process.exit(check && failed ? 1 : 0);
