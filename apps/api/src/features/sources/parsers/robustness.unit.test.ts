import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCalendar } from './calendar.ts';
import { detectKind } from './detect.ts';
import { parseFeed } from './feed.ts';
import type { ParseResult, SourceItem } from './item.ts';
import { htmlToText } from './plain-text.ts';
import { parseWebPage } from './web-page.ts';

// Sources are whatever a venue's server answers: every parser must return a result (never throw, never hang) on any
// text, and every item it returns must hold valid fields.

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const NOW = new Date('2026-12-01T09:00:00Z');
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:Z|[+-]\d{2}:\d{2})$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const parsers: Record<string, (text: string) => ParseResult> = {
  calendar: (text) => parseCalendar(text, { now: NOW }),
  feed: (text) => parseFeed(text, { now: NOW }),
  page: (text) => parseWebPage(text, { url: 'https://venue.example/afisha', now: NOW }),
};

function expectValidItem(item: SourceItem): void {
  expect(typeof item.key).toBe('string');
  expect(item.key.length).toBeGreaterThan(0);
  expect(item.key.length).toBeLessThanOrEqual(600);
  expect(item.fingerprint).toMatch(/^[0-9a-f]{64}$/);
  for (const value of [item.startsAt, item.endsAt]) {
    if (value === null) continue;
    expect(value).toMatch(item.allDay ? ISO_DATE : ISO_INSTANT);
    expect(Number.isFinite(Date.parse(value))).toBe(true);
  }
  if (item.startsAt && item.endsAt) expect(Date.parse(item.endsAt)).toBeGreaterThanOrEqual(Date.parse(item.startsAt));
  if (item.publishedAt !== null) expect(Number.isFinite(Date.parse(item.publishedAt))).toBe(true);
  for (const url of [item.url, item.ticketUrl]) if (url !== null) expect(url).toMatch(/^https?:\/\//);
  if (item.price?.kind === 'fixed') expect(item.price.amount).toBeGreaterThan(0);
  if (item.price?.kind === 'range') expect(item.price.max).toBeGreaterThan(item.price.min);
  expect(item.text.length).toBeLessThanOrEqual(8000);
  for (const flag of [item.structured, item.allDay, item.cancelled, item.rescheduled])
    expect(typeof flag).toBe('boolean');
}

function expectWellFormed(result: ParseResult): void {
  if (!result.ok) {
    expect(['NOT_CALENDAR', 'NOT_FEED', 'NO_EVENTS', 'MALFORMED']).toContain(result.problem);
    expect(result.message).toMatch(/[а-яё]/i);
    return;
  }
  result.items.forEach(expectValidItem);
  expect(new Set(result.items.map((item) => item.key)).size).toBe(result.items.length);
}

type Mutation =
  | { kind: 'delete'; at: number; length: number }
  | { kind: 'duplicate'; at: number; length: number }
  | { kind: 'insert'; at: number; text: string };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant('delete' as const), at: fc.nat(), length: fc.integer({ min: 1, max: 200 }) }),
  fc.record({ kind: fc.constant('duplicate' as const), at: fc.nat(), length: fc.integer({ min: 1, max: 400 }) }),
  fc.record({
    kind: fc.constant('insert' as const),
    at: fc.nat(),
    text: fc.oneof(
      fc.string(),
      fc.constantFrom(
        '<',
        '"',
        '}',
        ']]>',
        '\r\n ',
        'RRULE:FREQ=SECONDLY;BYSETPOS=-1',
        'RRULE:FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30',
        'EXDATE:99999999T999999Z',
        ';TZID=Mars/Olympus',
        '"startDate":"0000-00-00",',
        '&#xFFFFFFF;',
        '<![CDATA[',
        '"@type":["Event",{}],',
      ),
    ),
  }),
);

function mutate(text: string, mutations: Mutation[]): string {
  let result = text;
  for (const change of mutations) {
    const at = change.at % (result.length + 1);
    if (change.kind === 'delete') result = result.slice(0, at) + result.slice(at + change.length);
    else if (change.kind === 'duplicate')
      result = result.slice(0, at) + result.slice(at, at + change.length) + result.slice(at);
    else result = result.slice(0, at) + change.text + result.slice(at);
  }
  return result;
}

