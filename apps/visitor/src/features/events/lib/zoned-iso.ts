import { wallClockAt, zoneOffsetMs } from '@mesto/domain';

/**
 * An instant as ISO 8601 with the zone's offset, `2026-11-22T22:00:00+03:00`: search engines show the time as the
 * place's clock reads it instead of converting from UTC.
 */
export function zonedIso(instant: string | Date, timeZone: string): string {
  const ms = new Date(instant).getTime();
  const clock = wallClockAt(ms, timeZone);
  const offset = Math.round(zoneOffsetMs(ms, timeZone) / 60_000);
  const pad = (value: number) => String(value).padStart(2, '0');
  const sign = offset < 0 ? '-' : '+';
  const absolute = Math.abs(offset);
  return (
    `${String(clock.year).padStart(4, '0')}-${pad(clock.month)}-${pad(clock.day)}` +
    `T${pad(clock.hour)}:${pad(clock.minute)}:${pad(clock.second)}` +
    `${sign}${pad(Math.floor(absolute / 60))}:${pad(absolute % 60)}`
  );
}
