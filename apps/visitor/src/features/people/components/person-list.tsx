import type { PublicUser } from '@mesto/api-client';
import { Avatar, Button, EmptyState, InfiniteListTrigger, SearchIcon, Skeleton } from '@mesto/ui';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { messages } from '../../../messages.ts';
import { personName, profileKey } from './person-name.ts';

const text = messages.people;

type PersonListProps = {
  people: readonly PublicUser[];
  /** Nothing has arrived yet. */
  loading: boolean;
  /** A newer search is loading while these results show. */
  refreshing: boolean;
  failed: boolean;
  onRetry: () => void;
  /** A search was typed (so an empty list means nobody matched). */
  searching: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
};

function PersonRowSkeleton() {
  return (
    <li className="flex items-center gap-3 p-3">
      <Skeleton className="size-11 shrink-0 rounded-full" />
      <div className="flex flex-1 flex-col gap-2">
        <Skeleton className="h-4 w-48 max-w-full" />
        <Skeleton className="h-3 w-24" />
      </div>
    </li>
  );
}

/** The people found: each a link to their profile; skeletons while loading, a clear empty and error state. */
export function PersonList(props: PersonListProps) {
  const { people, loading, refreshing, failed, onRetry, searching } = props;
  if (loading) {
    return (
      <div>
        <p className="sr-only" role="status">
          {text.loading}
        </p>
        <ul className="flex flex-col divide-y divide-border rounded-card border border-border bg-surface">
          {[0, 1, 2, 3, 4].map((row) => (
            <PersonRowSkeleton key={row} />
          ))}
        </ul>
      </div>
    );
  }
  if (failed && people.length === 0) {
    return (
      <EmptyState
        title={text.loadFailed}
        action={
          <Button variant="secondary" onClick={onRetry}>
            {text.retry}
          </Button>
        }
      />
    );
  }
  if (people.length === 0) {
    return searching ? (
      <EmptyState icon={<SearchIcon />} title={text.nobodyFound} description={text.nobodyFoundHint} />
    ) : (
      <EmptyState title={text.nobodyYet} />
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <ul
        aria-label={text.results}
        aria-busy={refreshing}
        className="flex flex-col divide-y divide-border overflow-hidden rounded-card border border-border bg-surface transition-opacity aria-busy:opacity-60"
      >
        {people.map((person) => (
          <li key={person.id}>
            <Link
              to={paths.profile.getHref(profileKey(person))}
              className="flex min-h-touch items-center gap-3 p-3 transition-colors hover:bg-secondary focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
            >
              <Avatar name={personName(person)} />
              <span className="flex min-w-0 flex-col">
                <span className="break-words font-medium">{personName(person)}</span>
                {person.username === null ? null : (
                  <span className="break-words text-sm text-muted-foreground">@{person.username}</span>
                )}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <InfiniteListTrigger onLoadMore={props.onLoadMore} hasMore={props.hasMore} loading={props.loadingMore} />
    </div>
  );
}
