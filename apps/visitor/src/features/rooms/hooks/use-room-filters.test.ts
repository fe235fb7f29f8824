import { parseUrlState } from '@mesto/app-shell';
import { describe, expect, it } from 'vitest';
import { roomFilters, toRoomQuery } from './use-room-filters.ts';

describe('the rooms filters', () => {
  it('read the link, falling back to the defaults on nonsense', () => {
    expect(parseUrlState(roomFilters, new URLSearchParams('mine=true&place=place001&q=джаз'))).toEqual({
      mine: true,
      place: 'place001',
      q: 'джаз',
    });
    expect(parseUrlState(roomFilters, new URLSearchParams('mine=maybe'))).toEqual({ mine: false, place: '', q: '' });
  });

  it('ask the API for upcoming rooms, soonest first, with only the filters set', () => {
    expect(toRoomQuery({ mine: false, place: '', q: '  ' })).toEqual({ sort: 'soonest' });
    expect(toRoomQuery({ mine: true, place: 'place001', q: ' джаз ' })).toEqual({
      sort: 'soonest',
      mine: 'true',
      place: 'place001',
      q: 'джаз',
    });
  });
});
