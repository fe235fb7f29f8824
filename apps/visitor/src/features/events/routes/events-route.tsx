import { loadQueries, NothingFound, parseUrlState, routeData, useNow, useShellConfig } from '@mesto/app-shell';
import { EmptyState, PageMeta } from '@mesto/ui';
import { useMemo } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import { storedFileMapQueryOptions } from '../../../api/get-file-urls.ts';
import { CatalogueScreen } from '../../../components/catalogue-screen.tsx';
import { messages } from '../../../messages.ts';
import { searchEventsQueryOptions, useSearchEvents } from '../api/search-events.ts';
import { EventDayList } from '../components/event-day-list.tsx';
import { EventFiltersPanel } from '../components/event-filters.tsx';
import {
  activeFilterCount,
  eventFilters,
  NO_EVENT_FILTERS,
  toEventQuery,
  useEventFilters,
} from '../hooks/use-event-filters.ts';
import { eventsMessages as text } from '../messages.ts';

const screen = messages.screens.events;

/**
 * `/events`: what is on in the city, soonest first, a day per heading. Day, weekday, time of day, tags, features
 * and the search are all in the link; the list loads as it scrolls.
 */
export default function EventsRoute() {
  const shell = useShellConfig();
  const [filters, setFilters] = useEventFilters();
  // The day choice turns into instants that change only at midnight; the first render takes the server's moment, so
  // a page hydrated at another minute asks for what the server answered.
  const now = useNow();
  const query = useMemo(() => toEventQuery(filters, now), [filters, now]);
  const events = useSearchEvents(query);
  const filtered = activeFilterCount(filters) > 0;

  return (
    <CatalogueScreen title={screen.title} description={screen.description}>
      <PageMeta title={shell.documentTitle(screen.title)} description={screen.description} />
      <div className="grid gap-8 lg:grid-cols-[21rem_minmax(0,1fr)]">
        <aside aria-label={text.filters}>
          <EventFiltersPanel filters={filters} setFilters={setFilters} />
        </aside>
        <EventDayList
          label={text.results}
          query={events}
          empty={
            filtered ? (
              <NothingFound
                title={text.nothingFound}
                hint={text.nothingFoundHint}
                resetLabel={text.reset}
                onReset={() => setFilters(NO_EVENT_FILTERS)}
              />
            ) : (
              <EmptyState title={text.nothingYet} description={text.nothingYetHint} />
            )
          }
        />
      </div>
    </CatalogueScreen>
  );
}

/** The first page of the list the link's filters ask for. */
export async function loader(args: LoaderFunctionArgs) {
  const data = routeData(args);
  const filters = parseUrlState(eventFilters, new URL(args.request.url).searchParams);
  const list = searchEventsQueryOptions(data.$api, toEventQuery(filters, data.now));
  await loadQueries(data, [list]);
  // The first page's cards come with their covers, as the list shows them.
  const events = data.queryClient.getQueryData(list.queryKey)?.pages.flatMap((page) => page.items) ?? [];
  await loadQueries(
    data,
    storedFileMapQueryOptions(
      data.$api,
      events.flatMap((event) => (event.coverFileId === null ? [] : [event.coverFileId])),
    ),
  );
  return null;
}
