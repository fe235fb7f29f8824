// Who may call which route of the OpenAPI document, on whose object: the authorization matrix. Each operation has
// one or more cases (a representative request against a named object); each case says, for every role, the class of
// answer the server gives. authorization-matrix.test.ts sends every case as every role and holds the server to it,
// and fails when the document gains an operation this table does not list.

/** The callers the matrix tells apart. */
export const ROLES = [
  /** Nobody signed in. */
  'anonymous',
  /** An ordinary user: the author of the personal objects (opinion, chat, room, visit, settings). */
  'user',
  /** Another ordinary user: for the personal objects, someone else's. */
  'another',
  /** A TEAM member of organisation A, which owns the business objects (place, event list, event). */
  'team',
  /** The DEFAULT owner of organisation A (with BUSINESS_PANEL). */
  'owner',
  /** The DEFAULT owner of organisation B (with BUSINESS_PANEL): organisation A's objects are foreign to them. */
  'outsider',
  /** BUSINESS_PANEL without a bind to any organisation. */
  'business',
  /** EXTERNAL_EVENT_ANNOUNCEMENT_MANAGEMENT, nothing else. */
  'announcer',
  /** MODERATION, nothing else: works the moderation queue. */
  'moderator',
  /** ROOT. */
  'root',
] as const;
export type Role = (typeof ROLES)[number];

/**
 * The class of answer: allowed (2xx), unauthenticated (401), forbidden (403), hidden (404: the object is not shown to
 * this caller, or not there), filtered (a 2xx list without the foreign private items), invalid (400: past every
 * permission check, the request is refused on its merits for this caller — e.g. a private chat with oneself), notYours (400
 * NOT_YOUR_ORGANISATION naming the field: an editor of one organisation pointing its object at another's), conflict
 * (409: past every permission check, the object is held by someone else — an announcement another manager is on).
 */
export type Outcome =
  | 'allowed'
  | 'unauthenticated'
  | 'forbidden'
  | 'hidden'
  | 'filtered'
  | 'invalid'
  | 'notYours'
  | 'conflict';

export type MatrixCase = {
  /** What the request does, and to what object. */
  case: string;
  /** The roles for whom the object is their own (or their organisation's); for the others it is foreign. */
  own: readonly Role[];
  expected: Record<Role, Outcome>;
};

const all = (outcome: Outcome): Record<Role, Outcome> =>
  Object.fromEntries(ROLES.map((role) => [role, outcome])) as Record<Role, Outcome>;

/** Everyone, signed in or not. */
const everyone = (overrides: Partial<Record<Role, Outcome>> = {}) => ({ ...all('allowed'), ...overrides });
/** Every signed-in caller; anonymous gets 401. */
const signedIn = (overrides: Partial<Record<Role, Outcome>> = {}) => ({
  ...all('allowed'),
  anonymous: 'unauthenticated' as const,
  ...overrides,
});
/** Only the roles listed are allowed; the other signed-in callers get `others`; anonymous 401. */
const only = (roles: Role[], others: Outcome = 'forbidden', overrides: Partial<Record<Role, Outcome>> = {}) => ({
  ...all(others),
  anonymous: 'unauthenticated' as const,
  ...Object.fromEntries(roles.map((role) => [role, 'allowed'])),
  ...overrides,
});

/** Every role's outcome is `base` but those named. */
const alike = (base: Outcome, overrides: Partial<Record<Role, Outcome>> = {}) => ({ ...all(base), ...overrides });

/** Own objects: the user's personal ones, organisation A's, each caller's own (settings, feed), or nobody's. */
const USER: readonly Role[] = ['user'];
const ORGANISATION_A: readonly Role[] = ['team', 'owner'];
const EACH: readonly Role[] = ROLES.filter((role) => role !== 'anonymous');
const ORGANISATION_B: readonly Role[] = ['outsider'];
const ANNOUNCER: readonly Role[] = ['announcer'];
const NOBODY: readonly Role[] = [];

