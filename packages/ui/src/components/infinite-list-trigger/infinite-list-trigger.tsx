import { useEffect, useLayoutEffect, useRef } from 'react';
import { cn } from '../../lib/cn.ts';
import { messages } from '../../messages.ts';
import { Button } from '../button/button.tsx';
import { Spinner } from '../spinner/spinner.tsx';

export type InfiniteListTriggerProps = {
  /** Loads the next page; called when the sentinel scrolls into view or the button is pressed. */
  onLoadMore: () => void;
  hasMore: boolean;
  loading?: boolean;
  /** How far ahead of the viewport loading starts, in CSS margin syntax. */
  rootMargin?: string;
  label?: string;
  className?: string;
};

/**
 * Put it after the last item of a list. It asks for the next page as it nears the viewport, and keeps a
 * "Показать ещё" button for keyboard and screen reader users and for browsers without IntersectionObserver.
 */
export function InfiniteListTrigger({
  onLoadMore,
  hasMore,
  loading = false,
  rootMargin = '400px 0px',
  label = messages.showMore,
  className,
}: InfiniteListTriggerProps) {
  const sentinelRef = useRef<HTMLDivElement>(null);
  const visibleRef = useRef(false);
  // The latest props, read by the observer callback without re-creating the observer on every render.
  const latest = useRef({ onLoadMore, hasMore, loading });
  useLayoutEffect(() => {
    latest.current = { onLoadMore, hasMore, loading };
  });

  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (sentinel === null || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (entry === undefined) return;
        visibleRef.current = entry.isIntersecting;
        const { hasMore: more, loading: busy, onLoadMore: load } = latest.current;
        if (entry.isIntersecting && more && !busy) load();
      },
      { rootMargin },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [rootMargin]);

  // The observer only reports changes: when a page arrives and the sentinel is still in view (a tall
  // screen, a short page), nothing would fire again, so ask for the next page here.
  useEffect(() => {
    if (!loading && hasMore && visibleRef.current) latest.current.onLoadMore();
  }, [loading, hasMore]);

  // The sentinel stays mounted at the end of the list even when there is nothing more, so the observer
  // keeps watching the same element if more pages appear later (new filters, a refresh).
  const done = !hasMore && !loading;
  return (
    <div
      ref={sentinelRef}
      className={cn(!done && 'flex min-h-touch items-center justify-center py-4', className)}
      data-state={loading ? 'loading' : done ? 'done' : 'idle'}
    >
      {done ? null : loading ? (
        <span className="inline-flex items-center gap-2 text-muted-foreground">
          <Spinner size="sm" label={null} />
          <span role="status">{messages.loading}</span>
        </span>
      ) : (
        <Button variant="secondary" onClick={onLoadMore}>
          {label}
        </Button>
      )}
    </div>
  );
}
