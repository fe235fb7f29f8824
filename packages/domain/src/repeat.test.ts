import { describe, expect, it } from 'vitest';
import { checkEventTiming, expandSeries, localStartOf } from './repeat.ts';

describe('weekly series', () => {
  it('a single event is its one occurrence', () => {
    const startsAt = new Date('2026-11-27T16:00:00Z');
    expect(expandSeries({ startsAt, endsAt: null, timeZone: 'Europe/Moscow', weekdays: [], until: null })).toEqual([
      { startsAt, endsAt: null },
    ]);
  });

  it('repeats at the same local time on the chosen weekdays up to and including the last day', () => {
    // Friday 27 November 2026, 19:00 in Moscow; every Tuesday and Friday until Friday 11 December.
    const occurrences = expandSeries({
      startsAt: new Date('2026-11-27T16:00:00Z'),
      endsAt: new Date('2026-11-27T18:30:00Z'),
      timeZone: 'Europe/Moscow',
      weekdays: ['TUESDAY', 'FRIDAY'],
      until: new Date('2026-12-11T20:59:00Z'),
    });
    expect(occurrences.map((item) => item.startsAt.toISOString())).toEqual([
      '2026-11-27T16:00:00.000Z',
      '2026-12-01T16:00:00.000Z',
      '2026-12-04T16:00:00.000Z',
      '2026-12-08T16:00:00.000Z',
      '2026-12-11T16:00:00.000Z',
    ]);
    expect(occurrences[1]?.endsAt?.toISOString()).toBe('2026-12-01T18:30:00.000Z');
  });

  it('keeps the wall-clock time across a change of offset', () => {
    // Berlin leaves summer time on 25 October 2026: 19:00 local is 17:00 UTC before and 18:00 UTC after.
    const occurrences = expandSeries({
      startsAt: new Date('2026-10-23T17:00:00Z'),
      endsAt: null,
      timeZone: 'Europe/Berlin',
      weekdays: ['FRIDAY'],
      until: new Date('2026-10-31T00:00:00Z'),
    });
    expect(occurrences.map((item) => item.startsAt.toISOString())).toEqual([
      '2026-10-23T17:00:00.000Z',
      '2026-10-30T18:00:00.000Z',
    ]);
  });

  it('is bounded to a year of occurrences', () => {
    const occurrences = expandSeries({
      startsAt: new Date('2026-01-01T10:00:00Z'),
      endsAt: null,
      timeZone: 'Europe/Moscow',
      weekdays: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'],
      until: new Date('2030-01-01T00:00:00Z'),
    });
    expect(occurrences.length).toBeLessThanOrEqual(366);
  });

  it('reads the local start minute and weekday in the zone', () => {
    // 23:59 on Sunday in Yekaterinburg is 18:59 UTC.
    expect(localStartOf(new Date('2026-11-22T18:59:00Z'), 'Asia/Yekaterinburg')).toEqual({
      minute: 1439,
      isoWeekday: 7,
    });
    expect(localStartOf(new Date('2026-11-22T19:00:00Z'), 'Asia/Yekaterinburg')).toEqual({ minute: 0, isoWeekday: 1 });
  });

  it('checks an event’s times: end after start, at most two weeks long, a series needs a last day within a year', () => {
    const at = (iso: string) => new Date(iso);
    const base = { startsAt: at('2030-01-07T19:00:00Z'), endsAt: null, repeatWeekdays: [], repeatUntil: null };
    expect(checkEventTiming(base)).toEqual([]);
    expect(checkEventTiming({ ...base, endsAt: at('2030-01-07T18:00:00Z') }).map((p) => p.code)).toEqual([
      'ENDS_BEFORE_START',
    ]);
    expect(checkEventTiming({ ...base, endsAt: at('2030-01-22T19:00:00Z') }).map((p) => p.code)).toEqual([
      'EVENT_TOO_LONG',
    ]);
    expect(checkEventTiming({ ...base, repeatWeekdays: ['MONDAY'] }).map((p) => p.field)).toEqual(['repeatUntil']);
    expect(
      checkEventTiming({
        ...base,
        endsAt: at('2030-01-07T18:00:00Z'),
        repeatWeekdays: ['MONDAY'],
        repeatUntil: at('2031-06-01T00:00:00Z'),
      }).map((p) => p.code),
    ).toEqual(['ENDS_BEFORE_START', 'REPEAT_TOO_LONG']);
  });
});
