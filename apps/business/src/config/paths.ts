// Every route of the business panel, defined once: its name, its pattern for the router and a typed href builder.
// The names follow the visitor site's convention (path segments joined by '-').

const encode = encodeURIComponent;

/** A list's address with its filters (the names `useUrlState` reads on that screen); empty ones are left out. */
function withFilters(path: string, filters: Readonly<Record<string, string | undefined>> = {}): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) query.set(key, value);
  const search = query.toString();
  return search === '' ? path : `${path}?${search}`;
}

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
  events: {
    name: 'business-events',
    path: '/business/events',
    getHref: (filters?: { organisation?: string; place?: string; eventList?: string }) =>
      withFilters('/business/events', filters),
  },
  /** A new event: the business routes have no `/business/editor/event`, so it sits beside the event editor. */
  newEvent: {
    name: 'business-events-editor-new',
    path: '/business/events/editor/new',
    getHref: (filters?: { place?: string; eventList?: string }) => withFilters('/business/events/editor/new', filters),
  },
  eventEditor: {
    name: 'business-events-editor-eventCode',
    path: '/business/events/editor/:eventCode',
    getHref: (eventCode: string) => `/business/events/editor/${encode(eventCode)}`,
  },
  eventLists: {
    name: 'business-event-lists',
    path: '/business/event-lists',
    getHref: (filters?: { organisation?: string }) => withFilters('/business/event-lists', filters),
  },
  eventListEditor: {
    name: 'business-event-lists-editor-eventListCode',
    path: '/business/event-lists/editor/:eventListCode',
    getHref: (eventListCode: string) => `/business/event-lists/editor/${encode(eventListCode)}`,
  },
  places: {
    name: 'business-places',
    path: '/business/places',
    getHref: (filters?: { organisation?: string; status?: string }) => withFilters('/business/places', filters),
  },
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
    getHref: (filters?: { organisation?: string }) => withFilters('/business/editor/event-list', filters),
  },
  newOrganisation: {
    name: 'business-editor-organisation',
    path: '/business/editor/organisation',
    getHref: () => '/business/editor/organisation',
  },
  newPlace: {
    name: 'business-editor-place',
    path: '/business/editor/place',
    getHref: (filters?: { organisation?: string }) => withFilters('/business/editor/place', filters),
  },
  adminRights: {
    name: 'business-editor-user',
    path: '/business/editor/user',
    /** `user` opens one user, `q` a search. */
    getHref: (filters: { user?: string; q?: string } = {}) => withFilters('/business/editor/user', filters),
  },
  externalEventAnnouncements: {
    name: 'business-external-event-announcements',
    path: '/business/external-event-announcements',
    /** `announcement` opens one announcement (from the list view). */
    getHref: (filters: { view?: 'stream' | 'list'; announcement?: string } = {}) =>
      withFilters('/business/external-event-announcements', filters),
  },
  sources: {
    name: 'business-sources',
    path: '/business/sources',
    getHref: (filters?: { organisation?: string }) => withFilters('/business/sources', filters),
  },
  /** Connecting a source: like a new event, it sits beside the source's own page. */
  newSource: {
    name: 'business-sources-editor-new',
    path: '/business/sources/editor/new',
    getHref: (filters?: { organisation?: string; place?: string }) =>
      withFilters('/business/sources/editor/new', filters),
  },
  /** A source has no code: its page is found by its id. */
  source: {
    name: 'business-sources-editor-sourceId',
    path: '/business/sources/editor/:sourceId',
    getHref: (sourceId: string) => `/business/sources/editor/${encode(sourceId)}`,
  },
  features: { name: 'business-features', path: '/business/features', getHref: () => '/business/features' },
  moderation: {
    name: 'business-moderation',
    path: '/business/moderation',
    /**
     * `status`: OPEN (the screen's default: items with open complaints), HELD (held by the brakes), DECIDED, or
     * MISREAD (the places' teams' reports of misread opinions).
     */
    getHref: (filters: { status?: 'OPEN' | 'HELD' | 'DECIDED' | 'MISREAD' } = {}) =>
      withFilters('/business/moderation', filters),
  },
  moderationItem: {
    name: 'business-moderation-targetType-targetId',
    path: '/business/moderation/:targetType/:targetId',
    getHref: (targetType: string, targetId: string) => `/business/moderation/${encode(targetType)}/${encode(targetId)}`,
  },
  opinions: {
    name: 'business-opinions',
    path: '/business/opinions',
    /** `answered`: 'false' the unanswered ones (the screen's default), 'true' answered, 'all' both. */
    getHref: (filters: { answered?: 'true' | 'false' | 'all'; place?: string } = {}) =>
      withFilters('/business/opinions', filters),
  },
} as const;
