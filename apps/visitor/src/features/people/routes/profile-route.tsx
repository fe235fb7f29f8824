import { useSession } from '@mesto/api-client/react';
import { HttpStatus, loadQueries, routeData, useAbsoluteUrl, useShellConfig } from '@mesto/app-shell';
import { cutText } from '@mesto/domain';
import { Button, buttonVariants, EmptyState, PageMeta } from '@mesto/ui';
import { Link, type LoaderFunctionArgs, useParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { messages } from '../../../messages.ts';
import { profileQueryOptions, useProfile } from '../api/get-profile.ts';
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
  const shell = useShellConfig();
  const absolute = useAbsoluteUrl();
  const profile = useProfile(userCodeOrUsername);
  const person = profile.data;

  if (person) {
    const isViewer = user?.id === person.id;
    const name = personName(person);
    const meta = (
      <PageMeta
        title={shell.documentTitle(name)}
        description={person.about.trim() === '' ? text.description(name) : cutText(person.about.trim(), 160)}
        url={absolute(paths.profile.getHref(person.username ?? person.code))}
        type="profile"
      />
    );
    return (
      <PeopleScreen title={name} ownHeading meta={meta}>
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
        <>
          <HttpStatus code={404} />
          <EmptyState
            title={text.notFound}
            description={text.notFoundHint(userCodeOrUsername)}
            action={
              <Link to={paths.people.getHref()} className={buttonVariants({ variant: 'secondary' })}>
                {text.toPeople}
              </Link>
            }
          />
        </>
      )}
    </PeopleScreen>
  );
}

/** The person, as anybody may see them. */
export async function loader(args: LoaderFunctionArgs) {
  const data = routeData(args);
  await loadQueries(data, [profileQueryOptions(data.$api, args.params.userCodeOrUsername ?? '')]);
  return null;
}
