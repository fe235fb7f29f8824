import { watchFormErrors } from '@mesto/playwright-config/fixtures';
import { expect, test } from '@playwright/test';

// Every browser test watches for a form whose error is shown only in a toast (tooling/playwright: watchFormErrors).
// Here the watch itself is checked on bare pages, so it is known to find what it is for.

/** A sign-in form that, sent, shows an error toast and puts `inForm` into the form. */
const page = (inForm: string) => `
  <form aria-label="Вход">
    <input name="login" />
    <button type="submit">Войти</button>
  </form>
  <script>
    const form = document.querySelector('form');
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      setTimeout(() => {
        document.body.insertAdjacentHTML('beforeend', '<p data-severity="error">Неверный логин или пароль</p>');
        form.insertAdjacentHTML('beforeend', ${JSON.stringify(inForm)});
      }, 50);
    });
  </script>`;

async function sendForm(browserPage: import('@playwright/test').Page, inForm: string): Promise<string[]> {
  const found: string[] = [];
  await browserPage.exposeBinding('__mestoToastOnlyFormError', (_source, text: string) => void found.push(text));
  await browserPage.addInitScript(watchFormErrors);
  await browserPage.route('**://form.test/**', (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html lang="ru"><body>${page(inForm)}</body></html>`,
    }),
  );
  await browserPage.goto('http://form.test/sign-in');
  await browserPage.getByRole('textbox').fill('anna');
  await browserPage.getByRole('button', { name: 'Войти' }).click();
  return found;
}

test('an error toast after a form was sent, with nothing in the form, is reported', async ({ page: browserPage }) => {
  const found = await sendForm(browserPage, '');
  await expect.poll(() => found).toEqual(['«Вход» on /sign-in: Неверный логин или пароль']);
});

test('the same error shown in the form too is not', async ({ page: browserPage }) => {
  const found = await sendForm(browserPage, '<p role="alert">Неверный логин или пароль</p>');
  // The watch gives a form five seconds to show its error; past that, nothing may have been reported.
  await browserPage.waitForTimeout(6000);
  expect(found).toEqual([]);
});
