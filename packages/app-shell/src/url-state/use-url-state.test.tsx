import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { useDebouncedText } from './use-debounced-text.ts';
import { useUrlState } from './use-url-state.ts';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const filters = z.object({
  q: z.string().max(200).catch('').default(''),
  tags: z.array(z.enum(['jazz', 'rock'])).default([]),
});

function Filters() {
  const [{ q, tags }, setFilters] = useUrlState(filters);
  const [text, setText] = useDebouncedText(q, (next) => setFilters({ q: next }, { replace: true }));
  return (
    <>
      <input aria-label="Поиск" value={text} onChange={(event) => setText(event.target.value)} />
      <output data-testid="state">{JSON.stringify({ q, tags })}</output>
      <button type="button" onClick={() => setFilters((current) => ({ tags: [...current.tags, 'jazz'] }))}>
        Джаз
      </button>
    </>
  );
}

function setup(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/people', element: <Filters /> },
      { path: '/other', element: null },
    ],
    {
      initialEntries: ['/other', path],
      initialIndex: 1,
    },
  );
  render(<RouterProvider router={router} />);
  const state = () => JSON.parse(screen.getByTestId('state').textContent ?? '{}') as { q: string; tags: string[] };
  return { router, state };
}

describe('useUrlState', () => {
  it('reads the view from the link, bad values as defaults', () => {
    const { state } = setup('/people?q=%D0%B0%D0%BD%D0%BD%D0%B0&tags=rock&tags=polka');
    expect(state()).toEqual({ q: 'анна', tags: ['rock'] });
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Поиск' }).value).toBe('анна');
  });

  it('a discrete change adds a history entry, so back undoes it', async () => {
    const { router, state } = setup('/people');
    fireEvent.click(screen.getByRole('button', { name: 'Джаз' }));
    expect(router.state.location.search).toBe('?tags=jazz');
    expect(router.state.historyAction).toBe('PUSH');
    expect(state().tags).toEqual(['jazz']);
    await act(() => router.navigate(-1));
    expect(state().tags).toEqual([]);
    expect(router.state.location.pathname).toBe('/people');
  });

  it('typing goes to the URL once it pauses, replacing the entry; back and forward update the box', async () => {
    vi.useFakeTimers();
    const { router, state } = setup('/people');
    const box = screen.getByRole<HTMLInputElement>('textbox', { name: 'Поиск' });
    fireEvent.change(box, { target: { value: 'ан' } });
    fireEvent.change(box, { target: { value: 'анна ' } });
    expect(router.state.location.search).toBe('');
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(state().q).toBe('анна ');
    expect(router.state.historyAction).toBe('REPLACE');
    // What came back from the URL does not disturb the typing (the trailing space stays).
    expect(box.value).toBe('анна ');

    vi.useRealTimers();
    await act(() => router.navigate('/people?q=%D0%B8%D0%B2%D0%B0%D0%BD'));
    expect(box.value).toBe('иван');
    await act(() => router.navigate(-1));
    expect(box.value).toBe('анна ');
    await act(() => router.navigate(1));
    expect(box.value).toBe('иван');
  });
});
