import type { ApiClient } from '@mesto/api-client';
import { useApi } from '@mesto/api-client/react';
import { useQuery } from '@tanstack/react-query';

/** The lists of events of one organisation, by name (an organisation keeps a handful). */
export function organisationEventListsQueryOptions($api: ApiClient['$api'], organisationId: string) {
  return $api.queryOptions(
    'get',
    '/api/event-lists',
    { params: { query: { organisation: organisationId, sort: 'name', limit: 100 } } },
    { select: (page) => page.items },
  );
}

export function useOrganisationEventLists(organisationId: string | null) {
  const { $api } = useApi();
  return useQuery({
    ...organisationEventListsQueryOptions($api, organisationId ?? ''),
    enabled: organisationId !== null,
  });
}
