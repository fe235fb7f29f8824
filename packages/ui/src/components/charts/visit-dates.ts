import { cachedDateTimeFormat, formatDate } from '@mesto/domain';

/** 'YYYY-MM-DD' as the instant of that day's midnight in UTC, so the day never shifts with the viewer's zone. */
function dayInstant(day: string): number {
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
  return Date.UTC(year, month - 1, date);
}

/** '2026-11-22' → '22 ноября' */
export function dayLabel(day: string): string {
  return formatDate(dayInstant(day), 'UTC');
}

/** '2026-11-22' → '22.11', for the axis under the bars. */
export function dayTick(day: string): string {
  return cachedDateTimeFormat('ru-RU', 'UTC', { day: 'numeric', month: '2-digit' }).format(dayInstant(day));
}
