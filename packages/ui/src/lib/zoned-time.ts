import { cachedDateTimeFormat } from '@mesto/domain';

// <input type="datetime-local"> speaks wall-clock time ("2026-11-22T19:30") with no zone, while the API speaks
// instants (ISO strings). Events happen in their place's time zone, so the conversion takes an IANA zone;
// without one it uses the browser's.

const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?/;

function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

function wallClockParts(ms: number, timeZone: string): Record<string, number> {
  const parts = cachedDateTimeFormat('en-US', timeZone, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(ms);
  const result: Record<string, number> = {};
  for (const part of parts) if (part.type !== 'literal') result[part.type] = Number(part.value);
  return result;
}

/** How far the zone's wall clock is ahead of UTC at that instant, in milliseconds. */
function zoneOffsetMs(ms: number, timeZone: string): number {
  const p = wallClockParts(ms, timeZone);
  const asUtc = Date.UTC(p.year ?? 0, (p.month ?? 1) - 1, p.day ?? 1, p.hour ?? 0, p.minute ?? 0, p.second ?? 0);
  return asUtc - (ms - (ms % 1000));
}

const pad = (n: number | undefined, width = 2) => String(n ?? 0).padStart(width, '0');

/** '2026-11-22T16:30:00.000Z' in 'Europe/Moscow' → '2026-11-22T19:30'; '' for an empty or invalid value. */
export function isoToLocalInput(iso: string | null | undefined, timeZone: string = browserTimeZone()): string {
  if (!iso) return '';
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return '';
  const p = wallClockParts(ms, timeZone);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
}

/** '2026-11-22T19:30' in 'Europe/Moscow' → '2026-11-22T16:30:00.000Z'; null for an empty or partial value. */
export function localInputToIso(local: string, timeZone: string = browserTimeZone()): string | null {
  const match = LOCAL_INPUT.exec(local);
  if (match === null) return null;
  const [, year, month, day, hour, minute, second] = match.map(Number);
  const asUtc = Date.UTC(
    year ?? 0,
    (month ?? 1) - 1,
    day ?? 1,
    hour ?? 0,
    minute ?? 0,
    Number.isNaN(second) ? 0 : second,
  );
  // The offset depends on the instant we are looking for; one correction settles it, also around DST changes.
  let ms = asUtc - zoneOffsetMs(asUtc, timeZone);
  ms = asUtc - zoneOffsetMs(ms, timeZone);
  return new Date(ms).toISOString();
}
