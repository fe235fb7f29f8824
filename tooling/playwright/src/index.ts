import { fileURLToPath } from 'node:url';
import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import type { FrontEnd } from './servers.ts';

/** Debian's Chromium: Playwright cannot download its own browsers on these machines. */
export const chromiumLaunchOptions = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export const DESKTOP_VIEWPORT = { width: 1280, height: 800 };
export const PHONE_VIEWPORT = { width: 390, height: 844 };
/** A phone's browser: its screen and its user agent (the public site renders a phone's pages for it on the server). */
export const PHONE = {
  viewport: PHONE_VIEWPORT,
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36',
};

export type AppE2eOptions = {
  /**
   * Other built front ends the global setup serves beside this app against the same API, for tests that follow
   * data from one app into another; a test reads the address with `alsoServedUrl` of the fixtures.
   */
  alsoServe?: readonly FrontEnd[];
};

/**
 * The browser tests of a front end: Chromium, one worker (one API per run, tests that sign in and out share it),
 * the built app behind `vite preview` and a real API started by the global setup. The JSON report in `.reports/`
 * is what the root `pnpm test` adds up.
 */
export function appPlaywrightConfig(
  overrides: PlaywrightTestConfig = {},
  { alsoServe = [] }: AppE2eOptions = {},
): PlaywrightTestConfig {
  return defineConfig({
    testDir: 'e2e',
    outputDir: 'test-results',
    fullyParallel: false,
    workers: 1,
    forbidOnly: Boolean(process.env.CI),
    // One retry on CI, reported as flaky in the summary rather than hidden.
    retries: process.env.CI ? 1 : 0,
    // Limits on waits, not waits: a condition met ends the wait at once. At a load average of 25 on 2 cores a page of
    // the business panel took over 7 s to show a list it had just been sent to. A whole test is a flow of many such
    // steps: the rooms flow (two people, a dozen screens) ran out of a 60 s budget on a loaded machine in the middle
    // of a step that was still on its way, so a test gets three minutes. A step gets 30 s: at a load average of 15 a
    // signed-in person's place page took 24 s from its HTML to the queries asked again as them (their own opinion).
    timeout: 180_000,
    expect: { timeout: 30_000 },
    reporter: [['list'], ['json', { outputFile: '.reports/playwright.json' }]],
    globalSetup: fileURLToPath(new URL('./global-setup.ts', import.meta.url)),
    use: {
      browserName: 'chromium',
      launchOptions: chromiumLaunchOptions,
      ...(process.env.E2E_BASE_URL ? { baseURL: process.env.E2E_BASE_URL } : {}),
      viewport: DESKTOP_VIEWPORT,
      locale: 'ru-RU',
      timezoneId: 'Europe/Moscow',
      colorScheme: 'light',
      screenshot: 'only-on-failure',
      // A trace is recorded on the retry of a failed test (CI retries once): recording one for every test kept two
      // Chromium processes busy with the screencast through the whole run.
      trace: 'on-first-retry',
    },
    ...overrides,
    // The global setup gets only the resolved config: the metadata carries what it has to start.
    metadata: { ...overrides.metadata, alsoServe },
  });
}