export const AUTHORIZATION_MATRIX: Record<string, MatrixCase[]> = {
  'GET /api/health': [{ case: 'status', own: NOBODY, expected: everyone() }],
  'GET /api/health/live': [{ case: 'liveness', own: NOBODY, expected: everyone() }],
  'GET /api/health/ready': [{ case: 'readiness', own: NOBODY, expected: everyone() }],
  'POST /api/auth/signup': [{ case: 'a new account', own: NOBODY, expected: everyone() }],
  'POST /api/auth/login': [{ case: "the user's credentials", own: USER, expected: everyone() }],
  'POST /api/auth/init': [{ case: 'who is signed in', own: EACH, expected: everyone() }],
  'POST /api/auth/refresh': [{ case: 'without a refresh token', own: NOBODY, expected: alike('unauthenticated') }],
  'POST /api/auth/logout': [{ case: 'a session of its own', own: EACH, expected: everyone() }],
  'GET /api/auth/generate-binding-token': [{ case: 'own token', own: EACH, expected: signedIn() }],
  'GET /api/users': [{ case: 'the list', own: NOBODY, expected: everyone() }],
  'GET /api/users/blank': [{ case: 'a blank to create a user', own: NOBODY, expected: only(['root'], 'forbidden') }],
  'GET /api/users/check_access': [{ case: "the user's profile", own: USER, expected: everyone() }],
  'POST /api/users/editor': [
    { case: "the user's profile", own: USER, expected: only(['user', 'root'], 'forbidden') },
    // Vertical: permissions are ROOT's to grant. Others may edit their own profile but not that field (400 naming it).
    { case: 'grant ROOT to oneself', own: EACH, expected: only(['root'], 'invalid') },
    { case: 'grant ROOT to an ordinary user', own: NOBODY, expected: only(['root'], 'forbidden') },
    { case: 'create a user', own: NOBODY, expected: only(['root'], 'forbidden') },
  ],
  'POST /api/users/toggle_favorite_features': [{ case: 'own favourites', own: EACH, expected: signedIn() }],
  'GET /api/organisations': [{ case: 'the list', own: NOBODY, expected: everyone() }],
  'GET /api/organisations/blank': [
    { case: 'a blank', own: NOBODY, expected: only(['owner', 'outsider', 'business', 'root'], 'forbidden') },
  ],
  'GET /api/organisations/check_access': [{ case: 'organisation A', own: ORGANISATION_A, expected: everyone() }],
  'POST /api/organisations/editor': [
    { case: 'update organisation B', own: ORGANISATION_B, expected: only(['outsider', 'root'], 'forbidden') },
    { case: 'update organisation A', own: ORGANISATION_A, expected: only(['owner', 'root'], 'forbidden') },
    {
      case: 'create an organisation',
      own: NOBODY,
      expected: only(['owner', 'outsider', 'business', 'root'], 'forbidden'),
    },
  ],
  'GET /api/user-organisation-binds': [
    { case: "organisation A's team", own: ORGANISATION_A, expected: only(['team', 'owner', 'root'], 'filtered') },
  ],
  'GET /api/user-organisation-binds/blank': [
    { case: 'a blank', own: NOBODY, expected: only(['owner', 'outsider', 'business', 'root'], 'forbidden') },
  ],
  'GET /api/user-organisation-binds/check_access': [
    { case: "the team member's bind", own: ORGANISATION_A, expected: only(['team', 'owner', 'root'], 'hidden') },
  ],
  'POST /api/user-organisation-binds/editor': [
    // Vertical: nobody binds themselves into an organisation; its owner is already in (409), ROOT may.
    {
      case: 'join organisation B oneself',
      own: ORGANISATION_B,
      expected: only(['root'], 'forbidden', { outsider: 'conflict' }),
    },
    { case: 'add a member to organisation A', own: ORGANISATION_A, expected: only(['owner', 'root'], 'forbidden') },
    // Only the organisation's owner (or ROOT) manages its team; a bind outside one's organisations is hidden.
    {
      case: "change the team member's bind",
      own: ORGANISATION_A,
      expected: only(['owner', 'root'], 'hidden', { team: 'forbidden' }),
    },
  ],
  'DELETE /api/user-organisation-binds/{id}': [
    {
      case: 'a member of organisation A',
      own: ORGANISATION_A,
      expected: only(['owner', 'root'], 'hidden', { team: 'forbidden' }),
    },
  ],
  'GET /api/features': [{ case: 'the list', own: NOBODY, expected: everyone() }],
  'GET /api/features/blank': [
    { case: 'a blank', own: NOBODY, expected: only(['owner', 'outsider', 'business', 'root'], 'forbidden') },
  ],
  'GET /api/features/check_access': [{ case: 'a feature', own: NOBODY, expected: everyone() }],
  'POST /api/features/editor': [{ case: 'update a feature', own: NOBODY, expected: only(['root'], 'forbidden') }],
  'DELETE /api/features/{id}': [{ case: 'a feature', own: NOBODY, expected: only(['root'], 'forbidden') }],
  'POST /api/features/replace': [
    { case: 'one feature by another', own: NOBODY, expected: only(['root'], 'forbidden') },
  ],
  'GET /api/places': [{ case: 'the list', own: NOBODY, expected: everyone() }],
  'GET /api/places/blank': [
    { case: 'a blank', own: NOBODY, expected: only(['owner', 'outsider', 'business', 'root'], 'forbidden') },
  ],
  'GET /api/places/check_access': [{ case: 'place A', own: ORGANISATION_A, expected: everyone() }],
  'POST /api/places/editor': [
    { case: 'update place B', own: ORGANISATION_B, expected: only(['outsider', 'root'], 'forbidden') },
    {
      case: 'move a place of A to organisation B',
      own: ORGANISATION_A,
      expected: only(['root'], 'forbidden', { team: 'notYours', owner: 'notYours' }),
    },
    // A TEAM member edits the organisation's listings without BUSINESS_PANEL; another organisation's owner cannot.
    { case: 'update place A', own: ORGANISATION_A, expected: only(['team', 'owner', 'root'], 'forbidden') },
    {
      case: 'create a place in organisation A',
      own: ORGANISATION_A,
      expected: only(['team', 'owner', 'root'], 'forbidden'),
    },
  ],
  'POST /api/places/field-editor': [
    { case: "place A's description", own: ORGANISATION_A, expected: only(['team', 'owner', 'root'], 'forbidden') },
  ],
  'POST /api/places/process/{id}': [
    { case: 'place B', own: ORGANISATION_B, expected: only(['outsider', 'root'], 'forbidden') },
    { case: 'place A', own: ORGANISATION_A, expected: only(['team', 'owner', 'root'], 'forbidden') },
  ],
  'GET /api/event-lists': [{ case: 'the list', own: NOBODY, expected: everyone() }],
  'GET /api/event-lists/blank': [
    { case: 'a blank', own: NOBODY, expected: only(['owner', 'outsider', 'business', 'root'], 'forbidden') },
  ],
  'GET /api/event-lists/check_access': [{ case: 'list A', own: ORGANISATION_A, expected: everyone() }],
  'POST /api/event-lists/editor': [
    // Organisation A may not hang its list on organisation B's venue (found by this table, fixed in the editor).
    {
      case: 'create a list of A at place B',
      own: ORGANISATION_A,
      expected: only(['root'], 'forbidden', { team: 'notYours', owner: 'notYours' }),
    },
    { case: 'update list A', own: ORGANISATION_A, expected: only(['team', 'owner', 'root'], 'forbidden') },
  ],
  'GET /api/events': [{ case: 'the list', own: NOBODY, expected: everyone() }],
  'GET /api/events/blank': [
    { case: 'a blank', own: NOBODY, expected: only(['owner', 'outsider', 'business', 'root'], 'forbidden') },
  ],
  'GET /api/events/check_access': [{ case: 'event A', own: ORGANISATION_A, expected: everyone() }],
  'POST /api/events/editor': [
    {
      case: 'move an event of A to place B',
      own: ORGANISATION_A,
      expected: only(['root'], 'forbidden', { team: 'notYours', owner: 'notYours' }),
    },
    // Naming its own organisation does not let A put an event on B's venue (found by this table, fixed).
    {
      case: 'create an event of A at place B',
      own: ORGANISATION_A,
      expected: only(['root'], 'forbidden', { team: 'notYours', owner: 'notYours' }),
    },
    { case: 'create an event at place B', own: ORGANISATION_B, expected: only(['outsider', 'root'], 'forbidden') },
    { case: 'update event A', own: ORGANISATION_A, expected: only(['team', 'owner', 'root'], 'forbidden') },
    { case: 'create an event at place A', own: ORGANISATION_A, expected: only(['team', 'owner', 'root'], 'forbidden') },
  ],
  'GET /api/external-event-announcements/work-stream-provider': [
    { case: 'the provider', own: NOBODY, expected: only(['announcer', 'root'], 'forbidden') },
  ],
  'POST /api/external-event-announcements/process-with-ai': [
    { case: 'an announcement', own: ANNOUNCER, expected: only(['announcer', 'root'], 'forbidden') },
  ],
  'GET /api/external-event-announcements': [
    { case: 'the list', own: NOBODY, expected: only(['announcer', 'root'], 'forbidden') },
  ],
  'GET /api/external-event-announcements/blank': [
    { case: 'a blank', own: NOBODY, expected: only(['announcer', 'root'], 'forbidden') },
  ],
  'GET /api/external-event-announcements/check_access': [
    { case: 'an announcement', own: ANNOUNCER, expected: only(['announcer', 'root'], 'forbidden') },
  ],
  'POST /api/external-event-announcements/editor': [
    // The announcer who created the announcement holds it; ROOT passes the permission check and meets the claim.
    {
      case: 'update an announcement',
      own: ANNOUNCER,
      expected: only(['announcer'], 'forbidden', { root: 'conflict' }),
    },
  ],
  'GET /api/sources': [
    {
      case: "organisation A's sources",
      own: ORGANISATION_A,
      expected: only(['team', 'owner', 'announcer', 'root'], 'filtered'),
    },
  ],
  'GET /api/sources/blank': [
    {
      case: 'a blank',
      own: NOBODY,
      expected: only(['owner', 'outsider', 'business', 'announcer', 'root'], 'forbidden'),
    },
  ],
  'GET /api/sources/check_access': [
    { case: 'source A', own: ORGANISATION_A, expected: only(['team', 'owner', 'announcer', 'root'], 'hidden') },
  ],
  'POST /api/sources/editor': [
    { case: 'update source A', own: ORGANISATION_A, expected: only(['team', 'owner', 'announcer', 'root'], 'hidden') },
    // Another organisation's venue is not one's to connect sources for.
    {
      case: 'connect a source of place A',
      own: ORGANISATION_A,
      expected: only(['team', 'owner', 'announcer', 'root'], 'forbidden'),
    },
  ],
  'DELETE /api/sources/{id}': [
    { case: 'source A', own: ORGANISATION_A, expected: only(['team', 'owner', 'announcer', 'root'], 'hidden') },
  ],
  // The preview fetches an address: for people of the business panel only.
  'POST /api/sources/preview': [
    {
      case: 'a calendar',
      own: NOBODY,
      expected: only(['owner', 'outsider', 'business', 'announcer', 'root'], 'forbidden'),
    },
  ],
  'POST /api/sources/{id}/fetch': [
    { case: 'source A', own: ORGANISATION_A, expected: only(['team', 'owner', 'announcer', 'root'], 'hidden') },
  ],
  'GET /api/sources/{id}/items': [
    { case: 'source A', own: ORGANISATION_A, expected: only(['team', 'owner', 'announcer', 'root'], 'hidden') },
  ],
  'GET /api/calendar/events/{code}': [{ case: 'event A', own: ORGANISATION_A, expected: everyone() }],
  'GET /api/calendar/event-lists/{code}': [{ case: 'list A', own: ORGANISATION_A, expected: everyone() }],
  'GET /api/calendar/places/{code}': [{ case: 'place A', own: ORGANISATION_A, expected: everyone() }],
  'GET /api/calendar/organisations/{code}': [{ case: 'organisation A', own: ORGANISATION_A, expected: everyone() }],
  'POST /api/event-attendance/mark': [{ case: 'own mark on event A', own: EACH, expected: signedIn() }],
  'GET /api/event-attendance': [{ case: 'event A', own: ORGANISATION_A, expected: everyone() }],
  'GET /api/sitemap': [{ case: 'the index', own: NOBODY, expected: everyone() }],
  'GET /api/sitemap/{kind}': [{ case: 'places', own: NOBODY, expected: everyone() }],
  'GET /api/cards/{kind}/{file}': [{ case: "place A's card", own: ORGANISATION_A, expected: everyone() }],
  'POST /api/opinions/analyse/{id}': [
    // The author and the subject's team (and ROOT) analyse an opinion; another organisation does not.
    {
      case: "the user's opinion of place B",
      own: ['user', 'outsider'],
      expected: only(['user', 'outsider', 'root'], 'forbidden'),
    },
    { case: "the user's opinion", own: USER, expected: only(['user', 'team', 'owner', 'root'], 'forbidden') },
  ],
  'GET /api/opinions/unanswered-count': [{ case: 'own organisations', own: EACH, expected: signedIn() }],
  'GET /api/opinions': [
    // A PRIVATE opinion is shared with the subject's team (and ROOT), hidden from everyone else.
    {
      case: "opinions of event A, the user's private one among them",
      own: USER,
      expected: alike('filtered', { user: 'allowed', team: 'allowed', owner: 'allowed', root: 'allowed' }),
    },
  ],
  'GET /api/places/{id}/photos': [
    // The photos of a PRIVATE opinion go where the opinion does: its author, the subject's team, ROOT.
    {
      case: "photos of a place of A's, the user's private one among them",
      own: USER,
      expected: alike('filtered', { user: 'allowed', team: 'allowed', owner: 'allowed', root: 'allowed' }),
    },
    // A draft place is its team's (and ROOT's) alone, its photos too.
    {
      case: "photos of a draft place of A's",
      own: ORGANISATION_A,
      expected: alike('hidden', { team: 'allowed', owner: 'allowed', root: 'allowed' }),
    },
  ],
  'GET /api/opinions/blank': [{ case: 'a blank', own: NOBODY, expected: signedIn() }],
  'GET /api/opinions/check_access': [
    { case: "the user's public opinion", own: USER, expected: everyone() },
    {
      case: "the user's private opinion",
      own: USER,
      expected: alike('hidden', { user: 'allowed', team: 'allowed', owner: 'allowed', root: 'allowed' }),
    },
  ],
  'POST /api/opinions/editor': [
    // An opinion is its author's words: nobody else edits it, ROOT included.
    { case: "update the user's opinion", own: USER, expected: only(['user'], 'forbidden') },
  ],
  // Its author deletes it; a moderator (or ROOT) removes it as a logged, reversible moderation decision.
  'DELETE /api/opinions/{id}': [
    { case: "the user's opinion", own: USER, expected: only(['user', 'moderator', 'root'], 'forbidden') },
  ],
  'GET /api/feedbacks': [{ case: 'answers to the opinion', own: USER, expected: everyone() }],
  'GET /api/feedbacks/blank': [
    { case: 'a blank', own: NOBODY, expected: only(['team', 'owner', 'outsider', 'business', 'root'], 'forbidden') },
  ],
  'GET /api/feedbacks/check_access': [{ case: 'the opinion', own: USER, expected: everyone() }],
  'POST /api/feedbacks/editor': [
    // Only the subject's team (and ROOT) answers an opinion.
    {
      case: "answer the user's opinion of place B",
      own: ORGANISATION_B,
      expected: only(['outsider', 'root'], 'forbidden'),
    },
    {
      case: "update organisation A's answer",
      own: ORGANISATION_A,
      expected: only(['team', 'owner', 'root'], 'forbidden'),
    },
  ],
  'POST /api/user-subscriptions/subscribe': [{ case: 'place A', own: ORGANISATION_A, expected: signedIn() }],
  'POST /api/user-subscriptions/unsubscribe': [{ case: 'place A', own: ORGANISATION_A, expected: signedIn() }],
  'GET /api/user-subscriptions/status': [{ case: 'place A', own: ORGANISATION_A, expected: everyone() }],
  'GET /api/user-subscriptions': [{ case: "the user's", own: USER, expected: everyone() }],
  'POST /api/user-visits/check-in': [{ case: 'at place A', own: ORGANISATION_A, expected: signedIn() }],
  'POST /api/user-visits/extend': [{ case: "the user's visit", own: USER, expected: only(['user'], 'forbidden') }],
  'POST /api/user-visits/close': [{ case: "the user's visit", own: USER, expected: only(['user'], 'forbidden') }],
  'GET /api/user-visits/current': [{ case: 'own', own: EACH, expected: signedIn() }],
  'GET /api/user-visits': [
    {
      case: "at place B, the user's private visit among them",
      own: USER,
      expected: alike('filtered', { user: 'allowed', root: 'allowed' }),
    },
  ],
  'GET /api/user-visits/stats': [{ case: 'place A', own: ORGANISATION_A, expected: everyone() }],
  'GET /api/rooms': [{ case: 'the list', own: NOBODY, expected: everyone() }],
  'GET /api/rooms/blank': [{ case: 'a blank', own: NOBODY, expected: signedIn() }],
  'GET /api/rooms/check_access': [{ case: "the user's room", own: USER, expected: everyone() }],
  'POST /api/rooms/editor': [
    { case: "update the user's room", own: USER, expected: only(['user', 'root'], 'forbidden') },
  ],
  'DELETE /api/rooms/{id}': [{ case: "the user's room", own: USER, expected: only(['user', 'root'], 'forbidden') }],
  'POST /api/rooms/toggle-participant': [
    {
      case: "join the user's room",
      own: USER,
      expected: only(['another', 'team', 'owner', 'outsider', 'business', 'announcer', 'moderator', 'root'], 'invalid'),
    },
  ],
  'GET /api/rooms/participants': [{ case: "the user's room", own: USER, expected: everyone() }],
  'GET /api/chats': [
    // Chats are private to their members: ROOT does not read them either.
    { case: "own chats; the user's chat is foreign to most", own: EACH, expected: only(['user', 'team'], 'filtered') },
  ],
  'GET /api/chats/blank': [{ case: 'a blank', own: NOBODY, expected: signedIn() }],
  'GET /api/chats/check_access': [{ case: "the user's chat", own: USER, expected: only(['user', 'team'], 'hidden') }],
  'POST /api/chats/editor': [
    { case: "rename the user's chat", own: USER, expected: only(['user'], 'hidden', { team: 'forbidden' }) },
  ],
  'DELETE /api/chats/{id}': [
    { case: "the user's chat", own: USER, expected: only(['user'], 'hidden', { team: 'forbidden' }) },
  ],
  'GET /api/chats/private': [
    {
      case: 'with the user',
      own: USER,
      expected: only(['another', 'team', 'owner', 'outsider', 'business', 'announcer', 'moderator', 'root'], 'invalid'),
    },
  ],
  'GET /api/chats/last-messages-by-chat': [
    { case: "the user's chat", own: USER, expected: only(['user', 'team'], 'forbidden') },
  ],
  'GET /api/chats/unread-count': [{ case: 'own', own: EACH, expected: signedIn() }],
  'POST /api/chats/leave': [
    {
      case: "a chat of the user's with the team member",
      own: USER,
      expected: only(['team'], 'forbidden', { user: 'invalid' }),
    },
  ],
  'GET /api/feed': [{ case: 'own', own: EACH, expected: signedIn() }],
  'GET /api/feed/v2': [{ case: 'the feed', own: NOBODY, expected: everyone() }],
  'GET /api/feed/global-search': [{ case: 'a query', own: NOBODY, expected: everyone() }],
  'POST /api/page-views': [{ case: 'place A', own: ORGANISATION_A, expected: everyone() }],
  'GET /api/business-stats': [
    { case: 'organisation B', own: ORGANISATION_B, expected: only(['outsider', 'root'], 'forbidden') },
    { case: 'organisation A', own: ORGANISATION_A, expected: only(['team', 'owner', 'root'], 'forbidden') },
  ],
  'POST /api/files/upload': [{ case: 'without a file', own: NOBODY, expected: only([], 'invalid') }],
  'GET /api/files/get-paths': [{ case: 'an unknown file', own: NOBODY, expected: everyone() }],
  'GET /api/files/raw/{id}/{name}': [{ case: 'an unknown file', own: NOBODY, expected: alike('hidden') }],
  'GET /api/auth/telegram-bot': [{ case: 'the bot link', own: NOBODY, expected: everyone() }],
  'GET /api/auth/telegram-binding': [{ case: 'own binding', own: EACH, expected: signedIn() }],
  'POST /api/auth/unbind-telegram': [{ case: 'own binding', own: EACH, expected: signedIn() }],
  'GET /api/notification-settings': [{ case: 'own', own: EACH, expected: signedIn() }],
  'POST /api/notification-settings': [{ case: 'own', own: EACH, expected: signedIn() }],
  'GET /api/notifications/push/key': [{ case: 'the public key', own: NOBODY, expected: everyone() }],
  'GET /api/notifications/push/subscriptions': [{ case: 'own', own: EACH, expected: signedIn() }],
  'POST /api/notifications/push/subscriptions': [{ case: 'a browser of its own', own: EACH, expected: signedIn() }],
  // Only one's own browser: anyone else's, ROOT's included, is not there for them.
  'DELETE /api/notifications/push/subscriptions/{id}': [
    { case: "the user's browser", own: USER, expected: only(['user'], 'hidden') },
  ],
  // Blocking is each person's own: anyone signed in blocks anyone; blocking oneself is tested in blocks.test.ts.
  'POST /api/blocks': [{ case: 'block a person', own: NOBODY, expected: signedIn() }],
  'DELETE /api/blocks/{userId}': [{ case: 'unblock a person', own: NOBODY, expected: signedIn() }],
  'GET /api/blocks': [{ case: 'own', own: EACH, expected: signedIn() }],
  'GET /api/blocks/{userId}': [{ case: 'whether one blocked the user', own: USER, expected: signedIn() }],
  'POST /api/complaints': [
    // Anyone signed in who sees the opinion and did not write it; its author is refused by name (OWN_ITEM).
    { case: "about the user's opinion", own: USER, expected: signedIn({ user: 'invalid' }) },
    // A private opinion is not there for those it is not shared with (its team, ROOT).
    {
      case: "about the user's private opinion",
      own: USER,
      expected: only(['team', 'owner', 'root'], 'hidden', { user: 'invalid' }),
    },
  ],
  'GET /api/complaints/mine': [{ case: 'own complaints', own: EACH, expected: signedIn() }],
  'GET /api/moderation/queue': [{ case: 'the queue', own: NOBODY, expected: only(['moderator', 'root']) }],
  'GET /api/moderation/items/{targetType}/{targetId}': [
    { case: "the user's opinion, complained about", own: NOBODY, expected: only(['moderator', 'root']) },
  ],
  'POST /api/moderation/decisions': [
    { case: "keep the user's opinion", own: NOBODY, expected: only(['moderator', 'root']) },
    // A profile is hidden, never deleted: past the permission check the action is refused by name.
    {
      case: 'delete a profile',
      own: NOBODY,
      expected: only([], 'forbidden', { moderator: 'invalid', root: 'invalid' }),
    },
  ],
  'GET /api/moderation/decisions': [{ case: 'the log', own: NOBODY, expected: only(['moderator', 'root']) }],
  // «Разобрано неверно»: the place's team (and ROOT) tells the moderators an opinion about it was misread; the
  // moderators (and ROOT) read the reports and close them.
  'POST /api/places/analysis-reports': [
    { case: "the user's opinion of place A", own: ORGANISATION_A, expected: only(['team', 'owner', 'root']) },
  ],
  'GET /api/places/analysis-reports/mine': [{ case: 'own report', own: EACH, expected: signedIn() }],
  'GET /api/places/analysis-reports': [{ case: 'the reports', own: NOBODY, expected: only(['moderator', 'root']) }],
  'POST /api/places/analysis-reports/close/{id}': [
    { case: 'a report of a misread opinion', own: NOBODY, expected: only(['moderator', 'root']) },
  ],
};

