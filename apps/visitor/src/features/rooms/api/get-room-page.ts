import type { ApiClient } from '@mesto/api-client';
import { useApi, useSession } from '@mesto/api-client/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

// The room page's data depends on who asks (a private room, «вы в комнате», its chat), while the server renders it
// for nobody. So the person is part of the keys: the server's answer (for `null`) is what the page first shows, and
// once the browser knows who is signed in it asks again as them, keeping the page on screen meanwhile.

/** One room by its code, whenever it starts, as `userId` sees it; null when there is none or it is hidden. */
export function roomPageQueryOptions($api: ApiClient['$api'], code: string, userId: string | null) {
  const options = $api.queryOptions(
    'get',
    '/api/rooms',
    { params: { query: { code, limit: 1 } } },
    { select: (page) => page.items[0] ?? null },
  );
  return { ...options, queryKey: [...options.queryKey, userId] as unknown as typeof options.queryKey };
}

/** Who is in the room, the owner first. */
export function roomParticipantsQueryOptions($api: ApiClient['$api'], code: string, userId: string | null) {
  const options = $api.queryOptions('get', '/api/rooms/participants', { params: { query: { room: code } } });
  return { ...options, queryKey: [...options.queryKey, userId] as unknown as typeof options.queryKey };
}

/** The signed-in person's id once known; null while the session loads (as on the server) and when signed out. */
function useViewerId(): string | null {
  return useSession().user?.id ?? null;
}

export function useRoomPage(code: string) {
  const { $api } = useApi();
  return useQuery({ ...roomPageQueryOptions($api, code, useViewerId()), placeholderData: keepPreviousData });
}

export function useRoomParticipants(code: string, enabled: boolean) {
  const { $api } = useApi();
  return useQuery({
    ...roomParticipantsQueryOptions($api, code, useViewerId()),
    placeholderData: keepPreviousData,
    enabled,
  });
}
