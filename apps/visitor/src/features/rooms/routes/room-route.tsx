import type { components } from '@mesto/api-client';
import { useSession } from '@mesto/api-client/react';
import { type CursorPage, loadQueries, loadQuery, routeData, useAbsoluteUrl, useShellConfig } from '@mesto/app-shell';
import { cutText, formatNumber, formatTime, formatWeekdayDate, VISIBILITY_LABELS, Visibility } from '@mesto/domain';
import {
  Avatar,
  Button,
  buttonVariants,
  Card,
  ChatIcon,
  moderationNotice,
  PageMeta,
  ShareButton,
  Skeleton,
  Tag,
} from '@mesto/ui';
import type { ReactNode } from 'react';
import { Link, type LoaderFunctionArgs, useParams } from 'react-router';
import { CatalogueScreen } from '../../../components/catalogue-screen.tsx';
import { Fact, LinkFact, textLinkClass } from '../../../components/fact.tsx';
import { PageFailed, PageLoading, PageNotFound } from '../../../components/page-states.tsx';
import { ReportControl } from '../../../components/report-control.tsx';
import { ParticipationButton } from '../../../components/rooms/participation-button.tsx';
import { paths } from '../../../config/paths.ts';
import { roomChatHref, roomWhere } from '../../../lib/room-links.ts';
import { messages } from '../../../messages.ts';
import {
  roomPageQueryOptions,
  roomParticipantsQueryOptions,
  useRoomPage,
  useRoomParticipants,
} from '../api/get-room-page.ts';
import { roomMessages } from '../messages.ts';

type Room = components['schemas']['Room'];

const screen = messages.screens.room;
const text = roomMessages.page;
const card = messages.roomCard;

const personName = (person: { displayName: string; username: string | null; code: string }) =>
  person.displayName || person.username || person.code;

/** «суббота, 28 ноября, 19:00» by the clock of the room's place. */
function whenText(room: Room): string {
  const start = new Date(room.startsAt);
  return text.whenAt(formatWeekdayDate(start, room.timeZone), formatTime(start, room.timeZone));
}

function RoomMeta({ room }: { room: Room }) {
  const shell = useShellConfig();
  const absolute = useAbsoluteUrl();
  const description = [text.metaDescription(whenText(room), roomWhere(room)), room.description.trim()]
    .filter(Boolean)
    .join(' ');
  return (
    <PageMeta
      title={shell.documentTitle(room.title)}
      description={cutText(description, 160, { ellipsis: true })}
      url={absolute(paths.room.getHref(room.code))}
      type="article"
    />
  );
}

/** Who is in the room, as far as the viewer may see the room: the owner first, «и ещё N» past the first ones. */
function Participants({ room }: { room: Room }) {
  const participants = useRoomParticipants(room.code, true);
  let body: ReactNode;
  if (participants.isPending) {
    body = (
      <>
        <p className="sr-only" role="status">
          {text.peopleLoading}
        </p>
        <Skeleton className="h-8 w-48" aria-hidden="true" />
      </>
    );
  } else if (participants.isError) {
    body = (
      <div className="flex flex-wrap items-center gap-2">
        <p className="text-sm text-muted-foreground">{text.peopleFailed}</p>
        <Button variant="secondary" size="sm" onClick={() => void participants.refetch()}>
          {text.retry}
        </Button>
      </div>
    );
  } else {
    const { items, total } = participants.data;
    body = (
      <>
        <ul className="flex flex-col gap-2">
          {items.map((person) => (
            <li key={person.id} className="flex items-center gap-2">
              <Avatar name={personName(person)} size="sm" aria-hidden="true" />
              <Link
                to={paths.profile.getHref(person.username ?? person.code)}
                className={`${textLinkClass} break-words`}
              >
                {personName(person)}
              </Link>
              {person.id === room.owner.id ? <Tag>{text.owner}</Tag> : null}
            </li>
          ))}
        </ul>
        {total > items.length ? (
          <p className="text-sm text-muted-foreground">{text.more(formatNumber(total - items.length))}</p>
        ) : null}
      </>
    );
  }
  return (
    <section className="flex flex-col gap-3" aria-labelledby="room-people">
      <h2 id="room-people" className="text-xl font-semibold">
        {text.people}
      </h2>
      {body}
    </section>
  );
}

