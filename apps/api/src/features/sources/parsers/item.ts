import { createHash } from 'node:crypto';
import { clip, MAX_TEXT } from './plain-text.ts';

export type Price =
  | { kind: 'free' }
  | { kind: 'fixed'; amount: number; currency: string }
  | { kind: 'range'; min: number; max: number; currency: string };

export type SourceItem = {
  /** Stable identity of the item within its source: ICS UID (+ the occurrence's original start for a recurring one), RSS guid/link, JSON-LD @id/url+startDate. */
  key: string;
  /** Hash (sha256 hex) of everything below that matters: a changed item gets a new fingerprint. */
  fingerprint: string;
  /** Structured items (ICS, JSON-LD, microdata) give fields as given; free-text items (RSS) only `text`. */
  structured: boolean;
  title: string | null;
  /** ISO instant with offset, or a bare YYYY-MM-DD for an all-day item. */
  startsAt: string | null;
  endsAt: string | null;
  allDay: boolean;
  /** IANA zone when the source says it (TZID, or the calendar's X-WR-TIMEZONE). */
  timeZone: string | null;
  /** The place as written: ICS LOCATION, JSON-LD location.name + address text. */
  location: string | null;
  url: string | null;
  ticketUrl: string | null;
  /** Price when structured (JSON-LD offers: price/lowPrice/highPrice/priceCurrency, isAccessibleForFree). */
  price: Price | null;
  description: string | null;
  /** The whole text for text intelligence: title, date line, place, description, as a post would read (plain text, at most 8,000 chars). */
  text: string;
  /** When the source published/updated the item (RSS pubDate, ICS LAST-MODIFIED/DTSTAMP), ISO, or null. */
  publishedAt: string | null;
  /** ICS STATUS:CANCELLED, JSON-LD eventStatus EventCancelled. */
  cancelled: boolean;
  /** A moved occurrence (ICS RECURRENCE-ID at another time), JSON-LD EventRescheduled or EventPostponed. */
  rescheduled: boolean;
};

export type ParseProblem = 'NOT_CALENDAR' | 'NOT_FEED' | 'NO_EVENTS' | 'MALFORMED';

export type ParseResult =
  | { ok: true; items: SourceItem[] /** The calendar's, feed's or page's name. */; title: string | null }
  | { ok: false; problem: ParseProblem /** Russian, for a venue manager. */; message: string };

/** Larger sources are refused rather than parsed: a venue's calendar or feed is far smaller. */
export const MAX_INPUT = 8 * 1024 * 1024;

export const failure = (problem: ParseProblem, message: string): ParseResult => ({ ok: false, problem, message });

export const tooLarge = () =>
  failure(
    'MALFORMED',
    'Источник слишком большой (больше 8 МБ): проверьте, что ссылка ведёт на календарь, ленту или афишу.',
  );

export type ItemFields = Omit<SourceItem, 'fingerprint' | 'text'>;

/** Keys are stored and compared: a huge UID or URL is replaced by its hash. */
export function boundedKey(key: string): string {
  return key.length <= 512 ? key : `sha256:${sha256(key)}`;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * The item with its text and fingerprint. The fingerprint leaves out `publishedAt`: Google writes the export time as
 * every event's DTSTAMP, and a new stamp on an unchanged event must not read as a change.
 */
export function finishItem(fields: ItemFields): SourceItem {
  const fingerprint = sha256(
    JSON.stringify([
      fields.structured,
      fields.title,
      fields.startsAt,
      fields.endsAt,
      fields.allDay,
      fields.timeZone,
      fields.location,
      fields.url,
      fields.ticketUrl,
      fields.price,
      fields.description,
      fields.cancelled,
      fields.rescheduled,
    ]),
  );
  return { ...fields, key: boundedKey(fields.key), fingerprint, text: itemText(fields) };
}

/** Items with a key seen before are dropped: the first one stands for the key. */
export function uniqueByKey(items: SourceItem[]): SourceItem[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    if (seen.has(item.key)) return false;
    seen.add(item.key);
    return true;
  });
}

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
const WEEKDAYS = ['воскресенье', 'понедельник', 'вторник', 'среда', 'четверг', 'пятница', 'суббота'];

type LocalParts = { year: number; month: number; day: number; time: string | null };

/** The venue's local date and time as written in an item's ISO value (its own offset, or a bare date). */
function localParts(iso: string | null): LocalParts | null {
  const match = iso ? /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?/.exec(iso) : null;
  if (!match) return null;
  return {
    year: Number(match[1]),
    month: Number(match[2]),
    day: Number(match[3]),
    time: match[4] ? `${match[4]}:${match[5]}` : null,
  };
}

const sameDay = (a: LocalParts, b: LocalParts) => a.year === b.year && a.month === b.month && a.day === b.day;

function dayText(parts: LocalParts): string {
  const weekday = WEEKDAYS[new Date(Date.UTC(parts.year, parts.month - 1, parts.day)).getUTCDay()] ?? '';
  return `${parts.day} ${MONTHS[parts.month - 1] ?? ''} ${parts.year}, ${weekday}`;
}

/** «6 декабря 2026, суббота, 19:00–21:00», «10 июля 2026, пятница — 12 июля 2026, воскресенье». */
export function dateLine(startsAt: string | null, endsAt: string | null): string | null {
  const start = localParts(startsAt);
  if (!start) return null;
  const end = localParts(endsAt);
  const startText = start.time ? `${dayText(start)}, ${start.time}` : dayText(start);
  if (!end) return startText;
  if (sameDay(start, end)) return end.time && start.time ? `${startText}–${end.time}` : startText;
  return `${startText} — ${end.time ? `${dayText(end)}, ${end.time}` : dayText(end)}`;
}

function priceLine(price: Price | null): string | null {
  if (!price) return null;
  const currency = (code: string) => (code === 'RUB' ? '₽' : code);
  if (price.kind === 'free') return 'Вход свободный';
  if (price.kind === 'fixed') return `Билеты: ${price.amount} ${currency(price.currency)}`;
  return `Билеты: от ${price.min} до ${price.max} ${currency(price.currency)}`;
}

/** The item as a post would read: title, when, where, price, then the description. */
function itemText(fields: ItemFields): string {
  const head = [
    fields.cancelled ? 'Отменено' : null,
    fields.rescheduled && !fields.cancelled ? 'Перенесено' : null,
    fields.title,
    fields.structured ? dateLine(fields.startsAt, fields.endsAt) : null,
    fields.location,
    priceLine(fields.price),
  ].filter((line): line is string => Boolean(line));
  const description = fields.description && !head.includes(fields.description) ? fields.description : null;
  return clip([head.join('\n'), description].filter(Boolean).join('\n\n'), MAX_TEXT);
}
