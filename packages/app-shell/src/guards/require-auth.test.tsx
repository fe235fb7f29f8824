import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithSession, testUser } from '../testing/render-with-session.tsx';
import { RequireAuth } from './require-auth.tsx';

const routes = [
  { path: '/auth/login', element: <h1>Вход</h1> },
  { Component: RequireAuth, children: [{ path: '/chats', element: <h1>Чаты</h1> }] },
];

afterEach(cleanup);

describe('RequireAuth', () => {
  it('sends a signed-out visitor to login, remembering the path and query', async () => {
    const { router } = renderWithSession(routes, '/chats?room=7&tab=unread', null);
    expect(await screen.findByRole('heading', { name: 'Вход' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/chats?room=7&tab=unread')}`);
  });

  it('lets a signed-in user through', async () => {
    renderWithSession(routes, '/chats', testUser());
    expect(await screen.findByRole('heading', { name: 'Чаты' })).toBeDefined();
  });

  it('goes to login with the way back when the session ends on a guarded screen (the refresh is refused)', async () => {
    const seen: string[] = [];
    const api = async (request: Request) => {
      const { pathname } = new URL(request.url);
      seen.push(pathname);
      return Response.json(
        { message: pathname === '/api/auth/refresh' ? 'Сессия истекла' : 'Войдите' },
        { status: 401 },
      );
    };
    const { router, api: client } = renderWithSession(routes, '/chats?room=7', testUser(), undefined, api);
    expect(await screen.findByRole('heading', { name: 'Чаты' })).toBeDefined();

    await act(async () => {
      await client.client.GET('/api/users/me' as never).catch(() => undefined);
    });

    expect(seen).toEqual(['/api/users/me', '/api/auth/refresh']);
    expect(await screen.findByRole('heading', { name: 'Вход' })).toBeDefined();
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/chats?room=7')}`);
  });
});
