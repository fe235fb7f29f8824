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
  opinions: {
    name: 'opinions',
    path: '/opinions',
    /** A view of the opinions: exact stars or at least some, tags (all of them), answered or not, a text search. */
    getHref: (
      filters: { rating?: string; minRating?: string; tags?: readonly string[]; answered?: string; q?: string } = {},
    ) => withQuery('/opinions', filters),
  },
  opinionsEditor: {
    name: 'opinions-editor',
    path: '/opinions/editor',
    /** Write about a place or an event (by code; writing again edits the earlier one), or edit an opinion by id. */
    getHref: (subject: { place?: string; event?: string; id?: string } = {}) => withQuery('/opinions/editor', subject),
  },
  rooms: {
    name: 'rooms',
    path: '/rooms',
    /** Upcoming rooms: `mine` those I own or joined, `place` at a place (its code), `q` a search in titles. */
    getHref: (filters: { mine?: boolean; place?: string; q?: string } = {}) => withQuery('/rooms', filters),
  },
  room: {
    name: 'room-roomCode',
    path: '/room/:roomCode',
    /** One room: what, where, when, who is in it; a link to share. */
    getHref: (roomCode: string) => `/room/${encode(roomCode)}`,
  },
  roomsEditor: {
    name: 'rooms-editor',
    path: '/rooms/editor',
    /** A new room (`place` / `event`: a code to start from) or a saved one (`id`, or `room`: its code). */
    getHref: (target: { id?: string; room?: string; place?: string; event?: string } = {}) =>
      withQuery('/rooms/editor', target),
  },
  chats: {
    name: 'chats',
    path: '/chats',
    /** The chats screen, `chat` opening one (a room's chat, say). */
    getHref: (chatId?: string) => withQuery('/chats', { chat: chatId }),
  },
  fullFeed: { name: 'full-feed', path: '/full-feed', getHref: () => '/full-feed' },
  /** The global search's results: every group, more of each, for the query `q`. */
  search: { name: 'search', path: '/search', getHref: (q?: string) => withQuery('/search', { q }) },
  test: { name: 'test', path: '/test', getHref: () => '/test' },
} as const;
