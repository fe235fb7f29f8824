import { busyMachineTimeouts, domTestSetup, testReporters } from '@mesto/vitest-config';
import { defineConfig } from 'vitest/config';

// Component and unit tests (happy-dom); the browser tests in e2e/ run with Playwright against the built app.
export default defineConfig({
  test: {
    ...busyMachineTimeouts,
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
    setupFiles: [domTestSetup],
    environmentOptions: { happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: true } } },
    reporters: testReporters(),
  },
});
