import { useApi } from '@mesto/api-client/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDebouncedText } from '../url-state/use-debounced-text.ts';
import { globalSearchQueryOptions } from './global-search-query.ts';
import { type SearchLinks, searchGroups } from './search-groups.ts';

/**
 * The state of a search box: the text as typed (shown at once) and the results of the text once typing pauses
 * (SEARCH_DEBOUNCE_MS). While the results are of an older text, `loading` says so and the older ones stay on
 * screen, so the popup does not flicker between keystrokes.
 */
export function useGlobalSearch(links: SearchLinks) {
  const { $api } = useApi();
  const [query, setQuery] = useState('');
  const [text, setText] = useDebouncedText(query, setQuery);
  const q = query.trim();
  const result = useQuery({
    ...globalSearchQueryOptions($api, q),
    enabled: q !== '',
    placeholderData: keepPreviousData,
  });
  const settled = text.trim() === q && !result.isFetching;
  return {
    text,
    setText,
    groups: q === '' ? [] : searchGroups(result.data, links),
    loading: text.trim() !== '' && !settled,
    /** The results are those of the text in the box (not of an older one still on screen). */
    settled,
  };
}
