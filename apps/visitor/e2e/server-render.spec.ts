import { DESKTOP_VIEWPORT, PHONE } from '@mesto/playwright-config';
import { expect, test } from '@mesto/playwright-config/fixtures';
import type { APIRequestContext } from '@playwright/test';

// The public site as a crawler and a messenger's link preview get it: plain HTTP, no JavaScript. Each public page
// must carry its own title, description, canonical address, Open Graph tags, schema.org data and its main content
// in the HTML the server sends; a missing code is a real 404; robots.txt and the sitemap say what to crawl.

const TELEGRAM_PREVIEW = 'TelegramBot (like TwitterBot)';
const YANDEX_BOT = 'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)';

type Item = Record<string, unknown> & { code: string };

async function first(request: APIRequestContext, path: string): Promise<Item> {
  const response = await request.get(path);
  expect(response.ok(), path).toBe(true);
  const { items } = (await response.json()) as { items: Item[] };
  const item = items[0];
  if (item === undefined) throw new Error(`the demo city has nothing at ${path}`);
  return item;
}

/** The page's HTML as the server sends it, and what a reader finds in it. */
async function served(request: APIRequestContext, path: string, userAgent = YANDEX_BOT) {
  const response = await request.get(path, { headers: { 'user-agent': userAgent } });
  const html = await response.text();
  const head = html.slice(0, html.indexOf('</head>'));
  const body = html.slice(html.indexOf('<div id="root">'));
  const meta = (attribute: 'name' | 'property', key: string) =>
    new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(head)?.[1] ?? null;
  const jsonLd = [...body.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '{}') as Record<string, unknown>,
  );
  // Text as a reader without scripts sees it: tags and the hydration payload left out, entities read back.
  const text = body
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
  return {
    status: response.status(),
    title: /<title>([^<]*)<\/title>/.exec(head)?.[1] ?? null,
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(head)?.[1] ?? null,
    meta,
    jsonLd,
    text,
    head,
  };
}

