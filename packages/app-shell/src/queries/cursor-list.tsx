import { Button, EmptyState, InfiniteListTrigger, SearchIcon, Skeleton } from '@mesto/ui';
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
export function LoadFailed({
  title = text.loadFailed,
  hint = text.loadFailedHint,
  onRetry,
}: {
  title?: string;
  /** Under the title; null for none. */
  hint?: string | null;
  onRetry: () => void;
}) {
  return (
    <EmptyState
      title={title}
      description={hint ?? undefined}
      action={
        <Button variant="secondary" onClick={onRetry}>
          {text.retry}
        </Button>
      }
    />
  );
}

/** Filters left nothing: say so and offer to reset them. */
export function NothingFound({
  title,
  hint,
  resetLabel,
  onReset,
}: {
  title: string;
  hint: string;
  resetLabel: string;
  onReset: () => void;
}) {
  return (
    <EmptyState
      icon={<SearchIcon />}
      title={title}
      description={hint}
      action={
        <Button variant="secondary" onClick={onReset}>
          {resetLabel}
        </Button>
      }
    />
  );
}

/** The infinite query of a cursor-paged list (`cursorPagesOptions`), as the screens' hooks return it. */
export type CursorQuery<Item> = UseInfiniteQueryResult<InfiniteData<CursorPage<Item>>>;

/**
 * The items of a list once they are there: the list element — dimmed while newer results load over them — and more
 * pages as its end scrolls into view (or by the button). For a list that draws its own loading and empty states.
 */
export function ListRows({
  query,
  label,
  className,
  children,
}: {
  query: CursorQuery<unknown>;
  /** The list's accessible name. */
  label?: string;
  /** The list element's classes. */
  className: string;
  /** The items, each a list element (`<li>`). */
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-2">
      <ul
        aria-label={label}
        aria-busy={query.isPlaceholderData}
        className={`${className} transition-opacity aria-busy:opacity-60`}
      >
        {children}
      </ul>
      <InfiniteListTrigger
        onLoadMore={() => void query.fetchNextPage()}
        hasMore={query.hasNextPage}
        loading={query.isFetchingNextPage}
      />
    </div>
  );
}

export type CursorListProps<Item> = {
  /** The infinite query of a cursor-paged list (`cursorPagesOptions`). */
  query: CursorQuery<Item>;
  /** One item, as a list element (`<li>`). */
  renderItem: (item: Item) => ReactNode;
  getKey: (item: Item) => string;
  /** Said to screen readers while the first page loads. */
  loadingLabel?: string;
  /** What shows while the first page loads, when rows of the list's own shape say it better than `ListSkeleton`. */
  skeleton?: ReactNode;
  /** The title of a failed load. */
  failedTitle?: string;
  /** The line under it; null for none. */
  failedHint?: string | null;
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
  skeleton,
  failedTitle,
  failedHint,
  empty,
  nothingFound,
  filtered = false,
  waiting = false,
  className = 'flex flex-col divide-y divide-border rounded-card border border-border bg-surface',
  label,
}: CursorListProps<Item>) {
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  if (waiting || (query.isPending && query.fetchStatus !== 'idle')) {
    return skeleton === undefined ? <ListSkeleton label={loadingLabel} /> : skeleton;
  }
  if (query.isError && items.length === 0) {
    return <LoadFailed title={failedTitle} hint={failedHint} onRetry={() => void query.refetch()} />;
  }
  if (items.length === 0) return <>{filtered ? (nothingFound ?? empty) : empty}</>;
  return (
    <ListRows query={query} label={label} className={className}>
      {items.map((item) => (
        <Fragment key={getKey(item)}>{renderItem(item)}</Fragment>
      ))}
    </ListRows>
  );
}
