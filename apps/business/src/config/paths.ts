// Every route of the business panel, defined once: its name, its pattern for the router and a typed href builder.
// Spec §2 lists the paths; the names follow the visitor site's convention (path segments joined by '-').

const encode = encodeURIComponent;

/** `?redirect=` carries the path and query to return to after signing in. */
function withRedirect(path: string, redirectTo?: string | null): string {
  return redirectTo ? `${path}?redirect=${encode(redirectTo)}` : path;
}

export const paths = {
  /** The bare domain of the business subdomain opens the panel. */
  root: { path: '/', getHref: () => '/' },
  auth: {
    login: {
      name: 'auth-login',
      path: '/auth/login',
      getHref: (redirectTo?: string | null) => withRedirect('/auth/login', redirectTo),
    },
  },
  home: { name: 'business', path: '/business', getHref: () => '/business' },
  chats: { name: 'business-chats', path: '/business/chats', getHref: () => '/business/chats' },
  events: { name: 'business-events', path: '/business/events', getHref: () => '/business/events' },
  eventEditor: {
    name: 'business-events-editor-eventCode',
    path: '/business/events/editor/:eventCode',
    getHref: (eventCode: string) => `/business/events/editor/${encode(eventCode)}`,
  },
  eventLists: { name: 'business-event-lists', path: '/business/event-lists', getHref: () => '/business/event-lists' },
  eventListEditor: {
    name: 'business-event-lists-editor-eventListCode',
    path: '/business/event-lists/editor/:eventListCode',
    getHref: (eventListCode: string) => `/business/event-lists/editor/${encode(eventListCode)}`,
  },
  places: { name: 'business-places', path: '/business/places', getHref: () => '/business/places' },
  placeEditor: {
    name: 'business-places-editor-placeCode',
    path: '/business/places/editor/:placeCode',
    getHref: (placeCode: string) => `/business/places/editor/${encode(placeCode)}`,
  },
  organisations: {
    name: 'business-organisations',
    path: '/business/organisations',
    getHref: () => '/business/organisations',
  },
  organisationEditor: {
    name: 'business-organisations-editor-organisationCode',
    path: '/business/organisations/editor/:organisationCode',
    getHref: (organisationCode: string) => `/business/organisations/editor/${encode(organisationCode)}`,
  },
  newEventList: {
    name: 'business-editor-event-list',
    path: '/business/editor/event-list',
    getHref: () => '/business/editor/event-list',
  },
  newOrganisation: {
    name: 'business-editor-organisation',
    path: '/business/editor/organisation',
    getHref: () => '/business/editor/organisation',
  },
  newPlace: { name: 'business-editor-place', path: '/business/editor/place', getHref: () => '/business/editor/place' },
  newUser: { name: 'business-editor-user', path: '/business/editor/user', getHref: () => '/business/editor/user' },
  externalEventAnnouncements: {
    name: 'business-external-event-announcements',
    path: '/business/external-event-announcements',
    getHref: () => '/business/external-event-announcements',
  },
  features: { name: 'business-features', path: '/business/features', getHref: () => '/business/features' },
  opinions: { name: 'business-opinions', path: '/business/opinions', getHref: () => '/business/opinions' },
} as const;
