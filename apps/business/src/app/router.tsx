import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { FullScreenLoader } from '../components/full-screen-loader.tsx';
import { paths } from '../config/paths.ts';
import type { MetrikaTracker } from '../lib/analytics.ts';
import { lazyRoute } from '../lib/lazy-route.ts';
import { RequireAuth } from './guards/require-auth.tsx';
import { RequireBusinessAccess } from './guards/require-business-access.tsx';
import { BusinessLayout } from './layouts/business-layout.tsx';
import { LoginLayout } from './layouts/login-layout.tsx';
import { RootRoute } from './root-route.tsx';
import { NotFoundRoute, RouteError } from './route-error.tsx';

type RouteDefinition = { name: string; path: string };

/** A route of the panel: its name is the route id, its screen a chunk of its own. */
function route(definition: RouteDefinition, lazy: ReturnType<typeof lazyRoute>): RouteObject {
  return { id: definition.name, path: definition.path, lazy, handle: { name: definition.name } };
}

/**
 * Every route of the business panel (spec §2) plus its login screen. All panel routes need a user with business
 * access: signed out → the login screen (and back afterwards); signed in without access → 403.
 */
export function createRoutes(tracker: MetrikaTracker | null): RouteObject[] {
  return [
    {
      id: 'root',
      element: <RootRoute tracker={tracker} />,
      ErrorBoundary: RouteError,
      HydrateFallback: FullScreenLoader,
      children: [
        { path: paths.root.path, element: <Navigate to={paths.home.getHref()} replace /> },
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
              ],
            },
          ],
        },
        {
          Component: RequireAuth,
          children: [
            {
              Component: RequireBusinessAccess,
              children: [
                {
                  Component: BusinessLayout,
                  children: [
                    {
                      ErrorBoundary: RouteError,
                      children: [
                        route(
                          paths.home,
                          lazyRoute(() => import('../features/dashboard/routes/dashboard-route.tsx')),
                        ),
                        route(
                          paths.chats,
                          lazyRoute(() => import('../features/chats/routes/chats-route.tsx')),
                        ),
                        route(
                          paths.events,
                          lazyRoute(() => import('../features/events/routes/events-route.tsx')),
                        ),
                        route(
                          paths.eventEditor,
                          lazyRoute(() => import('../features/events/routes/event-editor-route.tsx')),
                        ),
                        route(
                          paths.eventLists,
                          lazyRoute(() => import('../features/event-lists/routes/event-lists-route.tsx')),
                        ),
                        route(
                          paths.eventListEditor,
                          lazyRoute(() => import('../features/event-lists/routes/event-list-editor-route.tsx')),
                        ),
                        route(
                          paths.places,
                          lazyRoute(() => import('../features/places/routes/places-route.tsx')),
                        ),
                        route(
                          paths.placeEditor,
                          lazyRoute(() => import('../features/places/routes/place-editor-route.tsx')),
                        ),
                        route(
                          paths.organisations,
                          lazyRoute(() => import('../features/organisations/routes/organisations-route.tsx')),
                        ),
                        route(
                          paths.organisationEditor,
                          lazyRoute(() => import('../features/organisations/routes/organisation-editor-route.tsx')),
                        ),
                        route(
                          paths.newEventList,
                          lazyRoute(() => import('../features/event-lists/routes/new-event-list-route.tsx')),
                        ),
                        route(
                          paths.newOrganisation,
                          lazyRoute(() => import('../features/organisations/routes/new-organisation-route.tsx')),
                        ),
                        route(
                          paths.newPlace,
                          lazyRoute(() => import('../features/places/routes/new-place-route.tsx')),
                        ),
                        route(
                          paths.newUser,
                          lazyRoute(() => import('../features/users/routes/new-user-route.tsx')),
                        ),
                        route(
                          paths.externalEventAnnouncements,
                          lazyRoute(() => import('../features/announcements/routes/announcements-route.tsx')),
                        ),
                        route(
                          paths.features,
                          lazyRoute(() => import('../features/place-features/routes/place-features-route.tsx')),
                        ),
                        route(
                          paths.opinions,
                          lazyRoute(() => import('../features/opinions/routes/opinions-route.tsx')),
                        ),
                      ],
                    },
                  ],
                },
              ],
            },
          ],
        },
        { path: '*', Component: NotFoundRoute },
      ],
    },
  ];
}

export function createRouter(tracker: MetrikaTracker | null) {
  return createBrowserRouter(createRoutes(tracker));
}
