import { type DeviceClass, deviceClass } from '@mesto/domain';
import { createContext, createElement, type ReactNode, useContext, useSyncExternalStore } from 'react';

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

const DeviceClassHintContext = createContext<DeviceClass>('desktop');

/**
 * The device class a server-rendered page was rendered for (guessed from the request), so the browser hydrates the
 * very same layout before it measures the screen: a phone gets the phone's header from the first paint.
 */
export function DeviceClassHintProvider({ hint, children }: { hint: DeviceClass; children: ReactNode }) {
  return createElement(DeviceClassHintContext, { value: hint }, children);
}

/** Phone, tablet or desktop by the domain's rule (smaller side ≤ 600 px is a phone), updated on resize. */
export function useDeviceClass(): DeviceClassInfo {
  const hint = useContext(DeviceClassHintContext);
  // The snapshot is a string, so components re-render only when the class itself changes.
  const current = useSyncExternalStore(subscribe, currentDeviceClass, () => hint);
  return {
    deviceClass: current,
    isMobile: current === 'mobile',
    isTablet: current === 'tablet',
    isDesktop: current === 'desktop',
  };
}

const notMeasured = () => null;

export type LayoutVariants = {
  /** Render the phone's variant (shown by CSS on a phone's screen: hide it with `wide:hidden`). */
  phone: boolean;
  /** Render the wide screens' variant (hide it with `phone:hidden`). */
  wide: boolean;
};

/**
 * Which variants of a layout to render when it has one for a phone and one for wider screens (a header, a navigation
 * bar). On the server and while hydrating both: the page's CSS (`phone:` / `wide:`) shows the one that fits the
 * screen from the first paint, so a browser whose agent does not say «mobile» (a tablet's, a narrow window, an
 * embedded one) never paints the wrong one and nothing jumps. Once the screen is measured only the one that fits,
 * and it follows rotation and resizing.
 */
export function useLayoutVariants(): LayoutVariants {
  const current = useSyncExternalStore(subscribe, currentDeviceClass, notMeasured);
  if (current === null) return { phone: true, wide: true };
  return { phone: current === 'mobile', wide: current !== 'mobile' };
}
