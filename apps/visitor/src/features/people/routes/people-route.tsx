import { DebouncedSearchForm } from '@mesto/app-shell';
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
  const people = useSearchPeople(q);

  return (
    <PeopleScreen title={screen.title} description={screen.description}>
      <DebouncedSearchForm
        landmark
        label={text.search}
        placeholder={text.searchPlaceholder}
        value={q}
        onSearch={(next) => setSearch({ q: next }, { replace: true })}
      />
      <PersonList query={people} searching={q.trim() !== ''} />
    </PeopleScreen>
  );
}
