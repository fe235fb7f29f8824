import { createApiClient, createSession, storageTokenStore } from '@mesto/api-client';
import { createAppQueryClient } from '@mesto/api-client/react';
import { applyStoredColorScheme, toast } from '@mesto/ui';
import { type ComponentType, type ReactNode, StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { PublicEnv } from '../config/env.ts';
import { startAnalytics } from '../lib/analytics.ts';
import { setNavigationTarget, startBuildCheck } from '../lib/build-check.ts';
import type { ShellConfig } from '../shell-config.tsx';
import { AppProvider, type AppProviderProps } from './app-provider.tsx';
import { rootRoute } from './root-route.tsx';

/** The two paths of an app the shell links to, as its `config/paths.ts` defines them. */
export type ShellPaths = {
  home: { getHref: () => string };
  auth: { login: { getHref: (redirectTo?: string | null) => string } };
};

export type StartAppOptions = {
  env: PublicEnv;
  paths: ShellPaths;
  documentTitle: ShellConfig['documentTitle'];
  /** The app's routes; they go under the root route (auth loader, page views, the last-resort 500 page). */
  routes: RouteObject[];
  /** Wraps the screens inside the API provider, e.g. the visitor site's realtime connection. */
  Wrapper?: ComponentType<{ children: ReactNode }>;
};

function App({ routes, ...providers }: Omit<AppProviderProps, 'children'> & { routes: RouteObject[] }) {
  const [router] = useState(() => {
    const created = createBrowserRouter(routes);
    setNavigationTarget(() => {
      const target = created.state.navigation.location;
      return target ? `${target.pathname}${target.search}` : null;
    });
    return created;
  });
  return (
    <AppProvider {...providers}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}

/**
 * Starts a front end into `#root`. Before the first render: the saved colour scheme (no white flash for
 * dark-scheme visitors), who is signed in (spec §4: auth/init at start), the hourly build check and, on PRODUCTION
 * only, analytics. The app's one API client shows a failed call that is not silent (spec §8: 'Не авторизован: …',
 * 'Ошибка сервера. Попробуйте снова', …) in a negative toast; the error is then rethrown to the caller.
 */
export function startApp({ env, paths, documentTitle, routes, Wrapper }: StartAppOptions): void {
  const config: ShellConfig = { documentTitle, homeHref: paths.home.getHref(), loginHref: paths.auth.login.getHref };
  applyStoredColorScheme();
  const api = createApiClient({
    baseUrl: env.apiUrl,
    onError: (error) => toast({ severity: 'error', description: error.message }),
  });
  const session = createSession(api, storageTokenStore(window.localStorage));
  void session.init();
  startBuildCheck(env.buildId);
  const tracker = startAnalytics(env);

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  createRoot(container).render(
    <StrictMode>
      <App
        routes={[rootRoute(tracker, routes)]}
        api={api}
        session={session}
        queryClient={createAppQueryClient()}
        config={config}
        Wrapper={Wrapper}
      />
    </StrictMode>,
  );
}
