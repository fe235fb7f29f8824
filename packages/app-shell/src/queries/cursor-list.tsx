import { Button, EmptyState, InfiniteListTrigger, Skeleton } from '@mesto/ui';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { Fragment, type ReactNode } from 'react';
import { shellMessages } from '../messages.ts';
import type { CursorPage } from './cursor-pages.ts';

const text = shellMessages.lists;

/** Rows of skeletons while a list loads, with a status line for screen readers. */
export function ListSkeleton({ label = text.loading, rows = 4 }: { label?: string; rows?: number }) {
  return (
    <div aria-busy="true">
      <p className="sr-only" role="status">
        {label}
      </p>
      <ul className="flex flex-col divide-y divide-border rounded-card border border-border bg-surface">
        {Array.from({ length: rows }, (_, row) => (
          <li key={row} className="flex flex-col gap-2 p-4">
            <Skeleton className="h-5 w-56 max-w-full" />
            <Skeleton className="h-4 w-40 max-w-full" />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A load that failed: what did not load, and a retry. */
export function LoadFailed({ title = text.loadFailed, onRetry }: { title?: string; onRetry: () => void }) {
  return (
    <EmptyState
      title={title}
      description={text.loadFailedHint}
      action={
        <Button variant="secondary" onClick={onRetry}>
          {text.retry}
        </Button>
      }
    />
  );
}

export type CursorListProps<Item> = {
  /** The infinite query of a cursor-paged list (`cursorPagesOptions`). */
  query: UseInfiniteQueryResult<InfiniteData<CursorPage<Item>>>;
  /** One item, as a list element (`<li>`). */
  renderItem: (item: Item) => ReactNode;
  getKey: (item: Item) => string;
  /** Said to screen readers while the first page loads. */
  loadingLabel?: string;
  /** The title of a failed load. */
  failedTitle?: string;
  /** Shown when the list is empty with no filter set (what to do first). */
  empty: ReactNode;
  /** Shown when filters leave nothing (how to widen them); `empty` when absent. */
  nothingFound?: ReactNode;
  /** Are filters narrowing the list? Decides between `empty` and `nothingFound`. */
  filtered?: boolean;
  /** Shown instead of the list while something the list needs is not known yet (e.g. the person's organisations). */
  waiting?: boolean;
  /** The list element's classes; a bordered column of rows by default. */
  className?: string;
  /** The list's accessible name. */
  label?: string;
};

/**
 * Every state of a cursor-paged list, the same on every screen of both apps: skeletons while the first page loads,
 * a failure with a retry, an empty state (or «nothing found» when filters are set), then the items — dimmed while
 * new filters load over the old page — and more pages as the end scrolls into view (or by the button).
 */
export function CursorList<Item>({
  query,
  renderItem,
  getKey,
  loadingLabel,
  failedTitle,
  empty,
  nothingFound,
  filtered = false,
  waiting = false,
  className = 'flex flex-col divide-y divide-border rounded-card border border-border bg-surface',
  label,
}: CursorListProps<Item>) {
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  if (waiting || (query.isPending && query.fetchStatus !== 'idle')) return <ListSkeleton label={loadingLabel} />;
  if (query.isError && items.length === 0)
    return <LoadFailed title={failedTitle} onRetry={() => void query.refetch()} />;
  if (items.length === 0) return <>{filtered ? (nothingFound ?? empty) : empty}</>;
  return (
    <div className="flex flex-col gap-2">
      <ul
        aria-label={label}
        aria-busy={query.isPlaceholderData}
        className={`${className} transition-opacity aria-busy:opacity-60`}
      >
        {items.map((item) => (
          <Fragment key={getKey(item)}>{renderItem(item)}</Fragment>
        ))}
      </ul>
      <InfiniteListTrigger
        onLoadMore={() => void query.fetchNextPage()}
        hasMore={query.hasNextPage}
        loading={query.isFetchingNextPage}
      />
    </div>
  );
}
