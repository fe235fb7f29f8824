import { loadOnce, useRuntime } from '../../lib/lazy-runtime.ts';

type ChartRuntime = typeof import('./visits-per-day-bars.tsx');

const loadCharts = loadOnce<ChartRuntime>(() => import('./visits-per-day-bars.tsx'));

/** The chart library, loaded on first use and shared by every chart after that; `retry` tries again. */
export function useChartRuntime() {
  return useRuntime(loadCharts);
}
