import { LoginLayout, notFoundRoute, RequireAuth, screenRoute, withRouteError } from '@mesto/app-shell';
import { Navigate, type RouteObject } from 'react-router';
import { PanelLogo } from '../components/panel-logo.tsx';
import { paths } from '../config/paths.ts';
import { RequireBusinessAccess } from './guards/require-business-access.tsx';
import { BusinessLayout } from './layouts/business-layout.tsx';

/**
 * Every route of the business panel plus its login screen. All panel routes need a user with business
 * access: signed out → the login screen (and back afterwards); signed in without access → 403.
 */
export const routes: RouteObject[] = [
  { path: paths.root.path, element: <Navigate to={paths.home.getHref()} replace /> },
  {
    element: <LoginLayout logo={<PanelLogo />} />,
    children: [
      withRouteError([screenRoute(paths.auth.login, () => import('../features/auth/routes/login-route.tsx'))]),
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
              withRouteError([
                screenRoute(paths.home, () => import('../features/dashboard/routes/dashboard-route.tsx')),
                screenRoute(paths.chats, () => import('../features/chats/routes/chats-route.tsx')),
                screenRoute(paths.events, () => import('../features/events/routes/events-route.tsx')),
                screenRoute(paths.newEvent, () => import('../features/events/routes/new-event-route.tsx')),
                screenRoute(paths.eventEditor, () => import('../features/events/routes/event-editor-route.tsx')),
                screenRoute(paths.eventLists, () => import('../features/event-lists/routes/event-lists-route.tsx')),
                screenRoute(
                  paths.eventListEditor,
                  () => import('../features/event-lists/routes/event-list-editor-route.tsx'),
                ),
                screenRoute(paths.places, () => import('../features/places/routes/places-route.tsx')),
                screenRoute(paths.placeEditor, () => import('../features/places/routes/place-editor-route.tsx')),
                screenRoute(
                  paths.organisations,
                  () => import('../features/organisations/routes/organisations-route.tsx'),
                ),
                screenRoute(
                  paths.organisationEditor,
                  () => import('../features/organisations/routes/organisation-editor-route.tsx'),
                ),
                screenRoute(
                  paths.newEventList,
                  () => import('../features/event-lists/routes/new-event-list-route.tsx'),
                ),
                screenRoute(
                  paths.newOrganisation,
                  () => import('../features/organisations/routes/new-organisation-route.tsx'),
                ),
                screenRoute(paths.newPlace, () => import('../features/places/routes/new-place-route.tsx')),
                screenRoute(paths.adminRights, () => import('../features/users/routes/admin-rights-route.tsx')),
                screenRoute(
                  paths.externalEventAnnouncements,
                  () => import('../features/announcements/routes/announcements-route.tsx'),
                ),
                screenRoute(paths.sources, () => import('../features/sources/routes/sources-route.tsx')),
                screenRoute(paths.newSource, () => import('../features/sources/routes/new-source-route.tsx')),
                screenRoute(paths.source, () => import('../features/sources/routes/source-route.tsx')),
                screenRoute(paths.features, () => import('../features/place-features/routes/place-features-route.tsx')),
                screenRoute(paths.opinions, () => import('../features/opinions/routes/opinions-route.tsx')),
                screenRoute(paths.moderation, () => import('../features/moderation/routes/moderation-route.tsx')),
                screenRoute(
                  paths.moderationItem,
                  () => import('../features/moderation/routes/moderation-item-route.tsx'),
                ),
              ]),
            ],
          },
        ],
      },
    ],
  },
  notFoundRoute,
];
