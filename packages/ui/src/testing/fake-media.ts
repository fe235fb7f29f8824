// happy-dom evaluates media queries against fixed settings; tests that need the system to change its mind
// (dark mode switched on, a touch screen) install this controllable matchMedia instead.

type Listener = (event: MediaQueryListEvent) => void;

export type FakeMedia = {
  /** Sets whether a query matches and notifies its change listeners, like the browser does. */
  set: (query: string, matches: boolean) => void;
  restore: () => void;
};

export function installFakeMatchMedia(initial: Record<string, boolean> = {}): FakeMedia {
  const original = window.matchMedia;
  const state = new Map<string, boolean>(Object.entries(initial));
  const listeners = new Map<string, Set<Listener>>();

  window.matchMedia = (query: string) => {
    const own = listeners.get(query) ?? new Set<Listener>();
    listeners.set(query, own);
    const list = {
      media: query,
      get matches() {
        return state.get(query) ?? false;
      },
      onchange: null,
      addEventListener: (_type: string, listener: Listener) => own.add(listener),
      removeEventListener: (_type: string, listener: Listener) => own.delete(listener),
      addListener: (listener: Listener) => own.add(listener),
      removeListener: (listener: Listener) => own.delete(listener),
      dispatchEvent: () => true,
    };
    return list as unknown as MediaQueryList;
  };

  return {
    set(query, matches) {
      state.set(query, matches);
      for (const listener of listeners.get(query) ?? []) listener({ matches, media: query } as MediaQueryListEvent);
    },
    restore() {
      window.matchMedia = original;
    },
  };
}
