import { finishItem, type Price, type SourceItem } from './item.ts';
import { oneLine, paragraphs } from './plain-text.ts';
import { httpUrl } from './web-address.ts';
import { isoAtOffset, isoDate, isSaneYear, offsetMinutesAt, wallTimeToEpoch } from './zoned-time.ts';

// A schema.org Event (from JSON-LD or from microdata, both read into the same plain object) as an item.

export type SchemaNode = { [property: string]: unknown };

// Event and every subtype schema.org lists (https://schema.org/Event, "More specific Types").
const EVENT_TYPES = new Set(
  [
    'Event',
    'BusinessEvent',
    'ChildrensEvent',
    'ComedyEvent',
    'CourseInstance',
    'DanceEvent',
    'DeliveryEvent',
    'EducationEvent',
    'EventSeries',
    'ExhibitionEvent',
    'Festival',
    'FoodEvent',
    'Hackathon',
    'LiteraryEvent',
    'MusicEvent',
    'PublicationEvent',
    'BroadcastEvent',
    'OnDemandEvent',
    'SaleEvent',
    'ScreeningEvent',
    'SocialEvent',
    'SportsEvent',
    'TheaterEvent',
    'VisualArtsEvent',
  ].map((type) => type.toLowerCase()),
);

/** `MusicEvent`, `schema:MusicEvent`, `https://schema.org/MusicEvent`, or an array holding one of them. */
export function isEventNode(node: SchemaNode): boolean {
  const types = Array.isArray(node['@type']) ? node['@type'] : [node['@type']];
  return types.some(
    (type) =>
      typeof type === 'string' &&
      EVENT_TYPES.has(
        type
          .replace(/^.*[/:#]/, '')
          .trim()
          .toLowerCase(),
      ),
  );
}

export type PageContext = { url: string; now: Date; timeZone: string };

const DAY = 24 * 3600 * 1000;

/** The event as an item, or null when it has no readable start or ended more than a day ago. */
export function schemaEventItem(node: SchemaNode, page: PageContext): SourceItem | null {
  const start = schemaDate(text(node.startDate), page.timeZone);
  if (!start) return null;
  let end = schemaDate(text(node.endDate), page.timeZone);
  if (end && end.epoch < start.epoch) end = null;
  if ((end ?? start).epoch + (start.allDay ? DAY : 0) < page.now.getTime() - DAY) return null;

  const url = httpUrl(text(node.url), page.url) ?? page.url;
  const id = text(node['@id']);
  const status = (text(node.eventStatus) ?? '').replace(/^.*[/:#]/, '').toLowerCase();
  const offers = list(node.offers).filter(isNode);
  return finishItem({
    key: id ? (httpUrl(id, page.url) ?? id) : `${url}|${start.iso}`,
    structured: true,
    title: oneLine(text(node.name)),
    startsAt: start.iso,
    endsAt: end?.iso ?? null,
    allDay: start.allDay,
    timeZone: null,
    location: placeText(node.location),
    url,
    ticketUrl: offers.map((offer) => httpUrl(text(offer.url), page.url)).find(Boolean) ?? null,
    price: priceOf(offers, node.isAccessibleForFree),
    description: paragraphs(text(node.description)),
    publishedAt: schemaDate(text(node.dateModified ?? node.datePublished), page.timeZone)?.utc ?? null,
    cancelled: status === 'eventcancelled',
    // A postponed event has lost its date: as with a moved one, what was announced no longer holds.
    rescheduled: status === 'eventrescheduled' || status === 'eventpostponed',
  });
}

type SchemaDate = { iso: string; epoch: number; allDay: boolean; utc: string };

const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,]\d{1,9})?)?)?\s?(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

/**
 * An ISO 8601 date or date-time as schema.org gives it. A time without an offset is the venue's wall clock, read in
 * the page's zone (the caller's, else Moscow time); a bare date is an all-day date.
 */
export function schemaDate(value: string | null, zone: string): SchemaDate | null {
  const match = value ? DATE_TIME.exec(value.trim()) : null;
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (!isSaneYear(year) || month < 1 || month > 12 || day < 1 || day > 31) return null;
  if (match[4] === undefined) {
    const epoch = Date.UTC(year, month - 1, day);
    return { iso: isoDate(year, month, day), epoch, allDay: true, utc: new Date(epoch).toISOString() };
  }
  const wall = { year, month, day, hour: Number(match[4]), minute: Number(match[5]), second: Number(match[6] ?? 0) };
  if (wall.hour > 24 || wall.minute > 59 || wall.second > 60) return null;
  const offset = match[7];
  let epoch: number;
  let offsetMinutes: number;
  if (offset) {
    const sign = offset.startsWith('-') ? -1 : 1;
    const digits = offset.replace(/\D/g, '');
    offsetMinutes =
      offset.toUpperCase() === 'Z' ? 0 : sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2, 4) || 0));
    if (Math.abs(offsetMinutes) > 18 * 60) return null;
    epoch = Date.UTC(year, month - 1, day, wall.hour, wall.minute, wall.second) - offsetMinutes * 60_000;
  } else {
    epoch = wallTimeToEpoch(wall, zone);
    offsetMinutes = offsetMinutesAt(zone, epoch);
  }
  if (!Number.isFinite(epoch)) return null;
  return { iso: isoAtOffset(epoch, offsetMinutes), epoch, allDay: false, utc: new Date(epoch).toISOString() };
}

