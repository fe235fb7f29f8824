import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseCalendar } from './calendar.ts';
import type { ParseResult, SourceItem } from './item.ts';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const NOW = new Date('2026-12-01T09:00:00Z');
const JAM = '7kq3v0o2d1jazzjam@google.com';

function itemsOf(result: ParseResult): SourceItem[] {
  if (!result.ok) throw new Error(`${result.problem}: ${result.message}`);
  return result.items;
}

const calendar = (...lines: string[]) => ['BEGIN:VCALENDAR', 'VERSION:2.0', ...lines, 'END:VCALENDAR'].join('\r\n');

describe('parseCalendar on a Perm club’s Google calendar', () => {
  const result = parseCalendar(fixture('perm-club.ics'), { now: NOW });
  const items = itemsOf(result);
  const byTitle = (title: string) => items.filter((item) => item.title === title);

  it('names the calendar and lists the upcoming items in time order, past events left out', () => {
    expect(result.ok && result.title).toBe('Клуб «Огни» — афиша');
    expect(items.map((item) => item.title)).not.toContain('Осенний концерт (прошёл)');
    const starts = items.map((item) => Date.parse(item.startsAt ?? ''));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(new Set(items.map((item) => item.key)).size).toBe(items.length);
  });

  it('expands the weekly jam on Wednesdays at 19:30 Perm time, without the EXDATE’d 30 December', () => {
    const jams = byTitle('Джазовый джем по средам');
    expect(jams.slice(0, 4).map((item) => item.startsAt)).toEqual([
      '2026-12-02T19:30:00+05:00',
      '2026-12-09T19:30:00+05:00',
      '2026-12-23T19:30:00+05:00',
      '2027-01-06T19:30:00+05:00',
    ]);
    // 2 December 2026 to 31 March 2027 is 18 Wednesdays; 16 December moved, 30 December dropped.
    expect(jams).toHaveLength(16);
    expect(jams.at(-1)?.startsAt).toBe('2027-03-31T19:30:00+05:00');
    const first = jams[0] as SourceItem;
    expect(first).toMatchObject({
      key: `${JAM}#2026-12-02T19:30:00+05:00`,
      endsAt: '2026-12-02T22:30:00+05:00',
      timeZone: 'Asia/Yekaterinburg',
      location: 'Клуб «Огни», ул. Петропавловская, 41, Пермь, Пермский край, 614000',
      description:
        'Открытый джем-сейшн: приходите со своим инструментом!\nВедущие — трио Антона Шилова.\n\nВход по регистрации.',
      publishedAt: '2026-11-25T12:10:00.000Z',
      structured: true,
      cancelled: false,
      rescheduled: false,
    });
    expect(Date.parse(first.startsAt ?? '')).toBe(Date.parse('2026-12-02T14:30:00Z'));
  });

  it('moves the 16 December jam to Thursday under the identity of the Wednesday it replaces', () => {
    const [moved, ...others] = byTitle('Джазовый джем (перенос на четверг)');
    expect(others).toEqual([]);
    expect(moved).toMatchObject({
      key: `${JAM}#2026-12-16T19:30:00+05:00`,
      startsAt: '2026-12-17T20:00:00+05:00',
      endsAt: '2026-12-17T23:00:00+05:00',
      rescheduled: true,
      publishedAt: '2026-11-28T09:00:00.000Z',
    });
    expect(moved?.text).toContain(
      'Перенесено\nДжазовый джем (перенос на четверг)\n17 декабря 2026, четверг, 20:00–23:00',
    );
  });

  it('gives the three-day festival as dates, the last day inclusive', () => {
    expect(byTitle('Фестиваль «Пермские сезоны»')).toEqual([
      expect.objectContaining({
        key: 'festival-permskie-sezony-2026@ogni-perm.ru',
        allDay: true,
        startsAt: '2026-12-11',
        endsAt: '2026-12-13',
        url: 'https://ogni-perm.ru/festival',
        description: 'Три дня зимнего фестиваля: уличная сцена, ярмарка, ночные концерты.\nПрограмма — на сайте.',
      }),
    ]);
  });

  it('marks the cancelled stand-up, and reads UTC and floating times on the calendar’s clock', () => {
    expect(byTitle('Стендап: открытый микрофон')[0]).toMatchObject({
      cancelled: true,
      startsAt: '2026-12-05T18:00:00+05:00',
    });
    expect(byTitle('Стендап: открытый микрофон')[0]?.text.startsWith('Отменено\n')).toBe(true);
    expect(byTitle('Лекция «Пермский авангард»')[0]).toMatchObject({
      startsAt: '2026-12-08T19:00:00+05:00',
      description: 'Искусствовед Мария Гладких о художниках 1920-х. Вход свободный.',
    });
    expect(byTitle('Мастер-класс по ёлочным игрушкам')[0]).toMatchObject({
      startsAt: '2026-12-06T12:00:00+05:00',
      timeZone: 'Asia/Yekaterinburg',
    });
  });

  it('keeps a fingerprint when only the export stamp changes, and changes it when the event does', () => {
    const again = itemsOf(
      parseCalendar(fixture('perm-club.ics').replaceAll('DTSTAMP:20261201T084512Z', 'DTSTAMP:20261202T000000Z'), {
        now: NOW,
      }),
    );
    expect(again.map((item) => item.fingerprint)).toEqual(items.map((item) => item.fingerprint));
    const renamed = itemsOf(
      parseCalendar(
        fixture('perm-club.ics').replace('SUMMARY:Лекция «Пермский авангард»', 'SUMMARY:Лекция «Пермский модерн»'),
        {
          now: NOW,
        },
      ),
    );
    const before = items.find((item) => item.key === 'lecture-avant-garde@ogni-perm.ru');
    const after = renamed.find((item) => item.key === 'lecture-avant-garde@ogni-perm.ru');
    expect(after?.fingerprint).not.toBe(before?.fingerprint);
    expect(
      renamed.filter((item) => item.fingerprint !== items.find((i) => i.key === item.key)?.fingerprint),
    ).toHaveLength(1);
  });
});

