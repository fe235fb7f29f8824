import { PHONE } from '@mesto/playwright-config';
import {
  expect,
  expectFitsWidth,
  saveScreenshot,
  seriousA11yViolations,
  signUpByApi,
  test,
  uniqueUsername,
} from '@mesto/playwright-config/fixtures';
import type { Page } from '@playwright/test';

// The conventions of the front ends in one real flow: a search kept in the URL, an infinite list, a public card,
// and the editor form (domain checks as you type, the server's field errors under their fields, nothing lost on a
// failed save, a question before leaving unsaved changes).

const WRONG_PHONE = 'Неверный номер телефона: нужно 11 цифр, например +7 900 123-45-67';

const toast = (page: Page, text: string) =>
  page.getByTestId('toast-viewport').getByRole('listitem').filter({ hasText: text });

test.describe('people search', () => {
  test('the search is in the URL; a profile opens; back and forward restore the search', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/people');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Люди');
    const results = page.getByRole('list', { name: 'Люди' });
    // Everyone, newest first, before anything is typed.
    await expect(results.getByRole('link').first()).toBeVisible();

    const search = page.getByRole('searchbox', { name: 'Найти человека' });
    await search.fill('Анна');
    await expect(page).toHaveURL(`/people?q=${encodeURIComponent('Анна')}`);
    const anna = results.getByRole('link', { name: /Анна Смирнова/ });
    await expect(anna).toBeVisible();
    await expect(results.getByRole('link', { name: /Иван Петров/ })).toHaveCount(0);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await anna.click();
    await expect(page).toHaveURL('/profile/anna');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Анна Смирнова');
    await expect(page).toHaveTitle('Анна Смирнова — Место');
    // Someone else's card has no way into the editor.
    await expect(page.getByRole('link', { name: 'Изменить профиль' })).toHaveCount(0);

    await page.goBack();
    await expect(page).toHaveURL(`/people?q=${encodeURIComponent('Анна')}`);
    await expect(search).toHaveValue('Анна');
    await expect(anna).toBeVisible();
    await page.goForward();
    await expect(page).toHaveURL('/profile/anna');

    // A link with the search opens the same view.
    await page.goto(`/people?q=${encodeURIComponent('Иван')}`);
    await expect(search).toHaveValue('Иван');
    await expect(results.getByRole('link', { name: /Иван Петров/ })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('nobody found, and a profile that does not exist, say so', async ({ page }) => {
    await page.goto(`/people?q=${encodeURIComponent('никого-такого-нет')}`);
    await expect(page.getByRole('heading', { name: 'Никого не нашли' })).toBeVisible();

    await page.goto('/profile/nobody-by-this-name');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Профиль');
    await expect(page.getByRole('heading', { name: 'Такого человека нет' })).toBeVisible();
    await page.getByRole('link', { name: 'Найти других людей' }).click();
    await expect(page).toHaveURL('/people');
  });

  test.describe('on a phone', () => {
    test.use(PHONE);

    test('search results and a profile fit and stay accessible', async ({ page }) => {
      await page.goto(`/people?q=${encodeURIComponent('Анна')}`);
      await expect(page.getByRole('link', { name: /Анна Смирнова/ })).toBeVisible();
      await expectFitsWidth(page, 390);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await saveScreenshot(page, 'people-search-phone');
      await page.getByRole('link', { name: /Анна Смирнова/ }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Анна Смирнова');
      expect(await seriousA11yViolations(page)).toEqual([]);
    });
  });
});

test.describe('own profile editor', () => {
  test('checks as you type, shows the server’s field errors, keeps typing on failure, asks before leaving, saves', async ({
    page,
    consoleErrors,
  }) => {
    const username = uniqueUsername('editor');
    await signUpByApi(page, username);
    await page.goto('/profile/editor');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Редактирование профиля');
    const form = page.getByRole('form', { name: 'Профиль' });
    const name = form.getByLabel('Имя', { exact: true });
    const login = form.getByLabel('Имя пользователя', { exact: true });
    const save = form.getByRole('button', { name: 'Сохранить' });
    await expect(login).toHaveValue(username);

    // The domain's check under the contact, once the field is left; a save waits until it is fixed.
    await name.fill('Вера Редакторова');
    await form.getByRole('button', { name: 'Добавить контакт' }).click();
    const phone = form.getByRole('textbox', { name: 'Контакт: Телефон' });
    await phone.fill('12345');
    await phone.blur();
    await expect(phone).toHaveAccessibleDescription(WRONG_PHONE);
    await save.click();
    const summary = form.getByRole('region', { name: 'Не сохранено: проверьте поля' });
    await expect(summary).toContainText(`Контакт 1: ${WRONG_PHONE}`);
    await expect(phone).toBeFocused();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'profile-editor-errors-desktop');

    // Leaving with unsaved changes asks first; staying keeps everything as typed.
    await page.getByRole('navigation', { name: 'Разделы', exact: true }).getByRole('link', { name: 'Люди' }).click();
    const leave = page.getByRole('alertdialog', { name: 'Уйти без сохранения?' });
    await expect(leave).toBeVisible();
    await expect(leave.getByRole('button', { name: 'Остаться' })).toBeFocused();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await leave.getByRole('button', { name: 'Остаться' }).click();
    await expect(leave).toBeHidden();
    await expect(page).toHaveURL('/profile/editor');
    await expect(name).toHaveValue('Вера Редакторова');
    await expect(phone).toHaveValue('12345');

    // The server's own check of a contact comes back under `contacts.0.value` (the request is altered on its way
    // out, past the form's check, so the real API answers).
    await phone.fill('+7 900 123-45-67');
    await page.route('**/api/users/editor', async (route) => {
      const body = route.request().postDataJSON() as Record<string, unknown>;
      await route.continue({ postData: JSON.stringify({ ...body, contacts: [{ type: 'PHONE', value: '12345' }] }) });
    });
    await save.click();
    const contacts = form.getByRole('group', { name: 'Контакты' });
    await expect(contacts.getByText(`Контакт 1: ${WRONG_PHONE}`)).toBeVisible();
    await expect(summary).toContainText(`Контакт 1: ${WRONG_PHONE}`);
    await page.unroute('**/api/users/editor');

    // A taken username: a 409 with the field named; what was typed stays.
    await login.fill('anna');
    await save.click();
    await expect(login).toHaveAccessibleDescription('Это имя пользователя уже занято');
    await expect(login).toBeFocused();
    await expect(name).toHaveValue('Вера Редакторова');
    await expect(phone).toHaveValue('+7 900 123-45-67');
    await expect(form.getByText(`Контакт 1: ${WRONG_PHONE}`)).toHaveCount(0);
    // Editing the field clears the server's message.
    await login.fill(username);
    await expect(login).not.toHaveAttribute('aria-invalid', 'true');

    await form.getByLabel('О себе').fill('Люблю джаз и кофе.');
    await form.getByLabel('Пол', { exact: true }).selectOption({ label: 'Женский' });
    await save.click();
    await expect(toast(page, 'Профиль сохранён')).toBeVisible();
    await expect(form.getByRole('status')).toHaveText('');
    // The session took the new name: the account menu shows it.
    await expect(page.getByRole('button', { name: /Учётная запись/ })).toContainText('Вера Редакторова');

    await page.reload();
    await expect(name).toHaveValue('Вера Редакторова');
    // A stored phone shows as people write it.
    await expect(phone).toHaveValue('+7 900 123-45-67');
    await expect(form.getByLabel('О себе')).toHaveValue('Люблю джаз и кофе.');
    await expect(form.getByLabel('Пол', { exact: true })).toHaveValue('FEMALE');

    // Saved: leaving does not ask; the public card shows the new name and a way back to the editor.
    await form.getByRole('link', { name: 'Открыть профиль' }).click();
    await expect(page).toHaveURL(`/profile/${username}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Вера Редакторова');
    await expect(page.getByRole('link', { name: '+7 900 123-45-67' })).toHaveAttribute('href', 'tel:+79001234567');
    await page.getByRole('link', { name: 'Изменить профиль' }).click();
    await expect(page).toHaveURL('/profile/editor');
    // Only the expected failures were logged: the refused saves.
    expect(consoleErrors.filter((line) => !/status of (400|409)/.test(line))).toEqual([]);
  });

  test('fits a phone and stays accessible', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signUpByApi(page, uniqueUsername('phone'));
    await page.goto('/profile/editor');
    const form = page.getByRole('form', { name: 'Профиль' });
    await expect(form.getByLabel('Имя', { exact: true })).toBeVisible();
    await expectFitsWidth(page, 390);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'profile-editor-phone');
  });
});
