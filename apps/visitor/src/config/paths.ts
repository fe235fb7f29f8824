// Every route of the visitor site, defined once: its name (spec §2), its pattern for the router and a typed
// href builder for links. Nothing else in the app spells a path.

const encode = encodeURIComponent;

/** `?redirect=` carries the path and query to return to after signing in. */
function withRedirect(path: string, redirectTo?: string | null): string {
  return redirectTo ? `${path}?redirect=${encode(redirectTo)}` : path;
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
  events: { name: 'events', path: '/events', getHref: () => '/events' },
  event: {
    name: 'event-eventCode',
    path: '/event/:eventCode',
    getHref: (eventCode: string) => `/event/${encode(eventCode)}`,
  },
  eventList: {
    name: 'event-list-eventListCode',
    path: '/event-list/:eventListCode',
    getHref: (eventListCode: string) => `/event-list/${encode(eventListCode)}`,
  },
  places: { name: 'places', path: '/places', getHref: () => '/places' },
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
