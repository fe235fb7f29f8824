import type { PublicUser } from '@mesto/api-client';
import { formatCount } from '@mesto/domain';
import { Avatar, buttonVariants, Card, ContactLinks, moderationNotice, Skeleton } from '@mesto/ui';
import { Link } from 'react-router';
import { useFileUrls } from '../../../api/get-file-urls.ts';
import { FollowControl } from '../../../components/follow-control.tsx';
import { ReportControl } from '../../../components/report-control.tsx';
import { WriteControl } from '../../../components/write-control.tsx';
import { paths } from '../../../config/paths.ts';
import { messages } from '../../../messages.ts';
import { profileMessages } from '../messages.ts';
import { BlockControl } from './block-control.tsx';
import { personName } from './person-name.ts';

const text = messages.profile;

/** A person's photo (its small variant), or their initials while it loads or when there is none. */
export function useAvatarUrl(fileId: string | null, width = 160): string | null {
  const urls = useFileUrls(fileId === null ? [] : [fileId], width);
  return fileId === null ? null : (urls.data?.[0] ?? null);
}

/**
 * A person's public card, headed by their name (the page's h1): photo, username, followers and following, the
 * follow button (a link to the editor on one's own card), a few words about them and their contacts.
 */
export function ProfileCard({ person, isViewer }: { person: PublicUser; isViewer: boolean }) {
  const name = personName(person);
  const avatar = useAvatarUrl(person.avatarFileId);
  return (
    <Card className="flex flex-col gap-6 p-5 sm:p-6">
      <div className="flex flex-wrap items-center gap-4">
        <Avatar name={name} src={avatar} size="xl" />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h1 className="text-3xl font-bold tracking-tight break-words sm:text-4xl">{name}</h1>
          {person.username === null ? null : <p className="text-muted-foreground">@{person.username}</p>}
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            <span className="tabular-nums">{formatCount(person.followers, profileMessages.followers)}</span>
            <span className="tabular-nums">{formatCount(person.following, profileMessages.following)}</span>
          </p>
        </div>
      </div>
      {/* Only the person and moderators get the mark (the API leaves it null for everyone else). */}
      {moderationNotice(person.moderation, text.hiddenProfile)}
      {isViewer ? (
        <div>
          <Link to={paths.profileEditor.getHref()} className={buttonVariants({ variant: 'secondary' })}>
            {text.edit}
          </Link>
        </div>
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <FollowControl target={{ user: person.id }} showFollowers={false} />
          <WriteControl target={{ user: person.id }} name={person.displayName} />
          <BlockControl userId={person.id} name={name} gender={person.gender} />
          <ReportControl
            subject={{ targetType: 'USER', targetId: person.id }}
            authorId={person.id}
            what={messages.report.subjects.USER(name)}
            size="md"
          />
        </div>
      )}
      {person.about.trim() === '' ? null : (
        <section className="flex flex-col gap-1.5">
          <h2 className="font-semibold">{text.about}</h2>
          <p className="whitespace-pre-line break-words">{person.about}</p>
        </section>
      )}
      <section className="flex flex-col gap-1.5">
        <h2 className="font-semibold">{text.contacts}</h2>
        {person.contacts.length === 0 ? (
          <p className="text-muted-foreground">{text.noContacts}</p>
        ) : (
          <ContactLinks contacts={person.contacts} />
        )}
      </section>
    </Card>
  );
}

/** The card's shape while the person loads. */
export function ProfileCardSkeleton() {
  return (
    <Card className="flex flex-col gap-6 p-5 sm:p-6" aria-busy="true">
      <div className="flex items-center gap-4">
        <Skeleton className="size-24 shrink-0 rounded-full" />
        <div className="flex flex-1 flex-col gap-2">
          <Skeleton className="h-8 w-56 max-w-full" />
          <Skeleton className="h-4 w-24" />
        </div>
      </div>
      <Skeleton className="h-16" />
    </Card>
  );
}
