import { execFileSync } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  test as base,
  expect,
  type Locator,
  type Page,
} from '@playwright/test';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT } from './index.ts';
import { type FrontEnd, frontEndUrlVariable, type RunningStack, startStack } from './servers.ts';

export { expect };

/** The demo accounts the API seeds on an empty database. */
export const DEMO_USERS = {
  root: { login: 'admin', password: 'admin-mesto-2026' },
  business: { login: 'business', password: 'business-mesto-2026' },
  visitor: { login: 'anna', password: 'demo-mesto-2026' },
} as const;

// A 1×1 transparent PNG.
const BLANK_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** The attribute the apps set on <html> once they have started on the page (@mesto/app-shell's AppProvider). */
export const APP_READY_ATTRIBUTE = 'data-app-ready';

/** Waits until the app has started on the page, if the page is one of the apps' (not an API answer or a file). */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(
    (attribute) => document.getElementById('root') === null || document.documentElement.hasAttribute(attribute),
    APP_READY_ATTRIBUTE,
  );
}

/**
 * Runs in every page: after a form is sent (and before the person does anything else), an error toast with no error
 * inside that form — a field marked invalid, an alert, or a form error summary — is reported to the test.
 */
export function watchFormErrors(): void {
  const report = (found: string) =>
    (window as unknown as { __mestoToastOnlyFormError?: (found: string) => void }).__mestoToastOnlyFormError?.(found);
  const hasOwnError = (form: HTMLFormElement) =>
    form.isConnected &&
    [...form.querySelectorAll('[role="alert"], [aria-invalid="true"], [data-error-summary]')].some(
      (element) => element.getAttribute('aria-invalid') === 'true' || (element.textContent ?? '').trim() !== '',
    );
  let sent: { form: HTMLFormElement; at: number } | null = null;
  /** Error toasts after a send whose form has not shown an error of its own yet. */
  let pending: { form: HTMLFormElement; toast: string; at: number }[] = [];
  const formName = (form: HTMLFormElement) =>
    form.getAttribute('aria-label') ??
    form.querySelector('button[type="submit"], button:not([type])')?.textContent?.trim() ??
    'form';
  /** Settles what can be settled: a form showing its error is fine; past the time given (or `now`), it is reported. */
  const settle = (now: boolean) => {
    pending = pending.filter((watch) => {
      if (hasOwnError(watch.form)) return false;
      // The form gets a few seconds to show its own error: the toast and the form's state render apart, and a busy
      // machine takes its time.
      if (!now && performance.now() - watch.at < 5000) return true;
      report(`«${formName(watch.form)}» on ${location.pathname}: ${watch.toast}`);
      return false;
    });
  };
  document.addEventListener(
    'submit',
    (event) => {
      if (event.target instanceof HTMLFormElement) sent = { form: event.target, at: performance.now() };
    },
    true,
  );
  // Anything the person does next is done seeing the form as it is: its error must be there by then.
  for (const type of ['pointerdown', 'keydown'] as const) {
    document.addEventListener(
      type,
      () => {
        settle(true);
        sent = null;
      },
      true,
    );
  }
  setInterval(() => settle(false), 200);
  const seen = new WeakSet<Element>();
  new MutationObserver(() => {
    for (const toast of document.querySelectorAll('[data-severity="error"]')) {
      if (seen.has(toast)) continue;
      seen.add(toast);
      if (sent === null || performance.now() - sent.at > 15_000) continue;
      pending.push({ form: sent.form, toast: (toast.textContent ?? '').trim(), at: performance.now() });
    }
    pending = pending.filter((watch) => !hasOwnError(watch.form));
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-invalid'] });
}

/**
 * Prepares a page as a person uses it: map tiles answered with a blank image (these machines cannot reach
 * OpenStreetMap; tests check markers and points, never tiles), and every opened page handed on once the app has
 * started on it. A server-rendered page is on screen before the app has taken it over (hydration yields to the
 * browser): a form filled then is sent by the browser itself, a button does nothing yet, so a test acts as a person
 * who waits for the page to come alive.
 */
async function preparePage(page: Page): Promise<void> {
  await page.route('https://tile.openstreetmap.org/**', (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: BLANK_PNG }),
  );
  for (const method of ['goto', 'reload', 'goBack', 'goForward'] as const) {
    const original = page[method].bind(page) as (...args: unknown[]) => Promise<unknown>;
    Object.assign(page, {
      [method]: async (...args: unknown[]) => {
        const response = await original(...args);
        await waitForApp(page);
        return response;
      },
    });
  }
}

/**
 * A second person's browser (a context of its own: cookies, storage) with a page prepared as the test's own `page`
 * is: its `goto` returns once the app has started, so what the test types is not sent by the browser before that.
 */
export async function openAppPage(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  await preparePage(page);
  return { context, page };
}

/**
 * Every page of a test: map tiles come from OpenStreetMap, which these machines cannot reach, so they are answered
 * with a blank image (tests check markers and points, never tiles); console errors and uncaught exceptions of the
 * page are collected for the whole test.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  page: async ({ page }, use) => {
    await preparePage(page);
    // A form's error belongs in the form (by the field or above the button) until the person changes something; a
    // toast alone is gone in seconds. Every test watches for it: an error toast after a form was sent, with nothing
    // in that form saying what went wrong, fails the test.
    const toastOnly: string[] = [];
    await page.exposeBinding('__mestoToastOnlyFormError', (_source, found: string) => void toastOnly.push(found));
    await page.addInitScript(watchFormErrors);
    await use(page);
    expect(toastOnly, 'a form whose error was shown only in a toast').toEqual([]);
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
    });
    page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
    await use(errors);
  },
});

/**
 * `test` against an API of its own started with these settings (apps/api/src/env.ts), and the app in front of it,
 * once per worker: for behaviour the shared run cannot show, like an access token that expires within a test.
 */
export function testWithOwnApi(apiEnv: Record<string, string>) {
  return test.extend<object, { ownStack: RunningStack }>({
    ownStack: [
      // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
      async ({}, use, workerInfo) => {
        const configFile = workerInfo.config.configFile;
        const stack = await startStack(configFile ? dirname(configFile) : process.cwd(), { env: apiEnv });
        await use(stack);
        await stack.stop();
      },
      // PGlite's first start with the demo data takes a while on these machines.
      { scope: 'worker', timeout: 180_000 },
    ],
    baseURL: async ({ ownStack }, use) => use(ownStack.url),
  });
}

/**
 * The address of another front end the run serves against the shared API (`alsoServe` of appPlaywrightConfig),
 * e.g. the visitor site for a business test that follows its data there. Not the API of `testWithOwnApi`.
 */
export function alsoServedUrl(name: FrontEnd): string {
  const url = process.env[frontEndUrlVariable(name)];
  if (!url) throw new Error(`the ${name} app is not served in this run: add it to alsoServe in playwright.config.ts`);
  return url;
}

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

/**
 * A JPEG photo drawn by the page's browser (a coloured field with a label), for upload tests: no image library on
 * the test's side, and each call may have its own size and colour so the test can tell its uploads apart.
 */
export async function sampleJpeg(
  page: Page,
  { width, height, color, name }: { width: number; height: number; color: string; name: string },
): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const base64 = await page.evaluate(
    ({ width, height, color, name }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d') as CanvasRenderingContext2D;
      context.fillStyle = color;
      context.fillRect(0, 0, width, height);
      context.fillStyle = '#fff';
      context.font = `${Math.round(width / 10)}px sans-serif`;
      context.fillText(name, width / 10, height / 2);
      return canvas.toDataURL('image/jpeg', 0.9).split(',')[1] as string;
    },
    { width, height, color, name },
  );
  return { name, mimeType: 'image/jpeg', buffer: Buffer.from(base64, 'base64') };
}

