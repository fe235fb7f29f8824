import { busyMachineTimeouts, domTestSetup, testReporters } from '@mesto/vitest-config';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    ...busyMachineTimeouts,
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
    setupFiles: [domTestSetup],
    reporters: testReporters(),
  },
});
