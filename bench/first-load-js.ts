// The JavaScript a first load fetches, per app and per main route, read from the builds' Vite manifests (no browser):
// the entry and every chunk it imports statically (what index.html loads and modulepreloads), plus the route's
// screen chunk and the chunks only it adds (the router imports it before the first render). Raw, gzip (level 9) and
// brotli (quality 11) bytes. Chunks the shell loads later on demand (the toaster, the realtime client, menus) are
// listed apart: they are not part of the first paint.
// Run: pnpm --filter @mesto/bench first-load:js
//   env: REBUILD=1 builds the apps even when their dist/ is newer than their sources; JSON=1 prints JSON.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('..', import.meta.url));

type App = { name: string; dir: string; routes: { label: string; module: string }[] };

const apps: App[] = [
  {
    name: 'visitor',
    dir: join(root, 'apps/visitor'),
    routes: [
      { label: '/', module: 'src/features/home/routes/home-route.tsx' },
      { label: '/events', module: 'src/features/events/routes/events-route.tsx' },
      { label: '/place/:code', module: 'src/features/places/routes/place-route.tsx' },
    ],
  },
  {
    name: 'business',
    dir: join(root, 'apps/business'),
    routes: [
      { label: '/login', module: 'src/features/auth/routes/login-route.tsx' },
      { label: '/business (dashboard)', module: 'src/features/dashboard/routes/dashboard-route.tsx' },
    ],
  },
];

type ManifestChunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
};
type Manifest = Record<string, ManifestChunk>;

/** The newest modification time under the given paths (node_modules, dist and dot folders skipped). */
function newest(paths: string[]): number {
  let latest = 0;
  const visit = (path: string) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (!stat.isDirectory()) {
      latest = Math.max(latest, stat.mtimeMs);
      return;
    }
    for (const entry of readdirSync(path)) {
      if (entry === 'node_modules' || entry.startsWith('dist') || entry.startsWith('.')) continue;
      visit(join(path, entry));
    }
  };
  for (const path of paths) visit(path);
  return latest;
}

/** Builds the app (its own build script) unless its manifest is newer than everything it is built from. */
function ensureBuilt(app: App): string {
  const manifestPath = join(app.dir, 'dist/.vite/manifest.json');
  const sources = [
    join(app.dir, 'src'),
    join(app.dir, 'index.html'),
    join(app.dir, 'vite.config.ts'),
    join(root, 'packages'),
    join(root, 'tooling/vite-config/src'),
  ];
  const fresh = !process.env.REBUILD && existsSync(manifestPath) && newest(sources) <= statSync(manifestPath).mtimeMs;
  if (fresh) {
    console.error(`${app.name}: reusing the build in ${join(app.dir, 'dist')} (REBUILD=1 builds anew)`);
  } else {
    console.error(`${app.name}: building…`);
    const result = spawnSync('pnpm', ['run', '--silent', 'build'], {
      cwd: app.dir,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (result.status !== 0) throw new Error(`the build of ${app.name} failed (${result.status})`);
  }
  if (!existsSync(manifestPath)) throw new Error(`${manifestPath} missing: the build writes no manifest`);
  return manifestPath;
}

type Size = { raw: number; gzip: number; brotli: number };
const add = (a: Size, b: Size): Size => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli });
const zero: Size = { raw: 0, gzip: 0, brotli: 0 };

function measureApp(app: App) {
  const manifestPath = ensureBuilt(app);
  const dist = join(app.dir, 'dist');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const sizes = new Map<string, Size>();
  const size = (key: string): Size => {
    const file = manifest[key]?.file;
    if (!file) throw new Error(`${app.name}: ${key} is not in the manifest`);
    let known = sizes.get(file);
    if (!known) {
      const bytes = readFileSync(join(dist, file));
      known = {
        raw: bytes.length,
        gzip: gzipSync(bytes, { level: 9 }).length,
        brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
      };
      sizes.set(file, known);
    }
    return known;
  };
  /** A chunk and everything it imports statically, recursively: all of it is fetched before it runs. */
  const closure = (key: string, into = new Set<string>()): Set<string> => {
    if (into.has(key)) return into;
    into.add(key);
    for (const imported of manifest[key]?.imports ?? []) closure(imported, into);
    return into;
  };
  const total = (keys: Iterable<string>) => [...keys].reduce((sum, key) => add(sum, size(key)), zero);

  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  if (entries.length === 0) throw new Error(`${app.name}: no entry in ${manifestPath}`);
  const shell = new Set(entries.flatMap((key) => [...closure(key)]));
  const shellSize = total(shell);
  const routes = app.routes.map((route) => {
    if (!manifest[route.module]) throw new Error(`${app.name}: ${route.module} is not in the manifest`);
    const added = [...closure(route.module)].filter((key) => !shell.has(key));
    const routeSize = total(added);
    return { route: route.label, chunks: shell.size + added.length, shell: shellSize, route_: routeSize };
  });
  // The entry's dynamic imports that are not route screens: parts of the shell loaded after the first render.
  const onDemand = entries
    .flatMap((key) => manifest[key]?.dynamicImports ?? [])
    .filter((key) => !key.includes('/routes/'))
    .map((key) => ({
      module: key.replace(/^(\.\.\/)+/, ''),
      size: total([...closure(key)].filter((chunk) => !shell.has(chunk))),
    }));
  return { app: app.name, shellChunks: shell.size, routes, onDemand };
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const results = apps.map(measureApp);

if (process.env.JSON) {
  console.log(JSON.stringify(results, null, 2));
} else {
  console.log('\nFirst-load JavaScript (entry + its static imports + the route screen and what only it adds):\n');
  const header = ['app', 'route', 'chunks', 'raw', 'gzip', 'brotli', 'of which the route (gzip)'];
  const rows = results.flatMap((result) =>
    result.routes.map((row) => {
      const all = add(row.shell, row.route_);
      return [
        result.app,
        row.route,
        String(row.chunks),
        kB(all.raw),
        kB(all.gzip),
        kB(all.brotli),
        kB(row.route_.gzip),
      ];
    }),
  );
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => (column < 2 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join(' | ')} |`;
  console.log(line(header));
  console.log(`| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`);
  for (const row of rows) console.log(line(row));
  for (const result of results) {
    const shell = result.routes[0]?.shell ?? zero;
    console.log(
      `\n${result.app}: the shell alone (entry + ${result.shellChunks - 1} static imports) ${kB(shell.raw)} raw, ` +
        `${kB(shell.gzip)} gzip, ${kB(shell.brotli)} brotli; loaded on demand after the first render (gzip):`,
    );
    for (const chunk of result.onDemand) console.log(`  ${kB(chunk.size.gzip).padStart(9)}  ${chunk.module}`);
  }
}
