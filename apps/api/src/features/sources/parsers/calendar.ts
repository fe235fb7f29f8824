import ICAL from 'ical.js';
import {
  failure,
  finishItem,
  type ItemFields,
  MAX_INPUT,
  type ParseResult,
  type SourceItem,
  tooLarge,
  uniqueByKey,
} from './item.ts';
import { oneLine, paragraphs } from './plain-text.ts';
import { httpUrl } from './web-address.ts';
import {
  DEFAULT_TIME_ZONE,
  ianaZone,
  isoDate,
  isoInZone,
  isSaneYear,
  offsetMinutesAt,
  wallTimeToEpoch,
} from './zoned-time.ts';

// An iCalendar feed (Google, Yandex, Outlook) read into one item per occurrence inside a window around now. ical.js
// expands RRULE/RDATE, drops EXDATEs and applies RECURRENCE-ID overrides; the wall times it yields are turned into
// instants with the runtime's zone database rather than the file's VTIMEZONE blocks, which Yandex omits and old
// exports carry with Moscow's pre-2014 rules.

type IcalTime = InstanceType<typeof ICAL.Time>;
type IcalComponent = InstanceType<typeof ICAL.Component>;
type IcalEvent = InstanceType<typeof ICAL.Event>;

export type CalendarOptions = { now: Date; horizonDays?: number; pastDays?: number };

const DAY = 24 * 3600 * 1000;
/** At most this many items come out of one calendar: the nearest ones. */
export const MAX_OCCURRENCES = 500;
/** Recurrence steps walked per event and per calendar: a minutely rule from 1990 must not hold the process. */
const STEPS_PER_EVENT = 20_000;
const STEPS_PER_CALENDAR = 200_000;

const TIME_PROPERTIES = ['dtstart', 'dtend', 'due', 'exdate', 'rdate', 'recurrence-id'];

/** A zone ical.js asks for offsets, answered from the IANA database. */
class IanaZone extends ICAL.Timezone {
  readonly iana: string;
  constructor(tzid: string, iana: string) {
    super({ tzid });
    this.iana = iana;
  }
  override utcOffset(time: IcalTime): number {
    const epoch = wallTimeToEpoch(time, this.iana);
    return offsetMinutesAt(this.iana, epoch) * 60;
  }
}

/** Reads an iCalendar text; never throws. */
export function parseCalendar(text: string, options: CalendarOptions): ParseResult {
  try {
    return readCalendar(text, options);
  } catch {
    return failure('MALFORMED', 'Календарь не удалось прочитать: файл повреждён или в нём ошибка формата iCalendar.');
  }
}

function readCalendar(input: string, options: CalendarOptions): ParseResult {
  if (input.length > MAX_INPUT) return tooLarge();
  const text = input.replace(/^\ufeff/, '');
  if (!/^\s*BEGIN:VCALENDAR/i.test(text.slice(0, 1024))) {
    return failure(
      'NOT_CALENDAR',
      'По ссылке не календарь: ожидался файл iCalendar (.ics), который начинается с BEGIN:VCALENDAR.',
    );
  }
  const calendars = parseComponents(text);
  if (!calendars) {
    return failure('MALFORMED', 'Календарь не удалось прочитать: файл повреждён или в нём ошибка формата iCalendar.');
  }
  const vevents = calendars.flatMap((calendar) => calendar.getAllSubcomponents('vevent'));
  if (vevents.length === 0) return failure('NO_EVENTS', 'В календаре нет ни одного события.');

  const first = calendars[0];
  const title = oneLine(
    stringValue(first?.getFirstPropertyValue('x-wr-calname') ?? first?.getFirstPropertyValue('name')),
  );
  const calendarZone = ianaZone(stringValue(first?.getFirstPropertyValue('x-wr-timezone')));
  const registered: string[] = [];
  try {
    registerZones(calendars, vevents, registered);
    const items = expand(vevents, {
      now: options.now.getTime(),
      from: options.now.getTime() - (options.pastDays ?? 1) * DAY,
      to: options.now.getTime() + (options.horizonDays ?? 180) * DAY,
      calendarZone,
    });
    return { ok: true, title, items };
  } finally {
    for (const tzid of registered) ICAL.TimezoneService.remove(tzid);
  }
}

