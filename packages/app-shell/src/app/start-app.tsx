import { createApiClient, createSession, type Session, type SignOutReason, storageTokenStore } from '@mesto/api-client';
import { createAppQueryClient } from '@mesto/api-client/react';
import { DEFAULT_TIME_ZONE, intlWarmUpSteps } from '@mesto/domain';
import { createRealtime, type Realtime } from '@mesto/realtime';
import { applyStoredColorScheme, prepareClassMerge, toast } from '@mesto/ui';
import { type DehydratedState, hydrate, type QueryClient } from '@tanstack/react-query';
import { type ComponentType, type ReactNode, StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, type DataRouter, matchRoutes, type RouteObject } from 'react-router';
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
  /** What this app undoes when a session ends, beyond the cached data (e.g. this browser's push subscription). */
  onSignedOut?: (reason: SignOutReason) => void;
};

/**
 * The app's router. Every navigation's loaders get the app's API and cache and only start their requests (see
 * `loadQueries`); the data of a server-rendered first page comes with it (window.__staticRouterHydrationData, read
 * by the router). Made before rendering, not in it: ranking the routes is one step too long to share a render's task.
 */
function createRouter(routes: RouteObject[], { api, queryClient }: Pick<AppProviderProps, 'api' | 'queryClient'>) {
  const router = createBrowserRouter(routes, {
    getContext: () =>
      routeDataProvider({
        $api: api.$api,
        queryClient: queryClient as QueryClient,
        waitForData: false,
        // Not a render: the moment the browser's own navigations load their data for.
        // eslint-disable-next-line no-restricted-syntax -- read once, when the router is made
        now: new Date(),
        guest: false,
      }),
  });
  setNavigationTarget(() => {
    const target = router.state.navigation.location;
    return target ? `${target.pathname}${target.search}` : null;
  });
  return router;
}

function App({ router, ...providers }: Omit<AppProviderProps, 'children'> & { router: DataRouter }) {
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

/** How many module preloads go into the page in one task. */
const PRELOADS_PER_TASK = 6;

/**
 * Runs `start` (a lazy route's loader) with the module preloads that Vite's loader appends for the chunk's imports
 * held back, and returns them. The loader appends all of them at once, in one task: for a place page's 41 chunks that
 * task took 25–45 ms of a loaded 2-core machine (each appended link is a request the browser starts there and then).
 */
function withPreloadsHeld<T>(start: () => T): { result: T; preloads: HTMLLinkElement[] } {
  const head = document.head;
  const preloads: HTMLLinkElement[] = [];
  // An own property over the prototype's method, for the length of one synchronous call.
  const append = <N extends Node>(node: N): N => {
    if (node instanceof HTMLLinkElement && node.rel === 'modulepreload') {
      preloads.push(node);
      return node;
    }
    return Node.prototype.appendChild.call(head, node) as N;
  };
  Object.defineProperty(head, 'appendChild', { value: append, configurable: true, writable: true });
  try {
    return { result: start(), preloads };
  } finally {
    delete (head as { appendChild?: unknown }).appendChild;
  }
}

/**
 * The screens of the first page must be in place before hydrating a server-rendered page (a lazy route would first
 * render its fallback, and the server's HTML would be thrown away): their chunks are loaded and kept on the routes.
 * Matching the routes, and the module preloads of each chunk, a few at a time, are tasks of their own.
 */
async function resolveLazyRoutes(routes: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await yieldToBrowser();
  const loads: Promise<void>[] = [];
  for (const { route } of matches) {
    const lazy = route.lazy;
    if (typeof lazy !== 'function') continue;
    const { result, preloads } = withPreloadsHeld(() => lazy());
    const load = result.then((loaded) => {
      Object.assign(route, loaded, { lazy: undefined });
    });
    // Its failure is the caller's, through Promise.all below; not an unhandled rejection while the preloads go in.
    load.catch(() => {});
    loads.push(load);
    for (let from = 0; from < preloads.length; from += PRELOADS_PER_TASK) {
      await yieldToBrowser();
      for (const preload of preloads.slice(from, from + PRELOADS_PER_TASK)) document.head.appendChild(preload);
    }
  }
  await Promise.all(loads);
}

/**
 * Gives the main thread back to the browser between steps of a page's start-up, so that each step is a task of its
 * own: a phone then answers a tap between them, and no step holds the thread long (Lighthouse's blocking time counts
 * what each task takes beyond 50 ms, so one long task costs more than the same work in short ones).
 */
function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Starts a front end into `#root`: hydrates the page the server rendered (its query cache and device class come
 * with it), or renders from scratch where there was none (the business panel, the dev server). Before the first render: the saved colour scheme (no white flash for
 * dark-scheme visitors), who is signed in (auth/init at start), the hourly build check and, on PRODUCTION
 * only, analytics. An expired access token is renewed on the first 401 and the call sent again (see
 * `createSession`); when the session cannot be renewed, the cached data is dropped and guarded screens go to login. The app's one API client shows a failed call that is not silent (docs/product.md#error-catalogue: 'Не авторизован: …',
 * 'Ошибка сервера. Попробуйте снова', …) in a negative toast; the error is then rethrown to the caller.
 */
