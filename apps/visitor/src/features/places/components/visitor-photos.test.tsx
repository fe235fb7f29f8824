import { renderWithSession } from '@mesto/app-shell/testing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PlacePhoto } from '../api/get-place-photos.ts';
import type { Place } from '../api/search-places.ts';
import { VisitorPhotos } from './visitor-photos.tsx';

const PLACE = '00000000-0000-4000-8000-0000000000a1';
const place = { id: PLACE, code: 'zerno', opinionCount: 3, timeZone: 'Europe/Moscow' } as Place;

const fileId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const photo = (n: number, author = 'Анна Петрова'): PlacePhoto => ({
  fileId: fileId(n),
  author: {
    id: '00000000-0000-4000-8000-0000000000b1',
    code: 'u-anna',
    username: 'anna',
    displayName: author,
    avatarFileId: null,
    gender: 'FEMALE',
  },
  opinion: { id: '00000000-0000-4000-8000-0000000000c1', code: 'op1' },
  createdAt: '2025-03-08T09:30:00.000Z',
});
const stored = (id: string) => ({
  id,
  path: `${id}/w960.webp`,
  url: `/files/${id}/w960.webp`,
  mime: 'image/webp',
  size: 1,
  width: 960,
  height: 720,
  variants: [{ width: 320, height: 240, url: `/files/${id}/w320.webp` }],
});

/** The place's photos in pages, the files API beside it; `fail` makes the photos list answer 500. */
function show(pages: PlacePhoto[][], { fail = false } = {}) {
  const asked: string[] = [];
  const total = pages.flat().length;
  renderWithSession(
    [{ path: '*', element: <VisitorPhotos place={place} /> }],
    '/place/zerno',
    null,
    undefined,
    async (request) => {
      const url = new URL(request.url);
      if (url.pathname === `/api/places/${PLACE}/photos`) {
        asked.push(url.search);
        if (fail) return Response.json({ statusCode: 500, error: 'x', message: 'Ошибка' }, { status: 500 });
        const index = Number(url.searchParams.get('cursor') ?? 0);
        return Response.json({
          items: pages[index] ?? [],
          nextCursor: index + 1 < pages.length ? String(index + 1) : null,
          photoCount: total,
        });
      }
      if (url.pathname === '/api/files/get-paths') {
        const ids = url.searchParams.getAll('paths');
        return Response.json({ items: ids.map((id) => ({ path: id, url: `/files/${id}`, file: stored(id) })) });
      }
      return Response.json({ user: null });
    },
  );
  return asked;
}

afterEach(cleanup);

describe('VisitorPhotos', () => {
  it('shows no section for a place without photos', async () => {
    const asked = show([[]]);
    await waitFor(() => expect(asked).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(screen.queryByRole('heading', { name: /Фото посетителей/ })).toBeNull();
  });

  it('opens a photo with who took it and when, and «Показать ещё» brings the next page, focus on its first', async () => {
    show([[photo(1), photo(2, 'Борис')], [photo(3)]]);
    const list = await screen.findByRole('list', { name: 'Фото посетителей' });
    expect(screen.getByRole('heading', { name: 'Фото посетителей 3 фото' })).toBeDefined();
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    const thumbnail = within(list).getByRole('button', { name: 'Открыть: Фото 2 — Борис' });
    const image = thumbnail.querySelector('img');
    expect(image?.getAttribute('loading')).toBe('lazy');
    // Its box is known before it loads: nothing below moves.
    expect([image?.getAttribute('width'), image?.getAttribute('height')]).toEqual(['320', '240']);

    fireEvent.click(thumbnail);
    const viewer = await screen.findByRole('dialog');
    expect(within(viewer).getByRole('link', { name: 'Борис' }).getAttribute('href')).toBe('/profile/anna');
    // The date by the place's clock: 12:30 in Moscow.
    const time = viewer.querySelector('time');
    expect(time?.textContent).toBe('8 марта 2025 г.');
    expect(time?.getAttribute('title')).toContain('12:30');
    fireEvent.keyDown(viewer, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Показать ещё' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    await waitFor(() =>
      expect(document.activeElement).toBe(within(list).getByRole('button', { name: 'Открыть: Фото 3 — Анна Петрова' })),
    );
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).toBeNull();
  });

  it('says when the photos could not be loaded, and tries again', async () => {
    const asked = show([[photo(1)]], { fail: true });
    expect(await screen.findByText('Не удалось загрузить фото посетителей')).toBeDefined();
    const before = asked.length;
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    await waitFor(() => expect(asked.length).toBeGreaterThan(before));
  });
});
