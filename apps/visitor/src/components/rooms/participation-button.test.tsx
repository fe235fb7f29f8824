import type { CurrentUser, components } from '@mesto/api-client';
import { renderWithSession, testUser } from '@mesto/app-shell/testing';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ParticipationButton } from './participation-button.tsx';

type Room = components['schemas']['Room'];

const me = testUser();
const OTHER = '00000000-0000-4000-8000-0000000000b2';

const room = (patch: Partial<Room> = {}): Room => ({
  id: '00000000-0000-4000-8000-0000000000a1',
  code: 'room0001',
  title: 'Джем',
  description: '',
  owner: { id: OTHER, code: 'u2', username: 'ivan', displayName: 'Иван Петров', avatarFileId: null },
  authorBlocked: false,
  moderation: null,
  placeId: null,
  place: null,
  eventId: null,
  event: null,
  startsAt: '2026-11-28T16:00:00.000Z',
  timeZone: 'Europe/Moscow',
  capacity: 4,
  participantCount: 2,
  joined: false,
  chatId: null,
  visibility: 'PUBLIC',
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  ...patch,
});

const show = (value: Room, user: CurrentUser | null = me, fetch?: (request: Request) => Promise<Response>) =>
  renderWithSession(
    [{ path: '*', element: <ParticipationButton room={value} /> }],
    '/rooms?mine=true',
    user,
    undefined,
    fetch,
  );

afterEach(cleanup);

describe('ParticipationButton', () => {
  it('sends a signed-out visitor to the login, and back to the rooms', async () => {
    show(room(), null);
    expect((await screen.findByRole('link', { name: 'Присоединиться' })).getAttribute('href')).toBe(
      `/auth/login?redirect=${encodeURIComponent('/rooms?mine=true')}`,
    );
  });

  it('says there is no seat left instead of offering one', async () => {
    show(room({ participantCount: 4 }));
    const full = await screen.findByRole('button', { name: 'Мест нет' });
    expect((full as HTMLButtonElement).disabled).toBe(true);
  });

  it('lets a participant of a full room leave', async () => {
    show(room({ participantCount: 4, joined: true }));
    expect(await screen.findByRole('button', { name: 'Выйти из комнаты «Джем»' })).toBeDefined();
  });

  it('offers the owner no way out', async () => {
    const { container } = show(room({ owner: { ...room().owner, id: me.id } }));
    await waitFor(() => expect(container.textContent).toBe(''));
  });

  it('joins through the API', async () => {
    const calls: string[] = [];
    show(room(), me, async (request) => {
      calls.push(`${request.method} ${new URL(request.url).pathname} ${await request.text()}`);
      return Response.json({ joined: true, participants: 3, capacity: 4 });
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Присоединиться к комнате «Джем»' }));
    await waitFor(() => expect(calls).toContain(`POST /api/rooms/toggle-participant {"roomId":"${room().id}"}`));
  });
});
