// Prints the functions with the most self time in a .cpuprofile, and the share per package (by file path).
import { readFileSync } from 'node:fs';

const profile = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const self = new Map();
const byPackage = new Map();
const _dt = profile.timeDeltas;
const counts = new Map();
for (const sample of profile.samples) counts.set(sample, (counts.get(sample) ?? 0) + 1);
let total = 0;
for (const node of profile.nodes) {
  const hits = counts.get(node.id) ?? 0;
  total += hits;
  const f = node.callFrame;
  const key = `${f.functionName || '(anonymous)'} ${f.url.replace(/^.*node_modules\/\.pnpm\//, '').slice(-80)}:${f.lineNumber}`;
  self.set(key, (self.get(key) ?? 0) + hits);
  const pkg = f.url.includes('node_modules/.pnpm/')
    ? f.url.split('node_modules/.pnpm/')[1].split('/')[0].replace(/@\d.*/, '')
    : f.url.includes('/apps/') || f.url.includes('/packages/')
      ? 'our code'
      : f.url
        ? 'node'
        : f.functionName;
  byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + hits);
}
const top = (map, n) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, v]) => `${((v / total) * 100).toFixed(1).padStart(5)}%  ${k}`)
    .join('\n');
console.log(`samples: ${total}\n\nby package:\n${top(byPackage, 18)}\n\nby function (self):\n${top(self, 30)}`);
