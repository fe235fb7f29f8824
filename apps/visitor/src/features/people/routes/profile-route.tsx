import { useSession } from '@mesto/api-client/react';
import { Button, buttonVariants, EmptyState } from '@mesto/ui';
import { Link, useParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { messages } from '../../../messages.ts';
import { useProfile } from '../api/get-profile.ts';
import { PeopleScreen } from '../components/people-screen.tsx';
import { personName } from '../components/person-name.ts';
import { ProfileCard, ProfileCardSkeleton } from '../components/profile-card.tsx';
import { ProfileSections } from '../components/profile-sections.tsx';

const screen = messages.screens.profile;
const text = messages.profile;

/**
 * `/profile/{userCodeOrUsername}`: a person's card (follow them, or edit one's own) and what they share — check-ins,
 * opinions and rooms, as far as the viewer may see them.
 */
export default function ProfileRoute() {
  const { userCodeOrUsername = '' } = useParams();
  const { user } = useSession();
  const profile = useProfile(userCodeOrUsername);
  const person = profile.data;

  if (person) {
    const isViewer = user?.id === person.id;
    return (
      <PeopleScreen title={personName(person)} ownHeading>
        <ProfileCard person={person} isViewer={isViewer} />
        <ProfileSections key={person.id} person={person} isViewer={isViewer} />
      </PeopleScreen>
    );
  }
  return (
    <PeopleScreen title={screen.title}>
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
      ) : (
        <EmptyState
          title={text.notFound}
          description={text.notFoundHint(userCodeOrUsername)}
          action={
            <Link to={paths.people.getHref()} className={buttonVariants({ variant: 'secondary' })}>
              {text.toPeople}
            </Link>
          }
        />
      )}
    </PeopleScreen>
  );
}