/** Whole content lines that have tripped calendar libraries: impossible rules, huge counts, unknown zones. */
const hostileLines = fc.constantFrom(
  'RRULE:FREQ=SECONDLY',
  'RRULE:FREQ=MINUTELY;INTERVAL=0',
  'RRULE:FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30',
  'RRULE:FREQ=YEARLY;BYWEEKNO=53;BYDAY=MO',
  'RRULE:FREQ=MONTHLY;BYDAY=5FR;BYSETPOS=-1',
  'RRULE:FREQ=DAILY;COUNT=99999999',
  'RRULE:FREQ=WEEKLY;UNTIL=19000101T000000Z',
  'EXDATE;TZID=Asia/Yekaterinburg:20261209T193000,20261223T193000',
  'RDATE;VALUE=PERIOD:20261210T100000Z/PT1H',
  'RECURRENCE-ID;TZID=Asia/Yekaterinburg:20270331T193000',
  'DTSTART;TZID=Mars/Olympus:20261210T100000',
  'DTSTART;VALUE=DATE:20261210',
  'DTEND:19991231T000000Z',
  'DURATION:-P1D',
  'BEGIN:VEVENT',
  'END:VEVENT',
  'STATUS:CANCELLED',
);

function insertLines(text: string, insertions: Array<{ at: number; line: string }>): string {
  const lines = text.split('\n');
  for (const { at, line } of insertions) lines.splice(at % (lines.length + 1), 0, line);
  return lines.join('\n');
}

const documents: Array<[string, string]> = [
  ['calendar', fixture('perm-club.ics')],
  ['feed', fixture('samara-dk.rss.xml')],
  ['feed', fixture('perm-theatre.atom.xml')],
  ['page', fixture('samara-philharmonic.html')],
  ['page', fixture('perm-puppet-theatre.html')],
];

describe('parsers on any input', () => {
  it('never throw on arbitrary text, and what they return is well formed', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.lorem({ mode: 'sentences' })), (text) => {
        for (const parse of Object.values(parsers)) expectWellFormed(parse(text));
        expect([null, 'ICAL', 'RSS', 'WEB_PAGE']).toContain(detectKind(null, text));
      }),
      { numRuns: 300 },
    );
  });

  it('never throw on arbitrary text behind a valid opening', () => {
    const openings = [
      'BEGIN:VCALENDAR\r\n',
      '<?xml version="1.0"?><rss><channel><item>',
      '<feed><entry>',
      '<html><script type="application/ld+json">',
    ];
    fc.assert(
      fc.property(fc.constantFrom(...openings), fc.string({ maxLength: 300 }), (opening, tail) => {
        for (const parse of Object.values(parsers)) expectWellFormed(parse(opening + tail));
      }),
      { numRuns: 300 },
    );
  });

  it('never throw on mutated valid documents, and keep returning valid items', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...documents),
        fc.array(mutation, { minLength: 1, maxLength: 6 }),
        ([kind, text], changes) => {
          const parse = parsers[kind] as (text: string) => ParseResult;
          expectWellFormed(parse(mutate(text, changes)));
        },
      ),
      { numRuns: 400 },
    );
  });
});

