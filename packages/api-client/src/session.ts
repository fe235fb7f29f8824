import type { ApiClient } from './client.ts';
import { silent } from './client.ts';
import type { TokenStore } from './tokens.ts';
import type { CurrentUser, LoginBody, SignupBody } from './types.ts';

/** Spec §4: loading at start; the init call then sets the user or leaves it empty. */
export type SessionState = { status: 'loading'; user: null } | { status: 'ready'; user: CurrentUser | null };

export type Session = ReturnType<typeof createSession>;

/** The signed-in user of one app, framework-free; React reads it through `useSession`. */
export function createSession({ client }: Pick<ApiClient, 'client'>, tokens: TokenStore) {
  let state: SessionState = { status: 'loading', user: null };
  const listeners = new Set<() => void>();
  const set = (next: SessionState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  const signedIn = (data: { user: CurrentUser; accessToken: string; refreshToken: string }) => {
    tokens.set({ accessToken: data.accessToken, refreshToken: data.refreshToken });
    set({ status: 'ready', user: data.user });
    return data.user;
  };

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
    /** Clears the user and both tokens, whatever the network says (spec §4). */
    async logout(): Promise<void> {
      try {
        await client.POST('/api/auth/logout', { body: {}, headers: silent });
      } catch {
        // Signed out locally either way; the server session expires on its own.
      } finally {
        tokens.clear();
        set({ status: 'ready', user: null });
      }
    },
    /** After the user edits their profile elsewhere in the app. */
    setUser(user: CurrentUser | null) {
      set({ status: 'ready', user });
    },
  };
}
