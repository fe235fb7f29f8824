import { describe, expect, it } from 'vitest';
import {
  formatMinute,
  intervalsOf,
  isOpenAt,
  isOpenAtLocal,
  isTimeZone,
  type ScheduleInterval,
  validateInterval,
} from './schedule.ts';

const bar: ScheduleInterval[] = [
  { weekday: 'FRIDAY', from: 18 * 60, to: 3 * 60 },
  { weekday: 'SATURDAY', from: 18 * 60, to: 3 * 60 },
];
const cafe: ScheduleInterval[] = [
  { weekday: 'MONDAY', from: 8 * 60, to: 12 * 60 },
  { weekday: 'MONDAY', from: 13 * 60, to: 1440 },
];

describe('schedule', () => {
  it('a bar open 18:00–03:00 is open after midnight of the next day and closed at 03:00', () => {
    expect(isOpenAtLocal(bar, 'FRIDAY', 17 * 60 + 59)).toBe(false);
    expect(isOpenAtLocal(bar, 'FRIDAY', 18 * 60)).toBe(true);
    expect(isOpenAtLocal(bar, 'SATURDAY', 2 * 60 + 59)).toBe(true);
    expect(isOpenAtLocal(bar, 'SATURDAY', 3 * 60)).toBe(false);
    expect(isOpenAtLocal(bar, 'SUNDAY', 60)).toBe(true);
    expect(isOpenAtLocal(bar, 'MONDAY', 60)).toBe(false);
  });

  it('a day off is closed, a break between intervals is closed, 24:00 closes at midnight', () => {
    expect(isOpenAtLocal(cafe, 'TUESDAY', 9 * 60)).toBe(false);
    expect(isOpenAtLocal(cafe, 'MONDAY', 12 * 60 + 30)).toBe(false);
    expect(isOpenAtLocal(cafe, 'MONDAY', 1439)).toBe(true);
    expect(isOpenAtLocal(cafe, 'TUESDAY', 0)).toBe(false);
  });

  it('open now is read by the place’s own clock', () => {
    // 2026-11-20 is a Friday; 16:30 UTC is 19:30 in Moscow and 21:30 in Yekaterinburg.
    const at = Date.UTC(2026, 10, 20, 16, 30);
    const earlyBar: ScheduleInterval[] = [{ weekday: 'FRIDAY', from: 20 * 60, to: 23 * 60 }];
    expect(isOpenAt(earlyBar, at, 'Europe/Moscow')).toBe(false);
    expect(isOpenAt(earlyBar, at, 'Asia/Yekaterinburg')).toBe(true);
  });

  it('intervals are checked and a closing time of 00:00 means midnight', () => {
    expect(validateInterval({ weekday: 'MONDAY', from: 600, to: 0 })).toEqual({
      ok: true,
      value: { weekday: 'MONDAY', from: 600, to: 1440 },
    });
    expect(validateInterval({ weekday: 'MONDAY', from: 600, to: 600 })).toMatchObject({ ok: false });
    expect(validateInterval({ weekday: 'MONDAY', from: 1440, to: 60 })).toMatchObject({ ok: false });
    expect(validateInterval({ weekday: 'MONDAY', from: 60, to: 1441 })).toMatchObject({ ok: false });
  });

  it('time zones are IANA names', () => {
    expect(isTimeZone('Asia/Yekaterinburg')).toBe(true);
    expect(isTimeZone('Europe/Moscow')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone("Europe/Moscow'; drop table places")).toBe(false);
  });

  it('formats minutes as a clock and orders a day’s intervals', () => {
    expect(formatMinute(0)).toBe('00:00');
    expect(formatMinute(1440)).toBe('24:00');
    expect(formatMinute(18 * 60 + 5)).toBe('18:05');
    expect(intervalsOf([...cafe].reverse(), 'MONDAY').map((interval) => interval.from)).toEqual([480, 780]);
  });
});
