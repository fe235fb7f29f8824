// The JavaScript a first load fetches, per app and per main route, read from the builds' Vite manifests (no browser):
// the entry and every chunk it imports statically (what index.html loads and modulepreloads), plus the route's
// screen chunk and the chunks only it adds (the router imports it before the first render). Raw, gzip (level 9) and
// brotli (quality 11) bytes. Then what follows right after hydration without anyone touching the page: the toast
// region on every page, and for a signed-in person the account menu and the realtime client (the chats socket
// connects while someone is signed in). Chunks loaded only when a person opens something (the phone menu, the
// search sheet) are listed apart.
// Run: pnpm --filter @mesto/bench first-load:js
//   env: REBUILD=1 builds the apps even when their dist/ is newer than their sources; JSON=1 prints JSON.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('..', import.meta.url));

type App = { name: string; dir: string; routes: { label: string; module: string; signedIn?: boolean }[] };

/**
 * Loaded by the shell as soon as the page has hydrated: nothing since the toast region's code is fetched at a person's
 * first action and mounted with the first toast (app-provider.tsx); kept for what may join it.
 */
const AFTER_HYDRATION: string[] = [];
/** Loaded as well when someone is signed in: the account menu in the header, the realtime client (store.ts). */
const SIGNED_IN = ['packages/app-shell/src/layouts/user-menu.tsx', 'packages/realtime/src/socket.ts'];

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
      { label: '/business (dashboard)', module: 'src/features/dashboard/routes/dashboard-route.tsx', signedIn: true },
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
  // The built index.html must load the same files (its entry script and modulepreloads), or the closure is wrong.
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const inHtml = new Set(
    [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\/([^"]+\.js)"/g)].map(
      (match) => match[1],
    ),
  );
  const inClosure = new Set([...shell].map((key) => manifest[key]?.file));
  const differ = [...inHtml]
    .filter((file) => !inClosure.has(file))
    .concat([...inClosure].filter((file) => file && !inHtml.has(file)) as string[]);
  if (differ.length > 0)
    console.error(`${app.name}: index.html and the manifest's closure differ on ${differ.join(', ')}`);
  const lazyKey = (module: string) => {
    const key = Object.keys(manifest).find((candidate) => candidate.replace(/^(\.\.\/)+/, '') === module);
    if (!key) throw new Error(`${app.name}: ${module} is not in the manifest`);
    return key;
  };
  const routes = app.routes.map((route) => {
    if (!manifest[route.module]) throw new Error(`${app.name}: ${route.module} is not in the manifest`);
    const routeChunks = [...closure(route.module)].filter((key) => !shell.has(key));
    const loaded = new Set([...shell, ...routeChunks]);
    const later = new Set(
      [...AFTER_HYDRATION, ...(route.signedIn ? SIGNED_IN : [])]
        .flatMap((module) => [...closure(lazyKey(module))])
        .filter((key) => !loaded.has(key)),
    );
    return {
      route: route.label,
      signedIn: route.signedIn === true,
      chunks: loaded.size,
      shell: shellSize,
      route_: total(routeChunks),
      afterHydration: total(later),
      afterHydrationChunks: later.size,
    };
  });
  const automatic = new Set([...AFTER_HYDRATION, ...SIGNED_IN]);
  // The entry's other dynamic imports that are not route screens: parts of the shell a person opens.
  const onDemand = entries
    .flatMap((key) => manifest[key]?.dynamicImports ?? [])
    .filter((key) => !key.includes('/routes/') && !automatic.has(key.replace(/^(\.\.\/)+/, '')))
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
  console.log(
    '\nFirst-load JavaScript: the entry, its static imports and the route screen with what only it adds (fetched\n' +
      'before the first render), then what the page fetches right after hydrating (the toast region; signed in, also\n' +
      'the account menu and the realtime client):\n',
  );
  const header = [
    'app',
    'route',
    'chunks',
    'raw',
    'gzip',
    'brotli',
    'the route (gzip)',
    'after hydration (gzip)',
    'total (gzip)',
  ];
  const rows = results.flatMap((result) =>
    result.routes.map((row) => {
      const all = add(row.shell, row.route_);
      return [
        result.app,
        `${row.route}${row.signedIn ? ', signed in' : ''}`,
        String(row.chunks),
        kB(all.raw),
        kB(all.gzip),
        kB(all.brotli),
        kB(row.route_.gzip),
        `+${kB(row.afterHydration.gzip)} (${row.afterHydrationChunks})`,
        kB(all.gzip + row.afterHydration.gzip),
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
        `${kB(shell.gzip)} gzip, ${kB(shell.brotli)} brotli; loaded when a person opens them (gzip, with what only they add):`,
    );
    for (const chunk of result.onDemand) console.log(`  ${kB(chunk.size.gzip).padStart(9)}  ${chunk.module}`);
  }
}
