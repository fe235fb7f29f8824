import { loadOnce, type RuntimeState, useRuntime } from '../../lib/lazy-runtime.ts';

export type LeafletRuntime = typeof import('./leaflet-runtime.ts');
export type LeafletState = RuntimeState<LeafletRuntime>;

/** Fetches Leaflet's chunk once for the whole app (a failed fetch is tried again by the next call). */
export const loadLeaflet = loadOnce<LeafletRuntime>(() => import('./leaflet-runtime.ts'));

/**
 * Leaflet, loaded on first use and shared by every map after that; `retry` tries again after a failure. `wanted`
 * false holds the load back (the map is still far below the fold).
 */
export function useLeaflet(wanted = true) {
  return useRuntime(loadLeaflet, wanted);
}
