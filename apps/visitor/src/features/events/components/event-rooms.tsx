import { useSession } from '@mesto/api-client/react';
import { Button, buttonVariants, EmptyState, RoomCardSkeleton } from '@mesto/ui';
import { Link } from 'react-router';
import { RoomItem } from '../../../components/rooms/room-item.tsx';
import { paths } from '../../../config/paths.ts';
import { useEventRooms } from '../api/get-event-rooms.ts';
import { eventsMessages } from '../messages.ts';

const text = eventsMessages.rooms;

/**
 * The companies going to the event: its rooms ahead, each to join or leave as on the rooms screen, and «Создать
 * комнату» with the event already chosen. Asked for once the session is known, so «вы в комнате» is the person's own.
 */
export function EventRooms({ event, isPast }: { event: { id: string; code: string; title: string }; isPast: boolean }) {
  const { status } = useSession();
  const rooms = useEventRooms(event.id, status !== 'loading');
  const create = isPast ? null : (
    <Link
      to={paths.roomsEditor.getHref({ event: event.code })}
      aria-label={text.createLabel(event.title)}
      className={buttonVariants({ variant: 'secondary', size: 'sm' })}
    >
      {text.create}
    </Link>
  );
  const items = rooms.data?.items ?? [];
  return (
    <section className="flex flex-col gap-3" aria-labelledby="event-rooms">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="event-rooms" className="text-xl font-semibold">
          {text.title}
        </h2>
        {items.length > 0 ? create : null}
      </div>
      {rooms.isPending ? (
        <>
          <p className="sr-only" role="status">
            {text.loading}
          </p>
          <ul className="grid gap-3 sm:grid-cols-2" aria-hidden="true">
            <li>
              <RoomCardSkeleton />
            </li>
          </ul>
        </>
      ) : rooms.isError ? (
        <EmptyState
          title={text.loadFailed}
          action={
            <Button variant="secondary" onClick={() => void rooms.refetch()}>
              {eventsMessages.retry}
            </Button>
          }
        />
      ) : items.length === 0 ? (
        <EmptyState title={text.empty} {...(isPast ? {} : { description: text.emptyHint })} action={create} />
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {items.map((room) => (
            <RoomItem key={room.id} room={room} />
          ))}
        </ul>
      )}
    </section>
  );
}
