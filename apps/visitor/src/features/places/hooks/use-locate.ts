import { useCallback, useState } from 'react';

export type LocateFailure = 'denied' | 'unavailable' | 'unsupported';

type LocateState = { status: 'idle' } | { status: 'locating' } | { status: 'failed'; failure: LocateFailure };

/**
 * Asks the browser where the person is, only when they choose to share it (`locate`), and says why it failed:
 * refused, not determined (no signal, switched off, too slow), or a browser without geolocation.
 */
export function useLocate() {
  const [state, setState] = useState<LocateState>({ status: 'idle' });
  const locate = useCallback((onPoint: (point: { lat: number; lng: number }) => void) => {
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (geolocation === undefined) {
      setState({ status: 'failed', failure: 'unsupported' });
      return;
    }
    setState({ status: 'locating' });
    geolocation.getCurrentPosition(
      (position) => {
        setState({ status: 'idle' });
        onPoint({ lat: position.coords.latitude, lng: position.coords.longitude });
      },
      (error) =>
        setState({ status: 'failed', failure: error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable' }),
      // A city-scale answer is enough, and one from the last few minutes will do.
      { enableHighAccuracy: false, timeout: 20_000, maximumAge: 5 * 60_000 },
    );
  }, []);
  return { state, locate };
}
