import { describe, expect, it } from 'vitest';
import { WEEKDAYS, type Weekday } from './enums.ts';
import {
  formatMinute,
  intervalsOf,
  isOpenAt,
  isOpenAtLocal,
  isOpenStatus,
  isTimeZone,
  openingStatusAt,
  openingStatusAtLocal,
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

describe('opening status', () => {
  const daily = (from: number, to: number): ScheduleInterval[] => WEEKDAYS.map((weekday) => ({ weekday, from, to }));
  const at = (weekday: Weekday, hours: number, minutes = 0) =>
    openingStatusAtLocal(daily10to23, weekday, hours * 60 + minutes);
  const daily10to23 = daily(10 * 60, 23 * 60);

  it('open until closing, and counts down the last hour', () => {
    expect(at('MONDAY', 12)).toEqual({ state: 'open', closesAt: 23 * 60 });
    // The boundary: a whole hour left is still «Открыто до 23:00»; a minute later the count starts.
    expect(at('MONDAY', 22, 0)).toEqual({ state: 'open', closesAt: 23 * 60 });
    expect(at('MONDAY', 22, 1)).toEqual({ state: 'closing-soon', minutesLeft: 59 });
    expect(at('MONDAY', 22, 40)).toEqual({ state: 'closing-soon', minutesLeft: 20 });
    expect(at('MONDAY', 22, 59)).toEqual({ state: 'closing-soon', minutesLeft: 1 });
  });

  it('closed: opens later today, tomorrow, or on a named weekday', () => {
    expect(at('MONDAY', 9, 30)).toEqual({ state: 'opens', day: 'today', at: 10 * 60 });
    expect(at('MONDAY', 23)).toEqual({ state: 'opens', day: 'tomorrow', at: 10 * 60 });
    // Sunday night wraps to Monday morning.
    expect(at('SUNDAY', 23, 30)).toEqual({ state: 'opens', day: 'tomorrow', at: 10 * 60 });
    expect(openingStatusAtLocal(cafe, 'TUESDAY', 600)).toEqual({ state: 'opens', day: 'MONDAY', at: 8 * 60 });
    expect(openingStatusAtLocal(cafe, 'SUNDAY', 600)).toEqual({ state: 'opens', day: 'tomorrow', at: 8 * 60 });
    // A lunch break: opens again the same day.
    expect(openingStatusAtLocal(cafe, 'MONDAY', 12 * 60 + 30)).toEqual({ state: 'opens', day: 'today', at: 13 * 60 });
  });

  it('hours past midnight belong to the evening they started', () => {
    expect(openingStatusAtLocal(bar, 'FRIDAY', 20 * 60)).toEqual({ state: 'open', closesAt: 3 * 60 });
    expect(openingStatusAtLocal(bar, 'SATURDAY', 60)).toEqual({ state: 'open', closesAt: 3 * 60 });
    expect(openingStatusAtLocal(bar, 'SATURDAY', 2 * 60 + 30)).toEqual({ state: 'closing-soon', minutesLeft: 30 });
    expect(openingStatusAtLocal(bar, 'SATURDAY', 3 * 60)).toEqual({ state: 'opens', day: 'today', at: 18 * 60 });
    expect(openingStatusAtLocal(bar, 'SUNDAY', 2 * 60 + 15)).toEqual({ state: 'closing-soon', minutesLeft: 45 });
    expect(openingStatusAtLocal(bar, 'SUNDAY', 4 * 60)).toEqual({ state: 'opens', day: 'FRIDAY', at: 18 * 60 });
    // Closing at midnight reads 24:00, as the week's hours show it.
    expect(openingStatusAtLocal(cafe, 'MONDAY', 14 * 60)).toEqual({ state: 'open', closesAt: 1440 });
  });

  it('round the clock: every day, or today whole', () => {
    expect(openingStatusAtLocal(daily(0, 1440), 'WEDNESDAY', 0)).toEqual({ state: 'open-all-day' });
    expect(openingStatusAtLocal(daily(0, 1440), 'SUNDAY', 1439)).toEqual({ state: 'open-all-day' });
    const weekdaysOnly = WEEKDAYS.slice(0, 5).map((weekday) => ({ weekday, from: 0, to: 1440 }));
    expect(openingStatusAtLocal(weekdaysOnly, 'FRIDAY', 12 * 60)).toEqual({ state: 'open-all-day' });
    expect(openingStatusAtLocal(weekdaysOnly, 'FRIDAY', 23 * 60 + 30)).toEqual({
      state: 'closing-soon',
      minutesLeft: 30,
    });
    expect(openingStatusAtLocal(weekdaysOnly, 'SATURDAY', 12 * 60)).toEqual({ state: 'opens', day: 'MONDAY', at: 0 });
    // Overnight hours that meet the next day's opening make one stretch.
    const chained: ScheduleInterval[] = [
      { weekday: 'MONDAY', from: 600, to: 1440 },
      { weekday: 'TUESDAY', from: 0, to: 120 },
    ];
    expect(openingStatusAtLocal(chained, 'MONDAY', 700)).toEqual({ state: 'open', closesAt: 120 });
  });

  it('no hours: no status; hours that never open: closed', () => {
    expect(openingStatusAt([], Date.now(), 'Europe/Moscow')).toBeNull();
    expect(openingStatusAtLocal([{ weekday: 'MONDAY', from: 600, to: 600 }], 'MONDAY', 0)).toEqual({ state: 'closed' });
    expect(isOpenStatus(null)).toBe(false);
    expect(isOpenStatus({ state: 'closed' })).toBe(false);
    expect(isOpenStatus({ state: 'closing-soon', minutesLeft: 5 })).toBe(true);
  });

  it('is read by the place’s own clock', () => {
    // 2026-11-20 is a Friday; 19:50 UTC is 22:50 in Moscow and 00:50 (Saturday) in Yekaterinburg.
    const instant = Date.UTC(2026, 10, 20, 19, 50);
    expect(openingStatusAt(daily10to23, instant, 'Europe/Moscow')).toEqual({ state: 'closing-soon', minutesLeft: 10 });
    expect(openingStatusAt(daily10to23, instant, 'Asia/Yekaterinburg')).toEqual({
      state: 'opens',
      day: 'today',
      at: 10 * 60,
    });
    expect(openingStatusAt(bar, instant, 'Asia/Yekaterinburg')).toEqual({ state: 'open', closesAt: 3 * 60 });
    // Seconds do not count: the status is the same for the whole minute.
    expect(openingStatusAt(daily10to23, instant + 59_000, 'Europe/Moscow')).toEqual({
      state: 'closing-soon',
      minutesLeft: 10,
    });
  });
});
