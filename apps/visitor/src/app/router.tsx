import { createBrowserRouter, type RouteObject } from 'react-router';
import { FullScreenLoader } from '../components/full-screen-loader.tsx';
import { paths } from '../config/paths.ts';
import type { MetrikaTracker } from '../lib/analytics.ts';
import { lazyRoute } from '../lib/lazy-route.ts';
import { RequireAuth } from './guards/require-auth.tsx';
import { LoginLayout } from './layouts/login-layout.tsx';
import { VisitorLayout } from './layouts/visitor-layout.tsx';
import { RootRoute } from './root-route.tsx';
import { NotFoundRoute, RouteError } from './route-error.tsx';

type RouteDefinition = { name: string; path: string };

/** A spec §2 route: its name is the route id, its screen a chunk of its own. */
function route(definition: RouteDefinition, lazy: ReturnType<typeof lazyRoute>): RouteObject {
  return { id: definition.name, path: definition.path, lazy, handle: { name: definition.name } };
}

/** The site's root path ('/') as the index route of the visitor layout. */
function indexRoute(definition: RouteDefinition, lazy: ReturnType<typeof lazyRoute>): RouteObject {
  return { id: definition.name, index: true, lazy, handle: { name: definition.name } };
}

/** Every route of the visitor site (19, spec §2) under its layout; guarded ones need a signed-in user. */
export function createRoutes(tracker: MetrikaTracker | null): RouteObject[] {
  return [
    {
      id: 'root',
      element: <RootRoute tracker={tracker} />,
      ErrorBoundary: RouteError,
      HydrateFallback: FullScreenLoader,
      children: [
        {
          Component: LoginLayout,
          children: [
            {
              ErrorBoundary: RouteError,
              children: [
                route(
                  paths.auth.login,
                  lazyRoute(() => import('../features/auth/routes/login-route.tsx')),
                ),
                route(
                  paths.auth.signup,
                  lazyRoute(() => import('../features/auth/routes/signup-route.tsx')),
                ),
              ],
            },
          ],
        },
        {
          Component: VisitorLayout,
          children: [
            {
              ErrorBoundary: RouteError,
              children: [
                indexRoute(
                  paths.home,
                  lazyRoute(() => import('../features/home/routes/home-route.tsx')),
                ),
                route(
                  paths.events,
                  lazyRoute(() => import('../features/events/routes/events-route.tsx')),
                ),
                route(
                  paths.event,
                  lazyRoute(() => import('../features/events/routes/event-route.tsx')),
                ),
                route(
                  paths.eventList,
                  lazyRoute(() => import('../features/events/routes/event-list-route.tsx')),
                ),
                route(
                  paths.places,
                  lazyRoute(() => import('../features/places/routes/places-route.tsx')),
                ),
                route(
                  paths.place,
                  lazyRoute(() => import('../features/places/routes/place-route.tsx')),
                ),
                route(
                  paths.organisation,
                  lazyRoute(() => import('../features/places/routes/organisation-route.tsx')),
                ),
                route(
                  paths.people,
                  lazyRoute(() => import('../features/people/routes/people-route.tsx')),
                ),
                route(
                  paths.profile,
                  lazyRoute(() => import('../features/people/routes/profile-route.tsx')),
                ),
                route(
                  paths.opinions,
                  lazyRoute(() => import('../features/opinions/routes/opinions-route.tsx')),
                ),
                route(
                  paths.rooms,
                  lazyRoute(() => import('../features/rooms/routes/rooms-route.tsx')),
                ),
                route(
                  paths.fullFeed,
                  lazyRoute(() => import('../features/feed/routes/full-feed-route.tsx')),
                ),
                route(
                  paths.test,
                  lazyRoute(() => import('../features/diagnostics/routes/test-route.tsx')),
                ),
                {
                  Component: RequireAuth,
                  children: [
                    route(
                      paths.profileEditor,
                      lazyRoute(() => import('../features/people/routes/profile-editor-route.tsx')),
                    ),
                    route(
                      paths.opinionsEditor,
                      lazyRoute(() => import('../features/opinions/routes/opinions-editor-route.tsx')),
                    ),
                    route(
                      paths.roomsEditor,
                      lazyRoute(() => import('../features/rooms/routes/rooms-editor-route.tsx')),
                    ),
                    route(
                      paths.chats,
                      lazyRoute(() => import('../features/chats/routes/chats-route.tsx')),
                    ),
                  ],
                },
                { path: '*', Component: NotFoundRoute },
              ],
            },
          ],
        },
      ],
    },
  ];
}

export function createRouter(tracker: MetrikaTracker | null) {
  return createBrowserRouter(createRoutes(tracker));
}
