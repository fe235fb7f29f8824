import type { SetUrlState } from '@mesto/app-shell';
import { formatNumber } from '@mesto/domain';
import { type ActiveFilter, Button, CollapsibleFilters, Field, NativeSelect, Switch } from '@mesto/ui';
import {
  CatalogueSearch,
  MoreFilters,
  TagAndFeatureFields,
  useTagAndFeatureChips,
} from '../../../components/catalogue-filters.tsx';
import { type LocateFailure, useLocate } from '../hooks/use-locate.ts';
import {
  activePlaceFilterCount,
  NO_PLACE_FILTERS,
  nearPoint,
  PLACE_SORTS,
  type PlaceFilters,
  type placeFilters,
  roundPoint,
} from '../hooks/use-place-filters.ts';
import { placesMessages as text } from '../messages.ts';

type Props = { filters: PlaceFilters; setFilters: SetUrlState<typeof placeFilters> };

const sortOptions = PLACE_SORTS.map((sort) => ({ value: sort, label: text.sorts[sort] }));

const failureText: Record<LocateFailure, string> = {
  denied: text.locationDenied,
  unavailable: text.locationUnavailable,
  unsupported: text.locationUnsupported,
};

/**
 * The order of the places. «Рядом со мной» asks the browser for the person's location only when chosen; the point
 * goes into the link rounded to about 100 m, so the list can be shared and reloaded. While locating, or when it
 * fails, the previous order stays and a message says why.
 */
function SortField({ filters, setFilters }: Props) {
  const { state, locate } = useLocate();
  const near = nearPoint(filters);
  const shareLocation = () =>
    locate((point) => setFilters({ sort: 'distance', lat: roundPoint(point.lat), lng: roundPoint(point.lng) }));
  return (
    <div className="flex flex-col gap-2">
      <Field label={text.sort}>
        <NativeSelect
          // A link that asks for «Рядом со мной» without its point is ordered by name, and says so.
          value={filters.sort === 'distance' && near === null ? 'name' : filters.sort}
          options={sortOptions}
          onChange={(event) => {
            const sort = event.target.value as PlaceFilters['sort'];
            if (sort === 'distance') shareLocation();
            else setFilters({ sort, lat: undefined, lng: undefined });
          }}
        />
      </Field>
      <p role="status" className="text-sm text-muted-foreground empty:hidden">
        {state.status === 'locating' ? text.locating : near !== null && state.status === 'idle' ? text.nearHint : ''}
      </p>
      {state.status === 'failed' ? (
        <p role="alert" className="text-sm text-danger">
          {failureText[state.failure]}
        </p>
      ) : null}
      {near !== null && state.status !== 'locating' ? (
        <div>
          <Button variant="ghost" size="sm" onClick={shareLocation}>
            {text.relocate}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

/** The filters in force, as chips a phone shows while the filters are folded (the search has its own box). */
function useActivePlaceFilters({ filters, setFilters }: Props): ActiveFilter[] {
  const tagsAndFeatures = useTagAndFeatureChips(filters, (change) => setFilters(change));
  return [
    ...(filters.sort !== 'name' && (filters.sort !== 'distance' || nearPoint(filters) !== null)
      ? [
          {
            key: 'sort',
            label: text.sorts[filters.sort],
            onRemove: () => setFilters({ sort: 'name', lat: undefined, lng: undefined }),
          },
        ]
      : []),
    ...(filters.openNow
      ? [{ key: 'open-now', label: text.openNow, onRemove: () => setFilters({ openNow: false }) }]
      : []),
    ...tagsAndFeatures,
  ];
}

/**
 * The filters of `/places`, each written to the link as it changes. On a phone all but the search are folded behind
 * «Фильтры», with the ones in force as chips, so the places start on the first screen.
 */
export function PlaceFiltersPanel({ filters, setFilters }: Props) {
  const active = useActivePlaceFilters({ filters, setFilters });
  const moreCount = filters.tags.length + filters.features.length;
  return (
    <CollapsibleFilters
      active={active}
      lead={
        <CatalogueSearch
          value={filters.q}
          onSearch={(q) => setFilters({ q }, { replace: true })}
          label={text.search}
          placeholder={text.searchPlaceholder}
        />
      }
    >
      <div className="grid gap-5 sm:grid-cols-[14rem_minmax(0,1fr)] sm:items-start">
        <SortField filters={filters} setFilters={setFilters} />
        <Switch
          label={text.openNow}
          description={text.openNowHint}
          checked={filters.openNow}
          onCheckedChange={(openNow) => setFilters({ openNow })}
          className="max-w-sm sm:mt-7"
        />
      </div>
      <MoreFilters summary={moreCount > 0 ? text.moreActive(formatNumber(moreCount)) : text.more} chosen={moreCount}>
        <TagAndFeatureFields chosen={filters} change={(change) => setFilters(change)} />
      </MoreFilters>
      {activePlaceFilterCount(filters) > 0 ? (
        <div>
          <Button variant="ghost" onClick={() => setFilters(NO_PLACE_FILTERS)}>
            {text.reset}
          </Button>
        </div>
      ) : null}
    </CollapsibleFilters>
  );
}
