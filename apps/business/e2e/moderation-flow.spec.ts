import { PHONE_VIEWPORT } from '@mesto/playwright-config';
import {
  alsoServedUrl,
  DEMO_USERS,
  expect,
  openAppPage,
  saveScreenshot,
  seriousA11yViolations,
  signInByApi,
  signUpByApi,
  test,
  uniqueUsername,
} from '@mesto/playwright-config/fixtures';
import type { Page } from '@playwright/test';

// Complaints and moderation from every side, through the screens: an author writes an opinion on the public site,
// another visitor reports it, the administrator grants a third person «Модератор», who hides it from the panel's
// moderation queue on a phone, with a reason; the visitor no longer sees it, the author sees it marked with the
// reason. The visitor site runs beside the panel against the same API, each person in a browser context of their
// own (cookies do not tell ports apart).

// Кофейня «Зерно» and another place of the demo data.
const PLACE_CODE = 'place001';
const OTHER_PLACE_CODE = 'place002';

const toast = (page: Page, text: string | RegExp) =>
  page.getByTestId('toast-viewport').getByRole('listitem').filter({ hasText: text });

/** The opinions list of the place's page, and the one article of it with this text. */
const opinionOnPlace = (page: Page, text: string) =>
  page.getByRole('list', { name: 'Мнения о месте' }).getByRole('article').filter({ hasText: text });