const SHORT: Record<Outcome, string> = {
  allowed: '✓',
  unauthenticated: '401',
  forbidden: '403',
  hidden: '404',
  filtered: 'filtered',
  invalid: '400',
  notYours: '400 not yours',
  conflict: '409',
};

/** The matrix as Markdown: docs/authorization.md, kept equal to it by the matrix's test. */
export function renderAuthorizationMatrix(): string {
  const lines = [
    '# Authorization matrix',
    '',
    'Generated from `apps/api/src/http/authorization-matrix.ts` and checked against the server by',
    '`authorization-matrix.test.ts` (on PGlite and PostgreSQL): every operation of the OpenAPI document, every role,',
    'the object of each case being the roles\u2019 own (marked *) or foreign. Regenerate with',
    '`UPDATE_AUTHORIZATION_DOC=1 pnpm --filter @mesto/api exec vitest run src/http/authorization-matrix.test.ts`.',
    '',
    'Roles: **anonymous** (signed out); **user** (author of the personal objects: opinion, chat, room, visit);',
    '**another** (another user); **team** (TEAM member of organisation A, which owns place A, list A, event A);',
    '**owner** (DEFAULT owner of organisation A, BUSINESS_PANEL); **outsider** (DEFAULT owner of organisation B,',
    'BUSINESS_PANEL); **business** (BUSINESS_PANEL without a bind); **announcer**',
    '(EXTERNAL_EVENT_ANNOUNCEMENT_MANAGEMENT); **moderator** (MODERATION); **root** (ROOT).',
    '',
    'Outcomes: ✓ allowed (2xx); 401 sign in; 403 forbidden; 404 hidden; filtered (2xx without the foreign private',
    'items); 400 refused on its merits after the permission checks; 400 not yours (NOT_YOUR_ORGANISATION); 409 held by',
    'someone else. `/api/internal/**` (the bot, guarded by a shared secret) is not in the document.',
    '',
    `| Operation | Case | ${ROLES.join(' | ')} |`,
    `| --- | --- | ${ROLES.map(() => '---').join(' | ')} |`,
  ];
  for (const [operation, cases] of Object.entries(AUTHORIZATION_MATRIX)) {
    for (const row of cases) {
      const cells = ROLES.map((role) => `${SHORT[row.expected[role]]}${row.own.includes(role) ? '*' : ''}`);
      lines.push(`| \`${operation}\` | ${row.case} | ${cells.join(' | ')} |`);
    }
  }
  return `${lines.join('\n')}\n`;
}
