// The outside world of sources-scale.ts: venues' calendars, feeds and pages, served on loopback by a process of its
// own (so serving them takes nothing from the bench's event loop, nor the nodes' from it). Several ports, because
// the poller limits itself per host (host:port): each port is one venue's site to it.
//
// Started with `node --import tsx bench/lib/sources-fixtures.ts '<json FixtureTask>'` and an IPC channel. Source n
// is served at `/s/<n>.ics` (ICAL), `/s/<n>.xml` (RSS) or `/s/<n>.html` (WEB_PAGE) on port `ports[n % ports]`: 2–5
// upcoming events, the same bytes for the whole run, with an ETag, so a second fetch would be answered 304. Every
// request is counted per path (200 and 304 apart); the parent asks for the counts over IPC.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type SourceKindName = 'ICAL' | 'RSS' | 'WEB_PAGE';

export type FixtureTask = { ports: number; places: number };

/** One path's requests: answered with the body, answered 304, anything else (an unknown path). */
export type PathCount = { path: string; full: number; notModified: number; other: number };

export type ToFixtures = { type: 'counts' };
export type FromFixtures = { type: 'ready'; ports: number[] } | { type: 'counts'; counts: PathCount[] };

const DAY = 24 * 60 * 60 * 1000;
const MONTHS = [
  'января',
  'февраля',
  'марта',
  'апреля',
  'мая',
  'июня',
  'июля',
  'августа',
  'сентября',
  'октября',
  'ноября',
  'декабря',
];
const GENRES = ['Концерт', 'Спектакль', 'Лекция', 'Квиз', 'Стендап', 'Кинопоказ', 'Мастер-класс', 'Джем-сейшн'];
const NAMES = ['Северный ветер', 'Летний сад', 'Синяя птица', 'Старый город', 'Ночной трамвай', 'Белые ночи'];
/** The hours of a place's slots: with 60 days, 300 distinct times at one place, so no two items look alike. */
const HOURS = [10, 13, 16, 19, 21];

/** Source n's kind: mostly calendars, some feeds and pages. */
export function kindOf(n: number): SourceKindName {
  const rest = n % 10;
  return rest < 7 ? 'ICAL' : rest < 9 ? 'RSS' : 'WEB_PAGE';
}

export function pathOf(n: number): string {
  const ending = { ICAL: 'ics', RSS: 'xml', WEB_PAGE: 'html' }[kindOf(n)];
  return `/s/${n}.${ending}`;
}

/** The place a source speaks for (index into the bench's places), and its name as the bench writes it. */
export const placeOf = (n: number, places: number) => n % places;
export const placeName = (index: number) => `Площадка «${NAMES[index % NAMES.length]}» №${index + 1}`;

type Item = { uid: string; title: string; at: Date; price: number };

/**
 * Source n's events: 2–5, in slots of its place no other source of that place uses (a different day or hour), so
 * the duplicate check finds nothing and each item becomes an announcement of its own.
 */
function itemsOf(n: number, places: number, start: number): Item[] {
  const count = 2 + (n % 4);
  const ordinal = Math.floor(n / places);
  return Array.from({ length: count }, (_, k) => {
    const slot = ordinal * 5 + k;
    const day = 1 + (slot % 60);
    const hour = HOURS[Math.floor(slot / 60) % HOURS.length] as number;
    // Midnight in Moscow (UTC+3) of today, then the day and hour there.
    const midnight = Math.floor((start + 3 * 3600_000) / DAY) * DAY - 3 * 3600_000;
    return {
      uid: `s${n}-e${k}@bench.mesto`,
      title: `${GENRES[(n + k) % GENRES.length]} «${NAMES[(ordinal + k) % NAMES.length]}», вечер ${n}-${k + 1}`,
      at: new Date(midnight + day * DAY + hour * 3600_000),
      price: 300 + 100 * ((n + k) % 8),
    };
  });
}

/** «20261205T190000» in Moscow time. */
function moscowStamp(at: Date): string {
  return new Date(at.getTime() + 3 * 3600_000)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, '');
}

/** «5 декабря в 19:00». */
function moscowWords(at: Date): string {
  const local = new Date(at.getTime() + 3 * 3600_000);
  return `${local.getUTCDate()} ${MONTHS[local.getUTCMonth()]} в ${local.getUTCHours()}:00`;
}

