import { busyMachineTimeouts, testReporters } from '@mesto/vitest-config';
import { defineConfig } from 'vitest/config';

// The bot talks to a real API built by the API's test helpers: on the embedded PGlite (from the migrated template
// the API's global setup makes) and on the machine's PostgreSQL. Telegram itself is the only thing replaced.
const integration = ['src/**/*.test.ts'];
const unit = ['src/**/*.unit.test.ts'];

export default defineConfig({
  test: {
    reporters: testReporters(),
    ...busyMachineTimeouts,
    globalSetup: ['../api/src/testing/global-setup.ts'],
    projects: [
      { extends: true, test: { name: 'unit', include: unit } },
      { extends: true, test: { name: 'pglite', include: integration, exclude: unit, env: { TEST_DB: 'pglite' } } },
      {
        extends: true,
        test: { name: 'postgres', include: integration, exclude: unit, env: { TEST_DB: 'postgres' } },
      },
    ],
  },
});
