import type { PublicationStatus } from '@mesto/domain';
import { Field, NativeSelect } from '@mesto/ui';
import { CatalogueList, listEnabled } from '../../../components/catalogue/catalogue-list.tsx';
import { catalogueMessages } from '../../../components/catalogue/catalogue-messages.ts';
import { paths } from '../../../config/paths.ts';
import { useWorkingOrganisations } from '../../../lib/catalogue/organisations.ts';
import { statusOptions } from '../../../lib/catalogue/status.ts';
import { messages } from '../../../messages.ts';
import { usePlacesList } from '../api/list-places.ts';
import { PlaceRow } from '../components/place-row.tsx';
import { usePlacesSearchParams } from '../hooks/use-places-search-params.ts';
import { placeMessages } from '../messages.ts';

const screen = messages.screens.places;

/** `/business/places`: the places of my organisations (ROOT: all), filtered by the link, edited in place. */
export default function PlacesRoute() {
  const [filters, setFilters] = usePlacesSearchParams();
  const organisations = useWorkingOrganisations();
  const places = usePlacesList(filters, organisations.scope, listEnabled(organisations));

  return (
    <CatalogueList
      title={screen.title}
      description={screen.description}
      text={placeMessages.list}
      createHref={paths.newPlace.getHref({ organisation: filters.organisation })}
      organisations={organisations}
      filters={filters}
      setFilters={setFilters}
      filtered={filters.q.trim() !== '' || filters.status !== '' || filters.organisation !== ''}
      onReset={() => setFilters({ q: '', status: '', organisation: '' })}
      searchClassName="grid gap-3 sm:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)_minmax(0,0.8fr)]"
      query={places}
      getKey={(place) => place.id}
      renderItem={(place) => <PlaceRow place={place} />}
    >
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
    </CatalogueList>
  );
}
