import { useCallback, useEffect, useState } from 'react';

export type LeafletRuntime = typeof import('./leaflet-runtime.ts');

let pending: Promise<LeafletRuntime> | null = null;

function loadLeaflet(): Promise<LeafletRuntime> {
  pending ??= import('./leaflet-runtime.ts').catch((error: unknown) => {
    // A failed chunk (a dropped connection) may load on the next try.
    pending = null;
    throw error;
  });
  return pending;
}

export type LeafletState =
  | { status: 'loading'; runtime: null }
  | { status: 'ready'; runtime: LeafletRuntime }
  | { status: 'failed'; runtime: null };

/** Leaflet, loaded on first use and shared by every map after that; `retry` tries again after a failure. */
export function useLeaflet(): LeafletState & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LeafletState>({ status: 'loading', runtime: null });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is what a retry changes to load again
  useEffect(() => {
    let cancelled = false;
    setState((current) => (current.status === 'ready' ? current : { status: 'loading', runtime: null }));
    loadLeaflet().then(
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
