import type { ApiClient } from '@mesto/api-client';
import { useApi, useSession } from '@mesto/api-client/react';
import { isRoot, MAX_PAGE_SIZE } from '@mesto/domain';
import { useQuery } from '@tanstack/react-query';

/**
 * The organisations whose team I am in, with my role, by name. A hundred is far more than a team ever has; the
 * selects and the per-organisation lists read this one query.
 */
function myOrganisationsQueryOptions($api: ApiClient['$api']) {
  return $api.queryOptions(
    'get',
    '/api/organisations',
    { params: { query: { mine: 'true', sort: 'name', limit: MAX_PAGE_SIZE } } },
    { select: (page) => page.items },
  );
}

export function useMyOrganisations() {
  const { $api } = useApi();
  return useQuery(myOrganisationsQueryOptions($api));
}

/** Every organisation (the first hundred by name), for ROOT's selects. */
function allOrganisationsQueryOptions($api: ApiClient['$api']) {
  return $api.queryOptions(
    'get',
    '/api/organisations',
    { params: { query: { sort: 'name', limit: MAX_PAGE_SIZE } } },
    { select: (page) => page.items },
  );
}

/**
 * The organisations the signed-in person may put a place, a list or an event into: their own, or any for ROOT.
 * `scope` says which: 'mine' lists are filtered to these organisations, 'all' lists need no filter.
 */
export function useWorkingOrganisations() {
  const { $api } = useApi();
  const { user } = useSession();
  const root = isRoot(user);
  const query = useQuery(root ? allOrganisationsQueryOptions($api) : myOrganisationsQueryOptions($api));
  return { ...query, scope: root ? ('all' as const) : ('mine' as const) };
}