/** «Name, street, town» of a Place, a PostalAddress, a plain text, or the first of a list. */
function placeText(value: unknown): string | null {
  const place = first(value);
  if (typeof place === 'string') return oneLine(place);
  if (!isNode(place)) return null;
  const address = first(place.address);
  const parts = [text(place.name)];
  if (typeof address === 'string') parts.push(address);
  else if (isNode(address)) {
    parts.push(text(address.streetAddress), text(address.addressLocality));
  } else if (!parts[0]) {
    parts.push(text(place.url));
  }
  const kept: string[] = [];
  for (const part of parts) {
    const value = part?.trim();
    if (value && !kept.some((earlier) => earlier.includes(value))) kept.push(value);
  }
  return oneLine(kept.join(', '));
}

/** Free when said so or priced 0; one price; or the range over every offer's price, lowPrice and highPrice. */
function priceOf(offers: SchemaNode[], freeFlag: unknown): Price | null {
  if (freeFlag === true || (typeof freeFlag === 'string' && freeFlag.trim().toLowerCase() === 'true')) {
    return { kind: 'free' };
  }
  const amounts: number[] = [];
  let currency: string | null = null;
  for (const offer of offers) {
    for (const property of ['price', 'lowPrice', 'highPrice']) {
      const amount = amountOf(first(offer[property]));
      if (amount !== null) amounts.push(amount);
    }
    const specification = first(offer.priceSpecification);
    if (isNode(specification)) {
      const amount = amountOf(first(specification.price));
      if (amount !== null) amounts.push(amount);
      currency ??= currencyOf(specification.priceCurrency);
    }
    currency ??= currencyOf(offer.priceCurrency);
  }
  if (amounts.length === 0) return null;
  const min = Math.min(...amounts);
  const max = Math.max(...amounts);
  if (max === 0) return { kind: 'free' };
  // Russian venues price in roubles and often leave the currency out.
  const code = currency ?? 'RUB';
  return min === max ? { kind: 'fixed', amount: min, currency: code } : { kind: 'range', min, max, currency: code };
}

/** `500`, `"1 500"`, `"1500.00"`, `"1 500,50 ₽"`; negative or absurd amounts are no price. */
function amountOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 && value < 1e9 ? value : null;
  if (typeof value !== 'string' || value.length > 50) return null;
  const cleaned = value.replace(/[\s\u00a0]/g, '').replace(',', '.');
  const match = /^\D{0,5}?(\d+(?:\.\d+)?)\D{0,5}$/.exec(cleaned);
  return match ? amountOf(Number(match[1])) : null;
}

function currencyOf(value: unknown): string | null {
  const code = text(value)?.trim().toUpperCase();
  if (!code) return null;
  if (code === 'RUR' || code === '₽' || code === 'РУБ') return 'RUB';
  return /^[A-Z]{3}$/.test(code) ? code : null;
}

export const isNode = (value: unknown): value is SchemaNode =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : value == null ? [] : [value]);

const first = (value: unknown): unknown => list(value)[0];

/** A text value: a string, a number, a `{ "@value": … }`, or the first of a list. */
function text(value: unknown, depth = 0): string | null {
  const item = first(value);
  if (typeof item === 'string') return item.trim() === '' ? null : item;
  if (typeof item === 'number' && Number.isFinite(item)) return String(item);
  if (isNode(item) && depth < 3) return text(item['@value'] ?? item['@id'], depth + 1);
  return null;
}
