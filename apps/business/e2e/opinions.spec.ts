import {
  alsoServedUrl,
  DEMO_USERS,
  expect,
  expectFitsWidth,
  saveScreenshot,
  seriousA11yViolations,
  signInByApi,
  test,
  uniqueUsername,
} from '@mesto/playwright-config/fixtures';
import type { Page } from '@playwright/test';

// Opinions from both sides: a guest writes about a place of the demo business's organisation; the business sees
// the unanswered count on its dashboard, answers in place on /business/opinions, the count goes down, and the answer
// shows to everyone on the public place page (the visitor site runs beside the panel against the same API).

// Кофейня «Зерно»: a place of «Волжские кофейни», whose team the demo business user is in.
const PLACE_CODE = 'place001';

const toast = (page: Page, text: string | RegExp) =>
  page.getByTestId('toast-viewport').getByRole('listitem').filter({ hasText: text });

/** The dashboard's figure: «12 мнений без ответа» → 12, «На все мнения есть ответ» → 0. */
async function unansweredOnDashboard(page: Page): Promise<number> {
  await page.goto('/business');
  const figure = page.getByTestId('unanswered-opinions');
  await expect(figure).toBeVisible();
  const text = (await figure.textContent()) ?? '';
  return text.startsWith('На все') ? 0 : Number.parseInt(text.replace(/\s/g, ''), 10);
}

test('the business answers a guest’s opinion in place: the unanswered count goes down and the answer is public', async ({
  page,
  playwright,
  baseURL,
  consoleErrors,
}) => {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  const opinionText = `Отличный фильтр-кофе и тихо по утрам ${id}`;
  const answerText = `Спасибо! Ждём вас снова на утренний кофе ${id}`;

  // A new guest writes about the place through the API, in a browser context of their own.
  const guest = await playwright.request.newContext({ baseURL });
  const signup = await guest.post('/api/auth/signup', {
    data: { username: uniqueUsername('guest'), password: 'e2e-password-2026' },
  });
  expect(signup.ok(), `signup: ${signup.status()}`).toBe(true);
  const places = (await (await guest.get(`/api/places?code=${PLACE_CODE}`)).json()) as { items: { id: string }[] };
  const placeId = places.items[0]?.id ?? '';
  const written = await guest.post('/api/opinions/editor', {
    data: { placeId, rating: 4, text: opinionText, visibility: 'PUBLIC' },
  });
  expect(written.ok(), `opinion: ${written.status()}`).toBe(true);
  await guest.dispose();

  await signInByApi(page, DEMO_USERS.business);
  const before = await unansweredOnDashboard(page);
  expect(before).toBeGreaterThan(0);
  await saveScreenshot(page, 'opinions-dashboard-desktop');

  // The dashboard leads to the unanswered ones.
  await page.getByRole('link', { name: 'Ответить' }).click();
  await expect(page).toHaveURL(/\/business\/opinions\?answered=false$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Мнения');
  await expect(page.getByRole('radio', { name: 'Без ответа' })).toBeChecked();
  const list = page.getByRole('list', { name: 'Мнения гостей' });
  const card = list.getByRole('listitem').filter({ hasText: opinionText });
  await expect(card).toBeVisible();
  await expect(card.getByRole('link', { name: 'Кофейня «Зерно»' })).toHaveAttribute(
    'href',
    `/business/places/editor/${PLACE_CODE}`,
  );
  expect(await seriousA11yViolations(page)).toEqual([]);

  // An empty answer is stopped by the rule of @mesto/domain, under the field.
  await card.getByRole('button', { name: 'Ответить' }).click();
  const form = card.getByRole('form', { name: /^Ответ на мнение/ });
  await form.getByRole('button', { name: 'Опубликовать ответ' }).click();
  await expect(form.getByText('Напишите ответ').first()).toBeVisible();
  await form.getByRole('textbox', { name: /^Ответ/ }).fill(answerText);
  await form.getByRole('button', { name: 'Напитки' }).click();
  await expect(form.getByRole('button', { name: 'Напитки' })).toHaveAttribute('aria-pressed', 'true');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await saveScreenshot(page, 'opinions-answer-form-desktop');
  await form.getByRole('button', { name: 'Опубликовать ответ' }).click();
  await expect(toast(page, 'Ответ опубликован')).toBeVisible();

  // The card shows the answer at once and offers to change it.
  await expect(form).toBeHidden();
  await expect(card.getByRole('region', { name: /^Ответ/ })).toContainText(answerText);
  await expect(card.getByRole('button', { name: 'Изменить ответ' })).toBeVisible();

  // Answering again edits the answer.
  await card.getByRole('button', { name: 'Изменить ответ' }).click();
  const editForm = card.getByRole('form', { name: /^Ответ на мнение/ });
  await expect(editForm.getByRole('textbox', { name: /^Ответ/ })).toHaveValue(answerText);
  await editForm.getByRole('button', { name: 'Отмена' }).click();
  await expect(editForm).toBeHidden();

  // Answered, it is among the answered ones and no longer counted.
  // The choice is a native radio under its label, which takes the click.
  await page.locator('label').filter({ hasText: 'С ответом' }).click();
  await expect(page.getByRole('radio', { name: 'С ответом' })).toBeChecked();
  await expect(page).toHaveURL(/answered=true/);
  await expect(list.getByRole('listitem').filter({ hasText: opinionText })).toContainText(answerText);
  expect(await unansweredOnDashboard(page)).toBe(before - 1);

  // On a phone the panel's opinions fit the screen.
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/business/opinions?answered=true');
  await expect(list.getByRole('listitem').first()).toBeVisible();
  await expectFitsWidth(page, 360);
  await saveScreenshot(page, 'opinions-phone');

  // Everyone sees the answer under the opinion on the public place page.
  await page.setViewportSize({ width: 1280, height: 800 });
  // The panel is left before its cookies go, so none of its live calls (the unread chats) runs signed out.
  await page.goto('about:blank');
  await page.context().clearCookies();
  await page.goto(new URL(`/place/${PLACE_CODE}`, alsoServedUrl('visitor')).href);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Кофейня «Зерно»');
  await expect(page.getByText(answerText)).toBeVisible();

  expect(consoleErrors).toEqual([]);
});

test('a place’s editor shows its visits: here now, per day and by hour', async ({ page, consoleErrors }) => {
  await signInByApi(page, DEMO_USERS.business);
  await page.goto(`/business/places/editor/${PLACE_CODE}`);
  // The editor is as before.
  await expect(page.getByRole('form', { name: 'Место' })).toBeVisible();
  const visits = page.getByRole('region', { name: 'Посещения' });
  await expect(visits.getByText('Сейчас здесь')).toBeVisible();
  await expect(visits.getByRole('figure', { name: 'Посещения по дням', exact: true })).toBeVisible();
  await expect(visits.getByRole('figure', { name: 'Посещения по дням недели и часам' })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await saveScreenshot(page, 'place-stats-desktop');
  expect(consoleErrors).toEqual([]);
});

test('the panel’s header search opens a place’s editor', async ({ page, consoleErrors }) => {
  await signInByApi(page, DEMO_USERS.business);
  await page.goto('/business');
  const box = page.getByRole('combobox', { name: 'Поиск' });
  await box.fill('зерно');
  const places = page.getByRole('group', { name: 'Места' });
  const place = places.getByRole('option', { name: /Кофейня «Зерно»/ });
  await expect(place).toBeVisible();
  await place.click();
  await expect(page).toHaveURL(/\/business\/places\/editor\/place001$/);
  expect(consoleErrors).toEqual([]);
});
