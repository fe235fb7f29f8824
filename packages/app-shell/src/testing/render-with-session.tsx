import { type CurrentUser, createApiClient, createSession, memoryTokenStore } from '@mesto/api-client';
import { ApiProvider } from '@mesto/api-client/react';
import { render } from '@testing-library/react';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { type ShellConfig, ShellConfigProvider } from '../shell-config.tsx';

/** A user as the API returns it, with the given permissions. */
export function testUser(permissions: string[] = []): CurrentUser {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    code: 'u1',
    username: 'anna',
    displayName: 'Анна Смирнова',
    permissions,
  } as unknown as CurrentUser;
}

/** The shell settings of a test: home at `/`, the login screen at `/auth/login`. */
export const testShellConfig: ShellConfig = {
  documentTitle: (title) => `${title} — Место`,
  homeHref: '/',
  loginHref: (redirectTo) => (redirectTo ? `/auth/login?redirect=${encodeURIComponent(redirectTo)}` : '/auth/login'),
  siteOrigin: 'https://gorod.example',
};

/**
 * Renders routes at `path` with a session that is already settled (signed in as `user`, or signed out). `fetch`
 * stands in for the API when a test needs its answers (by default every call gets `{ user: null }`).
 */
export function renderWithSession(
  routes: RouteObject[],
  path: string,
  user: CurrentUser | null,
  config: ShellConfig = testShellConfig,
  fetch: (request: Request) => Promise<Response> = async () => Response.json({ user: null }),
) {
  const api = createApiClient({ baseUrl: 'http://api.test', fetch });
  // One tab: no lock or shared storage from the test environment.
  const session = createSession(api, memoryTokenStore(), { tabs: {} });
  session.setUser(user);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return {
    router,
    api,
    session,
    ...render(
      <ShellConfigProvider config={config}>
        <ApiProvider api={api} session={session}>
          <RouterProvider router={router} />
        </ApiProvider>
      </ShellConfigProvider>,
    ),
  };
}
