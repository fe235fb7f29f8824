import { instantOfWallClock, wallClockAt } from '@mesto/domain';

// <input type="datetime-local"> speaks wall-clock time ("2026-11-22T19:30") with no zone, while the API speaks
// instants (ISO strings). Events happen in their place's time zone, so the conversion takes an IANA zone;
// without one it uses the browser's.

const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?/;

function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

const pad = (n: number | undefined, width = 2) => String(n ?? 0).padStart(width, '0');

/** '2026-11-22T16:30:00.000Z' in 'Europe/Moscow' → '2026-11-22T19:30'; '' for an empty or invalid value. */
export function isoToLocalInput(iso: string | null | undefined, timeZone: string = browserTimeZone()): string {
  if (!iso) return '';
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return '';
  const p = wallClockAt(ms, timeZone);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
}

/** '2026-11-22T19:30' in 'Europe/Moscow' → '2026-11-22T16:30:00.000Z'; null for an empty or partial value. */
export function localInputToIso(local: string, timeZone: string = browserTimeZone()): string | null {
  const match = LOCAL_INPUT.exec(local);
  if (match === null) return null;
  const [, year, month, day, hour, minute, second] = match.map(Number);
  const clock = {
    year: year ?? 0,
    month: month ?? 1,
    day: day ?? 1,
    hour: hour ?? 0,
    minute: minute ?? 0,
    second: Number.isNaN(second) ? 0 : (second ?? 0),
  };
  return instantOfWallClock(clock, timeZone).toISOString();
}
