import type { PublicUser } from '@mesto/api-client';
import { SELECTABLE_ROLES } from '@mesto/domain';
import { Avatar, Button, cn, EmptyState, InfiniteListTrigger, SearchIcon, Skeleton, Tag } from '@mesto/ui';
import { messages } from '../../../messages.ts';
import { userName } from './user-name.ts';

const text = messages.users;

type UserListProps = {
  users: readonly PublicUser[];
  chosenId: string | undefined;
  onChoose: (user: PublicUser) => void;
  loading: boolean;
  refreshing: boolean;
  failed: boolean;
  onRetry: () => void;
  searching: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
};

/** Users to choose from, administrators marked; skeletons while loading, a clear empty and error state. */
export function UserList(props: UserListProps) {
  const { users, chosenId, onChoose, loading, refreshing, failed, onRetry, searching } = props;
  if (loading) {
    return (
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
    );
  }
  if (failed && users.length === 0) {
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
  if (users.length === 0) {
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
        {users.map((user) => {
          const chosen = user.id === chosenId;
          return (
            <li key={user.id}>
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
        })}
      </ul>
      <InfiniteListTrigger onLoadMore={props.onLoadMore} hasMore={props.hasMore} loading={props.loadingMore} />
    </div>
  );
}
