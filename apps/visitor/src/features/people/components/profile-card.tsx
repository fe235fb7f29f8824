import type { PublicUser } from '@mesto/api-client';
import { Avatar, buttonVariants, Card, ContactLinks, Skeleton } from '@mesto/ui';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { messages } from '../../../messages.ts';
import { personName } from './person-name.ts';

const text = messages.profile;

/** A person's public card: name, username, a few words about them and their contacts. */
export function ProfileCard({ person, isViewer }: { person: PublicUser; isViewer: boolean }) {
  const name = personName(person);
  return (
    <Card className="flex flex-col gap-6 p-5 sm:p-6">
      <div className="flex flex-wrap items-center gap-4">
        <Avatar name={name} size="lg" />
        <div className="flex min-w-0 flex-1 flex-col">
          <h2 className="text-2xl font-semibold break-words">{name}</h2>
          {person.username === null ? null : <p className="text-muted-foreground">@{person.username}</p>}
        </div>
        {isViewer ? (
          <Link to={paths.profileEditor.getHref()} className={buttonVariants({ variant: 'secondary' })}>
            {text.edit}
          </Link>
        ) : null}
      </div>
      {person.about.trim() === '' ? null : (
        <section className="flex flex-col gap-1.5">
          <h3 className="font-semibold">{text.about}</h3>
          <p className="whitespace-pre-line break-words">{person.about}</p>
        </section>
      )}
      <section className="flex flex-col gap-1.5">
        <h3 className="font-semibold">{text.contacts}</h3>
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
        <Skeleton className="size-16 shrink-0 rounded-full" />
        <div className="flex flex-1 flex-col gap-2">
          <Skeleton className="h-6 w-56 max-w-full" />
          <Skeleton className="h-4 w-24" />
        </div>
      </div>
      <Skeleton className="h-16" />
    </Card>
  );
}
