import type { ApiClient } from '@mesto/api-client';
import { useApi } from '@mesto/api-client/react';
import { useQuery } from '@tanstack/react-query';

/** How many of an event's rooms its page lists; the rest are on the rooms screen. */
const EVENT_ROOMS_SHOWN = 6;

/** Rooms going to the event that have not long started, soonest first. */
function eventRoomsQueryOptions($api: ApiClient['$api'], eventId: string) {
  return $api.queryOptions('get', '/api/rooms', {
    params: { query: { event: eventId, sort: 'soonest', limit: EVENT_ROOMS_SHOWN } },
  });
}

export function useEventRooms(eventId: string, enabled: boolean) {
  const { $api } = useApi();
  return useQuery({ ...eventRoomsQueryOptions($api, eventId), enabled });
}
