import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deviceClass, deviceClassOfRequest, isDesktop, isMobile, isTablet, PHONE_MAX_SMALLER_SIDE } from './device.ts';

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

describe('deviceClassOfRequest', () => {
  it('takes phones, tablets and desktops from their user agents and the mobile client hint', () => {
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
    const androidPhone =
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36';
    const androidTablet = 'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 Chrome/130.0 Safari/537.36';
    const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36';
    expect(deviceClassOfRequest(iphone)).toBe('mobile');
    expect(deviceClassOfRequest(androidPhone)).toBe('mobile');
    expect(deviceClassOfRequest(androidTablet)).toBe('tablet');
    expect(deviceClassOfRequest(desktop)).toBe('desktop');
    expect(deviceClassOfRequest(desktop, '?1')).toBe('mobile');
    expect(deviceClassOfRequest('TelegramBot (like TwitterBot)')).toBe('desktop');
    expect(deviceClassOfRequest(undefined)).toBe('desktop');
  });
});
