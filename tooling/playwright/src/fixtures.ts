import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export { expect };

/** The demo accounts the API seeds on an empty database. */
export const DEMO_USERS = {
  root: { login: 'admin', password: 'admin-mesto-2026' },
  business: { login: 'business', password: 'business-mesto-2026' },
  visitor: { login: 'anna', password: 'demo-mesto-2026' },
} as const;

/** Console errors and uncaught exceptions of the page, collected for the whole test. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
    });
    page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
    await use(errors);
  },
});

/** A username nobody has taken yet (latin, starts with a letter, as the domain requires). */
export function uniqueUsername(prefix = 'e2e'): string {
  return `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** Signs the page's browser context in through the API (cookies are shared with the page). */
export async function signInByApi(page: Page, credentials: { login: string; password: string }): Promise<void> {
  const response = await page.request.post('/api/auth/login', { data: credentials });
  expect(response.ok(), `login ${credentials.login}: ${response.status()}`).toBe(true);
}

export async function signUpByApi(page: Page, username: string, password = 'e2e-password-2026'): Promise<void> {
  const response = await page.request.post('/api/auth/signup', { data: { username, password } });
  expect(response.ok(), `signup ${username}: ${response.status()}`).toBe(true);
}

export type A11yFinding = { id: string; impact: string; help: string; targets: string[] };

/** axe-core findings of impact serious or critical on the page as it is now. */
export async function seriousA11yViolations(page: Page): Promise<A11yFinding[]> {
  // Only violations are reported in detail: passes and incomplete results would just cost time.
  const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

/** A full-page screenshot into `<app>/screenshots/` (gitignored; CI keeps the folder as an artifact). */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  const configFile = test.info().config.configFile;
  const folder = join(configFile ? dirname(configFile) : process.cwd(), 'screenshots');
  await mkdir(folder, { recursive: true });
  await page.screenshot({ path: join(folder, `${name}.png`), fullPage: true, animations: 'disabled' });
}
