/** How long a toast stays on screen. */
export const TOAST_DURATION_MS = 3000;
export const TOAST_PLACEMENT = 'bottom-center';

/** Socket.IO endpoint path on the API host, and the namespace chat events travel in. */
export const SOCKET_PATH = '/sockets';
export const CHATS_NAMESPACE = '/chats';
// Reconnect forever with jittered back-off between 1 and 5 s: chats must recover on their own
// after a phone wakes up or changes network, without hammering the server all at once.
export const SOCKET_RECONNECTION_DELAY_MS = 1000;
export const SOCKET_RECONNECTION_DELAY_MAX_MS = 5000;
export const SOCKET_RANDOMIZATION_FACTOR = 0.5;
export const SOCKET_RECONNECTION_ATTEMPTS = Number.POSITIVE_INFINITY;
export const SOCKET_CONNECT_TIMEOUT_MS = 20000;

/** How often an open app checks whether a newer build has been deployed (one hour). */
export const BUILD_CHECK_INTERVAL_MS = 3_600_000;
/** After reloading for a new build, a second reload of the same path within this window is skipped to avoid loops. */
export const SAME_PATH_RELOAD_SUPPRESSION_MS = 10_000;

/** Storage keys shared by every client so sessions and settings survive app updates. */
export const APP_SETTINGS_STORAGE_KEY = 'appSettings';
export const ACCESS_TOKEN_KEY = 'access-token';
export const REFRESH_TOKEN_KEY = 'refresh-token';

/** List pagination: the page size when none is asked for, and the largest one the API accepts. */
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
