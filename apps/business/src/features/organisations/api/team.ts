import { silent } from '@mesto/api-client';
import { useApi } from '@mesto/api-client/react';
import { invalidateCollection } from '@mesto/app-shell';
import { MAX_PAGE_SIZE } from '@mesto/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';

/** The team of an organisation, the earliest members first (a team is small: one page). */
export function useTeam(organisationId: string) {
  const { $api } = useApi();
  return useQuery(
    $api.queryOptions(
      'get',
      '/api/user-organisation-binds',
      { params: { query: { organisation: organisationId, sort: 'oldest', limit: MAX_PAGE_SIZE } } },
      { select: (page) => page.items },
    ),
  );
}

/**
 * Membership changes reach my role in the organisation (the list of mine) as well as the team, so both go stale.
 * The screen explains failures itself (the last owner, someone already in the team): the calls are silent.
 */
function useTeamInvalidation() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      invalidateCollection(queryClient, '/api/user-organisation-binds'),
      invalidateCollection(queryClient, '/api/organisations'),
    ]);
}

/** Adds a member or changes a member's kind (an update sends only the kind). */
export function useSaveMember() {
  const { client } = useApi();
  const invalidate = useTeamInvalidation();
  return async (body: { id?: string; userId?: string; organisationId?: string; kind: 'TEAM' | 'DEFAULT' }) => {
    const { data } = await client.POST('/api/user-organisation-binds/editor', { body, headers: silent });
    await invalidate();
    return data;
  };
}

export function useRemoveMember() {
  const { client } = useApi();
  const invalidate = useTeamInvalidation();
  return async (id: string) => {
    await client.DELETE('/api/user-organisation-binds/{id}', { params: { path: { id } }, headers: silent });
    await invalidate();
  };
}

/** The user with exactly this username, or null. */
export function useFindUser() {
  const { client } = useApi();
  return async (username: string) => {
    const { data } = await client.GET('/api/users', { params: { query: { username, limit: 1 } }, headers: silent });
    return data?.items[0] ?? null;
  };
}
