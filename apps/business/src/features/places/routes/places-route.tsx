import { useDebouncedText } from '@mesto/app-shell';
import type { PublicationStatus } from '@mesto/domain';
import {
  Button,
  buttonVariants,
  EmptyState,
  Field,
  InfiniteListTrigger,
  Input,
  NativeSelect,
  SearchIcon,
} from '@mesto/ui';
import { Link } from 'react-router';
import { catalogueMessages } from '../../../components/catalogue/catalogue-messages.ts';
import { CatalogueScreen } from '../../../components/catalogue/catalogue-screen.tsx';
import { ListSkeleton, LoadFailed, NoOrganisations } from '../../../components/catalogue/load-states.tsx';
import { OrganisationFilter } from '../../../components/catalogue/organisation-filter.tsx';
import { paths } from '../../../config/paths.ts';
import { mergedItems } from '../../../lib/catalogue/merged-pages.ts';
import { useWorkingOrganisations } from '../../../lib/catalogue/organisations.ts';
import { statusOptions } from '../../../lib/catalogue/status.ts';
import { messages } from '../../../messages.ts';
import { usePlacesList } from '../api/list-places.ts';
import { PlaceRow } from '../components/place-row.tsx';
import { usePlacesSearchParams } from '../hooks/use-places-search-params.ts';
import { placeMessages } from '../messages.ts';

const screen = messages.screens.places;
const text = placeMessages.list;

/** `/business/places`: the places of my organisations (ROOT: all), filtered by the link, edited in place. */
export default function PlacesRoute() {
  const [filters, setFilters] = usePlacesSearchParams();
  const [typed, setTyped] = useDebouncedText(filters.q, (next) => setFilters({ q: next }, { replace: true }));
  const organisations = useWorkingOrganisations();
  const mine =
    organisations.scope === 'mine' ? (organisations.data?.map((organisation) => organisation.id) ?? []) : null;
  const places = usePlacesList(filters, organisations.isPending ? [] : mine);
  const items = mergedItems(places.data);
  const filtered = filters.q.trim() !== '' || filters.status !== '' || filters.organisation !== '';
  const newPlaceHref = paths.newPlace.getHref({ organisation: filters.organisation });

  const content = () => {
    if (organisations.isPending || (places.isPending && places.fetchStatus !== 'idle')) {
      return <ListSkeleton label={text.loading} />;
    }
    if (organisations.isError) {
      return <LoadFailed title={text.loadFailed} onRetry={() => void organisations.refetch()} />;
    }
    if (mine !== null && mine.length === 0) return <NoOrganisations createHref={paths.newOrganisation.getHref()} />;
    if (places.isError && items.length === 0) {
      return <LoadFailed title={text.loadFailed} onRetry={() => void places.refetch()} />;
    }
    if (items.length === 0) {
      return filtered ? (
        <EmptyState
          icon={<SearchIcon />}
          title={text.nothingFound}
          description={text.nothingFoundHint}
          action={
            <Button variant="secondary" onClick={() => setFilters({ q: '', status: '', organisation: '' })}>
              {text.resetFilters}
            </Button>
          }
        />
      ) : (
        <EmptyState
          title={text.noPlaces}
          description={text.noPlacesHint}
          action={
            <Link to={newPlaceHref} className={buttonVariants()}>
              {text.create}
            </Link>
          }
        />
      );
    }
    return (
      <div className="flex flex-col gap-2">
        <ul
          aria-label={text.label}
          aria-busy={places.isPlaceholderData}
          className="flex flex-col divide-y divide-border rounded-card border border-border bg-surface transition-opacity aria-busy:opacity-60"
        >
          {items.map((place) => (
            <PlaceRow key={place.id} place={place} />
          ))}
        </ul>
        <InfiniteListTrigger
          onLoadMore={() => void places.fetchNextPage()}
          hasMore={places.hasNextPage}
          loading={places.isFetchingNextPage}
        />
      </div>
    );
  };

  return (
    <CatalogueScreen
      title={screen.title}
      description={screen.description}
      actions={
        <Link to={newPlaceHref} className={buttonVariants()}>
          {text.create}
        </Link>
      }
    >
      <search className="grid gap-3 sm:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)_minmax(0,0.8fr)]">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            setFilters({ q: typed }, { replace: true });
          }}
        >
          <Field label={text.search}>
            <Input
              type="search"
              name="q"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              placeholder={text.searchPlaceholder}
              autoComplete="off"
              enterKeyHint="search"
            />
          </Field>
        </form>
        <OrganisationFilter
          organisations={organisations.data ?? []}
          value={filters.organisation}
          onChange={(organisation) => setFilters({ organisation })}
          scope={organisations.scope}
        />
        <Field label={catalogueMessages.status}>
          <NativeSelect
            value={filters.status}
            onChange={(event) => setFilters({ status: event.target.value as PublicationStatus | '' })}
          >
            <option value="">{catalogueMessages.anyStatus}</option>
            {statusOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </search>
      {content()}
    </CatalogueScreen>
  );
}
