import { useCallback, useEffect, useState } from 'react';

// A heavy library (Leaflet, the chart library) kept out of the first load: a chunk loaded on first use and shared
// by every component after that. A failed load (a dropped connection) is forgotten, so a retry loads it again.

export type RuntimeState<Runtime> =
  | { status: 'loading'; runtime: null }
  | { status: 'ready'; runtime: Runtime }
  | { status: 'failed'; runtime: null };

/** `load`, run once for the whole app; a failed load is forgotten so the next call tries again. */
export function loadOnce<Runtime>(load: () => Promise<Runtime>): () => Promise<Runtime> {
  let pending: Promise<Runtime> | null = null;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}

/** The state of a runtime loaded by a `loadOnce` loader; `retry` tries again after a failure. */
export function useRuntime<Runtime>(load: () => Promise<Runtime>): RuntimeState<Runtime> & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<RuntimeState<Runtime>>({ status: 'loading', runtime: null });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is what a retry changes to load again
  useEffect(() => {
    let cancelled = false;
    setState((current) => (current.status === 'ready' ? current : { status: 'loading', runtime: null }));
    load().then(
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
  }, [attempt, load]);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { ...state, retry };
}
