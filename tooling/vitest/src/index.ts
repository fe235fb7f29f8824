import { fileURLToPath } from 'node:url';
import type { ViteUserConfig } from 'vitest/config';

/**
 * The reporters every package uses: the default console output for people, and a JSON report in `.reports/` that
 * `tooling/scripts/run-tests.mjs` adds up into the one summary line CI prints. The file name starts with `vitest`
 * because that is what turbo.json caches as the `test` output (`.reports/vitest*.json`): a cached run restores
 * the report, so its tests are counted again. A second report in one package needs a `name`.
 */
export function testReporters(name?: string): NonNullable<NonNullable<ViteUserConfig['test']>['reporters']> {
  const file = name ? `vitest-${name}.json` : 'vitest.json';
  return ['default', ['json', { outputFile: `.reports/${file}` }]];
}

/**
 * Time limits for a machine that is busy (CI shares its cores with other runs): a test is judged by what it waits
 * for, not by how fast a loaded machine gets there. Tests wait on conditions; these only bound a test that hangs.
 * Two minutes: a property test or a chart's first drawing that takes 3 s on an idle machine took over 30 s at a load
 * average far above the cores (a build and other suites beside the run), and that is slowness, not a hang. Ten minutes
 * for a hook: a suite's setup that migrates and seeds the demo city (15 s idle) took over 3 min at a load average of 27.
 */
export const busyMachineTimeouts = { testTimeout: 120_000, hookTimeout: 600_000 } as const;

/**
 * A setup file for tests in a DOM (happy-dom): Testing Library's waits get the same kind of limit (dom-setup.ts).
 * Give it in `setupFiles` of every project whose tests use Testing Library.
 */
export const domTestSetup = fileURLToPath(new URL('./dom-setup.ts', import.meta.url));