test.describe('public pages without JavaScript', () => {
  test('an event page carries its name, time, place, preview tags and Event data', async ({ request, baseURL }) => {
    const event = await first(request, '/api/events?limit=1&sort=start');
    const page = await served(request, `/event/${event.code}`);
    expect(page.status).toBe(200);
    expect(page.title).toBe(`${event.title} — Место`);
    expect(page.text).toContain(String(event.title));
    const place = event.place as { name: string } | null;
    if (place) expect(page.text).toContain(place.name);
    const time = new Intl.DateTimeFormat('ru-RU', {
      hour: '2-digit',
      minute: '2-digit',
      timeZone: String(event.timeZone),
    }).format(new Date(String(event.startsAt)));
    expect(page.text).toContain(time);
    expect(page.canonical).toBe(`${baseURL}/event/${event.code}`);
    expect(page.meta('property', 'og:title')).toBe(`${event.title} — Место`);
    expect(page.meta('name', 'description')).toBeTruthy();
    const data = page.jsonLd.find((item) => item['@type'] === 'Event');
    expect(data).toMatchObject({ name: event.title });
    expect(new Date(String(data?.startDate)).getTime()).toBe(new Date(String(event.startsAt)).getTime());
    expect(page.head).toContain('type="text/calendar"');
  });

  test('a place page carries its name, address, hours and LocalBusiness data', async ({ request }) => {
    const place = await first(request, '/api/places?limit=1&sort=rating');
    const page = await served(request, `/place/${place.code}`);
    expect(page.status).toBe(200);
    expect(page.title).toBe(`${place.name} — Место`);
    expect(page.text).toContain(String(place.name));
    expect(page.text).toContain(String(place.address));
    const data = page.jsonLd.find((item) => item.name === place.name);
    expect(data).toBeDefined();
    expect(JSON.stringify(data)).toContain('openingHoursSpecification');
    // What a guest sees at the top arrives drawn, so nothing below it jumps when the app starts: the check-in
    // invitation and how many people are here.
    expect(page.text).toContain('Войдите, чтобы отметиться здесь');
    expect(page.text).toMatch(/Сейчас здесь (мало людей|\d+ человека?)/);
    // What people say is part of the page, not a list that appears after the scripts ran.
    const opinion = await first(request, `/api/opinions?place=${place.code}&sort=newest&limit=1`);
    expect(page.text).toContain(String(opinion.text).split(/\s+/).slice(0, 5).join(' '));
  });

  test('an organisation, an event list and a profile carry their names; lists carry their items', async ({
    request,
  }) => {
    const organisation = await first(request, '/api/organisations?limit=1');
    const organisationPage = await served(request, `/organisation/${organisation.code}`);
    expect(organisationPage.status).toBe(200);
    expect(organisationPage.title).toBe(`${organisation.name} — Место`);
    expect(organisationPage.jsonLd.find((item) => item['@type'] === 'Organization')).toMatchObject({
      name: organisation.name,
    });

    const list = await first(request, '/api/event-lists?limit=1');
    const listPage = await served(request, `/event-list/${list.code}`);
    expect(listPage.status).toBe(200);
    expect(listPage.text).toContain(String(list.name));

    const person = await served(request, '/profile/anna');
    expect(person.status).toBe(200);
    expect(person.meta('property', 'og:type')).toBe('profile');

    const places = await served(request, '/places');
    const place = await first(request, '/api/places?limit=1&sort=name');
    expect(places.text).toContain(String(place.name));
    const events = await served(request, '/events');
    const soonest = await first(request, '/api/events?limit=1&sort=start');
    expect(events.text).toContain(String(soonest.title));
    const home = await served(request, '/');
    expect(home.title).toBe('Место — афиша и места города');
    const best = await first(request, '/api/places?limit=1&sort=rating');
    expect(home.text).toContain(String(best.name));
  });

  test("the home page comes with the city's newest public entries for a guest, not with their skeleton", async ({
    request,
  }) => {
    const newest = await first(request, '/api/feed/v2?limit=5');
    const actor = (newest.actor ?? newest.host) as { displayName: string; username: string } | undefined;
    const guest = await served(request, '/');
    expect(guest.text).toContain('Что нового');
    if (actor) expect(guest.text).toContain(actor.displayName.trim() || actor.username);
    const response = await request.get('/', { headers: { 'user-agent': YANDEX_BOT } });
    expect(response.headers()['cache-control']).toContain('public');
    // All of it in place as it arrives: no part held back behind a script that reveals it later.
    expect(await response.text()).not.toContain('<template id="B:');
    // A browser with a session open gets the feed that is theirs once the app knows them: the page has no guest
    // content, and it is not a page a shared cache may hand to others.
    const signedIn = await request.get('/', { headers: { cookie: 'mesto-signed-in=1' } });
    expect(signedIn.headers()['cache-control']).toContain('private');
    expect(await signedIn.text()).toContain('Загрузка…');
  });

  test('a page paints from its own HTML: the stylesheet comes inline, no stylesheet request holds the first paint', async ({
    request,
  }) => {
    const page = await served(request, '/events');
    expect(page.head).toMatch(/<style data-href="\/assets\/[^"]+\.css">[^<]*\.[\w-]+\{/);
    expect(page.head).not.toMatch(/<link rel="stylesheet"/);
  });

  test('lists arrive with their cards’ pictures, not without them and then with (no shift, no late largest paint)', async ({
    request,
  }) => {
    const { items } = (await (await request.get('/api/places?limit=24&sort=rating')).json()) as {
      items: { photoFileIds: string[] }[];
    };
    const withPhotos = items.filter((place) => place.photoFileIds.length > 0).length;
    expect(withPhotos, 'the demo city has places with photos').toBeGreaterThan(0);
    const response = await request.get('/places');
    const html = await response.text();
    const body = html.slice(html.indexOf('<div id="root">'));
    expect(body.match(/<img [^>]*srcSet="/gi)?.length ?? 0).toBeGreaterThan(0);
  });

  test('a link preview fetch gets the Open Graph tags of the page', async ({ request }) => {
    const event = await first(request, '/api/events?limit=1&sort=start');
    const page = await served(request, `/event/${event.code}`, TELEGRAM_PREVIEW);
    expect(page.meta('property', 'og:title')).toBe(`${event.title} — Место`);
    expect(page.meta('property', 'og:url')).toContain(`/event/${event.code}`);
    expect(page.meta('property', 'og:type')).toBe('article');
    expect(page.meta('name', 'twitter:card')).toBe('summary_large_image');
    // The picture is the event's cover or, without one, a card drawn for it: either way an image a messenger loads.
    const image = await request.get(String(page.meta('property', 'og:image')));
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toMatch(/^image\//);
  });

  test('a code that does not exist answers 404 with the page saying so', async ({ request }) => {
    for (const path of ['/event/no-such-event', '/place/no-such-place', '/organisation/nobody', '/profile/zz9nobody']) {
      const page = await served(request, path);
      expect(page.status, path).toBe(404);
      expect(page.title, path).toMatch(/ — Место$/);
    }
    const unmatched = await served(request, '/no/such/page');
    expect(unmatched.status).toBe(404);
    expect(unmatched.text).toContain('Page not found: /no/such/page');
  });

  test('robots.txt points at the sitemap; the sitemap lists places, organisations, lists and events ahead', async ({
    request,
    baseURL,
  }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    expect(robots).toContain('Disallow: /chats');

    const index = await request.get('/sitemap.xml');
    expect(index.headers()['content-type']).toContain('application/xml');
    const files = [...(await index.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');
    expect(files).toContain(`${baseURL}/sitemap-places-1.xml`);
    expect(files).toContain(`${baseURL}/sitemap-events-1.xml`);
    const places = await (await request.get('/sitemap-places-1.xml')).text();
    const place = await first(request, '/api/places?limit=1&sort=name');
    expect(places).toContain(`<loc>${baseURL}/place/${place.code}</loc>`);
    const events = await (await request.get('/sitemap-events-1.xml')).text();
    const soonest = await first(request, '/api/events?limit=1&sort=start');
    expect(events).toContain(`<loc>${baseURL}/event/${soonest.code}</loc>`);
    expect((await request.get('/sitemap-places-99.xml')).status()).toBe(404);
  });
});

test('a server-rendered page hydrates without a mismatch, signed in or not, and keeps working', async ({
  page,
  consoleErrors,
}) => {
  // Home as a guest: it hydrates over the public feed it came with.
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Что нового' })).toBeVisible();
  const event = await first(page.request, '/api/events?limit=1&sort=start');
  await page.goto(`/event/${event.code}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(String(event.title));
  await page.getByRole('navigation', { name: 'Разделы', exact: true }).getByRole('link', { name: 'Места' }).click();
  await expect(page).toHaveURL('/places');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Места');
  // The previous page's head tags went with it: one description, one canonical address.
  await expect(page.locator('meta[name="description"]')).toHaveCount(1);
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);

  await page.request.post('/api/auth/login', { data: { login: 'anna', password: 'demo-mesto-2026' } });
  await page.goto(`/event/${event.code}`);
  await expect(page.getByRole('button', { name: /Учётная запись/ })).toBeVisible();
  // Home, signed in: the page came without guest content and the person's own feed takes its place.
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Ваша лента' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('a rendered page paints from its HTML alone: the app’s modules are fetched after it, then hydrate it', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/events');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('События');
  const scripts = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => entry.startTime),
    );
  await expect.poll(async () => (await scripts()).length).toBeGreaterThan(0);
  // Named in the head, the modules were fetched by the browser's preload scanner while the HTML was still arriving,
  // and competed with it; now none starts before the document has been read.
  const parsedAt = await page.evaluate(
    () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domInteractive,
  );
  expect(Math.min(...(await scripts()))).toBeGreaterThanOrEqual(parsedAt);
  // And they hydrate the page: a filter of the toolbar works.
  await page.getByRole('radiogroup', { name: 'Время дня' }).getByText('Вечер', { exact: true }).click();
  await expect(page).toHaveURL(/[?&]slot=evening/);
  expect(consoleErrors).toEqual([]);
});

declare global {
  interface Window {
    layoutShifts?: { value: number; moved: string[] }[];
  }
}

for (const [device, screen] of [
  ['a desktop', { viewport: DESKTOP_VIEWPORT }],
  ['a phone', PHONE],
] as const) {
  test(`on ${device}, nothing on a guest's place page moves when the app takes it over and the session settles`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ ...screen, baseURL });
    const page = await context.newPage();
    // Every layout shift from the first paint on, with what moved (a person reading or about to tap sees it jump).
    await page.addInitScript(() => {
      const shifts: { value: number; moved: string[] }[] = [];
      window.layoutShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources: { node: Node | null }[];
        })[]) {
          if (entry.hadRecentInput) continue;
          shifts.push({
            value: entry.value,
            moved: entry.sources.map(({ node }) =>
              node instanceof Element
                ? `<${node.tagName.toLowerCase()}> ${node.textContent?.trim().slice(0, 40)}`
                : '?',
            ),
          });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const place = await first(page.request, '/api/places?limit=1&sort=rating');
    await page.goto(`/place/${place.code}`);
    // Settled as a guest: the session's placeholders have given way to the guest's links.
    await expect(page.locator('html[data-app-ready]')).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'Подписаться', exact: true })).toBeVisible();
    if (device === 'a desktop')
      await expect(page.getByRole('banner').getByRole('link', { name: 'Войти' })).toBeVisible();
    // Two frames later, the shifts of the last change have been reported.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.evaluate(() => window.layoutShifts)).toEqual([]);
    await context.close();
  });
}

// A page is rendered on the server at one moment and hydrated in the browser at another: seconds later on a busy
// phone, across a minute's or a day's turn, or on a device whose clock is off. Whatever the first render shows that
// depends on the time («5 минут назад», «Сегодня», «Открыто до 23:00», the query for tonight's events) must come from
// the server's moment (`useNow`), or React finds another text than the server's and throws the page's HTML away
// (error #418). The browser's clock is put a day and a few hours off, so any render that reads it differs.
test('every public page hydrates the same when the browser’s clock is a day and hours off the server’s', async ({
  page,
  consoleErrors,
}) => {
  const event = await first(page.request, '/api/events?limit=1&sort=start');
  await page.clock.setFixedTime(Date.now() + (26 * 60 + 17) * 60 * 1000);
  const pages = [
    '/',
    '/events',
    `/event/${event.code}`,
    '/event-list/list0001',
    '/places',
    '/place/place001',
    '/organisation/org00001',
    '/people',
    '/profile/anna',
    '/opinions',
    '/rooms',
    '/room/room0002',
    '/full-feed',
    '/search?q=%D0%BA%D0%BE%D1%84%D0%B5',
  ];
  for (const path of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
    expect(consoleErrors, path).toEqual([]);
  }
});
