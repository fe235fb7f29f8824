import { useApi } from '@mesto/api-client/react';
import { globalSearchQueryOptions } from '@mesto/app-shell';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

/** The results page shows more of each group than the header's popup (the API's most). */
const RESULTS_PER_GROUP = 20;

/** Every group of the global search for the query, RESULTS_PER_GROUP each; nothing is asked for an empty query. */
export function useSearchEverything(q: string) {
  const { $api } = useApi();
  const query = q.trim();
  return useQuery({
    ...globalSearchQueryOptions($api, query, RESULTS_PER_GROUP),
    enabled: query !== '',
    placeholderData: keepPreviousData,
  });
}
