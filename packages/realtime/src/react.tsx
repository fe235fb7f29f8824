import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react';
import type { RealtimeStatus } from './status.ts';
import type { Realtime } from './store.ts';

const RealtimeContext = createContext<Realtime | null>(null);

/** Makes the app's chats connection available to the screens below. */
export function RealtimeProvider({ realtime, children }: { realtime: Realtime; children: ReactNode }) {
  return <RealtimeContext value={realtime}>{children}</RealtimeContext>;
}

export function useRealtime(): Realtime {
  const realtime = useContext(RealtimeContext);
  if (!realtime) throw new Error('useRealtime must be used inside <RealtimeProvider>');
  return realtime;
}

/** The app's chats connection, or null outside a provider (a component test of a layout). */
export function useOptionalRealtime(): Realtime | null {
  return useContext(RealtimeContext);
}

const noConnection = {
  subscribe: () => () => undefined,
  getStatus: (): RealtimeStatus => 'disconnected',
};

/** Connected, (re)connecting or disconnected; outside a provider (a component test) simply disconnected. */
export function useRealtimeStatus(): RealtimeStatus {
  const source = useContext(RealtimeContext) ?? noConnection;
  return useSyncExternalStore(source.subscribe, source.getStatus, source.getStatus);
}
