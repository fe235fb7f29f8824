import { describe, expect, it } from 'vitest';
import { priceText, tonightEnds } from './bot.service.ts';

describe('tonight', () => {
  it('ends at 06:00 by the city’s clock; until four in the morning it is still last night', () => {
    // 15:00 in Moscow → 06:00 tomorrow.
    expect(tonightEnds(new Date('2026-11-26T12:00:00Z')).toISOString()).toBe('2026-11-27T03:00:00.000Z');
    // 02:00 in Moscow → 06:00 today.
    expect(tonightEnds(new Date('2026-11-26T23:00:00Z')).toISOString()).toBe('2026-11-27T03:00:00.000Z');
    // 03:59 in Moscow → still last night, 06:00 today.
    expect(tonightEnds(new Date('2026-11-27T00:59:00Z')).toISOString()).toBe('2026-11-27T03:00:00.000Z');
    // 05:13 in Moscow: the night is over, and an event at 06:13 is today's → 06:00 tomorrow.
    expect(tonightEnds(new Date('2026-11-27T02:13:00Z')).toISOString()).toBe('2026-11-28T03:00:00.000Z');
    // 06:00 exactly is the new day as well.
    expect(tonightEnds(new Date('2026-11-27T03:00:00Z')).toISOString()).toBe('2026-11-28T03:00:00.000Z');
    // Another zone: Yekaterinburg (UTC+5).
    expect(tonightEnds(new Date('2026-11-26T12:00:00Z'), 'Asia/Yekaterinburg').toISOString()).toBe(
      '2026-11-27T01:00:00.000Z',
    );
  });
});

describe('the price of a draft, as the bot says it', () => {
  const price = (min: number | null, max: number | null, free = false, donation = false) => ({
    min,
    max,
    free,
    donation,
  });
  it('reads free, donations, one figure and a range; nothing when unknown', () => {
    expect(priceText(price(null, null, true))).toBe('бесплатно');
    expect(priceText(price(null, null, false, true))).toBe('за донат');
    expect(priceText(price(500, null))).toBe('500 ₽');
    expect(priceText(price(500, 1500))).toBe('500–1500 ₽');
    expect(priceText(price(null, null))).toBeNull();
    expect(priceText(null)).toBeNull();
  });
});
