import { loadQueries, NothingFound, pageItems, parseUrlState, routeData, useShellConfig } from '@mesto/app-shell';
import { formatNumber } from '@mesto/domain';
import { cn, EmptyState, PageMeta, SegmentedControl, useLayoutVariants } from '@mesto/ui';
import { useMemo } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import { storedFileMapQueryOptions } from '../../../api/get-file-urls.ts';
import { CatalogueScreen } from '../../../components/catalogue-screen.tsx';
import { messages } from '../../../messages.ts';
import { searchPlacesQueryOptions, useSearchPlaces } from '../api/search-places.ts';
import { PlaceFiltersPanel } from '../components/place-filters.tsx';
import { PlaceList } from '../components/place-list.tsx';
import { PlacesMapPanel } from '../components/places-map-panel.tsx';
import {
  activePlaceFilterCount,
  NEAR_RADIUS_KM,
  NO_PLACE_FILTERS,
  nearPoint,
  PLACE_VIEWS,
  placeFilters,
  toPlaceQuery,
  usePlaceFilters,
} from '../hooks/use-place-filters.ts';
import { placesMessages as text } from '../messages.ts';

const screen = messages.screens.places;
const viewOptions = PLACE_VIEWS.map((view) => ({ value: view, label: text.views[view] }));

/**
 * `/places`: the city's places with search and filters in the link, as a list and on a map side by side; a phone
 * switches between the two. The map (Leaflet) loads only once it is shown.
 */
export default function PlacesRoute() {
  const shell = useShellConfig();
  const [filters, setFilters] = usePlaceFilters();
  const query = useMemo(() => toPlaceQuery(filters), [filters]);
  const places = useSearchPlaces(query);
  const items = pageItems(places.data);
  // A phone shows the list or the map, a wider screen both. Until the screen is measured (the server's page and its
  // hydration) the CSS decides: what a phone would not show is hidden by `phone:hidden`, and the map's place is kept
  // by a frame of its size, so Leaflet loads only where the map is shown and nothing moves when it comes.
  const { phone, wide } = useLayoutVariants();
  const measured = phone !== wide;
  const showList = wide || filters.view === 'list';
  const showMap = wide || filters.view === 'map';
  const onPhoneMap = filters.view === 'map';
  const listClass = onPhoneMap ? 'phone:hidden' : undefined;
  const mapClass = onPhoneMap
    ? // A phone's map fills the screen between the header and the bottom bar, with its sheet of places under it.
      'phone:fixed phone:inset-x-0 phone:top-[65px] phone:bottom-[calc(57px+env(safe-area-inset-bottom))] phone:z-30 phone:flex phone:flex-col phone:gap-2 phone:bg-background phone:p-2'
    : 'phone:hidden';
  const mapSize = 'h-[32rem] phone:h-auto phone:min-h-0 phone:flex-1';
  const filtered = activePlaceFilterCount(filters) > 0;
  const near = nearPoint(filters) !== null;
  // The map fits its view to the first results once per search (not per page or refetch), then follows the person.
  const { view: _view, ...searched } = filters;
  const focusKey = JSON.stringify(searched);
  const focus = useMemo(
    () => (places.isPending || places.isPlaceholderData ? undefined : { key: focusKey, places: items }),
    [places.isPending, places.isPlaceholderData, focusKey, items],
  );
  const viewSwitch = (className: string) => (
    <SegmentedControl
      className={className}
      aria-label={text.view}
      options={viewOptions}
      value={filters.view}
      onValueChange={(view) => setFilters({ view })}
      fullWidth
    />
  );

  return (
    <CatalogueScreen title={screen.title} description={screen.description}>
      <PageMeta title={shell.documentTitle(screen.title)} description={screen.description} />
      {phone && !onPhoneMap ? viewSwitch('wide:hidden') : null}
      <section aria-label={text.filters} className={onPhoneMap ? 'phone:hidden' : undefined}>
        <PlaceFiltersPanel filters={filters} setFilters={setFilters} />
      </section>
      <div className="grid gap-6 lg:grid-cols-2">
        {showList ? (
          <div className={cn('min-w-0', listClass)}>
            <PlaceList
              label={text.results}
              columns="xl"
              query={places}
              empty={
                filtered ? (
                  <NothingFound
                    title={text.nothingFound}
                    hint={text.nothingFoundHint}
                    resetLabel={text.reset}
                    onReset={() => setFilters(NO_PLACE_FILTERS)}
                  />
                ) : near ? (
                  <EmptyState
                    title={text.nothingNear}
                    description={text.nothingNearHint(formatNumber(NEAR_RADIUS_KM))}
                  />
                ) : (
                  <EmptyState title={text.nothingYet} />
                )
              }
            />
          </div>
        ) : null}
        {showMap ? (
          <div className={cn('lg:sticky lg:top-4 lg:self-start', mapClass)}>
            {phone && onPhoneMap ? viewSwitch('wide:hidden shrink-0') : null}
            {measured || onPhoneMap ? (
              <PlacesMapPanel
                query={query}
                focus={focus}
                sheet={phone && !wide}
                className={onPhoneMap ? 'phone:min-h-0 phone:flex-1' : undefined}
                mapClassName={mapSize}
              />
            ) : (
              <div aria-hidden="true" className={cn(mapSize, 'rounded-card bg-surface-muted')} />
            )}
          </div>
        ) : null}
      </div>
    </CatalogueScreen>
  );
}

/** The first page of the places the link's filters ask for. */
export async function loader(args: LoaderFunctionArgs) {
  const data = routeData(args);
  const filters = parseUrlState(placeFilters, new URL(args.request.url).searchParams);
  const list = searchPlacesQueryOptions(data.$api, toPlaceQuery(filters));
  await loadQueries(data, [list]);
  // The first page's cards come with their photos, as the list shows them.
  const places = data.queryClient.getQueryData(list.queryKey)?.pages.flatMap((page) => page.items) ?? [];
  await loadQueries(
    data,
    storedFileMapQueryOptions(
      data.$api,
      places.flatMap((place) => place.photoFileIds.slice(0, 1)),
    ),
  );
  return null;
}
