import type { ApiClient, components } from '@mesto/api-client';
import { useApi } from '@mesto/api-client/react';
import { useQuery } from '@tanstack/react-query';

export type Organisation = components['schemas']['Organisation'];

/** The organisation of `/organisation/{organisationCode}`, or null when there is none. */
export function organisationQueryOptions($api: ApiClient['$api'], code: string) {
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
