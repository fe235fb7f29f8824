import { busyMachineTimeouts, testReporters } from '@mesto/vitest-config';
import { defineConfig } from 'vitest/config';

// Every integration test runs twice: on the embedded PGlite and on the machine's PostgreSQL.
const integration = ['src/**/*.test.ts'];
const unit = ['src/**/*.unit.test.ts'];
// Fault injection: these tests start their own API processes, databases and Redis, so they run once, not per database.
const faults = ['src/faults/**/*.test.ts'];

export default defineConfig({
  test: {
    reporters: testReporters(),
    ...busyMachineTimeouts,
    globalSetup: ['src/testing/global-setup.ts'],
    projects: [
      { extends: true, test: { name: 'unit', include: unit } },
      {
        extends: true,
        test: { name: 'pglite', include: integration, exclude: [...unit, ...faults], env: { TEST_DB: 'pglite' } },
      },
      {
        extends: true,
        test: { name: 'postgres', include: integration, exclude: [...unit, ...faults], env: { TEST_DB: 'postgres' } },
      },
      { extends: true, test: { name: 'faults', include: faults, testTimeout: 240_000 } },
    ],
  },
});
