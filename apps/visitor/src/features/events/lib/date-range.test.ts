import { describe, expect, it } from 'vitest';
import { parseIsoDate } from './city-days.ts';
import { rangeOf, weekendStart } from './date-range.ts';

// Sunday 22 November 2026, 22:17 in Нижний Новгород (UTC+3).
const sundayEvening = new Date('2026-11-22T19:17:00Z');
// Wednesday 25 November 2026, 01:30 by the city's clock, but still Tuesday in UTC.
const wednesdayNight = new Date('2026-11-24T22:30:00Z');

describe('the day filter of events', () => {
  it('«сегодня» runs to the city’s next midnight and keeps what has begun but not ended', () => {
    expect(rangeOf('today', {}, sundayEvening)).toEqual({ to: '2026-11-22T21:00:00.000Z' });
    // After midnight by the city's clock it is already Wednesday, whatever UTC says.
    expect(rangeOf('today', {}, wednesdayNight)).toEqual({ to: '2026-11-25T21:00:00.000Z' });
  });

  it('«завтра» is the whole next day of the city', () => {
    expect(rangeOf('tomorrow', {}, sundayEvening)).toEqual({
      from: '2026-11-22T21:00:00.000Z',
      to: '2026-11-23T21:00:00.000Z',
    });
  });

  it('«выходные» are this Saturday and Sunday, the rest of them when they have begun', () => {
    expect(rangeOf('weekend', {}, wednesdayNight)).toEqual({
      from: '2026-11-27T21:00:00.000Z',
      to: '2026-11-29T21:00:00.000Z',
    });
    expect(rangeOf('weekend', {}, sundayEvening)).toEqual({ to: '2026-11-22T21:00:00.000Z' });
    expect(weekendStart({ year: 2026, month: 11, day: 28 })).toEqual({ year: 2026, month: 11, day: 28 });
  });

  it('a range of dates covers both days whole, in either order; one date alone is that day', () => {
    const range = { from: '2026-11-30', to: '2026-12-02' };
    const expected = { from: '2026-11-29T21:00:00.000Z', to: '2026-12-02T21:00:00.000Z' };
    expect(rangeOf('dates', range, sundayEvening)).toEqual(expected);
    expect(rangeOf('dates', { from: range.to, to: range.from }, sundayEvening)).toEqual(expected);
    expect(rangeOf('dates', { from: '2026-12-01' }, sundayEvening)).toEqual({
      from: '2026-11-30T21:00:00.000Z',
      to: '2026-12-01T21:00:00.000Z',
    });
    // No date chosen yet: today.
    expect(rangeOf('dates', {}, sundayEvening)).toEqual({ to: '2026-11-22T21:00:00.000Z' });
  });

  it('any day leaves the range to the API (upcoming)', () => {
    expect(rangeOf('any', { from: '2026-12-01' }, sundayEvening)).toEqual({});
  });

  it('reads only real dates', () => {
    expect(parseIsoDate('2026-02-29')).toBeNull();
    expect(parseIsoDate('2028-02-29')).toEqual({ year: 2028, month: 2, day: 29 });
    expect(parseIsoDate('29.02.2028')).toBeNull();
  });
});
