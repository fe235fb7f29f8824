import { useUrlState } from '@mesto/app-shell';
import { z } from 'zod';

// The typed text stays raw (trimmed where it is sent): a link reproduces the search exactly as typed.
const peopleSearch = z.object({ q: z.string().max(200).catch('').default('') });

/** `/people?q=…`: the search is part of the link, and back/forward move between searches. */
export function usePeopleSearchParams() {
  return useUrlState(peopleSearch);
}
