import { expect, seriousA11yViolations, signUpByApi, test, uniqueUsername } from '@mesto/playwright-config/fixtures';
import type { Page } from '@playwright/test';

// «Пожаловаться» on someone's opinion, from a place's page. The complaint dialog's code is a chunk of its own: a
// signed-out visitor (who gets a link to sign in) never fetches it; for a signed-in person the button is a dialog's
// trigger as before — the keyboard opens it, focus stays inside, Escape closes it and gives the focus back to the
// button — and a sent complaint is a toast, the button then saying «Жалоба отправлена».

const DIALOG_CHUNK = /\/assets\/report-dialog-[^/]+\.js$/;

/** A place whose page lists opinions (the demo data has some). */
async function placeWithOpinions(page: Page): Promise<string> {
  const response = await page.request.get('/api/places?limit=100');
  expect(response.ok()).toBe(true);
  const { items } = (await response.json()) as { items: { code: string; opinionCount: number }[] };
  const place = items.find((item) => item.opinionCount > 0);
  expect(place, 'a demo place with opinions').toBeDefined();
  return (place as { code: string }).code;
}

test('the complaint dialog: not fetched for a signed-out visitor; from the keyboard, with focus back, and sent', async ({
  page,
  consoleErrors,
}) => {
  test.slow();
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (DIALOG_CHUNK.test(new URL(request.url()).pathname)) fetched.push(request.url());
  });
  const code = await placeWithOpinions(page);

  // Signed out: a link to sign in, and the dialog's code stays on the server, even once the page is idle.
  await page.goto(`/place/${code}`);
  const opinions = page.getByRole('list', { name: 'Мнения о месте' });
  const link = opinions.getByRole('link', { name: /^Пожаловаться: / }).first();
  await expect(link).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
  expect(fetched).toEqual([]);

  // Signed in (someone new, so every opinion is another's): the button opens the dialog.
  await signUpByApi(page, uniqueUsername('complaint'));
  await page.reload();
  const button = opinions.getByRole('button', { name: /^Пожаловаться: / }).first();
  await expect(button).toBeVisible();
  await expect(button).toHaveAttribute('aria-haspopup', 'dialog');
  await expect(button).toHaveAttribute('aria-expanded', 'false');

  // While the dialog is open the rest of the page is hidden from assistive technology: the trigger is held by handle.
  const trigger = await button.elementHandle();
  await button.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Пожаловаться' });
  await expect(dialog).toBeVisible();
  expect(await trigger?.getAttribute('aria-expanded')).toBe('true');
  expect(fetched.length).toBeGreaterThan(0);
  // Focus is inside and stays there as Tab goes round.
  await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  for (let step = 0; step < 12; step++) await page.keyboard.press('Tab');
  expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute('aria-expanded', 'false');

  // Sent: a toast, and the button, focused again, says so and opens nothing more.
  await button.click();
  await dialog.getByRole('radio', { name: 'Спам' }).check();
  await dialog.getByRole('button', { name: 'Отправить жалобу' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(
    page.getByTestId('toast-viewport').getByRole('listitem').filter({ hasText: 'Жалоба отправлена' }),
  ).toBeVisible();
  const sent = opinions.getByRole('button', { name: 'Жалоба отправлена' }).first();
  await expect(sent).toBeFocused();
  await expect(sent).toHaveAttribute('aria-disabled', 'true');

  expect(consoleErrors).toEqual([]);
});
