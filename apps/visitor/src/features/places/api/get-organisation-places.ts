import type { ApiClient } from '@mesto/api-client';
import { useApi } from '@mesto/api-client/react';
import { cursorPagesOptions } from '@mesto/app-shell';
import { useInfiniteQuery } from '@tanstack/react-query';

/** The places of one organisation, by name. */
export function organisationPlacesQueryOptions($api: ApiClient['$api'], organisationId: string) {
  return cursorPagesOptions(
    $api.queryOptions('get', '/api/places', {
      params: { query: { organisation: organisationId, sort: 'name', limit: 12 } },
    }),
  );
}

export function useOrganisationPlaces(organisationId: string | null) {
  const { $api } = useApi();
  return useInfiniteQuery({
    ...organisationPlacesQueryOptions($api, organisationId ?? ''),
    enabled: organisationId !== null,
  });
}
