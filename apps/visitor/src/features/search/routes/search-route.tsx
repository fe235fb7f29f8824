import { ListSkeleton, LoadFailed, searchGroups, useDebouncedText, useShellConfig } from '@mesto/app-shell';
import { SEARCH_QUERY_MAX_LENGTH } from '@mesto/domain';
import { EmptyState, Field, Input, PageMeta, SearchIcon } from '@mesto/ui';
import { CatalogueScreen } from '../../../components/catalogue-screen.tsx';
import { visitorSearchLinks } from '../../../components/global-search/visitor-search.tsx';
import { useSearchEverything } from '../api/search-everything.ts';
import { SearchResults } from '../components/search-results.tsx';
import { useSearchQuery } from '../hooks/use-search-query.ts';
import { searchPageMessages as text } from '../messages.ts';

/** `/search?q=`: everything the global search finds for the query, every group with more results than the popup. */
export default function SearchRoute() {
  const shell = useShellConfig();
  const [{ q }, setSearch] = useSearchQuery();
  const [typed, setTyped] = useDebouncedText(q, (next) => setSearch({ q: next }, { replace: true }));
  const query = q.trim();
  const results = useSearchEverything(q);
  const groups = searchGroups(results.data, visitorSearchLinks);

  const content = () => {
    if (query === '') return <EmptyState icon={<SearchIcon />} title={text.start} description={text.startHint} />;
    if (results.isPending) return <ListSkeleton label={text.loading} rows={5} />;
    if (results.isError && results.data === undefined) {
      return <LoadFailed title={text.loadFailed} onRetry={() => void results.refetch()} />;
    }
    if (groups.every((group) => group.items.length === 0)) {
      return <EmptyState icon={<SearchIcon />} title={text.nothingFound} description={text.nothingFoundHint} />;
    }
    return <SearchResults groups={groups} refreshing={results.isPlaceholderData} />;
  };

  return (
    <CatalogueScreen title={text.title} description={text.description}>
      <PageMeta title={shell.documentTitle(query === '' ? text.title : text.titleFor(query))} />
      <search>
        <form
          onSubmit={(event) => {
            // Enter searches at once instead of waiting for the pause.
            event.preventDefault();
            setSearch({ q: typed }, { replace: true });
          }}
        >
          <Field label={text.search}>
            <Input
              type="search"
              name="q"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              placeholder={text.searchPlaceholder}
              maxLength={SEARCH_QUERY_MAX_LENGTH}
              autoComplete="off"
              enterKeyHint="search"
            />
          </Field>
        </form>
      </search>
      {content()}
    </CatalogueScreen>
  );
}