test('a visitor reports an opinion, a moderator hides it; the visitor no longer sees it, the author sees why', async ({
  page,
  browser,
  baseURL,
  consoleErrors,
}) => {
  test.slow();
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  const opinionText = `Официант нагрубил всем за столом ${id}`;
  const reason = `Оскорбления персонала ${id}`;
  const site = alsoServedUrl('visitor');

  // The author writes an opinion about the place (through the API: the editor has tests of its own).
  const { context: authorContext, page: author } = await openAppPage(browser, { baseURL: site });
  const authorName = uniqueUsername('author');
  await signUpByApi(author, authorName);
  const places = await author.request.get(`/api/places?code=${PLACE_CODE}`);
  const placeId = ((await places.json()) as { items: { id: string }[] }).items[0]?.id;
  expect(placeId).toBeTruthy();
  const saved = await author.request.post('/api/opinions/editor', {
    data: { placeId, rating: 2, text: opinionText },
  });
  expect(saved.ok(), `opinion: ${saved.status()}`).toBe(true);
  // A second one, about another place, carries a link: a new account's link waits for a moderator.
  const other = await author.request.get(`/api/places?code=${OTHER_PLACE_CODE}`);
  const otherPlaceId = ((await other.json()) as { items: { id: string }[] }).items[0]?.id;
  const heldText = `Скидки только у нас: mint-promo.ru ${id}`;
  const held = await author.request.post('/api/opinions/editor', {
    data: { placeId: otherPlaceId, rating: 5, text: heldText },
  });
  expect(held.ok(), `held opinion: ${held.status()}`).toBe(true);
  expect(((await held.json()) as { moderation: { state: string } | null }).moderation?.state).toBe('HELD');

  // Another visitor finds it on the place's page and reports it, by keyboard where a person would.
  const { context: reporterContext, page: reporter } = await openAppPage(browser, { baseURL: site });
  await signUpByApi(reporter, uniqueUsername('reporter'));
  await reporter.goto(`/place/${PLACE_CODE}`);
  const reported = opinionOnPlace(reporter, opinionText);
  await expect(reported).toBeVisible();
  await reported.getByRole('button', { name: `Пожаловаться: Мнение: ${authorName}` }).click();
  const dialog = reporter.getByRole('dialog', { name: 'Пожаловаться' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Отправить жалобу' }).click();
  await expect(dialog.getByText('Выберите причину')).toBeVisible();
  expect(await seriousA11yViolations(reporter)).toEqual([]);
  await dialog.getByRole('radio', { name: 'Оскорбление' }).check();
  await dialog.getByRole('button', { name: 'Отправить жалобу' }).click();
  await expect(toast(reporter, 'Жалоба отправлена')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(reported.getByText('Жалоба отправлена')).toBeVisible();

  // The administrator makes a new person a moderator, on the rights screen.
  const moderatorName = uniqueUsername('moderator');
  const { context: moderatorContext, page: moderator } = await openAppPage(browser, {
    baseURL: baseURL ?? '',
    viewport: PHONE_VIEWPORT,
  });
  await signUpByApi(moderator, moderatorName);
  await signInByApi(page, DEMO_USERS.root);
  await page.goto(`/business/editor/user?q=${moderatorName}`);
  await page
    .getByRole('list', { name: 'Пользователи' })
    .getByRole('button', { name: new RegExp(`@${moderatorName}`) })
    .click();
  const rights = page.getByRole('form', { name: /^Права пользователя/ });
  await rights.getByRole('switch', { name: 'Модератор' }).click();
  await rights.getByRole('button', { name: 'Сохранить' }).click();
  await expect(toast(page, 'Права сохранены')).toBeVisible();

  // The moderator, signed in anew, works the queue on a phone: the panel opens for them with «Модерация».
  await signInByApi(moderator, { login: moderatorName, password: 'e2e-password-2026' });
  await moderator.goto('/business/moderation');
  await expect(moderator.getByRole('heading', { level: 1 })).toHaveText('Модерация');
  await expect(moderator.getByRole('tab', { name: 'Открытые', selected: true })).toBeVisible();
  const row = moderator
    .getByRole('list', { name: 'Открытые жалобы' })
    .getByRole('listitem')
    .filter({ hasText: opinionText });
  await expect(row).toBeVisible();
  await expect(row.getByText('Оскорбление · 1')).toBeVisible();
  expect(await seriousA11yViolations(moderator)).toEqual([]);
  await row.getByRole('link', { name: /^Разобрать: / }).click();
  await expect(moderator).toHaveURL(/\/business\/moderation\/OPINION\/[0-9a-f-]{36}$/);
  await expect(moderator.getByText(opinionText)).toBeVisible();
  await moderator.getByRole('button', { name: /^Скрыть: / }).click();
  const decision = moderator.getByRole('alertdialog', { name: 'Скрыть?' });
  await decision.getByRole('button', { name: 'Скрыть' }).click();
  await expect(decision.getByText('Укажите причину: автор увидит её')).toBeVisible();
  await decision.getByRole('textbox', { name: /^Причина/ }).fill(reason);
  expect(await seriousA11yViolations(moderator)).toEqual([]);
  await decision.getByRole('button', { name: 'Скрыть' }).click();
  await expect(toast(moderator, 'Скрыто')).toBeVisible();
  await expect(moderator.getByText('Сейчас: Скрыто модератором')).toBeVisible();
  await expect(moderator.getByText(reason)).toBeVisible();
  await saveScreenshot(moderator, 'moderation-item-phone');

  // The opinion with a link waits among the held ones, saying why.
  await moderator.goto('/business/moderation?status=HELD');
  const heldRow = moderator
    .getByRole('list', { name: 'Задержанные автоматически' })
    .getByRole('listitem')
    .filter({ hasText: heldText });
  await expect(heldRow.getByText('Задержано автоматически: Ссылка в тексте нового аккаунта')).toBeVisible();

  // The visitor who reported it no longer sees it.
  await reporter.reload();
  await expect(reporter.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(reporter.getByText(opinionText)).toHaveCount(0);

  // Its author still does, marked with the moderator's reason.
  await author.goto(`/place/${PLACE_CODE}`);
  const own = opinionOnPlace(author, opinionText);
  await expect(own).toBeVisible();
  await expect(own.getByText(`Скрыто модератором: ${reason}`)).toBeVisible();
  // And their held one, marked as waiting; nobody else sees it yet.
  await author.goto(`/place/${OTHER_PLACE_CODE}`);
  await expect(opinionOnPlace(author, heldText).getByText('На проверке у модератора')).toBeVisible();
  await reporter.goto(`/place/${OTHER_PLACE_CODE}`);
  await expect(reporter.getByRole('heading', { level: 1 })).not.toHaveText('Место');
  await expect(reporter.getByText(heldText)).toHaveCount(0);

  await authorContext.close();
  await reporterContext.close();
  await moderatorContext.close();
  expect(consoleErrors).toEqual([]);
});
