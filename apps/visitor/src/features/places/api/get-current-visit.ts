import type { ApiClient, components } from '@mesto/api-client';
import { useApi } from '@mesto/api-client/react';
import { useQuery } from '@tanstack/react-query';

export type UserVisit = components['schemas']['UserVisit'];

/** The signed-in person's active check-in, wherever it is, or null. */
function currentVisitQueryOptions($api: ApiClient['$api']) {
  return $api.queryOptions('get', '/api/user-visits/current', {}, { select: (data) => data.visit });
}

export function useCurrentVisit({ enabled }: { enabled: boolean }) {
  const { $api } = useApi();
  return useQuery({ ...currentVisitQueryOptions($api), enabled });
}
