import { renderWithSession, testUser } from '@mesto/app-shell/testing';
import { Field } from '@mesto/ui';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ChatPerson } from '../api/find-people.ts';
import { PeoplePicker } from './people-picker.tsx';

const me = testUser();

const person = (id: string, displayName: string, username: string | null): ChatPerson => ({
  id,
  code: `c${id.slice(-2)}`,
  username,
  displayName,
  avatarFileId: null,
});

const anna = person(me.id, 'Анна Смирнова', 'anna');
const ivan = person('00000000-0000-4000-8000-0000000000b2', 'Иван Петров', 'ivan');
const anya = person('00000000-0000-4000-8000-0000000000b3', 'Аня Козлова', null);

/** `GET /api/users?q=`: everyone whose name contains the text, oneself included (as the real API answers). */
function fakeApi() {
  const asked: string[] = [];
  const fetch = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    if (url.pathname !== '/api/users') return Response.json({ message: 'Не найдено' }, { status: 404 });
    const q = (url.searchParams.get('q') ?? '').toLocaleLowerCase('ru-RU');
    asked.push(q);
    const items = [anna, ivan, anya].filter((one) => one.displayName.toLocaleLowerCase('ru-RU').includes(q));
    return Response.json({ items, nextCursor: null });
  };
  return { fetch, asked };
}

function Picker({ initial = [] }: { initial?: ChatPerson[] }) {
  const [selected, setSelected] = useState<ChatPerson[]>(initial);
  return (
    <Field label="Участники">
      <PeoplePicker selected={selected} onChange={setSelected} excludeIds={[me.id]} />
    </Field>
  );
}

const show = (initial?: ChatPerson[]) => {
  const api = fakeApi();
  renderWithSession([{ path: '*', element: <Picker initial={initial} /> }], '/chats', me, undefined, api.fetch);
  return api;
};

const search = async (value: string) => {
  fireEvent.change(await screen.findByRole('searchbox', { name: 'Участники' }), { target: { value } });
};

const results = () => screen.findByRole('list', { name: 'Найденные люди' });

afterEach(cleanup);

describe('PeoplePicker', () => {
  it('asks only from two letters on, and never offers oneself', async () => {
    const api = show();
    await search('а');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(api.asked).toEqual([]);
    expect(screen.queryByRole('list', { name: 'Найденные люди' })).toBeNull();

    await search('ан');
    const found = await results();
    expect(api.asked).toEqual(['ан']);
    expect(within(found).getByRole('button', { name: /Аня Козлова/ })).toBeDefined();
    expect(within(found).queryByRole('button', { name: /Анна Смирнова/ })).toBeNull();
  });

  it('adds a picked person as a chip and offers them no more', async () => {
    show();
    await search('ан');
    fireEvent.click(within(await results()).getByRole('button', { name: /Аня Козлова/ }));

    const picked = screen.getByRole('list', { name: 'Кто будет в группе' });
    expect(within(picked).getByRole('button', { name: 'Убрать Аня Козлова' })).toBeDefined();
    // The box starts over for the next person.
    expect((screen.getByRole('searchbox', { name: 'Участники' }) as HTMLInputElement).value).toBe('');

    await search('аня');
    expect(await screen.findByText('Все, кто нашёлся, уже в группе')).toBeDefined();
    expect(screen.queryByRole('list', { name: 'Найденные люди' })).toBeNull();
  });

  it('removes a chip with its «Убрать» button, and offers that person again', async () => {
    show([ivan, anya]);
    fireEvent.click(screen.getByRole('button', { name: 'Убрать Иван Петров' }));
    const picked = screen.getByRole('list', { name: 'Кто будет в группе' });
    expect(within(picked).queryByText('Иван Петров')).toBeNull();
    expect(within(picked).getByText('Аня Козлова')).toBeDefined();

    await search('ив');
    await waitFor(async () =>
      expect(within(await results()).getByRole('button', { name: /Иван Петров/ })).toBeDefined(),
    );
  });

  it('adds the only match on Enter instead of sending the form', async () => {
    show();
    await search('иван');
    await results();
    fireEvent.keyDown(screen.getByRole('searchbox', { name: 'Участники' }), { key: 'Enter' });
    expect(await screen.findByRole('button', { name: 'Убрать Иван Петров' })).toBeDefined();
  });
});
