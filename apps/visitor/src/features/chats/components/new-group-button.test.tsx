import type { components } from '@mesto/api-client';
import { renderWithSession, testUser } from '@mesto/app-shell/testing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { NewGroupButton } from './new-group-button.tsx';

type Chat = components['schemas']['Chat'];

const me = testUser();
const CHAT = '00000000-0000-4000-8000-0000000000c1';
const ivan = {
  id: '00000000-0000-4000-8000-0000000000b2',
  code: 'u2',
  username: 'ivan',
  displayName: 'Иван Петров',
  avatarFileId: null,
};
const self = { id: me.id, code: 'u1', username: 'anna', displayName: 'Анна Смирнова', avatarFileId: null };

const created = (title: string): Chat => ({
  id: CHAT,
  type: 'GROUP',
  title,
  organisation: null,
  place: null,
  counterpart: null,
  room: null,
  ownerId: me.id,
  memberCount: 2,
  members: [self, ivan],
  lastMessage: null,
  unreadCount: 0,
  lastReadMessageId: null,
  othersReadAt: null,
  asTeam: false,
  createdAt: '2026-11-01T00:00:00.000Z',
  lastMessageAt: null,
});

/** The chats API as the dialog uses it; `editor` answers the save (by default with the created chat). */
function fakeApi(
  editor: (body: { title: string; memberIds: string[] }) => Response = (body) => Response.json(created(body.title)),
) {
  const saved: unknown[] = [];
  const fetch = async (request: Request): Promise<Response> => {
    const path = new URL(request.url).pathname;
    if (path === '/api/chats/blank') return Response.json({ title: '', memberIds: [] });
    if (path === '/api/users') return Response.json({ items: [self, ivan], nextCursor: null });
    if (path === '/api/chats/editor' && request.method === 'POST') {
      const body = await request.json();
      saved.push(body);
      return editor(body);
    }
    if (path === '/api/chats') return Response.json({ items: [], nextCursor: null });
    return Response.json({ message: 'Не найдено' }, { status: 404 });
  };
  return { fetch, saved };
}

const routes = [
  { path: '/chats', element: <NewGroupButton /> },
  { path: '*', element: null },
];

async function openAndFill(fetch: (request: Request) => Promise<Response>) {
  const rendered = renderWithSession(routes, '/chats', me, undefined, fetch);
  fireEvent.click(screen.getByRole('button', { name: 'Новая группа' }));
  const dialog = await screen.findByRole('dialog', { name: 'Новая группа' });
  const title = await within(dialog).findByRole('textbox', { name: /Название/ });
  fireEvent.change(title, { target: { value: 'Походы по выходным' } });
  fireEvent.change(within(dialog).getByRole('searchbox', { name: 'Участники' }), { target: { value: 'ив' } });
  const found = await within(dialog).findByRole('list', { name: 'Найденные люди' });
  fireEvent.click(within(found).getByRole('button', { name: /Иван Петров/ }));
  return { ...rendered, dialog, title: title as HTMLInputElement };
}

afterEach(cleanup);

describe('NewGroupButton', () => {
  it('creates the group with its title and the picked people, then opens it', async () => {
    const api = fakeApi();
    const { dialog, router } = await openAndFill(api.fetch);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Создать' }));

    await waitFor(() => expect(router.state.location.search).toBe(`?chat=${CHAT}`));
    expect(router.state.location.pathname).toBe('/chats');
    expect(api.saved).toEqual([{ title: 'Походы по выходным', memberIds: [ivan.id] }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the server’s word under «Название» and keeps everything typed', async () => {
    const api = fakeApi(() =>
      Response.json(
        { statusCode: 400, message: 'Проверьте поля', fields: { title: 'Название — не длиннее 120 символов' } },
        { status: 400 },
      ),
    );
    const { dialog, title, router } = await openAndFill(api.fetch);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Создать' }));

    const message = await within(dialog).findByText('Название — не длиннее 120 символов');
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(title.getAttribute('aria-describedby')).toBe(message.id);
    expect(title.value).toBe('Походы по выходным');
    expect(within(dialog).getByRole('button', { name: 'Убрать Иван Петров' })).toBeDefined();
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('dialog', { name: 'Новая группа' })).toBeDefined();
  });

  it('asks for a title before sending anything', async () => {
    const api = fakeApi();
    const { dialog, title } = await openAndFill(api.fetch);
    fireEvent.change(title, { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Создать' }));
    expect(await within(dialog).findByText('Укажите название')).toBeDefined();
    expect(api.saved).toEqual([]);
  });
});
