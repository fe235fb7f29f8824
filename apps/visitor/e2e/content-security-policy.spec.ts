import { expect, test } from '@mesto/playwright-config/fixtures';
import type { Page } from '@playwright/test';

// The site runs under its Content-Security-Policy: pages rendered on the server hydrate (their inline payload is
// allowed by hash), no violation is reported, and a script injected inline does not run.

type Violation = { directive: string; blocked: string; sample: string };

async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: unknown[] = [];
    Object.assign(window, { __cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push({ directive: event.effectiveDirective, blocked: event.blockedURI, sample: event.sample });
    });
  });
  return () => page.evaluate(() => (window as unknown as { __cspViolations: Violation[] }).__cspViolations);
}

test('pages run under the policy without violations; an injected inline script is blocked', async ({
  page,
  request,
  consoleErrors,
}) => {
  const violations = await watchViolations(page);
  const places = (await (await request.get('/api/places?limit=1&sort=rating')).json()) as { items: { code: string }[] };
  const place = places.items[0];
  if (place === undefined) throw new Error('the demo city has no places');

  for (const path of [`/place/${place.code}`, '/events', '/']) {
    const response = await page.goto(path);
    const policy = response?.headers()['content-security-policy'] ?? '';
    const scripts = /script-src ([^;]*)/.exec(policy)?.[1] ?? '';
    expect(scripts, path).toContain("'self'");
    expect(scripts, path).not.toContain("'unsafe-inline'");
    expect(policy, path).toContain("frame-ancestors 'none'");
    expect(response?.headers()['x-content-type-options'], path).toBe('nosniff');
    // The app took the page over: the fixture's goto waited for it, so its scripts ran.
    await expect(page.locator('html')).toHaveAttribute('data-app-ready', /.*/);
    expect(await violations(), path).toEqual([]);
  }

  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.body.append(script);
  });
  await expect
    .poll(async () => (await violations()).map((violation) => violation.directive))
    .toContain('script-src-elem');
  expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
  expect(consoleErrors.filter((error) => !/Content Security Policy/.test(error))).toEqual([]);
});
