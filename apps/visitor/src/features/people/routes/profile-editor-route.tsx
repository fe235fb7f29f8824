import { useSession } from '@mesto/api-client/react';
import { Button, Card, ColorSchemeSwitch, EmptyState, Skeleton } from '@mesto/ui';
import { messages } from '../../../messages.ts';
import { useUser } from '../api/get-user.ts';
import { BlockedPeople } from '../components/blocked-people.tsx';
import { FavouriteFeatures } from '../components/favourite-features.tsx';
import { NotificationSettings } from '../components/notification-settings.tsx';
import { PeopleScreen } from '../components/people-screen.tsx';
import { ProfileForm } from '../components/profile-form.tsx';
import { TelegramBinding } from '../components/telegram-binding.tsx';
import { profileEditorMessages } from '../messages.ts';

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

/** The colour scheme of this device: applied at once, as in the menu. */
function Appearance() {
  return (
    <section className="flex flex-col gap-3" aria-labelledby="appearance">
      <div className="flex flex-col gap-1">
        <h2 id="appearance" className="text-lg font-semibold">
          {profileEditorMessages.appearance}
        </h2>
        <p className="text-sm text-muted-foreground">{profileEditorMessages.appearanceHint}</p>
      </div>
      <ColorSchemeSwitch className="self-start" />
    </section>
  );
}

/**
 * `/profile/editor` (signed in): the person's own profile, started from what is saved, never from stale data; then
 * what is saved by itself — favourite features, the colour scheme of this device, the Telegram binding, the
 * notifications and the people I blocked.
 */
export default function ProfileEditorRoute() {
  const { user } = useSession();
  const saved = useUser(user?.id ?? '');

  return (
    <PeopleScreen title={screen.title} description={screen.description}>
      {saved.isPending || user === null ? (
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
        <>
          <Card className="p-5 sm:p-6">
            <ProfileForm key={saved.data.id} person={saved.data} viewer={user} />
          </Card>
          <Card className="p-5 sm:p-6">
            <FavouriteFeatures />
          </Card>
          <Card className="p-5 sm:p-6">
            <Appearance />
          </Card>
          <Card className="p-5 sm:p-6">
            <TelegramBinding />
          </Card>
          <Card className="p-5 sm:p-6">
            <NotificationSettings />
          </Card>
          <Card className="p-5 sm:p-6">
            <BlockedPeople />
          </Card>
        </>
      )}
    </PeopleScreen>
  );
}
