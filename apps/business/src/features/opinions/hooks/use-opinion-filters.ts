import { useUrlState } from '@mesto/app-shell';
import { z } from 'zod';

const opinionFilters = z.object({
  place: z.uuid().or(z.literal('')).catch('').default(''),
  rating: z.enum(['1', '2', '3', '4', '5']).or(z.literal('')).catch('').default(''),
  // Unanswered first: what still needs a reply is what the screen is for.
  answered: z.enum(['false', 'true', 'all']).catch('false').default('false'),
  q: z.string().max(200).catch('').default(''),
});

export type OpinionFilters = z.output<typeof opinionFilters>;

export const defaultOpinionFilters: OpinionFilters = { place: '', rating: '', answered: 'false', q: '' };

/** `/business/opinions?place=…&rating=…&answered=…&q=…`: the filters are part of the link. */
export function useOpinionFilters() {
  return useUrlState(opinionFilters);
}
