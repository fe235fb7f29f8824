#!/usr/bin/env node
// The one test command: lint, the OpenAPI lint, typecheck, unit/integration tests and browser tests of every
// package through turbo, then one summary line over every runner, `tests: N passed, N failed, N skipped`, alone on
// the last line.
//
// Each runner writes a JSON report into its package's `.reports/` (vitest: `vitest*.json`, Playwright:
// `playwright.json`); this script adds them up. turbo caches the vitest reports as the `test` outputs, so a cached
// run restores them and the count stays the same whether tests ran or were replayed.
//
// Extra arguments go to turbo (`pnpm test --filter=@mesto/domain`); with them, only the turbo steps run, since the
// two lints look at the whole tree.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('../..', import.meta.url).pathname;
// `pnpm test -- --filter=…` hands the separator on as well.
const turboArgs = process.argv.slice(2).filter((arg) => arg !== '--');

function run(command, args, { capture = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: capture ? ['ignore', 'pipe', 'inherit'] : 'inherit',
      env: process.env,
    });
    let stdout = '';
    child.stdout?.on('data', (chunk) => {
      stdout += chunk;
    });
    // 'close', not 'exit': the pipe may still hold the last of the output (turbo's plan) when the process has exited.
    child.on('close', (code) => resolve({ code: code ?? 1, stdout }));
  });
}

/**
 * The test and e2e tasks turbo will run (or replay), each with the report it must leave behind. Asking turbo
 * rather than listing folders keeps this in step with filters and with packages that have no such script.
 */
async function plannedRunners() {
  const { code, stdout } = await run('pnpm', ['exec', 'turbo', 'run', 'test', 'e2e', ...turboArgs, '--dry=json'], {
    capture: true,
  });
  if (code !== 0) throw new Error(`turbo could not plan the run (exit ${code})`);
  const plan = JSON.parse(stdout);
  return plan.tasks
    .filter((task) => (task.task === 'test' || task.task === 'e2e') && task.command !== '<NONEXISTENT>')
    .map((task) => ({
      name: `${task.package}#${task.task}`,
      reports: join(root, task.directory, '.reports'),
      // vitest may write several reports (testReporters(name)); Playwright writes one.
      isReport: task.task === 'test' ? (file) => /^vitest.*\.json$/.test(file) : (file) => file === 'playwright.json',
    }));
}

function addReport(totals, report) {
  if (typeof report.numPassedTests === 'number') {
    // vitest
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    // A file that failed to load has no tests but is a failure all the same.
    totals.failed += (report.testResults ?? []).filter(
      (file) => file.status === 'failed' && (file.assertionResults ?? []).length === 0,
    ).length;
    return true;
  }
  if (report.stats && typeof report.stats.expected === 'number') {
    // Playwright: a test that passed on its retry is flaky, counted as passed and visible in its report.
    totals.passed += report.stats.expected + (report.stats.flaky ?? 0);
    totals.failed += report.stats.unexpected;
    totals.skipped += report.stats.skipped ?? 0;
    return true;
  }
  return false;
}

/** Sums the reports of the planned runners; a runner that left no readable report is named and counts as failed. */
function readReports(runners) {
  const totals = { passed: 0, failed: 0, skipped: 0 };
  const missing = [];
  for (const runner of runners) {
    const files = existsSync(runner.reports) ? readdirSync(runner.reports).filter(runner.isReport) : [];
    if (files.length === 0) missing.push(runner.name);
    for (const file of files) {
      let counted = false;
      try {
        counted = addReport(totals, JSON.parse(readFileSync(join(runner.reports, file), 'utf8')));
      } catch {
        // A truncated or garbled report counts as missing below.
      }
      if (!counted) missing.push(`${runner.name} (${file})`);
    }
  }
  totals.failed += missing.length;
  return { totals, missing };
}

const runners = await plannedRunners().catch((error) => {
  // Without a plan nothing can be counted: say so on the summary line rather than crash without one.
  console.error(error);
  console.log('\ntests: 0 passed, 1 failed');
  process.exit(1);
});
// Only the reports this run will write again or turbo will restore from its cache: a stale report from an earlier
// run must not be counted, and a package outside a filter keeps its own.
for (const runner of runners) rmSync(runner.reports, { recursive: true, force: true });

