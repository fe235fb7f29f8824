import type { components } from '@mesto/api-client';
import { useSession } from '@mesto/api-client/react';
import { Button, buttonVariants, toast } from '@mesto/ui';
import { Link, useLocation } from 'react-router';
import { useToggleParticipant } from '../../api/toggle-participant.ts';
import { paths } from '../../config/paths.ts';
import { messages } from '../../messages.ts';

const text = messages.roomCard;

type Room = components['schemas']['Room'];

/**
 * Join or leave a room. A full room says «Мест нет» instead of offering to join; the owner has no way out (they
 * delete the room instead); a signed-out visitor is sent to the login and back. A refusal of the server (full in
 * the meantime, already over) is its message in a toast.
 */
export function ParticipationButton({ room }: { room: Room }) {
  const { user } = useSession();
  const location = useLocation();
  const toggle = useToggleParticipant();
  const full = room.capacity !== null && room.participantCount >= room.capacity;

  if (user === null) {
    if (full) return null;
    return (
      <Link
        to={paths.auth.login.getHref(`${location.pathname}${location.search}`)}
        className={buttonVariants({ variant: 'secondary', size: 'sm' })}
        title={text.signInToJoin}
      >
        {text.join}
      </Link>
    );
  }
  if (room.owner.id === user.id) return null;
  if (!room.joined && full) {
    return (
      <Button variant="secondary" size="sm" disabled>
        {text.full}
      </Button>
    );
  }
  return (
    <Button
      variant={room.joined ? 'secondary' : 'primary'}
      size="sm"
      loading={toggle.isPending}
      aria-label={room.joined ? text.leaveLabel(room.title) : text.joinLabel(room.title)}
      onClick={() =>
        toggle.mutate(
          { body: { roomId: room.id } },
          {
            onSuccess: (result) =>
              toast({
                severity: 'success',
                description: result.joined ? text.joined(room.title) : text.left(room.title),
              }),
          },
        )
      }
    >
      {room.joined ? text.leave : text.join}
    </Button>
  );
}
