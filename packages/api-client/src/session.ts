import type { ApiClient } from './client.ts';
import { silent } from './client.ts';
import { ApiError, apiErrorFromNetwork } from './errors.ts';
import { browserTabs, createRenewal, type RenewalOutcome, type TabCoordination } from './renewal.ts';
import type { TokenStore } from './tokens.ts';
import type { CurrentUser, LoginBody, SignupBody } from './types.ts';

/** Loading at start; the init call then sets the user or leaves it empty (docs/product.md#session). */
export type SessionState = { status: 'loading'; user: null } | { status: 'ready'; user: CurrentUser | null };

/**
 * The state before the init call answers, one object for every session: a server-rendered page is hydrated from it,
 * and React re-renders a hydrated tree at once, synchronously, wherever the browser's state is not the very object
 * the server rendered with.
 */
export const SESSION_LOADING: SessionState = Object.freeze({ status: 'loading', user: null });

/** Why a signed-in session ended: the person logged out, or it could not be renewed (revoked, or too old). */
export type SignOutReason = 'logout' | 'expired';

export type SessionOptions = {
  /** How tabs of one browser agree on renewals; the page's Web Locks and localStorage by default. */
  tabs?: TabCoordination;
};

export type Session = ReturnType<typeof createSession>;

/** Calls that do the signing in and out: their 401 is an answer about the credentials, not an expired token. */
const SIGN_IN_PATHS = [
  '/api/auth/login',
  '/api/auth/signup',
  '/api/auth/init',
  '/api/auth/refresh',
  '/api/auth/logout',
];
/** A refresh that hangs would hold every waiting call (of every tab, through the lock): give up after this. */
const REFRESH_TIMEOUT_MS = 20_000;

/** The signed-in user of one app, framework-free; React reads it through `useSession`. */
export function createSession(
  api: Pick<ApiClient, 'client' | 'setRenewal'>,
  tokens: TokenStore,
  options: SessionOptions = {},
) {
  const { client } = api;
  let state: SessionState = SESSION_LOADING;
  const listeners = new Set<() => void>();
  const signOutListeners = new Set<(reason: SignOutReason) => void>();
  const set = (next: SessionState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  const signedIn = (data: { user: CurrentUser; accessToken: string; refreshToken: string }) => {
    tokens.set({ accessToken: data.accessToken, refreshToken: data.refreshToken });
    set({ status: 'ready', user: data.user });
    return data.user;
  };
  const signedOut = (reason: SignOutReason) => {
    const wasSignedIn = state.user !== null;
    tokens.clear();
    set({ status: 'ready', user: null });
    if (wasSignedIn) for (const listener of signOutListeners) listener(reason);
  };

  // The server reads the refresh token from its httpOnly cookie, which every tab and both apps (on a shared cookie
  // domain) keep current; a stored copy may be one rotation behind, and presenting it would end the session.
  async function refresh(): Promise<RenewalOutcome> {
    try {
      const { data } = await client.POST('/api/auth/refresh', {
        body: {},
        headers: silent,
        signal: AbortSignal.timeout(REFRESH_TIMEOUT_MS),
      });
      // Logged out while the refresh was under way: stay signed out.
      if (!data || state.user === null) return { renewed: false, error: null };
      signedIn(data);
      return { renewed: true };
    } catch (error) {
      const failure = error instanceof ApiError ? error : apiErrorFromNetwork(error);
      if (failure.status === 401 || failure.status === 403) {
        signedOut('expired');
        return { renewed: false, error: null };
      }
      // No connection or a server error: the session may well be valid, so the person stays signed in.
      return { renewed: false, error: failure };
    }
  }

  const renewal = createRenewal({ refresh, tabs: options.tabs ?? browserTabs() });
  api.setRenewal({
    covers: (request) => {
      if (state.user === null) return false;
      const { pathname } = new URL(request.url);
      return !SIGN_IN_PATHS.some((path) => pathname.endsWith(path));
    },
    renew: (since) => renewal.renew(since),
  });

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    /** Asks the API who is signed in. Silent: a failure just means nobody is. */
    async init(): Promise<CurrentUser | null> {
      try {
        const { data } = await client.POST('/api/auth/init', { headers: silent });
        if (data?.accessToken && data.refreshToken) {
          tokens.set({ accessToken: data.accessToken, refreshToken: data.refreshToken });
        }
        set({ status: 'ready', user: data?.user ?? null });
      } catch {
        set({ status: 'ready', user: null });
      }
      return state.user;
    },
    async login(body: LoginBody): Promise<CurrentUser> {
      const { data } = await client.POST('/api/auth/login', { body });
      return signedIn(data as NonNullable<typeof data>);
    },
    async signup(body: SignupBody): Promise<CurrentUser> {
      const { data } = await client.POST('/api/auth/signup', { body });
      return signedIn(data as NonNullable<typeof data>);
    },
    /** Clears the user and both tokens, whatever the network says (docs/product.md#session). */
    async logout(): Promise<void> {
      try {
        await client.POST('/api/auth/logout', { body: {}, headers: silent });
      } catch {
        // Signed out locally either way; the server session expires on its own.
      } finally {
        signedOut('logout');
      }
    },
    /**
     * Renews the tokens unless that already happened after `since` (in this tab or another); resolves true when
     * the session goes on. For connections that notice an expired token themselves, like the chats socket.
     */
    async renew(since: number = Date.now()): Promise<boolean> {
      if (state.user === null) return false;
      return (await renewal.renew(since)).renewed;
    },
    /** Called when a signed-in session ends (logout, or a renewal the server refused); returns the unsubscribe. */
    onSignedOut(listener: (reason: SignOutReason) => void) {
      signOutListeners.add(listener);
      return () => {
        signOutListeners.delete(listener);
      };
    },
    /** After the user edits their profile elsewhere in the app. */
    setUser(user: CurrentUser | null) {
      set({ status: 'ready', user });
    },
  };
}
