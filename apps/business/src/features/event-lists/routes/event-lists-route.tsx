import { useDebouncedText } from '@mesto/app-shell';
import { formatNumber } from '@mesto/domain';
import { Button, buttonVariants, EmptyState, Field, InfiniteListTrigger, Input, SearchIcon, Tag } from '@mesto/ui';
import { Link } from 'react-router';
import { CatalogueScreen } from '../../../components/catalogue/catalogue-screen.tsx';
import { ListSkeleton, LoadFailed, NoOrganisations } from '../../../components/catalogue/load-states.tsx';
import { OrganisationFilter } from '../../../components/catalogue/organisation-filter.tsx';
import { paths } from '../../../config/paths.ts';
import { mergedItems } from '../../../lib/catalogue/merged-pages.ts';
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
  const mine =
    organisations.scope === 'mine' ? (organisations.data?.map((organisation) => organisation.id) ?? []) : null;
  const lists = useEventListsList(filters, organisations.isPending ? [] : mine);
  const items = mergedItems(lists.data);
  const filtered = filters.q.trim() !== '' || filters.organisation !== '';
  const newHref = paths.newEventList.getHref({ organisation: filters.organisation });

  const content = () => {
    if (organisations.isPending || (lists.isPending && lists.fetchStatus !== 'idle')) {
      return <ListSkeleton label={text.loading} />;
    }
    if (organisations.isError) {
      return <LoadFailed title={text.loadFailed} onRetry={() => void organisations.refetch()} />;
    }
    if (mine !== null && mine.length === 0) return <NoOrganisations createHref={paths.newOrganisation.getHref()} />;
    if (lists.isError && items.length === 0) {
      return <LoadFailed title={text.loadFailed} onRetry={() => void lists.refetch()} />;
    }
    if (items.length === 0) {
      return filtered ? (
        <EmptyState
          icon={<SearchIcon />}
          title={text.nothingFound}
          description={text.nothingFoundHint}
          action={
            <Button variant="secondary" onClick={() => setFilters({ q: '', organisation: '' })}>
              {text.resetFilters}
            </Button>
          }
        />
      ) : (
        <EmptyState
          title={text.none}
          description={text.noneHint}
          action={
            <Link to={newHref} className={buttonVariants()}>
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
          aria-busy={lists.isPlaceholderData}
          className="flex flex-col divide-y divide-border overflow-hidden rounded-card border border-border bg-surface transition-opacity aria-busy:opacity-60"
        >
          {items.map((list) => (
            <li key={list.id}>
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
          ))}
        </ul>
        <InfiniteListTrigger
          onLoadMore={() => void lists.fetchNextPage()}
          hasMore={lists.hasNextPage}
          loading={lists.isFetchingNextPage}
        />
      </div>
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
      </search>
      {content()}
    </CatalogueScreen>
  );
}
