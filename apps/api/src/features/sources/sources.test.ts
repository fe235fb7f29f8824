import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eventOccurrences, events, externalEventAnnouncements, sourceItems, sources, users } from '../../db/schema.ts';
import { BOT_SECRET_HEADER } from '../../lib/internal-auth.ts';
import {
  APP_ORIGIN,
  bearer,
  createTestApp,
  grant,
  type Session,
  signUp,
  type TestApp,
} from '../../testing/test-app.ts';
import { claimDueSources, claimSource } from './sources.service.ts';

// Sources end to end through the API: a venue connects a calendar, a feed or a page served by a fixture server on
// loopback (allowed by the test's SOURCE_FETCH_ALLOW for its own port only, as production allows nothing), sees the
// preview, connects it, and its events are published, deduplicated, updated and refused as a venue would expect.

const DAY = 24 * 60 * 60 * 1000;
const SECRET = 'sources-test-bot-secret-0123456789';

/** «20301205T190000» in Moscow time, `days` from now at `hour`. */
function moscowStamp(days: number, hour: number): string {
  const date = new Date(Date.now() + days * DAY + 3 * 60 * 60 * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}T${pad(hour)}0000`;
}
/** The instant of moscowStamp. */
function moscowInstant(days: number, hour: number): number {
  const stamp = moscowStamp(days, hour);
  return Date.UTC(+stamp.slice(0, 4), +stamp.slice(4, 6) - 1, +stamp.slice(6, 8), hour - 3);
}

type Fixture = { status?: number; type?: string; body?: string; headers?: Record<string, string> };

/** A fixture server whose answers a test sets per path; counts requests per path. */
async function fixtureServer() {
  const routes = new Map<string, Fixture | ((request: IncomingMessage, response: ServerResponse) => void)>();
  const hits = new Map<string, number>();
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0] as string;
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const route = routes.get(path);
    if (typeof route === 'function') return route(request, response);
    if (!route) {
      response.writeHead(404, { 'content-type': 'text/plain' });
      return response.end('нет');
    }
    const etag = route.headers?.etag;
    if (etag && request.headers['if-none-match'] === etag) {
      response.writeHead(304, { etag });
      return response.end();
    }
    response.writeHead(route.status ?? 200, { 'content-type': route.type ?? 'text/plain', ...route.headers });
    response.end(route.body ?? '');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    routes,
    hits: (path: string) => hits.get(path) ?? 0,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function calendar(
  events: { uid: string; title: string; days: number; hour: number; location?: string; extra?: string }[],
) {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Sinkopa//Afisha//RU',
    'X-WR-CALNAME:Афиша «Синкопы»',
    'X-WR-TIMEZONE:Europe/Moscow',
    ...events.flatMap((event) => [
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      'DTSTAMP:20260101T000000Z',
      `DTSTART;TZID=Europe/Moscow:${moscowStamp(event.days, event.hour)}`,
      `DTEND;TZID=Europe/Moscow:${moscowStamp(event.days, event.hour + 2)}`,
      `SUMMARY:${event.title}`,
      `LOCATION:${event.location ?? 'Синкопа, ул. Рождественская, 5'}`,
      ...(event.extra ? [event.extra] : []),
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ].join('\r\n');
}

describe('sources', () => {
  let t: TestApp;
  let fixtures: Awaited<ReturnType<typeof fixtureServer>>;
  let owner: Session;
  let stranger: Session;
  let manager: Session;
  let placeId = '';
  let organisationId = '';
  let closeTelegram = async () => {};

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, session: Session | null, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      ...(payload !== undefined ? { payload: payload as object } : {}),
      headers: { origin: APP_ORIGIN, ...(session ? bearer(session) : {}) },
    });
  const ok = async (method: 'GET' | 'POST' | 'DELETE', url: string, session: Session | null, payload?: unknown) => {
    const response = await call(method, url, session, payload);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const connect = (fields: object, session: Session = owner) =>
    ok('POST', '/sources/editor', session, { kind: 'ICAL', placeId, trust: 'AUTO', ...fields });
  const fetchNow = (id: string, session: Session = owner) => ok('POST', `/sources/${id}/fetch`, session);
  const eventsAtPlace = async () =>
    t.app.db
      .select({ id: events.id, title: events.title, startsAt: events.startsAt })
      .from(events)
      .where(eq(events.placeId, placeId));

  beforeAll(async () => {
    fixtures = await fixtureServer();
    // Telegram's Bot API, as the channel check asks it: the bot (id 42) and the person 777 administer @sinkopa_live.
    const telegram = createServer(async (request, response) => {
      let text = '';
      for await (const chunk of request) text += chunk;
      const payload = (text ? JSON.parse(text) : {}) as { chat_id?: unknown; user_id?: number };
      const method = (request.url ?? '').split('/').pop();
      const channel = { id: -1009876543210, type: 'channel', title: 'Синкопа live', username: 'sinkopa_live' };
      const found = payload.chat_id === '@sinkopa_live' || payload.chat_id === channel.id;
      const result =
        method === 'getMe'
          ? { ok: true, result: { id: 42, is_bot: true, first_name: 'Место', username: 'mesto_test_bot' } }
          : method === 'getChat'
            ? found
              ? { ok: true, result: channel }
              : { ok: false, error_code: 400, description: 'Bad Request: chat not found' }
            : {
                ok: true,
                result: { status: payload.user_id === 42 || payload.user_id === 777 ? 'administrator' : 'member' },
              };
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(result));
    });
    await new Promise<void>((resolve) => telegram.listen(0, '127.0.0.1', resolve));
    closeTelegram = () => new Promise((resolve) => telegram.close(() => resolve()));
    t = await createTestApp({
      SOURCE_FETCH_ALLOW: [`127.0.0.1:${fixtures.port}`],
      SOURCE_FETCH_WAIT_MS: 5000,
      BOT_INTERNAL_SECRET: SECRET,
      TELEGRAM_API_ROOT: `http://127.0.0.1:${(telegram.address() as AddressInfo).port}`,
    });
    owner = await signUp(t.app);
    stranger = await signUp(t.app);
    manager = await signUp(t.app);
    await grant(t.app, owner.userId, ['BUSINESS_PANEL']);
    await grant(t.app, stranger.userId, ['BUSINESS_PANEL']);
    await grant(t.app, manager.userId, ['EXTERNAL_EVENT_ANNOUNCEMENT_MANAGEMENT', 'BUSINESS_PANEL']);
    organisationId = (await ok('POST', '/organisations/editor', owner, { name: 'Синкопа' })).id;
    placeId = (
      await ok('POST', '/places/editor', owner, { organisationId, name: 'Синкопа', address: 'ул. Рождественская, 5' })
    ).id;
  });
  afterAll(async () => {
    await t?.close();
    await fixtures?.close();
    await closeTelegram();
  });
  beforeEach(async () => {
    fixtures.routes.clear();
    await t.app.db.delete(sources);
    await t.app.db.delete(externalEventAnnouncements);
    await t.app.db.delete(events).where(eq(events.placeId, placeId));
  });

  describe('addresses', () => {
    it.each([
      ['http://127.1/cal.ics'],
      ['http://0x7f000001/cal.ics'],
      ['http://2130706433/cal.ics'],
      ['http://0177.0.0.1/cal.ics'],
      ['http://[::1]/cal.ics'],
      ['http://[::ffff:127.0.0.1]/cal.ics'],
      ['http://localhost/cal.ics'],
      ['http://169.254.169.254/latest/meta-data'],
      ['http://10.0.0.1/cal.ics'],
      ['http://192.168.1.1/cal.ics'],
      ['ftp://example.com/cal.ics'],
      ['file:///etc/passwd'],
      ['javascript:alert(1)'],
      ['http://user:secret@example.com/cal.ics'],
      ['http://intranet/cal.ics'],
    ])('%s is refused when saved, with a 400 naming the address', async (address) => {
      const response = await call('POST', '/sources/editor', owner, { kind: 'ICAL', placeId, address });
      expect(response.statusCode, response.body).toBe(400);
      const body = response.json();
      expect(Object.keys(body.fields ?? {})).toContain('address');
      expect(body.fields.address).toMatch(/[а-яё]/i);
      expect(await t.app.db.select().from(sources)).toEqual([]);
    });

    it('the allowed fixture port passes, the same host on another port does not', async () => {
      fixtures.routes.set('/cal.ics', { type: 'text/calendar', body: calendar([]) });
      await connect({ address: fixtures.url('/cal.ics'), trust: 'REVIEW' });
      const other = await call('POST', '/sources/editor', owner, {
        kind: 'ICAL',
        placeId,
        address: `http://127.0.0.1:${fixtures.port + 1}/cal.ics`,
      });
      expect(other.statusCode).toBe(400);
    });

    it('whatever a client sends as a source, the answer is never a 5xx and nothing half-written stays', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(
            fc.string({ unit: 'grapheme', maxLength: 300 }),
            fc.string({ unit: 'binary', maxLength: 300 }),
            fc.webUrl(),
            fc.constantFrom(
              'http://$&/x',
              'http://a\r\nb/',
              '\ud800http://x',
              'http://%00/',
              `http://${'a'.repeat(3000)}`,
            ),
          ),
          fc.constantFrom('ICAL', 'RSS', 'WEB_PAGE', 'TELEGRAM_CHANNEL', 'OTHER'),
          async (address, kind) => {
            const response = await call('POST', '/sources/editor', owner, { kind, placeId, address, trust: 'AUTO' });
            expect(response.statusCode, response.body).toBeLessThan(500);
          },
        ),
        { numRuns: 60 },
      );
      // Public web addresses may have been saved (their DNS was not asked to fail); none is private.
      for (const row of await t.app.db.select().from(sources)) {
        expect(row.address).not.toMatch(/127\.0\.0\.1|localhost|\[::1\]/);
      }
    });
  });

  describe('who manages sources', () => {
    it('a stranger may neither connect a source for the place nor see, change or delete its sources', async () => {
      fixtures.routes.set('/cal.ics', { type: 'text/calendar', body: calendar([]) });
      const refused = await call('POST', '/sources/editor', stranger, {
        kind: 'ICAL',
        placeId,
        address: fixtures.url('/cal.ics'),
      });
      expect([400, 403]).toContain(refused.statusCode);
      const source = await connect({ address: fixtures.url('/cal.ics') });
      expect((await ok('GET', '/sources', stranger)).items).toEqual([]);
      // Another's source does not exist for them (404), as in every collection.
      expect((await call('POST', '/sources/editor', stranger, { id: source.id, state: 'PAUSED' })).statusCode).toBe(
        404,
      );
      expect((await call('DELETE', `/sources/${source.id}`, stranger)).statusCode).toBe(404);
      expect((await call('POST', `/sources/${source.id}/fetch`, stranger)).statusCode).toBe(404);
      expect((await call('GET', `/sources/${source.id}/items`, stranger)).statusCode).toBe(404);
      const [row] = await t.app.db.select().from(sources).where(eq(sources.id, source.id));
      expect(row?.state).toBe('ACTIVE');
      expect((await call('GET', '/sources', null)).statusCode).toBe(401);
      // The team and announcement managers see it.
      expect((await ok('GET', '/sources', owner)).items.map((s: { id: string }) => s.id)).toEqual([source.id]);
      expect((await ok('GET', '/sources', manager)).items.map((s: { id: string }) => s.id)).toEqual([source.id]);
    });

    it('one address is one source: the same calendar connected twice is a 409 naming the address', async () => {
      fixtures.routes.set('/cal.ics', { type: 'text/calendar', body: calendar([]) });
      await connect({ address: fixtures.url('/cal.ics') });
      const again = await call('POST', '/sources/editor', owner, {
        kind: 'ICAL',
        placeId,
        address: fixtures.url('/cal.ics'),
      });
      expect(again.statusCode).toBe(409);
      expect(again.json().fields.address).toBe('Этот источник уже подключён');
    });
  });

  describe('calendars', () => {
    const twoConcerts = () =>
      calendar([
        { uid: 'jazz@sinkopa', title: 'Джазовый вечер с трио Петрова', days: 5, hour: 19 },
        { uid: 'blues@sinkopa', title: 'Блюз на Рождественской', days: 9, hour: 20 },
        { uid: 'old@sinkopa', title: 'Прошедший концерт', days: -10, hour: 19 },
      ]);

    it('the preview shows the upcoming events as they would be read, before anything is saved', async () => {
      fixtures.routes.set('/cal.ics', { type: 'text/calendar; charset=utf-8', body: twoConcerts() });
      const preview = await ok('POST', '/sources/preview', owner, { address: fixtures.url('/cal.ics'), placeId });
      expect(preview.kind).toBe('ICAL');
      expect(preview.title).toBe('Афиша «Синкопы»');
      expect(preview.items.map((item: { title: string }) => item.title)).toEqual([
        'Джазовый вечер с трио Петрова',
        'Блюз на Рождественской',
      ]);
      expect(preview.items[0].place).toEqual({ id: placeId, name: 'Синкопа' });
      expect(Date.parse(preview.items[0].startsAt)).toBe(moscowInstant(5, 19));
      expect(preview.items[0].wouldPublish).toBe(true);
      expect(await t.app.db.select().from(sources)).toEqual([]);
      expect(await t.app.db.select().from(externalEventAnnouncements)).toHaveLength(0);
    });

    it('a trusted calendar publishes its events once; fetching again publishes nothing twice; a change updates the event', async () => {
      fixtures.routes.set('/cal.ics', { type: 'text/calendar', body: twoConcerts(), headers: { etag: '"v1"' } });
      const source = await connect({ address: fixtures.url('/cal.ics') });
      const after = await fetchNow(source.id);
      expect(after.state).toBe('ACTIVE');
      expect(after.lastError).toBeNull();
      expect(after.itemsPublished).toBe(2);
      const published = await eventsAtPlace();
      expect(published.map((e) => e.title).sort()).toEqual(['Блюз на Рождественской', 'Джазовый вечер с трио Петрова']);
      const jazz = published.find((e) => e.title.startsWith('Джаз'));
      expect(jazz?.startsAt.getTime()).toBe(moscowInstant(5, 19));

      // Unchanged (304 by its ETag): nothing new.
      await fetchNow(source.id);
      expect(await eventsAtPlace()).toHaveLength(2);

      // The venue moves the jazz evening by an hour: the same event moves.
      fixtures.routes.set('/cal.ics', {
        type: 'text/calendar',
        headers: { etag: '"v2"' },
        body: calendar([
          { uid: 'jazz@sinkopa', title: 'Джазовый вечер с трио Петрова', days: 5, hour: 20 },
          { uid: 'blues@sinkopa', title: 'Блюз на Рождественской', days: 9, hour: 20 },
        ]),
      });
      await fetchNow(source.id);
      const moved = await eventsAtPlace();
      expect(moved).toHaveLength(2);
      expect(moved.find((e) => e.id === jazz?.id)?.startsAt.getTime()).toBe(moscowInstant(5, 20));
      const occurrences = await t.app.db
        .select({ startsAt: eventOccurrences.startsAt })
        .from(eventOccurrences)
        .where(eq(eventOccurrences.eventId, jazz?.id as string));
      expect(occurrences.map((o) => o.startsAt.getTime())).toEqual([moscowInstant(5, 20)]);

      const items = (await ok('GET', `/sources/${source.id}/items`, owner)).items;
      expect(items.filter((i: { outcome: string }) => i.outcome === 'PUBLISHED')).toHaveLength(2);
      // What ended before the source was connected is history: not published, not in the work stream.
      expect(items.find((i: { title: string }) => i.title === 'Прошедший концерт')?.outcome ?? 'SKIPPED').toBe(
        'SKIPPED',
      );
    });

    it('a calendar under review sends its events to the work stream, each once, with the source named', async () => {
      fixtures.routes.set('/cal.ics', { type: 'text/calendar', body: twoConcerts() });
      const source = await connect({ address: fixtures.url('/cal.ics'), trust: 'REVIEW' });
      await fetchNow(source.id);
      await fetchNow(source.id);
      expect(await eventsAtPlace()).toHaveLength(0);
      const stream = (await ok('GET', '/external-event-announcements?status=NEW&limit=50', manager)).items.filter(
        (a: { source: string }) => a.source === 'Календарь: Афиша «Синкопы»',
      );
      expect(stream.map((a: { draft: { title: string } }) => a.draft.title).sort()).toEqual([
        'Блюз на Рождественской',
        'Джазовый вечер с трио Петрова',
      ]);
    });

    it('the same event from a page and from the calendar is one event, linked to both sources', async () => {
      fixtures.routes.set('/cal.ics', { type: 'text/calendar', body: twoConcerts() });
      const calendarSource = await connect({ address: fixtures.url('/cal.ics') });
      await fetchNow(calendarSource.id);
      const start = new Date(moscowInstant(5, 19)).toISOString();
      fixtures.routes.set('/afisha', {
        type: 'text/html; charset=utf-8',
        body: `<!doctype html><html><head><title>Афиша</title><script type="application/ld+json">${JSON.stringify({
          '@context': 'https://schema.org',
          '@type': 'MusicEvent',
          name: 'Джазовый вечер: трио Петрова',
          startDate: start,
          location: { '@type': 'Place', name: 'Синкопа' },
          offers: { '@type': 'Offer', price: '700', priceCurrency: 'RUB', url: 'https://tickets.example/jazz' },
        })}</script></head><body><h1>Афиша</h1></body></html>`,
      });
      const page = await connect({ kind: 'WEB_PAGE', address: fixtures.url('/afisha') });
      await fetchNow(page.id);
      const atPlace = await eventsAtPlace();
      expect(atPlace).toHaveLength(2);
      const [pageItem] = (await ok('GET', `/sources/${page.id}/items`, owner)).items;
      expect(pageItem.outcome).toBe('DUPLICATE');
      expect(pageItem.event.title).toBe('Джазовый вечер с трио Петрова');
      const links = await t.app.db.select().from(sourceItems).where(eq(sourceItems.eventId, pageItem.event.id));
      expect(links).toHaveLength(2);
    });
  });

  describe('feeds', () => {
    it('a feed item is read as a post and waits in the work stream; an updated item updates its announcement', async () => {
      const feed = (text: string) => `<?xml version="1.0" encoding="utf-8"?>
<rss version="2.0"><channel><title>Новости «Синкопы»</title><link>https://sinkopa.example</link>
<item><guid>post-1</guid><title>Квартирник</title><link>https://sinkopa.example/post-1</link>
<description><![CDATA[${text}]]></description><pubDate>${new Date().toUTCString()}</pubDate></item>
</channel></rss>`;
      fixtures.routes.set('/feed.xml', {
        type: 'application/rss+xml',
        body: feed('Квартирник с группой «Кипяток» в эту пятницу в 20:00. Вход 500 ₽'),
      });
      const source = await connect({ kind: 'RSS', address: fixtures.url('/feed.xml') });
      await fetchNow(source.id);
      const [first] = await t.app.db
        .select()
        .from(externalEventAnnouncements)
        .where(eq(externalEventAnnouncements.sourceUrl, 'https://sinkopa.example/post-1'));
      expect(first?.status).toBe('NEW');
      expect(first?.rawText).toContain('Кипяток');
      fixtures.routes.set('/feed.xml', {
        type: 'application/rss+xml',
        body: feed('Квартирник с группой «Кипяток» в эту пятницу в 21:00. Вход 600 ₽'),
      });
      await fetchNow(source.id);
      const rows = await t.app.db
        .select()
        .from(externalEventAnnouncements)
        .where(eq(externalEventAnnouncements.sourceUrl, 'https://sinkopa.example/post-1'));
      expect(rows).toHaveLength(1);
      expect(rows[0]?.rawText).toContain('21:00');
    });
  });

  describe('failures', () => {
    it('a source that answers 500 shows the error in words, and is failing after repeated failures', async () => {
      fixtures.routes.set('/cal.ics', { status: 500, type: 'text/plain', body: 'oops' });
      const source = await connect({ address: fixtures.url('/cal.ics') });
      let after = await fetchNow(source.id);
      expect(after.lastError).toMatch(/ошибк|500/i);
      expect(after.lastErrorCode).toBe('HTTP_ERROR');
      for (let attempt = 0; attempt < 2; attempt++) after = await fetchNow(source.id);
      expect(after.state).toBe('FAILING');
      expect(Date.parse(after.nextFetchAt)).toBeGreaterThan(Date.now() + 4 * 60_000);
      // Back to health on the next good answer.
      fixtures.routes.set('/cal.ics', { type: 'text/calendar', body: calendar([]) });
      after = await fetchNow(source.id);
      expect(after.state).toBe('ACTIVE');
      expect(after.lastError).toBeNull();
    });

    it('a 50 MB answer is cut at the cap, a redirect into the private network is refused, a page is no calendar', async () => {
      let sent = 0;
      fixtures.routes.set('/huge.ics', (_request, response) => {
        response.writeHead(200, { 'content-type': 'text/calendar' });
        const chunk = Buffer.alloc(64 * 1024, 'A');
        const pump = () => {
          while (sent < 50 * 1024 * 1024) {
            sent += chunk.length;
            if (!response.write(chunk)) return void response.once('drain', pump);
          }
          response.end();
        };
        response.on('close', () => {});
        pump();
      });
      fixtures.routes.set('/moved.ics', { status: 302, headers: { location: 'http://10.1.2.3/cal.ics' } });
      fixtures.routes.set('/page.html', { type: 'text/html', body: '<html><body>Привет</body></html>' });
      const huge = await connect({ address: fixtures.url('/huge.ics') });
      const moved = await connect({ address: fixtures.url('/moved.ics') });
      const page = await connect({ address: fixtures.url('/page.html') });
      expect((await fetchNow(huge.id)).lastErrorCode).toBe('TOO_LARGE');
      expect(sent).toBeLessThan(10 * 1024 * 1024);
      const redirected = await fetchNow(moved.id);
      expect(['REDIRECT_PRIVATE', 'PRIVATE_ADDRESS']).toContain(redirected.lastErrorCode);
      expect((await fetchNow(page.id)).lastErrorCode).toBe('WRONG_TYPE');
    });
  });

  describe('the poller', () => {
    it('two nodes asking at once claim different sources, and each due source once', async () => {
      const rows = await t.app.db
        .insert(sources)
        .values(
          Array.from({ length: 30 }, (_, index) => ({
            kind: 'ICAL' as const,
            address: `https://example.com/${index}.ics`,
            placeId,
            organisationId,
          })),
        )
        .returning({ id: sources.id });
      const [a, b] = await Promise.all([
        claimDueSources(t.app.db, 'node-a', 20),
        claimDueSources(t.app.db, 'node-b', 20),
      ]);
      const ids = [...a, ...b].map((row) => row.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids.length).toBe(rows.length);
      expect(await claimDueSources(t.app.db, 'node-c', 20)).toEqual([]);
    });

    it('«fetch now» during a fetch of the same source waits for it and shows what it brought; past the wait, a 409 in words', async () => {
      fixtures.routes.set('/slow.ics', (_request, response) => {
        setTimeout(() => {
          response.writeHead(200, { 'content-type': 'text/calendar' });
          response.end(calendar([{ uid: 'slow-1', title: 'Медленный джем', days: 9, hour: 20 }]));
        }, 500);
      });
      const source = await connect({ address: fixtures.url('/slow.ics') });
      // Two clicks (or a click during the poller's turn): one fetch, both answers show its result.
      const [first, second] = await Promise.all([
        call('POST', `/sources/${source.id}/fetch`, owner),
        call('POST', `/sources/${source.id}/fetch`, owner),
      ]);
      expect([first.statusCode, second.statusCode], second.body).toEqual([200, 200]);
      expect(fixtures.hits('/slow.ics')).toBe(1);
      for (const answer of [first.json(), second.json()]) {
        expect(answer.lastError).toBeNull();
        expect(answer.lastFetchedAt).not.toBeNull();
        expect(answer.itemsSeen).toBe(1);
      }
      // A fetch that never ends (a node holding its claim): the person is told, not kept waiting for ever.
      expect(await claimSource(t.app.db, source.id, 'node-stuck')).toBeDefined();
      const started = Date.now();
      const stuck = await call('POST', `/sources/${source.id}/fetch`, owner);
      expect(stuck.statusCode).toBe(409);
      expect(stuck.json().message).toBe('Источник уже загружается: обновите страницу через минуту');
      expect(Date.now() - started).toBeGreaterThanOrEqual(4500);
      expect(fixtures.hits('/slow.ics')).toBe(1);
    });

    it('paused sources are not fetched; resuming fetches at once', async () => {
      fixtures.routes.set('/cal.ics', { type: 'text/calendar', body: calendar([]) });
      const source = await connect({ address: fixtures.url('/cal.ics'), state: 'PAUSED' });
      expect(await claimDueSources(t.app.db, 'node-a', 20)).toEqual([]);
      await ok('POST', '/sources/editor', owner, { id: source.id, state: 'ACTIVE' });
      expect((await claimDueSources(t.app.db, 'node-a', 20)).map((row) => row.id)).toEqual([source.id]);
    });
  });

  describe('Telegram channels', () => {
    const post = (fields: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/internal/sources/channel-posts',
        headers: { [BOT_SECRET_HEADER]: SECRET },
        payload: {
          chatId: -1001234567890,
          chatUsername: 'sinkopa_live',
          chatTitle: 'Синкопа',
          messageId: 41,
          text: 'Джем-сейшн в эту субботу в 20:00 в «Синкопе». Вход свободный',
          postedAt: new Date().toISOString(),
          editedAt: null,
          edited: false,
          ...fields,
        },
      });

    it('posts of channels nobody connected are ignored; a connected channel turns posts and edits into one announcement', async () => {
      const ignored = await post({});
      expect(ignored.statusCode, ignored.body).toBe(200);
      expect(ignored.json()).toEqual({ accepted: false, announcementId: null, reason: 'NOT_CONNECTED' });

      await t.app.db.insert(sources).values({
        kind: 'TELEGRAM_CHANNEL',
        address: '@sinkopa_live',
        telegramChatId: -1001234567890,
        placeId,
        organisationId,
        trust: 'REVIEW',
      });
      const taken = (await post({})).json();
      expect(taken.accepted).toBe(true);
      const edited = (
        await post({ text: 'Джем-сейшн в эту субботу в 21:00 в «Синкопе». Вход свободный', edited: true })
      ).json();
      expect(edited.announcementId).toBe(taken.announcementId);
      const [row] = await t.app.db
        .select()
        .from(externalEventAnnouncements)
        .where(eq(externalEventAnnouncements.id, taken.announcementId));
      expect(row?.rawText).toContain('21:00');
      expect(row?.sourceUrl).toBe('https://t.me/sinkopa_live/41');
      expect(row?.sourceKey).toBe('telegram:-1001234567890:41');

      // «Отменяется» asks a person, whatever else the post says.
      await post({ text: 'Джем-сейшн в субботу отменяется, простите', edited: true });
      const [cancelled] = await t.app.db
        .select()
        .from(externalEventAnnouncements)
        .where(eq(externalEventAnnouncements.id, taken.announcementId));
      expect(cancelled?.status).toBe('NEW');
      expect(cancelled?.error).toMatch(/отменено/);
    });

    it('a person who administers the channel, with their Telegram linked, connects it; its posts then arrive', async () => {
      const refused = await call('POST', '/sources/editor', owner, {
        kind: 'TELEGRAM_CHANNEL',
        placeId,
        address: '@sinkopa_live',
      });
      expect(refused.statusCode).toBe(400);
      await t.app.db.update(users).set({ telegramId: 555 }).where(eq(users.id, owner.userId));
      const notAdmin = await call('POST', '/sources/editor', owner, {
        kind: 'TELEGRAM_CHANNEL',
        placeId,
        address: '@sinkopa_live',
      });
      expect(notAdmin.statusCode, notAdmin.body).toBe(400);
      expect(notAdmin.json().fields.address).toMatch(/администратор/);
      await t.app.db.update(users).set({ telegramId: 777 }).where(eq(users.id, owner.userId));
      const source = await ok('POST', '/sources/editor', owner, {
        kind: 'TELEGRAM_CHANNEL',
        placeId,
        address: 'https://t.me/sinkopa_live',
      });
      expect(source).toMatchObject({ address: '@sinkopa_live', title: 'Синкопа live', nextFetchAt: null });
      const taken = (await post({ chatId: -1009876543210, chatUsername: 'sinkopa_live' })).json();
      expect(taken.accepted).toBe(true);
      const unknownChannel = await call('POST', '/sources/editor', owner, {
        kind: 'TELEGRAM_CHANNEL',
        placeId,
        address: '@nobody_here',
      });
      expect(unknownChannel.statusCode).toBe(400);
      await t.app.db.update(users).set({ telegramId: null }).where(eq(users.id, owner.userId));
    });

    it('without the bot secret the route is closed', async () => {
      const response = await t.app.inject({ method: 'POST', url: '/api/internal/sources/channel-posts', payload: {} });
      expect(response.statusCode).toBe(401);
    });

    it('connecting a channel needs the person’s Telegram linked', async () => {
      const response = await call('POST', '/sources/editor', owner, {
        kind: 'TELEGRAM_CHANNEL',
        placeId,
        address: 'https://t.me/sinkopa_live',
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().fields.address).toMatch(/Привяжите свой Телеграм/);
      const invite = await call('POST', '/sources/editor', owner, {
        kind: 'TELEGRAM_CHANNEL',
        placeId,
        address: 'https://t.me/+AbCdEf123',
      });
      expect(invite.statusCode).toBe(400);
      expect(
        await t.app.db
          .select()
          .from(sources)
          .where(and(eq(sources.kind, 'TELEGRAM_CHANNEL'), eq(sources.placeId, placeId))),
      ).toEqual([]);
    });
  });
});

