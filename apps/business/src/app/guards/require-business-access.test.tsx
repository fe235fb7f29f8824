import { RequireAuth } from '@mesto/app-shell';
import { renderWithSession, testUser } from '@mesto/app-shell/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RequireBusinessAccess } from './require-business-access.tsx';

const routes = [
  { path: '/auth/login', element: <h1>Вход в бизнес-панель</h1> },
  {
    Component: RequireAuth,
    children: [{ Component: RequireBusinessAccess, children: [{ path: '/business', element: <h1>Обзор</h1> }] }],
  },
];

describe('the business guards', () => {
  it('send a signed-out person to the login screen', async () => {
    const { router } = renderWithSession(routes, '/business', null);
    expect(await screen.findByRole('heading', { name: 'Вход в бизнес-панель' })).toBeDefined();
    expect(router.state.location.search).toBe('?redirect=%2Fbusiness');
  });

  it('show 403 to a user without business access', async () => {
    renderWithSession(routes, '/business', testUser([]));
    expect(await screen.findByRole('heading', { name: '403 Недостаточно доступа' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Войти другим аккаунтом' })).toBeDefined();
  });

  it('open the panel to BUSINESS_PANEL, to ROOT and to moderators (their queue is in it)', async () => {
    for (const permission of ['BUSINESS_PANEL', 'ROOT', 'MODERATION']) {
      const { unmount } = renderWithSession(routes, '/business', testUser([permission]));
      expect(await screen.findByRole('heading', { name: 'Обзор' })).toBeDefined();
      unmount();
    }
  });
});
