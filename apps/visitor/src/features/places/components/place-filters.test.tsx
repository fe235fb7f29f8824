import { renderWithSession } from '@mesto/app-shell/testing';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePlaceFilters } from '../hooks/use-place-filters.ts';
import { PlaceFiltersPanel } from './place-filters.tsx';

function Filters() {
  const [filters, setFilters] = usePlaceFilters();
  return <PlaceFiltersPanel filters={filters} setFilters={setFilters} />;
}

const routes = [{ path: '*', element: <Filters /> }];
const api = async () => Response.json({ items: [], nextCursor: null });

type Answer = (success: PositionCallback, failure: PositionErrorCallback) => void;

/** A browser whose geolocation answers as the test says, counting the times it was asked. */
function stubGeolocation(answer: Answer) {
  const getCurrentPosition = vi.fn(answer);
  vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
  return getCurrentPosition;
}

const refusal = { code: 1, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3, message: '' };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('«Рядом со мной»', () => {
  it('asks for the location only when chosen and puts the point, rounded, into the link', async () => {
    const asked = stubGeolocation((success) =>
      success({ coords: { latitude: 56.326937, longitude: 44.00594 } } as GeolocationPosition),
    );
    const { router } = renderWithSession(routes, '/places?q=бар', null, undefined, api);
    const sort = screen.getByRole('combobox', { name: 'Порядок' });
    expect(asked).not.toHaveBeenCalled();
    fireEvent.change(sort, { target: { value: 'distance' } });
    await waitFor(() => expect(router.state.location.search).toContain('sort=distance'));
    const params = new URLSearchParams(router.state.location.search);
    expect([params.get('lat'), params.get('lng'), params.get('q')]).toEqual(['56.327', '44.006', 'бар']);
    expect(asked).toHaveBeenCalledTimes(1);
    expect((sort as HTMLSelectElement).value).toBe('distance');
    // Another order forgets the point.
    fireEvent.change(sort, { target: { value: 'rating' } });
    await waitFor(() => expect(router.state.location.search).not.toContain('lat='));
  });

  it('says so when the person refuses, and keeps the order', async () => {
    stubGeolocation((_, failure) => failure(refusal as GeolocationPositionError));
    const { router } = renderWithSession(routes, '/places?sort=rating', null, undefined, api);
    fireEvent.change(screen.getByRole('combobox', { name: 'Порядок' }), { target: { value: 'distance' } });
    expect((await screen.findByRole('alert')).textContent).toContain('Нет доступа к вашему местоположению');
    expect(router.state.location.search).toBe('?sort=rating');
    expect((screen.getByRole('combobox', { name: 'Порядок' }) as HTMLSelectElement).value).toBe('rating');
  });

  it('says so when the location cannot be found or the browser cannot tell', async () => {
    stubGeolocation((_, failure) => failure({ ...refusal, code: 3 } as GeolocationPositionError));
    renderWithSession(routes, '/places', null, undefined, api);
    fireEvent.change(screen.getByRole('combobox', { name: 'Порядок' }), { target: { value: 'distance' } });
    expect((await screen.findByRole('alert')).textContent).toContain('Не удалось определить, где вы');
    cleanup();
    vi.stubGlobal('navigator', { ...navigator, geolocation: undefined });
    renderWithSession(routes, '/places', null, undefined, api);
    fireEvent.change(screen.getByRole('combobox', { name: 'Порядок' }), { target: { value: 'distance' } });
    expect((await screen.findByRole('alert')).textContent).toContain('не умеет определять местоположение');
  });

  it('a shared link opens sorted from its point', () => {
    const asked = stubGeolocation(() => {});
    renderWithSession(routes, '/places?sort=distance&lat=56.327&lng=44.006', null, undefined, api);
    expect((screen.getByRole('combobox', { name: 'Порядок' }) as HTMLSelectElement).value).toBe('distance');
    expect(screen.getByRole('button', { name: 'Обновить местоположение' })).toBeTruthy();
    expect(asked).not.toHaveBeenCalled();
  });
});
