import { chromiumLaunchOptions } from '@mesto/playwright-config';
import { busyMachineTimeouts, domTestSetup, testReporters } from '@mesto/vitest-config';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    ...busyMachineTimeouts,
    reporters: testReporters(),
    projects: [
      {
        plugins: [react()],
        test: {
          ...busyMachineTimeouts,
          name: 'components',
          environment: 'happy-dom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: [domTestSetup, 'src/testing/setup.ts'],
        },
      },
      {
        plugins: [storybookTest({ configDir: '.storybook' })],
        test: {
          ...busyMachineTimeouts,
          name: 'storybook',
          // Above the charts' wait for their first drawing (src/components/charts/story-waits.ts).
          testTimeout: 120_000,
          browser: {
            enabled: true,
            headless: true,
            // Stories are played with reduced motion, as people who ask for it see them: dialogs, sheets and toasts are
            // there at once (no entry animation whose first frame is transparent), however slowly a busy machine
            // draws the frames.
            provider: playwright({ launchOptions: chromiumLaunchOptions, contextOptions: { reducedMotion: 'reduce' } }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
