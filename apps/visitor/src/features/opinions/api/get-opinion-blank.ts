import type { ApiClient, components } from '@mesto/api-client';
import { useApi } from '@mesto/api-client/react';
import { useQuery } from '@tanstack/react-query';

export type OpinionBlank = components['schemas']['OpinionBlank'];

/** Where a new opinion starts: no stars chosen yet, no text, no tags, the default audience. */
function opinionBlankQueryOptions($api: ApiClient['$api']) {
  return $api.queryOptions('get', '/api/opinions/blank', {}, { staleTime: Number.POSITIVE_INFINITY });
}

export function useOpinionBlank({ enabled }: { enabled: boolean }) {
  const { $api } = useApi();
  return useQuery({ ...opinionBlankQueryOptions($api), enabled });
}
