import { parseUrlState, writeUrlState } from '@mesto/app-shell';
import { describe, expect, it } from 'vitest';
import { activePlaceFilterCount, placeFilters, roundPoint, toPlaceQuery } from './use-place-filters.ts';

const parse = (search: string) => parseUrlState(placeFilters, new URLSearchParams(search));

describe('the places filters in the URL', () => {
  it('read a shared link into the API’s query', () => {
    const filters = parse('q=%D0%B1%D0%B0%D1%80&tags=BAR&tags=MUSIC&openNow=true&sort=rating&view=map');
    expect(activePlaceFilterCount(filters)).toBe(3);
    expect(filters.view).toBe('map');
    expect(toPlaceQuery(filters)).toEqual({ sort: 'rating', q: 'бар', tags: ['BAR', 'MUSIC'], openNow: 'true' });
  });

  it('keep the link short when nothing is chosen', () => {
    const filters = parse('openNow=maybe&sort=loudest');
    expect(toPlaceQuery(filters)).toEqual({ sort: 'name' });
    expect(writeUrlState(placeFilters, new URLSearchParams(), filters).toString()).toBe('');
  });

  it('«Рядом со мной» sorts by distance from the point in the link', () => {
    expect(toPlaceQuery(parse('sort=distance&lat=56.327&lng=44.006'))).toEqual({
      sort: 'distance',
      lat: 56.327,
      lng: 44.006,
      radius: 100,
    });
    // A link without its point, or with a broken one, orders by name.
    expect(toPlaceQuery(parse('sort=distance'))).toEqual({ sort: 'name' });
    expect(toPlaceQuery(parse('sort=distance&lat=north&lng=44.006'))).toEqual({ sort: 'name' });
    expect(toPlaceQuery(parse('sort=distance&lat=91&lng=44.006'))).toEqual({ sort: 'name' });
    // The point only counts for this order.
    expect(toPlaceQuery(parse('sort=rating&lat=56.327&lng=44.006'))).toEqual({ sort: 'rating' });
  });

  it('a shared point is rounded to about 100 m', () => {
    expect(roundPoint(56.326937)).toBe(56.327);
    expect(roundPoint(44.00594)).toBe(44.006);
    const link = writeUrlState(placeFilters, new URLSearchParams(), {
      sort: 'distance',
      lat: roundPoint(56.326937),
      lng: roundPoint(44.00594),
    });
    expect(link.toString()).toBe('sort=distance&lat=56.327&lng=44.006');
  });
});
