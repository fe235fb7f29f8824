import { SearchBox, type SearchItem } from '@mesto/ui';
import { useNavigate } from 'react-router';
import type { SearchLinks } from './search-groups.ts';
import { useGlobalSearch } from './use-global-search.ts';

export type SearchFieldProps = {
  /** Where a result of each group leads in this app; groups without a link are left out. */
  links: SearchLinks;
  /**
   * Enter with no result highlighted: open the app's results page for the query. Without it (an app with no
   * results page), Enter opens the first result once the results are those of the text typed.
   */
  onSubmit?: (query: string) => void;
  /** Called when a result or the results page is opened (the phone's sheet closes). */
  onDone?: () => void;
  autoFocus?: boolean;
  className?: string;
};

/** `SearchBox` of @mesto/ui wired to the global search; a chosen result opens its page in this app. */
export function SearchField({ links, onSubmit, onDone, autoFocus = false, className }: SearchFieldProps) {
  const navigate = useNavigate();
  const search = useGlobalSearch(links);
  const open = (item: SearchItem) => {
    search.setText('');
    onDone?.();
    void navigate(item.href);
  };
  return (
    <SearchBox
      value={search.text}
      onChange={search.setText}
      groups={search.groups}
      loading={search.loading}
      onSelect={open}
      onSubmit={(query) => {
        if (onSubmit !== undefined) {
          onDone?.();
          onSubmit(query);
          return;
        }
        const first = search.settled ? search.groups.find((group) => group.items.length > 0)?.items[0] : undefined;
        if (first !== undefined) open(first);
      }}
      autoFocus={autoFocus}
      className={className}
    />
  );
}
