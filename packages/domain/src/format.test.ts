import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
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
  quoted,
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
    // Rounded on the number's shortest decimal form, as ICU does: 4.35.toFixed(1) would give 4.3.
    expect(formatRating(4.35)).toBe('4.4');
    expect(formatRating(9.96)).toBe('10.0');
  });

  it('counts, ratings and prices build no Intl number formatter (the first costs a page 11–30 ms)', () => {
    const built = vi.spyOn(Intl, 'NumberFormat');
    try {
      formatRating(4.35);
      formatPrice(1500.5);
      formatNumber(1_234_567);
      formatNumber(-2.5, { maximumFractionDigits: 0 });
      expect(built).not.toHaveBeenCalled();
      formatNumber(0.5, { style: 'percent' });
      expect(built).toHaveBeenCalled();
    } finally {
      built.mockRestore();
    }
  });

  it('plain numbers are written as Intl writes them, without building an Intl formatter', () => {
    // Intl's own ru-RU output, its decimal comma made a dot: what formatNumber wrote before it wrote them itself.
    const intl = (value: number, options?: Intl.NumberFormatOptions) =>
      new Intl.NumberFormat('ru-RU', options)
        .formatToParts(value)
        .map((part) => (part.type === 'decimal' ? '.' : part.value))
        .join('');
    const optionSets: (Intl.NumberFormatOptions | undefined)[] = [
      undefined,
      { maximumFractionDigits: 1 },
      { maximumFractionDigits: 2 },
      { minimumFractionDigits: 1, maximumFractionDigits: 1 },
      { minimumFractionDigits: 0, maximumFractionDigits: 2 },
      { minimumFractionDigits: 2, maximumFractionDigits: 4 },
      { maximumFractionDigits: 0 },
    ];
    const values = [0, 1, -1, 7, 999, 1000, 1500, -1500, 10_000, 999_999.95, 1_234_567.891, 0.5, 1.5, 2.5, -2.5, 4.25];
    values.push(4.35, 1.005, 0.045, 99.995, 9.96, -0.001, 0.0001, 123.456789, 2 ** 53, 1e20, 0.1 + 0.2);
    // And many more, from a seeded sequence: integers, halves at every position, and arbitrary decimals.
    let seed = 42;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let index = 0; index < 400; index += 1) {
      const scale = 10 ** Math.floor(next() * 8);
      values.push(
        Math.round(next() * scale),
        Math.round(next() * scale * 100) / 100 + 0.005,
        next() * scale - scale / 2,
      );
    }
    for (const options of optionSets) {
      for (const value of values)
        expect(formatNumber(value, options), `${value} ${JSON.stringify(options)}`).toBe(intl(value, options));
    }
    for (const value of values.filter((price) => price > 0)) {
      const currency = {
        style: 'currency',
        currency: 'RUB',
        minimumFractionDigits: 0,
        maximumFractionDigits: 2,
      } as const;
      expect(formatPrice(value), String(value)).toBe(intl(value, currency));
    }
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

describe('quoted', () => {
  it('nests quotes as Russian typography does: ёлочки outside, лапки inside', () => {
    expect(quoted('Зерно')).toBe('«Зерно»');
    expect(quoted('Ищем компанию в «Чкалов»')).toBe('«Ищем компанию в „Чкалов“»');
    expect(quoted('«Белая «Чайка»»')).toBe('«„Белая „Чайка““»');
  });

  it('never leaves a «ёлочка» inside, whatever the text (the whole of Unicode)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const result = quoted(text);
        expect(result.startsWith('«') && result.endsWith('»')).toBe(true);
        const inside = result.slice(1, -1);
        expect(inside.includes('«') || inside.includes('»')).toBe(false);
        expect(inside.length).toBe(text.length);
      }),
    );
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
