import { ApiProvider } from '@mesto/api-client/react';
import { ColorSchemeProvider } from '@mesto/ui';
import { lazy, type ReactNode, Suspense } from 'react';
import { api, queryClient, session } from '../lib/api.ts';

const Toaster = lazy(() => import('./toaster.tsx'));

/** Everything the screens rely on: colour scheme, the API and the session, and the bottom-centre toasts. */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <ColorSchemeProvider>
      <ApiProvider api={api} session={session} queryClient={queryClient}>
        {children}
      </ApiProvider>
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </ColorSchemeProvider>
  );
}
