import { describe, expect, it } from 'vitest';
import { cachedDateTimeFormat, cachedNumberFormat } from './intl-cache.ts';

describe('intl cache', () => {
  it('equal locale, zone and options reuse one formatter', () => {
    expect(cachedNumberFormat('ru-RU', { maximumFractionDigits: 1 })).toBe(
      cachedNumberFormat('ru-RU', { maximumFractionDigits: 1 }),
    );
    expect(cachedDateTimeFormat('ru-RU', 'UTC', { hour: '2-digit' })).toBe(
      cachedDateTimeFormat('ru-RU', 'UTC', { hour: '2-digit' }),
    );
  });

  it('a different time zone gets its own formatter', () => {
    expect(cachedDateTimeFormat('ru-RU', 'UTC', { hour: '2-digit' })).not.toBe(
      cachedDateTimeFormat('ru-RU', 'Europe/Moscow', { hour: '2-digit' }),
    );
  });
});