/**
 * The VCALENDAR components, read leniently: when the whole file does not parse, a second try keeps only the content
 * lines that parse on their own, so one unreadable RRULE or date drops that property, not the calendar.
 */
function parseComponents(text: string): IcalComponent[] | null {
  let jcal: unknown;
  try {
    jcal = ICAL.parse(text);
  } catch {
    try {
      jcal = ICAL.parse(readableLines(text).join('\r\n'));
    } catch {
      return null;
    }
  }
  if (!Array.isArray(jcal)) return null;
  const list: unknown[] = Array.isArray(jcal[0]) ? jcal : [jcal];
  return list.map((data) => new ICAL.Component(data as never)).filter((component) => component.name === 'vcalendar');
}

/** The unfolded content lines that parse on their own; BEGIN and END lines are kept as they are. */
function readableLines(text: string): string[] {
  const unfolded = text
    .replace(/\r\n?/g, '\n')
    .replace(/\n[ \t]/g, '')
    .split('\n');
  return unfolded.filter((line) => {
    if (/^(?:BEGIN|END):[A-Za-z-]+$/i.test(line)) return true;
    try {
      ICAL.parse.property(line);
      return true;
    } catch {
      return false;
    }
  });
}

/**
 * Makes every TZID the events name known to ical.js for this parse only (the registry is global, and the parse is
 * synchronous, so nothing else runs between the registration and its removal). An IANA name is answered from the
 * runtime's database; any other name (a custom or Windows one without a mapping) from the file's own VTIMEZONE, when
 * it is a plain one. The VTIMEZONE blocks are taken out of the tree, since ical.js would prefer them to the registry,
 * and it expands their rules without a bound (a SECONDLY rule in one fills the memory).
 */
function registerZones(calendars: IcalComponent[], vevents: IcalComponent[], registered: string[]): void {
  const vtimezones = new Map<string, IcalComponent>();
  for (const calendar of calendars) {
    for (const vtimezone of calendar.getAllSubcomponents('vtimezone')) {
      const tzid = stringValue(vtimezone.getFirstPropertyValue('tzid'));
      if (tzid && !vtimezones.has(tzid) && isPlainTimezone(vtimezone)) vtimezones.set(tzid, vtimezone);
    }
    calendar.removeAllSubcomponents('vtimezone');
  }
  const tzids = new Set<string>();
  for (const vevent of vevents) {
    for (const name of TIME_PROPERTIES) {
      for (const property of vevent.getAllProperties(name)) {
        const tzid = property.getParameter('tzid');
        if (typeof tzid === 'string' && tzid) tzids.add(tzid);
      }
    }
  }
  for (const tzid of tzids) {
    if (ICAL.TimezoneService.has(tzid)) continue;
    const iana = ianaZone(tzid);
    const vtimezone = vtimezones.get(tzid);
    if (iana) ICAL.TimezoneService.register(new IanaZone(tzid, iana), tzid);
    else if (vtimezone) ICAL.TimezoneService.register(new ICAL.Timezone(vtimezone), tzid);
    else continue;
    registered.push(tzid);
  }
}

/** A VTIMEZONE as real ones are: a few observances, each repeating at most yearly. */
function isPlainTimezone(vtimezone: IcalComponent): boolean {
  const observances = vtimezone.getAllSubcomponents();
  return (
    observances.length <= 100 &&
    observances.every((observance) =>
      observance.getAllProperties('rrule').every((property) => {
        const rule = property.getFirstValue();
        return rule instanceof ICAL.Recur && rule.freq === 'YEARLY' && (rule.interval ?? 1) >= 1;
      }),
    )
  );
}

type Window = { now: number; from: number; to: number; calendarZone: string | null };

/** A point of an occurrence: an instant, or a calendar date for an all-day one. */
type Moment = { epoch: number; iso: string; allDay: boolean; zone: string | null };

