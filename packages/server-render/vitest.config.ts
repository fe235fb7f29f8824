import { busyMachineTimeouts, testReporters } from '@mesto/vitest-config';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    ...busyMachineTimeouts,
    include: ['src/**/*.test.ts'],
    environment: 'node',
    reporters: testReporters(),
  },
});
