import { type DeviceClass, deviceClass } from '@mesto/domain';
import { useSyncExternalStore } from 'react';

const COARSE_POINTER_QUERY = '(pointer: coarse)';

export type DeviceClassInfo = { deviceClass: DeviceClass; isMobile: boolean; isTablet: boolean; isDesktop: boolean };

function currentDeviceClass(): DeviceClass {
  const touch = typeof window.matchMedia === 'function' && window.matchMedia(COARSE_POINTER_QUERY).matches;
  return deviceClass({ width: window.innerWidth, height: window.innerHeight, touch });
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  // Rotating a device and docking a tablet to a keyboard change the class without always resizing.
  window.addEventListener('orientationchange', onChange);
  const pointer = typeof window.matchMedia === 'function' ? window.matchMedia(COARSE_POINTER_QUERY) : null;
  pointer?.addEventListener('change', onChange);
  return () => {
    window.removeEventListener('resize', onChange);
    window.removeEventListener('orientationchange', onChange);
    pointer?.removeEventListener('change', onChange);
  };
}

/** Phone, tablet or desktop by the domain's rule (smaller side ≤ 600 px is a phone), updated on resize. */
export function useDeviceClass(): DeviceClassInfo {
  // The snapshot is a string, so components re-render only when the class itself changes.
  const current = useSyncExternalStore(subscribe, currentDeviceClass, () => 'desktop' as const);
  return {
    deviceClass: current,
    isMobile: current === 'mobile',
    isTablet: current === 'tablet',
    isDesktop: current === 'desktop',
  };
}
