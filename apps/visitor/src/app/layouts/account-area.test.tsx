import { renderWithSession, testUser } from '@mesto/app-shell/testing';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AccountArea } from './account-area.tsx';

const routes = [{ path: '*', element: <AccountArea /> }];

afterEach(cleanup);

describe('AccountArea', () => {
  it('offers a signed-out visitor a login that comes back to this page', async () => {
    renderWithSession(routes, '/places?tag=jazz', null);
    expect((await screen.findByRole('link', { name: 'Войти' })).getAttribute('href')).toBe(
      `/auth/login?redirect=${encodeURIComponent('/places?tag=jazz')}`,
    );
  });

  it('does not remember the home page or an auth screen', async () => {
    for (const path of ['/', '/auth/signup?redirect=%2Fchats']) {
      const { unmount } = renderWithSession(routes, path, null);
      expect((await screen.findByRole('link', { name: 'Войти' })).getAttribute('href')).toBe('/auth/login');
      unmount();
    }
  });

  it('shows a signed-in person their account menu instead', async () => {
    renderWithSession(routes, '/places', testUser());
    expect(await screen.findByRole('button', { name: 'Учётная запись: Анна Смирнова' })).toBeDefined();
    expect(screen.queryByRole('link', { name: 'Войти' })).toBeNull();
  });
});
