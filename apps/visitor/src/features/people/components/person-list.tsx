import type { PublicUser } from '@mesto/api-client';
import { CursorList, type CursorQuery } from '@mesto/app-shell';
import { Avatar, EmptyState, SearchIcon, Skeleton } from '@mesto/ui';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { messages } from '../../../messages.ts';
import { personName, profileKey } from './person-name.ts';

const text = messages.people;

type PersonListProps = {
  /** The people found, as their cursor-paged query has them (a newer search dims these while it loads). */
  query: CursorQuery<PublicUser>;
  /** A search was typed (so an empty list means nobody matched). */
  searching: boolean;
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
export function PersonList({ query, searching }: PersonListProps) {
  return (
    <CursorList
      query={query}
      skeleton={
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
      }
      failedTitle={text.loadFailed}
      failedHint={null}
      filtered={searching}
      nothingFound={<EmptyState icon={<SearchIcon />} title={text.nobodyFound} description={text.nobodyFoundHint} />}
      empty={<EmptyState title={text.nobodyYet} />}
      label={text.results}
      className="flex flex-col divide-y divide-border overflow-hidden rounded-card border border-border bg-surface"
      getKey={(person) => person.id}
      renderItem={(person) => (
        <li>
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
      )}
    />
  );
}
