#!/usr/bin/env node
// The whole suite on a busy machine: a clean clone of the current commit in a temporary folder, LOAD busy-loop
// processes beside it at normal priority (each takes a core's worth of CPU from the suite, as other work on a shared
// CI machine would), `bash .ci/run` there, the machine's load average sampled every SAMPLE_SECONDS. At the end one
// line — date, commit, hogs, load average min / median / max, wall time, exit status and the `tests:` summary — is
// printed and added to the table of a Markdown log (default bench/loaded-runs.md of this repository, or the path given).
//
//   node tooling/scripts/loaded-suite.mjs [log.md]
//   env: LOAD (2 hogs), RUNS (1: runs one after another, a line each), SAMPLE_SECONDS (10),
//        LOADED_SUITE_COMMAND (default `bash .ci/run`; e.g. "echo tests: 3 passed, 0 failed" to try the tool),
//        KEEP=1 keeps the clone (its path is printed).
//
// Only committed work is tested: the clone is of HEAD, not of the working tree.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
const logPath = resolve(process.argv[2] ?? join(root, 'bench/loaded-runs.md'));
const hogs = Number(process.env.LOAD ?? 2);
const runs = Number(process.env.RUNS ?? 1);
const sampleSeconds = Number(process.env.SAMPLE_SECONDS ?? 10);
const command = process.env.LOADED_SUITE_COMMAND ?? 'bash .ci/run';
const SUMMARY = /^tests: \d+ passed, \d+ failed(, \d+ skipped)?$/;

/** The value in the middle of the sorted numbers (the mean of the two middle ones for an even count). */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The last `tests: N passed, N failed[, N skipped]` line of an output, or null. */
function summaryOf(output) {
  const lines = output
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => SUMMARY.test(line));
  return lines.at(-1) ?? null;
}

const minutes = (ms) => `${Math.floor(ms / 60_000)} min ${String(Math.round((ms % 60_000) / 1000)).padStart(2, '0')} s`;

const running = new Set();
/** The clone of the run in progress, removed however the script ends (unless KEEP). */
let clone = null;
function stopAll() {
  for (const child of running) {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
  running.clear();
  if (clone && !process.env.KEEP) rmSync(clone, { recursive: true, force: true });
}
process.on('SIGINT', () => {
  stopAll();
  process.exit(130);
});
process.on('SIGTERM', () => {
  stopAll();
  process.exit(143);
});
process.on('exit', stopAll);

/** A process in a group of its own, so stopping it stops whatever it started. */
function start(file, args, options) {
  const child = spawn(file, args, { detached: true, ...options });
  running.add(child);
  child.once('exit', () => running.delete(child));
  return child;
}

function startHogs(count) {
  return Array.from({ length: count }, () => start(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
}

function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}

async function once(commit) {
  const dir = mkdtempSync(join(tmpdir(), 'mesto-loaded-'));
  clone = dir;
  try {
    execFileSync('git', ['clone', '--quiet', '--no-checkout', root, dir], { stdio: 'inherit' });
    execFileSync('git', ['-C', dir, 'checkout', '--quiet', '--detach', commit], { stdio: 'inherit' });
    console.log(`\n▶ ${command}  in ${dir} (${commit.slice(0, 10)}), ${hogs} CPU hogs beside it`);

    const samples = [loadavg()[0]];
    const sampler = setInterval(() => samples.push(loadavg()[0]), sampleSeconds * 1000);
    const load = startHogs(hogs);
    const started = Date.now();
    // The output is passed through as it comes; the summary line is looked for in whole lines of each stream.
    const tails = new Map();
    let summary = null;
    const child = start('bash', ['-c', command], { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
    const onData = (stream) => (chunk) => {
      stream.write(chunk);
      const text = (tails.get(stream) ?? '') + chunk.toString('utf8');
      const cut = text.lastIndexOf('\n');
      if (cut >= 0) summary = summaryOf(text.slice(0, cut)) ?? summary;
      tails.set(stream, cut >= 0 ? text.slice(cut + 1) : text);
    };
    child.stdout.on('data', onData(process.stdout));
    child.stderr.on('data', onData(process.stderr));
    const status = await new Promise((done) => child.once('close', (code, signal) => done(code ?? signal)));
    for (const rest of tails.values()) summary = summaryOf(rest) ?? summary;
    const wall = Date.now() - started;
    clearInterval(sampler);
    samples.push(loadavg()[0]);
    for (const hog of load) stop(hog);

    const row = {
      date: new Date(started).toISOString().replace(/\.\d+Z$/, 'Z'),
      commit: commit.slice(0, 10),
      hogs: `${hogs} on ${cpus().length} cores`,
      load: `${Math.min(...samples).toFixed(1)} / ${median(samples).toFixed(1)} / ${Math.max(...samples).toFixed(1)}`,
      wall: minutes(wall),
      status: String(status),
      summary: summary ?? '(no tests: line)',
    };
    return { row, dir };
  } finally {
    if (!process.env.KEEP) rmSync(dir, { recursive: true, force: true });
    clone = null;
  }
}

const commit = execFileSync('git', ['-C', root, 'rev-parse', 'HEAD'], { encoding: 'utf8' }).trim();
const dirty = execFileSync('git', ['-C', root, 'status', '--porcelain', '--untracked-files=no'], { encoding: 'utf8' });
if (dirty.trim()) console.log('Uncommitted changes are not in the run: it tests the commit HEAD names.');
/** Puts a row at the end of the log's table, above any notes written under it. */
function addRow(path, row) {
  const lines = readFileSync(path, 'utf8')
    .replace(/(?<!\n)\n+$/, '')
    .split('\n');
  let last = lines.length - 1;
  while (last >= 0 && !lines[last].startsWith('|')) last -= 1;
  lines.splice(last + 1, 0, row);
  writeFileSync(path, `${lines.join('\n')}\n`);
}

if (!existsSync(logPath)) {
  writeFileSync(
    logPath,
    '# The suite on a loaded machine\n\n' +
      'Lines appended by `node tooling/scripts/loaded-suite.mjs`: a clean clone, `LOAD` busy-loop processes beside\n' +
      'the suite, load average (1 min) sampled while it ran.\n\n' +
      '| date | commit | CPU hogs | load average min / median / max | wall time | exit | tests |\n' +
      '| ---- | ------ | -------- | -------------------------------- | --------- | ---- | ----- |\n',
  );
}
let failed = false;
for (let run = 1; run <= runs; run += 1) {
  const { row, dir } = await once(commit);
  const line = `| ${row.date} | ${row.commit} | ${row.hogs} | ${row.load} | ${row.wall} | ${row.status} | ${row.summary} |`;
  addRow(logPath, line);
  console.log(
    `\nrun ${run} of ${runs}${process.env.KEEP ? ` (clone kept: ${dir})` : ''}:\n${line}\n(added to ${logPath})`,
  );
  failed ||= row.status !== '0' || !/, 0 failed/.test(row.summary);
}
process.exit(failed ? 1 : 0);
