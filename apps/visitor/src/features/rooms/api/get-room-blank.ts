import { useApi } from '@mesto/api-client/react';
import { useQuery } from '@tanstack/react-query';

/** What a new room starts from (public, no limit on places). */
export function useRoomBlank(enabled = true) {
  const { $api } = useApi();
  return useQuery({ ...$api.queryOptions('get', '/api/rooms/blank'), enabled });
}
