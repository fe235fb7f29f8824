import { testReporters } from '@mesto/vitest-config';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'happy-dom',
    // The Metrika test adds a real <script src>; happy-dom must not try to download it.
    environmentOptions: { happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: true } } },
    reporters: testReporters(),
  },
});
