import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deviceClass, isDesktop, isMobile, isTablet, PHONE_MAX_SMALLER_SIDE } from './device.ts';

describe('deviceClass', () => {
  it('a smaller side ≤ 600 is a phone, in either orientation', () => {
    expect(deviceClass({ width: 390, height: 844 })).toBe('mobile');
    expect(deviceClass({ width: 844, height: 390 })).toBe('mobile');
    expect(deviceClass({ width: PHONE_MAX_SMALLER_SIDE, height: 2000, touch: false })).toBe('mobile');
  });

  it('a touch screen with smaller side 601–1024 is a tablet', () => {
    expect(deviceClass({ width: 820, height: 1180, touch: true })).toBe('tablet');
    expect(deviceClass({ width: 1366, height: 1024, touch: true })).toBe('tablet');
  });

  it('without touch a tablet-sized screen is a desktop', () => {
    expect(deviceClass({ width: 1024, height: 768 })).toBe('desktop');
    expect(deviceClass({ width: 1024, height: 768, touch: false })).toBe('desktop');
  });

  it('a smaller side above 1024 is a desktop even with touch', () => {
    expect(deviceClass({ width: 1920, height: 1080, touch: true })).toBe('desktop');
  });

  it('exactly one of isMobile, isTablet, isDesktop holds', () => {
    fc.assert(
      fc.property(fc.nat(4000), fc.nat(4000), fc.boolean(), (width, height, touch) => {
        const size = { width, height, touch };
        expect([isMobile(size), isTablet(size), isDesktop(size)].filter(Boolean)).toHaveLength(1);
      }),
    );
  });
});
