import { WEEKDAYS, type Weekday } from './enums.ts';
import { instantOfWallClock, wallClockAt } from './zoned-time.ts';

// A weekly series: the first start, then the same local time on each chosen weekday, up to and including the day of
// `until`. Occurrences are computed by the event's own clock, so 19:00 stays 19:00 whatever the offset to UTC.

/** A series has at most a year of occurrences; a longer one is written again next year. */
const REPEAT_MAX_OCCURRENCES = 366;
const REPEAT_MAX_DAYS = 366;
/** The longest one occurrence may last; lists rely on it to read only the recent past when looking for what is on. */
const EVENT_MAX_DURATION_DAYS = 14;

type Series = {
  startsAt: Date;
  endsAt: Date | null;
  timeZone: string;
  weekdays: readonly Weekday[];
  until: Date | null;
};

export type Occurrence = { startsAt: Date; endsAt: Date | null };

const DAY_MS = 24 * 60 * 60 * 1000;

/** ISO weekday of a calendar date (1 = Monday … 7 = Sunday). */
function isoWeekday(year: number, month: number, day: number): number {
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

export function expandSeries(series: Series): Occurrence[] {
  const duration = series.endsAt ? series.endsAt.getTime() - series.startsAt.getTime() : null;
  const first: Occurrence = { startsAt: series.startsAt, endsAt: series.endsAt };
  if (series.weekdays.length === 0 || !series.until) return [first];
  const start = wallClockAt(series.startsAt.getTime(), series.timeZone);
  const last = wallClockAt(series.until.getTime(), series.timeZone);
  const lastDay = Date.UTC(last.year, last.month - 1, last.day);
  const wanted = new Set(series.weekdays.map((weekday) => WEEKDAYS.indexOf(weekday) + 1));
  const occurrences = [first];
  for (let offset = 1; offset <= REPEAT_MAX_DAYS && occurrences.length < REPEAT_MAX_OCCURRENCES; offset += 1) {
    const date = new Date(Date.UTC(start.year, start.month - 1, start.day) + offset * DAY_MS);
    if (date.getTime() > lastDay) break;
    const [year, month, day] = [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
    if (!wanted.has(isoWeekday(year, month, day))) continue;
    const startsAt = instantOfWallClock(
      { year, month, day, hour: start.hour, minute: start.minute, second: 0 },
      series.timeZone,
    );
    occurrences.push({ startsAt, endsAt: duration === null ? null : new Date(startsAt.getTime() + duration) });
  }
  return occurrences;
}

/** Local minute of the day and ISO weekday of an instant in a zone: what day-slot and weekday filters compare. */
export function localStartOf(instant: Date, timeZone: string): { minute: number; isoWeekday: number } {
  const clock = wallClockAt(instant.getTime(), timeZone);
  return { minute: clock.hour * 60 + clock.minute, isoWeekday: isoWeekday(clock.year, clock.month, clock.day) };
}

type TimingProblem = { field: 'endsAt' | 'repeatUntil'; code: string; message: string };

/**
 * The rules of an event's times, as the editor and the server both check them: the end after the start and within
 * EVENT_MAX_DURATION_DAYS; a series needs a last day, after the start and within a year. Every problem, first first.
 */
export function checkEventTiming(timing: {
  startsAt: Date | null;
  endsAt: Date | null;
  repeatWeekdays: readonly string[];
  repeatUntil: Date | null;
}): TimingProblem[] {
  const { startsAt, endsAt, repeatUntil } = timing;
  const problems: TimingProblem[] = [];
  if (startsAt && endsAt && endsAt <= startsAt) {
    problems.push({ field: 'endsAt', code: 'ENDS_BEFORE_START', message: 'Окончание должно быть позже начала' });
  } else if (startsAt && endsAt && endsAt.getTime() - startsAt.getTime() > EVENT_MAX_DURATION_DAYS * DAY_MS) {
    problems.push({
      field: 'endsAt',
      code: 'EVENT_TOO_LONG',
      message: `Событие длится не дольше ${EVENT_MAX_DURATION_DAYS} дней: разбейте его на несколько`,
    });
  }
  if (timing.repeatWeekdays.length === 0) return problems;
  if (!repeatUntil) {
    problems.push({ field: 'repeatUntil', code: 'REPEAT_UNTIL_NEEDED', message: 'Укажите, до какой даты повторять' });
  } else if (startsAt && repeatUntil < startsAt) {
    problems.push({
      field: 'repeatUntil',
      code: 'REPEAT_UNTIL_BEFORE_START',
      message: 'Повторять можно только до даты после начала',
    });
  } else if (startsAt && repeatUntil.getTime() - startsAt.getTime() > REPEAT_MAX_DAYS * DAY_MS) {
    problems.push({
      field: 'repeatUntil',
      code: 'REPEAT_TOO_LONG',
      message: 'Повтор — не дольше года: продлите серию позже',
    });
  }
  return problems;
}
