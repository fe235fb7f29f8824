import { cachedDateTimeFormat, formatCount, formatDate } from '@mesto/domain';
import { opinionCardMessages as text } from './messages.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

function dayKey(ms: number, timeZone: string): string {
  return cachedDateTimeFormat('ru-RU', timeZone, { year: 'numeric', month: '2-digit', day: '2-digit' }).format(ms);
}

/**
 * «только что», «5 минут назад», «3 часа назад», «вчера», then the date: «22 ноября», with the year once it is
 * not this year. Without `now` only the date is given, so a server render and the browser agree.
 */
export function relativeDate(date: Date | number, timeZone: string, now?: Date | number): string {
  const at = typeof date === 'number' ? date : date.getTime();
  const year = cachedDateTimeFormat('ru-RU', timeZone, { year: 'numeric' });
  if (now !== undefined) {
    const current = typeof now === 'number' ? now : now.getTime();
    const ago = current - at;
    if (ago >= 0 && ago < MINUTE) return text.justNow;
    if (ago >= 0 && ago < HOUR) return text.ago(formatCount(Math.floor(ago / MINUTE), text.minutes));
    if (ago >= 0 && ago < 24 * HOUR && dayKey(at, timeZone) === dayKey(current, timeZone))
      return text.ago(formatCount(Math.floor(ago / HOUR), text.hours));
    if (ago >= 0 && dayKey(at, timeZone) === dayKey(current - 24 * HOUR, timeZone)) return text.yesterday;
    if (year.format(at) !== year.format(current)) {
      return cachedDateTimeFormat('ru-RU', timeZone, { day: 'numeric', month: 'long', year: 'numeric' }).format(at);
    }
  }
  return formatDate(at, timeZone);
}
