import { type parseUrlState, type UrlStateSchema, useUrlState } from '@mesto/app-shell';
import { OPINION_TAGS, RATING_MAX, RATING_MIN } from '@mesto/domain';
import type { OpinionQuery } from '../api/search-opinions.ts';

const stars = { kind: 'number', min: RATING_MIN, max: RATING_MAX, integer: true } as const;

/** `/opinions?…`: exact stars or at least some, praised tags (all of them), answered or not, words in the text. */
export const opinionFilters = {
  rating: stars,
  minRating: stars,
  tags: { kind: 'list', of: OPINION_TAGS },
  answered: { kind: 'choice', choices: ['true', 'false'] as const },
  q: { kind: 'text', max: 200 },
} satisfies UrlStateSchema;

export type OpinionFilters = ReturnType<typeof parseUrlState<typeof opinionFilters>>;

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
