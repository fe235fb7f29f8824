import { pageItems, useDebouncedText } from '@mesto/app-shell';
import { Field, Input } from '@mesto/ui';
import { messages } from '../../../messages.ts';
import { useSearchPeople } from '../api/search-people.ts';
import { PeopleScreen } from '../components/people-screen.tsx';
import { PersonList } from '../components/person-list.tsx';
import { usePeopleSearchParams } from '../hooks/use-people-search-params.ts';

const screen = messages.screens.people;
const text = messages.people;

/** `/people`: find people by name or username; the search is in the link (`?q=`), results load as you scroll. */
export default function PeopleRoute() {
  const [{ q }, setSearch] = usePeopleSearchParams();
  const [typed, setTyped] = useDebouncedText(q, (next) => setSearch({ q: next }, { replace: true }));
  const people = useSearchPeople(q);

  return (
    <PeopleScreen title={screen.title} description={screen.description}>
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
              autoComplete="off"
              enterKeyHint="search"
            />
          </Field>
        </form>
      </search>
      <PersonList
        people={pageItems(people.data)}
        loading={people.isPending}
        refreshing={people.isPlaceholderData}
        failed={people.isError}
        onRetry={() => void people.refetch()}
        searching={q.trim() !== ''}
        hasMore={people.hasNextPage}
        loadingMore={people.isFetchingNextPage}
        onLoadMore={() => void people.fetchNextPage()}
      />
    </PeopleScreen>
  );
}
