import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';

/**
 * The moment a server-rendered page was rendered for (the server's clock on the server, the same moment from the
 * page's payload, `renderedAt`, in the browser; null where nothing was rendered on the server), and whether the page's
 * first render is over: set by the provider's effect, which runs once the whole first render has been committed.
 */
type RenderTime = { at: Date | null; firstRenderDone: { current: boolean } };

const RenderTimeContext = createContext<RenderTime>({ at: null, firstRenderDone: { current: true } });

export function RenderTimeProvider({ at, children }: { at: Date | null | undefined; children: ReactNode }) {
  const [firstRenderDone] = useState(() => ({ current: false }));
  useEffect(() => {
    firstRenderDone.current = true;
  }, [firstRenderDone]);
  const value = useMemo(() => ({ at: at ?? null, firstRenderDone }), [at, firstRenderDone]);
  return <RenderTimeContext.Provider value={value}>{children}</RenderTimeContext.Provider>;
}

const sameMinute = (a: Date, b: Date) => Math.floor(a.getTime() / 60_000) === Math.floor(b.getTime() / 60_000);

/**
 * The current time for texts like «Открыто до 23:00» or «Закрывается через 20 минут». What the page's first render
 * mounts (on the server, and while the browser hydrates its HTML) starts from the server's moment, so both render the
 * same whatever the seconds in between; what mounts later starts from the browser's clock. Right after mounting it is
 * the browser's clock, renewed at each minute's turn (every `intervalMs` when given) — and, without `intervalMs`,
 * nothing renders again while the minute shown is still the current one: hydrating a page re-renders no reader of the
 * clock that a minute has not changed.
 */
export function useNow(intervalMs?: number): Date {
  const { at, firstRenderDone } = useContext(RenderTimeContext);
  // The one reader of the clock for renders: after the page's first render, what mounts starts from the browser's.
  // eslint-disable-next-line no-restricted-syntax -- useNow is the rule's own way to the clock
  const [now, setNow] = useState(() => (at !== null && !firstRenderDone.current ? at : new Date()));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      // eslint-disable-next-line no-restricted-syntax -- an effect's tick
      const current = new Date();
      setNow((shown) => (intervalMs === undefined && sameMinute(shown, current) ? shown : current));
      // The next turn of the minute (statuses change on the minute), a little after it.
      timer = setTimeout(tick, intervalMs ?? 60_000 - (current.getTime() % 60_000) + 50);
    };
    tick();
    return () => clearTimeout(timer);
  }, [intervalMs]);
  return now;
}
