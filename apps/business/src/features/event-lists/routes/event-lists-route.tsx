import { CursorList, useDebouncedText } from '@mesto/app-shell';
import { formatNumber } from '@mesto/domain';
import { buttonVariants, Tag } from '@mesto/ui';
import { Link } from 'react-router';
import { CatalogueScreen } from '../../../components/catalogue/catalogue-screen.tsx';
import { ListSearch, NoneYet, NothingFound } from '../../../components/catalogue/list-parts.tsx';
import { LoadFailed, NoOrganisations } from '../../../components/catalogue/load-states.tsx';
import { OrganisationFilter } from '../../../components/catalogue/organisation-filter.tsx';
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
  const [typed, setTyped] = useDebouncedText(filters.q, (next) => setFilters({ q: next }, { replace: true }));
  const organisations = useWorkingOrganisations();
  const mine = organisations.scope === 'mine' ? (organisations.data ?? []) : null;
  const lists = useEventListsList(filters, organisations.scope, !organisations.isPending && mine?.length !== 0);
  const filtered = filters.q.trim() !== '' || filters.organisation !== '';
  const newHref = paths.newEventList.getHref({ organisation: filters.organisation });

  const content = () => {
    if (organisations.isError) {
      return <LoadFailed title={text.loadFailed} onRetry={() => void organisations.refetch()} />;
    }
    if (!organisations.isPending && mine !== null && mine.length === 0) {
      return <NoOrganisations createHref={paths.newOrganisation.getHref()} />;
    }
    return (
      <CursorList
        query={lists}
        waiting={organisations.isPending}
        loadingLabel={text.loading}
        failedTitle={text.loadFailed}
        filtered={filtered}
        label={text.label}
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
        nothingFound={
          <NothingFound
            title={text.nothingFound}
            hint={text.nothingFoundHint}
            resetLabel={text.resetFilters}
            onReset={() => setFilters({ q: '', organisation: '' })}
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
      <search className="grid gap-3 sm:grid-cols-2">
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
      </search>
      {content()}
    </CatalogueScreen>
  );
}
