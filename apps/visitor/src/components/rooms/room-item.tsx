import type { components } from '@mesto/api-client';
import { useSession } from '@mesto/api-client/react';
import { buttonVariants, ChatIcon, RoomCard } from '@mesto/ui';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { roomChatHref, roomHref, roomWhere } from '../../lib/room-links.ts';
import { messages } from '../../messages.ts';
import { RouterLink } from '../router-link.tsx';
import { ParticipationButton } from './participation-button.tsx';

const text = messages.roomCard;

type Room = components['schemas']['Room'];

/** One room of a list (the rooms screen, an event's page): its card with what the viewer can do — join or leave, open its chat, edit their own. */
export function RoomItem({ room }: { room: Room }) {
  const { user } = useSession();
  const own = user !== null && room.owner.id === user.id;
  return (
    <li>
      <RoomCard
        title={room.title}
        href={roomHref(room)}
        startsAt={room.startsAt}
        timeZone={room.timeZone}
        whereName={roomWhere(room)}
        owner={{ name: room.owner.displayName || room.owner.username || room.owner.code }}
        participantCount={room.participantCount}
        capacity={room.capacity}
        visibility={room.visibility}
        linkComponent={RouterLink}
        action={
          <div className="flex flex-wrap items-center gap-2">
            {room.joined && room.chatId !== null ? (
              <Link
                to={roomChatHref(room.chatId)}
                aria-label={text.chatLabel(room.title)}
                className={buttonVariants({ variant: 'ghost', size: 'sm' })}
              >
                <ChatIcon className="size-4" />
                {text.chat}
              </Link>
            ) : null}
            {own ? (
              <Link
                to={paths.roomsEditor.getHref({ id: room.id })}
                aria-label={text.editLabel(room.title)}
                className={buttonVariants({ variant: 'secondary', size: 'sm' })}
              >
                {text.edit}
              </Link>
            ) : null}
            <ParticipationButton room={room} />
          </div>
        }
      />
    </li>
  );
}
