import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithSession, testUser } from '../testing/render-with-session.tsx';
import { RequireAuth } from './require-auth.tsx';

const routes = [
  { path: '/auth/login', element: <h1>Вход</h1> },
  { Component: RequireAuth, children: [{ path: '/chats', element: <h1>Чаты</h1> }] },
];

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
});
