import { type CursorQuery, ListRows, LoadFailed, pageItems, useNow } from '@mesto/app-shell';
import { PLACE_TAG_LABELS } from '@mesto/domain';
import { PlaceCard, PlaceCardSkeleton } from '@mesto/ui';
import type { ReactNode } from 'react';
import { useStoredFileMap } from '../../../api/get-file-urls.ts';
import { RouterLink } from '../../../components/router-link.tsx';
import { paths } from '../../../config/paths.ts';
import type { Place } from '../api/search-places.ts';
import { statusAt } from '../lib/opening-status.ts';
import { placesMessages as text } from '../messages.ts';

type PlaceListProps = {
  /** The places, as their cursor-paged query has them (newer results dim these while they load). */
  query: CursorQuery<Place>;
  /** What to say when there is nothing. */
  empty: ReactNode;
  /** Names the list for screen readers. */
  label: string;
  headingLevel?: 2 | 3;
  /** Two columns from this width up (the catalogue's list sits beside its map, so it stays narrower). */
  columns?: 'sm' | 'xl';
};

function PlaceListSkeleton({ columns = 'sm' }: { columns?: 'sm' | 'xl' }) {
  return (
    <div>
      <p className="sr-only" role="status">
        {text.loading}
      </p>
      <ul className={columns === 'sm' ? 'grid gap-4 sm:grid-cols-2' : 'grid gap-4 xl:grid-cols-2'} aria-hidden="true">
        {[0, 1, 2, 3].map((item) => (
          <li key={item}>
            <PlaceCardSkeleton />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Places as cards linking to their pages: open or closed now, rating, what is on. */
export function PlaceList({ query, empty, label, headingLevel = 2, columns = 'sm' }: PlaceListProps) {
  const places = pageItems(query.data);
  const now = useNow();
  const covers = useStoredFileMap(places.flatMap((place) => place.photoFileIds.slice(0, 1)));
  if (query.isPending) return <PlaceListSkeleton columns={columns} />;
  if (query.isError && places.length === 0) {
    return <LoadFailed title={text.loadFailed} hint={null} onRetry={() => void query.refetch()} />;
  }
  if (places.length === 0) return <>{empty}</>;
  return (
    <ListRows
      query={query}
      label={label}
      className={`grid gap-4 ${columns === 'sm' ? 'sm:grid-cols-2' : 'xl:grid-cols-2'}`}
    >
      {places.map((place) => (
        <li key={place.id}>
          <PlaceCard
            name={place.name}
            href={paths.place.getHref(place.code)}
            address={place.address}
            status={statusAt(place, now)}
            rating={place.rating}
            opinionCount={place.opinionCount}
            upcomingEventCount={place.upcomingEventCount}
            distanceKm={place.distanceKm}
            tags={place.tags.map((tag) => PLACE_TAG_LABELS[tag])}
            cover={covers.get(place.photoFileIds[0] ?? '') ?? null}
            headingLevel={headingLevel}
            linkComponent={RouterLink}
          />
        </li>
      ))}
    </ListRows>
  );
}
