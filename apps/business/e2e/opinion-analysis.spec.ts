import {
  alsoServedUrl,
  DEMO_USERS,
  expect,
  saveScreenshot,
  seriousA11yViolations,
  signInByApi,
  test,
  uniqueUsername,
} from '@mesto/playwright-config/fixtures';
import type { APIRequestContext } from '@playwright/test';

// What guests say, read for the business and shown to everyone: a guest praises the music and the cocktails of a
// place of the demo business's organisation and complains about the service; the panel shows the opinion's
// analysis, the place's team refreshes its summary and sees «Что говорят» exactly as the public place page says it,
// by aspect, in the HTML its server sends as well.

// Кофейня «Зерно»: a place of «Волжские кофейни», whose team the demo business user is in.
const PLACE_CODE = 'place001';
// Книжное кафе «Переплёт» (no demo opinion on its service but those the guests below replace), of the same
// organisation; no other test writes about it.
const BOOK_CAFE_CODE = 'place014';
// Demo guests no other test signs in as: each writing again replaces their own opinion, so a retry starts alike.
const GUESTS = [
  { login: 'sergey', rating: 5, text: 'Обслуживание быстрое, бариста вежливый, книги можно листать бесплатно.' },
  { login: 'elena', rating: 3, text: 'Обслуживание обычное, официант принёс заказ.' },
  { login: 'polina', rating: 2, text: 'Обслуживание ужасно медленное: чай ждали полчаса.' },
] as const;
const DEMO_PASSWORD = 'demo-mesto-2026';

async function placeId(request: APIRequestContext, code: string): Promise<string> {
  const places = (await (await request.get(`/api/places?code=${code}`)).json()) as { items: { id: string }[] };
  return places.items[0]?.id ?? '';
}

test('an opinion is analysed, the place’s aspect summary is refreshed, and the public page says what people say', async ({
  page,
  playwright,
  baseURL,
  consoleErrors,
}) => {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  const opinionText = `Музыка отличная, коктейли очень вкусные, но обслуживание ужасно медленное. ${id}`;

  const guest = await playwright.request.newContext({ baseURL });
  const signup = await guest.post('/api/auth/signup', {
    data: { username: uniqueUsername('guest'), password: 'e2e-password-2026' },
  });
  expect(signup.ok(), `signup: ${signup.status()}`).toBe(true);
  const written = await guest.post('/api/opinions/editor', {
    data: { placeId: await placeId(guest, PLACE_CODE), rating: 4, text: opinionText, visibility: 'PUBLIC' },
  });
  expect(written.ok(), `opinion: ${written.status()}`).toBe(true);
  await guest.dispose();

  // The panel shows each opinion's analysis: its tone and the aspects it talks about.
  await signInByApi(page, DEMO_USERS.business);
  await page.goto(`/business/opinions?answered=all&q=${id}`);
  const card = page.getByRole('list', { name: 'Мнения гостей' }).getByRole('listitem').filter({ hasText: id });
  const analysis = card.getByRole('region', { name: 'Разбор мнения' });
  await expect(analysis.getByRole('list', { name: 'О чём мнение' })).toContainText('Музыка: хорошо');
  await expect(analysis.getByRole('list', { name: 'О чём мнение' })).toContainText('Обслуживание: плохо');

  // The place's team refreshes what people say about it and sees the public section as visitors will.
  await page.goto(`/business/places/editor/${PLACE_CODE}`);
  const summary = page.getByRole('region', { name: /^Что говорят о месте/ });
  await summary.getByRole('button', { name: 'Обновить' }).click();
  await expect(page.getByTestId('toast-viewport').getByText('Сводка обновлена')).toBeVisible();
  const preview = summary.getByRole('region', { name: 'Как видят гости' });
  const service = preview.getByRole('region', { name: 'Что говорят', exact: true }).getByRole('listitem', {
    name: 'Обслуживание',
  });
  await expect(service).toContainText(/по \d+ мнени/);
  await expect(service).toContainText(/\d+ хорошо · \d+ нейтрально · [1-9]\d* плохо/);
  await summary.scrollIntoViewIfNeeded();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await saveScreenshot(page, 'place-opinion-summary-desktop');
  const panelWords = (await service.textContent()) ?? '';
  expect(consoleErrors).toEqual([]);

  // Everyone sees the same on the public place page, in the HTML the server sends too.
  const visitorUrl = alsoServedUrl('visitor');
  await page.goto('about:blank');
  await page.context().clearCookies();
  const html = await (await page.request.get(`${visitorUrl}/place/${PLACE_CODE}`)).text();
  expect(html).toContain('Что говорят');
  await page.goto(`${visitorUrl}/place/${PLACE_CODE}`);
  const section = page.getByRole('region', { name: 'Что говорят', exact: true });
  await expect(section.getByRole('listitem', { name: 'Обслуживание' })).toHaveText(panelWords);
  await saveScreenshot(page, 'place-what-people-say-visitor');
});

