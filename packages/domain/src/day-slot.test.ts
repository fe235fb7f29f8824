import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DAY_SLOT_LABELS,
  DAY_SLOT_RANGES,
  DAY_SLOTS,
  MINUTES_IN_DAY,
  minuteInSlot,
  minuteOfDayInZone,
  type PartOfDay,
  slotOfMinute,
  startsInSlot,
  weekdayInZone,
} from './day-slot.ts';

const PARTS: readonly PartOfDay[] = ['morning', 'afternoon', 'evening'];
const anyMinute = fc.integer({ min: 0, max: MINUTES_IN_DAY });

describe('slot ranges', () => {
  it('slots and labels', () => {
    expect(DAY_SLOTS).toEqual(['morning', 'afternoon', 'evening', 'all_day']);
    expect(DAY_SLOT_LABELS).toEqual({ morning: 'Утро', afternoon: 'День', evening: 'Вечер', all_day: 'Весь день' });
  });

  it('bounds are inclusive: 719 is morning, 720 afternoon, 1019 afternoon, 1020 evening', () => {
    expect(slotOfMinute(0)).toBe('morning');
    expect(slotOfMinute(719)).toBe('morning');
    expect(slotOfMinute(720)).toBe('afternoon');
    expect(slotOfMinute(1019)).toBe('afternoon');
    expect(slotOfMinute(1020)).toBe('evening');
  });

  it('minute 1440 (24:00, end of day) belongs to evening and all_day', () => {
    expect(slotOfMinute(MINUTES_IN_DAY)).toBe('evening');
    expect(minuteInSlot(MINUTES_IN_DAY, 'all_day')).toBe(true);
    expect(minuteInSlot(MINUTES_IN_DAY, 'morning')).toBe(false);
  });

  it('seconds are rounded down to the minute', () => {
    expect(minuteInSlot(719.5, 'morning')).toBe(true);
    expect(slotOfMinute(1019.99)).toBe('afternoon');
  });

  it('minutes outside 0–1440 are in no slot', () => {
    for (const minute of [-1, 1441, Number.NaN]) {
      for (const slot of DAY_SLOTS) expect(minuteInSlot(minute, slot)).toBe(false);
      expect(() => slotOfMinute(minute)).toThrow(RangeError);
    }
  });

  it('morning, afternoon and evening cover every minute 0–1440 exactly once', () => {
    fc.assert(
      fc.property(anyMinute, (minute) => {
        expect(PARTS.filter((slot) => minuteInSlot(minute, slot))).toEqual([slotOfMinute(minute)]);
      }),
    );
    // Exhaustive as well: the day is small.
    const counts = Array.from({ length: MINUTES_IN_DAY + 1 }, (_, m) => PARTS.filter((s) => minuteInSlot(m, s)).length);
    expect(counts.every((count) => count === 1)).toBe(true);
    expect(DAY_SLOT_RANGES.afternoon.from).toBe(DAY_SLOT_RANGES.morning.to + 1);
    expect(DAY_SLOT_RANGES.evening.from).toBe(DAY_SLOT_RANGES.afternoon.to + 1);
  });

  it('all_day covers every minute', () => {
    fc.assert(
      fc.property(anyMinute, (minute) => {
        expect(minuteInSlot(minute, 'all_day')).toBe(true);
      }),
    );
  });
});

describe('time zones', () => {
  const instant = new Date('2026-11-22T16:30:00Z');

  it('2026-11-22T16:30Z is 19:30 in Moscow: minute 1170, evening, a Sunday', () => {
    expect(minuteOfDayInZone(instant, 'Europe/Moscow')).toBe(19 * 60 + 30);
    expect(startsInSlot(instant, 'evening', 'Europe/Moscow')).toBe(true);
    expect(startsInSlot(instant, 'afternoon', 'Europe/Moscow')).toBe(false);
    expect(weekdayInZone(instant, 'Europe/Moscow')).toBe('SUNDAY');
  });

  it('the same instant is afternoon in UTC and already Monday morning in Vladivostok', () => {
    expect(startsInSlot(instant, 'afternoon', 'UTC')).toBe(true);
    expect(minuteOfDayInZone(instant, 'Asia/Vladivostok')).toBe(2 * 60 + 30);
    expect(weekdayInZone(instant, 'Asia/Vladivostok')).toBe('MONDAY');
    expect(startsInSlot(instant, 'morning', 'Asia/Vladivostok')).toBe(true);
  });

  it('local midnight is minute 0, not 1440', () => {
    expect(minuteOfDayInZone(new Date('2026-11-22T21:00:00Z'), 'Europe/Moscow')).toBe(0);
  });

  it('minuteOfDayInZone stays within 0–1439', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800_000 }), (ms) => {
        const minute = minuteOfDayInZone(new Date(ms), 'Europe/Moscow');
        expect(minute).toBeGreaterThanOrEqual(0);
        expect(minute).toBeLessThan(MINUTES_IN_DAY);
      }),
    );
  });

  it('an unknown time zone throws RangeError', () => {
    expect(() => minuteOfDayInZone(instant, 'Mars/Olympus')).toThrow(RangeError);
    expect(() => weekdayInZone(instant, '')).toThrow(RangeError);
  });
});
