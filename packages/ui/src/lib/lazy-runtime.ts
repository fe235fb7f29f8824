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
 * A part of the page (a dialog, the toasts' region) fetched ahead of its first use — when it comes near the screen, at
 * an idle moment, when a finger or the focus reaches what opens it — and, once fetched, rendered in the same pass as
 * the tap: React.lazy would suspend that first render even with the chunk at hand (its promise is only read in a later
 * microtask), and a dialog would come a frame or more late.
 */
export type Preloadable<Part> = {
  /** Fetches the chunk, once; a failed fetch (offline for a moment) is asked for again by the next call. */
  preload: () => Promise<Part>;
  /** Preloads and ignores a failure (the next call asks again): for listeners and idle callbacks. */
  warm: () => void;
  /** The part once fetched, else null. */
  loaded: () => Part | null;
};

export function preloadable<Part>(load: () => Promise<Part>): Preloadable<Part> {
  let part: Part | null = null;
  const preload = loadOnce(() =>
    load().then((fetched) => {
      part = fetched;
      return fetched;
    }),
  );
  const warm = () => {
    preload().catch(() => undefined);
  };
  return { preload, warm, loaded: () => part };
}

/**
 * A preloadable part once `needed`: at once when already fetched, otherwise when its chunk arrives (a re-render);
 * `onFailure` when it cannot be fetched, so that what asked for it is free to ask again.
 */
export function usePreloaded<Part>(
  preloadablePart: Preloadable<Part>,
  needed: boolean,
  onFailure?: () => void,
): Part | null {
  // A component is a function: kept through an updater, not called as one.
  const [arrived, setArrived] = useState<Part | null>(preloadablePart.loaded);
  const current = arrived ?? preloadablePart.loaded();
  useEffect(() => {
    if (!needed || current !== null) return;
    let live = true;
    preloadablePart.preload().then(
      (fetched) => live && setArrived(() => fetched),
      () => live && onFailure?.(),
    );
    return () => {
      live = false;
    };
  }, [preloadablePart, needed, current, onFailure]);
  return current;
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
