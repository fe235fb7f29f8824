import type { ApiClient, Session } from '@mesto/api-client';
import { ApiProvider } from '@mesto/api-client/react';
import { ColorSchemeProvider } from '@mesto/ui';
import type { QueryClient } from '@tanstack/react-query';
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { type ShellConfig, ShellConfigProvider } from '../shell-config.tsx';

const Toaster = lazy(() => import('./toaster.tsx'));

export type AppProviderProps = {
  api: ApiClient;
  session: Session;
  queryClient: QueryClient;
  config: ShellConfig;
  /** Wraps the screens inside the API provider, e.g. the visitor site's realtime connection. */
  Wrapper?: ComponentType<{ children: ReactNode }> | undefined;
  children: ReactNode;
};

/** Everything the screens rely on: colour scheme, the API and the session, the shell's settings, and the toasts. */
export function AppProvider({ api, session, queryClient, config, Wrapper, children }: AppProviderProps) {
  return (
    <ColorSchemeProvider>
      <ShellConfigProvider config={config}>
        <ApiProvider api={api} session={session} queryClient={queryClient}>
          {Wrapper === undefined ? children : <Wrapper>{children}</Wrapper>}
        </ApiProvider>
      </ShellConfigProvider>
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </ColorSchemeProvider>
  );
}
