#!/usr/bin/env node
// The one test command: lint, typecheck, unit/integration tests and browser tests of every package through turbo,
// then one summary line over every runner, `tests: N passed, N failed, N skipped`, alone on the last line.
// Each runner writes a JSON report into its package's `.reports/`; this script adds them up.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('../..', import.meta.url).pathname;
const workspaceDirs = ['apps', 'packages', 'tooling'].flatMap((group) => {
  const dir = join(root, group);
  return existsSync(dir) ? readdirSync(dir).map((name) => join(dir, name)) : [];
});

function run(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: process.env });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

function readReports() {
  const totals = { passed: 0, failed: 0, skipped: 0 };
  for (const dir of workspaceDirs) {
    const reports = join(dir, '.reports');
    if (!existsSync(reports)) continue;
    for (const file of readdirSync(reports).filter((name) => name.endsWith('.json'))) {
      const report = JSON.parse(readFileSync(join(reports, file), 'utf8'));
      if (typeof report.numPassedTests === 'number') {
        // vitest
        totals.passed += report.numPassedTests;
        totals.failed += report.numFailedTests;
        totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
        // A file that failed to load has no tests but is a failure all the same.
        totals.failed += (report.testResults ?? []).filter(
          (file) => file.status === 'failed' && (file.assertionResults ?? []).length === 0,
        ).length;
      } else if (report.stats && typeof report.stats.expected === 'number') {
        // Playwright
        totals.passed += report.stats.expected + (report.stats.flaky ?? 0);
        totals.failed += report.stats.unexpected;
        totals.skipped += report.stats.skipped ?? 0;
      }
    }
  }
  return totals;
}

for (const dir of workspaceDirs) rmSync(join(dir, '.reports'), { recursive: true, force: true });

const steps = [
  ['lint', 'pnpm', ['exec', 'biome', 'ci', '.']],
  [
    'typecheck and tests',
    'pnpm',
    ['exec', 'turbo', 'run', 'typecheck', 'test', '--continue', '--output-logs=errors-only'],
  ],
  ['browser tests', 'pnpm', ['exec', 'turbo', 'run', 'e2e', '--continue', '--output-logs=errors-only']],
];
const failedSteps = [];
for (const [name, command, args] of steps) {
  console.log(`\n▶ ${name}`);
  const code = await run(command, args);
  if (code !== 0) failedSteps.push(name);
}

const totals = readReports();
if (failedSteps.length > 0) {
  console.log(`\nfailed steps: ${failedSteps.join(', ')}`);
  // A step that failed without a failing test in any report (a type error, a lint finding, a crash) still fails.
  if (totals.failed === 0) totals.failed = failedSteps.length;
}
const skipped = totals.skipped > 0 ? `, ${totals.skipped} skipped` : '';
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(failedSteps.length > 0 || totals.failed > 0 ? 1 : 0);
