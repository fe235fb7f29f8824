import { useApi } from '@mesto/api-client/react';
import { useQuery } from '@tanstack/react-query';

/** What the viewer may do with a room: edit it (the owner), delete it. */
export function useRoomAccess(roomId: string) {
  const { $api } = useApi();
  return useQuery({
    ...$api.queryOptions('get', '/api/rooms/check_access', { params: { query: { room: roomId } } }),
    enabled: roomId !== '',
  });
}
