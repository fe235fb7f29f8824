import { useSession } from '@mesto/api-client/react';
import { Button, Card, EmptyState, Skeleton } from '@mesto/ui';
import { messages } from '../../../messages.ts';
import { useUser } from '../api/get-user.ts';
import { PeopleScreen } from '../components/people-screen.tsx';
import { ProfileForm } from '../components/profile-form.tsx';

const screen = messages.screens.profileEditor;
const text = messages.profileEditor;

function ProfileFormSkeleton() {
  return (
    <Card className="flex flex-col gap-5 p-5 sm:p-6" aria-busy="true">
      {[0, 1, 2].map((row) => (
        <div key={row} className="flex flex-col gap-2">
          <Skeleton className="h-4 w-32" />
          <Skeleton className="h-11" />
        </div>
      ))}
    </Card>
  );
}

/** `/profile/editor` (signed in): the person's own profile, started from what is saved, never from stale data. */
export default function ProfileEditorRoute() {
  const { user } = useSession();
  const saved = useUser(user?.id ?? '');

  return (
    <PeopleScreen title={screen.title} description={screen.description}>
      {saved.isPending ? (
        <ProfileFormSkeleton />
      ) : saved.isError || saved.data === null ? (
        <EmptyState
          title={text.loadFailed}
          action={
            <Button variant="secondary" onClick={() => void saved.refetch()}>
              {text.retry}
            </Button>
          }
        />
      ) : (
        <Card className="p-5 sm:p-6">
          <ProfileForm key={saved.data.id} person={saved.data} />
        </Card>
      )}
    </PeopleScreen>
  );
}
