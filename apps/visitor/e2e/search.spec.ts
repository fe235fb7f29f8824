import { expect, saveScreenshot, seriousA11yViolations, test } from '@mesto/playwright-config/fixtures';

// The header's global search: results grouped as the person types, the keyboard opens one, and Enter on the query
// opens the results page with every group. On a phone the box is a button opening a full-screen sheet.

test('the header search shows grouped results as you type; ArrowDown and Enter open a place', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/');
  const box = page.getByRole('banner').getByRole('combobox', { name: 'Поиск' });
  await box.fill('кофе');
  const listbox = page.getByRole('listbox', { name: 'Поиск' });
  const places = listbox.getByRole('group', { name: 'Места' });
  await expect(places.getByRole('option').first()).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await saveScreenshot(page, 'search-popup-desktop');

  // The first result is highlighted (for screen readers too) and Enter opens it.
  const first = places.getByRole('option').first();
  const title = (await first.locator('span').first().textContent()) ?? '';
  await box.press('ArrowDown');
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) ?? '');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/place\/[^/?]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  expect(consoleErrors).toEqual([]);
});

test('Enter on a query opens the results page with every group, the query in the link', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/events');
  const box = page.getByRole('banner').getByRole('combobox', { name: 'Поиск' });
  await box.fill('кофе');
  await expect(page.getByRole('listbox', { name: 'Поиск' }).getByRole('option').first()).toBeVisible();
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=%D0%BA%D0%BE%D1%84%D0%B5$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Поиск');
  await expect(page.getByRole('searchbox', { name: 'Что ищем' })).toHaveValue('кофе');
  await expect(page.getByRole('heading', { level: 2, name: /^Места/ })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Найдено/ })).toBeVisible();
  // Each result is a link to its page.
  const placeLinks = page.getByRole('region', { name: /^Места/ }).getByRole('link');
  await expect(placeLinks.first()).toHaveAttribute('href', /^\/place\//);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await saveScreenshot(page, 'search-results-desktop');

  // A query with no match says so; an empty one asks what to look for.
  await page.getByRole('searchbox', { name: 'Что ищем' }).fill('щщщщщщщщщщ');
  await expect(page.getByRole('heading', { name: 'Ничего не нашлось' })).toBeVisible();
  await expect(page).toHaveURL(/q=%D1%89/);
  await page.goto('/search');
  await expect(page.getByRole('heading', { name: 'Что вы ищете?' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('on a phone the search is a button opening a full-width sheet', async ({ page, consoleErrors }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('combobox', { name: 'Поиск' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Открыть поиск' }).click();
  const sheet = page.getByRole('dialog', { name: 'Поиск' });
  const box = sheet.getByRole('combobox', { name: 'Поиск' });
  await expect(box).toBeFocused();
  await box.fill('кофе');
  const first = sheet.getByRole('group', { name: 'Места' }).getByRole('option').first();
  await expect(first).toBeVisible();
  const sheetBox = await sheet.boundingBox();
  expect(sheetBox?.width).toBe(360);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await saveScreenshot(page, 'search-sheet-phone');
  await first.click();
  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL(/\/place\/[^/?]+$/);
  expect(consoleErrors).toEqual([]);
});
