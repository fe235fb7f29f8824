import { describe, expect, it } from 'vitest';
import { intervalLabel, intervalOptions, itemWhen, sourceName } from './source-values.ts';

describe('source values', () => {
  it('names a source by its title, else by its address', () => {
    expect(sourceName({ title: 'Афиша «Синкопы»', address: 'https://sinkopa.example/a.ics' })).toBe('Афиша «Синкопы»');
    expect(sourceName({ title: '  ', address: 'https://sinkopa.example/a.ics' })).toBe('https://sinkopa.example/a.ics');
    expect(sourceName({ title: null, address: '@sinkopa' })).toBe('@sinkopa');
  });

  it('says intervals the way people do', () => {
    expect(intervalLabel(15)).toBe('Каждые 15 минут');
    expect(intervalLabel(60)).toBe('Каждый час');
    expect(intervalLabel(180)).toBe('Каждые 3 часа');
    expect(intervalLabel(360)).toBe('Каждые 6 часов');
    expect(intervalLabel(1440)).toBe('Раз в сутки');
  });

  it('offers the usual intervals and keeps a source’s own one among them, in order', () => {
    expect(intervalOptions(60).map((option) => option.value)).toEqual(['15', '30', '60', '180', '360', '720', '1440']);
    const own = intervalOptions(45).map((option) => option.label);
    expect(own.slice(0, 3)).toEqual(['Каждые 15 минут', 'Каждые 30 минут', 'Каждые 45 минут']);
    // Out of the allowed bounds, it is not offered back.
    expect(intervalOptions(5).map((option) => option.value)).not.toContain('5');
  });

  it('shows when an item happens in the place’s zone, the date alone when no time was given', () => {
    const item = { startsAt: '2026-12-05T16:00:00.000Z', startTimeKnown: true };
    expect(itemWhen(item, 'Europe/Moscow')).toBe('5 декабря в 19:00');
    expect(itemWhen({ ...item, startTimeKnown: false }, 'Europe/Moscow')).toBe('5 декабря, время не указано');
    expect(itemWhen({ startsAt: null }, 'Europe/Moscow')).toBeNull();
  });
});
