import { Button, SearchIcon } from '@mesto/ui';
import { lazy, Suspense, useState } from 'react';
import { searchMessages as text } from './messages.ts';
import { SearchField, type SearchFieldProps } from './search-field.tsx';

// The phone's search sheet (a Radix dialog) is loaded only when a phone opens it.
const SearchSheet = lazy(() => import('./search-sheet.tsx'));

export type HeaderSearchProps = Pick<SearchFieldProps, 'links' | 'onSubmit'> & {
  /** A phone: an icon button that opens the search as a full-width sheet. */
  compact?: boolean;
  className?: string;
};

/**
 * The header's global search (places, events, organisations, people, event lists at once). Larger screens: the box
 * itself, its results in a popup under it. A phone: a search button opening a full-width sheet with the box.
 */
export function HeaderSearch({ links, onSubmit, compact = false, className }: HeaderSearchProps) {
  const [sheetOpen, setSheetOpen] = useState(false);
  if (!compact) return <SearchField links={links} onSubmit={onSubmit} className={className} />;
  return (
    <>
      <Button variant="ghost" size="icon" aria-label={text.open} onClick={() => setSheetOpen(true)}>
        <SearchIcon className="size-6" />
      </Button>
      {sheetOpen ? (
        <Suspense fallback={null}>
          <SearchSheet open={sheetOpen} onOpenChange={setSheetOpen} links={links} onSubmit={onSubmit} />
        </Suspense>
      ) : null}
    </>
  );
}
