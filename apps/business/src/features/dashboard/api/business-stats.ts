import type { components } from '@mesto/api-client';
import { useApi } from '@mesto/api-client/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export type BusinessStats = components['schemas']['BusinessStats'];

/**
 * An organisation's figures over the last `days` days: page views, follows, check-ins per day and the weekly
 * rating. The previous period's figures stay on screen while another period loads, so the charts do not blink.
 */
export function useBusinessStats(organisation: string | null, days: number) {
  const { $api } = useApi();
  return useQuery({
    ...$api.queryOptions('get', '/api/business-stats', {
      params: { query: { organisation: organisation ?? '', days } },
    }),
    enabled: organisation !== null,
    placeholderData: keepPreviousData,
  });
}
