import { cachedDateTimeFormat } from './intl-cache.ts';

// Wall-clock time in an IANA zone, both ways, with Intl alone: events happen by their place's clock, while the
// API stores instants.

export type WallClock = { year: number; month: number; day: number; hour: number; minute: number; second: number };

/** The zone's wall clock at an instant (month 1–12). Throws RangeError for an unknown zone. */
export function wallClockAt(ms: number, timeZone: string): WallClock {
  const parts = cachedDateTimeFormat('en-US', timeZone, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(ms);
  const value = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  return {
    year: value('year'),
    month: value('month'),
    day: value('day'),
    hour: value('hour'),
    minute: value('minute'),
    second: value('second'),
  };
}

/** How far the zone's wall clock is ahead of UTC at that instant, in milliseconds. */
export function zoneOffsetMs(ms: number, timeZone: string): number {
  const p = wallClockAt(ms, timeZone);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - (ms - (ms % 1000));
}

/** The instant a wall-clock time of the zone names (month 1–12). */
export function instantOfWallClock(clock: WallClock, timeZone: string): Date {
  const asUtc = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
  // The offset depends on the instant we are looking for; one correction settles it, also around DST changes.
  let ms = asUtc - zoneOffsetMs(asUtc, timeZone);
  ms = asUtc - zoneOffsetMs(ms, timeZone);
  return new Date(ms);
}
