import { CursorList, useDebouncedText } from '@mesto/app-shell';
import { EmptyState, Field, Input, SearchIcon } from '@mesto/ui';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { usePickPlaces } from '../api/search-places.ts';
import { opinionsMessages } from '../messages.ts';

const text = opinionsMessages.picker;

/** Without a subject in the link: find a place by name and open the editor for it. */
export function PlacePicker({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const [typed, setTyped] = useDebouncedText(q, onSearch);
  const places = usePickPlaces(q.trim());
  return (
    <section className="flex flex-col gap-4" aria-labelledby="opinion-place-picker">
      <h2 id="opinion-place-picker" className="text-2xl font-semibold">
        {text.title}
      </h2>
      <search>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            onSearch(typed);
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
      <CursorList
        query={places}
        label={text.results}
        loadingLabel={text.loading}
        failedTitle={text.failed}
        getKey={(place) => place.id}
        renderItem={(place) => (
          <li>
            <Link
              to={paths.opinionsEditor.getHref({ place: place.code })}
              className="flex min-h-touch flex-col justify-center gap-0.5 px-4 py-3 hover:bg-secondary focus-visible:outline-2 focus-visible:outline-ring"
            >
              <span className="font-medium">{place.name}</span>
              {place.address === '' ? null : <span className="text-sm text-muted-foreground">{place.address}</span>}
            </Link>
          </li>
        )}
        filtered={q.trim() !== ''}
        empty={<EmptyState title={text.empty} />}
        nothingFound={
          <EmptyState icon={<SearchIcon />} title={text.nothingFound} description={text.nothingFoundHint} />
        }
      />
    </section>
  );
}
