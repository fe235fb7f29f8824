import { useSession } from '@mesto/api-client/react';
import { DebouncedSearchForm } from '@mesto/app-shell';
import { isRoot } from '@mesto/domain';
import { Button, Card, EmptyState, Skeleton } from '@mesto/ui';
import { useRef } from 'react';
import { messages } from '../../../messages.ts';
import { useUser } from '../api/get-user.ts';
import { useSearchUsers } from '../api/search-users.ts';
import { PermissionsForm } from '../components/permissions-form.tsx';
import { UserList } from '../components/user-list.tsx';
import { UsersScreen } from '../components/users-screen.tsx';
import { useUsersSearchParams } from '../hooks/use-users-search-params.ts';

const screen = messages.screens.adminRights;
const text = messages.users;

/** The chosen user's permissions: loading, missing, failed, or the form. */
function ChosenUser({ id, viewerId }: { id: string | undefined; viewerId: string | undefined }) {
  const user = useUser(id);
  if (id === undefined) return <p className="text-muted-foreground">{text.pick}</p>;
  if (user.isPending) {
    return (
      <div className="flex flex-col gap-4" aria-busy="true">
        <Skeleton className="h-8 w-48" />
        <Skeleton className="h-12" />
      </div>
    );
  }
  if (user.isError) {
    return (
      <EmptyState
        title={text.userLoadFailed}
        action={
          <Button variant="secondary" onClick={() => void user.refetch()}>
            {text.retry}
          </Button>
        }
      />
    );
  }
  if (user.data === null) return <EmptyState title={text.userNotFound} />;
  return <PermissionsForm key={user.data.id} user={user.data} isSelf={user.data.id === viewerId} />;
}

/** ROOT finds a user (the search and the choice are in the link) and grants or removes the administrator role. */
function UserPermissions({ viewerId }: { viewerId: string | undefined }) {
  const [{ q, user }, setSearch] = useUsersSearchParams();
  const users = useSearchUsers(q);
  const editor = useRef<HTMLDivElement>(null);

  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <div className="flex min-w-0 flex-col gap-4">
        <DebouncedSearchForm
          landmark
          label={text.search}
          placeholder={text.searchPlaceholder}
          value={q}
          onSearch={(next) => setSearch({ q: next }, { replace: true })}
        />
        <UserList
          query={users}
          chosenId={user}
          onChoose={(chosen) => {
            setSearch({ user: chosen.id });
            // On a phone the form is below the list: bring it (and the keyboard focus) there.
            requestAnimationFrame(() => {
              editor.current?.scrollIntoView({ block: 'start' });
              editor.current?.focus({ preventScroll: true });
            });
          }}
          searching={q.trim() !== ''}
        />
      </div>
      <Card ref={editor} tabIndex={-1} className="scroll-mt-20 p-5 outline-none sm:p-6 lg:sticky lg:top-20">
        <ChosenUser id={user} viewerId={viewerId} />
      </Card>
    </div>
  );
}

/**
 * `/business/editor/user`: the administrator grants or takes back the administrator's rights (it creates nobody).
 * Anyone else is told who can do it (the server refuses too).
 */
export default function AdminRightsRoute() {
  const { user } = useSession();
  return (
    <UsersScreen title={screen.title} description={screen.description}>
      {isRoot(user) ? (
        <UserPermissions viewerId={user?.id} />
      ) : (
        <Card className="flex flex-col gap-2 p-5 sm:p-6">
          <p className="font-medium">{text.rootOnly}</p>
          <p className="text-muted-foreground">{text.rootOnlyHint}</p>
        </Card>
      )}
    </UsersScreen>
  );
}