describe('the poller of a running node', () => {
  it('fetches a newly connected source by itself, within its idle wait, and not again before its interval', async () => {
    const fixtures = await fixtureServer();
    const t = await createTestApp({
      SOURCE_FETCH_ALLOW: [`127.0.0.1:${fixtures.port}`],
      SOURCE_POLLING: 'on',
      SOURCE_POLL_IDLE_MS: 100,
    });
    try {
      const owner = await signUp(t.app);
      await grant(t.app, owner.userId, ['BUSINESS_PANEL']);
      const headers = { origin: APP_ORIGIN, ...bearer(owner) };
      const organisation = await t.app.inject({
        method: 'POST',
        url: '/api/organisations/editor',
        headers,
        payload: { name: 'Сова' },
      });
      const place = await t.app.inject({
        method: 'POST',
        url: '/api/places/editor',
        headers,
        payload: { organisationId: organisation.json().id, name: 'Сова', address: 'ул. Ленина, 1' },
      });
      fixtures.routes.set('/cal.ics', {
        type: 'text/calendar',
        body: calendar([{ uid: 'owl@sova', title: 'Совиный квиз', days: 3, hour: 19, location: 'Сова' }]),
      });
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/sources/editor',
        headers,
        payload: { kind: 'ICAL', placeId: place.json().id, address: fixtures.url('/cal.ics'), trust: 'AUTO' },
      });
      expect(created.statusCode, created.body).toBe(200);
      const id = created.json().id as string;
      const deadline = Date.now() + 20_000;
      let source: { lastFetchedAt: string | null; itemsPublished: number; title: string | null } | undefined;
      while (Date.now() < deadline) {
        const list = await t.app.inject({ method: 'GET', url: `/api/sources?id=${id}`, headers });
        source = list.json().items[0];
        if (source?.lastFetchedAt) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(source).toMatchObject({ itemsPublished: 1, title: 'Афиша «Синкопы»' });
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(fixtures.hits('/cal.ics')).toBe(1);
    } finally {
      await t.close();
      await fixtures.close();
    }
  });
});
