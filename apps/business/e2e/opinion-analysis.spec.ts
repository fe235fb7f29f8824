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

// What guests say, read for the business and shown to everyone: a guest praises the music and the cocktails of a
// place of the demo business's organisation and complains about the service; the panel shows the opinion's
// analysis, the place's team refreshes its summary, and the public place page says «Что говорят» by aspect, in
// the HTML its server sends as well.

// Кофейня «Зерно»: a place of «Волжские кофейни», whose team the demo business user is in.
const PLACE_CODE = 'place001';

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
  const places = (await (await guest.get(`/api/places?code=${PLACE_CODE}`)).json()) as { items: { id: string }[] };
  const placeId = places.items[0]?.id ?? '';
  const written = await guest.post('/api/opinions/editor', {
    data: { placeId, rating: 4, text: opinionText, visibility: 'PUBLIC' },
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

  // The place's team refreshes what people say about it; the summary counts this opinion.
  await page.goto(`/business/places/editor/${PLACE_CODE}`);
  const summary = page.getByRole('region', { name: 'Что говорят гости' });
  await summary.getByRole('button', { name: 'Обновить' }).click();
  await expect(page.getByTestId('toast-viewport').getByText('Сводка обновлена')).toBeVisible();
  const music = summary.getByRole('listitem', { name: 'Музыка' });
  await expect(music).toContainText(/\d+ упоминани/);
  await expect(music).toContainText(/% хорошего/);
  await expect(summary.getByRole('listitem', { name: 'Обслуживание' })).toBeVisible();
  await summary.scrollIntoViewIfNeeded();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await saveScreenshot(page, 'place-opinion-summary-desktop');
  expect(consoleErrors).toEqual([]);

  // Everyone sees it on the public place page, in the HTML the server sends too.
  const visitorUrl = alsoServedUrl('visitor');
  await page.goto('about:blank');
  await page.context().clearCookies();
  const html = await (await page.request.get(`${visitorUrl}/place/${PLACE_CODE}`)).text();
  expect(html).toContain('Что говорят');
  await page.goto(`${visitorUrl}/place/${PLACE_CODE}`);
  const section = page.getByRole('region', { name: 'Что говорят' });
  await expect(section.getByRole('listitem', { name: 'Музыка' })).toContainText(/% хорошего/);
  await saveScreenshot(page, 'place-what-people-say-visitor');
});