/**
 * Where a turbo step's time went, from the run summary turbo writes with `--summarize` (.turbo/runs/*.json): each
 * task's wall time and when it started after the step did, longest first, and how many ran at once at most. Tasks run
 * side by side on few cores, so a task's time includes the others' share of them. Null when no summary was written.
 */
function timeSplit(since) {
  const dir = join(root, '.turbo/runs');
  if (!existsSync(dir)) return null;
  const newest = readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => join(dir, file))
    .filter((file) => statSync(file).mtimeMs >= since)
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];
  if (!newest) return null;
  try {
    const { tasks } = JSON.parse(readFileSync(newest, 'utf8'));
    const ran = tasks
      .filter((task) => task.execution?.startTime && task.execution?.endTime)
      .map((task) => ({
        id: task.taskId,
        cached: task.cache?.status === 'HIT',
        start: task.execution.startTime,
        end: task.execution.endTime,
      }));
    if (ran.length === 0) return null;
    const first = Math.min(...ran.map((task) => task.start));
    const events = ran.flatMap((task) => [
      [task.start, 1],
      [task.end, -1],
    ]);
    events.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    let running = 0;
    let most = 0;
    for (const [, change] of events) {
      running += change;
      most = Math.max(most, running);
    }
    const seconds = (ms) => `${Math.round(ms / 1000)} s`.padStart(7);
    const lines = ran
      .sort((a, b) => b.end - b.start - (a.end - a.start))
      .filter((task) => task.end - task.start >= 1000)
      .map(
        (task) =>
          `${seconds(task.end - task.start)}  from ${seconds(task.start - first)}  ${task.id}${task.cached ? ' (cached)' : ''}`,
      );
    return [`where the time went (at most ${most} tasks at once):`, ...lines].join('\n');
  } catch {
    return null;
  }
}

const turbo = ['exec', 'turbo', 'run'];
const steps = [
  ...(turboArgs.length === 0
    ? [
        ['lint', 'pnpm', ['exec', 'biome', 'ci', '.']],
        // Biome cannot tell a regular expression that backtracks super-linearly (ReDoS): ESLint's regexp rules can.
        ['regex lint', 'pnpm', ['run', 'lint:regex']],
        ['OpenAPI lint', 'pnpm', ['--filter', '@mesto/api-client', 'run', 'lint:openapi']],
        // Features reach each other only through their seams; nothing points up a layer (docs/architecture.md).
        [
          'import boundaries',
          process.execPath,
          ['tooling/scripts/import-layers.mjs', 'apps/api/src', '--check', 'tooling/import-allowlist.json'],
        ],
      ]
    : []),
  [
    'typecheck and tests',
    'pnpm',
    [...turbo, 'typecheck', 'test', '--continue', '--summarize', '--output-logs=errors-only', ...turboArgs],
  ],
  ['browser tests', 'pnpm', [...turbo, 'e2e', '--continue', '--summarize', '--output-logs=errors-only', ...turboArgs]],
];
const failedSteps = [];
for (const [name, command, args] of steps) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const { code } = await run(command, args);
  if (code !== 0) failedSteps.push(name);
  console.log(`\n${name}: ${Math.round((Date.now() - started) / 1000)} s`);
  if (args.includes('--summarize')) {
    const split = timeSplit(started);
    if (split) console.log(split);
  }
}

const { totals, missing } = readReports(runners);
if (missing.length > 0) console.log(`\nno test report from: ${missing.join(', ')}`);
if (failedSteps.length > 0) {
  console.log(`\nfailed steps: ${failedSteps.join(', ')}`);
  // A step that failed without a failing test in any report (a type error, a lint finding, a crash) still fails.
  if (totals.failed === 0) totals.failed = failedSteps.length;
}
const skipped = totals.skipped > 0 ? `, ${totals.skipped} skipped` : '';
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(failedSteps.length > 0 || totals.failed > 0 ? 1 : 0);
