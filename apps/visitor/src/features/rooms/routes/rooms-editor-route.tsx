import type { components } from '@mesto/api-client';
import { LoadFailed, useShellConfig } from '@mesto/app-shell';
import { buttonVariants, Card, EmptyState, PageMeta, Skeleton, toast } from '@mesto/ui';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { CatalogueScreen } from '../../../components/catalogue-screen.tsx';
import { paths } from '../../../config/paths.ts';
import { messages } from '../../../messages.ts';
import { useDeleteRoom } from '../api/delete-room.ts';
import { type RoomSubject, useSubject } from '../api/find-subjects.ts';
import { useRoom } from '../api/get-room.ts';
import { useRoomAccess } from '../api/get-room-access.ts';
import { useRoomBlank } from '../api/get-room-blank.ts';
import { DeleteRoomButton, RoomForm } from '../components/room-form.tsx';
import { blankRoomValues, toRoomValues } from '../lib/room-values.ts';
import { roomMessages } from '../messages.ts';

const screen = messages.screens.roomsEditor;
const text = roomMessages.editor;

type Room = components['schemas']['Room'];

function EditorSkeleton() {
  return (
    <Card className="flex flex-col gap-5 p-5 sm:p-6" aria-busy="true">
      <p className="sr-only" role="status">
        {roomMessages.list.loading}
      </p>
      {[0, 1, 2, 3].map((row) => (
        <div key={row} className="flex flex-col gap-2">
          <Skeleton className="h-4 w-32" />
          <Skeleton className="h-11" />
        </div>
      ))}
    </Card>
  );
}

/** The subject of a saved room as the picker shows it, with its real clock once known. */
function savedSubject(room: Room, found: RoomSubject | null | undefined): RoomSubject | null {
  if (found) return found;
  if (room.event !== null) {
    return {
      kind: 'event',
      id: room.event.id,
      code: room.event.code,
      name: room.event.title,
      detail: room.place?.name ?? '',
      timeZone: room.timeZone,
      startsAt: room.event.startsAt,
    };
  }
  if (room.place !== null) {
    return { ...room.place, kind: 'place', detail: '', timeZone: room.timeZone, startsAt: null };
  }
  return null;
}

/** A saved room: the form when the viewer may edit it (with delete for the owner), else why not. */
function EditRoom({ roomKey }: { roomKey: string }) {
  const navigate = useNavigate();
  const room = useRoom(roomKey);
  const access = useRoomAccess(room.data?.id ?? '');
  const kind = room.data ? (room.data.eventId === null ? 'place' : 'event') : null;
  const subject = useSubject(kind, { id: room.data?.eventId ?? room.data?.placeId ?? undefined });
  const remove = useDeleteRoom();

  if (room.isPending || (room.data && (access.isPending || (subject.isPending && subject.fetchStatus !== 'idle')))) {
    return <EditorSkeleton />;
  }
  if (room.isError || access.isError) {
    return (
      <LoadFailed
        title={text.loadFailed}
        onRetry={() => void Promise.all([room.refetch(), room.data ? access.refetch() : undefined])}
      />
    );
  }
  if (!room.data || !access.data) {
    return (
      <EmptyState
        title={text.notFound}
        description={text.notFoundHint}
        action={
          <Link to={paths.rooms.getHref()} className={buttonVariants({ variant: 'secondary' })}>
            {text.toRooms}
          </Link>
        }
      />
    );
  }
  const saved = room.data;
  if (!access.data.canEdit) {
    return (
      <EmptyState
        title={saved.title}
        description={text.readOnly}
        action={
          <Link to={paths.rooms.getHref()} className={buttonVariants({ variant: 'secondary' })}>
            {text.toRooms}
          </Link>
        }
      />
    );
  }
  return (
    <Card className="p-5 sm:p-6">
      <RoomForm
        key={saved.id}
        room={saved}
        initial={toRoomValues(saved)}
        initialSubject={savedSubject(saved, subject.data)}
        actions={
          access.data.canDelete ? (
            <DeleteRoomButton
              title={saved.title}
              pending={remove.isPending}
              onConfirm={() =>
                remove.mutate(
                  { params: { path: { id: saved.id } } },
                  {
                    onSuccess: () => {
                      toast({ severity: 'success', description: text.deleted });
                      void navigate(paths.rooms.getHref({ mine: true }), { replace: true });
                    },
                  },
                )
              }
            />
          ) : null
        }
      />
    </Card>
  );
}

/** A new room from the blank, at the place or event of the link (`?place=code`, `?event=code`). */
function NewRoom({ placeCode, eventCode }: { placeCode: string; eventCode: string }) {
  const navigate = useNavigate();
  const blank = useRoomBlank();
  const kind = eventCode !== '' ? 'event' : placeCode !== '' ? 'place' : null;
  const preset = useSubject(kind, { code: eventCode || placeCode });
  const [created, setCreated] = useState(false);

  // After the form has taken the saved state (so nothing counts as unsaved), show the room among mine.
  useEffect(() => {
    if (created) void navigate(paths.rooms.getHref({ mine: true }));
  }, [created, navigate]);

  if (blank.isPending || (kind !== null && preset.isPending)) return <EditorSkeleton />;
  if (blank.isError || (kind !== null && preset.isError)) {
    return (
      <LoadFailed
        title={text.loadFailed}
        onRetry={() => void Promise.all([blank.refetch(), kind === null ? undefined : preset.refetch()])}
      />
    );
  }
  const subject = kind === null ? null : (preset.data ?? null);
  return (
    <Card className="p-5 sm:p-6">
      <RoomForm
        initial={blankRoomValues(
          blank.data,
          subject === null ? null : { kind: subject.kind, id: subject.id, startsAt: subject.startsAt },
        )}
        initialSubject={subject}
        onCreated={() => setCreated(true)}
      />
    </Card>
  );
}

/**
 * `/rooms/editor` (signed in): a new room (`?place=` / `?event=` start it at a place or event), or a saved one
 * (`?id=`, or `?room=` with its code) — changed only by whom check_access allows.
 */
export default function RoomsEditorRoute() {
  const shell = useShellConfig();
  const [params] = useSearchParams();
  const roomKey = params.get('id') ?? params.get('room') ?? '';
  return (
    <CatalogueScreen title={screen.title} description={roomKey === '' ? text.description : undefined}>
      <PageMeta title={shell.documentTitle(screen.title)} />
      {roomKey === '' ? (
        <NewRoom placeCode={params.get('place') ?? ''} eventCode={params.get('event') ?? ''} />
      ) : (
        <EditRoom key={roomKey} roomKey={roomKey} />
      )}
    </CatalogueScreen>
  );
}
