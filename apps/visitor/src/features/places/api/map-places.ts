import { type ApiClient, silent } from '@mesto/api-client';
import { useApi } from '@mesto/api-client/react';
import { MAX_PAGE_SIZE } from '@mesto/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PlaceQuery } from '../hooks/use-place-filters.ts';
import type { Place } from './search-places.ts';

/** The map's box in the API's order (west, south, east, north). */
export type MapBox = { west: number; south: number; east: number; north: number };

/** At most this many places are put on the map at once; zoomed in further, the box holds fewer. */
export const MAP_PLACES_LIMIT = 500;

/**
 * A box widened to three decimals (about 100 m) outwards: a map nudged by a few pixels asks the same question, and
 * the edges of what is asked for always cover what is shown.
 */
export function roundBox(box: MapBox): MapBox {
  const down = (value: number, min: number) => Math.max(min, Math.floor(value * 1000) / 1000);
  const up = (value: number, max: number) => Math.min(max, Math.ceil(value * 1000) / 1000);
  return {
    west: down(box.west, -180),
    south: down(box.south, -90),
    east: up(box.east, 180),
    north: up(box.north, 90),
  };
}

type MapPlaces = { places: Place[]; complete: boolean };

/**
 * Every place the filters find inside the box, all pages of them up to MAP_PLACES_LIMIT (`complete` false when
 * there were more). Quiet: the map says itself when it could not load them.
 */
function mapPlacesQueryOptions(client: ApiClient['client'], query: PlaceQuery, box: MapBox | null) {
  return queryOptions({
    queryKey: ['places-map', query, box] as const,
    enabled: box !== null,
    staleTime: 60_000,
    queryFn: async ({ signal }): Promise<MapPlaces> => {
      if (box === null) return { places: [], complete: true };
      const bbox = [box.west, box.south, box.east, box.north].join(',');
      const places: Place[] = [];
      let cursor: string | null = null;
      do {
        const page: { items: Place[]; nextCursor: string | null } = (
          await client.GET('/api/places', {
            params: { query: { ...query, bbox, limit: MAX_PAGE_SIZE, ...(cursor === null ? {} : { cursor }) } },
            headers: silent,
            signal,
          })
        ).data as { items: Place[]; nextCursor: string | null };
        places.push(...page.items);
        cursor = page.nextCursor;
      } while (cursor !== null && places.length < MAP_PLACES_LIMIT);
      return {
        places: places.slice(0, MAP_PLACES_LIMIT),
        complete: cursor === null && places.length <= MAP_PLACES_LIMIT,
      };
    },
  });
}

/** The places of the map's box; the last box's places stay while the next box is asked for. */
export function useMapPlaces(query: PlaceQuery, box: MapBox | null) {
  const { client } = useApi();
  return useQuery({ ...mapPlacesQueryOptions(client, query, box), placeholderData: keepPreviousData });
}
