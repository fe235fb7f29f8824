import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type FakeMedia, installFakeMatchMedia } from '../../testing/fake-media.ts';
import { useDeviceClass } from './use-device-class.ts';

function resize(width: number, height: number) {
  act(() => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: height });
    window.dispatchEvent(new Event('resize'));
  });
}

describe('useDeviceClass', () => {
  let media: FakeMedia | null = null;
  afterEach(() => media?.restore());

  it('follows the window size and the pointer by the domain rule', () => {
    media = installFakeMatchMedia({ '(pointer: coarse)': true });
    resize(390, 844);
    const { result } = renderHook(() => useDeviceClass());
    expect(result.current).toEqual({ deviceClass: 'mobile', isMobile: true, isTablet: false, isDesktop: false });

    // Rotating a phone keeps it a phone: the smaller side decides.
    resize(844, 390);
    expect(result.current.deviceClass).toBe('mobile');

    resize(820, 1180);
    expect(result.current.deviceClass).toBe('tablet');

    act(() => media?.set('(pointer: coarse)', false));
    expect(result.current.deviceClass).toBe('desktop');
    expect(result.current.isDesktop).toBe(true);
  });
});
