import { localClockInZone, MINUTES_IN_DAY } from './day-slot.ts';
import { WEEKDAYS, type Weekday } from './enums.ts';
import { fail, ok, type Result } from './result.ts';

// A weekly schedule: opening intervals by weekday in minutes from local midnight. An interval whose `to` is below its
// `from` runs past midnight (a bar open 18:00–03:00 is { from: 1080, to: 180 }); { from: 0, to: 1440 } is all day.
// A weekday without intervals is a day off. The server's "open now" filter implements the same rule in SQL.

export type ScheduleInterval = { weekday: Weekday; from: number; to: number };

export const SCHEDULE_MAX_INTERVALS = 21;

/** The time zone every place has unless its editor chooses another. */
export const DEFAULT_TIME_ZONE = 'Europe/Moscow';

export function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(value) || value.length > 60) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** Checks one interval; the error names what is wrong in words a person understands. */
export function validateInterval(interval: ScheduleInterval): Result<ScheduleInterval> {
  const { from, to } = interval;
  if (!Number.isInteger(from) || from < 0 || from > 1439) {
    return fail('SCHEDULE_FROM', 'Время открытия — от 00:00 до 23:59');
  }
  if (!Number.isInteger(to) || to < 0 || to > 1440) return fail('SCHEDULE_TO', 'Время закрытия — от 00:00 до 24:00');
  if (from === to || (to === 0 && from === 0)) return fail('SCHEDULE_EMPTY', 'Время открытия и закрытия совпадают');
  return ok({ ...interval, to: to === 0 ? 1440 : to });
}

const previousWeekday = (weekday: Weekday): Weekday =>
  WEEKDAYS[(WEEKDAYS.indexOf(weekday) + WEEKDAYS.length - 1) % WEEKDAYS.length] as Weekday;

/** Whether the schedule is open at a local weekday and minute: today's intervals, or last night's still running. */
export function isOpenAtLocal(schedule: readonly ScheduleInterval[], weekday: Weekday, minute: number): boolean {
  const yesterday = previousWeekday(weekday);
  return schedule.some((interval) => {
    const overnight = interval.to < interval.from;
    if (interval.weekday === weekday)
      return overnight ? minute >= interval.from : minute >= interval.from && minute < interval.to;
    return interval.weekday === yesterday && overnight && minute < interval.to;
  });
}

/** Whether a place is open at an instant, by its own clock. */
export function isOpenAt(schedule: readonly ScheduleInterval[], at: Date | number, timeZone: string): boolean {
  const { weekday, minute } = localClockInZone(at, timeZone);
  return isOpenAtLocal(schedule, weekday, minute);
}

/** «09:00», «24:00»: a minute of the day as a clock reads it. */
export function formatMinute(minute: number): string {
  return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
}

/** The intervals of one weekday in order of opening, e.g. for the place page's week. */
export function intervalsOf(schedule: readonly ScheduleInterval[], weekday: Weekday): ScheduleInterval[] {
  return schedule.filter((interval) => interval.weekday === weekday).sort((a, b) => a.from - b.from);
}

/**
 * What a place's hours mean at one moment, as Yandex Maps and 2GIS say it: open until when (or round the clock, or
 * closing within the hour), or when it opens next. Texts are the ui's (`openStatusText` of @mesto/ui).
 */
export type OpeningStatus =
  /** Open for the whole of today by its own clock (or all week). */
  | { state: 'open-all-day' }
  /** Open; `closesAt` is the closing minute of that day's clock (1–1440; 1440 is 24:00). */
  | { state: 'open'; closesAt: number }
  /** Closing within the hour: 1–59 minutes are left. */
  | { state: 'closing-soon'; minutesLeft: number }
  /** Closed now; opens at `at` (minute of the day) today, tomorrow or on a weekday within the week. */
  | { state: 'opens'; day: 'today' | 'tomorrow' | Weekday; at: number }
  /** Closed, and the hours never open (no usable interval). */
  | { state: 'closed' };

/** Minutes within the last hour before closing turn «Открыто до 23:00» into «Закрывается через 20 минут». */
const CLOSING_SOON_MINUTES = 60;

const WEEK_MINUTES = 7 * MINUTES_IN_DAY;

type Span = { start: number; end: number };

/**
 * The open stretches of the week on one line of minutes from Monday 00:00 (a bar's Sunday night runs past the week's
 * end), copied a week before and after, so that any moment of the week sees the stretch it is in and the next one;
 * stretches that meet (Monday until 24:00, Tuesday from 00:00) are one.
 */
function openSpans(schedule: readonly ScheduleInterval[]): Span[] {
  const spans: Span[] = [];
  for (const interval of schedule) {
    const day = WEEKDAYS.indexOf(interval.weekday);
    if (day < 0 || interval.from === interval.to) continue;
    const start = day * MINUTES_IN_DAY + interval.from;
    const end = day * MINUTES_IN_DAY + interval.to + (interval.to < interval.from ? MINUTES_IN_DAY : 0);
    for (const shift of [-WEEK_MINUTES, 0, WEEK_MINUTES]) spans.push({ start: start + shift, end: end + shift });
  }
  spans.sort((a, b) => a.start - b.start);
  const merged: Span[] = [];
  for (const span of spans) {
    const last = merged[merged.length - 1];
    if (last !== undefined && span.start <= last.end) last.end = Math.max(last.end, span.end);
    else merged.push({ ...span });
  }
  return merged;
}

/** The opening status at a local weekday and minute (0–1439); null when the place has no hours at all. */
export function openingStatusAtLocal(
  schedule: readonly ScheduleInterval[],
  weekday: Weekday,
  minute: number,
): OpeningStatus | null {
  if (schedule.length === 0) return null;
  const today = WEEKDAYS.indexOf(weekday) * MINUTES_IN_DAY;
  const now = today + minute;
  const spans = openSpans(schedule);
  const current = spans.find((span) => span.start <= now && now < span.end);
  if (current !== undefined) {
    if (current.end - current.start >= WEEK_MINUTES) return { state: 'open-all-day' };
    const minutesLeft = current.end - now;
    if (minutesLeft < CLOSING_SOON_MINUTES) return { state: 'closing-soon', minutesLeft };
    if (current.start <= today && current.end >= today + MINUTES_IN_DAY) return { state: 'open-all-day' };
    // A closing at midnight reads 24:00, as the week's hours show it.
    return { state: 'open', closesAt: ((current.end - 1) % MINUTES_IN_DAY) + 1 };
  }
  const next = spans.find((span) => span.start > now);
  if (next === undefined) return { state: 'closed' };
  const day = Math.floor(next.start / MINUTES_IN_DAY);
  const days = day - Math.floor(now / MINUTES_IN_DAY);
  const at = next.start % MINUTES_IN_DAY;
  return { state: 'opens', day: days === 0 ? 'today' : days === 1 ? 'tomorrow' : (WEEKDAYS[day % 7] as Weekday), at };
}

/**
 * The opening status of a place at an instant, by its own clock, to the minute (a page rendered and hydrated within
 * one minute reads the same); null when it has no hours at all.
 */
export function openingStatusAt(
  schedule: readonly ScheduleInterval[],
  at: Date | number,
  timeZone: string,
): OpeningStatus | null {
  if (schedule.length === 0) return null;
  const { weekday, minute } = localClockInZone(at, timeZone);
  return openingStatusAtLocal(schedule, weekday, minute);
}

/** Whether a status means the doors are open now. */
export function isOpenStatus(status: OpeningStatus | null): boolean {
  return (
    status !== null && (status.state === 'open' || status.state === 'open-all-day' || status.state === 'closing-soon')
  );
}
