import type { components, PublicUser } from '@mesto/api-client';
import { CursorList } from '@mesto/app-shell';
import { DEFAULT_TIME_ZONE, formatCount, formatDateTime, VISIBILITY_LABELS, Visibility } from '@mesto/domain';
import {
  buttonVariants,
  Card,
  MapPinIcon,
  moderationNotice,
  RoomCard,
  Skeleton,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  Tag,
} from '@mesto/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { OpinionEntry } from '../../../components/opinion-entry.tsx';
import { RouterLink } from '../../../components/router-link.tsx';
import { paths } from '../../../config/paths.ts';
import { useUserOpinions } from '../api/get-user-opinions.ts';
import { useUserRooms } from '../api/get-user-rooms.ts';
import { useUserVisitStats, useUserVisits } from '../api/get-user-visits.ts';
import { PROFILE_TABS, type ProfileTab, useProfileTab } from '../hooks/use-profile-tab.ts';
import { profileMessages as text } from '../messages.ts';
import { personName } from './person-name.ts';

type Opinion = components['schemas']['Opinion'];
type Room = components['schemas']['Room'];
type UserVisit = components['schemas']['UserVisit'];

// Opinions, visits and rooms carry no zone of their own here: the city's clock.
const timeZone = DEFAULT_TIME_ZONE;

/** A list's empty state inside a section: a quiet line (and a way forward on one's own profile). */
function SectionEmpty({ title, hint, action }: { title: string; hint?: string; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-start gap-2 rounded-card border border-dashed border-border p-5">
      <p className="font-medium">{title}</p>
      {hint === undefined ? null : <p className="text-muted-foreground">{hint}</p>}
      {action}
    </div>
  );
}

