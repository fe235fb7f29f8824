import { useSession } from '@mesto/api-client/react';
import { DebouncedSearchForm, ListRows, pageItems } from '@mesto/app-shell';
import { isRoot, TEAM_KIND_LABELS } from '@mesto/domain';
import { buttonVariants, EmptyState, SearchIcon, Tag } from '@mesto/ui';
import { Link } from 'react-router';
import { CatalogueScreen } from '../../../components/catalogue/catalogue-screen.tsx';
import { ListSkeleton, LoadFailed, NoOrganisations } from '../../../components/catalogue/load-states.tsx';
import { paths } from '../../../config/paths.ts';
import { messages } from '../../../messages.ts';
import { useSearchOrganisations } from '../api/search-organisations.ts';
import { useOrganisationsSearchParams } from '../hooks/use-organisations-search-params.ts';
import { organisationMessages } from '../messages.ts';

const screen = messages.screens.organisations;
const text = organisationMessages.list;

/** `/business/organisations`: the organisations I am in, with my role; ROOT sees and searches every one. */
export default function OrganisationsRoute() {
  const { user } = useSession();
  const root = isRoot(user);
  const [{ q }, setSearch] = useOrganisationsSearchParams();
  const organisations = useSearchOrganisations(q, !root);
  const items = pageItems(organisations.data);
  const searching = q.trim() !== '';

  return (
    <CatalogueScreen
      title={screen.title}
      description={root ? screen.rootDescription : screen.description}
      actions={
        <Link to={paths.newOrganisation.getHref()} className={buttonVariants()}>
          {text.create}
        </Link>
      }
    >
      <DebouncedSearchForm
        landmark
        label={text.search}
        placeholder={text.searchPlaceholder}
        value={q}
        onSearch={(next) => setSearch({ q: next }, { replace: true })}
      />
      {organisations.isPending ? (
        <ListSkeleton label={text.loading} />
      ) : organisations.isError && items.length === 0 ? (
        <LoadFailed title={text.loadFailed} onRetry={() => void organisations.refetch()} />
      ) : items.length === 0 ? (
        searching ? (
          <EmptyState icon={<SearchIcon />} title={text.nothingFound} description={text.nothingFoundHint} />
        ) : (
          <NoOrganisations createHref={paths.newOrganisation.getHref()} />
        )
      ) : (
        <ListRows
          query={organisations}
          label={text.label}
          className="flex flex-col divide-y divide-border overflow-hidden rounded-card border border-border bg-surface"
        >
          {items.map((organisation) => (
            <li key={organisation.id}>
              <Link
                to={paths.organisationEditor.getHref(organisation.code)}
                className="flex min-h-touch flex-wrap items-center gap-x-3 gap-y-1 p-4 transition-colors hover:bg-secondary focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
              >
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="font-medium break-words">{organisation.name}</span>
                  {organisation.description === '' ? null : (
                    <span className="line-clamp-2 text-sm text-muted-foreground">{organisation.description}</span>
                  )}
                </span>
                {organisation.myRole === null ? null : (
                  <Tag tone={organisation.myRole === 'DEFAULT' ? 'primary' : 'neutral'}>
                    {TEAM_KIND_LABELS[organisation.myRole]}
                  </Tag>
                )}
              </Link>
            </li>
          ))}
        </ListRows>
      )}
    </CatalogueScreen>
  );
}
