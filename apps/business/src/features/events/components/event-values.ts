import type { FieldErrors } from '@mesto/app-shell';
import {
  checkEventTiming,
  DESCRIPTION_RULE,
  expandSeries,
  instantOfWallClock,
  type Occurrence,
  type PlaceTag,
  type PublicationStatus,
  parsePriceInput,
  TICKET_LINK_RULE,
  TITLE_RULE,
  validateText,
  validateWebLink,
  type Weekday,
  wallClockAt,
} from '@mesto/domain';
import { isoToLocalInput, localInputToIso } from '@mesto/ui';
import type { EventOccurrence } from '../../../lib/catalogue/types.ts';
import { eventMessages } from '../messages.ts';

const text = eventMessages.form;

/**
 * What the event editor holds. Start and end are instants (ISO), shown and typed by the place's clock; the end of a
 * series is a calendar day ('2026-12-31') of that clock.
 */
export type EventValues = {
  title: string;
  description: string;
  placeId: string;
  eventListId: string;
  organisationId: string;
  startsAt: string | null;
  endsAt: string | null;
  price: string;
  /** Where tickets are sold, as typed; '' for none. */
  ticketUrl: string;
  tags: PlaceTag[];
  featureIds: string[];
  coverFileId: string | null;
  status: PublicationStatus;
  repeatWeekdays: Weekday[];
  repeatUntil: string;
};

const pad = (n: number) => String(n).padStart(2, '0');

/** The calendar day of an instant by a zone's clock, as a date input takes it. */
export function localDateOf(iso: string | null, timeZone: string): string {
  if (iso === null) return '';
  const clock = wallClockAt(Date.parse(iso), timeZone);
  return `${clock.year}-${pad(clock.month)}-${pad(clock.day)}`;
}

/** The last minute of a calendar day by the zone's clock: a series runs up to and including that day. */
export function endOfLocalDay(date: string, timeZone: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (match === null) return null;
  const [, year, month, day] = match.map(Number);
  return instantOfWallClock(
    { year: year ?? 0, month: month ?? 1, day: day ?? 1, hour: 23, minute: 59, second: 0 },
    timeZone,
  ).toISOString();
}

/** The same wall-clock time in another zone: choosing a place in another city keeps 19:00 at 19:00. */
export function moveToZone(iso: string | null, from: string, to: string): string | null {
  if (iso === null || from === to) return iso;
  return localInputToIso(isoToLocalInput(iso, from), to);
}

/** A saved event (one of its occurrences) as the editor edits it: the series, not this occurrence. */
export function toEventValues(event: EventOccurrence): EventValues {
  return {
    title: event.title,
    description: event.description,
    placeId: event.placeId ?? '',
    eventListId: event.eventListId ?? '',
    organisationId: event.organisationId ?? '',
    startsAt: event.seriesStartsAt,
    endsAt: event.seriesEndsAt,
    price: event.price === null ? '' : String(event.price),
    ticketUrl: event.ticketUrl ?? '',
    tags: event.tags,
    featureIds: event.featureIds,
    coverFileId: event.coverFileId,
    status: event.status,
    repeatWeekdays: event.repeatWeekdays,
    repeatUntil: localDateOf(event.repeatUntil, event.timeZone),
  };
}

type Blank = Omit<
  EventValues,
  'placeId' | 'eventListId' | 'organisationId' | 'startsAt' | 'price' | 'ticketUrl' | 'repeatUntil'
> & {
  placeId: string | null;
  eventListId: string | null;
  organisationId: string | null;
  startsAt: string;
  price: number | null;
  ticketUrl?: string | null;
  repeatUntil: string | null;
};

/**
 * A new event's values. The place is required, so it starts empty (the select asks to choose one) unless the link
 * names it or there is only one place to choose from (`places`: those the editor offers).
 */
