import { CursorList, useDebouncedText } from '@mesto/app-shell';
import { buttonVariants, Field, NativeSelect, Switch } from '@mesto/ui';
import { Link } from 'react-router';
import { CatalogueScreen } from '../../../components/catalogue/catalogue-screen.tsx';
import { ListSearch, NoneYet, NothingFound } from '../../../components/catalogue/list-parts.tsx';
import { LoadFailed, NoOrganisations } from '../../../components/catalogue/load-states.tsx';
import { OrganisationFilter } from '../../../components/catalogue/organisation-filter.tsx';
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
  const [typed, setTyped] = useDebouncedText(filters.q, (next) => setFilters({ q: next }, { replace: true }));
  const organisations = useWorkingOrganisations();
  const mine = organisations.scope === 'mine' ? (organisations.data ?? []) : null;
  const scope = organisations.isPending
    ? 'none'
    : filters.organisation !== ''
      ? { organisation: filters.organisation }
      : organisations.scope;
  const places = usePlaceOptions(scope);
  const lists = useEventListOptions(scope);
  const events = useEventsList(filters, organisations.scope, !organisations.isPending && mine?.length !== 0);
  const filtered =
    filters.q.trim() !== '' ||
    filters.place !== '' ||
    filters.eventList !== '' ||
    filters.organisation !== '' ||
    filters.past;
  const newHref = paths.newEvent.getHref({ place: filters.place, eventList: filters.eventList });

  const content = () => {
    if (organisations.isError) {
      return <LoadFailed title={text.loadFailed} onRetry={() => void organisations.refetch()} />;
    }
    if (!organisations.isPending && mine !== null && mine.length === 0) {
      return <NoOrganisations createHref={paths.newOrganisation.getHref()} />;
    }
    return (
      <CursorList
        query={events}
        waiting={organisations.isPending}
        loadingLabel={text.loading}
        failedTitle={text.loadFailed}
        filtered={filtered}
        label={text.label}
        className="flex flex-col divide-y divide-border overflow-hidden rounded-card border border-border bg-surface"
        getKey={(event) => event.occurrenceId}
        renderItem={(event) => <EventRow event={event} />}
        nothingFound={
          <NothingFound
            title={text.nothingFound}
            hint={text.nothingFoundHint}
            resetLabel={text.resetFilters}
            onReset={() => setFilters({ q: '', place: '', eventList: '', organisation: '', past: false })}
          />
        }
        empty={<NoneYet title={text.none} hint={text.noneHint} createHref={newHref} createLabel={text.create} />}
      />
    );
  };

  return (
    <CatalogueScreen
      title={screen.title}
      description={screen.description}
      actions={
        <Link to={newHref} className={buttonVariants()}>
          {text.create}
        </Link>
      }
    >
      <search className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
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
          onChange={(organisation) => setFilters({ organisation, place: '', eventList: '' })}
          scope={organisations.scope}
        />
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
      </search>
      {content()}
    </CatalogueScreen>
  );
}
