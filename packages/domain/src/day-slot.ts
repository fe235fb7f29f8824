import { Weekday } from './enums.ts';
import { cachedDateTimeFormat } from './intl-cache.ts';

export const MINUTES_IN_DAY = 1440;

export const DaySlot = { morning: 'morning', afternoon: 'afternoon', evening: 'evening', all_day: 'all_day' } as const;
export type DaySlot = (typeof DaySlot)[keyof typeof DaySlot];
export const DAY_SLOTS = /* @__PURE__ */ Object.values(DaySlot) as readonly DaySlot[];

/** The three slots that split a day; all_day spans them all. */
export type PartOfDay = Exclude<DaySlot, 'all_day'>;

/**
 * Inclusive bounds in whole minutes from local midnight. Morning, afternoon and evening do not share
 * any minute (719 | 720, 1019 | 1020). Minute 1440 is "24:00", the end of the day: it belongs to the
 * evening (and all_day) so a range ending at midnight stays in the evening. A clock time never yields
 * 1440 (midnight is minute 0, morning).
 */
export const DAY_SLOT_RANGES: Readonly<Record<DaySlot, { readonly from: number; readonly to: number }>> = {
  morning: { from: 0, to: 719 },
  afternoon: { from: 720, to: 1019 },
  evening: { from: 1020, to: MINUTES_IN_DAY },
  all_day: { from: 0, to: MINUTES_IN_DAY },
};

export const DAY_SLOT_LABELS: Readonly<Record<DaySlot, string>> = {
  morning: 'Утро',
  afternoon: 'День',
  evening: 'Вечер',
  all_day: 'Весь день',
};

// Seconds do not move a time into the next slot: 11:59:30 (minute 719.5) is still morning.
function wholeMinute(minute: number): number | null {
  const whole = Math.floor(minute);
  return whole >= 0 && whole <= MINUTES_IN_DAY ? whole : null;
}

/** Whether a minute of the day (0–1440, fractions rounded down) falls in the slot; false outside the day. */
export function minuteInSlot(minute: number, slot: DaySlot): boolean {
  const whole = wholeMinute(minute);
  if (whole === null) return false;
  const { from, to } = DAY_SLOT_RANGES[slot];
  return whole >= from && whole <= to;
}

/** The part of the day a minute (0–1440) belongs to. Throws RangeError outside the day. */
export function slotOfMinute(minute: number): PartOfDay {
  const parts: readonly PartOfDay[] = [DaySlot.morning, DaySlot.afternoon, DaySlot.evening];
  const slot = parts.find((part) => minuteInSlot(minute, part));
  if (slot === undefined) throw new RangeError(`Minute of day must be between 0 and ${MINUTES_IN_DAY}, got ${minute}`);
  return slot;
}

/** The parts of the day in order; a part's index is how the server stores it (0 morning, 1 afternoon, 2 evening). */
export const PARTS_OF_DAY: readonly PartOfDay[] = [DaySlot.morning, DaySlot.afternoon, DaySlot.evening];

// en-US with h23 gives stable ASCII parts ("Sun", "00"…"23") to parse, whatever the UI language.
function zonedParts(date: Date | number, timeZone: string): Intl.DateTimeFormatPart[] {
  return cachedDateTimeFormat('en-US', timeZone, {
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
}

/**
 * Creates the formatter the local clock of a time zone is read with. A page's first Intl formatter (a date's or a
 * number's) makes the browser load its locale and time-zone data (~20 ms of a 2-core machine's main thread, idle); a
 * page that hydrates calls this in a task of its own, so the first render that shows an opening status does not carry
 * it.
 */
export function prepareZonedClock(timeZone: string): void {
  zonedParts(0, timeZone);
}

function partValue(parts: Intl.DateTimeFormatPart[], type: Intl.DateTimeFormatPartTypes): string {
  const part = parts.find((p) => p.type === type);
  if (part === undefined) throw new Error(`Intl.DateTimeFormat returned no ${type} part`);
  return part.value;
}

/** Minutes since local midnight (0–1439) in the IANA time zone. Throws RangeError for an unknown zone. */
export function minuteOfDayInZone(date: Date | number, timeZone: string): number {
  const parts = zonedParts(date, timeZone);
  return Number(partValue(parts, 'hour')) * 60 + Number(partValue(parts, 'minute'));
}

const WEEKDAY_BY_SHORT_NAME: Readonly<Record<string, Weekday>> = {
  Mon: Weekday.MONDAY,
  Tue: Weekday.TUESDAY,
  Wed: Weekday.WEDNESDAY,
  Thu: Weekday.THURSDAY,
  Fri: Weekday.FRIDAY,
  Sat: Weekday.SATURDAY,
  Sun: Weekday.SUNDAY,
};

/** Local day of the week in the IANA time zone. Throws RangeError for an unknown zone. */
export function weekdayInZone(date: Date | number, timeZone: string): Weekday {
  const name = partValue(zonedParts(date, timeZone), 'weekday');
  const weekday = WEEKDAY_BY_SHORT_NAME[name];
  if (weekday === undefined) throw new Error(`Unexpected weekday name from Intl: ${name}`);
  return weekday;
}

/** The local clock of a time zone at one minute: what lists ask once per row, so it is kept per zone and minute. */
const lastClock = new Map<string, { at: number; weekday: Weekday; minute: number }>();

/**
 * The weekday and minute of the day (0–1439) in the IANA time zone, with one formatting. Lists of places ask it for
 * every row at the same instant, so the last answer per zone is kept for its whole minute. Throws RangeError for an
 * unknown zone.
 */
export function localClockInZone(date: Date | number, timeZone: string): { weekday: Weekday; minute: number } {
  const at = Math.floor(Number(date) / 60_000);
  const known = lastClock.get(timeZone);
  if (known && known.at === at) return known;
  const parts = zonedParts(date, timeZone);
  const name = partValue(parts, 'weekday');
  const weekday = WEEKDAY_BY_SHORT_NAME[name];
  if (weekday === undefined) throw new Error(`Unexpected weekday name from Intl: ${name}`);
  const clock = { at, weekday, minute: Number(partValue(parts, 'hour')) * 60 + Number(partValue(parts, 'minute')) };
  lastClock.set(timeZone, clock);
  return clock;
}

/** Whether something starting at `date` starts in the slot, by the local clock of the time zone. */
export function startsInSlot(date: Date | number, slot: DaySlot, timeZone: string): boolean {
  return minuteInSlot(minuteOfDayInZone(date, timeZone), slot);
}
