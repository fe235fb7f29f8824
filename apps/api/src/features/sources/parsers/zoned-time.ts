// Wall times in IANA zones, done with the runtime's own time zone database (Intl), so a calendar that names
// Asia/Yekaterinburg without a VTIMEZONE block, or with a stale one, still lands on the right instant.

/** What a venue's page or a floating calendar time means when the source names no zone: most venues we serve. */
export const DEFAULT_TIME_ZONE = 'Europe/Moscow';

export type WallTime = { year: number; month: number; day: number; hour: number; minute: number; second: number };

const formatters = new Map<string, Intl.DateTimeFormat | null>();

function formatterFor(zone: string): Intl.DateTimeFormat | null {
  let formatter = formatters.get(zone);
  if (formatter === undefined) {
    try {
      formatter = new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      });
    } catch {
      formatter = null;
    }
    // Zone names come from input: keep the cache from growing with junk names.
    if (formatters.size < 1000) formatters.set(zone, formatter);
  }
  return formatter;
}

// Outlook and Exchange write Windows zone names; these are the ones of Russia and its neighbours.
const WINDOWS_ZONES: Record<string, string> = {
  'russian standard time': 'Europe/Moscow',
  'russia time zone 3': 'Europe/Samara',
  'ekaterinburg standard time': 'Asia/Yekaterinburg',
  'omsk standard time': 'Asia/Omsk',
  'n. central asia standard time': 'Asia/Novosibirsk',
  'north asia standard time': 'Asia/Krasnoyarsk',
  'north asia east standard time': 'Asia/Irkutsk',
  'yakutsk standard time': 'Asia/Yakutsk',
  'vladivostok standard time': 'Asia/Vladivostok',
  'kaliningrad standard time': 'Europe/Kaliningrad',
  'astrakhan standard time': 'Europe/Astrakhan',
  'saratov standard time': 'Europe/Saratov',
  'volgograd standard time': 'Europe/Volgograd',
  utc: 'UTC',
};

/**
 * The IANA name a TZID stands for, or null: an IANA name as is, a Windows name, or a name with a vendor prefix
 * (`/mozilla.org/20050126_1/Europe/Moscow`, `/citadel.org/.../Europe/Moscow`).
 */
export function ianaZone(tzid: string | null | undefined): string | null {
  if (!tzid) return null;
  const name = tzid.trim().replace(/^"|"$/g, '');
  if (name.length === 0 || name.length > 200) return null;
  const windows = WINDOWS_ZONES[name.toLowerCase()];
  if (windows) return windows;
  if (/^[A-Za-z][\w+-]*(?:\/[\w+-]+)*$/.test(name) && formatterFor(name)) {
    return formatterFor(name)?.resolvedOptions().timeZone ?? null;
  }
  // A prefixed name: try its last two or three segments.
  const segments = name.split('/').filter(Boolean);
  for (const take of [3, 2]) {
    if (segments.length <= take) continue;
    const candidate = segments.slice(-take).join('/');
    if (/^[A-Za-z]/.test(candidate) && formatterFor(candidate)) return candidate;
  }
  return null;
}

// Offsets change on quarter hours at most (every zone's transitions fall on them), so a quarter hour is a safe memo key:
// a recurring event's expansion asks for the same few offsets thousands of times.
const offsets = new Map<string, number>();
const QUARTER_HOUR = 15 * 60_000;

/** The zone's offset from UTC, in minutes, at an instant. */
export function offsetMinutesAt(zone: string, epochMs: number): number {
  if (!Number.isFinite(epochMs)) return 0;
  const key = `${zone}|${Math.floor(epochMs / QUARTER_HOUR)}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    offset = computeOffset(zone, epochMs);
    if (offsets.size >= 50_000) offsets.clear();
    offsets.set(key, offset);
  }
  return offset;
}

function computeOffset(zone: string, epochMs: number): number {
  const formatter = formatterFor(zone);
  if (!formatter || !Number.isFinite(epochMs)) return 0;
  const parts: Record<string, number> = {};
  for (const part of formatter.formatToParts(new Date(epochMs))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const asUtc = Date.UTC(
    parts.year ?? 1970,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
  return Math.round((asUtc - Math.floor(epochMs / 1000) * 1000) / 60_000);
}

/** The instant a wall time in a zone stands for; in a gap (spring forward) the later offset wins, as calendars do. */
export function wallTimeToEpoch(wall: WallTime, zone: string): number {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  const first = offsetMinutesAt(zone, asUtc);
  const guess = asUtc - first * 60_000;
  const second = offsetMinutesAt(zone, guess);
  return second === first ? guess : asUtc - second * 60_000;
}

const pad = (value: number, width = 2) => String(Math.abs(value)).padStart(width, '0');

/** `2026-12-06T19:00:00+05:00`: the instant shown at a fixed offset. */
export function isoAtOffset(epochMs: number, offsetMinutes: number): string {
  const local = new Date(epochMs + offsetMinutes * 60_000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const zone =
    offsetMinutes === 0
      ? 'Z'
      : `${sign}${pad(Math.trunc(Math.abs(offsetMinutes) / 60))}:${pad(Math.abs(offsetMinutes) % 60)}`;
  return `${pad(local.getUTCFullYear(), 4)}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}T${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}:${pad(local.getUTCSeconds())}${zone}`;
}

/** The instant shown in a zone's own offset, so a reader sees the venue's clock. */
export function isoInZone(epochMs: number, zone: string | null): string {
  return isoAtOffset(epochMs, zone ? offsetMinutesAt(zone, epochMs) : 0);
}

/** `YYYY-MM-DD` of a calendar date. */
export function isoDate(year: number, month: number, day: number): string {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** Instants outside these years are junk in an event source (and outside what Date prints plainly). */
export const isSaneYear = (year: number) => year >= 1900 && year <= 2200;
