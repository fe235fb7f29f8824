import { AppLogo, LoginLayout, notFoundRoute, RequireAuth, screenRoute, withRouteError } from '@mesto/app-shell';
import type { RouteObject } from 'react-router';
import { paths } from '../config/paths.ts';
import { VisitorLayout } from './layouts/visitor-layout.tsx';

/** Every route of the visitor site (20, docs/product.md#visitor-routes) under its layout; guarded ones need a signed-in user. */
export const routes: RouteObject[] = [
  {
    element: <LoginLayout logo={<AppLogo />} />,
    children: [
      withRouteError([
        screenRoute(paths.auth.login, () => import('../features/auth/routes/login-route.tsx')),
        screenRoute(paths.auth.signup, () => import('../features/auth/routes/signup-route.tsx')),
      ]),
    ],
  },
  {
    Component: VisitorLayout,
    children: [
      withRouteError([
        screenRoute(paths.home, () => import('../features/home/routes/home-route.tsx'), { index: true }),
        screenRoute(paths.events, () => import('../features/events/routes/events-route.tsx')),
        screenRoute(paths.event, () => import('../features/events/routes/event-route.tsx')),
        screenRoute(paths.eventList, () => import('../features/events/routes/event-list-route.tsx')),
        screenRoute(paths.places, () => import('../features/places/routes/places-route.tsx')),
        screenRoute(paths.place, () => import('../features/places/routes/place-route.tsx')),
        screenRoute(paths.organisation, () => import('../features/places/routes/organisation-route.tsx')),
        screenRoute(paths.people, () => import('../features/people/routes/people-route.tsx')),
        screenRoute(paths.profile, () => import('../features/people/routes/profile-route.tsx')),
        screenRoute(paths.opinions, () => import('../features/opinions/routes/opinions-route.tsx')),
        screenRoute(paths.rooms, () => import('../features/rooms/routes/rooms-route.tsx')),
        screenRoute(paths.room, () => import('../features/rooms/routes/room-route.tsx')),
        screenRoute(paths.fullFeed, () => import('../features/feed/routes/full-feed-route.tsx')),
        screenRoute(paths.search, () => import('../features/search/routes/search-route.tsx')),
        screenRoute(paths.test, () => import('../features/diagnostics/routes/test-route.tsx')),
        {
          Component: RequireAuth,
          children: [
            screenRoute(paths.profileEditor, () => import('../features/people/routes/profile-editor-route.tsx')),
            screenRoute(paths.opinionsEditor, () => import('../features/opinions/routes/opinions-editor-route.tsx')),
            screenRoute(paths.roomsEditor, () => import('../features/rooms/routes/rooms-editor-route.tsx')),
            screenRoute(paths.chats, () => import('../features/chats/routes/chats-route.tsx')),
          ],
        },
        notFoundRoute,
      ]),
    ],
  },
];
