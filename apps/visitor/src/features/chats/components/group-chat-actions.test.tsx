import type { components } from '@mesto/api-client';
import { renderWithSession, testUser } from '@mesto/app-shell/testing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { GroupChatActions } from './group-chat-actions.tsx';

type Chat = components['schemas']['Chat'];

const me = testUser();
const CHAT = '00000000-0000-4000-8000-0000000000c1';
const self = { id: me.id, code: 'u1', username: 'anna', displayName: 'Анна Смирнова', avatarFileId: null };
const ivan = {
  id: '00000000-0000-4000-8000-0000000000b2',
  code: 'u2',
  username: 'ivan',
  displayName: 'Иван Петров',
  avatarFileId: null,
};
const olga = {
  id: '00000000-0000-4000-8000-0000000000b3',
  code: 'u3',
  username: null,
  displayName: 'Ольга Ким',
  avatarFileId: null,
};

const group = (patch: Partial<Chat> = {}): Chat => ({
  id: CHAT,
  type: 'GROUP',
  title: 'Походы',
  organisation: null,
  place: null,
  counterpart: null,
  room: null,
  ownerId: me.id,
  memberCount: 3,
  members: [self, ivan, olga],
  lastMessage: null,
  unreadCount: 0,
  lastReadMessageId: null,
  othersReadAt: null,
  asTeam: false,
  createdAt: '2026-11-01T00:00:00.000Z',
  lastMessageAt: null,
  ...patch,
});

/** Records every call but the list's; answers as the API does when all goes well. */
function fakeApi() {
  const calls: string[] = [];
  const fetch = async (request: Request): Promise<Response> => {
    const path = new URL(request.url).pathname;
    if (request.method === 'GET') return Response.json({ items: [], nextCursor: null });
    const body = request.method === 'DELETE' ? '' : await request.text();
    calls.push(`${request.method} ${path}${body === '' ? '' : ` ${body}`}`);
    if (path === '/api/chats/editor') return Response.json(group({ title: JSON.parse(body).title }));
    return Response.json({ ok: true });
  };
  return { fetch, calls };
}

const show = (chat: Chat) => {
  const api = fakeApi();
  const rendered = renderWithSession(
    [
      { path: '/chats', element: <GroupChatActions chat={chat} /> },
      { path: '*', element: null },
    ],
    `/chats?chat=${chat.id}`,
    me,
    undefined,
    api.fetch,
  );
  return { ...rendered, api };
};

afterEach(cleanup);

describe('GroupChatActions', () => {
  it('offers nothing in a private chat', () => {
    const { container } = show(group({ type: 'PRIVATE', ownerId: null }));
    expect(container.textContent).toBe('');
  });

  it('lets a member who did not make the group leave it, after a question, and goes back to the list', async () => {
    const { api, router } = show(group({ ownerId: ivan.id }));
    expect(screen.queryByRole('button', { name: 'Настройки' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Удалить чат' })).toBeNull();
    // On a phone the same actions are in one menu.
    expect(screen.getByRole('button', { name: 'Действия с чатом' })).toBeDefined();

    fireEvent.click(screen.getByRole('button', { name: 'Выйти из чата' }));
    const question = await screen.findByRole('alertdialog', { name: 'Выйти из чата «Походы»?' });
    fireEvent.click(within(question).getByRole('button', { name: 'Выйти' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(api.calls).toEqual([`POST /api/chats/leave {"chatId":"${CHAT}"}`]);
  });

  it('lets the owner delete the group only once they confirm', async () => {
    const { api, router } = show(group());
    expect(screen.queryByRole('button', { name: 'Выйти из чата' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Удалить чат' }));
    let question = await screen.findByRole('alertdialog', { name: 'Удалить чат «Походы»?' });
    fireEvent.click(within(question).getByRole('button', { name: 'Не удалять' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.calls).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Удалить чат' }));
    question = await screen.findByRole('alertdialog', { name: 'Удалить чат «Походы»?' });
    fireEvent.click(within(question).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(api.calls).toEqual([`DELETE /api/chats/${CHAT}`]);
  });

  it('opens the owner’s settings with the members but the owner, and saves the whole new list', async () => {
    const { api } = show(group());
    fireEvent.click(screen.getByRole('button', { name: 'Настройки' }));
    const dialog = await screen.findByRole('dialog', { name: 'Настройки группы' });
    const title = within(dialog).getByRole('textbox', { name: /Название/ }) as HTMLInputElement;
    expect(title.value).toBe('Походы');
    const picked = within(dialog).getByRole('list', { name: 'Кто будет в группе' });
    expect(within(picked).queryByText('Анна Смирнова')).toBeNull();
    expect(within(picked).getByText('Иван Петров')).toBeDefined();

    fireEvent.change(title, { target: { value: 'Походы и сплавы' } });
    fireEvent.click(within(picked).getByRole('button', { name: 'Убрать Ольга Ким' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls).toEqual([
      `POST /api/chats/editor {"id":"${CHAT}","title":"Походы и сплавы","memberIds":["${ivan.id}"]}`,
    ]);
  });
});
