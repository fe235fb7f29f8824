import { type UrlStateSchema, useUrlState } from '@mesto/app-shell';
import { SEARCH_QUERY_MAX_LENGTH } from '@mesto/domain';

const searchQuery = { q: { kind: 'text', max: SEARCH_QUERY_MAX_LENGTH } } satisfies UrlStateSchema;

/** `/search?q=…`: the query is the link. */
export function useSearchQuery() {
  return useUrlState(searchQuery);
}
