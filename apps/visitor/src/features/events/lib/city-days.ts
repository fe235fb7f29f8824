import { DEFAULT_TIME_ZONE, instantOfWallClock, wallClockAt } from '@mesto/domain';

// Day filters speak of the city's days («сегодня», «выходные»): their bounds are midnights by the city's clock,
// whatever zone the visitor's device is set to. The city's places keep the default zone.
const CITY_TIME_ZONE = DEFAULT_TIME_ZONE;

/** A calendar day, month 1–12. */
export type CalendarDay = { year: number; month: number; day: number };

const DAY_MS = 24 * 60 * 60 * 1000;

export function dayAt(instant: Date, timeZone: string = CITY_TIME_ZONE): CalendarDay {
  const { year, month, day } = wallClockAt(instant.getTime(), timeZone);
  return { year, month, day };
}

export function addDays(date: CalendarDay, days: number): CalendarDay {
  const moved = new Date(Date.UTC(date.year, date.month - 1, date.day) + days * DAY_MS);
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}

/** 1 = Monday … 7 = Sunday. */
export function isoWeekdayOf(date: CalendarDay): number {
  const weekday = new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

/** The instant the day begins by the zone's clock. */
export function midnightOf(date: CalendarDay, timeZone: string = CITY_TIME_ZONE): Date {
  return instantOfWallClock({ ...date, hour: 0, minute: 0, second: 0 }, timeZone);
}

/** `2026-11-22`, the value of a date input and of the URL. */
export function isoDate(date: CalendarDay): string {
  return `${String(date.year).padStart(4, '0')}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
}

export function parseIsoDate(text: string): CalendarDay | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (match === null) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  return check.getUTCMonth() === month - 1 && check.getUTCDate() === day ? { year, month, day } : null;
}
