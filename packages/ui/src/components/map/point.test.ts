import { describe, expect, it } from 'vitest';
import { formatCoordinate, normalizePoint, parseCoordinate, roundPoint, samePoint } from './point.ts';

describe('map points', () => {
  it('read coordinates as people type them, and refuse what is not one', () => {
    expect(parseCoordinate(' 56.3269 ', 'lat')).toBe(56.3269);
    expect(parseCoordinate('44,0059', 'lng')).toBe(44.0059);
    expect(parseCoordinate('\u221233.5', 'lat')).toBe(-33.5);
    expect(parseCoordinate('91', 'lat')).toBeNull();
    expect(parseCoordinate('179.9', 'lng')).toBe(179.9);
    expect(parseCoordinate('56.', 'lat')).toBeNull();
    expect(parseCoordinate('', 'lat')).toBeNull();
    expect(parseCoordinate('север', 'lat')).toBeNull();
  });

  it('write coordinates so they read back the same', () => {
    expect(formatCoordinate(56.326912345)).toBe('56.326912');
    expect(formatCoordinate(-0.5)).toBe('-0.5');
    expect(parseCoordinate(formatCoordinate(-122.419416), 'lng')).toBe(-122.419416);
  });

  it('keep points on the globe: latitude clamped, longitude wrapped, six decimals', () => {
    expect(normalizePoint({ lat: 95, lng: 190 })).toEqual({ lat: 90, lng: -170 });
    expect(normalizePoint({ lat: -91, lng: -181 })).toEqual({ lat: -90, lng: 179 });
    expect(roundPoint({ lat: 56.32691234, lng: 44.00599999 })).toEqual({ lat: 56.326912, lng: 44.006 });
    expect(samePoint({ lat: 1.0000001, lng: 2 }, { lat: 1, lng: 2 })).toBe(true);
    expect(samePoint(null, null)).toBe(true);
    expect(samePoint({ lat: 1, lng: 2 }, null)).toBe(false);
  });
});
