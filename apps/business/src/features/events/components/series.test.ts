import { describe, expect, it } from 'vitest';
import { formatShortDate, seriesParts } from './series.ts';

describe('seriesParts', () => {
  it('says on which days and until when a series repeats, by the event’s clock', () => {
    expect(
      seriesParts({
        repeatWeekdays: ['MONDAY', 'WEDNESDAY'],
        // 21:30 UTC on the 31st is already the 1st in Vladivostok.
        repeatUntil: '2026-12-31T20:59:00.000Z',
        timeZone: 'Europe/Moscow',
      }),
    ).toEqual({ days: 'пн, ср', until: '31.12' });
    expect(formatShortDate('2026-12-31T21:30:00.000Z', 'Asia/Vladivostok')).toBe('01.01');
  });

  it('is null for a one-off event', () => {
    expect(seriesParts({ repeatWeekdays: [], repeatUntil: null, timeZone: 'Europe/Moscow' })).toBeNull();
  });
});
