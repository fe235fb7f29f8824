import type { ViteUserConfig } from 'vitest/config';

/**
 * The reporters every package uses: the default console output for people, and a JSON report in
 * `.reports/` that `tooling/scripts/run-tests.mjs` adds up into the one summary line CI prints.
 */
export function testReporters(name = 'vitest'): NonNullable<NonNullable<ViteUserConfig['test']>['reporters']> {
  return ['default', ['json', { outputFile: `.reports/${name}.json` }]];
}
