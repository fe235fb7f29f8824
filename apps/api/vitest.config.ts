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
    // The suite is the longest task of the test command and runs its last minutes alone: a worker per core, not
    // vitest's default of one less (one worker on these 2-core machines). Its tests share nothing but the machine's
    // PostgreSQL and Redis, where each test app has a database and keys of its own.
    maxWorkers: '100%',
    projects: [
      { extends: true, test: { name: 'unit', include: unit } },
      {
        extends: true,
        test: {
          name: 'pglite',
          include: integration,
          exclude: [...unit, ...faults],
          env: { TEST_DB: 'pglite' },
          // A file builds its own app on its own database and mocks nothing, so files of a worker share the loaded
          // modules (importing the app took ~30 % of the suite's time, again for every file).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'postgres',
          include: integration,
          exclude: [...unit, ...faults],
          env: { TEST_DB: 'postgres' },
          isolate: false,
        },
      },
      { extends: true, test: { name: 'faults', include: faults, testTimeout: 240_000 } },
    ],
  },
});
