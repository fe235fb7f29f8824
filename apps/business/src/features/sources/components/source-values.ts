import {
  formatDate,
  formatDateTime,
  pluralize,
  SOURCE_MAX_INTERVAL_MINUTES,
  SOURCE_MIN_INTERVAL_MINUTES,
  type SourceState,
} from '@mesto/domain';
import type { TagTone } from '@mesto/ui';
import { sourceMessages } from '../messages.ts';

const text = sourceMessages;

/** A source is named by what it calls itself (a calendar's or a channel's title), else by its address. */
export const sourceName = (source: { title: string | null; address: string }): string =>
  source.title?.trim() || source.address;

/** Health at a glance: working is fine, paused is out of the way, failing asks for attention. */
export const stateTone: Readonly<Record<SourceState, TagTone>> = {
  ACTIVE: 'success',
  PAUSED: 'neutral',
  FAILING: 'danger',
};

/** The intervals offered, in minutes: from a quarter of an hour to a day. */
const INTERVALS = [15, 30, 60, 180, 360, 720, 1440] as const;

/** «Каждые 15 минут», «Каждый час», «Каждые 3 часа», «Раз в сутки». */
export function intervalLabel(minutes: number): string {
  if (minutes === 1440) return text.interval.day;
  if (minutes === 60) return text.interval.hour;
  if (minutes % 60 === 0) {
    const hours = minutes / 60;
    return text.interval.hours(hours, pluralize(hours, text.interval.hourForms));
  }
  return text.interval.minutes(minutes);
}

/** The interval choices, with the source's own when it is none of them (set through the API), in order. */
export function intervalOptions(current: number): { value: string; label: string }[] {
  const inBounds = current >= SOURCE_MIN_INTERVAL_MINUTES && current <= SOURCE_MAX_INTERVAL_MINUTES;
  const values = new Set<number>(INTERVALS);
  if (inBounds) values.add(current);
  return [...values]
    .sort((a, b) => a - b)
    .map((minutes) => ({ value: String(minutes), label: intervalLabel(minutes) }));
}

/**
 * When an item happens, in the place's time zone: the date and time, or only the date when the source gave no time
 * (an all-day entry, a post saying «25 ноября»); null when no date was read.
 */
export function itemWhen(item: { startsAt: string | null; startTimeKnown?: boolean }, timeZone: string): string | null {
  if (item.startsAt === null) return null;
  const at = Date.parse(item.startsAt);
  if (Number.isNaN(at)) return null;
  return item.startTimeKnown === false ? text.preview.dateOnly(formatDate(at, timeZone)) : formatDateTime(at, timeZone);
}
