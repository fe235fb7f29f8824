// Every route of the visitor site, defined once: its name (docs/product.md#visitor-routes), its pattern for the router and a typed
// href builder for links. Nothing else in the app spells a path.

const encode = encodeURIComponent;

/** `?redirect=` carries the path and query to return to after signing in. */
function withRedirect(path: string, redirectTo?: string | null): string {
  return redirectTo ? `${path}?redirect=${encode(redirectTo)}` : path;
}

/** `path?key=value&…` with the filters that are set; arrays as repeated keys, like the screens write them. */
function withQuery(path: string, query: Record<string, string | boolean | readonly string[] | undefined> = {}) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === false || value === '') continue;
    if (Array.isArray(value)) for (const item of value) search.append(key, item);
    else search.set(key, String(value));
  }
  const text = search.toString();
  return text === '' ? path : `${path}?${text}`;
}

export const paths = {
  home: { name: 'index', path: '/', getHref: () => '/' },
  auth: {
    login: {
      name: 'auth-login',
      path: '/auth/login',
      getHref: (redirectTo?: string | null) => withRedirect('/auth/login', redirectTo),
    },
    signup: {
      name: 'auth-signup',
      path: '/auth/signup',
      getHref: (redirectTo?: string | null) => withRedirect('/auth/signup', redirectTo),
    },
  },
  events: {
    name: 'events',
    path: '/events',
    /** A view of the events: `when` a day choice, `slot` a time of day (the screen's own filter names). */
    getHref: (filters: { when?: 'today' | 'tomorrow' | 'weekend'; slot?: 'morning' | 'afternoon' | 'evening' } = {}) =>
      withQuery('/events', filters),
  },
  event: {
    name: 'event-eventCode',
    path: '/event/:eventCode',
    /** One event; `occurrenceId` picks a date of a weekly series (the next one otherwise). */
    getHref: (eventCode: string, occurrenceId?: string) =>
      withQuery(`/event/${encode(eventCode)}`, { at: occurrenceId }),
  },
  eventList: {
    name: 'event-list-eventListCode',
    path: '/event-list/:eventListCode',
    getHref: (eventListCode: string) => `/event-list/${encode(eventListCode)}`,
  },
  places: {
    name: 'places',
    path: '/places',
    getHref: (filters: { openNow?: boolean } = {}) => withQuery('/places', filters),
  },
  place: {
    name: 'place-placeCode',
    path: '/place/:placeCode',
    getHref: (placeCode: string) => `/place/${encode(placeCode)}`,
  },
  organisation: {
    name: 'organisation-organisationCode',
    path: '/organisation/:organisationCode',
    getHref: (organisationCode: string) => `/organisation/${encode(organisationCode)}`,
  },
  people: { name: 'people', path: '/people', getHref: () => '/people' },
  profile: {
    name: 'profile-userCodeOrUsername',
    path: '/profile/:userCodeOrUsername',
    getHref: (userCodeOrUsername: string) => `/profile/${encode(userCodeOrUsername)}`,
  },
  profileEditor: { name: 'profile-editor', path: '/profile/editor', getHref: () => '/profile/editor' },
  opinions: { name: 'opinions', path: '/opinions', getHref: () => '/opinions' },
  opinionsEditor: { name: 'opinions-editor', path: '/opinions/editor', getHref: () => '/opinions/editor' },
  rooms: { name: 'rooms', path: '/rooms', getHref: () => '/rooms' },
  roomsEditor: { name: 'rooms-editor', path: '/rooms/editor', getHref: () => '/rooms/editor' },
  chats: { name: 'chats', path: '/chats', getHref: () => '/chats' },
  fullFeed: { name: 'full-feed', path: '/full-feed', getHref: () => '/full-feed' },
  test: { name: 'test', path: '/test', getHref: () => '/test' },
} as const;
