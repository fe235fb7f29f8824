import { describe, expect, it } from 'vitest';
import { endOfToday } from './get-tonight-events.ts';

describe('tonight', () => {
  it('ends at the city’s next midnight, also when UTC is still on the day before', () => {
    expect(endOfToday(new Date('2026-11-22T19:17:00Z')).toISOString()).toBe('2026-11-22T21:00:00.000Z');
    expect(endOfToday(new Date('2026-11-22T21:30:00Z')).toISOString()).toBe('2026-11-23T21:00:00.000Z');
  });
});
