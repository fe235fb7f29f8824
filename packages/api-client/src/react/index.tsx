import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useState, useSyncExternalStore } from 'react';
import type { ApiClient } from '../client.ts';
import { SESSION_LOADING, type Session, type SessionState } from '../session.ts';

const ApiContext = createContext<ApiClient | null>(null);
const SessionContext = createContext<Session | null>(null);

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

export function ApiProvider({
  api,
  session,
  queryClient,
  children,
}: {
  api: ApiClient;
  session: Session;
  queryClient?: QueryClient;
  children: ReactNode;
}) {
  const [client] = useState(() => queryClient ?? createAppQueryClient());
  return (
    <QueryClientProvider client={client}>
      <ApiContext.Provider value={api}>
        <SessionContext.Provider value={session}>{children}</SessionContext.Provider>
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
 * (the server renders for nobody in particular), however soon auth/init answers; the person's state follows at once.
 */
export function useSession(): SessionState & Omit<Session, 'getState' | 'subscribe'> {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <ApiProvider>');
  const state = useSyncExternalStore(session.subscribe, session.getState, () => SESSION_LOADING);
  return { ...session, ...state };
}
