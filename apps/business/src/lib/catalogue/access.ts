import { silent } from '@mesto/api-client';
import { useApi } from '@mesto/api-client/react';
import { useQuery } from '@tanstack/react-query';

type AccessPath =
  | '/api/organisations/check_access'
  | '/api/places/check_access'
  | '/api/event-lists/check_access'
  | '/api/events/check_access';

const params = {
  '/api/organisations/check_access': 'organisation',
  '/api/places/check_access': 'place',
  '/api/event-lists/check_access': 'eventList',
  '/api/events/check_access': 'event',
} as const;

/**
 * What I may do with one item (`{ canView, canEdit, canDelete }`), asked once the item is known to exist, so a
 * wrong link never produces a failed request. Silent: the editor explains a failure itself (read-only).
 */
export function useAccess(path: AccessPath, id: string | undefined) {
  const { $api } = useApi();
  // One parameter named after the collection; a computed key cannot be matched to each path's own query type.
  const query = { [params[path]]: id ?? '' } as never;
  return useQuery({
    ...$api.queryOptions('get', path, { params: { query }, headers: silent }),
    enabled: id !== undefined,
  });
}