describe('parseCalendar on calendars with hostile lines', () => {
  it('never throws, never hangs, and keeps returning valid items', () => {
    const text = fixture('perm-club.ics');
    fc.assert(
      fc.property(
        fc.array(fc.record({ at: fc.nat(), line: hostileLines }), { minLength: 1, maxLength: 5 }),
        (lines) => {
          const started = performance.now();
          expectWellFormed(parseCalendar(insertLines(text, lines), { now: NOW }));
          // A hang guard, not a speed target: a runaway expansion takes minutes or runs out of memory.
          expect(performance.now() - started).toBeLessThan(30_000);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('parsers on large and hostile input', () => {
  const MB2 = 2 * 1024 * 1024;
  const timed = (run: () => ParseResult) => {
    const started = performance.now();
    const result = run();
    return { result, ms: performance.now() - started };
  };
  const repeat = (unit: string) => unit.repeat(Math.ceil(MB2 / unit.length));

  it('read a 2 MB calendar, feed and page whole, without hanging', () => {
    const vevent = (index: number) =>
      `BEGIN:VEVENT\r\nUID:e${index}@venue\r\nDTSTART;TZID=Europe/Samara:2026${String((index % 12) + 1).padStart(2, '0')}15T190000\r\nDURATION:PT2H\r\nSUMMARY:Концерт ${index}\r\nDESCRIPTION:${'Описание концерта. '.repeat(12)}\r\nEND:VEVENT\r\n`;
    const events = Array.from({ length: Math.ceil(MB2 / vevent(0).length) }, (_, index) => vevent(index)).join('');
    const calendar = timed(() =>
      parseCalendar(`BEGIN:VCALENDAR\r\nVERSION:2.0\r\n${events}END:VCALENDAR\r\n`, { now: NOW }),
    );
    // A twelfth of them (those in December) fall in the window.
    expect(calendar.result.ok && calendar.result.items.length).toBeGreaterThan(400);

    const item =
      '<item><title>Пост</title><guid>g</guid><description>&lt;p&gt;Текст поста&lt;/p&gt;</description></item>';
    const feed = timed(() => parseFeed(`<rss><channel>${repeat(item)}</channel></rss>`, { now: NOW }));
    expect(feed.result.ok).toBe(true);

    const event = (index: number) =>
      `<script type="application/ld+json">{"@type":"MusicEvent","name":"Концерт ${index}","startDate":"2027-01-${String((index % 28) + 1).padStart(2, '0')}T19:00:00+04:00","url":"/e/${index}","offers":{"price":"500"}}</script>`;
    const scripts = Array.from({ length: Math.ceil(MB2 / event(0).length) }, (_, index) => event(index)).join('');
    const page = timed(() =>
      parseWebPage(`<html><head>${scripts}</head></html>`, { url: 'https://venue.example/', now: NOW }),
    );
    expect(page.result.ok && page.result.items.length).toBe(500);

    // About half a second each on a quiet machine (0.2–1.1 s at a load of 7). A hang guard, not a speed target.
    for (const { ms } of [calendar, feed, page]) expect(ms).toBeLessThan(30_000);
  });

  it('read 2 MB of «<<<<», unclosed tags and nested brackets in linear time', () => {
    // Linear: ten times the text takes about ten times as long (quadratic work would take a hundred), measured in one
    // run so a busy machine slows both alike; the best of three tenths, against the whole.
    const read = (text: string) => {
      const started = performance.now();
      for (const parse of Object.values(parsers)) expectWellFormed(parse(text));
      htmlToText(text);
      return performance.now() - started;
    };
    for (const unit of ['<', '<a', '<<<<>>>>', '<div><p>', '&#', '[[[{{{', '<!--', '<![CDATA[']) {
      const whole = repeat(unit);
      const tenth = whole.slice(0, Math.floor(whole.length / 10));
      const small = Math.min(read(tenth), read(tenth), read(tenth));
      const large = read(whole);
      expect(large, unit).toBeLessThan(Math.max(40 * small, 2000));
    }
  });

  it('keeps text’s line breaks and strips tags and entities in a description', () => {
    expect(
      htmlToText(
        '<p>Первая строка<br>вторая&nbsp;строка</p><script>alert(1)</script><p>Третья &laquo;цитата&raquo;</p>',
      ),
    ).toBe('Первая строка\nвторая строка\n\nТретья «цитата»');
    expect(htmlToText('Без тегов &amp; с переводами\nстрок')).toBe('Без тегов & с переводами\nстрок');
    expect(htmlToText('a < b и c > d')).toBe('a < b и c > d');
  });
});

describe('detectKind', () => {
  it('suggests the kind from the body first, then from the Content-Type', () => {
    expect(detectKind('text/plain', '\ufeffBEGIN:VCALENDAR\r\nVERSION:2.0')).toBe('ICAL');
    expect(detectKind('text/html', '<?xml version="1.0"?>\n<!-- лента -->\n<rss version="2.0">')).toBe('RSS');
    expect(detectKind(null, '<?xml version="1.0" encoding="utf-8"?><feed xmlns="http://www.w3.org/2005/Atom">')).toBe(
      'RSS',
    );
    expect(detectKind(null, '<?xml version="1.0"?><rdf:RDF xmlns:rdf="x">')).toBe('RSS');
    expect(detectKind('application/octet-stream', '<!DOCTYPE html><html lang="ru"><head>')).toBe('WEB_PAGE');
    expect(detectKind('text/calendar; charset=utf-8', '')).toBe('ICAL');
    expect(detectKind('application/atom+xml', '')).toBe('RSS');
    expect(detectKind('application/json', '{"events": []}')).toBeNull();
  });
});
