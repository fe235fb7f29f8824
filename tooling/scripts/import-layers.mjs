#!/usr/bin/env node
// The shape of a source tree read from its imports: each folder a node, each relative import an arrow. Prints the
// folders, the layers they stack into, the imports that point up (from a folder to one that imports it back, directly
// or through others), the import cycles between files, the imports from one feature into another, and the largest
// files. Test files and test support are left out: they may reach anything.
//
//   node tooling/scripts/import-layers.mjs [root=apps/api/src] [--json] [--check allowlist.json]
//
// With --check, exits 1 when a cycle between files exists, when an upward import is not in the allowlist (a JSON
// array of "from -> to" file pairs, each with a reason kept in docs/architecture.md), when a feature reaches another
// past its seam, when lib/db/plugins import a feature, or when a route file imports the schema or drizzle-orm.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const option = (name) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const repository = resolve(import.meta.dirname, '../..');
const root = resolve(
  repository,
  args.find((arg, index) => !arg.startsWith('--') && args[index - 1] !== '--check') ?? 'apps/api/src',
);

const TEST = /\.(?:unit\.)?test\.tsx?$|\.testing\.tsx?$|(?:^|\/)testing\/|\.stories\.tsx?$/;

/** Every source file under the root, relative to it. */
function sourceFiles(folder = root) {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(path);
    const file = relative(root, path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') && !TEST.test(file) ? [file] : [];
  });
}

const IMPORT =
  /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

/** The files a file imports by relative path, as paths relative to the root. */
function importsOf(file, known) {
  const text = readFileSync(join(root, file), 'utf8');
  const found = new Set();
  for (const match of text.matchAll(IMPORT)) {
    const target = relative(root, resolve(root, dirname(file), match[1] ?? match[2]));
    const candidates = [
      target,
      target.replace(/\.js$/, '.ts'),
      `${target}.ts`,
      `${target}.tsx`,
      join(target, 'index.ts'),
    ];
    const hit = candidates.find((candidate) => known.has(candidate));
    if (hit && hit !== file) found.add(hit);
  }
  return [...found];
}

/** A file's folder; a file at the root is a node of its own (env.ts is imported by all, app.ts imports all). */
const folderOf = (file) => (dirname(file) === '.' ? file : dirname(file));

/** Strongly connected components (Tarjan), each a list of nodes. */
function components(nodes, edges) {
  let index = 0;
  const indices = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const result = [];
  const visit = (start) => {
    // Iterative, so a deep graph does not overflow the stack.
    const work = [[start, 0]];
    indices.set(start, index);
    low.set(start, index);
    index += 1;
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const [node, next] = frame;
      const targets = edges.get(node) ?? [];
      if (next < targets.length) {
        frame[1] += 1;
        const target = targets[next];
        if (!indices.has(target)) {
          indices.set(target, index);
          low.set(target, index);
          index += 1;
          stack.push(target);
          onStack.add(target);
          work.push([target, 0]);
        } else if (onStack.has(target)) low.set(node, Math.min(low.get(node), indices.get(target)));
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(node)));
      }
      if (low.get(node) === indices.get(node)) {
        const component = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          component.push(member);
        } while (member !== node);
        result.push(component);
      }
    }
  };
  for (const node of nodes) if (!indices.has(node)) visit(node);
  return result;
}

const files = sourceFiles();
const known = new Set(files);
const fileEdges = new Map(files.map((file) => [file, importsOf(file, known)]));

// Cycles between files.
const fileCycles = components(files, fileEdges).filter((component) => component.length > 1);

// The folder graph, weighted by how many file imports each arrow stands for.
const folders = [...new Set(files.map(folderOf))].sort();
const weight = new Map(folders.map((folder) => [folder, new Map()]));
for (const [file, targets] of fileEdges) {
  for (const target of targets) {
    const from = folderOf(file);
    const to = folderOf(target);
    if (from !== to) weight.get(from).set(to, (weight.get(from).get(to) ?? 0) + 1);
  }
}

/**
 * An order of the folders in which as few file imports as possible point up (Eades, Lin and Smyth's greedy order for
 * a minimum feedback arc set, weighted): folders that only import come first from the top, folders only imported
 * last; of the rest, the one whose outgoing imports outweigh its incoming ones most goes next.
 */
function topDownOrder() {
  const left = new Set(folders);
  const out = (folder) => [...weight.get(folder)].filter(([to]) => left.has(to)).reduce((sum, [, n]) => sum + n, 0);
  const into = (folder) =>
    folders
      .filter((from) => left.has(from) && from !== folder)
      .reduce((sum, from) => sum + (weight.get(from).get(folder) ?? 0), 0);
  const head = [];
  const tail = [];
  while (left.size > 0) {
    let moved = true;
    while (moved) {
      moved = false;
      for (const folder of [...left].sort()) {
        if (out(folder) === 0) {
          tail.unshift(folder);
          left.delete(folder);
          moved = true;
        } else if (into(folder) === 0) {
          head.push(folder);
          left.delete(folder);
          moved = true;
        }
      }
    }
    if (left.size === 0) break;
    const next = [...left].sort((a, b) => out(b) - into(b) - (out(a) - into(a)) || a.localeCompare(b))[0];
    head.push(next);
    left.delete(next);
  }
  return [...head, ...tail];
}
const order = topDownOrder();
const rank = new Map(order.map((folder, at) => [folder, at]));
// An import from a folder to one earlier in the top-down order points up.
const upward = [...fileEdges]
  .flatMap(([file, targets]) => targets.map((target) => [file, target]))
  .filter(([file, target]) => rank.get(folderOf(file)) > rank.get(folderOf(target)))
  .map(([file, target]) => `${file} -> ${target}`)
  .sort();
