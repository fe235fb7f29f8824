import { CursorList, useDebouncedText } from '@mesto/app-shell';
import type { PublicationStatus } from '@mesto/domain';
import { buttonVariants, Field, NativeSelect } from '@mesto/ui';
import { Link } from 'react-router';
import { catalogueMessages } from '../../../components/catalogue/catalogue-messages.ts';
import { CatalogueScreen } from '../../../components/catalogue/catalogue-screen.tsx';
import { ListSearch, NoneYet, NothingFound } from '../../../components/catalogue/list-parts.tsx';
import { LoadFailed, NoOrganisations } from '../../../components/catalogue/load-states.tsx';
import { OrganisationFilter } from '../../../components/catalogue/organisation-filter.tsx';
import { paths } from '../../../config/paths.ts';
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
  const mine = organisations.scope === 'mine' ? (organisations.data ?? []) : null;
  const places = usePlacesList(filters, organisations.scope, !organisations.isPending && mine?.length !== 0);
  const filtered = filters.q.trim() !== '' || filters.status !== '' || filters.organisation !== '';
  const newPlaceHref = paths.newPlace.getHref({ organisation: filters.organisation });

  const content = () => {
    if (organisations.isError) {
      return <LoadFailed title={text.loadFailed} onRetry={() => void organisations.refetch()} />;
    }
    if (!organisations.isPending && mine !== null && mine.length === 0) {
      return <NoOrganisations createHref={paths.newOrganisation.getHref()} />;
    }
    return (
      <CursorList
        query={places}
        waiting={organisations.isPending}
        loadingLabel={text.loading}
        failedTitle={text.loadFailed}
        filtered={filtered}
        label={text.label}
        className="flex flex-col divide-y divide-border rounded-card border border-border bg-surface"
        getKey={(place) => place.id}
        renderItem={(place) => <PlaceRow place={place} />}
        nothingFound={
          <NothingFound
            title={text.nothingFound}
            hint={text.nothingFoundHint}
            resetLabel={text.resetFilters}
            onReset={() => setFilters({ q: '', status: '', organisation: '' })}
          />
        }
        empty={
          <NoneYet title={text.noPlaces} hint={text.noPlacesHint} createHref={newPlaceHref} createLabel={text.create} />
        }
      />
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
        <ListSearch
          label={text.search}
          placeholder={text.searchPlaceholder}
          value={typed}
          onChange={setTyped}
          onSubmit={() => setFilters({ q: typed }, { replace: true })}
        />
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
