import { useNow } from '@mesto/app-shell';
import { formatCount, formatNumber } from '@mesto/domain';
import { type MapPlace, openStatusText, PlacesMap } from '@mesto/ui';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import type { Place } from '../api/search-places.ts';
import { CITY_CENTER } from '../lib/city.ts';
import { placesMessages as text } from '../messages.ts';
import { statusAt } from './place-list.tsx';

/** A pin whose popup says where and whether it is open: «ул. Минина, 3 · Открыто до 23:00». */
function toMapPlace(place: Place, now: Date): MapPlace {
  const status = statusAt(place, now);
  return {
    id: place.id,
    name: place.name,
    latitude: place.latitude,
    longitude: place.longitude,
    href: paths.place.getHref(place.code),
    details: [place.address, status === null ? '' : openStatusText(status)].filter(Boolean).join(' · '),
  };
}

/** The places loaded so far on the map, and how many of them it shows (a place may have no point yet). */
export function PlacesMapPanel({ places, className }: { places: readonly Place[]; className?: string }) {
  const navigate = useNavigate();
  const now = useNow();
  const onMap = places.filter((place) => place.latitude !== null && place.longitude !== null).length;
  const without = places.length - onMap;
  return (
    <div className="flex flex-col gap-2">
      <PlacesMap
        places={places.map((place) => toMapPlace(place, now))}
        center={CITY_CENTER}
        onNavigate={(href) => void navigate(href)}
        className={className}
      />
      <p className="text-sm text-muted-foreground">
        {text.mapOf(formatCount(onMap, text.mapPlaces))}
        {without > 0 ? `, ${text.withoutPoint(formatNumber(without))}` : null}
      </p>
    </div>
  );
}
