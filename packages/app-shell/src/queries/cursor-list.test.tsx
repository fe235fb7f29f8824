import { QueryClient, QueryClientProvider, useInfiniteQuery } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CursorList } from './cursor-list.tsx';
import type { CursorPage } from './cursor-pages.ts';

type Item = { id: string; name: string };

afterEach(cleanup);

function List({ load, filtered = false }: { load: () => Promise<CursorPage<Item>>; filtered?: boolean }) {
  const query = useInfiniteQuery({
    queryKey: ['items', filtered],
    queryFn: load,
    initialPageParam: null as string | null,
    getNextPageParam: (page: CursorPage<Item>) => page.nextCursor,
    retry: false,
  });
  return (
    <CursorList
      query={query}
      label="Места"
      getKey={(item) => item.id}
      renderItem={(item) => <li>{item.name}</li>}
      filtered={filtered}
      empty={<p>Пока пусто</p>}
      nothingFound={<p>Ничего не нашлось</p>}
    />
  );
}

const show = (load: () => Promise<CursorPage<Item>>, filtered?: boolean) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <List load={load} {...(filtered === undefined ? {} : { filtered })} />
    </QueryClientProvider>,
  );

describe('CursorList', () => {
  it('says it is loading, then shows the items as a named list', async () => {
    show(async () => ({ items: [{ id: '1', name: 'Кофейня' }], nextCursor: null }));
    expect(screen.getByRole('status').textContent).toBe('Загружаем список…');
    expect((await screen.findByRole('list', { name: 'Места' })).textContent).toBe('Кофейня');
  });

  it('tells an empty list from one the filters emptied', async () => {
    show(async () => ({ items: [], nextCursor: null }));
    expect(await screen.findByText('Пока пусто')).toBeDefined();
    cleanup();
    show(async () => ({ items: [], nextCursor: null }), true);
    expect(await screen.findByText('Ничего не нашлось')).toBeDefined();
  });

  it('offers a retry when the first page fails, and the retry loads it', async () => {
    let calls = 0;
    show(async () => {
      calls++;
      if (calls === 1) throw new Error('offline');
      return { items: [{ id: '2', name: 'Бар' }], nextCursor: null };
    });
    expect(await screen.findByText('Не удалось загрузить список')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect((await screen.findByRole('list', { name: 'Места' })).textContent).toBe('Бар');
  });
});
