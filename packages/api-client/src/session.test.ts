import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '@mesto/domain';
import { describe, expect, it } from 'vitest';
import { createApiClient, createSession, storageTokenStore } from './index.ts';

const user = {
  id: '00000000-0000-4000-8000-000000000001',
  code: 'abc',
  username: 'anna',
  displayName: 'Анна',
  gender: null,
  about: '',
  avatarFileId: null,
  contacts: [],
  createdAt: new Date().toISOString(),
  moderation: null,
  email: null,
  phone: null,
  permissions: [],
  specificSettings: {},
  favoriteFeatureIds: [],
  telegramBound: false,
  hasPassword: true,
};

function fakeApi(routes: Record<string, () => Response>) {
  const calls: string[] = [];
  const api = createApiClient({
    fetch: async (input) => {
      const url = new URL((input as Request).url);
      calls.push(url.pathname);
      return routes[url.pathname]?.() ?? new Response('{}', { status: 404 });
    },
    baseUrl: 'http://api.test',
  });
  return { api, calls };
}
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('session', () => {
  it('starts loading, then init sets the user', async () => {
    const { api } = fakeApi({ '/api/auth/init': () => json({ user }) });
    const session = createSession(api, storageTokenStore(localStorage));
    expect(session.getState()).toEqual({ status: 'loading', user: null });
    await session.init();
    expect(session.getState()).toEqual({ status: 'ready', user });
  });

  it('init leaves the user empty, silently, when the API fails', async () => {
    const { api } = fakeApi({ '/api/auth/init': () => json({ message: 'упало' }, 500) });
    const session = createSession(api, storageTokenStore(localStorage));
    await session.init();
    expect(session.getState()).toEqual({ status: 'ready', user: null });
  });

  it('login keeps both tokens in storage; logout clears the user and both tokens', async () => {
    const { api, calls } = fakeApi({
      '/api/auth/login': () => json({ user, accessToken: 'a1', refreshToken: 'r1' }),
      '/api/auth/logout': () => json({ ok: true }),
    });
    const session = createSession(api, storageTokenStore(localStorage));
    const seen: string[] = [];
    session.subscribe(() => seen.push(session.getState().user?.username ?? 'nobody'));
    await session.login({ login: 'anna', password: 'secret-password' });
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('a1');
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBe('r1');
    await session.logout();
    expect(calls).toContain('/api/auth/logout');
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBeNull();
    expect(seen).toEqual(['anna', 'nobody']);
  });

  it('logout signs out locally even when the network fails', async () => {
    const { api } = fakeApi({ '/api/auth/logout': () => json({}, 503) });
    const session = createSession(api, storageTokenStore(localStorage));
    session.setUser(user);
    await session.logout();
    expect(session.getState().user).toBeNull();
  });
});
