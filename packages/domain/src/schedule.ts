import { localClockInZone } from './day-slot.ts';
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