function expand(vevents: IcalComponent[], window: Window): SourceItem[] {
  const masters = new Map<string, IcalEvent>();
  const overrides: IcalEvent[] = [];
  for (const vevent of vevents) {
    // Exceptions are related below by UID; left to itself, ical.js relates every override of the whole calendar to
    // every event (whatever its UID), scanning all events for each one: quadratic, seconds for a 2 MB calendar.
    const event = new ICAL.Event(vevent, { exceptions: [] });
    const uid = stringValue(event.uid);
    if (!uid) continue;
    if (vevent.hasProperty('recurrence-id')) overrides.push(event);
    else if (!masters.has(uid)) masters.set(uid, event);
  }
  const orphans: IcalEvent[] = [];
  for (const override of overrides) {
    try {
      const master = masters.get(override.uid);
      if (master && isRecurring(master)) master.relateException(override);
      else orphans.push(override);
    } catch {
      // An override with an unreadable RECURRENCE-ID is dropped; its series stands.
    }
  }

  const budget = { steps: STEPS_PER_CALENDAR };
  const items: SourceItem[] = [];
  for (const [uid, master] of masters) {
    if (budget.steps <= 0) break;
    try {
      items.push(...occurrencesOf(uid, master, window, budget));
    } catch {
      // One broken event (an unreadable RRULE or date) leaves the others standing.
    }
  }
  for (const orphan of orphans) {
    try {
      const item = occurrenceItem(orphan.uid, orphan, orphan.startDate, orphan.endDate, orphan.recurrenceId, window);
      if (item) items.push(item);
    } catch {
      // As above.
    }
  }
  return uniqueByKey(items)
    .sort((a, b) => sortValue(a) - sortValue(b))
    .slice(0, MAX_OCCURRENCES);
}

const sortValue = (item: SourceItem) => Date.parse(item.startsAt ?? '') || 0;

/** Whether ical.js will expand the event; an RRULE it cannot read makes it a single event at its DTSTART. */
function isRecurring(event: IcalEvent): boolean {
  try {
    if (!event.isRecurring()) return false;
    event.iterator();
    return true;
  } catch {
    return false;
  }
}

function occurrencesOf(uid: string, master: IcalEvent, window: Window, budget: { steps: number }): SourceItem[] {
  if (!isRecurring(master)) {
    const item = occurrenceItem(uid, master, master.startDate, master.endDate, null, window);
    return item ? [item] : [];
  }
  const items: SourceItem[] = [];
  const seen = new Set<string>();
  const iterator = master.iterator();
  let steps = 0;
  for (let next = iterator.next(); next; next = iterator.next()) {
    if (++steps > STEPS_PER_EVENT || --budget.steps <= 0) break;
    // Steps long before the window cost only their instant (the walk from a DTSTART years back is most of it).
    if (!next.isDate && next.toUnixTime() * 1000 < window.from - 2 * DAY) continue;
    const original = moment(next, window.calendarZone);
    if (!original || original.epoch > window.to) break;
    const details = master.getOccurrenceDetails(next);
    seen.add(original.iso);
    const item = occurrenceItem(uid, details.item, details.startDate, details.endDate, next, window);
    if (item) items.push(item);
    if (items.length >= MAX_OCCURRENCES) break;
  }
  // An override that moves an occurrence from outside the window into it is not reached by the walk above.
  for (const exception of Object.values(master.exceptions)) {
    const original = moment(exception.recurrenceId, window.calendarZone);
    if (!original || seen.has(original.iso)) continue;
    const item = occurrenceItem(uid, exception, exception.startDate, exception.endDate, exception.recurrenceId, window);
    if (item) items.push(item);
  }
  return items;
}

