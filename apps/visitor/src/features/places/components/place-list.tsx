import { useNow } from '@mesto/app-shell';
import { type OpeningStatus, openingStatusAt, PLACE_TAG_LABELS } from '@mesto/domain';
import { Button, EmptyState, InfiniteListTrigger, PlaceCard, PlaceCardSkeleton } from '@mesto/ui';
import type { ReactNode } from 'react';
import { useStoredFileMap } from '../../../api/get-file-urls.ts';
import { RouterLink } from '../../../components/router-link.tsx';
import { paths } from '../../../config/paths.ts';
import type { Place } from '../api/search-places.ts';
import { placesMessages as text } from '../messages.ts';

type PlaceListProps = {
  places: readonly Place[];
  loading: boolean;
  refreshing?: boolean;
  failed: boolean;
  onRetry: () => void;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  empty: ReactNode;
  label: string;
  headingLevel?: 2 | 3;
  /** Two columns from this width up (the catalogue's list sits beside its map, so it stays narrower). */
  columns?: 'sm' | 'xl';
};

/** Open until when, or when it opens, by the place's own clock; unknown (no badge) for a place without hours. */
export function statusAt(place: Pick<Place, 'schedule' | 'timeZone'>, now: Date): OpeningStatus | null {
  return openingStatusAt(place.schedule, now, place.timeZone);
}

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
export function PlaceList(props: PlaceListProps) {
  const { places, loading, refreshing = false, failed, onRetry, headingLevel = 2, columns = 'sm' } = props;
  const now = useNow();
  const covers = useStoredFileMap(places.flatMap((place) => place.photoFileIds.slice(0, 1)));
  if (loading) return <PlaceListSkeleton columns={columns} />;
  if (failed && places.length === 0) {
    return (
      <EmptyState
        title={text.loadFailed}
        action={
          <Button variant="secondary" onClick={onRetry}>
            {text.retry}
          </Button>
        }
      />
    );
  }
  if (places.length === 0) return <>{props.empty}</>;
  return (
    <div className="flex flex-col gap-2">
      <ul
        aria-label={props.label}
        aria-busy={refreshing}
        className={`grid gap-4 transition-opacity aria-busy:opacity-60 ${columns === 'sm' ? 'sm:grid-cols-2' : 'xl:grid-cols-2'}`}
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
      </ul>
      <InfiniteListTrigger onLoadMore={props.onLoadMore} hasMore={props.hasMore} loading={props.loadingMore} />
    </div>
  );
}