function calendar(n: number, items: Item[], place: string): string {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Mesto bench//Afisha//RU',
    `X-WR-CALNAME:Афиша ${place} (${n})`,
    'X-WR-TIMEZONE:Europe/Moscow',
    ...items.flatMap((item) => [
      'BEGIN:VEVENT',
      `UID:${item.uid}`,
      'DTSTAMP:20260101T000000Z',
      `DTSTART;TZID=Europe/Moscow:${moscowStamp(item.at)}`,
      `DTEND;TZID=Europe/Moscow:${moscowStamp(new Date(item.at.getTime() + 2 * 3600_000))}`,
      `SUMMARY:${item.title}`,
      `LOCATION:${place}`,
      // No price in the calendar's free text: read from prose it is not sure enough (0.88) for a trusted source to
      // publish without a person, and the bench wants half the sources' items published.
      'DESCRIPTION:Приходите за полчаса до начала.',
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

function feed(n: number, items: Item[], place: string, published: Date): string {
  const entries = items.map(
    (item) => `<item><guid>${item.uid}</guid><title>${item.title}</title>
<link>https://venue-${n}.example/posts/${encodeURIComponent(item.uid)}</link>
<description><![CDATA[${item.title}: ${moscowWords(item.at)}, ${place}. Вход ${item.price} ₽]]></description>
<pubDate>${published.toUTCString()}</pubDate></item>`,
  );
  return `<?xml version="1.0" encoding="utf-8"?>
<rss version="2.0"><channel><title>Новости ${place} (${n})</title><link>https://venue-${n}.example</link>
${entries.join('\n')}
</channel></rss>`;
}

function page(n: number, items: Item[], place: string): string {
  const graph = items.map((item) => ({
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: item.title,
    startDate: item.at.toISOString(),
    location: { '@type': 'Place', name: place },
    offers: { '@type': 'Offer', price: String(item.price), priceCurrency: 'RUB' },
    url: `https://venue-${n}.example/events/${encodeURIComponent(item.uid)}`,
  }));
  return `<!doctype html><html><head><meta charset="utf-8"><title>Афиша ${place} (${n})</title>
<script type="application/ld+json">${JSON.stringify(graph)}</script></head>
<body><h1>Афиша</h1></body></html>`;
}

type Answer = { type: string; body: string; etag: string };

/** Source n's answer, the same bytes for the whole run (made once, on its first request). */
function answerOf(n: number, places: number, start: number): Answer {
  const items = itemsOf(n, places, start);
  const place = placeName(placeOf(n, places));
  const etag = `"bench-${n}-${start}"`;
  switch (kindOf(n)) {
    case 'ICAL':
      return { type: 'text/calendar; charset=utf-8', body: calendar(n, items, place), etag };
    case 'RSS':
      return { type: 'application/rss+xml; charset=utf-8', body: feed(n, items, place, new Date(start)), etag };
    case 'WEB_PAGE':
      return { type: 'text/html; charset=utf-8', body: page(n, items, place), etag };
  }
}

async function serve(task: FixtureTask): Promise<void> {
  const start = Date.now();
  const answers = new Map<number, Answer>();
  const counts = new Map<string, PathCount>();
  const handle = (request: IncomingMessage, response: ServerResponse) => {
    const path = (request.url ?? '/').split('?')[0] as string;
    const count = counts.get(path) ?? { path, full: 0, notModified: 0, other: 0 };
    counts.set(path, count);
    const match = /^\/s\/(\d+)\.(ics|xml|html)$/.exec(path);
    const n = match ? Number(match[1]) : -1;
    if (!match || pathOf(n) !== path) {
      count.other += 1;
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      response.end('нет такой афиши');
      return;
    }
    const answer = answers.get(n) ?? answerOf(n, task.places, start);
    answers.set(n, answer);
    if (request.headers['if-none-match'] === answer.etag) {
      count.notModified += 1;
      response.writeHead(304, { etag: answer.etag });
      response.end();
      return;
    }
    count.full += 1;
    response.writeHead(200, { 'content-type': answer.type, etag: answer.etag });
    response.end(answer.body);
  };
  const ports = await Promise.all(
    Array.from(
      { length: task.ports },
      () =>
        new Promise<number>((done) => {
          const server = createServer(handle);
          server.listen(0, '127.0.0.1', () => done((server.address() as AddressInfo).port));
        }),
    ),
  );
  const send = (message: FromFixtures) => process.send?.(message);
  process.on('message', (message: ToFixtures) => {
    if (message.type === 'counts') send({ type: 'counts', counts: [...counts.values()] });
  });
  process.on('disconnect', () => process.exit(0));
  send({ type: 'ready', ports });
}

if (process.argv[2]) await serve(JSON.parse(process.argv[2]) as FixtureTask);