export async function startApp({
  env,
  paths,
  documentTitle,
  routes,
  Wrapper,
  onSignedOut,
}: StartAppOptions): Promise<void> {
  const config: ShellConfig = {
    documentTitle,
    homeHref: paths.home.getHref(),
    loginHref: paths.auth.login.getHref,
    siteOrigin: window.location.origin,
  };
  applyStoredColorScheme();
  const rendered = readServerRenderPayload();
  // A rendered page is on the screen already: what follows need not share a task with evaluating the app's modules.
  if (rendered !== null) await yieldToBrowser();
  const api = createApiClient({
    baseUrl: env.apiUrl,
    onError: (error) => toast({ severity: 'error', description: error.message }),
    // Loaded with the first write (or a few seconds after start), not with the first screen.
    writeKeys: () => import('@mesto/api-client/idempotency'),
  });
  const session = createSession(api, storageTokenStore(window.localStorage));
  const queryClient = createAppQueryClient();
  if (rendered !== null) hydrate(queryClient, rendered.guest ? rendered.queries : askedAgain(rendered.queries));
  // Whatever was loaded for the person must not outlive their session (a guarded screen then goes to the login).
  session.onSignedOut((reason) => {
    queryClient.clear();
    onSignedOut?.(reason);
  });
  const realtime = connectWhileSignedIn(createRealtime({ baseUrl: env.apiUrl }), session);
  void session.init();
  startBuildCheck(env.buildId);
  const tracker = startAnalytics(env);

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  const allRoutes = [rootRoute(tracker, routes)];
  const providers = { api, session, queryClient, realtime };
  // Hydrating, the first render must be the server's: its moment (`useNow`), device class and guest's view.
  const app = (router: DataRouter, hydrating: boolean) => (
    <StrictMode>
      <App
        router={router}
        {...providers}
        config={config}
        Wrapper={Wrapper}
        deviceClassHint={rendered?.deviceClass}
        renderedAt={rendered === null || !hydrating ? undefined : new Date(rendered.renderedAt)}
        guestHint={rendered?.guest === true}
      />
    </StrictMode>
  );
  if (rendered === null) {
    createRoot(container).render(app(createRouter(allRoutes, providers), false));
    return;
  }
  // Settled at once into a yes or no: a chunk that fails while the steps below run is not an unhandled rejection.
  const screensLoaded = resolveLazyRoutes(allRoutes).then(
    () => true,
    () => false,
  );
  // While the first screen's chunks come, the costly first steps of rendering it, each in a task of its own.
  await yieldToBrowser();
  prepareClassMerge();
  await yieldToBrowser();
  for (const step of intlWarmUpSteps(DEFAULT_TIME_ZONE)) {
    await yieldToBrowser();
    step();
  }
  const loaded = await screensLoaded;
  const router = createRouter(allRoutes, providers);
  if (!loaded) {
    // A screen's chunk would not load (a newer build replaced it, or the network): the page cannot be hydrated, so
    // the app starts afresh, and the router's own handling of the failed chunk takes over (reload or the 500 page).
    createRoot(container).render(app(router, false));
    return;
  }
  await yieldToBrowser();
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the main thread for
  // the whole page: a tap or a scroll during start-up is answered at once (React Router's own client entry does it).
  startTransition(() => {
    hydrateRoot(container, app(router, true));
  });
}
