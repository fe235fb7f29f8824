import type { ApiClient } from '@mesto/api-client';
import { useApi } from '@mesto/api-client/react';
import { useQuery } from '@tanstack/react-query';

/**
 * One organisation by its code, or null. `mine=true` is not sent, so ROOT and outsiders find it too; the role then
 * comes from the list of my organisations. A missing code is an empty list, not a failed request.
 */
function organisationQueryOptions($api: ApiClient['$api'], code: string) {
  return $api.queryOptions(
    'get',
    '/api/organisations',
    { params: { query: { code, limit: 1 } } },
    { select: (page) => page.items[0] ?? null },
  );
}

export function useOrganisation(code: string) {
  const { $api } = useApi();
  return useQuery(organisationQueryOptions($api, code));
}

/** What a new organisation starts from. */
export function useOrganisationBlank() {
  const { $api } = useApi();
  return useQuery($api.queryOptions('get', '/api/organisations/blank'));
}
