import { cachedDateTimeFormat, cachedNumberFormat } from './intl-cache.ts';

const LOCALE = 'ru-RU';

/**
 * ru-RU number with a dot as the decimal separator: the product shows '4.5', not '4,5',
 * while keeping Russian digit grouping (ICU uses a no-break space, U+00A0, so numbers never wrap).
 */
export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return cachedNumberFormat(LOCALE, options)
    .formatToParts(value)
    .map((part) => (part.type === 'decimal' ? '.' : part.value))
    .join('');
}

/** 1500 → '1 500 ₽', 1500.5 → '1 500.5 ₽'; a zero price means the entry is free. */
export function formatPrice(rubles: number): string {
  if (rubles === 0) return 'Бесплатно';
  return formatNumber(rubles, {
    style: 'currency',
    currency: 'RUB',
    minimumFractionDigits: 0,
    maximumFractionDigits: 2,
  });
}

/** Ratings always show one decimal so a list of them lines up: 4.25 → '4.3', 5 → '5.0'. */
export function formatRating(rating: number): string {
  return formatNumber(rating, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

/**
 * Creates the formatter ratings are written with. Like `prepareZonedClock`, for a task of its own before a page
 * hydrates: a page's first number formatter costs 4–14 ms of a 2-core machine's main thread even after a date
 * formatter has loaded the locale's data, and the first render would otherwise carry it.
 */
export function prepareNumberFormat(): void {
  formatRating(0);
}

// Dates take an explicit IANA time zone: events happen in the city's zone, not the viewer's device zone.

/** '22 ноября' */
export function formatDate(date: Date | number, timeZone: string): string {
  return cachedDateTimeFormat(LOCALE, timeZone, { day: 'numeric', month: 'long' }).format(date);
}

/** '19:30' (24-hour clock) */
export function formatTime(date: Date | number, timeZone: string): string {
  return cachedDateTimeFormat(LOCALE, timeZone, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(date);
}

/** '22 ноября в 19:30' */
export function formatDateTime(date: Date | number, timeZone: string): string {
  return cachedDateTimeFormat(LOCALE, timeZone, {
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(date);
}

/** 'воскресенье, 22 ноября' */
export function formatWeekdayDate(date: Date | number, timeZone: string): string {
  return cachedDateTimeFormat(LOCALE, timeZone, { weekday: 'long', day: 'numeric', month: 'long' }).format(date);
}

/** Russian noun forms: one — 1, 21 событие; few — 2, 3, 4 события; many — 5, 11 событий. */
export type PluralForms = { one: string; few: string; many: string };

const pluralRules = new Intl.PluralRules('ru');

/** Picks the noun form for n. Fractions ('other' in CLDR) use the few form: 1.5 события. */
export function pluralize(n: number, forms: PluralForms): string {
  const category = pluralRules.select(n);
  if (category === 'one') return forms.one;
  if (category === 'many') return forms.many;
  return forms.few;
}

/**
 * A name in «ёлочки», unless it already has its own: 'Зерно' → '«Зерно»', 'Кофейня «Зерно»' stays as it is. Texts put
 * such a name apart («Отметка · Кофейня «Зерно»»), never after a preposition: names of places and organisations
 * cannot be declined by rule, and «в Кофейня «Зерно»» is wrong.
 */
export function quoteName(name: string): string {
  return name.includes('«') ? name : `«${name}»`;
}

/** '3 события', '5 событий', '21 событие', '1.5 события' */
export function formatCount(n: number, forms: PluralForms): string {
  return `${formatNumber(n)} ${pluralize(n, forms)}`;
}

/** Text safe inside XML and SVG (sitemaps, generated pictures): the five characters markup gives meaning to. */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/**
 * How far a place is, as map services say it: '350 м' under a kilometre (to 10 m), '2.4 км' under ten, '12 км' beyond
 * (the product's dot as the decimal separator).
 */
export function formatDistance(km: number): string {
  const metres = Math.round((km * 1000) / 10) * 10;
  if (metres < 1000) return `${formatNumber(metres)}\u00a0м`;
  if (km < 10) return `${formatNumber(Math.round(km * 10) / 10, { maximumFractionDigits: 1 })}\u00a0км`;
  return `${formatNumber(Math.round(km))}\u00a0км`;
}
