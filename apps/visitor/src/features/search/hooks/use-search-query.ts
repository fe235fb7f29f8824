import { useUrlState } from '@mesto/app-shell';
import { SEARCH_QUERY_MAX_LENGTH } from '@mesto/domain';
import { z } from 'zod';

const searchQuery = z.object({ q: z.string().max(SEARCH_QUERY_MAX_LENGTH).catch('').default('') });

/** `/search?q=…`: the query is the link. */
export function useSearchQuery() {
  return useUrlState(searchQuery);
}
