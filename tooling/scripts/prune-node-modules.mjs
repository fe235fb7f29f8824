#!/usr/bin/env node
// Shrinks the production node_modules of a bundled app (from `pnpm deploy --prod`) to what the bundle loads at run
// time: the packages in its `dist/externals.json` (written by bundle-node-app.mjs) and their dependencies, nothing
// else. Everything else is inside the bundle already. Used by the container images:
//
//   node tooling/scripts/prune-node-modules.mjs /out/api /src/apps/api/dist/externals.json
import { existsSync, lstatSync, readdirSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';

export function pruneNodeModules(appDir, externals) {
  const modules = join(appDir, 'node_modules');
  const store = join(modules, '.pnpm');
  const keep = new Set();
  const seen = new Set();

  /** The store entry (`.pnpm/<id>`) a real package folder lives in, or null outside the store. */
  const entryOf = (real) => {
    const inside = relative(store, real);
    return inside.startsWith('..') ? null : inside.split(sep)[0];
  };
  /** Where Node would find `name` from a package folder: the nearest node_modules up its path, then the hoisted ones. */
  const locate = (from, name) => {
    for (let folder = dirname(from); folder.startsWith(appDir); folder = dirname(folder)) {
      const base = folder.endsWith(`${sep}node_modules`) ? folder : join(folder, 'node_modules');
      const candidate = join(base, name);
      if (existsSync(candidate)) return candidate;
      if (folder === dirname(folder)) break;
    }
    const hoisted = join(store, 'node_modules', name);
    return existsSync(hoisted) ? hoisted : null;
  };
  const visit = (path) => {
    const real = realpathSync(path);
    if (seen.has(real)) return;
    seen.add(real);
    const entry = entryOf(real);
    if (entry) keep.add(entry);
    const manifest = join(real, 'package.json');
    if (!existsSync(manifest)) return;
    const pkg = JSON.parse(readFileSync(manifest, 'utf8'));
    for (const name of Object.keys({ ...pkg.dependencies, ...pkg.optionalDependencies, ...pkg.peerDependencies })) {
      const found = locate(real, name);
      if (found) visit(found);
    }
  };
  const kept = [];
  for (const name of externals) {
    const path = join(modules, name);
    // An optional import (a speed-up the app works without) need not be installed.
    if (!existsSync(path)) continue;
    kept.push(name);
    visit(path);
  }

  let removed = 0;
  if (existsSync(store)) {
    for (const entry of readdirSync(store)) {
      if (entry === 'node_modules' || entry === 'lock.yaml' || keep.has(entry)) continue;
      rmSync(join(store, entry), { recursive: true, force: true });
      removed += 1;
    }
  }
  const keepTop = new Set(kept);
  const removeDangling = (folder, prefix = '') => {
    if (!existsSync(folder)) return;
    for (const name of readdirSync(folder)) {
      if (name === '.pnpm' || name === '.bin' || name.startsWith('.modules')) continue;
      const path = join(folder, name);
      if (name.startsWith('@') && !lstatSync(path).isSymbolicLink()) {
        removeDangling(path, `${name}/`);
        if (readdirSync(path).length === 0) rmSync(path, { recursive: true, force: true });
        continue;
      }
      const top = folder === modules || dirname(folder) === modules;
      if ((top && !keepTop.has(`${prefix}${name}`)) || !existsSync(path))
        rmSync(path, { recursive: true, force: true });
    }
  };
  removeDangling(modules);
  // Hoisted links into removed entries point nowhere now.
  removeDangling(join(store, 'node_modules'));
  rmSync(join(modules, '.bin'), { recursive: true, force: true });
  return { kept, entries: keep.size, removed };
}

if (process.argv[1]?.endsWith('prune-node-modules.mjs')) {
  const [appDir, externalsFile] = process.argv.slice(2);
  if (!appDir || !externalsFile) {
    console.error('usage: prune-node-modules.mjs APP_DIR EXTERNALS_JSON');
    process.exit(2);
  }
  const externals = JSON.parse(readFileSync(externalsFile, 'utf8'));
  const { kept, entries, removed } = pruneNodeModules(appDir, externals);
  console.log(`kept ${kept.join(', ')} (${entries} packages with their dependencies); removed ${removed} packages`);
}