describe('parseCalendar on other calendars', () => {
  it('reads a Yandex-style calendar with no VTIMEZONE: Samara time, an EXDATE written in UTC, no X-WR-TIMEZONE', () => {
    const text = calendar(
      'BEGIN:VEVENT',
      'UID:yoga@samara',
      'SUMMARY:Йога в парке',
      'DTSTART;TZID=Europe/Samara:20261203T090000',
      'DTEND;TZID=Europe/Samara:20261203T100000',
      'RRULE:FREQ=DAILY;COUNT=4',
      'EXDATE:20261204T050000Z',
      'END:VEVENT',
    );
    const items = itemsOf(parseCalendar(text, { now: NOW }));
    expect(items.map((item) => item.startsAt)).toEqual([
      '2026-12-03T09:00:00+04:00',
      '2026-12-05T09:00:00+04:00',
      '2026-12-06T09:00:00+04:00',
    ]);
    expect(items[0]?.timeZone).toBe('Europe/Samara');
  });

  it('reads Outlook’s Windows zone names and takes Moscow time for floating times with no calendar zone', () => {
    const text = calendar(
      'BEGIN:VEVENT',
      'UID:a',
      'DTSTART;TZID=Ekaterinburg Standard Time:20261210T190000',
      'SUMMARY:A',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:b',
      'DTSTART:20261210T190000',
      'SUMMARY:B',
      'END:VEVENT',
    );
    const items = itemsOf(parseCalendar(text, { now: NOW }));
    expect(items.map((item) => [item.key, item.startsAt, item.timeZone])).toEqual([
      ['a', '2026-12-10T19:00:00+05:00', 'Asia/Yekaterinburg'],
      ['b', '2026-12-10T19:00:00+03:00', null],
    ]);
  });

  it('expands only inside the window and stops at 500 occurrences', () => {
    const daily = calendar(
      'BEGIN:VEVENT',
      'UID:d',
      'SUMMARY:D',
      'DTSTART:20200101T100000Z',
      'RRULE:FREQ=DAILY',
      'END:VEVENT',
    );
    const week = itemsOf(parseCalendar(daily, { now: NOW, horizonDays: 7, pastDays: 2 }));
    expect(week[0]?.startsAt).toBe('2026-11-29T10:00:00Z');
    expect(week.at(-1)?.startsAt).toBe('2026-12-07T10:00:00Z');
    expect(week).toHaveLength(9);
    expect(itemsOf(parseCalendar(daily, { now: NOW, horizonDays: 2000 }))).toHaveLength(500);
    const minutely = calendar('BEGIN:VEVENT', 'UID:m', 'DTSTART:19900101T000000Z', 'RRULE:FREQ=MINUTELY', 'END:VEVENT');
    const started = performance.now();
    expect(parseCalendar(minutely, { now: NOW }).ok).toBe(true);
    expect(performance.now() - started).toBeLessThan(3000);
  });

  it('trusts the zone database over a stale VTIMEZONE, and reads a custom zone from its VTIMEZONE', () => {
    const zone = (tzid: string, offset: string) => [
      'BEGIN:VTIMEZONE',
      `TZID:${tzid}`,
      'BEGIN:STANDARD',
      'DTSTART:19700101T000000',
      `TZOFFSETFROM:${offset}`,
      `TZOFFSETTO:${offset}`,
      'END:STANDARD',
      'END:VTIMEZONE',
    ];
    const text = calendar(
      // Moscow as an old export wrote it: +04:00, the rule before October 2014.
      ...zone('Europe/Moscow', '+0400'),
      ...zone('Пермское время', '+0500'),
      'BEGIN:VEVENT',
      'UID:moscow',
      'DTSTART;TZID=Europe/Moscow:20261210T190000',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:custom',
      'DTSTART;TZID=Пермское время:20261211T190000',
      'END:VEVENT',
    );
    const items = itemsOf(parseCalendar(text, { now: NOW }));
    expect(items.map((item) => [item.key, Date.parse(item.startsAt ?? ''), item.timeZone])).toEqual([
      ['moscow', Date.parse('2026-12-10T16:00:00Z'), 'Europe/Moscow'],
      ['custom', Date.parse('2026-12-11T14:00:00Z'), null],
    ]);
  });

  it('keeps the rest of the calendar when one event has an unreadable rule or date', () => {
    const text = calendar(
      'BEGIN:VEVENT',
      'UID:broken-rule',
      'DTSTART;TZID=Europe/Moscow:20261203T100000',
      'RRULE:FREQ=WEEKLY;BYDAY=XX',
      'SUMMARY:Кривое правило',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:broken-date',
      'DTSTART:2026-12-03',
      'SUMMARY:Кривая дата',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:fine',
      'DTSTART;TZID=Europe/Moscow:20261204T190000',
      'SUMMARY:Концерт',
      'END:VEVENT',
    );
    const items = itemsOf(parseCalendar(text, { now: NOW }));
    expect(items.map((item) => [item.key, item.startsAt])).toEqual([
      // The unreadable RRULE is dropped: the event stands once, at its DTSTART.
      ['broken-rule', '2026-12-03T10:00:00+03:00'],
      ['fine', '2026-12-04T19:00:00+03:00'],
    ]);
  });

  it('tells a venue manager what is wrong with a source that is no calendar, an empty one, or a broken one', () => {
    expect(parseCalendar('<html><body>Афиша</body></html>', { now: NOW })).toMatchObject({
      ok: false,
      problem: 'NOT_CALENDAR',
      message: expect.stringContaining('не календарь'),
    });
    expect(parseCalendar(calendar('X-WR-CALNAME:Пусто'), { now: NOW })).toMatchObject({
      ok: false,
      problem: 'NO_EVENTS',
    });
    expect(parseCalendar('BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART:2026', { now: NOW })).toMatchObject({
      ok: false,
      problem: 'MALFORMED',
    });
  });
});
