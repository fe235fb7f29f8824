import { useNow } from '@mesto/app-shell';
import { formatCount, formatNumber } from '@mesto/domain';
import { Button, cn, type MapPlace, type MapView, openStatusText, PlacesMap } from '@mesto/ui';
import { useId, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { MAP_PLACES_LIMIT, type MapBox, roundBox, useMapPlaces } from '../api/map-places.ts';
import type { Place } from '../api/search-places.ts';
import type { PlaceQuery } from '../hooks/use-place-filters.ts';
import { CITY_CENTER } from '../lib/city.ts';
import { statusAt } from '../lib/opening-status.ts';
import { placesMessages as text } from '../messages.ts';

/** Where a place is and whether it is open: «ул. Минина, 3 · Открыто до 23:00». */
function detailsOf(place: Place, now: Date): string {
  const status = statusAt(place, now);
  return [place.address, status === null ? '' : openStatusText(status)].filter(Boolean).join(' · ');
}

function toMapPlace(place: Place, now: Date): MapPlace {
  return {
    id: place.id,
    name: place.name,
    latitude: place.latitude,
    longitude: place.longitude,
    href: paths.place.getHref(place.code),
    details: detailsOf(place, now),
  };
}

/** The rows of the phone's sheet: at most this many, the rest is for zooming in. */
const SHEET_ROWS = 100;

type PlacesMapPanelProps = {
  /** The filters' query; the map asks for every place it finds inside the map's box. */
  query: PlaceQuery;
  /**
   * The first results of the filters, which the map fits its view to once per `key` (a new search), or undefined
   * while they are still being asked for.
   */
  focus: { key: string; places: readonly Place[] } | undefined;
  /** A phone's full-screen map: the places in view in a sheet under the map. */
  sheet?: boolean;
  className?: string;
  mapClassName?: string;
};

/**
 * The places of the filters on a map: every one inside the map's view (asked for again as the map moves, pins
 * grouped where they crowd), with how many are in view. On a phone, a sheet under the map lists them.
 */
export function PlacesMapPanel({ query, focus, sheet = false, className, mapClassName }: PlacesMapPanelProps) {
  const navigate = useNavigate();
  const now = useNow();
  const [box, setBox] = useState<MapBox | null>(null);
  const inView = useMapPlaces(query, box);
  // Until the map has said what it shows, the first results stand in.
  const places = inView.data?.places ?? focus?.places.filter((place) => place.latitude !== null) ?? [];
  const mapPlaces = useMemo(() => places.map((place) => toMapPlace(place, now)), [places, now]);
  const mapFocus = useMemo(
    () =>
      focus === undefined ? undefined : { key: focus.key, places: focus.places.map((place) => toMapPlace(place, now)) },
    [focus, now],
  );
  const onViewChange = (view: MapView) => setBox(roundBox(view));

  const waiting = box !== null && inView.isPending;
  const status = inView.isError
    ? text.mapFailed
    : waiting
      ? text.mapLoading
      : inView.data?.complete === false
        ? text.mapTooMany(formatNumber(MAP_PLACES_LIMIT))
        : text.mapInView(formatCount(places.length, text.mapPlaces));

  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <PlacesMap
        places={mapPlaces}
        center={CITY_CENTER}
        focus={mapFocus}
        onViewChange={onViewChange}
        onNavigate={(href) => void navigate(href)}
        className={mapClassName}
      />
      {sheet ? (
        <PlacesSheet places={places} now={now} status={status} busy={waiting || inView.isFetching} />
      ) : (
        <p className="flex flex-wrap items-center gap-x-3 text-sm text-muted-foreground" aria-live="polite">
          <span>{status}</span>
          {inView.isError ? (
            <Button variant="ghost" size="sm" onClick={() => void inView.refetch()}>
              {text.retry}
            </Button>
          ) : null}
        </p>
      )}
    </div>
  );
}

/** A phone's sheet under the map: how many places are in view, and, opened, their list. */
function PlacesSheet({
  places,
  now,
  status,
  busy,
}: {
  places: readonly Place[];
  now: Date;
  status: string;
  busy: boolean;
}) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const rows = places.slice(0, SHEET_ROWS);
  return (
    <div className="flex min-h-0 flex-col rounded-t-card border-t border-border bg-surface shadow-lg">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        className="flex min-h-12 w-full items-center justify-between gap-3 px-4 text-start font-medium outline-offset-2 focus-visible:outline-2 focus-visible:outline-ring"
      >
        <span aria-live="polite" aria-busy={busy}>
          {status}
        </span>
        <span className="shrink-0 text-sm text-primary">{open ? text.sheetClose : text.sheetOpen}</span>
      </button>
      <ul
        id={listId}
        aria-label={text.inViewList}
        hidden={!open}
        className="max-h-[45dvh] overflow-y-auto border-t border-border"
      >
        {rows.map((place) => (
          <li key={place.id} className="border-b border-border last:border-b-0">
            <Link
              to={paths.place.getHref(place.code)}
              className="flex flex-col gap-0.5 px-4 py-2 outline-offset-[-2px] hover:bg-secondary focus-visible:outline-2 focus-visible:outline-ring"
            >
              <span className="font-medium">{place.name}</span>
              <span className="text-sm text-muted-foreground">{detailsOf(place, now)}</span>
            </Link>
          </li>
        ))}
        {places.length > rows.length ? (
          <li className="px-4 py-2 text-sm text-muted-foreground">
            {text.sheetMore(formatNumber(places.length - rows.length))}
          </li>
        ) : null}
      </ul>
    </div>
  );
}
