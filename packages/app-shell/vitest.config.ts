import { busyMachineTimeouts, domTestSetup, testReporters } from '@mesto/vitest-config';
import { defineConfig } from 'vitest/config';

// Unit and component tests of the shared shell (happy-dom).
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
