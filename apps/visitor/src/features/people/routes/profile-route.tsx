import { useSession } from '@mesto/api-client/react';
import { Button, buttonVariants, EmptyState } from '@mesto/ui';
import { Link, useParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { messages } from '../../../messages.ts';
import { useProfile } from '../api/get-profile.ts';
import { PeopleScreen } from '../components/people-screen.tsx';
import { personName } from '../components/person-name.ts';
import { ProfileCard, ProfileCardSkeleton } from '../components/profile-card.tsx';

const screen = messages.screens.profile;
const text = messages.profile;

/** `/profile/{userCodeOrUsername}`: a person's public card; the viewer's own card links to its editor. */
export default function ProfileRoute() {
  const { userCodeOrUsername = '' } = useParams();
  const { user } = useSession();
  const profile = useProfile(userCodeOrUsername);
  const person = profile.data;

  return (
    <PeopleScreen title={screen.title} documentTitle={person ? personName(person) : undefined}>
      {profile.isPending ? (
        <ProfileCardSkeleton />
      ) : profile.isError ? (
        <EmptyState
          title={text.loadFailed}
          action={
            <Button variant="secondary" onClick={() => void profile.refetch()}>
              {text.retry}
            </Button>
          }
        />
      ) : person === null || person === undefined ? (
        <EmptyState
          title={text.notFound}
          description={text.notFoundHint(userCodeOrUsername)}
          action={
            <Link to={paths.people.getHref()} className={buttonVariants({ variant: 'secondary' })}>
              {text.toPeople}
            </Link>
          }
        />
      ) : (
        <ProfileCard person={person} isViewer={user?.id === person.id} />
      )}
    </PeopleScreen>
  );
}
