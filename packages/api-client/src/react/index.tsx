import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createContext, type ReactNode, startTransition, useContext, useEffect, useState } from 'react';
import type { ApiClient } from '../client.ts';
import { SESSION_LOADING, type Session, type SessionState } from '../session.ts';

const ApiContext = createContext<ApiClient | null>(null);
const SessionContext = createContext<Session | null>(null);
const SessionStateContext = createContext<SessionState>(SESSION_LOADING);

/** A QueryClient with the defaults the apps share: no retry on 4xx, a short stale time. */
export function createAppQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => {
          const status = (error as { status?: number | null }).status;
          return failureCount < 2 && (status == null || status >= 500);
        },
      },
      mutations: { retry: false },
    },
  });
}

/**
 * The session's state, held here for all its readers. Finding out who is there (loading → a user or nobody) is not
 * urgent: the page is on the screen already, so that change is rendered as a transition, in slices that give the
 * browser its thread back every few milliseconds (a store read with useSyncExternalStore re-rendered every reader of
 * a server-rendered page in one synchronous pass right after hydration, ~30 ms of a laptop's thread). What changes
 * later, signing in or out, is urgent: the screens act on it at once, before the navigation that follows.
 */
function useSessionState(session: Session, serverRendered: boolean): SessionState {
  // A server-rendered page hydrates as the server rendered it, for nobody in particular: «loading».
  const [state, setState] = useState(() => (serverRendered ? SESSION_LOADING : session.getState()));
  useEffect(() => {
    let shown = state;
    const update = () => {
      const next = session.getState();
      if (next === shown) return;
      const settling = shown.status === 'loading';
      shown = next;
      if (settling) startTransition(() => setState(next));
      else setState(next);
    };
    update();
    return session.subscribe(update);
    // The state is the subscription's own from here on: it starts from the rendered one only.
  }, [session]);
  return state;
}

export function ApiProvider({
  api,
  session,
  queryClient,
  serverRendered = false,
  children,
}: {
  api: ApiClient;
  session: Session;
  queryClient?: QueryClient;
  /** The page was rendered on the server and is hydrating: the first render shows the session as «loading». */
  serverRendered?: boolean;
  children: ReactNode;
}) {
  const [client] = useState(() => queryClient ?? createAppQueryClient());
  const state = useSessionState(session, serverRendered);
  return (
    <QueryClientProvider client={client}>
      <ApiContext.Provider value={api}>
        <SessionContext.Provider value={session}>
          <SessionStateContext.Provider value={state}>{children}</SessionStateContext.Provider>
        </SessionContext.Provider>
      </ApiContext.Provider>
    </QueryClientProvider>
  );
}

export function useApi(): ApiClient {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi must be used inside <ApiProvider>');
  return api;
}

/**
 * The session state (loading → user or null) and its actions. A server-rendered page is hydrated as «loading»
 * (the server renders for nobody in particular), however soon auth/init answers; the person's state follows in the
 * background (see `useSessionState`).
 */
export function useSession(): SessionState & Omit<Session, 'getState' | 'subscribe'> {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <ApiProvider>');
  return { ...session, ...useContext(SessionStateContext) };
}
