// The paths of the sites' pages that the API and the bot write into links (notifications, moderation, the bot's
// answers): one place to spell them, matching the visitor site's routes (apps/visitor/src/config/paths.ts) and the
// business panel's. Codes, ids and usernames are encoded as path or query parts; the API's codes, uuids and
// usernames are URL-safe, so for them the encoding changes nothing.

const encode = encodeURIComponent;

/** The visitor site's home page. */
export const homePath = (): string => '/';

/** A place's page. */
export const placePath = (placeCode: string): string => `/place/${encode(placeCode)}`;

/** An event's page. */
export const eventPath = (eventCode: string): string => `/event/${encode(eventCode)}`;

/** An organisation's page. */
export const organisationPath = (organisationCode: string): string => `/organisation/${encode(organisationCode)}`;

/** A person's profile, by their username or their code. */
export const profilePath = (userCodeOrUsername: string): string => `/profile/${encode(userCodeOrUsername)}`;

/** A room's page. */
export const roomPath = (roomCode: string): string => `/room/${encode(roomCode)}`;

/** The chats screen, opening the chat `chatId` when given. */
export const chatPath = (chatId?: string): string =>
  chatId === undefined ? '/chats' : `/chats?chat=${encode(chatId)}`;

/** The opinions screen. */
export const opinionsPath = (): string => '/opinions';

/** An opinion where it is shown: on its place's or its event's page, scrolled to it. */
export const opinionPath = (subject: { placeCode: string } | { eventCode: string }, opinionId: string): string =>
  `${'placeCode' in subject ? placePath(subject.placeCode) : eventPath(subject.eventCode)}#opinion-${encode(opinionId)}`;

/** The business panel's chats. */
export const businessChatsPath = (): string => '/business/chats';

/** The business panel's opinions, of the place `placeCode` when given. */
export const businessOpinionsPath = (placeCode?: string): string =>
  placeCode ? `/business/opinions?place=${encode(placeCode)}` : '/business/opinions';
