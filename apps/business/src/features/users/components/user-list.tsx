import type { PublicUser } from '@mesto/api-client';
import { CursorList, type CursorQuery } from '@mesto/app-shell';
import { SELECTABLE_ROLES } from '@mesto/domain';
import { Avatar, cn, EmptyState, SearchIcon, Skeleton, Tag } from '@mesto/ui';
import { messages } from '../../../messages.ts';
import { userName } from './user-name.ts';

const text = messages.users;

type UserListProps = {
  /** The users found, as their cursor-paged query has them (a newer search dims these while it loads). */
  query: CursorQuery<PublicUser>;
  chosenId: string | undefined;
  onChoose: (user: PublicUser) => void;
  /** A search was typed (so an empty list means nobody matched). */
  searching: boolean;
};

/** Users to choose from, administrators marked; skeletons while loading, a clear empty and error state. */
export function UserList({ query, chosenId, onChoose, searching }: UserListProps) {
  return (
    <CursorList
      query={query}
      skeleton={
        <div>
          <p className="sr-only" role="status">
            {text.loading}
          </p>
          <ul className="flex flex-col divide-y divide-border rounded-card border border-border bg-surface">
            {[0, 1, 2, 3].map((row) => (
              <li key={row} className="flex items-center gap-3 p-3">
                <Skeleton className="size-8 shrink-0 rounded-full" />
                <Skeleton className="h-4 w-40 max-w-full" />
              </li>
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
      getKey={(user) => user.id}
      renderItem={(user) => {
        const chosen = user.id === chosenId;
        return (
          <li>
            <button
              type="button"
              onClick={() => onChoose(user)}
              aria-current={chosen ? 'true' : undefined}
              className={cn(
                'flex min-h-touch w-full items-center gap-3 p-3 text-start transition-colors hover:bg-secondary',
                'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
                chosen && 'bg-primary-soft text-primary-soft-foreground hover:bg-primary-soft',
              )}
            >
              <Avatar name={userName(user)} size="sm" />
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="break-words font-medium">{userName(user)}</span>
                {user.username === null ? null : (
                  <span className="break-words text-sm text-muted-foreground">@{user.username}</span>
                )}
              </span>
              {SELECTABLE_ROLES.filter((role) => (user.permissions ?? []).includes(role.permission)).map((role) => (
                <Tag key={role.permission} tone="info">
                  {role.label}
                </Tag>
              ))}
            </button>
          </li>
        );
      }}
    />
  );
}
