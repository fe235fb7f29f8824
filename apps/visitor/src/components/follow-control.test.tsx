import { renderWithSession, testUser } from '@mesto/app-shell/testing';
import { setToastSink, type ToastOptions } from '@mesto/ui';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FollowControl } from './follow-control.tsx';

const PLACE = 'b0000000-0000-4000-8000-000000000001';
const routes = [{ path: '*', element: <FollowControl target={{ place: PLACE }} /> }];

const status = (subscribed: boolean, followers: number) =>
  Response.json({ subscribed, followedBack: false, friends: false, followers });

/** A stand-in API: the status as stored, and subscribe calls that wait for the test to answer them. */
function fakeApi() {
  let stored = { subscribed: false, followers: 2 };
  const waiting: ((response: Response) => void)[] = [];
  const calls: string[] = [];
  const fetch = async (request: Request): Promise<Response> => {
    const path = new URL(request.url).pathname;
    calls.push(`${request.method} ${path}`);
    if (path === '/api/user-subscriptions/status') return status(stored.subscribed, stored.followers);
    return new Promise((resolve) => waiting.push(resolve));
  };
  const answer = (response: Response, next?: typeof stored) => {
    if (next) stored = next;
    waiting.shift()?.(response);
  };
  return { fetch, answer, calls, waiting };
}

let toasts: ToastOptions[] = [];
beforeEach(() => {
  toasts = [];
  setToastSink((options) => toasts.push(options));
});
afterEach(() => {
  setToastSink(null);
  cleanup();
});

describe('FollowControl', () => {
  it('sends a signed-out visitor to sign in and back to this page', async () => {
    renderWithSession(routes, '/place/mayak?tab=opinions', null);
    const link = await screen.findByRole('link', { name: 'Подписаться' });
    expect(link.getAttribute('href')).toBe(`/auth/login?redirect=${encodeURIComponent('/place/mayak?tab=opinions')}`);
  });

  it('shows the follow at once, before the server answers, and keeps what the server says', async () => {
    const api = fakeApi();
    renderWithSession(routes, '/place/mayak', testUser(), undefined, api.fetch);
    expect(await screen.findByText('2 подписчика')).toBeDefined();

    fireEvent.click(screen.getByRole('button', { name: 'Подписаться' }));
    const pressed = await screen.findByRole('button', { pressed: true });
    expect(pressed.textContent).toContain('Вы подписаны');
    expect(screen.getByText('3 подписчика')).toBeDefined();
    await waitFor(() => expect(api.waiting).toHaveLength(1));
    expect(api.calls).toContain('POST /api/user-subscriptions/subscribe');

    api.answer(status(true, 3), { subscribed: true, followers: 3 });
    await waitFor(() => expect(screen.getByRole('button', { pressed: true })).toBeDefined());
    expect(toasts).toEqual([]);
  });

  it('puts the button back and says so when the server refuses', async () => {
    const api = fakeApi();
    renderWithSession(routes, '/place/mayak', testUser(), undefined, api.fetch);
    expect(await screen.findByText('2 подписчика')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Подписаться' }));
    expect(await screen.findByRole('button', { pressed: true })).toBeDefined();
    await waitFor(() => expect(api.waiting).toHaveLength(1));

    api.answer(Response.json({ message: 'Место не найдено' }, { status: 400 }));
    expect(await screen.findByRole('button', { name: 'Подписаться', pressed: false })).toBeDefined();
    expect(screen.getByText('2 подписчика')).toBeDefined();
    expect(toasts).toEqual([{ severity: 'error', description: 'Не удалось подписаться. Попробуйте ещё раз.' }]);
  });

  it('offers nothing on one’s own profile', async () => {
    const { container } = renderWithSession(
      [{ path: '*', element: <FollowControl target={{ user: 'anna' }} /> }],
      '/profile/anna',
      testUser(),
    );
    await waitFor(() => expect(container.textContent).toBe(''));
  });
});
