import { useCallback, useEffect, useState } from 'react';

export type ChartRuntime = typeof import('./visits-per-day-bars.tsx');

let pending: Promise<ChartRuntime> | null = null;

function loadCharts(): Promise<ChartRuntime> {
  pending ??= import('./visits-per-day-bars.tsx').catch((error: unknown) => {
    // A failed chunk (a dropped connection) may load on the next try.
    pending = null;
    throw error;
  });
  return pending;
}

export type ChartRuntimeState =
  | { status: 'loading'; runtime: null }
  | { status: 'ready'; runtime: ChartRuntime }
  | { status: 'failed'; runtime: null };

/** The chart library, loaded on first use and shared by every chart after that; `retry` tries again. */
export function useChartRuntime(): ChartRuntimeState & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<ChartRuntimeState>({ status: 'loading', runtime: null });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is what a retry changes to load again
  useEffect(() => {
    let cancelled = false;
    setState((current) => (current.status === 'ready' ? current : { status: 'loading', runtime: null }));
    loadCharts().then(
      (runtime) => {
        if (!cancelled) setState({ status: 'ready', runtime });
      },
      () => {
        if (!cancelled) setState({ status: 'failed', runtime: null });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [attempt]);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { ...state, retry };
}
