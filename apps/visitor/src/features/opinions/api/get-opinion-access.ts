import type { ApiClient } from '@mesto/api-client';
import { useApi } from '@mesto/api-client/react';
import { useQuery } from '@tanstack/react-query';

/** What the viewer may do with one opinion (only its author edits or deletes it). */
function opinionAccessQueryOptions($api: ApiClient['$api'], id: string) {
  return $api.queryOptions('get', '/api/opinions/check_access', { params: { query: { opinion: id } } });
}

export function useOpinionAccess(id: string | null) {
  const { $api } = useApi();
  return useQuery({ ...opinionAccessQueryOptions($api, id ?? ''), enabled: id !== null });
}
