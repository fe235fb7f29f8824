/** A phone's smaller screen side never exceeds this many CSS pixels, in either orientation. */
export const PHONE_MAX_SMALLER_SIDE = 600;
/** Tablets (iPad Pro included) stay at or below this on their smaller side. */
const TABLET_MAX_SMALLER_SIDE = 1024;

export type DeviceClass = 'mobile' | 'tablet' | 'desktop';

type ScreenSize = { width: number; height: number; touch?: boolean | undefined };

/**
 * The smaller side is used so that rotating a device does not change its class.
 * - mobile: smaller side ≤ 600;
 * - tablet: not mobile, smaller side ≤ 1024 and a touch screen (touch must be true;
 *   a small desktop window without touch is still a desktop);
 * - desktop: everything else.
 */
export function deviceClass({ width, height, touch }: ScreenSize): DeviceClass {
  const smallerSide = Math.min(width, height);
  if (smallerSide <= PHONE_MAX_SMALLER_SIDE) return 'mobile';
  if (touch === true && smallerSide <= TABLET_MAX_SMALLER_SIDE) return 'tablet';
  return 'desktop';
}

export function isMobile(size: ScreenSize): boolean {
  return deviceClass(size) === 'mobile';
}

export function isTablet(size: ScreenSize): boolean {
  return deviceClass(size) === 'tablet';
}

export function isDesktop(size: ScreenSize): boolean {
  return deviceClass(size) === 'desktop';
}

/**
 * The device class a request most likely comes from, before any screen is measured: for rendering a page on the
 * server in the layout the browser will keep. Client hints first (`Sec-CH-UA-Mobile: ?1`), then the user agent's
 * usual words. A wrong guess costs one re-render after hydration, nothing more.
 */
export function deviceClassOfRequest(userAgent: string | null | undefined, mobileHint?: string | null): DeviceClass {
  if (mobileHint === '?1') return 'mobile';
  const agent = userAgent ?? '';
  if (/iPad|Tablet|Android(?!.*Mobile)/i.test(agent)) return 'tablet';
  if (/Mobi|iPhone|iPod|Android|Windows Phone|Opera Mini/i.test(agent)) return 'mobile';
  return 'desktop';
}
