import { useUrlState } from '@mesto/app-shell';
import { OPINION_TAGS, RATING_MAX, RATING_MIN } from '@mesto/domain';
import { z } from 'zod';
import type { OpinionQuery } from '../api/search-opinions.ts';

const Stars = z.coerce.number().int().min(RATING_MIN).max(RATING_MAX).optional().catch(undefined);

/** `/opinions?…`: exact stars or at least some, praised tags (all of them), answered or not, words in the text. */
export const opinionFilters = z.object({
  rating: Stars,
  minRating: Stars,
  tags: z.array(z.enum(OPINION_TAGS)).default([]),
  answered: z.enum(['true', 'false']).optional().catch(undefined),
  q: z.string().max(200).catch('').default(''),
});

export type OpinionFilters = z.output<typeof opinionFilters>;

export const NO_OPINION_FILTERS: Partial<OpinionFilters> = {
  rating: undefined,
  minRating: undefined,
  tags: [],
  answered: undefined,
  q: '',
};

/** One choice of the «Оценка» select: exactly N stars or at least N; '' for any. */
type StarsChoice = '' | `eq:${number}` | `min:${number}`;

export function starsChoiceOf(filters: Pick<OpinionFilters, 'rating' | 'minRating'>): StarsChoice {
  if (filters.rating !== undefined) return `eq:${filters.rating}`;
  if (filters.minRating !== undefined) return `min:${filters.minRating}`;
  return '';
}

export function filtersOfStarsChoice(choice: string): Pick<OpinionFilters, 'rating' | 'minRating'> {
  const [kind, stars] = choice.split(':');
  const value = Number(stars);
  if (!Number.isInteger(value) || value < RATING_MIN || value > RATING_MAX) {
    return { rating: undefined, minRating: undefined };
  }
  return kind === 'eq' ? { rating: value, minRating: undefined } : { rating: undefined, minRating: value };
}

export function isFiltered(filters: OpinionFilters): boolean {
  return (
    filters.rating !== undefined ||
    filters.minRating !== undefined ||
    filters.tags.length > 0 ||
    filters.answered !== undefined ||
    filters.q.trim() !== ''
  );
}

/** The API's query for the filters: only what is set, the text trimmed. */
export function toOpinionQuery(filters: OpinionFilters): OpinionQuery {
  const query: OpinionQuery = {};
  if (filters.rating !== undefined) query.rating = filters.rating;
  else if (filters.minRating !== undefined) query.minRating = filters.minRating;
  if (filters.tags.length > 0) query.tags = filters.tags;
  if (filters.answered !== undefined) query.answered = filters.answered;
  const q = filters.q.trim();
  if (q !== '') query.q = q;
  return query;
}

export function useOpinionFilters() {
  return useUrlState(opinionFilters);
}
