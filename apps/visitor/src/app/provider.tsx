import { ApiProvider, useSession } from '@mesto/api-client/react';
import { ColorSchemeProvider } from '@mesto/ui';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { api, queryClient, session } from '../lib/api.ts';
import { setRealtimeWanted } from '../lib/realtime.ts';

/** The chats socket is connected while someone is signed in (the server authenticates it by the same cookies). */
function Realtime({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const signedIn = user !== null;
  useEffect(() => setRealtimeWanted(signedIn), [signedIn]);
  return children;
}

const Toaster = lazy(() => import('./toaster.tsx'));

/** Everything the screens rely on: colour scheme, the bottom-centre toasts, the API, the session, realtime. */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <ColorSchemeProvider>
      <ApiProvider api={api} session={session} queryClient={queryClient}>
        <Realtime>{children}</Realtime>
      </ApiProvider>
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </ColorSchemeProvider>
  );
}
