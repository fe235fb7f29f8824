import { describe, expect, it } from 'vitest';
import {
  escapeXml,
  formatCount,
  formatDate,
  formatDateTime,
  formatDistance,
  formatNumber,
  formatPrice,
  formatRating,
  formatTime,
  formatWeekdayDate,
  type PluralForms,
  pluralize,
  quoteName,
} from './format.ts';

// Node's ICU groups ru-RU digits with U+00A0 NO-BREAK SPACE.
const NBSP = '\u00a0';
const EVENTS: PluralForms = { one: 'событие', few: 'события', many: 'событий' };
const INSTANT = new Date('2026-11-22T16:30:00Z');
const MOSCOW = 'Europe/Moscow';

describe('numbers', () => {
  it('the decimal separator is a dot, grouping is a no-break space', () => {
    expect(formatNumber(1234.5)).toBe(`1${NBSP}234.5`);
    expect(formatNumber(1234567)).toBe(`1${NBSP}234${NBSP}567`);
  });

  it('options are passed to Intl', () => {
    expect(formatNumber(1.23456, { maximumFractionDigits: 2 })).toBe('1.23');
  });

  it('a price is in rubles', () => {
    expect(formatPrice(1500)).toBe(`1${NBSP}500${NBSP}₽`);
    expect(formatPrice(99.5)).toBe(`99.5${NBSP}₽`);
  });

  it('a zero price → Бесплатно', () => {
    expect(formatPrice(0)).toBe('Бесплатно');
  });

  it('a rating has exactly one decimal', () => {
    expect(formatRating(4.25)).toBe('4.3');
    expect(formatRating(5)).toBe('5.0');
  });
});

describe('dates in an explicit time zone', () => {
  it("formatDate → '22 ноября'", () => {
    expect(formatDate(INSTANT, MOSCOW)).toBe('22 ноября');
  });

  it('formatTime uses the 24-hour clock of the zone', () => {
    expect(formatTime(INSTANT, MOSCOW)).toBe('19:30');
    expect(formatTime(INSTANT, 'UTC')).toBe('16:30');
    expect(formatTime(new Date('2026-11-22T21:05:00Z'), MOSCOW)).toBe('00:05');
  });

  it('the date follows the zone, not the instant in UTC', () => {
    expect(formatDate(new Date('2026-11-22T22:00:00Z'), MOSCOW)).toBe('23 ноября');
  });

  it('formatDateTime joins date and time', () => {
    expect(formatDateTime(INSTANT, MOSCOW)).toBe('22 ноября в 19:30');
  });

  it('formatWeekdayDate prefixes the weekday', () => {
    expect(formatWeekdayDate(INSTANT, MOSCOW)).toBe('воскресенье, 22 ноября');
  });

  it('an unknown time zone throws RangeError', () => {
    expect(() => formatDate(INSTANT, 'Mars/Olympus')).toThrow(RangeError);
  });
});

describe('plurals', () => {
  it('one form for 1, 21, 101', () => {
    for (const n of [1, 21, 101]) expect(pluralize(n, EVENTS)).toBe('событие');
  });

  it('few form for 2–4, 22', () => {
    for (const n of [2, 3, 4, 22]) expect(pluralize(n, EVENTS)).toBe('события');
  });

  it('many form for 0, 5–20, 111', () => {
    for (const n of [0, 5, 11, 12, 20, 111]) expect(pluralize(n, EVENTS)).toBe('событий');
  });

  it('fractions (other) use the few form', () => {
    expect(pluralize(1.5, EVENTS)).toBe('события');
  });

  it('formatCount puts the number before the noun', () => {
    expect(formatCount(3, EVENTS)).toBe('3 события');
    expect(formatCount(5, EVENTS)).toBe('5 событий');
    expect(formatCount(21, EVENTS)).toBe('21 событие');
    expect(formatCount(1.5, EVENTS)).toBe('1.5 события');
    expect(formatCount(1000, EVENTS)).toBe(`1${NBSP}000 событий`);
  });
});

describe('quoteName', () => {
  it('puts a name in «ёлочки» unless it has its own', () => {
    expect(quoteName('Зерно')).toBe('«Зерно»');
    expect(quoteName('Кофейня «Зерно»')).toBe('Кофейня «Зерно»');
    expect(quoteName('Джаз-клуб «Синкопа»')).toBe('Джаз-клуб «Синкопа»');
  });
});

describe('escapeXml', () => {
  it('leaves no character markup would read', () => {
    expect(escapeXml(`Кафе «Tom & Jerry's» <b>"1"</b>`)).toBe(
      'Кафе «Tom &amp; Jerry&apos;s» &lt;b&gt;&quot;1&quot;&lt;/b&gt;',
    );
  });
});

describe('distance', () => {
  it('metres under a kilometre, a decimal under ten, whole kilometres beyond', () => {
    expect(formatDistance(0)).toBe('0\u00a0м');
    expect(formatDistance(0.347)).toBe('350\u00a0м');
    expect(formatDistance(0.994)).toBe('990\u00a0м');
    expect(formatDistance(0.996)).toBe('1\u00a0км');
    expect(formatDistance(2.36)).toBe('2.4\u00a0км');
    expect(formatDistance(9.97)).toBe('10\u00a0км');
    expect(formatDistance(12.4)).toBe('12\u00a0км');
    expect(formatDistance(1234)).toBe('1\u00a0234\u00a0км');
  });
});
