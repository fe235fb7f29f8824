import { parseUrlState, writeUrlState } from '@mesto/app-shell';
import { describe, expect, it } from 'vitest';
import {
  filtersOfStarsChoice,
  isFiltered,
  opinionFilters,
  starsChoiceOf,
  toOpinionQuery,
} from './use-opinion-filters.ts';

const parse = (search: string) => parseUrlState(opinionFilters, new URLSearchParams(search));

describe('the opinions filters in the URL', () => {
  it('read a shared link into the API’s query', () => {
    const filters = parse(
      'minRating=4&tags=MUSIC&tags=BEER&answered=true&q=%20%D0%B2%D0%B5%D1%80%D0%B0%D0%BD%D0%B4%D0%B0',
    );
    expect(isFiltered(filters)).toBe(true);
    expect(toOpinionQuery(filters)).toEqual({ minRating: 4, tags: ['MUSIC', 'BEER'], answered: 'true', q: 'веранда' });
  });

  it('fall back to no filter for bad values and keep the link short', () => {
    const filters = parse('rating=7&minRating=zero&tags=PIZZA&answered=maybe');
    expect(isFiltered(filters)).toBe(false);
    expect(toOpinionQuery(filters)).toEqual({});
    expect(writeUrlState(opinionFilters, new URLSearchParams(), filters).toString()).toBe('');
  });

  it('exact stars win over «at least» when a link has both', () => {
    expect(toOpinionQuery(parse('rating=5&minRating=3'))).toEqual({ rating: 5 });
  });

  it('turn the stars select into filters and back', () => {
    expect(filtersOfStarsChoice('eq:5')).toEqual({ rating: 5, minRating: undefined });
    expect(filtersOfStarsChoice('min:3')).toEqual({ rating: undefined, minRating: 3 });
    expect(filtersOfStarsChoice('')).toEqual({ rating: undefined, minRating: undefined });
    expect(starsChoiceOf({ rating: undefined, minRating: 4 })).toBe('min:4');
    expect(starsChoiceOf({ rating: 2, minRating: undefined })).toBe('eq:2');
  });
});
