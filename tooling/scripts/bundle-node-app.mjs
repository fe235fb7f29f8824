#!/usr/bin/env node
// Bundles a Node app of the workspace (the API, the bot) into `dist/`: one ESM file per entry with its source map,
// workspace packages and plain JavaScript dependencies inside, and outside only what cannot be bundled (native
// addons, packages that read their own files at run time). Run from the app's folder:
//
//   node ../../tooling/scripts/bundle-node-app.mjs src/server.ts src/migrate.ts --copy drizzle
//       [--external some-package,other] [--outdir dist]
//
// `--copy DIR` copies a folder of the app next to the bundle (dist/DIR), for files read at run time (migrations).
// The bundle runs with plain `node --enable-source-maps dist/server.js`; the external packages resolve from the
// app's node_modules (in a container image: `pnpm deploy --prod`).
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

/**
 * Never bundled: native addons (and their platform packages), packages that find their own files next to their
 * code (PGlite's WebAssembly and data, the API reference's static files), pino (its transports run in workers that
 * load modules by name), Az.js (it reads its Russian dictionaries from its own folder), and optional native speed-ups
 * that are not installed.
 */
export const ALWAYS_EXTERNAL = [
  'az',
  '@node-rs/argon2',
  '@node-rs/*',
  'sharp',
  '@img/*',
  '@electric-sql/pglite',
  '@electric-sql/pglite/*',
  '@fastify/swagger-ui',
  'pino',
  'pino-pretty',
  'thread-stream',
  'bufferutil',
  'utf-8-validate',
  'fsevents',
];

/** What an ESM bundle of CommonJS packages needs: `require`, `__filename` and `__dirname` where they expect them. */
const BANNER = [
  "import { createRequire as __mestoCreateRequire } from 'node:module';",
  "import { fileURLToPath as __mestoFileURLToPath } from 'node:url';",
  "import { dirname as __mestoDirname } from 'node:path';",
  'const require = __mestoCreateRequire(import.meta.url);',
  'const __filename = __mestoFileURLToPath(import.meta.url);',
  'const __dirname = __mestoDirname(__filename);',
].join('\n');

export async function bundleNodeApp({ appDir, entries, outdir = 'dist', external = [], copy = [] }) {
  const out = resolve(appDir, outdir);
  const pkg = JSON.parse(readFileSync(join(appDir, 'package.json'), 'utf8'));
  const nodeMajor = (pkg.engines?.node ?? '>=24').match(/\d+/)?.[0] ?? '24';
  rmSync(out, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: appDir,
    entryPoints: entries,
    outdir: out,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: `node${nodeMajor}`,
    sourcemap: 'linked',
    // Source paths in the maps are relative to the bundle; stack traces point at the TypeScript sources.
    sourcesContent: false,
    minifySyntax: true,
    keepNames: true,
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    outExtension: { '.js': '.js' },
    external: [...ALWAYS_EXTERNAL, ...external],
    banner: { js: BANNER },
    logLevel: 'warning',
    metafile: true,
  });
  for (const folder of copy) {
    const source = join(appDir, folder);
    if (!existsSync(source)) throw new Error(`--copy ${folder}: no such folder in ${appDir}`);
    cpSync(source, join(out, folder), { recursive: true });
  }
  let bytes = 0;
  // The packages the bundle loads at run time (`dist/externals.json`): all a runtime image needs installed, which
  // prune-node-modules.mjs keeps.
  const externals = new Set();
  for (const [file, output] of Object.entries(result.metafile.outputs)) {
    if (file.endsWith('.js')) bytes += output.bytes;
    for (const imported of output.imports ?? []) {
      if (imported.external && !isBuiltin(imported.path)) externals.add(packageName(imported.path));
    }
  }
  writeFileSync(join(out, 'externals.json'), `${JSON.stringify([...externals].sort(), null, 2)}\n`);
  return { outdir: out, bytes, externals: [...externals].sort() };
}

/** `@scope/name/sub/path` → `@scope/name`, `name/sub` → `name`. */
function packageName(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith('bundle-node-app.mjs')) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      outdir: { type: 'string', default: 'dist' },
      external: { type: 'string', multiple: true, default: [] },
      copy: { type: 'string', multiple: true, default: [] },
    },
  });
  if (positionals.length === 0) {
    console.error('usage: bundle-node-app.mjs ENTRY… [--outdir dist] [--external pkg,…] [--copy folder]');
    process.exit(2);
  }
  const started = Date.now();
  const { outdir, bytes } = await bundleNodeApp({
    appDir: process.cwd(),
    entries: positionals,
    outdir: values.outdir,
    external: values.external.flatMap((value) => value.split(',')).filter(Boolean),
    copy: values.copy,
  });
  console.log(
    `bundled ${positionals.join(', ')} → ${outdir} (${Math.round(bytes / 1024)} kB, ${Date.now() - started} ms)`,
  );
}
