import { type RefObject, useCallback, useEffect, useState } from 'react';

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

/**
 * The state of a runtime loaded by a `loadOnce` loader; `retry` tries again after a failure. Nothing loads while
 * `wanted` is false (the component is still far below the fold): it stays `loading` until then.
 */
export function useRuntime<Runtime>(
  load: () => Promise<Runtime>,
  wanted = true,
): RuntimeState<Runtime> & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<RuntimeState<Runtime>>({ status: 'loading', runtime: null });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is what a retry changes to load again
  useEffect(() => {
    if (!wanted) return;
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
  }, [attempt, load, wanted]);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { ...state, retry };
}

/** How far ahead of the viewport a heavy part starts loading: a little scrolling reaches it ready. */
const NEAR_VIEWPORT_MARGIN = '300px';

/**
 * Whether the element has come near the viewport (once true, it stays true): a heavy part (a map) below the fold of a
 * phone loads only when the person scrolls towards it, not with the page. True at once where the browser cannot tell.
 */
export function useNearViewport(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || element === null) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR_VIEWPORT_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near]);
  return near;
}