export type A11yFinding = { id: string; impact: string; help: string; targets: string[] };

/** axe-core findings of impact serious or critical on the page as it is now. */
export async function seriousA11yViolations(page: Page): Promise<A11yFinding[]> {
  // Colours are judged as they settle: a dialog fading in or a button's hover colour on its way is not the page's
  // contrast (axe read one mid-transition now and then, and the test passed on its retry). Endless ones (a spinner)
  // are not waited for; nothing is waited for longer than two seconds.
  await page
    .evaluate(async () => {
      const finite = document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY);
      await Promise.race([
        Promise.allSettled(finite.map((animation) => animation.finished)),
        new Promise((resolve) => setTimeout(resolve, 2000)),
      ]);
    })
    .catch(() => undefined);
  // Only violations are reported in detail: passes and incomplete results would just cost time. Legacy mode runs axe
  // in the page itself: the default opens a blank page of its own for every check to put the frames' results
  // together, which tripled a check's time (1.1 s against 0.35 s on the place page) and made the checks a third of
  // the browser tests' CPU. Our pages have no frame of their own to look into.
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

/**
 * A screenshot into `<app>/screenshots/` (gitignored; CI keeps the folder as an artifact): the whole page on a phone,
 * the visible part on larger screens.
 */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  const configFile = test.info().config.configFile;
  const folder = join(configFile ? dirname(configFile) : process.cwd(), 'screenshots');
  await mkdir(folder, { recursive: true });
  // A whole-page capture resizes the viewport for a moment; on a larger screen that was enough for the apps to take
  // the page for a phone and swap their header (the search box, mid-test, then came back empty). Phones keep their
  // long pages whole: their width stays a phone's.
  const viewport = page.viewportSize();
  const phone = viewport !== null && Math.min(viewport.width, viewport.height) <= 600;
  await page.screenshot({ path: join(folder, `${name}.png`), fullPage: phone, animations: 'disabled' });
}