function RoomDetails({ room }: { room: Room }) {
  const { user } = useSession();
  const own = user !== null && room.owner.id === user.id;
  const places =
    room.capacity === null
      ? `${formatNumber(room.participantCount)} · ${text.noLimit}`
      : text.ofCapacity(formatNumber(room.participantCount), formatNumber(room.capacity));
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_18rem]">
      <div className="flex flex-col gap-6">
        {moderationNotice(room.moderation)}
        <Card className="p-5 sm:p-6">
          <dl className="m-0 grid gap-4 sm:grid-cols-2">
            <Fact label={text.when}>
              <time dateTime={room.startsAt} className="font-medium">
                {whenText(room)}
              </time>
            </Fact>
            {room.event === null ? null : (
              <LinkFact label={text.event} to={paths.event.getHref(room.event.code)}>
                {room.event.title}
              </LinkFact>
            )}
            {room.place === null ? null : (
              <LinkFact label={text.place} to={paths.place.getHref(room.place.code)}>
                {room.place.name}
              </LinkFact>
            )}
            <Fact label={text.capacity}>{places}</Fact>
            {room.visibility === Visibility.PUBLIC ? null : (
              <Fact label={text.visibility}>{VISIBILITY_LABELS[room.visibility]}</Fact>
            )}
          </dl>
        </Card>
        {room.description.trim() === '' ? null : (
          <section className="flex flex-col gap-2" aria-labelledby="room-about">
            <h2 id="room-about" className="text-xl font-semibold">
              {text.about}
            </h2>
            <p className="whitespace-pre-line break-words">{room.description}</p>
          </section>
        )}
        <Participants room={room} />
      </div>
      {/* On a phone joining comes first, right under what the room is; beside the details on a wide screen. */}
      <aside className="order-first flex flex-col gap-3 lg:sticky lg:top-4 lg:order-none lg:self-start">
        <div className="flex flex-wrap gap-2 [&>*]:flex-1">
          <ParticipationButton room={room} />
        </div>
        {room.joined && room.chatId !== null ? (
          <Link
            to={roomChatHref(room.chatId)}
            aria-label={card.chatLabel(room.title)}
            className={buttonVariants({ variant: 'secondary', fullWidth: true })}
          >
            <ChatIcon className="size-4" />
            {card.chat}
          </Link>
        ) : null}
        {own ? (
          <Link
            to={paths.roomsEditor.getHref({ id: room.id })}
            aria-label={card.editLabel(room.title)}
            className={buttonVariants({ variant: 'secondary', fullWidth: true })}
          >
            {card.edit}
          </Link>
        ) : null}
        <ShareButton title={room.title} text={whenText(room)} fullWidth />
        <ReportControl
          subject={{ targetType: 'ROOM', targetId: room.id }}
          authorId={room.owner.id}
          what={messages.report.subjects.ROOM(room.title)}
          size="md"
        />
      </aside>
    </div>
  );
}

/**
 * `/room/{roomCode}`: one room, a link to share — what the company is, where and when it meets, who is in it, the
 * places left; join or leave, its chat for participants. A room that does not exist or is hidden from the viewer is
 * a 404.
 */
export default function RoomRoute() {
  const { roomCode = '' } = useParams();
  const room = useRoomPage(roomCode);

  if (room.isPending) {
    return (
      <PageLoading title={screen.title} label={text.loading}>
        <Card className="grid gap-4 p-5 sm:grid-cols-2 sm:p-6" aria-hidden="true">
          {[0, 1, 2, 3].map((fact) => (
            <div key={fact} className="flex flex-col gap-2">
              <Skeleton className="h-4 w-20" />
              <Skeleton className="h-5 w-48 max-w-full" />
            </div>
          ))}
        </Card>
      </PageLoading>
    );
  }
  if (room.isError) {
    return (
      <PageFailed
        title={screen.title}
        message={text.loadFailed}
        retryLabel={text.retry}
        onRetry={() => void room.refetch()}
      />
    );
  }
  if (room.data === null) {
    return (
      <PageNotFound
        title={screen.title}
        message={text.notFound}
        hint={text.notFoundHint}
        backHref={paths.rooms.getHref()}
        backLabel={text.toRooms}
      />
    );
  }
  return (
    <CatalogueScreen title={room.data.title} description={roomWhere(room.data)}>
      <RoomMeta room={room.data} />
      <RoomDetails room={room.data} />
    </CatalogueScreen>
  );
}

/** The room and who is in it, as anyone sees them: what a crawler and a link preview read. */
export async function loader(args: LoaderFunctionArgs) {
  const data = routeData(args);
  const code = args.params.roomCode ?? '';
  const room = await loadQuery<CursorPage<Room>>(data, roomPageQueryOptions(data.$api, code, null));
  if (data.waitForData && room?.items[0] === undefined) return null;
  await loadQueries(data, [roomParticipantsQueryOptions(data.$api, code, null)]);
  return null;
}
