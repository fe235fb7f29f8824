import { type CurrentUser, createApiClient, createSession, memoryTokenStore } from '@mesto/api-client';
import { ApiProvider } from '@mesto/api-client/react';
import { render } from '@testing-library/react';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';

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

/** Renders routes at `path` with a session that is already settled (signed in as `user`, or signed out). */
export function renderWithSession(routes: RouteObject[], path: string, user: CurrentUser | null) {
  const api = createApiClient({ fetch: async () => Response.json({ user: null }) });
  const session = createSession(api, memoryTokenStore());
  session.setUser(user);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return {
    router,
    ...render(
      <ApiProvider api={api} session={session}>
        <RouterProvider router={router} />
      </ApiProvider>,
    ),
  };
}