/**
 * The page scrolls no wider than `width` (a phone's): waited for, since after a change of viewport the layout for the
 * new width comes with React's next render, which on a busy machine is not at once.
 */
export async function expectFitsWidth(page: Page, width: number): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: `the page fits ${width} px` })
    .toBeLessThanOrEqual(width);
}

export type Credentials = { login: string; password: string };

/** Signs in through the login screen on the page (it must be open): the shared form of both apps. */
export async function signInWithForm(page: Page, credentials: Credentials): Promise<void> {
  await page.getByLabel('Логин, почта или телефон').fill(credentials.login);
  await page.getByLabel('Пароль').fill(credentials.password);
  await page.getByRole('button', { name: 'Войти' }).click();
}

/**
 * `?redirect=` values that the URL parser turns into another host (`//evil.example/…`) and that a check of the first
 * characters let through: after signing in with one of them, both apps must land on their own home page.
 */
export const OFF_SITE_REDIRECTS = [
  '/.//evil.example/x',
  '/a/..//evil.example',
  '/./\\evil.example',
  '/\t/evil.example',
];

/**
 * A wrong password on `/auth/login`: the catalogue message (docs/product.md#error-catalogue) shows in a toast at the
 * bottom centre. Returns the toast for further checks.
 */
export async function expectFailedLoginToast(page: Page): Promise<Locator> {
  await page.goto('/auth/login');
  await signInWithForm(page, { login: uniqueUsername('nobody'), password: 'wrong-password-2026' });
  const toast = page.getByTestId('toast-viewport').getByRole('listitem').filter({ hasText: 'Неверный логин' });
  await expect(toast).toContainText('Не авторизован: Неверный логин или пароль');
  const viewport = page.viewportSize();
  if (!viewport) throw new Error('no viewport');
  // The toast slides in from below the edge: measure once it has come to rest.
  await expect
    .poll(async () => {
      const box = await toast.boundingBox();
      return box ? box.y + box.height : Number.POSITIVE_INFINITY;
    })
    .toBeLessThanOrEqual(viewport.height);
  const box = await toast.boundingBox();
  if (!box) throw new Error('no toast box');
  expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThan(3);
  expect(box.y + box.height).toBeGreaterThan(viewport.height - 80);
  return toast;
}

/** Logs out through the account menu: the login screen follows and both tokens are gone (storage and cookies). */
export async function logOutThroughMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: /Учётная запись/ }).click();
  await page.getByRole('menuitem', { name: 'Выйти' }).click();
  await expect(page).toHaveURL('/auth/login');
  // The login screen may come before the app has finished clearing its storage: wait for it, do not sample once.
  await expect
    .poll(() => page.evaluate(() => [localStorage.getItem('access-token'), localStorage.getItem('refresh-token')]))
    .toEqual([null, null]);
  // The cookies go with the logout's answer, which may come after the login screen (the app goes there first).
  await expect
    .poll(async () =>
      (await page.context().cookies())
        .filter((cookie) => cookie.name === 'access-token' || cookie.name === 'refresh-token')
        .map((cookie) => cookie.name),
    )
    .toEqual([]);
}

/**
 * Controls and titles on the page whose words do not fit their box: a button, a tab or a heading (or a part of one)
 * whose text runs past its edge or is cut with an ellipsis («Решённ…», «Елена …»). Each as «its text: scroll width >
 * box width». Visible elements only.
 */
