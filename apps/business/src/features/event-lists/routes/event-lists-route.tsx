import { formatNumber } from '@mesto/domain';
import { Tag } from '@mesto/ui';
import { Link } from 'react-router';
import { CatalogueList, listEnabled } from '../../../components/catalogue/catalogue-list.tsx';
import { paths } from '../../../config/paths.ts';
import { useWorkingOrganisations } from '../../../lib/catalogue/organisations.ts';
import { messages } from '../../../messages.ts';
import { useEventListsList } from '../api/list-event-lists.ts';
import { useEventListsSearchParams } from '../hooks/use-event-lists-search-params.ts';
import { eventListMessages } from '../messages.ts';

const screen = messages.screens.eventLists;
const text = eventListMessages.list;

/** `/business/event-lists`: the event lists of my organisations (ROOT: all), by name. */
export default function EventListsRoute() {
  const [filters, setFilters] = useEventListsSearchParams();
  const organisations = useWorkingOrganisations();
  const lists = useEventListsList(filters, organisations.scope, listEnabled(organisations));

  return (
    <CatalogueList
      title={screen.title}
      description={screen.description}
      text={text}
      createHref={paths.newEventList.getHref({ organisation: filters.organisation })}
      organisations={organisations}
      filters={filters}
      setFilters={setFilters}
      filtered={filters.q.trim() !== '' || filters.organisation !== ''}
      onReset={() => setFilters({ q: '', organisation: '' })}
      searchClassName="grid gap-3 sm:grid-cols-2"
      query={lists}
      className="flex flex-col divide-y divide-border overflow-hidden rounded-card border border-border bg-surface"
      getKey={(list) => list.id}
      renderItem={(list) => (
        <li>
          <Link
            to={paths.eventListEditor.getHref(list.code)}
            className="flex min-h-touch flex-wrap items-center gap-x-3 gap-y-1 p-4 transition-colors hover:bg-secondary focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
          >
            <span className="flex min-w-0 flex-1 flex-col">
              <span className="font-medium break-words">{list.name}</span>
              <span className="text-sm text-muted-foreground">
                {[list.organisation?.name, list.place?.name ?? text.noPlace].filter(Boolean).join(' · ')}
              </span>
            </span>
            <Tag tone={list.upcomingEventCount > 0 ? 'info' : 'neutral'}>
              {text.upcoming(formatNumber(list.upcomingEventCount))}
            </Tag>
          </Link>
        </li>
      )}
    />
  );
}
