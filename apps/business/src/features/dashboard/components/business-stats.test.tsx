import { renderWithSession, testUser } from '@mesto/app-shell/testing';
import { formatRating } from '@mesto/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BusinessStatsSection } from './business-stats.tsx';

const CAFE = { id: 'c0000000-0000-4000-8000-000000000001', name: 'Кофейня' };
const BAR = { id: 'c0000000-0000-4000-8000-000000000002', name: 'Бар' };

/** The figures of `days` days up to 18 March, with two views today and one rated week. */
function figures(organisation: typeof CAFE, days: number, empty = false) {
  const perDay = Array.from({ length: days }, (_, index) => ({
    date: new Date(Date.UTC(2026, 2, 18 - (days - 1) + index)).toISOString().slice(0, 10),
    placeViews: !empty && index === days - 1 ? 2 : 0,
    eventViews: 0,
    follows: !empty && index === days - 2 ? 1 : 0,
    checkIns: 0,
  }));
  return {
    organisation: { ...organisation, code: 'org' },
    timeZone: 'Europe/Moscow',
    from: perDay[0]?.date,
    to: '2026-03-18',
    perDay,
    ratingPerWeek: [{ week: '2026-03-16', rating: empty ? null : 4.5, opinions: empty ? 0 : 2 }],
  };
}

/** The API as the section uses it: each stats call recorded, answered by `answer`. */
function fakeApi(answer: (organisation: string, days: number) => Response) {
  const calls: string[] = [];
  const fetch = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    if (url.pathname !== '/api/business-stats') return Response.json({ user: null });
    calls.push(url.search);
    return answer(url.searchParams.get('organisation') ?? '', Number(url.searchParams.get('days')));
  };
  return { fetch, calls };
}

const render = (organisations: (typeof CAFE)[], path: string, api: ReturnType<typeof fakeApi>) =>
  renderWithSession(
    [{ path: '/business', element: <BusinessStatsSection organisations={organisations} /> }],
    path,
    testUser(['BUSINESS_PANEL']),
    undefined,
    api.fetch,
  );

afterEach(cleanup);

describe('BusinessStatsSection', () => {
  it('shows the first organisation’s last 30 days, each chart with its figures for screen readers', async () => {
    const api = fakeApi((_, days) => Response.json(figures(CAFE, days)));
    render([CAFE], '/business', api);
    const views = await screen.findByRole('figure', { name: /Просмотры страниц мест/ });
    expect(within(views).getByRole('row', { name: '18 марта 2' })).toBeDefined();
    expect(within(views).getAllByRole('row')).toHaveLength(31);
    const rating = screen.getByRole('figure', { name: 'Средняя оценка по неделям' });
    expect(within(rating).getByRole('row', { name: /16 марта/ }).textContent).toContain(formatRating(4.5));
    // Nothing at all this period: the chart says so instead of drawing zeros.
    expect(
      within(screen.getByRole('figure', { name: 'Отметки «Я здесь»' })).getByText('Пока нет данных за этот период'),
    ).toBeDefined();
    expect(api.calls).toEqual([`?organisation=${CAFE.id}&days=30`]);
    expect(screen.getByText(CAFE.name)).toBeDefined();
  });

  it('takes the period and the organisation from the URL, and a new period into it', async () => {
    const api = fakeApi((organisation, days) => Response.json(figures(organisation === BAR.id ? BAR : CAFE, days)));
    const { router } = render([CAFE, BAR], `/business?organisation=${BAR.id}&days=90`, api);
    const views = await screen.findByRole('figure', { name: /Просмотры страниц мест/ });
    expect(within(views).getAllByRole('row')).toHaveLength(91);
    expect(api.calls).toEqual([`?organisation=${BAR.id}&days=90`]);
    expect(screen.getByRole('combobox', { name: 'Организация' }).textContent).toContain('Бар');

    fireEvent.click(screen.getByRole('radio', { name: '7 дней' }));
    await waitFor(() =>
      expect(within(screen.getByRole('figure', { name: /Просмотры страниц мест/ })).getAllByRole('row')).toHaveLength(
        8,
      ),
    );
    expect(new URLSearchParams(router.state.location.search).get('days')).toBe('7');
    expect(new URLSearchParams(router.state.location.search).get('organisation')).toBe(BAR.id);
  });

  it('says when the figures did not load, and tries again', async () => {
    let fail = true;
    const api = fakeApi((_, days) =>
      // No longer in the team, say: a refusal is not retried by itself.
      fail ? Response.json({ message: 'Нет доступа' }, { status: 403 }) : Response.json(figures(CAFE, days, true)),
    );
    render([CAFE], '/business?days=7', api);
    expect(await screen.findByText('Не удалось загрузить статистику')).toBeDefined();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    await waitFor(() => expect(screen.getAllByText('Пока нет данных за этот период')).toHaveLength(5));
  });
});