// Layers along the downward arrows: a folder that imports no other (downward) is layer 0, else one above the highest.
const layerMemo = new Map();
const layerOf = (folder) => {
  if (layerMemo.has(folder)) return layerMemo.get(folder);
  let layer = 0;
  for (const [to] of weight.get(folder)) if (rank.get(to) > rank.get(folder)) layer = Math.max(layer, layerOf(to) + 1);
  layerMemo.set(folder, layer);
  return layer;
};
const layers = Math.max(...folders.map(layerOf)) + 1;

const featureOf = (file) => /^features\/([^/]+)\//.exec(file)?.[1];
const crossFeatureImports = [...fileEdges].flatMap(([file, targets]) =>
  targets
    .filter((target) => featureOf(file) && featureOf(target) && featureOf(file) !== featureOf(target))
    .map((target) => `${file} -> ${target}`),
);
const largest = files
  .map((file) => ({ file, lines: readFileSync(join(root, file), 'utf8').split('\n').length }))
  .sort((a, b) => b.lines - a.lines)
  .slice(0, 10);
const featureLayers = [...new Set(folders.filter((folder) => folder.startsWith('features/')).map(layerOf))].length;

const report = {
  root: relative(repository, root),
  files: files.length,
  folders: folders.length,
  layers,
  featureLayers,
  upward,
  cycles: fileCycles,
  crossFeature: crossFeatureImports.length,
  largest,
  layerOf: Object.fromEntries(folders.map((folder) => [folder, layerOf(folder)])),
};

if (flag('--json')) console.log(JSON.stringify(report, null, 2));
else {
  console.log(
    `${report.root}: ${report.files} files in ${report.folders} folders, ${layers} layers (features on ${featureLayers})`,
  );
  console.log(`imports that point up: ${upward.length}`);
  for (const line of upward) console.log(`  ${line}`);
  console.log(`import cycles between files: ${fileCycles.length}`);
  for (const cycle of fileCycles) console.log(`  ${cycle.join(' ↔ ')}`);
  console.log(`imports from one feature into another: ${crossFeatureImports.length}`);
  console.log('largest files:');
  for (const { file, lines } of largest) console.log(`  ${String(lines).padStart(5)}  ${file}`);
  console.log('layers:');
  for (let layer = layers - 1; layer >= 0; layer -= 1) {
    const here = folders.filter((folder) => layerOf(folder) === layer);
    console.log(`  ${String(layer).padStart(2)}  ${here.join(', ')}`);
  }
}

const allowlistPath = option('--check');
if (allowlistPath) {
  const allowed = new Set(JSON.parse(readFileSync(resolve(repository, allowlistPath), 'utf8')));
  const unexpected = upward.filter((line) => !allowed.has(line));
  // A feature reaches another only through the other's declared seam (features/<name>/seam.ts).
  const pastSeams = crossFeatureImports.filter((line) => !/ -> features\/[^/]+\/seam\.ts$/.test(line));
  // lib, db and plugins sit below every feature: they import none.
  const belowFeatures = [...fileEdges]
    .filter(([file]) => /^(?:lib|db|plugins)\//.test(file))
    .flatMap(([file, targets]) =>
      targets.filter((target) => target.startsWith('features/')).map((target) => `${file} -> ${target}`),
    );
  // Route files speak HTTP: their queries live in the feature's services (and `*.collection.ts` definitions).
  const queryingRoutes = [...fileEdges.keys()]
    .filter((file) => /^features\/[^/]+\/[^/]+\.routes\.ts$/.test(file))
    .filter((file) => {
      const text = readFileSync(join(root, file), 'utf8');
      return (fileEdges.get(file) ?? []).includes('db/schema.ts') || /from\s*['"]drizzle-orm['"]/.test(text);
    });
  const problems = [
    ...fileCycles.map((cycle) => `an import cycle: ${cycle.join(' ↔ ')}`),
    ...queryingRoutes.map((file) => `a route file imports the schema or drizzle (queries go in services): ${file}`),
    ...unexpected.map((line) => `an import that points up a layer: ${line}`),
    ...pastSeams.map((line) => `a feature imports another past its seam: ${line}`),
    ...belowFeatures.map((line) => `lib, db or plugins import a feature: ${line}`),
  ];
  if (problems.length > 0) {
    console.error(`\n${problems.length} import problem(s):\n${problems.map((line) => `  ${line}`).join('\n')}`);
    console.error(
      'A feature imports lib, db, plugins and packages, and another feature only through its declared seam.',
    );
    process.exit(1);
  }
}
