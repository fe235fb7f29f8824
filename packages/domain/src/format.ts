import { prepareZonedClock } from './day-slot.ts';
import { cachedDateTimeFormat, cachedNumberFormat } from './intl-cache.ts';

const LOCALE = 'ru-RU';

/** Russian digit grouping: a no-break space (U+00A0, as ICU writes it), so numbers never wrap. */
const GROUP_SEPARATOR = '\u00a0';

/** The integer's digits in groups of three: '1234567' → '1 234 567' (ru groups from four digits on). */
function groupDigits(digits: string): string {
  let grouped = '';
  for (let end = digits.length; end > 0; end -= 3) {
    grouped = `${digits.slice(Math.max(0, end - 3), end)}${grouped === '' ? '' : GROUP_SEPARATOR}${grouped}`;
  }
  return grouped;
}

/**
 * `abs` (≥ 0) with `min` to `max` decimals, rounded half away from zero on its shortest decimal form, as ICU does
 * (4.35 → '4.4', where 4.35.toFixed(1) gives '4.3'); null where the number's shortest form has an exponent.
 */
function fixedDigits(abs: number, min: number, max: number): string | null {
  const text = String(abs);
  if (text.includes('e')) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  let integer = whole;
  let decimals = fraction;
  if (decimals.length > max) {
    const roundUp = decimals.charCodeAt(max) - 48 >= 5;
    decimals = decimals.slice(0, max);
    if (roundUp) {
      const digits = `${integer}${decimals}`.split('');
      let at = digits.length - 1;
      while (at >= 0 && digits[at] === '9') {
        digits[at] = '0';
        at -= 1;
      }
      if (at < 0) digits.unshift('1');
      else digits[at] = String(Number(digits[at]) + 1);
      integer = digits.slice(0, digits.length - max).join('');
      decimals = digits.slice(digits.length - max).join('');
    }
  }
  decimals = decimals.replace(/(?<!0)0+$/, '');
  decimals = decimals.padEnd(min, '0');
  return decimals === '' ? groupDigits(integer) : `${groupDigits(integer)}.${decimals}`;
}

/**
 * What Intl's ru-RU formatter writes for a plain number with at most these fraction digits, written here: a page's
 * first Intl.NumberFormat costs 11–30 ms of a 2-core machine's main thread (the numbering system's data), and counts and
 * ratings are all a first screen shows. Null for anything else (currencies, units, exponents, -0, more than 20 digits).
 */
function plainNumber(value: number, options: Intl.NumberFormatOptions | undefined): string | null {
  if (!Number.isFinite(value) || Object.is(value, -0) || Math.abs(value) >= 1e21) return null;
  const { minimumFractionDigits, maximumFractionDigits, ...rest } = options ?? {};
  if (Object.keys(rest).length > 0) return null;
  const min = minimumFractionDigits ?? 0;
  const max = maximumFractionDigits ?? Math.max(min, 3);
  if (!Number.isInteger(min) || !Number.isInteger(max) || min < 0 || max > 20 || min > max) return null;
  const digits = fixedDigits(Math.abs(value), min, max);
  if (digits === null) return null;
  // Intl keeps the sign of a negative number rounded to zero: -0.001 → '-0'.
  return value < 0 ? `-${digits}` : digits;
}

/**
 * ru-RU number with a dot as the decimal separator: the product shows '4.5', not '4,5',
 * while keeping Russian digit grouping (ICU uses a no-break space, U+00A0, so numbers never wrap).
 */
export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return (
    plainNumber(value, options) ??
    cachedNumberFormat(LOCALE, options)
      .formatToParts(value)
      .map((part) => (part.type === 'decimal' ? '.' : part.value))
      .join('')
  );
}

/** 1500 → '1 500 ₽', 1500.5 → '1 500.5 ₽'; a zero price means the entry is free. */
export function formatPrice(rubles: number): string {
  if (rubles === 0) return 'Бесплатно';
  // As ICU writes roubles in ru-RU: the sign after a no-break space.
  return `${formatNumber(rubles, { minimumFractionDigits: 0, maximumFractionDigits: 2 })}\u00a0₽`;
}

/** Ratings always show one decimal so a list of them lines up: 4.25 → '4.3', 5 → '5.0'. */
export function formatRating(rating: number): string {
  return formatNumber(rating, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

/**
 * What a page's first Intl formatters cost, in steps, for a page that hydrates to take one task each before its first
 * render: the first Intl object of a page makes the browser load the locale's data, a date formatter then its calendar
 * and the zone's rules (numbers need no formatter: see `plainNumber`). Measured in Debian's Chromium on a 2-core
 * machine, idle: the locale 3–6 ms, the first date formatter 2–5 ms after it; in one task, with the page loading
 * around it, 20–46 ms.
 */
export function intlWarmUpSteps(timeZone: string): (() => void)[] {
  return [() => new Intl.Locale(LOCALE).maximize(), () => prepareZonedClock(timeZone)];
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

/**
 * Any text in «ёлочки» inside a sentence, its own quotes turned into „лапки“ as Russian typography nests them: 'Ищем
 * компанию в «Чкалов»' → '«Ищем компанию в „Чкалов“»' (never «…«Чкалов»», which reads as the quote ending early).
 */
export function quoted(text: string): string {
  return `«${text.replaceAll('«', '„').replaceAll('»', '“')}»`;
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
