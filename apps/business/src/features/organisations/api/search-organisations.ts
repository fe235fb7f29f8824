import type { ApiClient } from '@mesto/api-client';
import { useApi } from '@mesto/api-client/react';
import { cursorPagesOptions } from '@mesto/app-shell';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';

const PAGE_SIZE = 30;

/** Organisations by name containing `q`: only mine, or every one for ROOT. Mine come with my role. */
function searchOrganisationsQueryOptions($api: ApiClient['$api'], q: string, mine: boolean) {
  return cursorPagesOptions(
    $api.queryOptions('get', '/api/organisations', {
      params: { query: { q: q.trim(), sort: 'name', limit: PAGE_SIZE, ...(mine ? { mine: 'true' } : {}) } },
    }),
  );
}

export function useSearchOrganisations(q: string, mine: boolean) {
  const { $api } = useApi();
  return useInfiniteQuery({ ...searchOrganisationsQueryOptions($api, q, mine), placeholderData: keepPreviousData });
}
