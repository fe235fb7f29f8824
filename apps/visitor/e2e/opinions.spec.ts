import {
  DEMO_USERS,
  expect,
  expectFitsWidth,
  saveScreenshot,
  seriousA11yViolations,
  signInByApi,
  test,
} from '@mesto/playwright-config/fixtures';
import type { Page } from '@playwright/test';

// The social side of a place as the demo visitor (Анна) lives it: follow the place, check in, write an opinion with
// stars and a tag, see it on the place's page with «Была здесь», change it (the editor says it replaces the first)
// and find it among everyone's opinions.

const PLACE = 'place010';
const CITY_ZONE = 'Europe/Moscow';

const toast = (page: Page, text: string) =>
  page.getByTestId('toast-viewport').getByRole('listitem').filter({ hasText: text });

/** Anna starts from nothing at this place, so the test may run again against the same database. */
async function startClean(page: Page) {
  await page.request.post('/api/user-subscriptions/unsubscribe', { data: { placeId: PLACE } });
  await page.request.post('/api/user-visits/close', { data: {} });
  const mine = await page.request.get(`/api/opinions?place=${PLACE}&author=${DEMO_USERS.visitor.login}`);
  expect(mine.ok()).toBe(true);
  const { items } = (await mine.json()) as { items: { id: string }[] };
  for (const opinion of items) {
    expect((await page.request.delete(`/api/opinions/${opinion.id}`)).ok()).toBe(true);
  }
}