export function blankEventValues(
  blank: Blank,
  preset: { placeId?: string; eventListId?: string },
  places: readonly { id: string }[] = [],
): EventValues {
  const onlyPlace = places.length === 1 && preset.eventListId === undefined ? places[0]?.id : undefined;
  return {
    title: blank.title,
    description: blank.description,
    placeId: preset.placeId ?? blank.placeId ?? onlyPlace ?? '',
    eventListId: preset.eventListId ?? blank.eventListId ?? '',
    organisationId: blank.organisationId ?? '',
    startsAt: blank.startsAt === '' ? null : blank.startsAt,
    endsAt: blank.endsAt,
    price: blank.price === null ? '' : String(blank.price),
    ticketUrl: blank.ticketUrl ?? '',
    tags: blank.tags,
    featureIds: blank.featureIds,
    coverFileId: blank.coverFileId,
    status: blank.status,
    repeatWeekdays: blank.repeatWeekdays,
    repeatUntil: '',
  };
}

/** The API's own checks, with its words, so a save that would be refused is stopped while typing. */
export function checkEvent(values: EventValues, timeZone: string, { root }: { root: boolean }): FieldErrors {
  const errors: FieldErrors = {};
  const title = validateText(values.title, TITLE_RULE);
  if (!title.ok) errors.title = title.error.message;
  const description = validateText(values.description, DESCRIPTION_RULE);
  if (!description.ok) errors.description = description.error.message;
  if (values.placeId === '' && values.organisationId === '' && values.eventListId === '' && !root) {
    errors.placeId = text.choosePlace;
  }
  if (values.startsAt === null) errors.startsAt = text.startsAtRequired;
  const price = parsePriceInput(values.price);
  if (price !== null && !(price >= 0 && price <= 10_000_000)) errors.price = text.priceWrong;
  if (values.ticketUrl.trim() !== '') {
    const link = validateWebLink(values.ticketUrl, TICKET_LINK_RULE);
    if (!link.ok) errors.ticketUrl = link.error.message;
  }
  const until = values.repeatWeekdays.length > 0 ? endOfLocalDay(values.repeatUntil, timeZone) : null;
  const timing = checkEventTiming({
    startsAt: values.startsAt === null ? null : new Date(values.startsAt),
    endsAt: values.endsAt === null ? null : new Date(values.endsAt),
    repeatWeekdays: values.repeatWeekdays,
    repeatUntil: until === null ? null : new Date(until),
  });
  for (const problem of timing) errors[problem.field] = problem.message;
  return errors;
}

/**
 * The editor's body: trimmed texts, whole rubles, null for what is not chosen or typed (the ticket link), the series'
 * last day as an instant.
 */
export function toEventBody(values: EventValues, timeZone: string) {
  const repeating = values.repeatWeekdays.length > 0;
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    placeId: values.placeId === '' ? null : values.placeId,
    eventListId: values.eventListId === '' ? null : values.eventListId,
    ...(values.placeId === '' ? { organisationId: values.organisationId === '' ? null : values.organisationId } : {}),
    startsAt: values.startsAt ?? '',
    endsAt: values.endsAt,
    price: parsePriceInput(values.price),
    ticketUrl: values.ticketUrl.trim() === '' ? null : values.ticketUrl.trim(),
    tags: values.tags,
    featureIds: values.featureIds,
    coverFileId: values.coverFileId,
    status: values.status,
    repeatWeekdays: values.repeatWeekdays,
    repeatUntil: repeating ? endOfLocalDay(values.repeatUntil, timeZone) : null,
  };
}

/** Every date of the series as the server will make them (the domain's `expandSeries`), or none without a start. */
export function seriesDates(values: EventValues, timeZone: string): Occurrence[] {
  if (values.startsAt === null) return [];
  const until = values.repeatWeekdays.length > 0 ? endOfLocalDay(values.repeatUntil, timeZone) : null;
  return expandSeries({
    startsAt: new Date(values.startsAt),
    endsAt: values.endsAt === null ? null : new Date(values.endsAt),
    timeZone,
    weekdays: values.repeatWeekdays,
    until: until === null ? null : new Date(until),
  });
}
