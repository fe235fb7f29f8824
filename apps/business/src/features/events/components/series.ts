import { cachedDateTimeFormat, WEEKDAY_SHORT_LABELS, type Weekday } from '@mesto/domain';

/** «31.12»: the last day of a series, by the event's clock. */
export function formatShortDate(iso: string, timeZone: string): string {
  return cachedDateTimeFormat('ru-RU', timeZone, { day: '2-digit', month: '2-digit' }).format(new Date(iso));
}

/** «пн, ср»: the weekdays a series repeats on, in week order as the API keeps them. */
function formatWeekdays(weekdays: readonly Weekday[]): string {
  return weekdays.map((weekday) => WEEKDAY_SHORT_LABELS[weekday].toLowerCase()).join(', ');
}

/** The days and the end of a weekly series, or null for a one-off event. */
export function seriesParts(event: {
  repeatWeekdays: readonly Weekday[];
  repeatUntil: string | null;
  timeZone: string;
}): { days: string; until: string } | null {
  if (event.repeatWeekdays.length === 0 || event.repeatUntil === null) return null;
  return { days: formatWeekdays(event.repeatWeekdays), until: formatShortDate(event.repeatUntil, event.timeZone) };
}
