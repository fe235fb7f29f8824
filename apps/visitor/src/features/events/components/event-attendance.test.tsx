import type { CurrentUser } from '@mesto/api-client';
import { renderWithSession, testUser } from '@mesto/app-shell/testing';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { EventAttendance as Attendance } from '../api/event-attendance.ts';
import { EventAttendance } from './event-attendance.tsx';

const me = testUser();
const EVENT = '00000000-0000-4000-8000-0000000000e1';

const figures = (patch: Partial<Attendance> = {}): Attendance => ({
  eventId: EVENT,
  going: 3,
  interested: 1,
  myStatus: null,
  myVisibility: null,
  friendsGoing: [],
  friendsGoingCount: 0,
  ...patch,
});

/** The block on an event page, with an API answering `answer` to reads and recording every call. */
function show(user: CurrentUser | null, answer: Attendance, { isPast = false } = {}) {
  const calls: string[] = [];
  renderWithSession(
    [{ path: '*', element: <EventAttendance eventId={EVENT} isPast={isPast} /> }],
    '/event/ev1',
    user,
    undefined,
    async (request) => {
      const body = request.method === 'POST' ? await request.text() : '';
      calls.push(`${request.method} ${new URL(request.url).pathname} ${body}`.trim());
      if (request.method === 'POST') {
        const { status } = JSON.parse(body) as { status: Attendance['myStatus'] };
        return Response.json({ ...answer, going: answer.going + 1, myStatus: status, myVisibility: 'FRIENDS' });
      }
      return Response.json(answer);
    },
  );
  return calls;
}

afterEach(cleanup);

describe('EventAttendance', () => {
  it('shows a signed-out visitor the counts and a way to sign in, no buttons', async () => {
    show(null, figures());
    expect(await screen.findByText('Идут: 3 · Интересно: 1')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Войти и отметить' }).getAttribute('href')).toBe(
      `/auth/login?redirect=${encodeURIComponent('/event/ev1')}`,
    );
    expect(screen.queryByRole('button', { name: /Пойду/ })).toBeNull();
  });

  it('presses the person’s mark and names the friends who go', async () => {
    show(
      me,
      figures({
        myStatus: 'INTERESTED',
        myVisibility: 'FRIENDS',
        friendsGoing: [{ id: 'f1', code: 'u1', username: 'ivan', displayName: 'Иван Петров', avatarFileId: null }],
        friendsGoingCount: 3,
      }),
    );
    const interested = await screen.findByRole('button', { name: /^Интересно/ });
    expect(interested.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: /^Пойду/ }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText('Отметку видят: друзья')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Иван Петров' }).getAttribute('href')).toBe('/profile/ivan');
    expect(screen.getByText('и ещё 2')).toBeDefined();
  });

  it('marks «Пойду» through the API and shows it at once', async () => {
    const calls = show(me, figures());
    const going = await screen.findByRole('button', { name: /^Пойду/ });
    fireEvent.click(going);
    await waitFor(() => expect(going.getAttribute('aria-pressed')).toBe('true'));
    expect(going.textContent).toContain('4');
    await waitFor(() =>
      expect(calls).toContain(`POST /api/event-attendance/mark {"event":"${EVENT}","status":"GOING"}`),
    );
  });

  it('offers no marks on an event that is over', async () => {
    show(me, figures(), { isPast: true });
    expect(await screen.findByText('Идут: 3 · Интересно: 1')).toBeDefined();
    expect(screen.queryByRole('button', { name: /Пойду/ })).toBeNull();
  });
});