function VisitStats({ userId }: { userId: string }) {
  const stats = useUserVisitStats(userId);
  if (stats.isPending) return <Skeleton className="h-24" />;
  if (stats.isError || !stats.data || stats.data.visits === 0) return null;
  const { visits, distinctPlaces, favouritePlaces } = stats.data;
  return (
    <Card className="flex flex-col gap-3 p-4 sm:p-5">
      <h2 className="sr-only">{text.visits.stats}</h2>
      <p className="flex flex-wrap gap-x-6 gap-y-1 text-lg font-semibold tabular-nums">
        <span>{formatCount(visits, text.visits.visitCount)}</span>
        <span>{formatCount(distinctPlaces, text.visits.placeCount)}</span>
      </p>
      {favouritePlaces.length === 0 ? null : (
        <div className="flex flex-col gap-1.5">
          <h3 className="text-sm font-medium text-muted-foreground">{text.visits.favourites}</h3>
          <ul className="flex flex-wrap gap-2">
            {favouritePlaces.map(({ place, visits: times }) => (
              <li key={place.id}>
                <Link
                  to={paths.place.getHref(place.code)}
                  className="inline-flex min-h-touch items-center gap-1.5 rounded-full bg-secondary px-3 text-sm font-medium hover:underline sm:min-h-8"
                >
                  {place.name}
                  <span className="text-muted-foreground tabular-nums">
                    {formatCount(times, text.visits.timesHere)}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </Card>
  );
}

function VisitRow({ visit }: { visit: UserVisit }) {
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 p-3 sm:p-4">
      <MapPinIcon className="size-5 shrink-0 text-primary" aria-hidden="true" />
      <div className="flex min-w-0 flex-1 flex-col">
        <Link to={paths.place.getHref(visit.place.code)} className="break-words font-medium hover:underline">
          {visit.place.name}
        </Link>
        <time dateTime={visit.startedAt} className="text-sm text-muted-foreground">
          {formatDateTime(new Date(visit.startedAt), timeZone)}
        </time>
      </div>
      {visit.active ? <Tag tone="success">{text.visits.hereNow}</Tag> : null}
      {visit.visibility === Visibility.PUBLIC ? null : <Tag tone="info">{VISIBILITY_LABELS[visit.visibility]}</Tag>}
    </li>
  );
}

function Visits({ person, isViewer }: { person: PublicUser; isViewer: boolean }) {
  const visits = useUserVisits(person.id);
  return (
    <div className="flex flex-col gap-4">
      <VisitStats userId={person.id} />
      <CursorList
        query={visits}
        label={text.visits.label}
        loadingLabel={text.visits.loading}
        failedTitle={text.visits.loadFailed}
        getKey={(visit) => visit.id}
        renderItem={(visit) => <VisitRow visit={visit} />}
        empty={
          isViewer ? (
            <SectionEmpty title={text.visits.emptyOwn} hint={text.visits.emptyOwnHint} />
          ) : (
            <SectionEmpty title={text.visits.empty(personName(person), person.gender)} />
          )
        }
      />
    </div>
  );
}

function OpinionItem({ opinion }: { opinion: Opinion }) {
  return (
    <li>
      <OpinionEntry opinion={opinion} />
    </li>
  );
}

function Opinions({ person, isViewer }: { person: PublicUser; isViewer: boolean }) {
  const opinions = useUserOpinions(person.id);
  return (
    <CursorList
      query={opinions}
      label={text.opinions.label}
      loadingLabel={text.opinions.loading}
      failedTitle={text.opinions.loadFailed}
      className="flex flex-col gap-3"
      getKey={(opinion) => opinion.id}
      renderItem={(opinion) => <OpinionItem opinion={opinion} />}
      empty={
        isViewer ? (
          <SectionEmpty title={text.opinions.emptyOwn} hint={text.opinions.emptyOwnHint} />
        ) : (
          <SectionEmpty title={text.opinions.empty(personName(person), person.gender)} />
        )
      }
    />
  );
}

function RoomItem({ room }: { room: Room }) {
  const where =
    room.event !== null
      ? room.place === null
        ? room.event.title
        : `${room.event.title} · ${room.place.name}`
      : (room.place?.name ?? null);
  const href = paths.room.getHref(room.code);
  return (
    <li>
      <RoomCard
        title={room.title}
        href={href}
        startsAt={room.startsAt}
        timeZone={timeZone}
        whereName={where}
        owner={{ name: room.owner.displayName || room.owner.username || room.owner.code }}
        participantCount={room.participantCount}
        capacity={room.capacity}
        visibility={room.visibility}
        linkComponent={RouterLink}
        notice={moderationNotice(room.moderation)}
      />
    </li>
  );
}

function Rooms({ person, isViewer }: { person: PublicUser; isViewer: boolean }) {
  const rooms = useUserRooms(person.id);
  return (
    <div className="flex flex-col gap-3">
      <CursorList
        query={rooms}
        label={text.rooms.label}
        loadingLabel={text.rooms.loading}
        failedTitle={text.rooms.loadFailed}
        className="grid gap-4 sm:grid-cols-2"
        getKey={(room) => room.id}
        renderItem={(room) => <RoomItem room={room} />}
        empty={
          isViewer ? (
            <SectionEmpty
              title={text.rooms.emptyOwn}
              action={
                <Link to={paths.roomsEditor.getHref()} className={buttonVariants({ variant: 'secondary' })}>
                  {text.rooms.create}
                </Link>
              }
            />
          ) : (
            <SectionEmpty title={text.rooms.empty(personName(person))} />
          )
        }
      />
      <div>
        <Link to={paths.rooms.getHref()} className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
          {text.rooms.all}
        </Link>
      </div>
    </div>
  );
}

/**
 * What a person shares, a tab each: check-ins (with a summary), opinions and the rooms they gather. The API leaves
 * out what the viewer may not see, so a stranger just gets a shorter list.
 */
export function ProfileSections({ person, isViewer }: { person: PublicUser; isViewer: boolean }) {
  const [{ tab }, setSearch] = useProfileTab();
  return (
    // Manual activation: a press chooses a tab once (automatic activation would also choose it on focus, adding a
    // second history entry for one press); arrows move between tabs and Enter opens one.
    <Tabs value={tab} onValueChange={(next) => setSearch({ tab: next as ProfileTab })} activationMode="manual">
      <TabsList aria-label={text.sections}>
        {PROFILE_TABS.map((key) => (
          <TabsTrigger key={key} value={key}>
            {text.tabs[key]}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="visits">
        <Visits person={person} isViewer={isViewer} />
      </TabsContent>
      <TabsContent value="opinions">
        <Opinions person={person} isViewer={isViewer} />
      </TabsContent>
      <TabsContent value="rooms">
        <Rooms person={person} isViewer={isViewer} />
      </TabsContent>
    </Tabs>
  );
}
