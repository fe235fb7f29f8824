import { useEffect, useRef } from 'react';
import { Outlet, type RouteObject, ScrollRestoration, useLocation } from 'react-router';
import { FullScreenLoader } from '../components/full-screen-loader.tsx';
import type { MetrikaTracker } from '../lib/analytics.ts';
import { RouteError } from './route-error.tsx';

/** Page views of client-side navigations; the first page view is counted by the tag itself. */
function AnalyticsHits({ tracker }: { tracker: MetrikaTracker }) {
  const location = useLocation();
  const previous = useRef<string | null>(null);
  useEffect(() => {
    const url = `${location.pathname}${location.search}`;
    if (previous.current !== null && previous.current !== url) tracker.hit(url, previous.current);
    previous.current = url;
  }, [location.pathname, location.search, tracker]);
  return null;
}

/**
 * The root of every route. Public screens render at once, also while auth/init is still answering (a
 * server-rendered page must not turn into a spinner while the browser asks who is signed in); what depends on the
 * person waits on its own: guarded screens behind `RequireAuth`, the account area in the headers.
 */
export function RootRoute({ tracker }: { tracker: MetrikaTracker | null }) {
  return (
    <>
      <Outlet />
      <ScrollRestoration />
      {tracker === null ? null : <AnalyticsHits tracker={tracker} />}
    </>
  );
}

/** The root route over an app's routes: the auth loader, page views, and the 500 page as the last resort. */
export function rootRoute(tracker: MetrikaTracker | null, children: RouteObject[]): RouteObject {
  return {
    id: 'root',
    element: <RootRoute tracker={tracker} />,
    ErrorBoundary: RouteError,
    HydrateFallback: FullScreenLoader,
    children,
  };
}
