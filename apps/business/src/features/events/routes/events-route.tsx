import { Field, NativeSelect, Switch } from '@mesto/ui';
import { CatalogueList, listEnabled } from '../../../components/catalogue/catalogue-list.tsx';
import { paths } from '../../../config/paths.ts';
import { useEventListOptions, usePlaceOptions } from '../../../lib/catalogue/options.ts';
import { useWorkingOrganisations } from '../../../lib/catalogue/organisations.ts';
import { messages } from '../../../messages.ts';
import { useEventsList } from '../api/list-events.ts';
import { EventRow } from '../components/event-row.tsx';
import { useEventsSearchParams } from '../hooks/use-events-search-params.ts';
import { eventMessages } from '../messages.ts';

const screen = messages.screens.events;
const text = eventMessages.list;

/** `/business/events`: the occurrences of my organisations' events (ROOT: all), filtered by the link. */
export default function EventsRoute() {
  const [filters, setFilters] = useEventsSearchParams();
  const organisations = useWorkingOrganisations();
  const scope = organisations.isPending
    ? 'none'
    : filters.organisation !== ''
      ? { organisation: filters.organisation }
      : organisations.scope;
  const places = usePlaceOptions(scope);
  const lists = useEventListOptions(scope);
  const events = useEventsList(filters, organisations.scope, listEnabled(organisations));
  const filtered =
    filters.q.trim() !== '' ||
    filters.place !== '' ||
    filters.eventList !== '' ||
    filters.organisation !== '' ||
    filters.past;

  return (
    <CatalogueList
      title={screen.title}
      description={screen.description}
      text={text}
      createHref={paths.newEvent.getHref({ place: filters.place, eventList: filters.eventList })}
      organisations={organisations}
      filters={filters}
      setFilters={setFilters}
      onOrganisationChange={(organisation) => setFilters({ organisation, place: '', eventList: '' })}
      filtered={filtered}
      onReset={() => setFilters({ q: '', place: '', eventList: '', organisation: '', past: false })}
      searchClassName="grid gap-3 sm:grid-cols-2 lg:grid-cols-4"
      query={events}
      className="flex flex-col divide-y divide-border overflow-hidden rounded-card border border-border bg-surface"
      getKey={(event) => event.occurrenceId}
      renderItem={(event) => <EventRow event={event} />}
    >
      <Field label={text.place}>
        <NativeSelect value={filters.place} onChange={(event) => setFilters({ place: event.target.value })}>
          <option value="">{text.anyPlace}</option>
          {places.data.map((place) => (
            <option key={place.id} value={place.id}>
              {place.name}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field label={text.eventList}>
        <NativeSelect value={filters.eventList} onChange={(event) => setFilters({ eventList: event.target.value })}>
          <option value="">{text.anyEventList}</option>
          {lists.data.map((list) => (
            <option key={list.id} value={list.id}>
              {list.name}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Switch
        label={text.past}
        checked={filters.past}
        onCheckedChange={(past) => setFilters({ past })}
        className="sm:col-span-2 lg:col-span-4"
      />
    </CatalogueList>
  );
}
