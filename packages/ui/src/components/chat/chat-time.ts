import { cachedDateTimeFormat, formatDate, formatTime } from '@mesto/domain';
import { chatMessages } from './messages.ts';

const text = chatMessages.time;
const DAY = 86_400_000;

/**
 * The calendar day an instant falls on in a zone, as a day number (days since 1970-01-01 of that local date).
 * Comparing day numbers rather than «24 hours ago» keeps «вчера» right across midnight and DST shifts.
 */
export function calendarDay(at: Date | number, timeZone: string): number {
  const parts = cachedDateTimeFormat('en-CA', timeZone, { year: 'numeric', month: 'numeric', day: 'numeric' })
    .formatToParts(at)
    .reduce<Record<string, number>>((acc, part) => {
      if (part.type !== 'literal') acc[part.type] = Number(part.value);
      return acc;
    }, {});
  return Math.round(Date.UTC(parts.year ?? 1970, (parts.month ?? 1) - 1, parts.day ?? 1) / DAY);
}

function sameYear(at: Date | number, now: Date | number, timeZone: string): boolean {
  const year = cachedDateTimeFormat('ru-RU', timeZone, { year: 'numeric' });
  return year.format(at) === year.format(now);
}

/**
 * The time of a chat's last message in the chat list, as short as a phone row needs: today «14:05»,
 * yesterday «вчера», earlier this year «12 нояб.», before that «12.11.2025».
 */
export function chatListTime(at: Date | number, timeZone: string, now: Date | number = Date.now()): string {
  const days = calendarDay(now, timeZone) - calendarDay(at, timeZone);
  // An instant «in the future» (a device clock running behind the server's) still shows its time.
  if (days <= 0) return formatTime(at, timeZone);
  if (days === 1) return text.yesterday;
  if (sameYear(at, now, timeZone)) {
    return cachedDateTimeFormat('ru-RU', timeZone, { day: 'numeric', month: 'short' }).format(at);
  }
  return cachedDateTimeFormat('ru-RU', timeZone, { day: '2-digit', month: '2-digit', year: 'numeric' }).format(at);
}

/** The separator above a day's messages: «Сегодня», «Вчера», «12 ноября», «12 ноября 2025 г.». */
export function daySeparatorLabel(at: Date | number, timeZone: string, now: Date | number = Date.now()): string {
  const days = calendarDay(now, timeZone) - calendarDay(at, timeZone);
  if (days <= 0) return text.today;
  if (days === 1) return text.yesterdayDay;
  if (sameYear(at, now, timeZone)) return formatDate(at, timeZone);
  return cachedDateTimeFormat('ru-RU', timeZone, { day: 'numeric', month: 'long', year: 'numeric' }).format(at);
}
