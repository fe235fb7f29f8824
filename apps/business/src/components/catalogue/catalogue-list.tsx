import { CursorList, type CursorListProps, useDebouncedText } from '@mesto/app-shell';
import { buttonVariants } from '@mesto/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import type { useWorkingOrganisations } from '../../lib/catalogue/organisations.ts';
import { CatalogueScreen } from './catalogue-screen.tsx';
import { ListSearch, NoneYet, NothingFound } from './list-parts.tsx';
import { LoadFailed, NoOrganisations } from './load-states.tsx';
import { OrganisationFilter } from './organisation-filter.tsx';

/** The texts of a catalogue list screen, from its feature's `messages.ts`. */
export type CatalogueListText = {
  /** The list's accessible name. */
  label: string;
  loading: string;
  loadFailed: string;
  search: string;
  searchPlaceholder: string;
  nothingFound: string;
  nothingFoundHint: string;
  resetFilters: string;
  /** Nothing yet, with no filter set: what to create first. */
  none: string;
  noneHint: string;
  /** The «new item» button, at the top and in the empty state. */
  create: string;
};

type WorkingOrganisations = ReturnType<typeof useWorkingOrganisations>;

/** Whether a list of the working organisations may load: once they are known, and unless I am in none (nothing to list). */
export function listEnabled(organisations: WorkingOrganisations): boolean {
  return !organisations.isPending && !(organisations.scope === 'mine' && (organisations.data ?? []).length === 0);
}

type CatalogueListProps<Item> = Pick<CursorListProps<Item>, 'query' | 'getKey' | 'renderItem' | 'className'> & {
  title: string;
  description: string;
  text: CatalogueListText;
  /** The «new item» link, carrying the filters it can start from. */
  createHref: string;
  organisations: WorkingOrganisations;
  /** The filters of the link the screen shares: the typed search and the organisation. */
  filters: { q: string; organisation: string };
  setFilters: (patch: { q?: string; organisation?: string }, options?: { replace?: boolean }) => void;
  /** A chosen organisation; by default it only sets the filter. */
  onOrganisationChange?: (organisationId: string) => void;
  /** Are filters narrowing the list? */
  filtered: boolean;
  /** Clears every filter of the screen. */
  onReset: () => void;
  /** The grid of the filters row. */
  searchClassName: string;
  /** The screen's own filters, after the search and the organisation. */
  children?: ReactNode;
};

/**
 * A list screen of the catalogue (places, event lists, events): the title with the «new item» button, the search
 * (typed text debounced into the link) and the organisation filter beside the screen's own, then the list in its
 * every state — the organisations failing to load, a business user in none yet, loading, nothing found, nothing yet.
 */
export function CatalogueList<Item>({
  title,
  description,
  text,
  createHref,
  organisations,
  filters,
  setFilters,
  onOrganisationChange = (organisation) => setFilters({ organisation }),
  filtered,
  onReset,
  searchClassName,
  children,
  query,
  getKey,
  renderItem,
  className,
}: CatalogueListProps<Item>) {
  const [typed, setTyped] = useDebouncedText(filters.q, (next) => setFilters({ q: next }, { replace: true }));

  const content = () => {
    if (organisations.isError) {
      return <LoadFailed title={text.loadFailed} onRetry={() => void organisations.refetch()} />;
    }
    if (!organisations.isPending && !listEnabled(organisations)) {
      return <NoOrganisations createHref={paths.newOrganisation.getHref()} />;
    }
    return (
      <CursorList
        query={query}
        waiting={organisations.isPending}
        loadingLabel={text.loading}
        failedTitle={text.loadFailed}
        filtered={filtered}
        label={text.label}
        className={className}
        getKey={getKey}
        renderItem={renderItem}
        nothingFound={
          <NothingFound
            title={text.nothingFound}
            hint={text.nothingFoundHint}
            resetLabel={text.resetFilters}
            onReset={onReset}
          />
        }
        empty={<NoneYet title={text.none} hint={text.noneHint} createHref={createHref} createLabel={text.create} />}
      />
    );
  };

  return (
    <CatalogueScreen
      title={title}
      description={description}
      actions={
        <Link to={createHref} className={buttonVariants()}>
          {text.create}
        </Link>
      }
    >
      <search className={searchClassName}>
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
          onChange={onOrganisationChange}
          scope={organisations.scope}
        />
        {children}
      </search>
      {content()}
    </CatalogueScreen>
  );
}
