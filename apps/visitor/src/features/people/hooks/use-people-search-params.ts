import { type UrlStateSchema, useUrlState } from '@mesto/app-shell';

// The typed text stays raw (trimmed where it is sent): a link reproduces the search exactly as typed.
const peopleSearch = { q: { kind: 'text', max: 200 } } satisfies UrlStateSchema;

/** `/people?q=…`: the search is part of the link, and back/forward move between searches. */
export function usePeopleSearchParams() {
  return useUrlState(peopleSearch);
}