/** One occurrence as an item, or null outside the window. */
function occurrenceItem(
  uid: string,
  event: IcalEvent,
  startTime: IcalTime | null,
  endTime: IcalTime | null,
  recurrenceId: IcalTime | null,
  window: Window,
): SourceItem | null {
  const start = moment(startTime, window.calendarZone);
  if (!start) return null;
  let end = moment(endTime, window.calendarZone);
  // An end before the start, or a date ending a date-time (and the reverse), is no end anyone meant.
  if (end && (end.epoch < start.epoch || end.allDay !== start.allDay)) end = null;
  const lastEpoch = end?.epoch ?? start.epoch + (start.allDay ? DAY : 0);
  if (lastEpoch < window.from || start.epoch > window.to) return null;

  const original = recurrenceId ? moment(recurrenceId, window.calendarZone) : null;
  const component = event.component;
  const status = stringValue(component.getFirstPropertyValue('status'))?.toUpperCase();
  const fields: ItemFields = {
    key: original ? `${uid}#${original.iso}` : uid,
    structured: true,
    title: oneLine(stringValue(component.getFirstPropertyValue('summary'))),
    startsAt: start.iso,
    endsAt: end ? (start.allDay ? inclusiveLastDay(start, end) : end.iso) : start.allDay ? start.iso : null,
    allDay: start.allDay,
    timeZone: start.zone ?? window.calendarZone,
    location: oneLine(stringValue(component.getFirstPropertyValue('location'))),
    url: httpUrl(stringValue(component.getFirstPropertyValue('url'))),
    ticketUrl: null,
    price: null,
    description: paragraphs(stringValue(component.getFirstPropertyValue('description'))),
    publishedAt: stampOf(component),
    cancelled: status === 'CANCELLED',
    rescheduled: Boolean(original && original.epoch !== start.epoch),
  };
  return finishItem(fields);
}

/** DTEND of an all-day event is exclusive: the item ends on the day before it (never before its first day). */
function inclusiveLastDay(start: Moment, end: Moment): string {
  const last = new Date(Math.max(start.epoch, end.epoch - DAY));
  return isoDate(last.getUTCFullYear(), last.getUTCMonth() + 1, last.getUTCDate());
}

/**
 * An ical.js time as a moment. A TZID time is read in its zone; a UTC time is shown in the calendar's zone when it
 * names one; a floating time (neither) is the venue's wall clock, and with no X-WR-TIMEZONE we take Moscow time
 * (DEFAULT_TIME_ZONE), the zone of most venues we serve. All-day dates stay calendar dates (epoch at UTC midnight).
 */
function moment(time: IcalTime | null | undefined, calendarZone: string | null): Moment | null {
  if (!time || typeof time.year !== 'number' || !isSaneYear(time.year)) return null;
  if (time.isDate) {
    const epoch = Date.UTC(time.year, time.month - 1, time.day);
    return { epoch, iso: isoDate(time.year, time.month, time.day), allDay: true, zone: null };
  }
  const tzid = time.zone?.tzid;
  if (time.zone instanceof IanaZone) {
    const epoch = wallTimeToEpoch(time, time.zone.iana);
    return { epoch, iso: isoInZone(epoch, time.zone.iana), allDay: false, zone: time.zone.iana };
  }
  if (!tzid || tzid === 'floating') {
    const zone = calendarZone ?? DEFAULT_TIME_ZONE;
    const epoch = wallTimeToEpoch(time, zone);
    return { epoch, iso: isoInZone(epoch, zone), allDay: false, zone: calendarZone };
  }
  const epoch = time.toUnixTime() * 1000;
  if (!Number.isFinite(epoch)) return null;
  const zone = tzid === 'UTC' || tzid === 'Z' || tzid === 'GMT' ? calendarZone : ianaZone(tzid);
  return { epoch, iso: isoInZone(epoch, zone), allDay: false, zone };
}

/** LAST-MODIFIED when given, else DTSTAMP, as a UTC instant. */
function stampOf(component: IcalComponent): string | null {
  for (const name of ['last-modified', 'dtstamp']) {
    const value = component.getFirstPropertyValue(name);
    if (value instanceof ICAL.Time && isSaneYear(value.year)) {
      const epoch = value.toUnixTime() * 1000;
      if (Number.isFinite(epoch)) return new Date(epoch).toISOString();
    }
  }
  return null;
}

function stringValue(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return null;
}
