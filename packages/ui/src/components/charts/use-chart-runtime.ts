import { loadOnce, type RuntimeState, useRuntime } from '../../lib/lazy-runtime.ts';

export type ChartRuntime = typeof import('./visits-per-day-bars.tsx');
export type ChartRuntimeState = RuntimeState<ChartRuntime>;

const loadCharts = loadOnce<ChartRuntime>(() => import('./visits-per-day-bars.tsx'));

/** The chart library, loaded on first use and shared by every chart after that; `retry` tries again. */
export function useChartRuntime() {
  return useRuntime(loadCharts);
}