export async function clippedLabels(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const visible = (element: Element) => element.getClientRects().length > 0;
    for (const control of document.querySelectorAll('button, [role="tab"], [role="button"], h1, h2, h3, summary')) {
      if (!visible(control)) continue;
      for (const element of [control, ...control.querySelectorAll('*')]) {
        // A visually hidden text for screen readers (a 1 px box) is not cut: nobody sees it.
        if (!(element instanceof HTMLElement) || !visible(element) || element.clientWidth <= 1) continue;
        const style = getComputedStyle(element);
        const clips = style.overflowX !== 'visible' || style.textOverflow === 'ellipsis';
        if (clips && element.scrollWidth > element.clientWidth + 1) {
          found.push(
            `${(control.textContent ?? '').trim().slice(0, 60)}: ${element.scrollWidth} > ${element.clientWidth}`,
          );
          break;
        }
      }
    }
    return found;
  });
}

/** Raw IANA zone names in the page's text («Europe/Moscow»): people read «московское время (UTC+3)». */
export async function latinZoneNames(page: Page): Promise<string[]> {
  // biome-ignore lint/performance/useDomNodeTextContent: the text people see, without hidden parts and scripts
  const text = await page.evaluate(() => document.body.innerText);
  return [
    ...text.matchAll(/\b(?:Africa|America|Antarctica|Asia|Atlantic|Australia|Europe|Indian|Pacific|Etc)\/[A-Za-z_]+/g),
  ].map((match) => match[0]);
}

/** A route of the table: its heading, exactly or, for demo data that follows the season, by a pattern. */
export type RouteCase = { name: string; path: string; title: string | RegExp };

export type RouteChecks<Route extends RouteCase> = {
  /** The document title every screen of the app has. */
  documentTitle: RegExp;
  /** Who opens the route; null = signed out. */
  account: (route: Route) => Credentials | null;
  /** The layout of the device size (e.g. the phone's bottom bar or menu button). */
  checkLayout: (page: Page, device: 'desktop' | 'phone', route: Route) => Promise<void>;
};

/**
 * One test per route of the app, looked at on a desktop and then on a phone (the layout switches live on resize):
 * the title, the layout of the size, no serious or critical axe finding, a screenshot of each, no console error.
 */
export function testEveryRoute<Route extends RouteCase>(routes: readonly Route[], checks: RouteChecks<Route>): void {
  for (const route of routes) {
    test(`${route.name} (${route.path}) renders on desktop and phone, accessible, without console errors`, async ({
      page,
      consoleErrors,
    }) => {
      const account = checks.account(route);
      if (account !== null) await signInByApi(page, account);
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.title);
      expect(new URL(page.url()).pathname).toBe(route.path);
      await expect(page).toHaveTitle(checks.documentTitle);

      for (const [device, viewport] of [
        ['desktop', DESKTOP_VIEWPORT],
        ['phone', PHONE_VIEWPORT],
      ] as const) {
        await page.setViewportSize(viewport);
        await checks.checkLayout(page, device, route);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.title);
        expect(await seriousA11yViolations(page), device).toEqual([]);
        // Nothing runs off the screen sideways, every label fits or wraps, and time zones are in words.
        await expectFitsWidth(page, viewport.width);
        expect(await clippedLabels(page), `${device}: labels cut or running past their box`).toEqual([]);
        expect(await latinZoneNames(page), device).toEqual([]);
        await saveScreenshot(page, `${route.name}-${device}`);
      }
      expect(consoleErrors).toEqual([]);
    });
  }
}

/** The first-load JavaScript budget of either front end (gzip): the entry and every chunk it imports statically. */
export const FIRST_LOAD_BUDGET_BYTES = 150 * 1024;

/**
 * What a first visit downloads before any screen of the built app in the current folder (`dist`), gzip: the figure
 * `mesto-bundle-size` prints, with the chunks that make it up.
 */
export function firstLoadJavaScript(): { bytes: number; chunks: string[] } {
  const bin = fileURLToPath(new URL('../../vite-config/bin/bundle-size.mjs', import.meta.url));
  const output = execFileSync(process.execPath, [bin, 'dist', '--json'], { encoding: 'utf8' });
  const [result] = JSON.parse(output) as { firstLoadJs: number; firstLoadChunks: { file: string; gzip: number }[] }[];
  if (result === undefined) throw new Error('bundle-size measured nothing');
  return {
    bytes: result.firstLoadJs,
    chunks: result.firstLoadChunks.map((chunk) => `${chunk.file} ${(chunk.gzip / 1024).toFixed(1)} kB`),
  };
}
