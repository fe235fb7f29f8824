import type { components } from '@mesto/api-client';
import { useSession } from '@mesto/api-client/react';
import { buttonVariants, ChatIcon, FoldedItem, moderationNotice, RoomCard } from '@mesto/ui';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { roomChatHref, roomHref, roomWhere } from '../../lib/room-links.ts';
import { messages } from '../../messages.ts';
import { ReportControl } from '../report-control.tsx';
import { RouterLink } from '../router-link.tsx';
import { ParticipationButton } from './participation-button.tsx';

const text = messages.roomCard;

type Room = components['schemas']['Room'];

/**
 * One room of a list (the rooms screen, an event's page): its card with what the viewer can do — join or leave, open
 * its chat, edit their own or complain about another's; folded away when the viewer blocked its owner.
 */
export function RoomItem({ room }: { room: Room }) {
  return (
    <li>
      {room.authorBlocked ? (
        <FoldedItem>
          <RoomView room={room} />
        </FoldedItem>
      ) : (
        <RoomView room={room} />
      )}
    </li>
  );
}

function RoomView({ room }: { room: Room }) {
  const { user } = useSession();
  const own = user !== null && room.owner.id === user.id;
  const ownerName = room.owner.displayName || room.owner.username || room.owner.code;
  return (
    <RoomCard
      notice={moderationNotice(room.moderation)}
      title={room.title}
      href={roomHref(room)}
      startsAt={room.startsAt}
      timeZone={room.timeZone}
      whereName={roomWhere(room)}
      owner={{ name: ownerName }}
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
          <ReportControl
            subject={{ targetType: 'ROOM', targetId: room.id }}
            authorId={room.owner.id}
            what={messages.report.subjects.ROOM(room.title)}
          />
        </div>
      }
    />
  );
}
