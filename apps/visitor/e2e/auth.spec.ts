import {
  DEMO_USERS,
  expect,
  expectFailedLoginToast,
  logOutThroughMenu,
  OFF_SITE_REDIRECTS,
  signInByApi,
  signInWithForm,
  test,
  uniqueUsername,
} from '@mesto/playwright-config/fixtures';

test.describe('sign-in flow', () => {
  test('a signed-out visitor on a guarded route goes to login and comes back to the same path and query', async ({
    page,
  }) => {
    await page.goto('/chats?room=42&tab=unread');
    await expect(page).toHaveURL('/auth/login?redirect=%2Fchats%3Froom%3D42%26tab%3Dunread');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Вход');

    await signInWithForm(page, DEMO_USERS.visitor);

    await expect(page).toHaveURL('/chats?room=42&tab=unread');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Чаты');
    await expect(page.getByRole('button', { name: /Учётная запись/ })).toBeVisible();
  });

  test('every guarded route sends a signed-out visitor to login', async ({ page }) => {
    for (const path of ['/profile/editor', '/opinions/editor', '/rooms/editor?place=7', '/chats']) {
      await page.goto(path);
      await expect(page).toHaveURL(`/auth/login?redirect=${encodeURIComponent(path)}`);
    }
  });

  test('signup works against the API and returns to the remembered page', async ({ page }) => {
    const username = uniqueUsername();
    await page.goto('/rooms/editor?event=5');
    await page.getByRole('link', { name: 'Зарегистрироваться' }).click();
    await expect(page).toHaveURL(`/auth/signup?redirect=${encodeURIComponent('/rooms/editor?event=5')}`);
    await page.getByLabel('Имя пользователя').fill(username);
    await page.getByLabel('Как вас называть').fill('Новичок Тестовый');
    await page.getByLabel('Пароль').fill('a-long-password-2026');
    await page.getByRole('button', { name: 'Создать учётную запись' }).click();
    await expect(page).toHaveURL('/rooms/editor?event=5');
    await expect(page.getByRole('button', { name: 'Учётная запись: Новичок Тестовый' })).toBeVisible();
  });

  test('field errors show under their fields: the form’s own checks and the server’s', async ({ page }) => {
    await page.goto('/auth/login');
    await page.getByRole('button', { name: 'Войти' }).click();
    await expect(page.getByLabel('Логин, почта или телефон')).toHaveAccessibleDescription(
      'Укажите логин, почту или телефон',
    );
    await expect(page.getByLabel('Пароль')).toHaveAccessibleDescription('Введите пароль');
    await expect(page.getByLabel('Логин, почта или телефон')).toBeFocused();

    await page.goto('/auth/signup');
    await page.getByLabel('Имя пользователя').fill('x');
    await page.getByLabel('Пароль').fill('short');
    await page.getByRole('button', { name: 'Создать учётную запись' }).click();
    await expect(page.getByLabel('Имя пользователя')).toHaveAccessibleDescription(
      'Имя пользователя — не короче 3 символов',
    );
    await expect(page.getByLabel('Пароль')).toHaveAccessibleDescription('Пароль — не короче 8 символов');

    // Taken username: the server's answer (409 with fields) goes under the field, and the toast says what failed.
    // The toast is looked for as it comes (it goes away after 3 s; a busy machine can take that long to check the
    // field first), the field's message after it (that one stays).
    await page.getByLabel('Имя пользователя').fill('anna');
    await page.getByLabel('Пароль').fill('a-long-password-2026');
    await page.getByRole('button', { name: 'Создать учётную запись' }).click();
    await expect(page.getByTestId('toast-viewport').getByRole('listitem')).toContainText(
      'Ошибка формы: Это имя пользователя уже занято',
    );
    await expect(page.getByLabel('Имя пользователя')).toHaveAccessibleDescription('Это имя пользователя уже занято');
  });

  test('a failed call shows the catalogue message in a toast at the bottom centre, and the form keeps it', async ({
    page,
  }) => {
    const toast = await expectFailedLoginToast(page);
    await expect(toast).toContainText('Ошибка');
    // The toast goes away on its own (3000 ms); the form's own message above its button stays until the person
    // changes what they typed.
    const form = page.getByRole('form', { name: 'Вход' });
    const failure = form.getByRole('alert').filter({ hasText: 'Неверный логин или пароль' });
    await expect(failure).toBeVisible();
    await expect(toast).toBeHidden();
    await expect(failure).toBeVisible();
    await expect(failure).toBeInViewport();
    await form.getByLabel('Пароль').fill('another-password-2026');
    await expect(failure).toHaveCount(0);
  });

  test('the login form works from the keyboard alone', async ({ page }) => {
    await page.goto('/auth/login?redirect=%2Fprofile%2Feditor');
    await page.getByLabel('Логин, почта или телефон').focus();
    await page.keyboard.type(DEMO_USERS.visitor.login);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Пароль')).toBeFocused();
    await page.keyboard.type(DEMO_USERS.visitor.password);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/profile/editor');
  });

  for (const redirect of OFF_SITE_REDIRECTS) {
    test(`signing in with ?redirect=${JSON.stringify(redirect)} lands on the home page, not another host`, async ({
      page,
    }) => {
      await page.goto(`/auth/login?redirect=${encodeURIComponent(redirect)}`);
      await signInWithForm(page, DEMO_USERS.visitor);
      await expect(page).toHaveURL('/');
      await expect(page.getByRole('link', { name: 'Войти' })).toBeHidden();
    });
  }

  test('logout clears the user and both tokens and goes to the login screen', async ({ page }) => {
    await page.goto('/auth/login?redirect=%2Fchats');
    await signInWithForm(page, DEMO_USERS.visitor);
    await expect(page).toHaveURL('/chats');
    expect(await page.evaluate(() => localStorage.getItem('access-token'))).toBeTruthy();

    await logOutThroughMenu(page);
    await page.goto('/chats');
    await expect(page).toHaveURL('/auth/login?redirect=%2Fchats');
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Войти' })).toBeVisible();
  });

  test('while auth/init is under way a guarded screen shows a neutral loader, never the wrong screen', async ({
    page,
  }) => {
    await signInByApi(page, DEMO_USERS.visitor);
    let release: () => void = () => {};
    const held = new Promise<void>((done) => {
      release = done;
    });
    await page.route('**/api/auth/init', async (route) => {
      await held;
      await route.continue();
    });
    const seen: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) seen.push(new URL(frame.url()).pathname);
    });

    // The site's frame is there at once (it is the same for everybody); the screen that needs the person waits.
    await page.goto('/chats', { waitUntil: 'commit' });
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Загрузка…');
    await expect(page.getByRole('link', { name: 'Войти' })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
    release();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Чаты');
    expect(seen.filter((path) => path.startsWith('/auth/'))).toEqual([]);
  });
});
