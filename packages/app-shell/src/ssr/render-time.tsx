import { createContext, type ReactNode, useContext, useEffect, useState, useSyncExternalStore } from 'react';

/**
 * The moment a server-rendered page was rendered for: the server's clock on the server, the same moment (from the
 * page's payload, `renderedAt`) in the browser, null where nothing was rendered on the server.
 */
const RenderTimeContext = createContext<Date | null>(null);

export function RenderTimeProvider({ at, children }: { at: Date | null | undefined; children: ReactNode }) {
  return <RenderTimeContext.Provider value={at ?? null}>{children}</RenderTimeContext.Provider>;
}

/** The moment the server rendered the page for, or null (no server render). */
export function useRenderedAt(): Date | null {
  return useContext(RenderTimeContext);
}

const noSubscription = () => () => {};

/** True while a tree renders on the server or hydrates its HTML; false for anything rendered in the browser afresh. */
function useHydrating(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}

/**
 * The current time for texts like «Открыто до 23:00» or «Закрывается через 20 минут». A server-rendered page and its
 * hydration both start from the server's moment (so their HTML is the same, whatever the seconds in between); right
 * after mounting it is the browser's clock, renewed at each minute's turn (every `intervalMs` when given).
 */
export function useNow(intervalMs?: number): Date {
  const renderedAt = useRenderedAt();
  const hydrating = useHydrating();
  const [now, setNow] = useState(() => (hydrating && renderedAt !== null ? renderedAt : new Date()));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const at = new Date();
      setNow(at);
      // The next turn of the minute (statuses change on the minute), a little after it.
      timer = setTimeout(tick, intervalMs ?? 60_000 - (at.getTime() % 60_000) + 50);
    };
    tick();
    return () => clearTimeout(timer);
  }, [intervalMs]);
  return now;
}
