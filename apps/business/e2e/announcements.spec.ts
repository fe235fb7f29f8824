import {
  alsoServedUrl,
  DEMO_USERS,
  expect,
  expectFitsWidth,
  saveScreenshot,
  seriousA11yViolations,
  signInByApi,
  test,
} from '@mesto/playwright-config/fixtures';

// The announcements work stream end to end: the demo business user (an announcement manager, apps/api/src/db/seed.ts)
// pastes a channel post, takes it from the stream, sees the draft the text became beside the text with each
// field's confidence and source words, corrects the price, publishes, and the event is on the public site, served
// beside the panel against the same API.

test('a manager takes an announcement from the stream, corrects a field, publishes it, and the event is public', async ({
  page,
  consoleErrors,
}) => {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  const title = `Джазовый вечер ${id}`;
  const tickets = `https://zerno.qtickets.events/${id}-dzhaz?utm_source=tg`;
  const post = `${title}\nЗавтра в 20:00 в кофейне «Зерно»: живой джаз и кофе.\nВход 500 ₽, билеты: ${tickets}.`;

  await signInByApi(page, DEMO_USERS.business);
  await page.goto('/business/external-event-announcements');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Внешние анонсы');

  // A post pasted by hand joins the stream; the manager who added it gets it first.
  await page.getByRole('button', { name: 'Добавить анонс' }).click();
  const dialog = page.getByRole('dialog', { name: 'Новый анонс' });
  await dialog.getByRole('textbox', { name: /^Источник/ }).fill('t.me/zerno_coffee');
  await dialog.getByRole('textbox', { name: /^Текст анонса/ }).fill(post);
  await dialog.getByRole('button', { name: 'Добавить' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Взять следующий' }).click();
  const source = page.getByRole('region', { name: 'Текст анонса' });
  await expect(source).toContainText(`${title}\nЗавтра в 20:00`);
  const draft = page.getByRole('form', { name: 'Черновик события' });
  await expect(draft.getByRole('textbox', { name: /^Название/ })).toHaveValue(title);

  // Every checked field says how sure the reading is and where its value came from.
  await expect(draft.getByText(/уверенность \d+\s%/)).toHaveCount(7);
  // Pointing at the start marks the words it was read from.
  await draft.locator('[data-field="startsAt"]').hover();
  await expect(source.locator('mark')).toContainText('20:00');
  // Moving the focus into the price marks its words too, once the pointer is elsewhere.
  await page.mouse.move(0, 0);
  const price = draft.getByRole('textbox', { name: /^Цена/ });
  await price.focus();
  await expect(source.locator('mark')).toContainText('500');
  await expect(price).toHaveValue('500');
  // The ticket link is the post's own, without the full stop after it, and points at its words too.
  const ticketLink = draft.getByRole('textbox', { name: /^Ссылка на билеты/ });
  await expect(ticketLink).toHaveValue(tickets);
  await ticketLink.focus();
  await expect(source.locator('mark')).toContainText(tickets);
  await expect(source.locator('mark')).not.toContainText(`${tickets}.`);
  await expect(draft.getByRole('combobox', { name: /^Место/ })).toHaveValue(/[0-9a-f-]{36}/);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await saveScreenshot(page, 'announcements-review-desktop');

  // The manager corrects the price: the field says so, and the event gets the corrected one.
  await price.fill('700');
  await expect(draft.locator('[data-field="price"]')).toContainText('исправлено вами');
  await draft.getByRole('button', { name: 'Опубликовать' }).click();

  const outcome = page.getByRole('status').filter({ hasText: 'Событие опубликовано' });
  await expect(outcome).toContainText(title);
  const onSite = outcome.getByRole('link', { name: 'Событие на сайте' });
  const eventHref = (await onSite.getAttribute('href')) ?? '';
  // The public site's address is configured per deployment; here its path is what counts.
  const eventPath = new URL(eventHref, 'http://site.invalid').pathname;
  expect(eventPath).toMatch(/^\/event\/[^/]+$/);

  // The list shows it published, with its event.
  await page.getByText('Все анонсы', { exact: true }).click();
  await page.getByRole('searchbox', { name: 'Найти в тексте' }).fill(id);
  const row = page.getByRole('list', { name: 'Анонсы' }).getByRole('listitem').filter({ hasText: title });
  await expect(row).toContainText('Опубликован');
  await expect(row.getByRole('link', { name: title })).toBeVisible();

  // On a phone the screen fits its width.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(row).toBeVisible();
  await expectFitsWidth(page, 390);
  await saveScreenshot(page, 'announcements-list-phone');
  await page.setViewportSize({ width: 1280, height: 800 });
  expect(consoleErrors).toEqual([]);

  // The event is public: in the site's events and on its own page, with the corrected price.
  const visitorUrl = alsoServedUrl('visitor');
  await page.goto('about:blank');
  await page.context().clearCookies();
  await page.goto(`${visitorUrl}/events?q=${encodeURIComponent(id)}`);
  await expect(page.getByRole('region', { name: 'Найденные события' }).getByText(title)).toBeVisible();
  await page.goto(`${visitorUrl}${eventPath}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByText('700 ₽').first()).toBeVisible();
  await expect(page.getByRole('link', { name: /^Купить билет на сайте zerno\.qtickets\.events/ })).toHaveAttribute(
    'href',
    tickets,
  );
  await expect(page.getByText('Кофейня «Зерно»').first()).toBeVisible();
});

test('the stream, the list and the add form are the managers’; the menu leads there', async ({ page }) => {
  await signInByApi(page, DEMO_USERS.business);
  await page.goto('/business');
  await page.getByRole('navigation', { name: 'Разделы панели' }).getByRole('link', { name: 'Внешние анонсы' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Внешние анонсы');
  await expect(page.getByRole('button', { name: 'Взять следующий' })).toBeVisible();

  // An empty text is stopped by the domain's rule, under the field, before anything is sent.
  await page.getByRole('button', { name: 'Добавить анонс' }).click();
  const dialog = page.getByRole('dialog', { name: 'Новый анонс' });
  await dialog.getByRole('button', { name: 'Добавить' }).click();
  await expect(dialog.getByText('Вставьте текст анонса').first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Отмена' }).click();
  await expect(dialog).toBeHidden();
});