test('one opinion is no verdict, neutral is not bad, and a misread opinion reaches the moderators', async ({
  page,
  browser,
  playwright,
  baseURL,
  consoleErrors,
}) => {
  const visitorUrl = alsoServedUrl('visitor');

  // A new place of the organisation with one opinion: no aspect has three, so the public page leaves «Что говорят»
  // out, and the panel says why.
  await signInByApi(page, DEMO_USERS.business);
  const mine = await page.request.get('/api/organisations?mine=true&limit=1');
  const [organisation] = ((await mine.json()) as { items: { id: string }[] }).items;
  const created = await page.request.post('/api/places/editor', {
    data: {
      name: `Пекарня «Колос» ${uniqueUsername('bakery')}`,
      organisationId: organisation?.id,
      address: 'ул. Рождественская, 30',
      status: 'PUBLISHED',
    },
  });
  expect(created.ok(), `new place: ${created.status()}`).toBe(true);
  const bakeryCode = ((await created.json()) as { code: string }).code;
  const firstGuest = await playwright.request.newContext({ baseURL });
  const signedIn = await firstGuest.post('/api/auth/login', { data: { login: 'sergey', password: DEMO_PASSWORD } });
  expect(signedIn.ok(), `login sergey: ${signedIn.status()}`).toBe(true);
  const first = await firstGuest.post('/api/opinions/editor', {
    data: {
      placeId: ((await created.json()) as { id: string }).id,
      rating: 4,
      text: 'Обслуживание быстрое, круассаны свежие.',
      visibility: 'PUBLIC',
    },
  });
  expect(first.ok(), `first opinion: ${first.status()}`).toBe(true);
  await firstGuest.dispose();
  await page.goto(`/business/places/editor/${bakeryCode}`);
  const bakery = page.getByRole('region', { name: /^Что говорят о месте/ });
  await bakery.getByRole('button', { name: 'Обновить' }).click();
  await expect(page.getByTestId('toast-viewport').getByText('Сводка обновлена')).toBeVisible();
  const bakeryPreview = bakery.getByRole('region', { name: 'Как видят гости' });
  await expect(bakeryPreview).toContainText('На странице места этого раздела пока нет');
  await expect(bakeryPreview.getByRole('list', { name: /Мало мнений, чтобы судить/ })).toContainText(/мнени/);
  const bakeryPage = await (await page.request.get(`${visitorUrl}/place/${bakeryCode}`)).text();
  expect(bakeryPage).not.toContain('Мало мнений');

  // Three guests on the service of the book café: one praises it, one finds it ordinary, one complains.
  const cafeId = await placeId(page.request, BOOK_CAFE_CODE);
  for (const guest of GUESTS) {
    const context = await playwright.request.newContext({ baseURL });
    const login = await context.post('/api/auth/login', { data: { login: guest.login, password: DEMO_PASSWORD } });
    expect(login.ok(), `login ${guest.login}: ${login.status()}`).toBe(true);
    const written = await context.post('/api/opinions/editor', {
      data: { placeId: cafeId, rating: guest.rating, text: guest.text, visibility: 'PUBLIC' },
    });
    expect(written.ok(), `opinion of ${guest.login}: ${written.status()}`).toBe(true);
    await context.dispose();
  }

  // The moderators' side starts with no report waiting about them (a retry finds the first attempt's closed).
  const moderator = await browser.newContext({ baseURL });
  const moderatorPage = await moderator.newPage();
  await signInByApi(moderatorPage, DEMO_USERS.root);
  const waiting = (await (await moderatorPage.request.get('/api/places/analysis-reports?limit=100')).json()) as {
    items: { id: string; place: { id: string } }[];
  };
  for (const report of waiting.items.filter((item) => item.place.id === cafeId)) {
    await moderatorPage.request.post(`/api/places/analysis-reports/close/${report.id}`, { data: {} });
  }

  await page.goto(`/business/places/editor/${BOOK_CAFE_CODE}`);
  const summary = page.getByRole('region', { name: /^Что говорят о месте/ });
  await summary.getByRole('button', { name: 'Обновить' }).click();
  await expect(page.getByTestId('toast-viewport').getByText('Сводка обновлена')).toBeVisible();
  const service = summary
    .getByRole('region', { name: 'Как видят гости' })
    .getByRole('region', { name: 'Что говорят', exact: true })
    .getByRole('listitem', { name: 'Обслуживание' });
  await expect(service).toContainText('по 3 мнениям');
  await expect(service).toContainText('1 хорошо · 1 нейтрально · 1 плохо');
  // Neutral is said in the grey of the figures beside it, not in the red of complaints.
  const colour = (text: string) =>
    service.getByText(text, { exact: true }).evaluate((element) => getComputedStyle(element).color);
  expect(await colour('1 нейтрально')).toBe(await colour('по 3 мнениям'));
  expect(await colour('1 нейтрально')).not.toBe(await colour('1 плохо'));
  const panelWords = (await service.textContent()) ?? '';

  // The public page says it in the very same words.
  const visitor = await browser.newPage();
  await visitor.goto(`${visitorUrl}/place/${BOOK_CAFE_CODE}`);
  await expect(
    visitor.getByRole('region', { name: 'Что говорят', exact: true }).getByRole('listitem', { name: 'Обслуживание' }),
  ).toHaveText(panelWords);
  await visitor.close();

  // The team reports that the ordinary service was misread, from the opinion itself.
  await page.goto(`/business/opinions?answered=all&place=${cafeId}&q=${encodeURIComponent('обычное')}`);
  await expect(page.getByRole('region', { name: /^Что говорят о месте/ })).toBeVisible();
  const card = page
    .getByRole('list', { name: 'Мнения гостей' })
    .getByRole('listitem')
    .filter({ hasText: 'Обслуживание обычное' });
  await card.getByRole('button', { name: /^Разобрано неверно/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Разобрано неверно' });
  await dialog.getByRole('checkbox', { name: /Обслуживание: прочитано как «нейтрально»/ }).check();
  await dialog.getByLabel('Что не так').fill('Гость хвалит, а не ругает: «обычное» тут значит «как надо».');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Отправить модераторам' }).click();
  await expect(page.getByTestId('toast-viewport').getByText('Сообщение отправлено модераторам')).toBeVisible();
  await expect(dialog).toBeHidden();
  // Sent once: opened again, it says so instead of a second form.
  await card.getByRole('button', { name: /^Разобрано неверно/ }).click();
  await expect(dialog.getByRole('status')).toContainText('Вы уже сообщили');
  await dialog.getByRole('button', { name: 'Понятно' }).click();
  expect(consoleErrors).toEqual([]);

  // The platform's moderators read it beside the opinion and close it.
  await moderatorPage.goto('/business/moderation?status=MISREAD');
  await expect(moderatorPage.getByRole('tab', { name: 'Неверный разбор', selected: true })).toBeVisible();
  const report = moderatorPage
    .getByRole('list', { name: 'Сообщения о неверном разборе' })
    .getByRole('listitem')
    .filter({ hasText: 'Обслуживание обычное, официант принёс заказ.' });
  await expect(report).toContainText('«обычное» тут значит «как надо»');
  await expect(report).toContainText('Волжские кофейни');
  await expect(report.getByRole('list', { name: 'Разбор, о котором сообщили' })).toContainText(
    'Обслуживание: нейтрально',
  );
  expect(await seriousA11yViolations(moderatorPage)).toEqual([]);
  await saveScreenshot(moderatorPage, 'moderation-misread-reports');
  await report.getByLabel('Что сделано').fill('Разбор верный: нейтрально — не жалоба.');
  await report.getByRole('button', { name: /^Закрыть сообщение/ }).click();
  await expect(moderatorPage.getByTestId('toast-viewport').getByText('Сообщение закрыто')).toBeVisible();
  await expect(report).toBeHidden();
  await moderator.close();
});
