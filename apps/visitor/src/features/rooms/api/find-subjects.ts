import type { ApiClient, components } from '@mesto/api-client';
import { useApi } from '@mesto/api-client/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

const FOUND_LIMIT = 8;

/** What a room can gather at, as the editor's picker shows it: an id, a name, a line under it and its clock. */
export type RoomSubject = {
  kind: 'place' | 'event';
  id: string;
  code: string;
  name: string;
  detail: string;
  timeZone: string;
  /** The event's next start, for a room that goes to it. */
  startsAt: string | null;
};

type Api = ApiClient['$api'];
type Key = { q?: string; code?: string; id?: string };

function toPlaceSubject(place: components['schemas']['Place']): RoomSubject {
  return {
    kind: 'place',
    id: place.id,
    code: place.code,
    name: place.name,
    detail: place.address,
    timeZone: place.timeZone,
    startsAt: null,
  };
}

/** One entry per event (a weekly series lists each of its dates): its next date. */
function toEventSubjects(events: readonly components['schemas']['Event'][]): RoomSubject[] {
  const seen = new Set<string>();
  return events.flatMap((event) => {
    if (seen.has(event.id)) return [];
    seen.add(event.id);
    return [
      {
        kind: 'event' as const,
        id: event.id,
        code: event.code,
        name: event.title,
        detail: event.place?.name ?? event.organisation?.name ?? '',
        timeZone: event.timeZone,
        startsAt: event.startsAt,
      },
    ];
  });
}

function placeSubjectsQueryOptions($api: Api, key: Key) {
  return $api.queryOptions(
    'get',
    '/api/places',
    { params: { query: { ...key, sort: 'name', limit: FOUND_LIMIT } } },
    { select: (page) => page.items.map(toPlaceSubject) },
  );
}

function eventSubjectsQueryOptions($api: Api, key: Key) {
  return $api.queryOptions(
    'get',
    '/api/events',
    { params: { query: { ...key, sort: 'start', limit: FOUND_LIMIT } } },
    { select: (page) => toEventSubjects(page.items) },
  );
}

/** Places or upcoming events whose name contains the text; nothing is asked for an empty text. */
export function useFindSubjects(kind: RoomSubject['kind'], text: string) {
  const { $api } = useApi();
  const q = text.trim();
  const places = useQuery({
    ...placeSubjectsQueryOptions($api, { q }),
    enabled: kind === 'place' && q !== '',
    placeholderData: keepPreviousData,
  });
  const events = useQuery({
    ...eventSubjectsQueryOptions($api, { q }),
    enabled: kind === 'event' && q !== '',
    placeholderData: keepPreviousData,
  });
  return kind === 'place' ? places : events;
}

/** One place or event by its code (a `?place=` / `?event=` link) or id (a saved room's); null when there is none. */
export function useSubject(kind: RoomSubject['kind'] | null, key: { code?: string; id?: string }) {
  const { $api } = useApi();
  const query = key.code ? { code: key.code } : key.id ? { id: key.id } : null;
  const places = useQuery({
    ...placeSubjectsQueryOptions($api, query ?? {}),
    select: (page) => (page.items[0] ? toPlaceSubject(page.items[0]) : null),
    enabled: kind === 'place' && query !== null,
  });
  const events = useQuery({
    ...eventSubjectsQueryOptions($api, query ?? {}),
    select: (page) => toEventSubjects(page.items)[0] ?? null,
    enabled: kind === 'event' && query !== null,
  });
  return kind === 'event' ? events : places;
}
