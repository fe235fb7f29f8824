import { createApiClient, createSession, type Session, storageTokenStore } from '@mesto/api-client';
import { createAppQueryClient } from '@mesto/api-client/react';
import { createRealtime, type Realtime } from '@mesto/realtime';
import { applyStoredColorScheme, toast } from '@mesto/ui';
import { type DehydratedState, hydrate, type QueryClient } from '@tanstack/react-query';
import { type ComponentType, type ReactNode, StrictMode, startTransition, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { PublicEnv } from '../config/env.ts';
import { startAnalytics } from '../lib/analytics.ts';
import { setNavigationTarget, startBuildCheck } from '../lib/build-check.ts';
import type { ShellConfig } from '../shell-config.tsx';
import { readServerRenderPayload } from '../ssr/payload.ts';
import { routeDataProvider } from '../ssr/route-data.ts';
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
  /** Wraps the screens inside the API provider, for what one app alone needs around them. */
  Wrapper?: ComponentType<{ children: ReactNode }>;
};

function App({ routes, ...providers }: Omit<AppProviderProps, 'children'> & { routes: RouteObject[] }) {
  const [router] = useState(() => {
    const { api, queryClient } = providers;
    // Every navigation's loaders get the app's API and cache and only start their requests (see `loadQueries`);
    // the data of a server-rendered first page comes with it (window.__staticRouterHydrationData, read by the router).
    const created = createBrowserRouter(routes, {
      getContext: () =>
        routeDataProvider({
          $api: api.$api,
          queryClient: queryClient as QueryClient,
          waitForData: false,
          now: new Date(),
          guest: false,
        }),
    });
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
 * The chats socket is connected while someone is signed in (the server authenticates the handshake by the same
 * cookies as HTTP); a refused handshake renews the session through the same single refresh as the API calls.
 */
function connectWhileSignedIn(realtime: Realtime, session: Session): Realtime {
  realtime.setCredentials({ renew: session.renew });
  let signedIn = false;
  session.subscribe(() => {
    const now = session.getState().user !== null;
    if (now !== signedIn) realtime.setWanted(now);
    signedIn = now;
  });
  return realtime;
}

/**
 * A signed-in person's page is rendered with what anybody may see (the server never acts as them: their own hidden
 * profile text, their friends-only opinions, whether they follow someone are not in it). It hydrates as rendered, and
 * each of its queries is asked again, as them, as soon as its screen is mounted.
 */
function askedAgain(state: DehydratedState): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) => ({ ...query, state: { ...query.state, dataUpdatedAt: 0 } })),
  };
}

/**
 * The screens of the first page must be in place before hydrating a server-rendered page (a lazy route would first
 * render its fallback, and the server's HTML would be thrown away): their chunks are loaded and kept on the routes.
 */
async function resolveLazyRoutes(routes: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}

/**
 * Starts a front end into `#root`: hydrates the page the server rendered (its query cache and device class come
 * with it), or renders from scratch where there was none (the business panel, the dev server). Before the first render: the saved colour scheme (no white flash for
 * dark-scheme visitors), who is signed in (auth/init at start), the hourly build check and, on PRODUCTION
 * only, analytics. An expired access token is renewed on the first 401 and the call sent again (see
 * `createSession`); when the session cannot be renewed, the cached data is dropped and guarded screens go to login. The app's one API client shows a failed call that is not silent (docs/product.md#error-catalogue: 'Не авторизован: …',
 * 'Ошибка сервера. Попробуйте снова', …) in a negative toast; the error is then rethrown to the caller.
 */
export async function startApp({ env, paths, documentTitle, routes, Wrapper }: StartAppOptions): Promise<void> {
  const config: ShellConfig = {
    documentTitle,
    homeHref: paths.home.getHref(),
    loginHref: paths.auth.login.getHref,
    siteOrigin: window.location.origin,
  };
  applyStoredColorScheme();
  const api = createApiClient({
    baseUrl: env.apiUrl,
    onError: (error) => toast({ severity: 'error', description: error.message }),
  });
  const session = createSession(api, storageTokenStore(window.localStorage));
  const queryClient = createAppQueryClient();
  const rendered = readServerRenderPayload();
  if (rendered !== null) hydrate(queryClient, rendered.guest ? rendered.queries : askedAgain(rendered.queries));
  // Whatever was loaded for the person must not outlive their session (a guarded screen then goes to the login).
  session.onSignedOut(() => queryClient.clear());
  const realtime = connectWhileSignedIn(createRealtime({ baseUrl: env.apiUrl }), session);
  void session.init();
  startBuildCheck(env.buildId);
  const tracker = startAnalytics(env);

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  const allRoutes = [rootRoute(tracker, routes)];
  const app = (
    <StrictMode>
      <App
        routes={allRoutes}
        api={api}
        session={session}
        queryClient={queryClient}
        realtime={realtime}
        config={config}
        Wrapper={Wrapper}
        deviceClassHint={rendered?.deviceClass}
        renderedAt={rendered === null ? undefined : new Date(rendered.renderedAt)}
        guestHint={rendered?.guest === true}
      />
    </StrictMode>
  );
  if (rendered === null) {
    createRoot(container).render(app);
    return;
  }
  try {
    await resolveLazyRoutes(allRoutes);
  } catch {
    // A screen's chunk would not load (a newer build replaced it, or the network): the page cannot be hydrated, so
    // the app starts afresh, and the router's own handling of the failed chunk takes over (reload or the 500 page).
    createRoot(container).render(app);
    return;
  }
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the main thread for
  // the whole page: a tap or a scroll during start-up is answered at once (React Router's own client entry does it).
  startTransition(() => {
    hydrateRoot(container, app);
  });
}
