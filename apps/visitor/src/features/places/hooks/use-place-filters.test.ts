import { parseUrlState, writeUrlState } from '@mesto/app-shell';
import { describe, expect, it } from 'vitest';
import { activePlaceFilterCount, placeFilters, toPlaceQuery } from './use-place-filters.ts';

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
});