test.describe('a place’s social side', () => {
  test('follow, check in, write an opinion, change it, find it among everyone’s', async ({ page, consoleErrors }) => {
    // A long walk (three screens, two saves, a reload, accessibility scans) on machines with two cores.
    test.slow();
    await signInByApi(page, DEMO_USERS.visitor);
    await startClean(page);

    await page.goto(`/place/${PLACE}`);
    // «Место» is the heading while the place loads; then its name.
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).not.toHaveText('Место');
    const name = (await heading.textContent()) ?? '';

    // Follow: the button says so at once, and still after a reload.
    const follow = page.getByRole('button', { name: 'Подписаться', exact: true });
    await follow.click();
    const following = page.getByRole('button', { pressed: true }).filter({ hasText: 'Вы подписаны' });
    await expect(following).toBeVisible();
    await page.reload();
    await page.mouse.move(0, 0);
    await expect(page.getByRole('button', { name: 'Вы подписаны', pressed: true })).toBeVisible();

    // Check in: the panel says until when, by the place's clock.
    const panel = page.getByRole('region', { name: 'Отметка «Я здесь»' });
    await expect(panel.getByRole('radiogroup', { name: 'Кто увидит, что вы здесь' })).toBeVisible();
    await expect(panel.getByText(/Сейчас здесь/)).toBeVisible();
    await panel.getByRole('button', { name: 'Я здесь' }).click();
    await expect(panel.getByText(/^Вы здесь до \d{2}:\d{2}$/)).toBeVisible();
    const current = (await (await page.request.get('/api/user-visits/current')).json()) as {
      visit: { expiresAt: string };
    };
    const until = new Intl.DateTimeFormat('ru-RU', { hour: '2-digit', minute: '2-digit', timeZone: CITY_ZONE }).format(
      new Date(current.visit.expiresAt),
    );
    await expect(panel.getByText(`Вы здесь до ${until}`)).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Продлить на час' })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Write an opinion: stars, a few words, a tag.
    await page.getByRole('link', { name: 'Написать мнение' }).click();
    await expect(page).toHaveURL(`/opinions/editor?place=${PLACE}`);
    const form = page.getByRole('form', { name: 'Мнение' });
    await expect(page.getByRole('heading', { name: `О месте: ${name}` })).toBeVisible();
    await expect(page.getByText('Вы уже писали об этом месте')).toHaveCount(0);
    // Saving without stars asks for them under the field.
    await form.getByRole('button', { name: 'Опубликовать' }).click();
    await expect(form.getByRole('alert').filter({ hasText: 'Поставьте оценку' }).first()).toBeVisible();
    await form.getByRole('radio', { name: '4 звезды' }).check({ force: true });
    const firstText = `Отличное пиво и музыка — e2e ${Date.now()}`;
    await form.getByLabel('Что расскажете?').fill(firstText);
    await form.getByRole('button', { name: 'Музыка' }).click();
    await expect(form.getByRole('button', { name: 'Музыка' })).toHaveAttribute('aria-pressed', 'true');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'opinion-editor-desktop');
    await form.getByRole('button', { name: 'Опубликовать' }).click();

    // Back on the place's page: the opinion, newest first, with «Была здесь» and the tag.
    await expect(page).toHaveURL(`/place/${PLACE}`);
    await expect(toast(page, 'Мнение опубликовано')).toBeVisible();
    const opinions = page.getByRole('list', { name: 'Мнения о месте' });
    const mine = opinions.getByRole('article').filter({ hasText: firstText });
    await expect(mine).toBeVisible();
    await expect(mine.getByText('Была здесь')).toBeVisible();
    await expect(mine.getByText('Музыка', { exact: true })).toBeVisible();
    await expect(mine.getByRole('img', { name: 'Оценка 4 из 5' })).toBeVisible();

    // Change it: the editor says the new one replaces the first.
    await page.getByRole('link', { name: 'Изменить моё мнение' }).click();
    await expect(page).toHaveURL(`/opinions/editor?place=${PLACE}`);
    await expect(page.getByText('Вы уже писали об этом месте — изменения заменят прежнее мнение')).toBeVisible();
    await expect(form.getByLabel('Что расскажете?')).toHaveValue(firstText);
    await expect(form.getByRole('radio', { name: '4 звезды' })).toBeChecked();
    const secondText = `Передумала: лучший крафт в городе — e2e ${Date.now()}`;
    await form.getByLabel('Что расскажете?').fill(secondText);
    await form.getByRole('radio', { name: '5 звёзд' }).check({ force: true });
    await form.getByRole('button', { name: 'Сохранить' }).click();

    await expect(page).toHaveURL(`/place/${PLACE}`);
    await expect(toast(page, 'Мнение сохранено')).toBeVisible();
    const changed = opinions.getByRole('article').filter({ hasText: secondText });
    await expect(changed).toBeVisible();
    await expect(changed.getByText('Была здесь')).toBeVisible();
    await expect(changed.getByRole('img', { name: 'Оценка 5 из 5' })).toBeVisible();
    await expect(opinions.getByRole('article').filter({ hasText: firstText })).toHaveCount(0);

    // Among everyone's opinions, with a link to the place.
    await page.goto('/opinions');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Мнения');
    const everyone = page.getByRole('list', { name: 'Мнения' });
    const there = everyone.getByRole('article').filter({ hasText: secondText });
    await expect(there).toBeVisible();
    await expect(there.getByRole('link', { name })).toHaveAttribute('href', `/place/${PLACE}`);
    // A filter in the link: five stars keep it, one star does not.
    await page.goto('/opinions?rating=5');
    await expect(everyone.getByRole('article').filter({ hasText: secondText })).toBeVisible();
    await page.goto('/opinions?rating=1&q=e2e');
    await expect(page.getByRole('heading', { name: 'Ничего не нашли' })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Taken back, after a question: the place is as it was before.
    await page.goto(`/opinions/editor?place=${PLACE}`);
    await page.getByRole('button', { name: 'Удалить мнение' }).click();
    const question = page.getByRole('alertdialog', { name: 'Удалить мнение?' });
    await expect(question.getByRole('button', { name: 'Не удалять' })).toBeFocused();
    await question.getByRole('button', { name: 'Удалить', exact: true }).click();
    await expect(page).toHaveURL(`/place/${PLACE}`);
    await expect(toast(page, 'Мнение удалено')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Написать мнение' })).toBeVisible();
    await expect(opinions.getByRole('article').filter({ hasText: secondText })).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test('signed out, the place invites to sign in and comes back', async ({ page }) => {
    await page.goto(`/place/${PLACE}`);
    const panel = page.getByRole('region', { name: 'Отметка «Я здесь»' });
    await expect(panel.getByText('Войдите, чтобы отметиться здесь')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Подписаться', exact: true })).toHaveAttribute(
      'href',
      `/auth/login?redirect=${encodeURIComponent(`/place/${PLACE}`)}`,
    );
    await expect(page.getByRole('list', { name: 'Мнения о месте' })).toBeVisible();
  });

  test('an event offers to follow its place and its list; a list and an organisation their own', async ({
    page,
    consoleErrors,
  }) => {
    await signInByApi(page, DEMO_USERS.visitor);
    const found = await page.request.get('/api/events?limit=100');
    const { items } = (await found.json()) as {
      items: {
        code: string;
        place: { code: string; name: string } | null;
        eventList: { code: string; name: string } | null;
        organisation: { code: string } | null;
      }[];
    };
    // An event whose place and list Anna does not follow yet (which event comes first depends on the hour, and the
    // demo city has her following some places).
    const follows = async (query: string) =>
      ((await (await page.request.get(`/api/user-subscriptions/status?${query}`)).json()) as { subscribed: boolean })
        .subscribed;
    let event: (typeof items)[number] | undefined;
    for (const item of items) {
      if (!item.place || !item.eventList || !item.organisation) continue;
      if (await follows(`place=${item.place.code}`)) continue;
      if (await follows(`eventList=${item.eventList.code}`)) continue;
      event = item;
      break;
    }
    if (!event?.place || !event.eventList || !event.organisation) {
      throw new Error('no event with a place and a list Anna does not follow');
    }

    await page.goto(`/event/${event.code}`);
    const atPlace = page.getByRole('group', { name: `Место: ${event.place.name}` });
    const inList = page.getByRole('group', { name: `Подборка: ${event.eventList.name}` });
    await expect(atPlace.getByRole('button', { pressed: false })).toBeVisible();
    await expect(inList.getByRole('button', { pressed: false })).toBeEnabled();
    await inList.getByRole('button').click();
    await expect(inList.getByRole('button', { pressed: true })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The list's own page knows it is followed; following it back off leaves the demo data as it was.
    await page.goto(`/event-list/${event.eventList.code}`);
    const listFollow = page.getByRole('button', { pressed: true });
    await expect(listFollow).toBeVisible();
    await listFollow.click();
    await expect(page.getByRole('button', { name: 'Подписаться', exact: true })).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    await page.goto(`/organisation/${event.organisation.code}`);
    await expect(page.getByRole('button', { name: 'Подписаться', exact: true })).toBeEnabled();
    await expect(page.getByText(/\d+ подписчик/)).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 360, height: 780 } });

    test('the place, the editor and everyone’s opinions fit and stay accessible', async ({ page }) => {
      await signInByApi(page, DEMO_USERS.visitor);
      await page.goto(`/place/${PLACE}`);
      await expect(page.getByRole('region', { name: 'Отметка «Я здесь»' })).toBeVisible();
      await expect(page.getByRole('list', { name: 'Мнения о месте' })).toBeVisible();
      await expectFitsWidth(page, 360);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await saveScreenshot(page, 'place-social-phone');

      await page.goto(`/opinions/editor?place=${PLACE}`);
      await expect(page.getByRole('form', { name: 'Мнение' })).toBeVisible();
      await expectFitsWidth(page, 360);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await saveScreenshot(page, 'opinion-editor-phone');

      await page.goto('/opinions');
      await expect(page.getByRole('list', { name: 'Мнения' })).toBeVisible();
      await expectFitsWidth(page, 360);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await saveScreenshot(page, 'opinions-phone');
    });
  });
});
