import { describe, expect, it } from 'vitest';
import { isoToLocalInput, localInputToIso } from './zoned-time.ts';

describe('zoned time for datetime-local inputs', () => {
  it('shows an instant on the wall clock of the given zone', () => {
    expect(isoToLocalInput('2026-11-22T16:30:00.000Z', 'Europe/Moscow')).toBe('2026-11-22T19:30');
    expect(isoToLocalInput('2026-11-22T16:30:00.000Z', 'Asia/Vladivostok')).toBe('2026-11-23T02:30');
    expect(isoToLocalInput('', 'Europe/Moscow')).toBe('');
    expect(isoToLocalInput('not a date', 'Europe/Moscow')).toBe('');
  });

  it('turns a wall-clock time in a zone back into the same instant', () => {
    expect(localInputToIso('2026-11-22T19:30', 'Europe/Moscow')).toBe('2026-11-22T16:30:00.000Z');
    expect(localInputToIso('2026-11-22T19:30:15', 'UTC')).toBe('2026-11-22T19:30:15.000Z');
    expect(localInputToIso('2026-11-22', 'Europe/Moscow')).toBeNull();
  });

  it('gets the offset right on both sides of a daylight saving change', () => {
    // Berlin moves from +01:00 to +02:00 on 29 March 2026 at 02:00.
    expect(localInputToIso('2026-03-29T01:30', 'Europe/Berlin')).toBe('2026-03-29T00:30:00.000Z');
    expect(localInputToIso('2026-03-29T03:30', 'Europe/Berlin')).toBe('2026-03-29T01:30:00.000Z');
    expect(isoToLocalInput(localInputToIso('2026-07-01T12:00', 'Europe/Berlin'), 'Europe/Berlin')).toBe(
      '2026-07-01T12:00',
    );
  });
});
